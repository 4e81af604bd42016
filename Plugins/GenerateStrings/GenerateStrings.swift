import Foundation
import PackagePlugin

/// A build-tool plugin: runs `markupc generate` on a target's String Catalogs (`*.xcstrings`) and
/// `xx.lproj/*.strings` / `*.stringsdict` files with the target's style book, and compiles the
/// Swift file it writes (typed accessors returning `StyledString`, and the `MarkupAction` enum)
/// into the target. See Docs/Generate.md, "Build plugin".
///
/// The style book comes from the nearest `markupc.json` (the same file `MarkupcPlugin` reads):
/// `{"stylebook": "styles.json"}`, with generator options under `"generate"`; the plugin passes
/// the file to `markupc generate --markupc-json`, which checks every key. Every catalog, the
/// `markupc.json` and the style book are declared inputs and the Swift file the one output, so
/// the build runs the generator again only when one of them changes. A broken translation fails
/// the build with markupc's diagnostic at the localization file's line and column.
///
/// PackagePlugin declarations used (signatures as in the toolchain's PackagePlugin module):
/// - `BuildToolPlugin.createBuildCommands(context:target:)`:
///   https://developer.apple.com/documentation/packageplugin/buildtoolplugin/createbuildcommands(context:target:)
/// - `Target.sourceModule`, `SourceModuleTarget.sourceFiles`, `File.url`:
///   https://developer.apple.com/documentation/packageplugin/target/sourcemodule
///   https://developer.apple.com/documentation/packageplugin/sourcemoduletarget/sourcefiles
///   https://developer.apple.com/documentation/packageplugin/file/url
/// - `PluginContext.tool(named:)`, `PluginContext.Tool.url`, `PluginContext.pluginWorkDirectoryURL`:
///   https://developer.apple.com/documentation/packageplugin/plugincontext/tool(named:)
///   https://developer.apple.com/documentation/packageplugin/plugincontext/tool/url
///   https://developer.apple.com/documentation/packageplugin/plugincontext/pluginworkdirectoryurl
/// - `Command.buildCommand(displayName:executable:arguments:environment:inputFiles:outputFiles:)`:
///   https://developer.apple.com/documentation/packageplugin/command/buildcommand(displayname:executable:arguments:environment:inputfiles:outputfiles:)-enum.case
@main
struct GenerateStrings: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles.map(\.url).filter(Self.isLocalizationFile)
        return try Self.commands(for: files, tool: try Self.toolURL { try context.tool(named: $0).url },
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    /// The markupc the plugin runs: `markupcBuildTool` in markupc's own package (Package.swift says
    /// why), else `markupc`, the prebuilt binary of the plugins package (Plugins/Package.swift).
    static func toolURL(_ lookUp: (String) throws -> URL) throws -> URL {
        do {
            return try lookUp("markupcBuildTool")
        } catch {
            return try lookUp("markupc")
        }
    }

    /// The name of the Swift file the plugin writes into its work directory.
    static let outputName = "MarkupStrings.swift"

    /// Whether `url` is a file `markupc generate` reads: a String Catalog anywhere, a `.strings`
    /// or `.stringsdict` file in an `xx.lproj` folder.
    static func isLocalizationFile(_ url: URL) -> Bool {
        switch url.pathExtension.lowercased() {
        case "xcstrings":
            return true
        case "strings", "stringsdict":
            return url.deletingLastPathComponent().pathExtension.lowercased() == "lproj"
        default:
            return false
        }
    }

    /// The one command that generates the target's Swift file from `files`, or none when there
    /// are no localization files. Every file must use the same `markupc.json`, and it must name a
    /// style book; `markupc generate --markupc-json` reads and checks the rest of it.
    static func commands(for files: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        let files = files.sorted { $0.path < $1.path }
        guard let first = files.first else { return [] }
        let settings = Self.settingsFile(for: first)
        for file in files.dropFirst() {
            let other = Self.settingsFile(for: file)
            guard other == settings else {
                throw GenerateStringsError("\(file.path): error: this file uses \(other?.path ?? "no markupc.json") but \(first.path) uses "
                                           + "\(settings?.path ?? "no markupc.json"); one target's strings are generated with one style book, "
                                           + "so give them one markupc.json")
            }
        }
        guard let settings, let styleBook = Self.styleBook(namedIn: settings) else {
            throw GenerateStringsError("\(first.path): error: GenerateStrings needs a style book: put a markupc.json with "
                                       + "{\"stylebook\": \"styles.json\"} beside the target's catalogs (or in a folder above them)")
        }
        let output = workDirectory.appendingPathComponent(outputName)
        return [.buildCommand(
            displayName: "markupc generate \(files.count == 1 ? first.lastPathComponent : "\(files.count) localization files") → \(outputName)",
            executable: tool,
            arguments: ["generate"] + files.map(\.path) + ["--markupc-json", settings.path, "-o", output.path],
            inputFiles: files + [settings, styleBook],
            outputFiles: [output]
        )]
    }

    /// The `markupc.json` a file uses: the nearest one in the file's search folder
    /// (``searchStart(for:)``) or a folder above it, up to the folder holding `Package.swift`.
    static func settingsFile(for file: URL) -> URL? {
        var folder = Self.searchStart(for: file).standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent("markupc.json")
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) || parent.path == folder.path {
                return nil
            }
            folder = parent
        }
    }

    /// The style book `settings` names (relative to it), so a change to the book runs the
    /// generator again; `nil` when it names none. The tool checks every other key.
    static func styleBook(namedIn settings: URL) -> URL? {
        guard let data = try? Data(contentsOf: settings),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let path = object["stylebook"] as? String, !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, relativeTo: settings.deletingLastPathComponent()).standardizedFileURL
    }

    /// Where the search for a file's `markupc.json` starts: the catalog's folder, or for a file in
    /// `xx.lproj` the folder holding the `.lproj` folders.
    static func searchStart(for file: URL) -> URL {
        let folder = file.deletingLastPathComponent()
        return folder.pathExtension.lowercased() == "lproj" ? folder.deletingLastPathComponent() : folder
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// XcodeProjectPlugin declarations used:
/// - `XcodeBuildToolPlugin.createBuildCommands(context:target:)`:
///   https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin/createbuildcommands(context:target:)
/// - `XcodeTarget.inputFiles`: https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget/inputfiles
/// - `XcodePluginContext.tool(named:)`, `XcodePluginContext.pluginWorkDirectoryURL`:
///   https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/tool(named:)
///   https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext/pluginworkdirectoryurl
extension GenerateStrings: XcodeBuildToolPlugin {
    /// The same command for a target of an Xcode project: its catalogs and `xx.lproj` strings files.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map(\.url).filter(Self.isLocalizationFile)
        return try Self.commands(for: files, tool: try Self.toolURL { try context.tool(named: $0).url },
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

/// A problem the plugin reports before the build runs, shown as written.
struct GenerateStringsError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

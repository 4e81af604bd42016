import Foundation
import PackagePlugin

/// A build-tool plugin: runs `markupc generate` on a target's String Catalogs (`*.xcstrings`) and
/// `xx.lproj/*.strings` / `*.stringsdict` files with the target's style book, and compiles the
/// Swift file it writes (typed accessors returning `StyledString`, and the `MarkupAction` enum)
/// into the target. See Docs/Generate.md, "Build plugin".
///
/// The style book comes from the nearest `markupc.json` (the same file `MarkupcPlugin` reads):
/// `{"stylebook": "styles.json"}`, with generator options under `"generate"`. Every catalog, the
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
        return try Self.commands(for: files, tool: try context.tool(named: "markupcBuildTool").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
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
    /// style book.
    static func commands(for files: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        let files = files.sorted { $0.path < $1.path }
        guard let first = files.first else { return [] }
        var cache: [String: MarkupcConfiguration] = [:]
        let configuration = try MarkupcConfiguration.nearest(to: Self.searchStart(for: first), cache: &cache)
        for file in files.dropFirst() {
            let other = try MarkupcConfiguration.nearest(to: Self.searchStart(for: file), cache: &cache)
            guard other.file == configuration.file else {
                throw ConfigurationError("\(file.path): error: this file uses \(other.file?.path ?? "no markupc.json") but \(first.path) uses "
                                         + "\(configuration.file?.path ?? "no markupc.json"); one target's strings are generated with one style book, "
                                         + "so give them one markupc.json")
            }
        }
        guard let styleBook = configuration.styleBook, let configurationFile = configuration.file else {
            throw ConfigurationError("\(first.path): error: GenerateStrings needs a style book: put a markupc.json with "
                                     + "{\"stylebook\": \"styles.json\"} beside the target's catalogs (or in a folder above them)")
        }
        let output = workDirectory.appendingPathComponent(outputName)
        return [.buildCommand(
            displayName: "markupc generate \(files.count == 1 ? first.lastPathComponent : "\(files.count) localization files") → \(outputName)",
            executable: tool,
            arguments: ["generate"] + files.map(\.path) + ["--stylebook", styleBook.path, "-o", output.path] + configuration.generateArguments,
            inputFiles: files + [configurationFile, styleBook],
            outputFiles: [output]
        )]
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
        return try Self.commands(for: files, tool: try context.tool(named: "markupcBuildTool").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

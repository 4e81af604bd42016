import Foundation
import PackagePlugin

/// A build-tool plugin: compiles each `*.markup` file of a target with `markupc` into a
/// resource (`Welcome.markup` → `Welcome.json`), read at run time from `Bundle.module`.
///
/// A `markupc.json` beside the files (or in a parent folder, up to the package's) picks the style
/// book and the format; see ``MarkupcConfiguration``. Markup errors fail the build with
/// `path/Welcome.markup:LINE:COLUMN: error: message [rule]`.
@main
struct MarkupcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let files = module.sourceFiles(withSuffix: "markup").map(\.url)
        return try Self.commands(for: files, tool: try context.tool(named: "markupc").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }

    /// One build command per markup file, each writing one resource into `workDirectory`.
    static func commands(for files: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
        var cache: [String: MarkupcConfiguration] = [:]
        return try files.sorted { $0.path < $1.path }.map { file in
            let configuration = try MarkupcConfiguration.nearest(to: file.deletingLastPathComponent(), cache: &cache)
            let output = workDirectory.appendingPathComponent(file.deletingPathExtension().lastPathComponent)
                .appendingPathExtension(configuration.outputExtension)
            return .buildCommand(
                displayName: "markupc \(file.lastPathComponent) → \(output.lastPathComponent)",
                executable: tool,
                arguments: [file.path] + configuration.arguments + ["-o", output.path],
                inputFiles: [file] + configuration.inputFiles,
                outputFiles: [output]
            )
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension MarkupcPlugin: XcodeBuildToolPlugin {
    /// The same commands for a target of an Xcode project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.filter { $0.url.pathExtension == "markup" }.map(\.url)
        return try Self.commands(for: files, tool: try context.tool(named: "markupc").url,
                                 workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif

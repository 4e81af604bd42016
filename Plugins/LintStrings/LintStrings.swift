import Foundation
import PackagePlugin

/// `swift package lint-strings [--target NAME]... [markupc lint options]`: runs `markupc lint`
/// over the localization files of the package's targets (`*.strings`, `*.stringsdict`,
/// `*.xcstrings`, `*.xliff`, `*.xlf`, `*.po`, `strings.xml`).
///
/// Every argument other than `--target` goes to `markupc lint` as given (`--stylebook FILE`,
/// `--reporter json`, `--strict`, more paths, …). The command fails when `markupc lint` exits
/// with a non-zero status (a finding at error level, or a usage error).
@main
struct LintStrings: CommandPlugin {
    /// File name extensions of localization files.
    static let extensions: Set<String> = ["strings", "stringsdict", "xcstrings", "xliff", "xlf", "po"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        var files: [URL] = []
        for case let module as SourceModuleTarget in targets {
            files += module.sourceFiles.map(\.url).filter(Self.isLocalization)
        }
        try Self.lint(files.sorted { $0.path < $1.path }, extraArguments: extractor.remainingArguments,
                      tool: try context.tool(named: "markupc").url, scope: names.isEmpty ? "the package's targets" : names.joined(separator: ", "))
    }

    /// Whether `file` is a localization file `markupc lint` reads.
    static func isLocalization(_ file: URL) -> Bool {
        extensions.contains(file.pathExtension.lowercased()) || file.lastPathComponent == "strings.xml"
    }

    /// Runs `markupc lint FILES... EXTRA...` with this process's standard output and error, and
    /// throws when it fails.
    static func lint(_ files: [URL], extraArguments: [String], tool: URL, scope: String) throws {
        if files.isEmpty {
            // Paths given as extra arguments may still name files to lint.
            Diagnostics.warning("lint-strings: no localization files (.strings, .stringsdict, .xcstrings, .xliff, .xlf, .po, strings.xml) in \(scope)")
            if extraArguments.isEmpty { return }
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = ["lint"] + files.map(\.path) + extraArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw LintFailed(status: process.terminationStatus)
        }
    }
}

/// `markupc lint` failed; its own output says why.
struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "markupc lint exited with status \(status)" }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension LintStrings: XcodeCommandPlugin {
    /// The same for an Xcode project: the localization files of its targets.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let files = targets.flatMap { $0.inputFiles.map(\.url) }.filter(Self.isLocalization)
        try Self.lint(Array(Set(files)).sorted { $0.path < $1.path }, extraArguments: extractor.remainingArguments,
                      tool: try context.tool(named: "markupc").url, scope: "the project's targets")
    }
}
#endif

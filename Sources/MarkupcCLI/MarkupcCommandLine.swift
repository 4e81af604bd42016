import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// The `markupc` command line as a library. The `markupc` executable and the build plugins'
/// tool are each one call to ``run(arguments:)``; everything the commands do is in this module
/// and in the libraries below it.
public enum MarkupcCommandLine {
    /// Runs markupc with `arguments` (the command line without the program's name), writing to
    /// standard output and standard error, and returns the exit status (Docs/CLI.md, "Exit status").
    public static func run(arguments: [String]) -> Int32 {
        TemporaryFiles.installSignalHandlers()
        let status: ExitStatus
        do {
            switch try ArgumentParser(arguments: arguments).parse() {
            case .help(let spec):
                _ = Console.output(Array(Help.text(for: spec).utf8))
                status = .success
            case .version:
                _ = Console.output(Array((Help.version + "\n").utf8))
                status = .success
            case .compile(let options):
                status = CompileCommand(options: options).run()
            case .checkStyleBook(let paths):
                status = CheckStyleBookCommand(paths: paths).run()
            case .lint(let options):
                status = LintCommand(options: options).run()
            case .generate(let options):
                status = GenerateCommand(options: options).run()
            case .pseudo(let options):
                status = PseudoCommand(options: options).run()
            case .preview(let options):
                status = PreviewCommand(options: options).run()
            case .completionScript(let shell):
                _ = Console.output(Array((CompletionScripts.script(for: shell) ?? "").utf8))
                status = .success
            }
        } catch {
            Diagnostics.usage(error)
            status = .failure
        }
        return status.rawValue
    }
}

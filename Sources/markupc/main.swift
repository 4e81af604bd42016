import Foundation

/// `markupc`: a thin command line over the StyleMarkup library.
TemporaryFiles.installSignalHandlers()

let status: ExitStatus
do {
    switch try ArgumentParser(arguments: Array(CommandLine.arguments.dropFirst())).parse() {
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
exit(status.rawValue)

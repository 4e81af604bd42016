import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupPreview

/// `markupc preview CATALOG|FOLDER|FILE... --stylebook FILE -o FILE.html`: every key in every
/// language on one HTML page; with `--check`, strings over their width budget as findings
/// (see Docs/Preview.md).
struct PreviewCommand {
    var options: Options

    /// Options of `markupc preview`, read from a ``ParsedCommand`` of ``CommandTable/preview``.
    struct Options {
        var paths: [String]
        var styleBook: String
        var output: String
        var sourceLanguage: String?
        var configuration: String?
        var width: Int?
        var check: Bool
        var png: String?
        var onlyFindings: Bool
        var reporter = LintReporterKind.xcode

        init(_ parsed: ParsedCommand) throws(UsageError) {
            paths = parsed.operands
            sourceLanguage = parsed.string(.sourceLanguage)
            configuration = try parsed.inputFile(.config, naming: "the configuration file")
            width = parsed.number(.width)
            check = parsed.has(.check)
            png = parsed.string(.png)
            onlyFindings = parsed.has(.onlyFindings)
            reporter = parsed.choice(.reporter, as: LintReporterKind.self) ?? reporter
            if paths.contains("-") {
                throw UsageError(message: "preview reads files and folders, not standard input; give a path")
            }
            guard !paths.isEmpty else {
                throw UsageError(message: "preview needs at least one localization file or folder")
            }
            guard let book = try parsed.inputFile(.styleBook, naming: "the style book") else {
                throw UsageError(message: "preview needs --stylebook FILE: every string is compiled with it")
            }
            guard let output = parsed.string(.output) else {
                throw UsageError(message: "preview needs -o FILE.html, the page to write")
            }
            if reporter == .html {
                throw UsageError(message: "\(OptionName.reporter.rawValue) html is lint's page; the preview is the page here: choose xcode, github, json or sarif")
            }
            styleBook = book
            self.output = output
        }
    }

    func run() -> ExitStatus {
        guard let (book, _) = StyleBookFile.load(options.styleBook) else { return .failure }
        var previewer = Previewer(styleBook: book, sourceLanguage: options.sourceLanguage)
        var configurationPath: String?
        switch ConfigurationFile.load(options.configuration, { (try LintConfiguration(json: $0, fileName: $1), try PreviewBudgets(configuration: $0, fileName: $1)) }) {
        case .absent: break
        case .loaded(let loaded, let path): ((previewer.configuration, previewer.budgets), configurationPath) = (loaded, path)
        case .failed: return .failure
        }
        previewer.budgets.defaultWidth = options.width
        if let unknown = Linter(styleBook: book, configuration: previewer.configuration, sourceLanguage: options.sourceLanguage)
            .unknownSourceLanguage(paths: options.paths) {
            Diagnostics.usage(UsageError(message: "--source-language \(unknown.language): \(unknown)", help: "markupc preview --help"))
            return .failure
        }
        // Chromium is looked for before anything is read or written: without it, --check and
        // --png cannot do what they promise.
        var chromium: String?
        if options.check || options.png != nil {
            guard let found = Preview.findChromium() else {
                let option = (options.check ? OptionName.check : .png).rawValue
                Diagnostics.error("\(option) lays the page out in headless Chromium, and neither chromium nor chromium-browser is on PATH "
                                  + "(nor Google Chrome or Chromium in /Applications); install it (scripts/install-chromium) or leave \(option) out")
                return .failure
            }
            chromium = found
        }

        // A page of the findings alone, laid out by no one, needs no other string kept.
        previewer.keepsOnlyKeysWithFindings = options.onlyFindings && !options.check
        var preview = previewer.preview(paths: options.paths)
        guard !preview.files.isEmpty else {
            for finding in preview.findings { Diagnostics.error("\(finding.file): \(finding.message)") }
            Diagnostics.error("no localization file could be read in \(options.paths.map { "'\($0)'" }.joined(separator: ", "))")
            return .failure
        }
        var reads = preview.files.map { OutputCollisions.Role(path: $0, description: "the localization file '\($0)'") }
        reads.append(.init(path: options.styleBook, description: "the style book '\(options.styleBook)'"))
        if let path = configurationPath { reads.append(.init(path: path, description: "the configuration '\(path)'")) }
        var outputs = [OutputCollisions.Role(path: options.output, description: "the page '\(options.output)'")]
        if let png = options.png { outputs.append(.init(path: png, description: "the screenshot '\(png)'")) }
        do {
            try OutputCollisions.check(outputs: outputs, reads: reads)
        } catch {
            var error = error
            error.help = "markupc preview --help"
            Diagnostics.usage(error)
            return .failure
        }

        var screenshot: Data?
        do {
            if let chromium, options.check { try preview.check(chromium: chromium) }
            if let chromium, options.png != nil { screenshot = try preview.screenshot(chromium: chromium, onlyFindings: options.onlyFindings) }
        } catch {
            Diagnostics.error("cannot lay the page out: \(error.message)")
            return .failure
        }
        // The page and the screenshot are put in place together, or neither is.
        var staged: [OutputFile.Staged] = []
        do {
            staged.append(try OutputFile.stage(preview.html(onlyFindings: options.onlyFindings), to: options.output))
            if let png = options.png, let screenshot { staged.append(try OutputFile.stage(Array(screenshot), to: png)) }
            try OutputFile.commit(staged)
        } catch {
            OutputFile.discard(staged)
            Diagnostics.error(error.message)
            return .failure
        }
        let report = preview.report
        if !report.findings.isEmpty {
            if let problem = Console.output(options.reporter.reporter.format(report)) {
                Diagnostics.error("cannot write to standard output: \(problem)")
                return .failure
            }
        }
        Console.error(preview.summary + "; wrote \(options.output)" + (options.png.map { " and \($0)" } ?? ""))
        return report.hasErrors ? .inputErrors : .success
    }
}

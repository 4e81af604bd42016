import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// `markupc lint PATH...`: checks the markup of localized strings (see Docs/Lint.md).
struct LintCommand {
    var options: Options


    /// Options of `markupc lint`, read from a ``ParsedCommand`` of ``CommandTable/lint``.
    struct Options {
        var paths: [String] = []
        var styleBook: String?
        var sourceLanguage: String?
        var reporter = LintReporterKind.xcode
        var output: String?
        var strict = false
        var allStrings = false
        var configuration: String?
        var baseline: String?
        var writeBaseline: String?

        init(_ parsed: ParsedCommand) throws(UsageError) {
            paths = parsed.operands
            styleBook = try parsed.inputFile(.styleBook, naming: "the style book")
            sourceLanguage = parsed.string(.sourceLanguage)
            reporter = parsed.choice(.reporter, as: LintReporterKind.self) ?? reporter
            output = parsed.string(.output)
            strict = parsed.has(.strict)
            allStrings = parsed.has(.allStrings)
            configuration = try parsed.inputFile(.config, naming: "the configuration file")
            baseline = try parsed.inputFile(.baseline, naming: "the baseline")
            writeBaseline = parsed.string(.writeBaseline)
            if writeBaseline == "-" {
                throw UsageError(message: "--write-baseline writes a file, not standard output; give the baseline's path")
            }
            if paths.contains("-") {
                throw UsageError(message: "lint reads files and directories, not standard input; give a path")
            }
            guard !paths.isEmpty else {
                throw UsageError(message: "lint needs at least one file or directory to check")
            }
        }
    }

    func run() -> ExitStatus {
        guard let (styleBook, loadedConfiguration, configurationPath) = ConfigurationFile.loadLintInputs(
            styleBook: options.styleBook, configuration: options.configuration) else { return .failure }
        var configuration = loadedConfiguration
        configuration.warningsAsErrors = options.strict
        var baseline: LintBaseline?
        if let path = options.baseline {
            do {
                baseline = try LintBaseline(contentsOfFile: path)
            } catch {
                Diagnostics.error(error.description)
                return .failure
            }
        }

        var linter = Linter(styleBook: styleBook, configuration: configuration, sourceLanguage: options.sourceLanguage)
        linter.keepsStrings = options.reporter.needsStrings
        // The page shows only the strings with findings unless --all-strings asks for every one.
        linter.keepsOnlyStringsWithFindings = !options.allStrings
        let progress = LintProgressDisplay()
        linter.progress = { read, total in progress.show(read: read, total: total) }
        var report = linter.lint(paths: options.paths)
        progress.finish()

        guard !report.files.isEmpty else {
            for finding in report.findings where finding.location == nil {
                // The same wording as every other file markupc cannot read.
                let unreadable = "cannot read: "
                if finding.message.hasPrefix(unreadable) {
                    Diagnostics.error("cannot read '\(finding.file)': \(finding.message.dropFirst(unreadable.count))")
                } else {
                    Diagnostics.error("\(finding.file): \(finding.message)")
                }
            }
            Diagnostics.error("no localization file could be read in \(options.paths.map { "'\($0)'" }.joined(separator: ", "))")
            return .failure
        }
        if let unknown = report.unknownSourceLanguage {
            Diagnostics.usage(UsageError(message: "--source-language \(unknown.language): \(unknown)", help: "markupc lint --help"))
            return .failure
        }
        var outputs: [OutputCollisions.Role] = []
        if let output = options.output { outputs.append(.init(path: output, description: "the report '\(output)'")) }
        if let path = options.writeBaseline { outputs.append(.init(path: path, description: "the baseline '\(path)'")) }
        if !outputs.isEmpty {
            // The report and the baseline never replace a file lint read, nor each other.
            var reads = report.files.map { OutputCollisions.Role(path: $0, description: "the localization file '\($0)'") }
            if let book = options.styleBook { reads.append(.init(path: book, description: "the style book '\(book)'")) }
            if let configuration = configurationPath { reads.append(.init(path: configuration, description: "the configuration '\(configuration)'")) }
            do {
                try OutputCollisions.check(outputs: outputs, reads: reads)
            } catch {
                var error = error
                error.help = "markupc lint --help"
                Diagnostics.usage(error)
                return .failure
            }
        }
        if let path = options.writeBaseline {
            let recorded = LintBaseline(findings: report.findings, folder: URL(fileURLWithPath: path).deletingLastPathComponent().path)
            do {
                try OutputFile.write(recorded.encoded(), to: path)
            } catch {
                Diagnostics.error(error.message)
                return .failure
            }
        }
        let recordedCount = report.findings.count
        if let baseline { report = baseline.filter(report) }
        var reporter = options.reporter.reporter(styleBook: styleBook)
        if var page = reporter as? HTMLLintReporter {
            page.showsAllStrings = options.allStrings
            reporter = page
        }
        let bytes = reporter.format(report)
        do {
            if let output = options.output {
                try OutputFile.write(bytes, to: output)
            } else if let problem = Console.output(bytes) {
                Diagnostics.error("cannot write to standard output: \(problem)")
                return .failure
            }
        } catch {
            Diagnostics.error(error.message)
            return .failure
        }
        if options.reporter == .github { writeStepSummary(report) }
        Console.error(report.summary)
        if let path = options.writeBaseline {
            // The findings are recorded, so they no longer fail the run.
            Console.error("recorded \(LintReport.count(recordedCount, "finding")) in the baseline '\(path)'")
            return .success
        }
        return report.hasErrors ? .inputErrors : .success
    }

    /// For `--reporter github`: the full list appended to the job summary when
    /// `GITHUB_STEP_SUMMARY` names its file, and a note on standard error when GitHub shows
    /// only some findings as annotations.
    private func writeStepSummary(_ report: LintReport) {
        let reporter = GitHubLintReporter()
        var written = false
        if let path = ProcessInfo.processInfo.environment["GITHUB_STEP_SUMMARY"], !path.isEmpty {
            do {
                try OutputFile.append(Array(reporter.stepSummary(report).utf8), to: path)
                written = true
            } catch {
                Diagnostics.error("cannot write the job summary: \(error.message)")
            }
        }
        if let note = GitHubLintReporter.annotationNote(report, summaryWritten: written) { Console.error(note) }
    }
}

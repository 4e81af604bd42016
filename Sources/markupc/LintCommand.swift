import Foundation
import StyleMarkup

/// `markupc lint PATH...`: checks the markup of localized strings (see Docs/Lint.md).
struct LintCommand {
    var arguments: [String]

    static let reporters = ["xcode", "github", "json", "sarif", "html"]
    static let configurationFileName = ".markupc.json"

    static let usage = """
    markupc lint — check the markup of localized strings

    USAGE:
      markupc lint PATH... [--stylebook FILE] [--source-language LANG]
                   [--reporter xcode|github|json|sarif|html] [-o FILE] [--strict]
                   [--config FILE]

    PATH is a .strings, .stringsdict, .xcstrings, .po, .xliff/.xlf or Android
    values*/strings.xml file, or a directory searched for them. Translations are paired
    with their source: Base.lproj or en.lproj (or LANG.lproj with --source-language),
    the catalog's sourceLanguage, values/, XLIFF <source>, PO msgid.

    OPTIONS:
      --stylebook FILE        Report tags the style book does not name (unknown-tag).
      --source-language LANG  The source language (default: Base, then en).
      --reporter NAME         xcode (default: path:line:col: error: message [rule]),
                              github (workflow annotations), json, sarif (SARIF
                              2.1.0) or html (a page showing every string).
      -o, --output FILE       Write the report to FILE instead of standard output.
      --strict                Report warnings as errors.
      --config FILE           Rule levels and ignores (default: ./.markupc.json if present).
      -h, --help              Show this help.

    On a terminal, a progress line counts the files while 300 or more are read; never
    when standard error is not a terminal or the CI environment variable is set.

    EXIT STATUS:
      0  no finding at error level
      1  a finding at error level
      2  usage error, invalid style book or configuration, nothing could be read,
         or the report could not be written
    """

    struct Options {
        var paths: [String] = []
        var styleBook: String?
        var sourceLanguage: String?
        var reporter = LintReporterKind.xcode
        var output: String?
        var strict = false
        var configuration: String?
        var help = false
    }

    func run() -> ExitStatus {
        let options: Options
        do {
            options = try parse()
        } catch {
            Diagnostics.usage(error)
            return .failure
        }
        if options.help {
            _ = Console.output(Array((Self.usage + "\n").utf8))
            return .success
        }
        var styleBook: StyleBook?
        if let path = options.styleBook {
            do {
                styleBook = try StyleBook(data: try FileContents.read(path, maxBytes: StyleBookLimits.default.maxFileBytes), fileName: path)
            } catch let error as FileReadError {
                Diagnostics.error(error.description)
                return .failure
            } catch let error as StyleBookError {
                Diagnostics.report(error)
                return .failure
            } catch {
                Diagnostics.error("\(error)")
                return .failure
            }
        }
        var configuration = LintConfiguration()
        let configurationPath = options.configuration
            ?? (FileManager.default.fileExists(atPath: Self.configurationFileName) ? Self.configurationFileName : nil)
        if let path = configurationPath {
            do {
                configuration = try LintConfiguration(json: try FileContents.read(path), fileName: path)
            } catch let error as FileReadError {
                Diagnostics.error(error.description)
                return .failure
            } catch {
                Diagnostics.error("\(error)")
                return .failure
            }
        }
        configuration.warningsAsErrors = options.strict

        var linter = Linter(styleBook: styleBook, configuration: configuration, sourceLanguage: options.sourceLanguage)
        linter.keepsStrings = options.reporter.needsStrings
        let progress = LintProgressDisplay()
        linter.progress = { read, total in progress.show(read: read, total: total) }
        let report = linter.lint(paths: options.paths)
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
        if let output = options.output {
            // The report never replaces a file lint read.
            var reads = report.files.map { OutputCollisions.Role(path: $0, description: "the localization file '\($0)'") }
            if let book = options.styleBook { reads.append(.init(path: book, description: "the style book '\(book)'")) }
            if let configuration = configurationPath { reads.append(.init(path: configuration, description: "the configuration '\(configuration)'")) }
            do {
                try OutputCollisions.check(outputs: [.init(path: output, description: "the report '\(output)'")], reads: reads)
            } catch {
                Diagnostics.usage(error)
                return .failure
            }
        }
        let bytes = options.reporter.reporter(styleBook: styleBook).format(report)
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
        Console.error(report.summary)
        return report.hasErrors ? .inputErrors : .success
    }

    private func parse() throws(UsageError) -> Options {
        var options = Options()
        var scanner = OptionScanner(arguments)
        while let item = scanner.next() {
            let name: String, argument: String
            switch item {
            case .operand(let path):
                options.paths.append(path)
                continue
            case .option(let optionName, let written):
                (name, argument) = (optionName, written)
            }
            switch name {
            case "--help", "-h":
                options.help = true
            case "--stylebook":
                options.styleBook = try scanner.value(of: name)
            case "--source-language":
                let language = try scanner.value(of: name)
                guard !language.isEmpty, !language.contains("/") else {
                    throw UsageError(message: "--source-language needs a language such as en, fr or pt-BR")
                }
                options.sourceLanguage = language
            case "--reporter":
                let reporter = try scanner.value(of: name)
                guard Self.reporters.contains(reporter) else {
                    throw UsageError(message: "unknown reporter '\(reporter)'; choose one of \(LintReporterKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                guard let kind = LintReporterKind(rawValue: reporter) else {
                    throw UsageError(message: "reporter '\(reporter)' is not available in this version of markupc; choose one of \(LintReporterKind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                options.reporter = kind
            case "-o", "--output":
                options.output = try scanner.value(of: name)
            case "--strict":
                options.strict = true
            case "--config":
                options.configuration = try scanner.value(of: name)
            default:
                throw UsageError(message: "unknown option '\(argument)' for lint")
            }
        }
        if options.help { return options }
        if options.paths.contains("-") {
            throw UsageError(message: "lint reads files and directories, not standard input; give a path")
        }
        guard !options.paths.isEmpty else {
            throw UsageError(message: "lint needs at least one file or directory to check")
        }
        return options
    }
}

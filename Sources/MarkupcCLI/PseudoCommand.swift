import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import StyleMarkup
import StyleMarkupLint
import StyleMarkupPseudo

/// `markupc pseudo CATALOG|FOLDER|FILE... --locale LOCALE...`: writes pseudo-locales of the
/// development language in each input's own format (see Docs/Pseudo.md).
struct PseudoCommand {
    var options: Options

    /// Options of `markupc pseudo`, read from a ``ParsedCommand`` of ``CommandTable/pseudo``.
    struct Options {
        var paths: [String]
        var locales: [PseudoLocale] = []
        var styleBook: String?
        var sourceLanguage: String?
        var configuration: String?

        init(_ parsed: ParsedCommand) throws(UsageError) {
            paths = parsed.operands
            styleBook = try parsed.inputFile(.styleBook, naming: "the style book")
            sourceLanguage = parsed.string(.sourceLanguage)
            configuration = try parsed.inputFile(.config, naming: "the configuration file")
            if paths.contains("-") {
                throw UsageError(message: "pseudo reads files and folders, not standard input; give a path")
            }
            guard !paths.isEmpty else {
                throw UsageError(message: "pseudo needs a string catalog, a localization file or a folder of them")
            }
            let given = parsed.strings(.locale)
            guard !given.isEmpty else {
                throw UsageError(message: "pseudo needs --locale LOCALE (en-XA, ar-XB, or LOCALE=NAME,… with the transformations to apply)")
            }
            for argument in given {
                // Checked when parsed (checkLocale).
                guard let locale = try? PseudoLocale(parsing: argument) else { continue }
                if let same = locales.first(where: { Self.sameFolder($0.identifier, locale.identifier) }) {
                    throw UsageError(message: "\(OptionName.locale.rawValue) \(locale.identifier) is given twice (as \(same.identifier) too); each pseudo-locale is written once")
                }
                locales.append(locale)
            }
        }

        /// Whether two identifiers name the same language folder (`en-XA`, `en_xa`).
        private static func sameFolder(_ a: String, _ b: String) -> Bool {
            a.lowercased().replacingOccurrences(of: "_", with: "-") == b.lowercased().replacingOccurrences(of: "_", with: "-")
        }
    }

    /// The problem with a `--locale` argument, or `nil`.
    @Sendable static func checkLocale(_ argument: String) -> String? {
        do {
            _ = try PseudoLocale(parsing: argument)
            return nil
        } catch {
            return error.message
        }
    }

    func run() -> ExitStatus {
        guard let (styleBook, configuration, configurationPath) = ConfigurationFile.loadLintInputs(
            styleBook: options.styleBook, configuration: options.configuration) else { return .failure }

        if let unknown = Linter(styleBook: styleBook, configuration: configuration, sourceLanguage: options.sourceLanguage)
            .unknownSourceLanguage(paths: options.paths) {
            Diagnostics.usage(UsageError(message: "--source-language \(unknown.language): \(unknown)", help: "markupc pseudo --help"))
            return .failure
        }
        let localizer = PseudoLocalizer(locales: options.locales, styleBook: styleBook, configuration: configuration,
                                        sourceLanguage: options.sourceLanguage)
        let result = localizer.run(paths: options.paths)
        // Only pseudo-locales, never a language the project has: refused before anything is written.
        for locale in options.locales {
            if let problem = PseudoLocaleCheck.problem(with: locale, in: result.languages) {
                Diagnostics.usage(UsageError(message: problem, help: "markupc pseudo --help"))
                return .failure
            }
        }
        let named = options.paths.map { "'\($0)'" }.joined(separator: ", ")
        guard !result.files.isEmpty else {
            for finding in result.findings where finding.location == nil {
                // The same wording as every other file markupc cannot read.
                let unreadable = "cannot read: "
                if finding.message.hasPrefix(unreadable) {
                    Diagnostics.error("cannot read '\(finding.file)': \(finding.message.dropFirst(unreadable.count))")
                } else {
                    Diagnostics.error("\(finding.file): \(finding.message)")
                }
            }
            Diagnostics.error("no localization file could be read in \(named)")
            return .failure
        }
        for finding in result.findings { Console.error(XcodeLintReporter.line(for: finding)) }
        for note in result.notes { Console.error(note) }
        let hasErrors = result.findings.contains { $0.level == .error }
        guard !result.outputs.isEmpty else {
            if hasErrors {
                Diagnostics.error("nothing was written: no source file in \(named) could be read")
                return .inputErrors
            }
            Diagnostics.error("no source strings in \(named): pseudo writes the development language's strings "
                              + "(a catalog's sourceLanguage, Base.lproj or en.lproj or --source-language, Android values/, PO msgids, XLIFF sources)")
            return .failure
        }
        // No output replaces a source file (a catalog, which holds its pseudo-locales, excepted),
        // the style book or the configuration, or another output.
        let catalogs = Set(result.outputs.filter(\.replacesSource).map(\.path))
        var reads = result.sourceFiles.filter { !catalogs.contains($0) }.map {
            OutputCollisions.Role(path: $0, description: "the source file '\($0)'")
        }
        if let book = options.styleBook { reads.append(.init(path: book, description: "the style book '\(book)'")) }
        if let path = configurationPath { reads.append(.init(path: path, description: "the configuration '\(path)'")) }
        do {
            try OutputCollisions.check(outputs: result.outputs.map { .init(path: $0.path, description: "the pseudo-locale file '\($0.path)'") },
                                       reads: reads)
        } catch {
            var error = error
            error.help = "markupc pseudo --help"
            Diagnostics.usage(error)
            return .failure
        }
        if let refusal = PseudoOutputLinks.check(result.outputs) {
            Diagnostics.usage(refusal)
            return .failure
        }
        if let problem = Self.write(result.outputs) {
            Diagnostics.error(problem + "; no file was written")
            return .failure
        }
        let locales = options.locales.map(\.identifier).joined(separator: ", ")
        var summary = "pseudo: \(locales): rewrote \(result.rewritten) source string\(result.rewritten == 1 ? "" : "s"), "
            + "wrote \(result.outputs.count) file\(result.outputs.count == 1 ? "" : "s")"
        if result.copiedMalformed > 0 {
            summary += "; \(result.copiedMalformed) string\(result.copiedMalformed == 1 ? "" : "s") copied unchanged (markup that does not parse)"
        }
        Console.error(summary)
        return hasErrors ? .inputErrors : .success
    }

    /// Writes every output, all or none: each is staged beside its target first (missing
    /// `LOCALE.lproj`, `values-…` and gettext locale folders are made, and removed again on failure), then all
    /// are put in place together. Returns the problem, or `nil`.
    static func write(_ outputs: [PseudoOutput]) -> String? {
        var madeFolders: [String] = []
        var staged: [OutputFile.Staged] = []
        func undo() {
            OutputFile.discard(staged)
            for folder in madeFolders.reversed() { rmdir(folder) }
        }
        do {
            for output in outputs {
                // The missing folders, outermost first (en_XA/LC_MESSAGES makes two).
                var missing: [String] = []
                var folder = (output.path as NSString).deletingLastPathComponent
                while !folder.isEmpty, folder != "/", !FileManager.default.fileExists(atPath: folder) {
                    missing.insert(folder, at: 0)
                    folder = (folder as NSString).deletingLastPathComponent
                }
                for folder in missing {
                    guard mkdir(folder, 0o777) == 0 else {
                        let problem = "cannot make the folder '\(folder)': \(String(cString: strerror(errno)))"
                        undo()
                        return problem
                    }
                    madeFolders.append(folder)
                }
                staged.append(try OutputFile.stage(output.contents, to: output.path))
            }
            try OutputFile.commit(staged)
        } catch {
            undo()
            return error.message
        }
        return nil
    }
}

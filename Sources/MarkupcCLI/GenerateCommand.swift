import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// `markupc generate CATALOG|FOLDER... --stylebook FILE -o FILE.swift`: checks every language
/// and writes typed accessors (see Docs/Generate.md).
struct GenerateCommand {
    var options: Options

    /// Options of `markupc generate`, read from a ``ParsedCommand`` of ``CommandTable/generate``.
    struct Options {
        var paths: [String]
        var styleBook: String
        var output: String
        var sourceLanguage: String?
        var warningsAsErrors: Bool
        var writer = SwiftAccessorWriter.Options()

        /// - Throws: ``UsageError``, also for a `--markupc-json` that cannot be read or has a bad key.
        init(_ parsed: ParsedCommand) throws(UsageError) {
            paths = parsed.operands
            // A markupc.json gives what the command line does not.
            var settings: PluginSettingsFile?
            if let file = try parsed.inputFile(.markupcJSON, naming: "the markupc.json") {
                do {
                    settings = try PluginSettingsFile(contentsOfFile: file)
                } catch {
                    throw UsageError(message: error.description, suggestsHelp: false)
                }
            }
            func value(_ option: OptionName) -> String? { parsed.string(option) ?? settings?.generateOptions[option] }
            sourceLanguage = value(.sourceLanguage)
            warningsAsErrors = value(.warningsAsErrors) != nil
            writer.accessLevel = value(.accessLevel) ?? writer.accessLevel
            writer.enumName = value(.enumName) ?? writer.enumName
            writer.actionEnumName = value(.actionEnumName) ?? writer.actionEnumName
            if paths.contains("-") {
                throw UsageError(message: "generate reads files and folders, not standard input; give a path")
            }
            guard !paths.isEmpty else {
                throw UsageError(message: "generate needs a string catalog (.xcstrings) or a folder of xx.lproj folders")
            }
            let spec = CommandTable.generate
            guard let book = try parsed.inputFile(.styleBook, naming: "the style book") ?? settings?.styleBook else {
                throw UsageError(message: "generate needs \(spec.option(.styleBook).synopsisText) (or a \(spec.option(.markupcJSON).synopsisText) "
                                 + "that names one): every translation is checked with it")
            }
            guard let output = parsed.string(.output) else {
                throw UsageError(message: "generate needs \(spec.option(.output).synopsisText), the Swift file to write")
            }
            if writer.enumName == writer.actionEnumName {
                throw UsageError(message: "\(OptionName.enumName.rawValue) and \(OptionName.actionEnumName.rawValue) are both '\(writer.enumName)'; give them different names")
            }
            styleBook = book
            self.output = output
        }
    }

    /// The problem with `name` as the name of a generated type, or `nil`.
    @Sendable static func checkTypeName(_ name: String) -> String? {
        let scalars = Array(name.unicodeScalars)
        let valid = !scalars.isEmpty && scalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
            && !("0"..."9").contains(scalars[0])
        guard valid, !SwiftName.keywords.contains(name) else {
            return "needs a Swift type name (ASCII letters, digits and _, not starting with a digit, not a keyword), not '\(name)'"
        }
        guard !SwiftAccessorWriter.reservedTypeNames.contains(name) else {
            let names = SwiftAccessorWriter.reservedTypeNames.sorted().joined(separator: ", ")
            return "cannot be '\(name)': the generated code names its types by module (Swift.String, Foundation.Locale), so \(names) are taken"
        }
        return nil
    }

    func run() -> ExitStatus {
        guard let (book, data) = StyleBookFile.load(options.styleBook) else { return .failure }
        guard let text = String(data: data, encoding: .utf8), !data.starts(with: Array("bplist".utf8)) else {
            Diagnostics.error("'\(options.styleBook)' is a binary property list; the generated code embeds the style book as text, "
                              + "so give it as JSON or an XML property list")
            return .failure
        }

        var generator = StringsGenerator(styleBook: book, styleBookText: text, styleBookName: options.styleBook)
        generator.sourceLanguage = options.sourceLanguage
        generator.warningsAsErrors = options.warningsAsErrors
        generator.writerOptions = options.writer
        let result = generator.generate(paths: options.paths)

        guard !result.files.isEmpty else {
            for finding in result.findings { Console.error(finding.description) }
            Diagnostics.error("no string catalog, .strings or .stringsdict file could be read in \(options.paths.map { "'\($0)'" }.joined(separator: ", "))")
            return .failure
        }
        // The Swift file never replaces a file the run read.
        var reads = result.files.map { OutputCollisions.Role(path: $0, description: "the localization file '\($0)'") }
        reads.append(.init(path: options.styleBook, description: "the style book '\(options.styleBook)'"))
        do {
            try OutputCollisions.check(outputs: [.init(path: options.output, description: "the Swift file '\(options.output)'")], reads: reads)
        } catch {
            var error = error
            error.help = "markupc generate --help"
            Diagnostics.usage(error)
            return .failure
        }

        for finding in result.findings { Console.error(finding.description) }
        guard let source = result.source else {
            Console.error(result.summary + "; nothing was written")
            return .inputErrors
        }
        do {
            try OutputFile.write(Array(source.utf8), to: options.output)
        } catch {
            Diagnostics.error(error.message)
            return .failure
        }
        Console.error(result.summary + "; wrote \(result.accessorSummary) to \(options.output)")
        return .success
    }
}

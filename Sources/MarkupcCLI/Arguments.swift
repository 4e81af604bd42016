import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// The command line, parsed.
enum Command {
    /// `--help` of a command, or of ``CommandTable/topLevel`` for `markupc --help` (every
    /// command listed).
    case help(CommandSpec)
    case version
    case compile(CompileOptions)
    case checkStyleBook([String])
    case lint(LintCommand.Options)
    case generate(GenerateCommand.Options)
    case pseudo(PseudoCommand.Options)
    case preview(PreviewCommand.Options)
    case completionScript(String)
}

/// Options of `markupc compile`, read from a ``ParsedCommand`` of ``CommandTable/compile``.
struct CompileOptions {
    var inputs: [String] = []
    var styleBook: String?
    var format = OutputFormat.ansi
    var output: String?
    var outputDirectory: String?
    var offsets = OffsetUnit.utf16
    var strict = false
    var keepsFinalNewline = false
    var color = ColorChoice.auto
    var colorDepth: ColorDepth?
    var width: Int?
    var htmlDocument = false
    var htmlStyles = HTMLEmitter.StyleMode.inline
    var css: String?
    var lang: String?
    var limits = MarkupLimits.default
    var styleBookLimits = StyleBookLimits.default

    init() {}

    init(_ parsed: ParsedCommand) throws(UsageError) {
        inputs = parsed.operands
        styleBook = try parsed.inputFile(.styleBook, naming: "the style book")
        format = parsed.choice(.format, as: OutputFormat.self) ?? format
        output = parsed.string(.output)
        outputDirectory = parsed.string(.outputDir)
        offsets = parsed.choice(.offsets, as: OffsetUnit.self) ?? offsets
        strict = parsed.has(.strict)
        keepsFinalNewline = parsed.has(.keepFinalNewline)
        color = parsed.choice(.color, as: ColorChoice.self) ?? color
        colorDepth = parsed.choice(.colorDepth, as: ColorDepth.self)
        width = parsed.number(.width)
        htmlDocument = parsed.has(.htmlDocument)
        htmlStyles = parsed.choice(.htmlStyles, as: HTMLEmitter.StyleMode.self) ?? htmlStyles
        css = parsed.string(.css)
        lang = parsed.string(.lang)
        limits.maxInputBytes = parsed.number(.maxInputBytes) ?? limits.maxInputBytes
        limits.maxNestingDepth = parsed.number(.maxDepth) ?? limits.maxNestingDepth
        limits.maxTags = parsed.number(.maxTags) ?? limits.maxTags
        limits.maxAttributeBytes = parsed.number(.maxAttributeBytes) ?? limits.maxAttributeBytes
        limits.maxCharacterReferenceDigits = parsed.number(.maxReferenceDigits) ?? limits.maxCharacterReferenceDigits
        styleBookLimits.maxReferenceDepth = parsed.number(.maxReferenceDepth) ?? styleBookLimits.maxReferenceDepth

        guard !inputs.isEmpty else { throw UsageError(message: "no input files; give one or more paths, or - for standard input") }
        let stdinCount = inputs.filter { $0 == "-" }.count
        if stdinCount > 1 {
            throw UsageError(message: "- (standard input) is given \(stdinCount) times; it can be read only once")
        }
        if output != nil && outputDirectory != nil {
            throw UsageError(message: "-o and --output-dir cannot be used together")
        }
        if output != nil && inputs.count > 1 {
            throw UsageError(message: "-o writes one file; use --output-dir DIR for \(inputs.count) inputs")
        }
    }
}

/// Parses `markupc`'s arguments (without the program name) against ``CommandTable``.
struct ArgumentParser {
    var arguments: [String]

    func parse() throws(UsageError) -> Command {
        // Options that are the whole command line.
        if let first = arguments.first, first.hasPrefix("--"), first != "--", CommandTable.compile.option(named: first) == nil {
            let name = first.split(separator: "=", maxSplits: 1).first.map(String.init) ?? first
            if CommandTable.topLevel.option(named: name) != nil {
                let parsed = try OptionParser.parse(arguments, as: CommandTable.topLevel)
                if parsed.has(.help) { return .help(CommandTable.topLevel) }
                guard parsed.operands.isEmpty, [parsed.has(.version), parsed.has(.generateCompletionScript)].filter({ $0 }).count == 1 else {
                    throw UsageError(message: "\(name) is the whole command line: markupc --version, markupc --generate-completion-script SHELL")
                }
                if let shell = parsed.string(.generateCompletionScript) { return .completionScript(shell) }
                return .version
            }
        }
        var rest = arguments
        let spec: CommandSpec
        let named: Bool
        if let first = rest.first, let command = CommandTable.command(named: first) {
            rest.removeFirst()
            spec = command
            named = true
        } else {
            spec = CommandTable.compile
            named = false
            try checkNotAMisspeltCommand(rest.first)
        }
        if spec.name == "help" { return try helpTopic(rest) }
        do {
            let command = try parse(rest, as: spec)
            // `markupc x --help` without the word compile: the whole overview.
            if case .help = command, !named { return .help(CommandTable.topLevel) }
            return command
        } catch {
            var error = error
            if spec.name != "compile" { error.help = "markupc \(spec.name) --help" }
            throw error
        }
    }

    /// `markupc help`, `markupc help COMMAND`: the help asked for. A word that names no command
    /// (`markupc help bogus`), or more than one word, is a usage error, with the nearest command.
    private func helpTopic(_ words: [String]) throws(UsageError) -> Command {
        guard let topic = words.first else { return .help(CommandTable.topLevel) }
        let names = CommandTable.commands.map(\.name).filter { $0 != "help" }
        guard let command = CommandTable.command(named: topic), command.name != "help" else {
            let hint = Suggestions.nearest(to: topic, in: names).map { "; did you mean \($0)?" } ?? "; the commands are \(names.joined(separator: ", "))"
            throw UsageError(message: "help: unknown command '\(topic)'\(hint)")
        }
        guard words.count == 1 else { throw UsageError(message: "help takes one command, not \(words.count) words: markupc help \(topic)") }
        return .help(command)
    }

    /// A first word that names no file but is a command misspelt (`markupc lnt .`) is a usage
    /// error that names the command, rather than an input that cannot be read.
    private func checkNotAMisspeltCommand(_ word: String?) throws(UsageError) {
        guard let word, !word.hasPrefix("-"), !word.contains("/"), !FileManager.default.fileExists(atPath: word) else { return }
        let names = CommandTable.commands.map(\.name)
        guard let command = Suggestions.nearest(to: word, in: names) else { return }
        throw UsageError(message: "unknown command '\(word)', and no input file of that name; did you mean \(command)?")
    }

    private func parse(_ rest: [String], as spec: CommandSpec) throws(UsageError) -> Command {
        let parsed: ParsedCommand
        do {
            parsed = try OptionParser.parse(rest, as: spec)
        } catch {
            // An option of the whole command line given with others.
            if spec.name == "compile", let name = rest.first(where: { CommandTable.topLevel.option(named: $0.split(separator: "=").first.map(String.init) ?? $0) != nil }) {
                throw UsageError(message: "\(name) is the whole command line: markupc --version, markupc --generate-completion-script SHELL")
            }
            throw error
        }
        if parsed.has(.help) { return .help(spec) }
        try OptionParser.checkApplies(parsed)
        switch spec.name {
        case "lint": return .lint(try LintCommand.Options(parsed))
        case "generate": return .generate(try GenerateCommand.Options(parsed))
        case "pseudo": return .pseudo(try PseudoCommand.Options(parsed))
        case "preview": return .preview(try PreviewCommand.Options(parsed))
        case "check-stylebook":
            guard !parsed.operands.isEmpty else { throw UsageError(message: "check-stylebook needs at least one style book file") }
            if parsed.operands.contains("-") {
                throw UsageError(message: "check-stylebook reads files, not standard input; give the style book's path")
            }
            return .checkStyleBook(parsed.operands)
        default: return .compile(try CompileOptions(parsed))
        }
    }
}

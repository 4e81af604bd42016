import StyleMarkup

/// A usage error: the message, printed with a pointer to `--help`.
struct UsageError: Error {
    var message: String
}

/// The command line, parsed.
enum Command {
    case help
    case version
    case compile(CompileOptions)
    case checkStyleBook([String])
    case lint([String])
    case completionScript(String)
}

/// Options of `markupc compile`.
struct CompileOptions {
    var inputs: [String] = []
    var styleBook: String?
    var format = "ansi"
    var output: String?
    var outputDirectory: String?
    var offsets = OffsetUnit.utf16
    var strict = false
    var color = ColorChoice.auto
    var colorDepth: ColorDepth?
    var width: Int?
    var htmlDocument = false
    var htmlStyles = HTMLEmitter.StyleMode.inline
    var css: String?
    var lang: String?
    var limits = MarkupLimits.default
    var styleBookLimits = StyleBookLimits.default
}

/// Parses `markupc`'s arguments (without the program name).
struct ArgumentParser {
    static let formats = ["ansi", "html", "json", "rtf", "text"]
    static let implementedFormats = formats

    var arguments: [String]

    func parse() throws(UsageError) -> Command {
        var rest = arguments
        if rest.first != "lint", rest.contains("--help") || rest.contains("-h") { return .help }
        if rest == ["--version"] { return .version }
        if let first = rest.first, first == "--generate-completion-script" || first.hasPrefix("--generate-completion-script=") {
            let shells = Array(rest.dropFirst()) + first.split(separator: "=", maxSplits: 1).dropFirst().map(String.init)
            guard shells.count == 1, CompletionScripts.shells.contains(shells[0]) else {
                throw UsageError(message: "--generate-completion-script needs one shell: \(CompletionScripts.shells.joined(separator: ", "))")
            }
            return .completionScript(shells[0])
        }
        switch rest.first {
        case "compile": rest.removeFirst()
        case "check-stylebook":
            rest.removeFirst()
            guard !rest.isEmpty else { throw UsageError(message: "check-stylebook needs at least one style book file") }
            return .checkStyleBook(rest.map { $0 == "--" ? nil : $0 }.compactMap { $0 })
        case "lint":
            rest.removeFirst()
            return .lint(rest)
        case "help": return .help
        default: break
        }
        return .compile(try parseCompile(rest))
    }

    /// A limit's value: a positive whole number.
    private static func limit(_ name: String, _ text: String) throws(UsageError) -> Int {
        guard let number = Int(text), number > 0 else {
            throw UsageError(message: "\(name) needs a positive whole number, not '\(text)'")
        }
        return number
    }

    private func parseCompile(_ arguments: [String]) throws(UsageError) -> CompileOptions {
        var options = CompileOptions()
        var scanner = OptionScanner(arguments)
        while let item = scanner.next() {
            let name: String, argument: String
            switch item {
            case .operand(let input):
                options.inputs.append(input)
                continue
            case .option(let optionName, let written):
                (name, argument) = (optionName, written)
            }
            switch name {
            case "--stylebook":
                options.styleBook = try scanner.value(of: name)
            case "--format", "-f":
                let format = try scanner.value(of: name)
                guard Self.formats.contains(format) else {
                    throw UsageError(message: "unknown format '\(format)'; choose one of \(Self.formats.joined(separator: ", "))")
                }
                guard Self.implementedFormats.contains(format) else {
                    throw UsageError(message: "format '\(format)' is not available in this version of markupc; choose one of \(Self.implementedFormats.joined(separator: ", "))")
                }
                options.format = format
            case "-o", "--output":
                options.output = try scanner.value(of: name)
            case "--output-dir":
                options.outputDirectory = try scanner.value(of: name)
            case "--offsets":
                let unit = try scanner.value(of: name)
                guard let parsed = OffsetUnit(rawValue: unit) else {
                    throw UsageError(message: "unknown offset unit '\(unit)'; choose one of utf8, utf16, scalars")
                }
                options.offsets = parsed
            case "--strict":
                options.strict = true
            case "--color":
                let color = try scanner.value(of: name)
                guard let choice = ColorChoice(rawValue: color) else {
                    throw UsageError(message: "unknown --color value '\(color)'; choose one of auto, always, never")
                }
                options.color = choice
            case "--html-document":
                options.htmlDocument = true
            case "--html-styles":
                let mode = try scanner.value(of: name)
                guard let parsed = HTMLEmitter.StyleMode(rawValue: mode) else {
                    throw UsageError(message: "unknown --html-styles value '\(mode)'; choose one of inline, classes")
                }
                options.htmlStyles = parsed
            case "--css":
                options.css = try scanner.value(of: name)
            case "--lang":
                options.lang = try scanner.value(of: name)
            case "--width":
                let text = try scanner.value(of: name)
                guard let width = Int(text), width >= 0 else {
                    throw UsageError(message: "--width needs a number of columns (0 turns wrapping off), not '\(text)'")
                }
                options.width = width
            case "--max-input-bytes":
                options.limits.maxInputBytes = try Self.limit(name, try scanner.value(of: name))
            case "--max-depth":
                options.limits.maxNestingDepth = try Self.limit(name, try scanner.value(of: name))
            case "--max-tags":
                options.limits.maxTags = try Self.limit(name, try scanner.value(of: name))
            case "--max-attribute-bytes":
                options.limits.maxAttributeBytes = try Self.limit(name, try scanner.value(of: name))
            case "--max-reference-digits":
                options.limits.maxCharacterReferenceDigits = try Self.limit(name, try scanner.value(of: name))
            case "--max-reference-depth":
                options.styleBookLimits.maxReferenceDepth = try Self.limit(name, try scanner.value(of: name))
            case "--color-depth":
                let depth = try scanner.value(of: name)
                guard let parsed = ColorDepth(rawValue: depth) else {
                    throw UsageError(message: "unknown --color-depth value '\(depth)'; choose one of truecolor, 256, 16")
                }
                options.colorDepth = parsed
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        guard !options.inputs.isEmpty else { throw UsageError(message: "no input files; give one or more paths, or - for standard input") }
        if options.output != nil && options.outputDirectory != nil {
            throw UsageError(message: "-o and --output-dir cannot be used together")
        }
        if options.output != nil && options.inputs.count > 1 {
            throw UsageError(message: "-o writes one file; use --output-dir DIR for \(options.inputs.count) inputs")
        }
        return options
    }
}

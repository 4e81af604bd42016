import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// The shapes of the one option table (``CommandTable``): each command declares its options
/// once, and parsing (``OptionParser``), `--help` (``Help``), the man page's option lists
/// (``ManPage``) and the completion scripts (``CompletionScripts``) are derived from it.

/// What an option's value (or a command's operand) is.
enum OptionValue: Sendable {
    /// No value: the option is a switch.
    case flag
    /// One of a fixed set of words (a library enum's raw values).
    case choice([String])
    /// A whole number within a range.
    case number(ClosedRange<Int>)
    /// A path to a file.
    case file
    /// A path to a directory.
    case directory
    /// Free text (a language code), optionally checked: the check returns a problem or `nil`.
    case text(check: (@Sendable (String) -> String?)?)
}

/// Where an option does something, beyond being an option of its command. Every option states
/// it (``OptionSpec/applies``), and one given where it does nothing is a usage error naming
/// what it needs (``OptionParser/checkApplies(_:)``), never silently ignored.
enum OptionCondition: Sendable {
    /// Wherever its command runs.
    case always
    /// Only when another option of the command has one of these values, given or by default
    /// (`--offsets` only with `--format json`).
    case onlyWith(OptionName, [String])
}

/// One option of one command.
struct OptionSpec: Sendable {
    /// Which option this is (``OptionName``).
    var name: OptionName
    /// `--format`.
    var long: String { name.rawValue }
    /// `-f`, if the option has a short name.
    var short: String?
    /// What its value is.
    var value: OptionValue
    /// The value's name in help texts (`FORMAT`, `FILE`, `N`); empty for a flag.
    var placeholder: String
    /// The default, as shown to the user, or `nil` when there is none to show.
    var defaultValue: String?
    /// One line of help.
    var help: String
    /// Whether the command needs it (`generate --stylebook`): synopses show it without brackets.
    var required: Bool
    /// Where it does something.
    var applies: OptionCondition
    /// What Docs/CLI.md says of it (Markdown), when more than ``help`` and ``valueSentence``.
    var details: String?

    init(_ name: OptionName, short: String? = nil, _ value: OptionValue, placeholder: String = "", default defaultValue: String? = nil,
         required: Bool = false, applies: OptionCondition, help: String, details: String? = nil) {
        self.name = name
        self.short = short
        self.value = value
        self.placeholder = placeholder
        self.defaultValue = defaultValue
        self.required = required
        self.applies = applies
        self.help = help
        self.details = details
    }

    /// Every spelling: the short name first.
    var names: [String] { [short, long].compactMap { $0 } }

    /// How a synopsis or a message writes it: the short name if any, and its value
    /// (`-f ansi|html|json|rtf|text`, `--stylebook FILE`, `--strict`).
    var synopsisText: String {
        let value = choices?.joined(separator: "|") ?? placeholder
        return (short ?? long) + (value.isEmpty ? "" : " " + value)
    }

    /// `--stylebook FILE`: its long name and placeholder, as messages name it.
    var usageText: String {
        long + (placeholder.isEmpty ? "" : " " + placeholder)
    }

    /// Whether the option takes a value.
    var takesValue: Bool {
        if case .flag = value { return false }
        return true
    }

    /// The choices, for an option with a fixed set.
    var choices: [String]? {
        if case .choice(let values) = value { return values }
        return nil
    }

    /// What the help text says about the value beyond the help line: its choices, range and
    /// default, as a sentence (`One of ansi (default), html, json, rtf, text.`), and where it
    /// applies (``conditionSentence``), or "".
    var valueSentence: String {
        [valueOnlySentence, conditionSentence].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `Only with --format json.`, or "" for an option that applies wherever its command runs.
    var conditionSentence: String {
        switch applies {
        case .always: return ""
        case .onlyWith(let other, let values): return "Only with \(other.rawValue) \(values.joined(separator: " or "))."
        }
    }

    private var valueOnlySentence: String {
        switch value {
        case .choice(let values):
            let marked = values.map { $0 == defaultValue ? "\($0) (default)" : $0 }
            let extra = defaultValue.map { values.contains($0) ? "" : "; default: \($0)" } ?? ""
            return "One of \(marked.joined(separator: ", "))\(extra)."
        case .number(let range):
            let bounds = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "\(range.lowerBound) to \(range.upperBound)"
            return "\(placeholder): \(bounds)" + (defaultValue.map { "; default: \($0)." } ?? ".")
        default:
            return defaultValue.map { "Default: \($0)." } ?? ""
        }
    }
}

/// A command's operands (`INPUT...`).
struct OperandSpec: Sendable {
    /// `INPUT`.
    var placeholder: String
    /// `input file`, for completion descriptions.
    var label: String
    /// Whether at least one is required.
    var required: Bool
}

/// One command: its name, options and operands, and the prose around its help.
struct CommandSpec: Sendable {
    /// `compile`.
    var name: String
    /// One line: what the command does.
    var summary: String
    /// Its operands, if it takes any.
    var operand: OperandSpec?
    /// Every option, `--help` included.
    var options: [OptionSpec]
    /// Text after the usage line in `--help` (what the operands are).
    var about: String = ""
    /// The exit statuses and what each means, for `--help` and the man page.
    var exitStatuses: [(status: Int, meaning: String)] = []

    /// The option spelled `name` (`-o`, `--output`).
    func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }

    /// The option `option`; the table declares every option a command refers to, so a
    /// missing one is a programming error.
    func option(_ option: OptionName) -> OptionSpec {
        guard let spec = options.first(where: { $0.name == option }) else { preconditionFailure("\(name) has no option \(option.rawValue)") }
        return spec
    }

    /// The synopsis of every option but `--help`: `[-f ansi|html|json|rtf|text]`, and a
    /// required one without brackets (`--stylebook FILE`), required ones first.
    var optionSynopsis: [String] {
        let listed = options.filter { $0.name != .help }
        return listed.filter(\.required).map(\.synopsisText) + listed.filter { !$0.required }.map { "[\($0.synopsisText)]" }
    }

    /// The command as a usage line begins: `markupc [compile] INPUT...`, `markupc lint PATH...`.
    var commandLine: String {
        let word = name == "compile" ? "[compile]" : name
        return "markupc \(word)" + (operand.map { " \($0.placeholder)..." } ?? "")
    }

    /// The short usage line of `--help`: the command, its operands, its required options,
    /// and `[OPTIONS]` when it has others (`--help` aside).
    var usageLine: String {
        let listed = options.filter { $0.name != .help }
        var line = commandLine
        for option in listed where option.required { line += " " + option.synopsisText }
        if listed.contains(where: { !$0.required }) { line += " [OPTIONS]" }
        return line
    }
}

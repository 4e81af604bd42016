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

/// One option of one command.
struct OptionSpec: Sendable {
    /// `--format`.
    var long: String
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

    init(_ long: String, short: String? = nil, _ value: OptionValue, placeholder: String = "", default defaultValue: String? = nil,
         help: String) {
        self.long = long
        self.short = short
        self.value = value
        self.placeholder = placeholder
        self.defaultValue = defaultValue
        self.help = help
    }

    /// Every spelling: the short name first.
    var names: [String] { [short, long].compactMap { $0 } }

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
    /// default, as a sentence (`One of ansi (default), html, json, rtf, text.`), or "".
    var valueSentence: String {
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
    /// Text at the end of `--help` (exit statuses).
    var footer: String = ""

    /// The option spelled `name` (`-o`, `--output`).
    func option(named name: String) -> OptionSpec? {
        options.first { $0.names.contains(name) }
    }

    /// The synopsis of every option: `[--format ansi|html|json|rtf|text]`.
    var optionSynopsis: [String] {
        options.filter { $0.long != "--help" }.map { option in
            let value = option.choices?.joined(separator: "|") ?? option.placeholder
            return "[\(option.short ?? option.long)\(value.isEmpty ? "" : " " + value)]"
        }
    }
}

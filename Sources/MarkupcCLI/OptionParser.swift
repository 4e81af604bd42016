import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// A usage error: the message, printed with a pointer to the command's `--help`.
struct UsageError: Error {
    var message: String
    /// The command line that shows the help for the command in error.
    var help = "markupc --help"
    /// Whether the help would help: `false` for a well-formed command line that is refused
    /// (an output over an input), where "Run 'markupc --help' for usage." is not said.
    var suggestsHelp = true
}

/// A command line read against one ``CommandSpec``: its operands and the options given.
struct ParsedCommand {
    let spec: CommandSpec
    /// The operands, in order (`-` is one: standard input).
    var operands: [String] = []
    /// Each option given: its last value ("" for a flag).
    private var values: [OptionName: String] = [:]
    /// Each option given: every value, in order (for options given more than once).
    private var allValues: [OptionName: [String]] = [:]

    init(spec: CommandSpec) {
        self.spec = spec
    }

    mutating func set(_ option: OptionSpec, _ value: String) {
        values[option.name] = value
        allValues[option.name, default: []].append(value)
    }

    private func declared(_ option: OptionName) -> OptionName {
        precondition(spec.options.contains { $0.name == option }, "\(option.rawValue) is not an option of \(spec.name) in CommandTable")
        return option
    }

    /// Whether the flag or option `long` was given.
    func has(_ long: OptionName) -> Bool {
        values[declared(long)] != nil
    }

    /// Every value of `long`, in the order given (`--locale en-XA --locale ar-XB`).
    func strings(_ long: OptionName) -> [String] {
        allValues[declared(long)] ?? []
    }

    /// The value of `long`, if given.
    func string(_ long: OptionName) -> String? {
        values[declared(long)]
    }

    /// The value of a file option the command reads, if given. `-` is refused: these files are
    /// read by path (standard input is for the markup), so the message names the fix, `what`
    /// being the file's name in it (`the style book`).
    func inputFile(_ long: OptionName, naming what: String) throws(UsageError) -> String? {
        let value = string(long)
        if value == "-" {
            throw UsageError(message: "\(long.rawValue) reads a file, not standard input; give \(what)'s path")
        }
        return value
    }

    /// The value of a number option (checked against its range when parsed).
    func number(_ long: OptionName) -> Int? {
        string(long).flatMap { Int($0) }
    }

    /// The value of a choice option as the library enum it names.
    func choice<Value: RawRepresentable>(_ long: OptionName, as type: Value.Type) -> Value? where Value.RawValue == String {
        string(long).flatMap(Value.init(rawValue:))
    }
}

/// Reads arguments against a ``CommandSpec``: operands, `--` (everything after it is an
/// operand), `-` (an operand: standard input), options written `--name VALUE`,
/// `--name=VALUE` or `-x VALUE`. Every value is checked by its kind (a choice, a number in
/// range, a text check); an unknown option gets the nearest known one as a suggestion.
enum OptionParser {
    static func parse(_ arguments: [String], as spec: CommandSpec) throws(UsageError) -> ParsedCommand {
        var parsed = ParsedCommand(spec: spec)
        var index = 0
        var operandsOnly = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if operandsOnly || argument == "-" || !argument.hasPrefix("-") {
                parsed.operands.append(argument)
                continue
            }
            if argument == "--" {
                operandsOnly = true
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = spec.option(named: name) else { throw unknown(name, in: spec) }
            guard option.takesValue else {
                if inline != nil { throw UsageError(message: "option \(name) takes no value") }
                parsed.set(option, "")
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count else { throw UsageError(message: "option \(name) needs a value") }
                value = arguments[index]
                index += 1
            }
            try check(value, of: option, as: name)
            parsed.set(option, value)
        }
        return parsed
    }

    /// Every option given must apply (``OptionSpec/applies``): `--offsets` with `--format text`
    /// is a usage error naming the option and what it needs, as `--css` without html is.
    static func checkApplies(_ parsed: ParsedCommand) throws(UsageError) {
        for option in parsed.spec.options where parsed.has(option.name) {
            switch option.applies {
            case .always:
                continue
            case .onlyWith(let other, let values):
                let effective = parsed.string(other) ?? parsed.spec.option(other).defaultValue
                guard let effective, values.contains(effective) else {
                    throw UsageError(message: "\(option.long) applies only with \(other.rawValue) \(values.joined(separator: " or ")), "
                                     + "not with \(other.rawValue) \(effective ?? "unset")")
                }
            }
        }
    }

    /// The error for an option `spec` does not have, with the nearest one it has.
    static func unknown(_ name: String, in spec: CommandSpec) -> UsageError {
        let names = spec.options.flatMap(\.names)
        let command = spec.name == "compile" || spec.name == "markupc" ? "" : " for \(spec.name)"
        if let nearest = Suggestions.nearest(to: name, in: names.filter { $0.hasPrefix("--") }) {
            return UsageError(message: "unknown option '\(name)'\(command); did you mean \(nearest)?")
        }
        return UsageError(message: "unknown option '\(name)'\(command)")
    }

    private static func check(_ value: String, of option: OptionSpec, as name: String) throws(UsageError) {
        switch option.value {
        case .choice(let values):
            guard values.contains(value) else {
                let hint = Suggestions.nearest(to: value, in: values).map { " (did you mean \($0)?)" } ?? ""
                throw UsageError(message: "unknown \(name) value '\(value)'\(hint); choose one of \(values.joined(separator: ", "))")
            }
        case .number(let range):
            guard let number = Int(value), range.contains(number) else {
                let expected = range.lowerBound == 1 ? "a positive whole number" : range.lowerBound == 0 ? "a whole number, 0 or more" : "a whole number"
                throw UsageError(message: "\(name) needs \(expected), not '\(value)'")
            }
        case .text(let check):
            if let problem = check?(value) { throw UsageError(message: "\(name) \(problem)") }
        case .flag, .file, .directory:
            break
        }
    }
}

/// Walks a command's arguments, shared by `compile` and `lint`: operands, `--` (everything
/// after it is an operand), `-` (an operand: standard input), and options written
/// `--name VALUE`, `--name=VALUE` or `-x VALUE`.
struct OptionScanner {
    /// One argument.
    enum Item {
        /// An operand (a path).
        case operand(String)
        /// An option: its name (`--stylebook`, `-o`) and the argument as written.
        case option(name: String, argument: String)
    }

    private let arguments: [String]
    private var index = 0
    private var operandsOnly = false
    private var inlineValue: String?

    init(_ arguments: [String]) {
        self.arguments = arguments
    }

    /// The next operand or option, or `nil` at the end.
    mutating func next() -> Item? {
        inlineValue = nil
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if operandsOnly || argument == "-" || !argument.hasPrefix("-") { return .operand(argument) }
            if argument == "--" {
                operandsOnly = true
                continue
            }
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                inlineValue = String(argument[argument.index(after: equals)...])
                return .option(name: String(argument[..<equals]), argument: argument)
            }
            return .option(name: argument, argument: argument)
        }
        return nil
    }

    /// The value of the option just returned: the part after `=`, else the next argument.
    mutating func value(of name: String) throws(UsageError) -> String {
        if let inlineValue {
            self.inlineValue = nil
            return inlineValue
        }
        guard index < arguments.count else { throw UsageError(message: "option \(name) needs a value") }
        index += 1
        return arguments[index - 1]
    }
}

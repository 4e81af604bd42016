import StyleMarkup

/// A PO header's `Plural-Forms: nplurals=N; plural=EXPR;`, evaluated: which numbers each
/// `msgstr[i]` is used for. lint uses it to know the forms used for one number only (Hebrew's
/// `msgstr[0]` is n = 1), which may write that number as a word and so leave out the count.
///
/// `EXPR` is gettext's C subset: `n`, decimal numbers, `! * / % + - < > <= >= == != && ||`,
/// `?:` and parentheses. Parsing recurses at most ``maxDepth`` levels and stops at
/// ``maxLength`` bytes; an expression beyond either (or any syntax error) is ignored.
struct POPluralForms {
    /// The forms used for exactly one number in 0…``sampleLimit``, with that number.
    private(set) var singleNumberForms: [Int: Int] = [:]
    /// A number each form is used for, to show it with (`markupc preview`): the smallest from 2
    /// up to ``sampleLimit``, else the smallest (a form used for 0 or 1 only).
    private(set) var sampleNumbers: [Int: Int] = [:]
    /// The forms used for several numbers, with the first three.
    private(set) var severalNumberForms: [Int: [Int]] = [:]
    /// The forms used for fewer than ``rareLimit`` numbers in 0…``sampleLimit`` (English
    /// `msgstr[0]` is 1, French `msgstr[0]` is 0 and 1), which `msgfmt --check` lets leave out
    /// arguments of a format string: they are not used for numbers that must be printed.
    private(set) var rareForms: Set<Int> = []

    static let maxLength = 400
    static let maxDepth = 64
    static let sampleLimit = 1_000
    static let rareLimit = 5

    /// Evaluates the `plural=` expression of a `Plural-Forms` header value; `nil` when it is
    /// missing or cannot be read.
    init?(header value: String) {
        guard let start = value.range(of: "plural=", options: .backwards) else { return nil }
        var expression = value[start.upperBound...]
        if let end = expression.firstIndex(of: ";") { expression = expression[..<end] }
        guard expression.utf8.count <= Self.maxLength else { return nil }
        var parser = Parser(bytes: Array(expression.utf8))
        guard let tree = parser.parseAll() else { return nil }
        var numbers: [Int: [Int]] = [:]
        var firstFromTwo: [Int: Int] = [:]
        var uses: [Int: Int] = [:]
        for n in 0...Self.sampleLimit {
            guard let form = tree.evaluate(n) else { return nil }
            uses[form, default: 0] += 1
            if numbers[form, default: []].count < 3 { numbers[form, default: []].append(n) }
            if n >= 2, firstFromTwo[form] == nil { firstFromTwo[form] = n }
        }
        for (form, found) in numbers {
            if found.count == 1 { singleNumberForms[form] = found[0] } else { severalNumberForms[form] = found }
            sampleNumbers[form] = firstFromTwo[form] ?? found[0]
        }
        rareForms = Set(uses.filter { $0.value < Self.rareLimit }.keys)
    }

    /// An expression tree; evaluating walks it with an explicit stack of pending work.
    indirect enum Node {
        case number(Int)
        case variable
        case unary(UInt8, Node)
        case binary(String, Node, Node)
        case conditional(Node, Node, Node)

        /// The value for `n`, or `nil` on division by zero. Recursion is bounded by the
        /// parser's depth limit.
        func evaluate(_ n: Int) -> Int? {
            switch self {
            case .number(let value): return value
            case .variable: return n
            case .unary(_, let operand):
                guard let value = operand.evaluate(n) else { return nil }
                return value == 0 ? 1 : 0
            case .conditional(let condition, let then, let otherwise):
                guard let test = condition.evaluate(n) else { return nil }
                return test != 0 ? then.evaluate(n) : otherwise.evaluate(n)
            case .binary(let op, let left, let right):
                guard let a = left.evaluate(n) else { return nil }
                if op == "&&", a == 0 { return 0 }
                if op == "||", a != 0 { return 1 }
                guard let b = right.evaluate(n) else { return nil }
                switch op {
                case "*": return a &* b
                case "/": return b == 0 ? nil : a / b
                case "%": return b == 0 ? nil : a % b
                case "+": return a &+ b
                case "-": return a &- b
                case "<": return a < b ? 1 : 0
                case ">": return a > b ? 1 : 0
                case "<=": return a <= b ? 1 : 0
                case ">=": return a >= b ? 1 : 0
                case "==": return a == b ? 1 : 0
                case "!=": return a != b ? 1 : 0
                case "&&", "||": return b != 0 ? 1 : 0
                default: return nil
                }
            }
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var depth = 0

        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]

        mutating func parseAll() -> Node? {
            guard let node = conditional() else { return nil }
            skipSpace()
            return index == bytes.count ? node : nil
        }

        mutating func skipSpace() {
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }

        mutating func take(_ token: String) -> Bool {
            skipSpace()
            let utf8 = Array(token.utf8)
            guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
            // `<` is not the start of `<=`, nor `!` of `!=`.
            if utf8.count == 1, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "="),
               "<>!=".utf8.contains(utf8[0]) { return false }
            index += utf8.count
            return true
        }

        mutating func conditional() -> Node? {
            depth += 1
            defer { depth -= 1 }
            guard depth <= POPluralForms.maxDepth, let condition = binary(0) else { return nil }
            guard take("?") else { return condition }
            guard let then = conditional(), take(":"), let otherwise = conditional() else { return nil }
            return .conditional(condition, then, otherwise)
        }

        mutating func binary(_ level: Int) -> Node? {
            guard level < Self.levels.count else { return unary() }
            guard var left = binary(level + 1) else { return nil }
            while let op = Self.levels[level].first(where: { take($0) }) {
                guard let right = binary(level + 1) else { return nil }
                left = .binary(op, left, right)
            }
            return left
        }

        mutating func unary() -> Node? {
            depth += 1
            defer { depth -= 1 }
            guard depth <= POPluralForms.maxDepth else { return nil }
            if take("!") {
                guard let operand = unary() else { return nil }
                return .unary(UInt8(ascii: "!"), operand)
            }
            if take("(") {
                guard let inner = conditional(), take(")") else { return nil }
                return inner
            }
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "n") {
                index += 1
                return .variable
            }
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            guard index > start, index - start <= 9 else { return nil }
            return .number(Int(String(decoding: bytes[start..<index], as: UTF8.self))!)
        }
    }
}

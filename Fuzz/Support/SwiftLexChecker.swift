/// A lexer-level check of generated Swift: the source splits into comments, string literals
/// and ordinary tokens with nothing left over (no unterminated literal or comment, no control
/// or format character in code), and collects what each literal holds (escapes decoded) and
/// each comment's text, so a target can check where untrusted text ended up.
struct SwiftLexChecker {
    /// The decoded contents of every string literal (interpolations left out).
    private(set) var literals: [String] = []
    /// The text of every comment.
    private(set) var comments: [String] = []
    private let scalars: [Unicode.Scalar]
    private var index = 0

    /// Lexes `source`; stops the fuzzer with the place when it does not lex.
    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        lexCode(until: nil)
        require(index >= scalars.count, "generated Swift: unbalanced ')' at scalar \(index)\n\(source)")
    }

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private func fail(_ what: String) -> Never {
        let start = max(0, index - 80)
        let context = String(String.UnicodeScalarView(scalars[start..<min(scalars.count, index + 40)]))
        fatalError("fuzz invariant violated: generated Swift does not lex: \(what) at scalar \(index), near: \(context)")
    }

    /// Code up to the `)` that closes an interpolation (`closing` is `)`), or to the end.
    private mutating func lexCode(until closing: Unicode.Scalar?) {
        var depth = 0
        while let c = peek() {
            if c == "/", peek(1) == "/" {
                index += 2
                var text = ""
                while let d = peek(), d != "\n" { text.unicodeScalars.append(d); index += 1 }
                comments.append(text)
            } else if c == "/", peek(1) == "*" {
                lexBlockComment()
            } else if c == "#" || c == "\"" {
                var hashes = 0
                while peek(hashes) == "#" { hashes += 1 }
                if peek(hashes) == "\"" {
                    index += hashes
                    lexString(hashes: hashes)
                } else {
                    index += 1  // `#if`, `#available`, …
                }
            } else if c == "(" {
                depth += 1
                index += 1
            } else if c == ")" {
                if depth == 0, closing != nil { index += 1; return }
                depth -= 1
                index += 1
            } else {
                switch c.properties.generalCategory {
                case .control where c != "\n" && c != "\t" && c != "\r", .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned:
                    fail("U+\(String(c.value, radix: 16)) in code")
                default:
                    index += 1
                }
            }
        }
        if closing != nil { fail("unterminated interpolation") }
    }

    private mutating func lexBlockComment() {
        var depth = 0
        var text = ""
        repeat {
            guard let c = peek() else { fail("unterminated /* comment") }
            if c == "/", peek(1) == "*" { depth += 1; index += 2; continue }
            if c == "*", peek(1) == "/" { depth -= 1; index += 2; continue }
            text.unicodeScalars.append(c)
            index += 1
        } while depth > 0
        comments.append(text)
    }

    /// A literal whose opening `"` (or `"""`) is at `index`, with `hashes` `#` before it.
    private mutating func lexString(hashes: Int) {
        let multiline = peek(1) == "\"" && peek(2) == "\""
        index += multiline ? 3 : 1
        var value = ""
        func closes(_ at: Int) -> Bool {
            let quotes = multiline ? 3 : 1
            for offset in 0..<quotes where peek(at + offset) != "\"" { return false }
            for offset in 0..<hashes where peek(at + quotes + offset) != "#" { return false }
            return true
        }
        while true {
            guard let c = peek() else { fail("unterminated string literal") }
            if closes(0) { index += (multiline ? 3 : 1) + hashes; break }
            if !multiline, c == "\n" || c == "\r" { fail("line break in a one-line string literal") }
            if c == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                index += 1 + hashes
                guard let escaped = peek() else { fail("unterminated escape") }
                index += 1
                switch escaped {
                case "n": value += "\n"
                case "t": value += "\t"
                case "r": value += "\r"
                case "0": value += "\0"
                case "\\", "\"", "'": value.unicodeScalars.append(escaped)
                case "u":
                    guard peek() == "{" else { fail("\\u without {") }
                    index += 1
                    var digits = ""
                    while let d = peek(), d != "}" { digits.unicodeScalars.append(d); index += 1 }
                    index += 1
                    guard let number = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(number) else { fail("bad \\u{\(digits)}") }
                    value.unicodeScalars.append(scalar)
                case "(":
                    lexCode(until: ")")
                case "\n" where multiline:
                    continue
                default:
                    fail("unknown escape \\\(escaped)")
                }
                continue
            }
            if c.properties.generalCategory == .format || c == "\u{2028}" || c == "\u{2029}" {
                fail("U+\(String(c.value, radix: 16)) written raw in a string literal")
            }
            value.unicodeScalars.append(c)
            index += 1
        }
        literals.append(value)
    }
}

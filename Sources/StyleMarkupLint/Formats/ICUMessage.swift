/// A string that is, as a whole, one ICU MessageFormat `plural`, `selectordinal` or `select`
/// argument: `{VAR_PLURAL, plural, =0 {no items} other {<x id="INTERPOLATION"/> items}}`, as
/// Angular writes an ICU expression into its XLIFF units.
///
/// Only the outermost argument is read: its name, its type and each case's selector (`=0`,
/// `one`, `true`) with the byte range of the case's message, whose nested arguments are text
/// to it. An apostrophe before `{`, `}` or `#` quotes up to the next apostrophe, as ICU reads it.
package struct ICUMessage: Equatable {
    /// The argument's type.
    package enum Kind: String {
        /// A number's plural category (`one`, `few`, …) or an exact value (`=0`).
        case plural
        /// A number's ordinal category (`one` for 1st, 21st, …).
        case selectordinal
        /// A value the app passes (`true`, `male`), else `other`.
        case select
    }

    /// One case: its selector and where its message is in the string.
    package struct Case: Equatable {
        /// `=0`, `one`, `other`, `true`, …
        package var selector: String
        /// The UTF-8 byte range of the message between the case's braces.
        package var message: Range<Int>
    }

    /// The argument's name (`VAR_PLURAL`).
    package var argument: String
    /// The argument's type.
    package var kind: Kind
    /// The cases, in the order written.
    package var cases: [Case]

    /// Whether `text` may hold one expression as a whole: its first byte after white space is
    /// `{`. Most strings are not, and are told so without a copy of their bytes.
    static func mayStartOne(_ text: String) -> Bool {
        text.utf8.first { !isSpace($0) } == UInt8(ascii: "{")
    }

    /// The argument `bytes` hold as a whole (spaces around it allowed), or `nil` when they hold
    /// anything else: text, several arguments, another type, or unbalanced braces.
    package init?(_ bytes: [UInt8]) {
        var index = 0
        func skipSpace() { while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 } }
        func word() -> String? {
            let start = index
            while index < bytes.count, Self.isWordByte(bytes[index]) { index += 1 }
            return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
        }
        func expect(_ byte: Character) -> Bool {
            guard index < bytes.count, bytes[index] == byte.asciiValue! else { return false }
            index += 1
            return true
        }
        skipSpace()
        guard expect("{") else { return nil }
        skipSpace()
        guard let argument = word() else { return nil }
        skipSpace()
        guard expect(",") else { return nil }
        skipSpace()
        guard let type = word(), let kind = Kind(rawValue: type) else { return nil }
        skipSpace()
        guard expect(",") else { return nil }
        var cases: [Case] = []
        while true {
            skipSpace()
            if expect("}") { break }
            if kind != .select, bytes[index...].starts(with: "offset:".utf8) {
                index += 7
                skipSpace()
                guard word() != nil else { return nil }
                continue
            }
            let exact = expect("=")
            guard let name = word() else { return nil }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{"), let close = Self.matchingBrace(bytes, openingAt: index, limit: bytes.count) else { return nil }
            cases.append(Case(selector: (exact ? "=" : "") + name, message: index + 1..<close))
            index = close + 1
        }
        skipSpace()
        guard index == bytes.count, !cases.isEmpty else { return nil }
        self.argument = argument
        self.kind = kind
        self.cases = cases
    }

    /// The `}` that closes the `{` at `open`, before `limit`, skipping nested braces and quoted
    /// text; pseudo reads ICU arguments with it too.
    package static func matchingBrace(_ bytes: [UInt8], openingAt open: Int, limit: Int) -> Int? {
        var depth = 0
        var index = open
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'"), index + 1 < limit, "{}#".utf8.contains(bytes[index + 1]) {
                index += 1
                while index < limit, bytes[index] != UInt8(ascii: "'") { index += 1 }
            } else if byte == UInt8(ascii: "{") {
                depth += 1
            } else if byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    /// A byte of an argument name, type or selector: ASCII letters, digits and `_`.
    package static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A) || byte == UInt8(ascii: "_")
    }
}

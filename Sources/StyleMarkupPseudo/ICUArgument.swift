import StyleMarkupLint

/// Reads one ICU MessageFormat argument in a string, as Android's and Java's `MessageFormat`
/// and ICU4J read it, to tell its syntax (kept byte for byte) from the text of its
/// sub-messages (the only part a pseudo-locale changes):
///
/// - `{name}` and `{0}`: all syntax;
/// - `{count, number}`, `{due, date, short}`: all syntax (a style is a pattern, not text);
/// - `{count, plural, offset:1 =0 {none} one {# trail} other {# trails}}`, `selectordinal` and
///   `select`: the argument name, type, `offset:`, selectors and braces are syntax; each
///   sub-message between its braces is read again as a message (text, markup, placeholders,
///   nested arguments, and in a plural's sub-message `#`, the number).
///
/// An apostrophe before `{`, `}` or `#` quotes up to the next apostrophe, as ICU reads it. A
/// `{` that does not start an argument in this grammar is text.
enum ICUArgument {
    /// The pieces of the argument whose `{` is at `start`, ending before `limit`, or `nil`;
    /// `message(range, isPlural)` cuts a sub-message.
    static func pieces(_ bytes: [UInt8], at start: Int, limit: Int,
                       message: (Range<Int>, Bool) -> [MarkupPieces.Piece]) -> [MarkupPieces.Piece]? {
        var index = start + 1
        func at(_ offset: Int) -> UInt8? { offset < limit ? bytes[offset] : nil }
        func skipSpace() { while let byte = at(index), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 } }
        func word() -> String? {
            let from = index
            while let byte = at(index), ICUMessage.isWordByte(byte) { index += 1 }
            return index > from ? String(decoding: bytes[from..<index], as: UTF8.self) : nil
        }
        func whole(_ end: Int) -> [MarkupPieces.Piece] { [MarkupPieces.Piece(kind: .messageSyntax, range: start..<end)] }

        skipSpace()
        guard word() != nil else { return nil }
        skipSpace()
        if at(index) == UInt8(ascii: "}") { return whole(index + 1) }
        guard at(index) == UInt8(ascii: ",") else { return nil }
        index += 1
        skipSpace()
        guard let type = word()?.lowercased() else { return nil }
        skipSpace()
        if at(index) == UInt8(ascii: "}") { return whole(index + 1) }
        guard at(index) == UInt8(ascii: ",") else { return nil }
        index += 1
        guard ["plural", "selectordinal", "select"].contains(type) else {
            // A style: up to the closing brace, with no brace inside.
            while let byte = at(index), byte != UInt8(ascii: "}") {
                if byte == UInt8(ascii: "{") { return nil }
                index += 1
            }
            return at(index) == nil ? nil : whole(index + 1)
        }
        var result: [MarkupPieces.Piece] = []
        var syntaxStart = start
        var selectors = 0
        while true {
            skipSpace()
            guard let byte = at(index) else { return nil }
            if byte == UInt8(ascii: "}") {
                guard selectors > 0 else { return nil }
                result.append(MarkupPieces.Piece(kind: .messageSyntax, range: syntaxStart..<index + 1))
                return result
            }
            if type != "select", bytes[index...].starts(with: "offset:".utf8), index + 7 <= limit {
                index += 7
                skipSpace()
                guard word() != nil else { return nil }
                continue
            }
            if byte == UInt8(ascii: "=") { index += 1 }
            guard word() != nil else { return nil }
            skipSpace()
            guard at(index) == UInt8(ascii: "{"), let close = ICUMessage.matchingBrace(bytes, openingAt: index, limit: limit) else { return nil }
            result.append(MarkupPieces.Piece(kind: .messageSyntax, range: syntaxStart..<index + 1))
            result += message(index + 1..<close, type != "select")
            syntaxStart = close
            index = close + 1
            selectors += 1
        }
    }
}

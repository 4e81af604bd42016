/// Where the decoded text of a JSON string literal goes: runs of bytes copied from the
/// literal as they are, and the character of each escape with the offset of its backslash.
package protocol JSONStringSink {
    /// Appends the bytes at `range` of the document, which the literal holds unescaped.
    mutating func appendVerbatim(_ range: Range<Int>)
    /// Appends the character an escape (`\n`, `\u00E9`, a `\uD83D\uDE00` pair) stands for; the
    /// escape's backslash is at `offset` in the document.
    mutating func appendEscaped(_ scalar: Unicode.Scalar, escapeAt offset: Int)
}

/// The one decoder of JSON string literals (RFC 8259 §7): the style-book reader
/// (``JSONBookReader``) and the `.xcstrings` position map (`JSONStringPositions`) both read
/// their strings with it, through a ``JSONStringSink`` that keeps bytes or keeps positions.
///
/// Escapes are `\" \\ \/ \b \f \n \r \t` and `\uXXXX`; a UTF-16 surrogate pair written as two
/// `\u` escapes is one character. Every error has the byte offset of what is wrong: a control
/// character at the character, an unknown escape at its letter, a `\u` without four hex digits
/// at the first byte that is not one, an unpaired surrogate or `\u0000` at the escape's
/// backslash, and a literal that never ends at its opening quote.
package enum JSONStringLiteral {
    /// Decodes the literal whose opening quote is at `quote` in `bytes` into `sink`, and
    /// returns the offset just after its closing quote.
    package static func decode<Sink: JSONStringSink>(_ bytes: UnsafeBufferPointer<UInt8>, quote: Int,
                                             into sink: inout Sink) throws(JSONBookReader.SyntaxError) -> Int {
        let end = bytes.count
        var index = quote + 1
        func fail(_ message: String, at offset: Int) -> JSONBookReader.SyntaxError {
            JSONBookReader.SyntaxError(message: message, byteOffset: offset)
        }
        while true {
            // A run of bytes that need no decoding.
            let run = index
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                index += 1
            }
            if index > run { sink.appendVerbatim(run..<index) }
            guard index < end else { throw fail("string is never closed with '\"'", at: quote) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { return index + 1 }
            if byte < 0x20 { throw fail("control character in string (write it as a \\u escape)", at: index) }
            // An escape.
            let backslash = index
            guard index + 1 < end else { throw fail("string is never closed with '\"'", at: quote) }
            let letter = bytes[index + 1]
            index += 2
            let simple: UInt8
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = letter
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            case UInt8(ascii: "u"):
                var unit = try hex4(bytes, at: index)
                index += 4
                if (0xD800...0xDBFF).contains(unit) {
                    guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw fail("\\u\(hexText(unit)) is the first half of a surrogate pair, but no \\u escape of the second half (DC00–DFFF) follows", at: backslash)
                    }
                    let low = try hex4(bytes, at: index + 2)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw fail("invalid \\u surrogate pair: \\u\(hexText(unit)) must be followed by \\uDC00–\\uDFFF, not \\u\(hexText(low))", at: backslash)
                    }
                    index += 6
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(unit) {
                    throw fail("\\u\(hexText(unit)) is the second half of a surrogate pair, with no first half before it", at: backslash)
                }
                guard unit != 0, let scalar = Unicode.Scalar(unit) else { throw fail("\\u escape is not a valid character", at: backslash) }
                sink.appendEscaped(scalar, escapeAt: backslash)
                continue
            default:
                let shown = letter >= 0x21 && letter < 0x7F ? "'\(Character(Unicode.Scalar(letter)))'" : "byte 0x\(String(letter, radix: 16, uppercase: true))"
                throw fail("invalid escape \\\(shown)", at: backslash + 1)
            }
            sink.appendEscaped(Unicode.Scalar(simple), escapeAt: backslash)
        }
    }

    /// The four hex digits at `index`, as a UTF-16 unit.
    private static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) throws(JSONBookReader.SyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for offset in index..<index + 4 {
            guard offset < bytes.count else { throw JSONBookReader.SyntaxError(message: "\\u needs four hex digits", byteOffset: offset) }
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - 48
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - 87
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - 55
            default: throw JSONBookReader.SyntaxError(message: "\\u needs four hex digits", byteOffset: offset)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    private static func hexText(_ unit: UInt32) -> String {
        let text = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}

/// Keeps the decoded bytes of a literal (the style-book reader's sink).
struct JSONStringBytes: JSONStringSink {
    private let document: UnsafeBufferPointer<UInt8>
    /// The decoded UTF-8 bytes.
    private(set) var bytes: [UInt8] = []

    /// A sink for literals of `document`.
    init(document: UnsafeBufferPointer<UInt8>) {
        self.document = document
    }

    mutating func appendVerbatim(_ range: Range<Int>) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: document[range]))
    }

    mutating func appendEscaped(_ scalar: Unicode.Scalar, escapeAt offset: Int) {
        UTF8.encode(scalar) { bytes.append($0) }
    }
}

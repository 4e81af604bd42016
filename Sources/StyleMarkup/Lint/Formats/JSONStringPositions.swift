/// Decodes one JSON string literal of a file together with its ``PositionMap``, so offsets in
/// the decoded value map back inside the literal: `\"`, `\n`, `\u00E9` and the other escapes
/// map to where the escape starts, and everything else to itself.
///
/// The document's structure is read by ``JSONBookReader`` (which has already checked every
/// literal); this only re-reads the literals whose positions are needed.
enum JSONStringPositions {
    /// The decoded value of the string literal whose opening quote is at `quote`. With
    /// `argument` (a String Catalog substitution's form), each `%arg` written in the literal
    /// becomes that placeholder (`%2$lld`), every byte of it at the `%` in the file.
    static func decode(at quote: Int, in lines: LineTable, replacingArgWith argument: String? = nil) -> (value: String, positions: PositionMap) {
        let text = lines.text
        var builder = DecodedTextBuilder(lines: lines, startingAt: quote + 1)
        var index = quote + 1
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") { break }
            guard byte == UInt8(ascii: "\\"), index + 1 < text.count else {
                var run = index
                index += 1
                while index < text.count, text[index] != UInt8(ascii: "\""), text[index] != UInt8(ascii: "\\") { index += 1 }
                if let argument {
                    // `%%` is a literal percent sign: the `arg` after it is text.
                    var scan = run
                    while scan < index {
                        guard text[scan] == UInt8(ascii: "%") else { scan += 1; continue }
                        if scan + 1 < index, text[scan + 1] == UInt8(ascii: "%") { scan += 2; continue }
                        guard scan + 4 <= index, text[scan + 1..<scan + 4].elementsEqual("arg".utf8) else { scan += 1; continue }
                        builder.appendVerbatim(run..<scan)
                        for byte in argument.utf8 { builder.append(byte, from: scan, verbatim: false) }
                        scan += 4
                        run = scan
                    }
                }
                builder.appendVerbatim(run..<index)
                continue
            }
            let start = index
            let escape = text[index + 1]
            index += 2
            let simple: UInt8?
            switch escape {
            case UInt8(ascii: "\""): simple = 0x22
            case UInt8(ascii: "\\"): simple = 0x5C
            case UInt8(ascii: "/"): simple = 0x2F
            case UInt8(ascii: "b"): simple = 0x08
            case UInt8(ascii: "f"): simple = 0x0C
            case UInt8(ascii: "n"): simple = 0x0A
            case UInt8(ascii: "r"): simple = 0x0D
            case UInt8(ascii: "t"): simple = 0x09
            default: simple = nil
            }
            if let simple {
                builder.append(simple, from: start, verbatim: false)
                continue
            }
            guard escape == UInt8(ascii: "u"), var unit = hex4(text, at: index) else { continue }
            index += 4
            if (0xD800...0xDBFF).contains(unit), index + 5 < text.count, text[index] == UInt8(ascii: "\\"),
               text[index + 1] == UInt8(ascii: "u"), let low = hex4(text, at: index + 2), (0xDC00...0xDFFF).contains(low) {
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                index += 6
            }
            builder.append(Unicode.Scalar(unit) ?? "\u{FFFD}", from: start)
        }
        return builder.finish()
    }

    private static func hex4(_ text: [UInt8], at index: Int) -> UInt32? {
        guard index + 4 <= text.count else { return nil }
        var value: UInt32 = 0
        for byte in text[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - 48
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - 87
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - 55
            default: return nil
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }
}

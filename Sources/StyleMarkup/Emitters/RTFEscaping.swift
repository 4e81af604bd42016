/// Escaping for RTF: text, font names and link URLs. Nothing that passes through here can
/// start a control word, a control symbol or a group, so input never becomes RTF markup.
///
/// Text rules (see `Docs/RTF.md`):
/// - `\`, `{` and `}` become `\\`, `\{` and `\}`; printable ASCII is written as is.
/// - Every non-ASCII scalar becomes `\uN?` with N the signed 16-bit value of each UTF-16 code
///   unit (so a non-BMP scalar is a surrogate pair: 😀 is `\u-10179?\u-8704?`); `?` is the
///   fallback a reader without Unicode shows (`\uc1` is set in the header).
/// - Tab becomes `\tab`, U+2028 LINE SEPARATOR `\line`.
/// - Other control characters are made visible, as in the ANSI format: C0 controls become
///   their Control Pictures (U+2400 + code), DEL `␡`, C1 controls (U+0080–U+009F) U+FFFD.
/// - Paragraph breaks (LF, CRLF, a lone CR, U+2029) are found by ``lineBreakLength(_:at:)``
///   and written as `\par` by the writer, never by ``appendText(_:to:)``.
enum RTFEscaping {
    /// The number of bytes of the paragraph break at `index` (LF, CRLF, CR or U+2029), or 0.
    static func lineBreakLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        switch bytes[index] {
        case 0x0A:
            return 1
        case 0x0D:
            return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xE2:
            return index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA9 ? 3 : 0
        default:
            return 0
        }
    }

    /// Appends `text` (UTF-8 without paragraph breaks) escaped for the body of an RTF group.
    static func appendText(_ text: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            if byte >= 0x20 && byte < 0x7F {
                if byte == 0x5C || byte == 0x7B || byte == 0x7D { output.append(0x5C) }
                output.append(byte)
                index += 1
                continue
            }
            let (scalar, length) = decode(text, at: index)
            index += length
            appendScalar(scalar, to: &output)
        }
    }

    /// Appends one scalar that is not printable ASCII.
    private static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        switch value {
        case 0x09:
            output.append(contentsOf: #"\tab "#.utf8)
        case 0x2028:
            output.append(contentsOf: #"\line "#.utf8)
        case 0x00..<0x20:
            appendUnicode(0x2400 + value, to: &output)
        case 0x7F:
            appendUnicode(0x2421, to: &output)
        case 0x80..<0xA0:
            appendUnicode(0xFFFD, to: &output)
        default:
            appendUnicode(value, to: &output)
        }
    }

    /// Appends `\uN?` for each UTF-16 code unit of `value`, N as a signed 16-bit number.
    static func appendUnicode(_ value: UInt32, to output: inout [UInt8]) {
        if value > 0xFFFF {
            let offset = value - 0x10000
            appendUnit(UInt16(0xD800 + (offset >> 10)), to: &output)
            appendUnit(UInt16(0xDC00 + (offset & 0x3FF)), to: &output)
        } else {
            appendUnit(UInt16(value), to: &output)
        }
    }

    /// Appends `\uN?` for one UTF-16 code unit.
    private static func appendUnit(_ unit: UInt16, to output: inout [UInt8]) {
        output.append(0x5C)
        output.append(UInt8(ascii: "u"))
        var number = Int(Int16(bitPattern: unit))
        if number < 0 {
            output.append(UInt8(ascii: "-"))
            number = -number
        }
        var divisor = 10000
        while divisor > 1 && number < divisor { divisor /= 10 }
        while divisor > 0 {
            output.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        }
        output.append(UInt8(ascii: "?"))
    }

    /// The scalar at `index` and its length in bytes; U+FFFD (one byte) for invalid UTF-8.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00..<0x80: return (UInt32(lead), 1)
        case 0xC2..<0xE0: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0..<0xF0: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0..<0xF5: length = 4; value = UInt32(lead & 0x07)
        default: return (0xFFFD, 1)
        }
        guard index + length <= bytes.count else { return (0xFFFD, 1) }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else { return (0xFFFD, 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return (0xFFFD, 1) }
        return (value, length)
    }

    /// A font family name as written in the font table, or `nil` when nothing usable is left.
    ///
    /// `;` ends a font table entry and has no escape there, so it is removed, as are `\`, `{`,
    /// `}` and control characters; leading and trailing spaces are trimmed; non-ASCII scalars
    /// become `\uN?`.
    static func fontName(_ family: String) -> [UInt8]? {
        let kept = family.unicodeScalars.filter { scalar in
            let value = scalar.value
            return !(value < 0x20 || (0x7F..<0xA0).contains(value) || scalar == ";" || scalar == "\\" || scalar == "{" || scalar == "}")
        }
        let trimmed = String(String.UnicodeScalarView(kept)).trimmingSpaces()
        guard !trimmed.isEmpty else { return nil }
        var output: [UInt8] = []
        for scalar in trimmed.unicodeScalars {
            if scalar.isASCII { output.append(UInt8(scalar.value)) } else { appendUnicode(scalar.value, to: &output) }
        }
        return output
    }

    /// `link` as it can stand between the quotes of a `HYPERLINK` field instruction.
    ///
    /// Links reach emitters percent-encoded already (Docs/StyleBook.md, "Links"); this encodes again, as UTF-8,
    /// every byte a URI may not hold (controls, space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`,
    /// `|`, `}`, DEL and non-ASCII), so a link built in code cannot end the quoted string,
    /// open or close a group or start a control word. `%` is left alone, so an encoded link
    /// is unchanged.
    static func fieldURL(_ link: String) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(link.utf8.count)
        for byte in link.utf8 {
            if byte > 0x20 && byte < 0x7F && !Self.notInURI.contains(byte) {
                output.append(byte)
            } else {
                output.append(UInt8(ascii: "%"))
                output.append(hexDigits[Int(byte >> 4)])
                output.append(hexDigits[Int(byte & 15)])
            }
        }
        return output
    }

    /// ASCII bytes a URI may not hold.
    private static let notInURI: Set<UInt8> = Set(#""<>\^`{|}"#.utf8)
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}

import StyleMarkup

/// The C-style backslash escapes of a localization format, as a table: which letters stand
/// for which character, and which numeric escapes the format has. `.strings` and PO read
/// their escapes with the same decoder and their own table.
struct CEscapes {
    /// `\n`, `\t`, … → the character's value.
    let letters: [UInt8: UInt32]
    /// `\x` and one or two hex digits (PO).
    let hex: Bool
    /// `\u` or `\U` and up to four hex digits (`.strings`).
    let unicode: Bool

    /// Apple `.strings`: `\n \t \r \a \b \f \v`, octal, `\u`/`\U`; any other character after a
    /// backslash is itself (`\"`, `\\`, `\'`).
    static let appleStrings = CEscapes(letters: common, hex: false, unicode: true)
    /// gettext: `\n \t \r \a \b \f \v \\ \" \' \?`, octal, `\x`; others are errors.
    static let gettext = CEscapes(letters: common.merging([0x5C: 0x5C, 0x22: 0x22, 0x27: 0x27, 0x3F: 0x3F]) { $1 }, hex: true, unicode: false)

    private static let common: [UInt8: UInt32] = [
        UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "a"): 0x07,
        UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "v"): 0x0B,
    ]

    /// What the escape whose letter is at `index` (just after the backslash) stands for.
    enum Decoded {
        /// A character value (a byte value for octal and `\x`, a UTF-16 unit for `\u`).
        case value(UInt32, isUTF16: Bool)
        /// A letter the table does not name.
        case unknown
        /// `\x` with no hex digit.
        case missingHexDigits
    }

    /// Decodes the escape whose letter is at `index` in `text`, reading no further than `end`;
    /// returns what it stands for and the index after it.
    func decode(_ text: [UInt8], at index: Int, end: Int) -> (Decoded, next: Int) {
        let letter = text[index]
        var next = index + 1
        if let value = letters[letter] { return (.value(value, isUTF16: false), next) }
        switch letter {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(letter - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, next < end, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[next]) {
                value = value * 8 + UInt32(text[next] - UInt8(ascii: "0"))
                next += 1
                digits += 1
            }
            return (.value(value, isUTF16: false), next)
        case UInt8(ascii: "x") where hex:
            let (value, digits, after) = Self.hexDigits(text, from: next, end: end, max: 2)
            return digits == 0 ? (.missingHexDigits, after) : (.value(value, isUTF16: false), after)
        case UInt8(ascii: "u") where unicode, UInt8(ascii: "U") where unicode:
            let (value, digits, after) = Self.hexDigits(text, from: next, end: end, max: 4)
            return digits == 0 ? (.unknown, next) : (.value(value, isUTF16: true), after)
        default:
            return (.unknown, next)
        }
    }

    private static func hexDigits(_ text: [UInt8], from start: Int, end: Int, max: Int) -> (value: UInt32, digits: Int, next: Int) {
        var value: UInt32 = 0
        var digits = 0
        var index = start
        while digits < max, index < end, let digit = hexValue(text[index]) {
            value = value * 16 + digit
            index += 1
            digits += 1
        }
        return (value, digits, index)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}

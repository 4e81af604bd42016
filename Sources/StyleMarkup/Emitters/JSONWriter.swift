/// Appends JSON tokens to a byte buffer: escaped strings and numbers.
struct JSONWriter {
    let buffer: ByteBuffer

    init(capacity: Int = 256) {
        buffer = ByteBuffer(capacity: capacity)
    }

    /// A writer that appends to `buffer`.
    init(buffer: ByteBuffer) {
        self.buffer = buffer
    }

    /// A writer into `memory`, which should hold everything written; the buffer moves to memory
    /// of its own if it does not (``ByteBuffer``).
    init(writingInto memory: UnsafeMutableBufferPointer<UInt8>) {
        buffer = ByteBuffer(writingInto: memory)
    }

    /// The bytes written so far.
    var bytes: [UInt8] { buffer.array }

    @inline(__always)
    mutating func raw(_ string: StaticString) {
        buffer.append(string)
    }

    mutating func raw(_ other: [UInt8]) {
        buffer.append(other)
    }

    mutating func number(_ value: Int) {
        if value < 0 {
            buffer.append(String(value))
        } else {
            buffer.appendDecimal(value)
        }
    }

    mutating func number(_ value: Double) {
        buffer.append(JSONNumber.format(value))
    }

    mutating func bool(_ value: Bool) {
        if value { raw("true") } else { raw("false") }
    }

    /// Whether any byte of `word` is a control character, `"`, `\\`, DEL, 0xE2 (which starts
    /// U+2028 and U+2029) or 0xEF (which starts U+FEFF); false positives only cost the
    /// byte-by-byte path.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones = ByteWord.ones
        let highs = ByteWord.highs
        let below20 = (word &- ones &* 0x20) & ~word & highs != 0
        return below20 || ByteWord.hasZero(word ^ ByteWord.repeating(0x22)) || ByteWord.hasZero(word ^ ByteWord.repeating(0x5C))
            || ByteWord.hasZero(word ^ ByteWord.repeating(0x7F)) || ByteWord.hasZero(word ^ ByteWord.repeating(0xE2))
            || ByteWord.hasZero(word ^ ByteWord.repeating(0xEF))
    }

    private static let hex: [UInt8] = Array("0123456789abcdef".utf8)

    /// An upper bound of the bytes ``string(_:)`` writes for `value`, quotes included: six
    /// bytes per byte (`\u001f`; U+2028's three bytes become six) bounds every escape without
    /// reading the string.
    static func escapedSizeBound(_ value: String) -> Int {
        value.utf8.count * 6 + 2
    }

    /// Writes a quoted, escaped JSON string. Control characters, U+2028 and U+2029 are escaped,
    /// so the output is safe to embed in JavaScript too, and so is U+FEFF, which some readers
    /// (Foundation's `JSONSerialization` on Linux) drop when it starts a string.
    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { string(utf8: $0) }
    }

    /// Writes valid UTF-8 bytes as a quoted, escaped JSON string.
    mutating func string(utf8 text: [UInt8]) {
        text.withUnsafeBufferPointer { string(utf8: $0) }
    }

    mutating func string(utf8: UnsafeBufferPointer<UInt8>) {
        buffer.append(UInt8(ascii: "\""))
        escaped(utf8: utf8)
        buffer.append(UInt8(ascii: "\""))
    }

    /// Writes valid UTF-8 bytes escaped as the inside of a JSON string (no quotes). A sequence
    /// to escape (U+2028, U+2029, U+FEFF) is found only whole inside `utf8`.
    mutating func escaped(utf8: UnsafeBufferPointer<UInt8>) {
        do {
            var start = 0
            var index = 0
            let count = utf8.count
            while index < count {
                // Skip eight bytes at a time while none of them needs escaping.
                if index + 8 <= count {
                    let word = UnsafeRawPointer(utf8.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if !Self.mayNeedEscape(word) {
                        index += 8
                        continue
                    }
                }
                let byte = utf8[index]
                var escape: StaticString?
                var unicodeEscape: UInt32?
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x00..<0x20, 0x7F: unicodeEscape = UInt32(byte)
                case 0xE2 where index + 2 < count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    unicodeEscape = utf8[index + 2] == 0xA8 ? 0x2028 : 0x2029
                case 0xEF where index + 2 < count && utf8[index + 1] == 0xBB && utf8[index + 2] == 0xBF:
                    unicodeEscape = 0xFEFF
                default:
                    index += 1
                    continue
                }
                buffer.append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                if let escape {
                    buffer.append(escape)
                    index += 1
                } else if let code = unicodeEscape {
                    buffer.append([UInt8(ascii: "\\"), UInt8(ascii: "u"),
                                              Self.hex[Int(code >> 12 & 15)], Self.hex[Int(code >> 8 & 15)],
                                              Self.hex[Int(code >> 4 & 15)], Self.hex[Int(code & 15)]])
                    index += code > 0xFF ? 3 : 1
                }
                start = index
            }
            buffer.append(UnsafeBufferPointer(rebasing: utf8[start..<count]))
        }
    }

    /// Writes `"key": ` preceded by `, ` unless it is the first key.
    mutating func key(_ name: StaticString, first: inout Bool) {
        if !first { raw(", ") }
        first = false
        buffer.append(UInt8(ascii: "\""))
        raw(name)
        raw("\": ")
    }
}

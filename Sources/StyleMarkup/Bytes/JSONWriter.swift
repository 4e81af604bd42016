/// Appends JSON tokens to a byte buffer: escaped strings and numbers.
package struct JSONWriter {
    let buffer: ByteBuffer

    /// A writer into a new buffer with room for `capacity` bytes.
    package init(capacity: Int = 256) {
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
    package var bytes: [UInt8] { buffer.array }

    /// Appends `string` as it is (JSON punctuation, keys known to need no escape).
    @inline(__always)
    package mutating func raw(_ string: StaticString) {
        buffer.append(string)
    }

    mutating func raw(_ other: [UInt8]) {
        buffer.append(other)
    }

    /// Appends `value` in decimal.
    package mutating func number(_ value: Int) {
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

    /// The hexadecimal digits of `\u` escapes.
    private static let hexDigits: StaticString = "0123456789abcdef"

    /// An upper bound of the bytes ``string(_:)`` writes for `value`, quotes included: six
    /// bytes per byte (`\u001f`; U+2028's three bytes become six) bounds every escape without
    /// reading the string.
    static func escapedSizeBound(_ value: String) -> Int {
        value.utf8.count * 6 + 2
    }

    /// Writes a quoted, escaped JSON string. Every C0 and C1 control character and DEL is
    /// escaped (`\u0085`, `\u009b`), so no terminal escape reaches a reader of the document
    /// raw; U+2028 and U+2029 are escaped, so the output is safe to embed in JavaScript too,
    /// and so is U+FEFF, which some readers (Foundation's `JSONSerialization` on Linux) drop
    /// when it starts a string.
    package mutating func string(_ value: String) {
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
    /// to escape (a C1 control, U+2028, U+2029, U+FEFF) is found only whole inside `utf8`.
    ///
    /// Sixteen bytes at a time are copied and tested together (``ByteWord/jsonEscapeBytes(_:)``),
    /// then eight, then the last eight shifted to the bytes left: the copy keeps the bytes
    /// before the first one that may need escaping, which is then looked at alone. Each store
    /// checks the room for its whole width. A sixteen- or eight-byte store's width the escaped
    /// text needs too (every byte of `utf8` from the store's start on writes at least one
    /// byte); the last, shifted store may reach up to seven bytes past it, which the room made
    /// for a document's text (``JSONEmitter/escapeMargin(_:)``, at least 16 bytes) holds.
    mutating func escaped(utf8: UnsafeBufferPointer<UInt8>) {
        guard let base = utf8.baseAddress else { return }
        let buffer = self.buffer
        let count = utf8.count
        var index = 0
        while index < count {
            if index &+ 16 <= count {
                let vector = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                let flags = ByteWord.jsonEscapeBytes(vector)
                let low = flags[0], high = flags[1]
                let clean = low != 0 ? low.trailingZeroBitCount &>> 3 : (high != 0 ? 8 &+ high.trailingZeroBitCount &>> 3 : 16)
                buffer.append(vector, keeping: clean)
                index &+= clean
                if clean == 16 { continue }
            } else if index &+ 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let flags = ByteWord.jsonEscapeBytes(word)
                let clean = flags == 0 ? 8 : flags.trailingZeroBitCount &>> 3
                buffer.append(word, keeping: clean)
                index &+= clean
                if clean == 8 { continue }
            } else if count >= 8 {
                // Fewer than eight bytes are left of a text of eight or more: the last eight
                // bytes, shifted so the ones left come first and zeros (which are flagged) fill
                // the rest, instead of a byte at a time.
                let left = count &- index
                let word = UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self) &>> UInt64(truncatingIfNeeded: (8 &- left) &* 8)
                let clean = ByteWord.jsonEscapeBytes(word).trailingZeroBitCount &>> 3
                buffer.append(word, keeping: min(clean, left))
                if clean >= left { return }
                index &+= clean
            }
            // The byte at `index` may need escaping (or fewer than eight bytes are left of a
            // text shorter than eight).
            let byte = base[index]
            switch byte {
            case UInt8(ascii: "\""): buffer.append("\\\"")
            case UInt8(ascii: "\\"): buffer.append("\\\\")
            case 0x0A: buffer.append("\\n")
            case 0x0D: buffer.append("\\r")
            case 0x09: buffer.append("\\t")
            case 0x00..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte))
            case 0xC2 where index &+ 1 < count && base[index &+ 1] < 0xA0:
                // A C1 control, U+0080–U+009F: its second byte is its code.
                appendUnicodeEscape(UInt32(base[index &+ 1]))
                index &+= 1
            case 0xE2 where index &+ 2 < count && base[index &+ 1] == 0x80 && (base[index &+ 2] == 0xA8 || base[index &+ 2] == 0xA9):
                appendUnicodeEscape(base[index &+ 2] == 0xA8 ? 0x2028 : 0x2029)
                index &+= 2
            case 0xEF where index &+ 2 < count && base[index &+ 1] == 0xBB && base[index &+ 2] == 0xBF:
                appendUnicodeEscape(0xFEFF)
                index &+= 2
            default:
                buffer.append(byte)
            }
            index &+= 1
        }
    }

    /// Writes `\u` and the four hexadecimal digits of `code` (at most 0xFFFF).
    private func appendUnicodeEscape(_ code: UInt32) {
        buffer.append("\\u")
        let digits = Self.hexDigits.utf8Start
        for shift in stride(from: 12, through: 0, by: -4) {
            buffer.append(digits[Int(code >> shift & 15)])
        }
    }

    /// Writes `"key": ` preceded by `, ` unless it is the first key.
    package mutating func key(_ name: StaticString, first: inout Bool) {
        if !first { raw(", ") }
        first = false
        buffer.append(UInt8(ascii: "\""))
        raw(name)
        raw("\": ")
    }
}

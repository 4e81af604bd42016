/// Decodes what starts at a `&`: a numeric or named character reference, or a literal `&`.
///
/// Every reference decodes to at most two Unicode scalars (eight UTF-8 bytes), so the result is
/// returned packed in one `UInt64`, without allocating. A named reference decodes to at most one
/// byte more than it is written with (`&nLt;` is five bytes and decodes to six), which bounds
/// how much longer than its input a parsed text can be (``maxGrowthPerReference``).
enum CharacterReference {
    /// The decoded UTF-8 bytes (first byte in the lowest bits), their count and UTF-16 length,
    /// and the input offset after the reference.
    struct Decoded {
        var bytes: UInt64
        var length: Int
        var utf16Count: Int
        var next: Int

        /// Writes the bytes at `pointer` (which has room for eight).
        @inline(__always)
        func write(to pointer: UnsafeMutablePointer<UInt8>) {
            UnsafeMutableRawPointer(pointer).storeBytes(of: bytes.littleEndian, as: UInt64.self)
        }
    }

    /// The most bytes a reference's decoded text is longer than the reference as written.
    static let maxGrowthPerReference = 1
    /// The shortest reference that decodes to more bytes than it is written with.
    static let shortestGrowingReference = 5

    /// Decodes the reference at `start` (a `&`) in `input`.
    /// - Throws: ``MarkupError/Kind/invalidCharacterReference`` for a numeric reference that is
    ///   not a Unicode scalar (or is NUL or a surrogate).
    @inline(__always)
    ///   ``MarkupError/Kind/limitExceeded`` for a numeric reference with more than `maxDigits`
    ///   digits.
    static func decode(in input: UnsafeBufferPointer<UInt8>, at start: Int, maxDigits: Int) throws(MarkupError) -> Decoded {
        let base = input.baseAddress!
        let end = input.count
        let literal = Decoded(bytes: UInt64(UInt8(ascii: "&")), length: 1, utf16Count: 1, next: start + 1)
        var index = start + 1
        if index < end, base[index] == UInt8(ascii: "#") {
            return try decodeNumeric(in: input, at: start, maxDigits: maxDigits)
        }
        let nameStart = index
        if nameStart &+ 8 <= end {
            // A name of one to seven letters and its `;`, read as one word (most references).
            let word = UInt64(littleEndian: UnsafeRawPointer(base + nameStart).loadUnaligned(as: UInt64.self))
            let length = ByteWord.leadingASCIILetters(word)
            let nameBits = UInt64(truncatingIfNeeded: 8 &* length)
            if length > 0, length < 8, (word &>> nameBits) & 0xFF == UInt64(UInt8(ascii: ";")) {
                let next = nameStart &+ length &+ 1
                let key = word & ((1 &<< nameBits) &- 1)
                if let byte = xmlEntity(key: key) { return Decoded(bytes: UInt64(byte), length: 1, utf16Count: 1, next: next) }
                guard let entry = EntityIndex.shared.lookup(key) else { return literal }
                return Decoded(bytes: entry.bytes, length: entry.length, utf16Count: entry.utf16Count, next: next)
            }
        }
        while index < end, index - nameStart < 40, isAlphanumeric(base[index]) { index += 1 }
        guard index > nameStart, index < end, base[index] == UInt8(ascii: ";") else { return literal }
        let length = index - nameStart
        if let byte = xmlEntity(base + nameStart, length) {
            return Decoded(bytes: UInt64(byte), length: 1, utf16Count: 1, next: index + 1)
        }
        if length <= 8 {
            var key: UInt64 = 0
            for k in 0..<length { key |= UInt64(base[nameStart + k]) << (8 * UInt64(k)) }
            guard let entry = EntityIndex.shared.lookup(key) else { return literal }
            return Decoded(bytes: entry.bytes, length: entry.length, utf16Count: entry.utf16Count, next: index + 1)
        }
        let name = String(decoding: UnsafeBufferPointer(start: base + nameStart, count: length), as: UTF8.self)
        guard let decoded = HTMLEntityTable.entries[name] else { return literal }
        let packed = EntityIndex.pack(decoded)
        return Decoded(bytes: packed.bytes, length: packed.length, utf16Count: packed.utf16Count, next: index + 1)
    }

    private static func decodeNumeric(in input: UnsafeBufferPointer<UInt8>, at start: Int, maxDigits: Int) throws(MarkupError) -> Decoded {
        let base = input.baseAddress!
        let end = input.count
        var index = start + 2
        let hex = index < end && (base[index] | 0x20) == UInt8(ascii: "x")
        if hex { index += 1 }
        let digitsStart = index
        var value: UInt32 = 0
        var overflow = false
        while index < end, let digit = digitValue(base[index], hex: hex) {
            value = value &* (hex ? 16 : 10) &+ UInt32(digit)
            if value > 0x10FFFF { overflow = true; value = 0x110000 }
            index += 1
        }
        guard index > digitsStart, index < end, base[index] == UInt8(ascii: ";") else {
            return Decoded(bytes: UInt64(UInt8(ascii: "&")), length: 1, utf16Count: 1, next: start + 1)
        }
        if index - digitsStart > maxDigits {
            // Up to eight digits are quoted; an ellipsis marks the ones left out.
            let shownEnd = min(digitsStart + 8, index)
            let shown = String(decoding: UnsafeBufferPointer(start: base + start, count: shownEnd - start), as: UTF8.self)
                + (shownEnd < index ? "…" : "")
            throw MarkupError(kind: .limitExceeded,
                              message: "character reference \(shown); has \(index - digitsStart) digits, more than the limit of \(maxDigits)",
                              location: SourceLocation.locate(byteOffset: start, in: input))
        }
        guard !overflow, value != 0, !(0xD800...0xDFFF).contains(value), let scalar = Unicode.Scalar(value) else {
            let written = String(decoding: UnsafeBufferPointer(start: base + start, count: index + 1 - start), as: UTF8.self)
            throw MarkupError(kind: .invalidCharacterReference,
                              message: "character reference \(written) is not a valid Unicode character\(value == 0 ? " (NUL is not allowed)" : "")",
                              location: SourceLocation.locate(byteOffset: start, in: input))
        }
        var bytes: UInt64 = 0
        var length = 0
        UTF8.encode(scalar) { byte in
            bytes |= UInt64(byte) << (8 * UInt64(length))
            length += 1
        }
        return Decoded(bytes: bytes, length: length, utf16Count: scalar.value > 0xFFFF ? 2 : 1, next: index + 1)
    }

    /// The five XML entities (`amp lt gt quot apos`) by their packed name, decoded without a
    /// table lookup.
    @inline(__always)
    private static func xmlEntity(key: UInt64) -> UInt8? {
        // The names' bytes, first byte lowest: "amp" is 61 6D 70.
        switch key {
        case 0x70_6D61: return UInt8(ascii: "&")
        case 0x746C: return UInt8(ascii: "<")
        case 0x7467: return UInt8(ascii: ">")
        case 0x746F_7571: return UInt8(ascii: "\"")
        case 0x736F_7061: return UInt8(ascii: "'")
        default: return nil
        }
    }

    /// The five XML entities (`amp lt gt quot apos`), decoded without a table lookup.
    @inline(__always)
    private static func xmlEntity(_ name: UnsafePointer<UInt8>, _ length: Int) -> UInt8? {
        switch length {
        case 2 where name[1] == UInt8(ascii: "t"):
            if name[0] == UInt8(ascii: "l") { return UInt8(ascii: "<") }
            if name[0] == UInt8(ascii: "g") { return UInt8(ascii: ">") }
        case 3 where name[0] == UInt8(ascii: "a") && name[1] == UInt8(ascii: "m") && name[2] == UInt8(ascii: "p"):
            return UInt8(ascii: "&")
        case 4 where name[0] == UInt8(ascii: "q") && name[1] == UInt8(ascii: "u") && name[2] == UInt8(ascii: "o") && name[3] == UInt8(ascii: "t"):
            return UInt8(ascii: "\"")
        case 4 where name[0] == UInt8(ascii: "a") && name[1] == UInt8(ascii: "p") && name[2] == UInt8(ascii: "o") && name[3] == UInt8(ascii: "s"):
            return UInt8(ascii: "'")
        default: break
        }
        return nil
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    @inline(__always)
    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

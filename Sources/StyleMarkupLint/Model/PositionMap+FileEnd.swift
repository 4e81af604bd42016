extension PositionMap {
    /// Whether the decoded byte at `offset` was copied from the file as it is, not made by an
    /// escape or entity.
    package func isVerbatim(decodedByte offset: Int) -> Bool {
        guard !segments.isEmpty, segments[0].decoded <= offset else { return false }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].decoded <= offset { low = middle } else { high = middle - 1 }
        }
        return segments[low].verbatim
    }

    /// The offset in the file just after the last character of a decoded string `length` bytes
    /// long: after its last byte when that was copied, else after the escape that made it.
    package func fileEnd(decodedLength length: Int) -> Int {
        guard length > 0 else { return segments.first?.file ?? 0 }
        let last = fileOffset(ofDecodedByte: length - 1)
        return isVerbatim(decodedByte: length - 1) ? last + 1 : RawEscape.end(in: lines.text, at: last)
    }
}

/// The extent of one escape in a localization file, from its first byte: every format's
/// escapes start with a byte that tells their kind.
enum RawEscape {
    /// The offset just after the escape starting at `start`:
    /// - `&…;`: an XML or HTML character reference;
    /// - `\uXXXX` and `\UXXXX` (`.strings`, JSON, Android), two of them for a surrogate pair;
    /// - `\xHH…` and `\NNN` (C, PO);
    /// - `\` and one character (every other backslash escape);
    /// - `%arg` (a String Catalog substitution's argument);
    /// - one byte otherwise (Android's white space run made one space).
    static func end(in text: [UInt8], at start: Int) -> Int {
        guard start < text.count else { return text.count }
        func isHex(_ byte: UInt8) -> Bool { (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66) }
        switch text[start] {
        case UInt8(ascii: "&"):
            var index = start + 1
            while index < text.count, text[index] != UInt8(ascii: ";") { index += 1 }
            return min(index + 1, text.count)
        case UInt8(ascii: "\\"):
            guard start + 1 < text.count else { return text.count }
            let kind = text[start + 1]
            if kind | 0x20 == UInt8(ascii: "u") {
                var end = start + 2
                while end < min(start + 6, text.count), isHex(text[end]) { end += 1 }
                let high = UInt32(String(decoding: text[(start + 2)..<end], as: UTF8.self), radix: 16).map { (0xD800...0xDBFF).contains($0) } ?? false
                if high, end + 1 < text.count, text[end] == UInt8(ascii: "\\"), text[end + 1] | 0x20 == UInt8(ascii: "u") {
                    return Self.end(in: text, at: end)
                }
                return end
            }
            if kind == UInt8(ascii: "x") {
                var end = start + 2
                while end < text.count, isHex(text[end]) { end += 1 }
                return end
            }
            if kind >= UInt8(ascii: "0"), kind <= UInt8(ascii: "7") {
                var end = start + 1
                while end < min(start + 4, text.count), text[end] >= UInt8(ascii: "0"), text[end] <= UInt8(ascii: "7") { end += 1 }
                return end
            }
            return start + 2
        case UInt8(ascii: "%"):
            return text[start...].starts(with: "%arg".utf8) ? start + 4 : start + 1
        default:
            return start + 1
        }
    }
}

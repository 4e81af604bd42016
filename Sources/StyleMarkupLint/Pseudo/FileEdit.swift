import StyleMarkup

/// A change to a localization file's text (UTF-8, as ``LineTable`` holds it): the bytes in
/// `range` replaced by `bytes`, or `bytes` inserted when the range is empty.
struct FileEdit: Equatable {
    var range: Range<Int>
    var bytes: [UInt8]

    /// `text[range]` with `edits` applied: the edits inside `range` (sorted by position, as
    /// made; an insertion at an offset comes before a replacement starting there), the others
    /// ignored.
    static func apply(_ edits: [FileEdit], to text: [UInt8], in range: Range<Int>) -> [UInt8] {
        let inside = within(edits, range)
        var result: [UInt8] = []
        result.reserveCapacity(range.count + inside.reduce(0) { $0 + $1.bytes.count })
        var copied = range.lowerBound
        for edit in inside {
            guard edit.range.lowerBound >= copied else { continue }
            result += text[copied..<edit.range.lowerBound]
            result += edit.bytes
            copied = edit.range.upperBound
        }
        result += text[copied..<range.upperBound]
        return result
    }

    /// The edits of `edits` (sorted by position) that lie inside `range`, found by binary search.
    static func within(_ edits: [FileEdit], _ range: Range<Int>) -> ArraySlice<FileEdit> {
        var low = 0
        var high = edits.count
        while low < high {
            let middle = (low + high) / 2
            if edits[middle].range.lowerBound < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < edits.count, edits[end].range.upperBound <= range.upperBound, edits[end].range.lowerBound <= range.upperBound { end += 1 }
        return edits[low..<end]
    }

    /// One string's `edits` as one edit of the bytes from the first to the end of the last,
    /// which ``apply(_:to:in:)`` makes the same file of: a large table's edits then take one
    /// array per string instead of one per word.
    static func merged(_ edits: [FileEdit], in text: [UInt8]) -> [FileEdit] {
        guard edits.count > 1 else { return edits }
        let sorted = sortedStably(edits)
        let range = sorted[0].range.lowerBound..<sorted.map(\.range.upperBound).max()!
        return [FileEdit(range: range, bytes: apply(sorted, to: text, in: range))]
    }

    /// `edits` in order of position; edits at the same offset keep their order (an insertion
    /// made before another stays before it).
    static func sortedStably(_ edits: [FileEdit]) -> [FileEdit] {
        // Edits made string by string in file order come sorted: no copy then.
        if zip(edits, edits.dropFirst()).allSatisfy({ $0.range.lowerBound <= $1.range.lowerBound }) { return edits }
        return edits.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
    }

    /// The file edits of a string's ``ValueEdit``s: a replacement covers the same bytes in
    /// the file (the rewriter replaces only characters written as themselves), an insertion
    /// goes where the decoded byte after it was written, or after the string's last character;
    /// one that closes the text before it goes right after that text.
    static func edits(of valueEdits: [ValueEdit], in string: LocalizedString) -> [FileEdit] {
        let positions = string.positions
        let length = string.value.utf8.count
        return valueEdits.map { edit in
            let offset = edit.range.lowerBound
            let afterPrevious = offset >= length || (edit.closesPrecedingText && edit.range.isEmpty && offset > 0)
            let start = afterPrevious ? positions.fileEnd(decodedLength: offset) : positions.fileOffset(ofDecodedByte: offset)
            return FileEdit(range: start..<start + edit.range.count, bytes: Array(edit.text.utf8))
        }
    }
}

extension PositionMap {
    /// Whether the decoded byte at `offset` was copied from the file as it is, not made by an
    /// escape or entity.
    func isVerbatim(decodedByte offset: Int) -> Bool {
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
    func fileEnd(decodedLength length: Int) -> Int {
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

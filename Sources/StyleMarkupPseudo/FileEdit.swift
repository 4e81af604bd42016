import StyleMarkup
import StyleMarkupLint

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

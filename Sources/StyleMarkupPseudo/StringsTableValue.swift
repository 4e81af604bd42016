import StyleMarkup
import StyleMarkupLint

/// How a `.strings` entry writes its value, when that is not a quoted string the rewritten
/// text can simply go into:
///
/// - a word without quotes (`greeting = Hello;`, old-style property list syntax) can hold only
///   letters, digits and `_$+/:.-`, so the rewritten value is put in double quotes:
///   `greeting = "[Ĥéļļö o]";`;
/// - the shorthand `"Cancel";` has no value of its own (the key is the value), so the key stays
///   as it is and the rewritten value is added after it: `"Cancel" = "[Çåñçéļ on]";`.
///
/// Nothing the transformations write needs an escape inside double quotes (``PseudoText``).
enum StringsTableValue {
    /// `edits` (the file edits of `string`, in order) made to fit how the entry writes its value.
    static func edits(_ edits: [FileEdit], of string: LocalizedString) -> [FileEdit] {
        guard !edits.isEmpty, !string.value.isEmpty else { return edits }
        let positions = string.positions
        let text = positions.lines.text
        let start = positions.fileOffset(ofDecodedByte: 0)
        let end = positions.fileEnd(decodedLength: string.value.utf8.count)
        let quoted = start > 0 && text[start - 1] == UInt8(ascii: "\"")
        let written = quoted ? start - 1 : start
        let quote = Array("\"".utf8)
        if positions.lines.location(ofByte: written) == string.keyLocation {
            // The shorthand: the value is read from the key, which must not change.
            let value = FileEdit.apply(edits, to: text, in: start..<end)
            let after = quoted ? end + 1 : end
            return [FileEdit(range: after..<after, bytes: Array(" = ".utf8) + quote + value + quote)]
        }
        guard !quoted else { return edits }
        return [FileEdit(range: start..<start, bytes: quote)] + edits + [FileEdit(range: end..<end, bytes: quote)]
    }
}

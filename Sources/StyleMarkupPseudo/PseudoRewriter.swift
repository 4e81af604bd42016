import StyleMarkup
import StyleMarkupLint

/// A change to one string, in UTF-8 byte offsets of its decoded value: the bytes in `range`
/// replaced by `text`, or `text` inserted when the range is empty.
struct ValueEdit: Equatable {
    var range: Range<Int>
    var text: String
    /// Whether an insertion belongs to the text before it (a word's closing POP DIRECTIONAL
    /// FORMATTING): in the file it goes right after that text, before a tag the reading dropped
    /// (an XLIFF `</g>`), rather than just before the next character.
    var closesPrecedingText = false
}

/// Applies a locale's transformations to the text of one string and nothing else: the
/// result is a list of ``ValueEdit``s in order, which touch only text pieces
/// (``MarkupPieces``) and insert only between pieces or characters.
///
/// - `accented` replaces each ASCII letter that `rewritable` allows (one the file writes as
///   itself, not through an escape such as `\u0041` or `&#65;`, which stays as written);
/// - `right-to-left` wraps each word of each text piece (a run without white space) in
///   RLO … PDF, so a word never spans a tag or placeholder;
/// - `expanded` and `stress` append their text at the end of the string;
/// - `bounded` puts `[` … `]` around the whole string (around each case, with ``casesApart``) and `⟦` … `⟧` just inside each link or
///   action tag, around its text.
///
/// The start and the end are those of the content: leading and trailing white space (a line
/// break) stays outside the brackets and padding.
///
/// A string with no text but white space (`%@`, `%#@files@`, `<img/>`, an empty string) is
/// left as it is.
struct PseudoRewriter {
    var transformations: Set<PseudoTransformation>
    /// Whether a string that is one ICU plural or select expression as a whole is shown one
    /// case at a time, each case bracketed and padded on its own (an XLIFF unit's expression,
    /// which must stay the whole unit); otherwise the brackets go around the whole string, as
    /// aapt2's pseudo-localizer puts them around an Android string.
    var casesApart = false

    func edits(of bytes: [UInt8], pieces: MarkupPieces, rewritable: (Int) -> Bool) -> [ValueEdit] {
        if casesApart, pieces.pieces.first?.kind == .messageSyntax, let expression = ICUMessage(bytes) {
            return expression.cases.flatMap { icuCase in
                edits(of: bytes, in: icuCase.message, pieces: pieces.pieces.filter { icuCase.message.contains($0.range.lowerBound) },
                      rewritable: rewritable)
            }
        }
        return edits(of: bytes, in: 0..<bytes.count, pieces: pieces.pieces, rewritable: rewritable)
    }

    /// The edits of the text in `range` of `bytes`, whose pieces are `pieces`.
    private func edits(of bytes: [UInt8], in range: Range<Int>, pieces: [MarkupPieces.Piece], rewritable: (Int) -> Bool) -> [ValueEdit] {
        let textRanges = pieces.filter { $0.kind == .text }.map(\.range)
        let textScalars = textRanges.map { String(decoding: bytes[$0], as: UTF8.self).unicodeScalars }
        guard textScalars.contains(where: { $0.contains { !$0.properties.isWhitespace } }) else { return [] }
        let accented = transformations.contains(.accented)
        let rightToLeft = transformations.contains(.rightToLeft)
        let bounded = transformations.contains(.bounded)

        // What goes at the start and the end goes inside the string's leading and trailing
        // white space (`"\nSave\n"` → `"\n[Šåṽé]\n"`): gettext requires a msgstr to start and
        // end with a line break where its msgid does, and a bracket is seen next to the text.
        let (start, end) = Self.textBounds(bytes, in: range, pieces: pieces)
        var edits: [ValueEdit] = []
        func insert(_ text: String, at offset: Int, closing: Bool = false) {
            edits.append(ValueEdit(range: offset..<offset, text: text, closesPrecedingText: closing))
        }
        if bounded { insert(PseudoText.stringOpen, at: start) }
        // Open elements: their names and whether each is a link or action.
        var open: [(name: String, interactive: Bool)] = []
        for piece in pieces {
            switch piece.kind {
            case .start(let name, let interactive, let empty):
                guard !empty else { continue }
                open.append((name, interactive))
                if interactive, bounded { insert(PseudoText.linkOpen, at: piece.range.upperBound) }
            case .end(let name):
                guard let index = open.lastIndex(where: { $0.name.lowercased() == name.lowercased() }) else { continue }
                if open[index].interactive, bounded { insert(PseudoText.linkClose, at: piece.range.lowerBound) }
                open.removeSubrange(index...)
            case .text:
                var offset = piece.range.lowerBound
                var inWord = false
                for scalar in String(decoding: bytes[piece.range], as: UTF8.self).unicodeScalars {
                    let width = UTF8.width(scalar)
                    let space = scalar.properties.isWhitespace
                    if rightToLeft, space == inWord {
                        insert(inWord ? PseudoText.popDirectionalFormatting : PseudoText.rightToLeftOverride, at: offset, closing: inWord)
                        inWord.toggle()
                    }
                    if accented, PseudoText.accent(scalar) != scalar, rewritable(offset) {
                        edits.append(ValueEdit(range: offset..<offset + width, text: String(PseudoText.accent(scalar))))
                    }
                    offset += width
                }
                if inWord { insert(PseudoText.popDirectionalFormatting, at: offset, closing: true) }
            case .placeholder, .entity, .other, .messageSyntax, .untranslatable:
                continue
            }
        }
        var tail = ""
        if transformations.contains(.expanded) {
            let length = textScalars.reduce(0) { $0 + $1.count }
            let padding = PseudoText.padding(count: PseudoText.paddingLength(forTextLength: length))
            tail += rightToLeft ? Self.wrappingWords(padding) : padding
        }
        if transformations.contains(.stress) { tail += PseudoText.stressSuffix }
        if bounded { tail += PseudoText.stringClose }
        if !tail.isEmpty { insert(tail, at: end) }
        return edits
    }

    /// Where the string's content starts and ends: after the white space that opens its first
    /// piece and before the white space that closes its last, when those pieces are text.
    private static func textBounds(_ bytes: [UInt8], in range: Range<Int>, pieces: [MarkupPieces.Piece]) -> (start: Int, end: Int) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var start = range.lowerBound
        if let first = pieces.first, first.kind == .text {
            while start < first.range.upperBound, isSpace(bytes[start]) { start += 1 }
        }
        var end = range.upperBound
        if let last = pieces.last, last.kind == .text {
            while end > max(last.range.lowerBound, start), isSpace(bytes[end - 1]) { end -= 1 }
        }
        return (start, end)
    }

    /// `text` with each word in RLO … PDF.
    static func wrappingWords(_ text: String) -> String {
        var result = ""
        var inWord = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace == inWord {
                result += inWord ? PseudoText.popDirectionalFormatting : PseudoText.rightToLeftOverride
                inWord.toggle()
            }
            result.unicodeScalars.append(scalar)
        }
        if inWord { result += PseudoText.popDirectionalFormatting }
        return result
    }

    /// `bytes` with `edits` (in order, not overlapping) applied.
    static func apply(_ edits: [ValueEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var copied = 0
        for edit in edits {
            result += bytes[copied..<edit.range.lowerBound]
            result += Array(edit.text.utf8)
            copied = edit.range.upperBound
        }
        result += bytes[copied...]
        return result
    }
}

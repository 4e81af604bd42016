import StyleMarkup
import StyleMarkupLint

/// A string's UTF-8 bytes cut into what `markupc pseudo` may change (text) and what it keeps
/// byte for byte: tags with their attributes, comments, character references, printf
/// placeholders of every dialect (`<inttypes.h>` macros such as `%<PRIu64>` included), the
/// syntax of ICU MessageFormat arguments (`{name}`, `{count, plural, one {# item} other {#
/// items}}`: only the text of each sub-message is text), and the markers of Foundation's inline
/// attributes, `^[` and `](inflect: true)`, whose text between them is text like any other.
///
/// The string is known to parse in its dialect (the caller has checked), so a tag is simply
/// `<` + name (or `</` + name) up to the next `>` outside a quoted attribute value. Anything
/// that might be a placeholder in any platform's printf is kept: keeping text unchanged never
/// breaks a string, changing a placeholder would.
struct MarkupPieces {
    /// One piece of the string.
    enum Kind: Equatable {
        /// Text the transformations may change.
        case text
        /// A printf placeholder (`%@`, `%1$,d`, `%#@files@`, `%%`), kept.
        case placeholder
        /// A character reference (`&amp;`, `&#x1F600;`), kept.
        case entity
        /// A start tag: its name, whether it is a link or tap action, whether it is empty (`<br/>`).
        case start(name: String, interactive: Bool, empty: Bool)
        /// An end tag and its name.
        case end(name: String)
        /// A comment, another `<!…>` or `<?…>` construct, an inline attribute's `^[` or `](…)`,
        /// or code the caller sets apart (``setApart(kept:breaks:)``), kept.
        case other
        /// ICU MessageFormat syntax: an argument's braces, name, type, style, selectors and
        /// a plural sub-message's `#`, kept.
        case messageSyntax
        /// Text the file marks not to translate (the content of Android's `<xliff:g>`), kept.
        case untranslatable
    }

    struct Piece: Equatable {
        var kind: Kind
        var range: Range<Int>
    }

    private(set) var pieces: [Piece] = []

    /// Cuts `bytes`. Tags and references are looked for unless `dialect` is plain text;
    /// `isInteractive(name, attributeNames)` tells which start tags are links or actions.
    /// `directives` are the spans a format dialect reads as placeholders (a PO entry's
    /// `python-brace-format` `{name}`, in order): each is one placeholder piece, before
    /// anything else is looked for there.
    /// `readsMessageFormat` is off where braces belong to another format language
    /// (`{{` is an escaped brace to Python's and C#'s), which then reads them alone.
    init(_ bytes: [UInt8], dialect: MarkupDialect, directives: [Range<Int>] = [], readsMessageFormat: Bool = true,
         isInteractive: (String, [String]) -> Bool) {
        pieces = Self.pieces(bytes, in: 0..<bytes.count, dialect: dialect, directives: directives, readsMessageFormat: readsMessageFormat,
                             inPluralMessage: false, isInteractive: isInteractive)
    }

    /// The text pieces' bytes for which `untranslatable(offset)` holds made ``Kind/untranslatable``
    /// pieces of their own, so that no transformation changes them or inserts inside them.
    mutating func keep(where untranslatable: (Int) -> Bool) {
        var result: [Piece] = []
        for piece in pieces {
            guard piece.kind == .text else { result.append(piece); continue }
            var start = piece.range.lowerBound
            var kept = untranslatable(start)
            for offset in piece.range where untranslatable(offset) != kept {
                result.append(Piece(kind: kept ? .untranslatable : .text, range: start..<offset))
                start = offset
                kept.toggle()
            }
            result.append(Piece(kind: kept ? .untranslatable : .text, range: start..<piece.range.upperBound))
        }
        pieces = result
    }

    /// The pieces of `bytes[range]`; in a plural sub-message (`inPluralMessage`) a `#` is syntax.
    static func pieces(_ bytes: [UInt8], in range: Range<Int>, dialect: MarkupDialect, directives: [Range<Int>] = [],
                       readsMessageFormat: Bool = true, inPluralMessage: Bool, isInteractive: (String, [String]) -> Bool) -> [Piece] {
        var pieces: [Piece] = []
        var index = range.lowerBound
        var textStart = range.lowerBound
        func flushText(upTo end: Int) {
            if end > textStart { pieces.append(Piece(kind: .text, range: textStart..<end)) }
        }
        // The `](…)` ending each `^[` opened and not yet closed.
        var inflectionEnds: [Range<Int>] = []
        // The first directive that starts at or after `index`.
        var nextDirective = directives.firstIndex { $0.lowerBound >= range.lowerBound } ?? directives.count
        while index < range.upperBound {
            while nextDirective < directives.count, directives[nextDirective].lowerBound < index { nextDirective += 1 }
            let byte = bytes[index]
            let atDirective = nextDirective < directives.count && directives[nextDirective].lowerBound == index
            if readsMessageFormat, !atDirective, byte == UInt8(ascii: "{") || (inPluralMessage && byte == UInt8(ascii: "#")) {
                let argument = byte == UInt8(ascii: "#") ? [Piece(kind: .messageSyntax, range: index..<index + 1)]
                    : ICUArgument.pieces(bytes, at: index, limit: range.upperBound) { message, plural in
                        Self.pieces(bytes, in: message, dialect: dialect, directives: directives, inPluralMessage: plural || inPluralMessage,
                                    isInteractive: isInteractive)
                    }
                if let argument, let end = argument.last?.range.upperBound {
                    flushText(upTo: index)
                    pieces += argument
                    index = end
                    textStart = end
                    continue
                }
            }
            var found: (Kind, Int)?
            while let end = inflectionEnds.last, end.lowerBound < index { inflectionEnds.removeLast() }
            if atDirective {
                found = (.placeholder, directives[nextDirective].upperBound)
            } else if let end = inflectionEnds.last, end.lowerBound == index {
                inflectionEnds.removeLast()
                found = (.other, end.upperBound)
            } else if byte == UInt8(ascii: "^"), let end = Self.inflectionAttributesRange(bytes, at: index) {
                inflectionEnds.append(end)
                found = (.other, index + 2)
            } else if byte == UInt8(ascii: "%") {
                found = Self.placeholderEnd(bytes, at: index).map { (.placeholder, $0) }
            } else if dialect != .text, byte == UInt8(ascii: "<") {
                found = Self.tag(bytes, at: index, isInteractive: isInteractive)
            } else if dialect != .text, byte == UInt8(ascii: "&") {
                found = Self.referenceEnd(bytes, at: index).map { (.entity, $0) }
            }
            if let (kind, end) = found, end <= range.upperBound, kind != .placeholder || nextDirective >= directives.count
                || end <= directives[nextDirective].lowerBound || atDirective {
                // (A printf placeholder that would swallow the start of a directive is text: the
                // directive wins. A tag holding one keeps it whole.)
                flushText(upTo: index)
                pieces.append(Piece(kind: kind, range: index..<end))
                index = end
                textStart = end
            } else {
                index += 1
            }
        }
        flushText(upTo: range.upperBound)
        return pieces
    }

    /// Sets apart what the string's format says is not text: each range of `kept` becomes a
    /// piece kept as it is (an XLIFF `<ph>`'s code), and text is cut at each offset of `breaks`
    /// (where an XLIFF `<g>` opens or closes), so no word spans it.
    mutating func setApart(kept: [Range<Int>], breaks: [Int]) {
        guard !kept.isEmpty || !breaks.isEmpty else { return }
        let cuts = Set(breaks + kept.flatMap { [$0.lowerBound, $0.upperBound] }).sorted()
        var result: [Piece] = []
        for piece in pieces {
            guard piece.kind == .text else { result.append(piece); continue }
            var from = piece.range.lowerBound
            for cut in cuts.filter({ piece.range.lowerBound < $0 && $0 < piece.range.upperBound }) + [piece.range.upperBound] {
                let isKept = kept.contains { $0.lowerBound <= from && cut <= $0.upperBound }
                result.append(Piece(kind: isKept ? .other : .text, range: from..<cut))
                from = cut
            }
        }
        pieces = result
    }

    // MARK: - Foundation's inline attributes

    /// The `](…)` that ends the inline attribute whose `^[` is at `start` (`^[%lld apples](inflect:
    /// true)`, `^[Her](morphology: { grammaticalGender: "feminine" })`), or `nil` when there is
    /// none: the first `]` not matching a `[` inside, then `(` right after it, up to its `)`
    /// (parentheses inside counted, double-quoted strings skipped).
    static func inflectionAttributesRange(_ bytes: [UInt8], at start: Int) -> Range<Int>? {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else { return nil }
        var index = start + 2
        var brackets = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "[") {
                brackets += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                if brackets == 0 { break }
                brackets -= 1
            }
            index += 1
        }
        let close = index
        guard close + 1 < bytes.count, bytes[close + 1] == UInt8(ascii: "(") else { return nil }
        index = close + 2
        var parentheses = 1
        var inQuotes = false
        while index < bytes.count {
            let byte = bytes[index]
            if inQuotes {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inQuotes = false }
            } else if byte == UInt8(ascii: "\"") {
                inQuotes = true
            } else if byte == UInt8(ascii: "(") {
                parentheses += 1
            } else if byte == UInt8(ascii: ")") {
                parentheses -= 1
                if parentheses == 0 { return close..<index + 1 }
            }
            index += 1
        }
        return nil
    }

    // MARK: - Placeholders

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// The end of the placeholder starting at the `%` at `start`, or `nil` when none starts
    /// there. The grammar is the union of Apple's, Java's and C's:
    /// `%[n$](#@name@ | [flags][width][.precision][length]conversion)`, flags `- # + 0 , ( ' I`
    /// and space, lengths `hh h ll l q z t j L`, conversions `@ d D i u U o O x X f F e E g G
    /// a A c C s S p b B h H n %` and Java's `t`/`T` followed by a date letter.
    static func placeholderEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        var index = start + 1
        func at(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }
        // n$
        var digits = index
        while let byte = at(digits), isDigit(byte) { digits += 1 }
        if digits > index, at(digits) == UInt8(ascii: "$") { index = digits + 1 }
        // %#@name@ (Apple's substitution of a stringsdict variable or catalog substitution)
        if at(index) == UInt8(ascii: "#"), at(index + 1) == UInt8(ascii: "@") {
            var end = index + 2
            while let byte = at(end), isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") { end += 1 }
            if end > index + 2, at(end) == UInt8(ascii: "@") { return end + 1 }
        }
        while let byte = at(index), "-#+ 0,('I".utf8.contains(byte) { index += 1 }
        while let byte = at(index), isDigit(byte) { index += 1 }
        if at(index) == UInt8(ascii: ".") {
            index += 1
            while let byte = at(index), isDigit(byte) { index += 1 }
        }
        if let end = InttypesPlaceholders.macroEnd(bytes, at: index) { return end }
        // Java's dates (`%tY`, `%1$TB`) and C's `t` length (`%td`): a letter after `t` either way.
        if let byte = at(index), byte == UInt8(ascii: "t") || byte == UInt8(ascii: "T"), let next = at(index + 1), isLetter(next) {
            return index + 2
        }
        for length in ["hh", "ll", "h", "l", "q", "z", "j", "L"] {
            let utf8 = Array(length.utf8)
            if index + utf8.count < bytes.count, Array(bytes[index..<index + utf8.count]) == utf8,
               let next = at(index + utf8.count), isLetter(next) || next == UInt8(ascii: "@") {
                index += utf8.count
                break
            }
        }
        guard let conversion = at(index) else { return nil }
        return "@dDiuUoOxXfFeEgGaAcCsSpbBhHn%".utf8.contains(conversion) ? index + 1 : nil
    }

    // MARK: - Character references

    /// The end of `&name;`, `&#NNN;` or `&#xHHH;` at `start`, or `nil` (a bare `&` is text).
    static func referenceEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        var index = start + 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "#") {
            index += 1
            if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "x") { index += 1 }
        }
        let first = index
        while index < bytes.count, isLetter(bytes[index]) || isDigit(bytes[index]) { index += 1 }
        guard index > first, index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
        return index + 1
    }

    // MARK: - Tags

    /// The tag at `start` and its end, or `nil` when the `<` is text.
    private static func tag(_ bytes: [UInt8], at start: Int, isInteractive: (String, [String]) -> Bool) -> (Kind, Int)? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "!") || bytes[index] == UInt8(ascii: "?") {
            let close = bytes[index] == UInt8(ascii: "!") && bytes[index...].starts(with: "!--".utf8) ? Array("-->".utf8) : [UInt8(ascii: ">")]
            var end = index
            while end + close.count <= bytes.count {
                if Array(bytes[end..<end + close.count]) == close { return (.other, end + close.count) }
                end += 1
            }
            return nil
        }
        let closing = bytes[index] == UInt8(ascii: "/")
        if closing { index += 1 }
        guard index < bytes.count, isLetter(bytes[index]) || bytes[index] == UInt8(ascii: "_") else { return nil }
        let nameStart = index
        while index < bytes.count, !isSpaceOrEnd(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var attributes: [String] = []
        var quote: UInt8?
        var attributeStart: Int?
        // A quote opens a value only right after `=`: in an unquoted value
        // (`href=https://x.org/it's`) it is a character like the others, up to white space or `>`.
        var valueExpected = false
        var unquotedValue = false
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: ">") {
                if let from = attributeStart { attributes.append(String(decoding: bytes[from..<index], as: UTF8.self)) }
                let empty = index > start && bytes[index - 1] == UInt8(ascii: "/")
                let kind: Kind = closing ? .end(name: name) : .start(name: name, interactive: isInteractive(name, attributes), empty: empty)
                return (kind, index + 1)
            } else if unquotedValue {
                unquotedValue = !isSpace(byte)
            } else if valueExpected, !isSpace(byte) {
                valueExpected = false
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte } else { unquotedValue = true }
            } else if byte == UInt8(ascii: "=") {
                if let from = attributeStart { attributes.append(String(decoding: bytes[from..<index], as: UTF8.self)) }
                attributeStart = nil
                valueExpected = true
            } else if valueExpected {
                // white space between `=` and the value
            } else if isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") {
                if attributeStart == nil { attributeStart = index }
            } else if let from = attributeStart {
                attributes.append(String(decoding: bytes[from..<index], as: UTF8.self))
                attributeStart = nil
            }
            index += 1
        }
        return nil
    }

    private static func isSpaceOrEnd(_ byte: UInt8) -> Bool {
        isSpace(byte) || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}

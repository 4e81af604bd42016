import StyleMarkup

/// A string's UTF-8 bytes cut into what `markupc pseudo` may change (text) and what it keeps
/// byte for byte: tags with their attributes, comments, character references, printf
/// placeholders of every dialect, and the syntax of ICU MessageFormat arguments (`{name}`,
/// `{count, plural, one {# item} other {# items}}`: only the text of each sub-message is text).
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
        /// A comment or another `<!…>` or `<?…>` construct, kept.
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
    init(_ bytes: [UInt8], dialect: MarkupDialect, isInteractive: (String, [String]) -> Bool) {
        pieces = Self.pieces(bytes, in: 0..<bytes.count, dialect: dialect, inPluralMessage: false, isInteractive: isInteractive)
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
    static func pieces(_ bytes: [UInt8], in range: Range<Int>, dialect: MarkupDialect, inPluralMessage: Bool,
                       isInteractive: (String, [String]) -> Bool) -> [Piece] {
        var pieces: [Piece] = []
        var index = range.lowerBound
        var textStart = range.lowerBound
        func flushText(upTo end: Int) {
            if end > textStart { pieces.append(Piece(kind: .text, range: textStart..<end)) }
        }
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "{") || (inPluralMessage && byte == UInt8(ascii: "#")) {
                let argument = byte == UInt8(ascii: "#") ? [Piece(kind: .messageSyntax, range: index..<index + 1)]
                    : ICUArgument.pieces(bytes, at: index, limit: range.upperBound) { message, plural in
                        Self.pieces(bytes, in: message, dialect: dialect, inPluralMessage: plural || inPluralMessage, isInteractive: isInteractive)
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
            if byte == UInt8(ascii: "%") {
                found = Self.placeholderEnd(bytes, at: index).map { (.placeholder, $0) }
            } else if dialect != .text, byte == UInt8(ascii: "<") {
                found = Self.tag(bytes, at: index, isInteractive: isInteractive)
            } else if dialect != .text, byte == UInt8(ascii: "&") {
                found = Self.referenceEnd(bytes, at: index).map { (.entity, $0) }
            }
            if let (kind, end) = found, end <= range.upperBound {
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
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                if let from = attributeStart { attributes.append(String(decoding: bytes[from..<index], as: UTF8.self)) }
                let empty = index > start && bytes[index - 1] == UInt8(ascii: "/")
                let kind: Kind = closing ? .end(name: name) : .start(name: name, interactive: isInteractive(name, attributes), empty: empty)
                return (kind, index + 1)
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
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/")
    }
}

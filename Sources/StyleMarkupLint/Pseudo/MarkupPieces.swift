import StyleMarkup

/// A string's UTF-8 bytes cut into what `markupc pseudo` may change (text) and what it keeps
/// byte for byte: tags with their attributes, comments, character references and printf
/// placeholders of every dialect.
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
    init(_ bytes: [UInt8], dialect: MarkupDialect, directives: [Range<Int>] = [], isInteractive: (String, [String]) -> Bool) {
        var index = 0
        var textStart = 0
        var nextDirective = 0
        func flushText(upTo end: Int) {
            if end > textStart { pieces.append(Piece(kind: .text, range: textStart..<end)) }
        }
        while index < bytes.count {
            while nextDirective < directives.count, directives[nextDirective].lowerBound < index { nextDirective += 1 }
            let byte = bytes[index]
            var found: (Kind, Int)?
            if nextDirective < directives.count, directives[nextDirective].lowerBound == index {
                found = (.placeholder, directives[nextDirective].upperBound)
            } else if byte == UInt8(ascii: "%") {
                found = Self.placeholderEnd(bytes, at: index).map { (.placeholder, $0) }
            } else if dialect != .text, byte == UInt8(ascii: "<") {
                found = Self.tag(bytes, at: index, isInteractive: isInteractive)
            } else if dialect != .text, byte == UInt8(ascii: "&") {
                found = Self.referenceEnd(bytes, at: index).map { (.entity, $0) }
            }
            if let (kind, end) = found, kind != .placeholder || nextDirective >= directives.count
                || end <= directives[nextDirective].lowerBound || directives[nextDirective].lowerBound == index {
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
        flushText(upTo: bytes.count)
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

import StyleMarkup

/// One pass of ``HTMLDialectReader`` over a string's UTF-8 bytes, in named steps: comments and
/// declarations are skipped, closing tags close what they match (or are reported), start tags
/// are read with their attributes and kept as tags, as text or as void elements, and what is
/// left open at the end is reported. The rules are those of ``HTMLDialectReader``.
struct HTMLDialectScan {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let end: Int
    private let limits: MarkupLimits
    private let maxErrors: Int
    private let context: HTMLSourceContext?
    private let xml: Bool

    private(set) var tags: [HTMLDialectReader.Tag] = []
    private(set) var errors: [MarkupError] = []
    private(set) var textTagCount = 0
    private(set) var containerVoids: UInt16 = 0

    /// The offset of the next byte to read.
    private var index = 0
    /// The indexes (in ``tags``) of the open tags, outermost first.
    private var open: [Int] = []
    /// Tags closed by a closing tag of an outer one (reported then), whose own closing tag may
    /// still come.
    private var implicitlyClosed: [String: Int] = [:]
    /// How many open tags have each name, so a closing tag nothing matches costs no search.
    private var openNames: [String: Int] = [:]
    /// The names of every closing tag in the string, listed once, when a start tag first needs
    /// them.
    private var closingNames: Set<String>?

    /// What a start tag's attributes and end say.
    private struct StartTagEnd {
        var href: String?
        var hrefIsReference = false
        var isEmpty = false
        /// Whether the tag ends with `>` or `/>`.
        var ended = false
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: MarkupLimits, maxErrors: Int, context: HTMLSourceContext?, xml: Bool) {
        self.bytes = bytes
        self.end = bytes.count
        self.limits = limits
        self.maxErrors = maxErrors
        self.context = context
        self.xml = xml
    }

    /// Reads the whole string, then reports the tags it leaves open.
    mutating func readAll() {
        while index < end {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < end else {
                index += 1
                continue
            }
            let next = bytes[index + 1]
            let goesOn: Bool
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                goesOn = skipCommentOrDeclaration()
            } else if next == UInt8(ascii: "/"), index + 2 < end, isLetter(bytes[index + 2]) {
                goesOn = readClosingTag()
            } else if isLetter(next) {
                goesOn = readStartTag()
            } else {
                index += 1
                goesOn = true
            }
            guard goesOn else { break }
        }
        reportUnclosedTags()
    }

    // MARK: - Steps (each returns whether reading goes on)

    /// `<!-- … -->`, `<!…>` or `<?…>` at `index`, skipped; a comment never closed stops reading.
    private mutating func skipCommentOrDeclaration() -> Bool {
        let start = index
        if bytes[index + 1] == UInt8(ascii: "!"), index + 3 < end, bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-") {
            var at = index + 4
            while at + 2 < end, !(bytes[at] == UInt8(ascii: "-") && bytes[at + 1] == UInt8(ascii: "-") && bytes[at + 2] == UInt8(ascii: ">")) { at += 1 }
            guard at + 2 < end else {
                fail(.unterminatedTag, "comment <!-- is never closed with -->", at: start)
                return false
            }
            index = at + 3
        } else {
            index = min(find(UInt8(ascii: ">"), from: index + 2) + 1, end)
        }
        return true
    }

    /// `</name>` at `index`: closes the open tag it matches (and the tags inside it), is read as
    /// `<br>` (`</br>`), is ignored (a void element's closing tag that closes nothing, or the
    /// closing tag of a tag closed already), or is reported. One never ended with `>` stops reading.
    private mutating func readClosingTag() -> Bool {
        let start = index
        let nameStart = index + 2
        var nameEnd = nameStart
        while nameEnd < end, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        let closing = name(nameStart, nameEnd)
        let close = find(UInt8(ascii: ">"), from: nameEnd)
        guard close < end else {
            fail(.unterminatedTag, "closing tag </\(closing) is never closed with '>'", at: start)
            // The tag it meant to close is not reported again as never closed.
            if openNames[closing, default: 0] > 0, let depth = open.lastIndex(where: { tags[$0].name == closing }) {
                openNames[closing, default: 1] -= 1
                open.remove(at: depth)
            }
            return false
        }
        index = close + 1
        let closingBit = xml ? 0 : HTMLElementNames.voidBit(key: HTMLElementNames.key(bytes, nameStart..<nameEnd))
        if closingBit != 0, closingBit == HTMLElementNames.lineBreakBit || openNames[closing, default: 0] == 0 {
            // `</br>` is a line break; `</img>` closing nothing is ignored.
            if closingBit == HTMLElementNames.lineBreakBit {
                tags.append(HTMLDialectReader.Tag(name: "br", href: nil, offset: start, parent: open.last, isClosingLineBreak: true))
            }
            return true
        }
        guard openNames[closing, default: 0] > 0, let depth = open.lastIndex(where: { tags[$0].name == closing }) else {
            reportUnmatchedClosingTag(closing, at: start)
            return true
        }
        if depth != open.count - 1 {
            let inner = tags[open[open.count - 1]]
            let bytes = self.bytes  // read by the message, made only when kept
            fail(.mismatchedClosingTag, Self.mismatch(closing, inner, in: bytes), at: start, related: inner.offset,
                 suggestion: "</\(inner.name)>")
        }
        for index in open[(depth + 1)...] { implicitlyClosed[tags[index].name, default: 0] += 1 }
        popOpen(to: depth)
        return true
    }

    /// A closing tag that matches no open tag: the one that crossed an outer closing tag
    /// (`<b><i>x</b></i>`, reported there) is ignored; another is reported once.
    private mutating func reportUnmatchedClosingTag(_ closing: String, at start: Int) {
        if implicitlyClosed[closing, default: 0] > 0 {
            implicitlyClosed[closing, default: 1] -= 1
            return
        }
        if let innermost = open.last {
            // `<b>x</i>`: one problem, reported once (not again as <b> never closed).
            let inner = tags[innermost]
            let bytes = self.bytes  // read by the message, made only when kept
            fail(.mismatchedClosingTag, Self.mismatch(closing, inner, in: bytes), at: start, related: inner.offset,
                 suggestion: "</\(inner.name)>")
            popOpen(to: open.count - 1)
        } else {
            fail(.unexpectedClosingTag, "closing tag </\(closing)> has no matching open tag <\(closing)>", at: start)
        }
    }

    /// `<name …>` at `index`: its name and attributes, then kept as a tag (opened when it has
    /// content), counted as text, or reported when never ended with `>`. Nesting past the limit
    /// stops reading.
    private mutating func readStartTag() -> Bool {
        let start = index
        var at = index + 1
        while at < end, isNameByte(bytes[at]) { at += 1 }
        let tagName = name(index + 1, at)
        let nameKey = HTMLElementNames.key(bytes, (index + 1)..<at)
        let tagEnd = readAttributes(from: &at, of: tagName)
        guard tagEnd.ended else {
            if errors.count < maxErrors {
                fail(.unterminatedTag, "tag <\(tagName) is never closed with '>'; write '>' after its attributes", at: start)
            }
            // Its closing tag is not reported again as closing nothing.
            implicitlyClosed[tagName, default: 0] += 1
            index = max(at, start + 1)
            return true
        }
        index = at
        var isContainer = !tagEnd.isEmpty
        let voidBit = isContainer && !xml ? HTMLElementNames.voidBit(key: nameKey) : 0
        if voidBit != 0 {
            isContainer = voidBit != HTMLElementNames.lineBreakBit && ((context?.containers ?? 0) & voidBit != 0 || closes(tagName))
            if isContainer { containerVoids |= voidBit }
        } else if isContainer, !xml, !HTMLElementNames.isKnown(tagName, key: nameKey), context?.tagNames.contains(tagName) != true,
                  !closes(tagName) {
            // `<None>`, `<key>`, `<equation>`: no HTML element, never closed: text.
            textTagCount += 1
            return true
        }
        tags.append(HTMLDialectReader.Tag(name: tagName, href: tagEnd.href, offset: start, parent: open.last, isReference: tagEnd.hrefIsReference))
        guard isContainer else { return true }
        // The depth limit keeps the search for a closing tag's match linear in practice.
        guard open.count < limits.maxNestingDepth else {
            let limit = limits.maxNestingDepth
            fail(.nestingTooDeep, "tags nest deeper than the limit of \(limit) at <\(tagName)>", at: start)
            open = []
            return false
        }
        open.append(tags.count - 1)
        openNames[tagName, default: 0] += 1
        return true
    }

    /// The attributes of start tag `tagName` from `at` up to its `>` or `/>` (then just past it),
    /// or up to a `<` or the end when it has none: its link (`href`, else in the XML dialect
    /// `xref` or `linkend`) and how it ends. A quoted value never closed is reported.
    private mutating func readAttributes(from at: inout Int, of tagName: String) -> StartTagEnd {
        var result = StartTagEnd()
        while at < end {
            let byte = bytes[at]
            if isSpace(byte) { at += 1; continue }
            if byte == UInt8(ascii: ">") { result.ended = true; at += 1; break }
            if byte == UInt8(ascii: "/") {
                if at + 1 < end, bytes[at + 1] == UInt8(ascii: ">") { result.isEmpty = true; result.ended = true; at += 2; break }
                at += 1
                continue
            }
            if byte == UInt8(ascii: "<") { break }
            let attributeStart = at
            // A `<` ends the tag's attributes: the start tag lost its `>` (`<a href="x"text</a>`).
            while at < end, !isSpace(bytes[at]), bytes[at] != UInt8(ascii: "="), bytes[at] != UInt8(ascii: ">"),
                  bytes[at] != UInt8(ascii: "<"),
                  !(bytes[at] == UInt8(ascii: "/") && at + 1 < end && bytes[at + 1] == UInt8(ascii: ">")) { at += 1 }
            let attributeEnd = at
            var probe = at
            while probe < end, isSpace(bytes[probe]) { probe += 1 }
            guard probe < end, bytes[probe] == UInt8(ascii: "=") else { continue }
            at = probe + 1
            while at < end, isSpace(bytes[at]) { at += 1 }
            guard at < end else { break }
            let value: Range<Int>
            if bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "'") {
                let quote = bytes[at]
                let close = find(quote, from: at + 1)
                guard close < end else {
                    let attribute = name(attributeStart, attributeEnd)
                    fail(.malformedAttribute,
                         "the value of attribute \(attribute) in tag <\(tagName)> is never closed with \(quote == UInt8(ascii: "\"") ? "\"" : "'")",
                         at: at)
                    at = end
                    break
                }
                value = (at + 1)..<close
                at = close + 1
            } else {
                let valueStart = at
                while at < end, !isSpace(bytes[at]), bytes[at] != UInt8(ascii: ">") { at += 1 }
                value = valueStart..<at
            }
            if result.href == nil || result.hrefIsReference, isHref(attributeStart, attributeEnd) {
                result.href = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
                result.hrefIsReference = false
            } else if result.href == nil, isReference(attributeStart, attributeEnd) {
                result.href = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
                result.hrefIsReference = true
            }
        }
        return result
    }

    /// Every tag still open at the end is reported as never closed.
    private mutating func reportUnclosedTags() {
        for unclosed in open {
            let tagName = tags[unclosed].name
            fail(.unclosedTag, "tag <\(tagName)> is never closed; add </\(tagName)> where its text ends", at: tags[unclosed].offset,
                 suggestion: "</\(tagName)>")
        }
    }

    // MARK: - Helpers

    private mutating func popOpen(to count: Int) {
        for index in open[count...] { openNames[tags[index].name, default: 1] -= 1 }
        open.removeLast(open.count - count)
    }

    private func location(_ offset: Int) -> SourceLocation { SourceLocation.locate(byteOffset: offset, in: bytes) }

    /// The message of `</closing>` met while `inner` is the innermost open tag.
    private static func mismatch(_ closing: String, _ inner: HTMLDialectReader.Tag, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let opened = SourceLocation.locate(byteOffset: inner.offset, in: bytes)
        return "closing tag </\(closing)> does not match <\(inner.name)> opened at \(opened); close </\(inner.name)> first"
    }

    /// The message is made only for the errors kept, so a string full of problems costs no more
    /// than one with `maxErrors` of them.
    private mutating func fail(_ kind: MarkupError.Kind, _ message: @autoclosure () -> String, at offset: Int, related: Int? = nil,
                               suggestion: @autoclosure () -> String? = nil) {
        if errors.count < maxErrors {
            errors.append(MarkupError(kind: kind, message: message(), location: location(offset), relatedLocation: related.map(location),
                                      suggestion: suggestion()))
        }
    }

    private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }

    private func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }

    private func isNameByte(_ byte: UInt8) -> Bool {
        isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    /// The name in `start..<stop`, in lower case.
    private func name(_ start: Int, _ stop: Int) -> String {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
        return bytes[start..<stop].contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) ? text.lowercased() : text
    }

    /// `href` in any case, compared without making a string.
    private func isHref(_ start: Int, _ stop: Int) -> Bool {
        stop - start == 4 && zip(bytes[start..<stop], "href".utf8).allSatisfy { $0 | 0x20 == $1 }
    }

    /// Mallard's `xref` and DocBook's `linkend`, in the XML dialect.
    private func isReference(_ start: Int, _ stop: Int) -> Bool {
        xml && (bytes[start..<stop].elementsEqual("xref".utf8) || bytes[start..<stop].elementsEqual("linkend".utf8))
    }

    private func find(_ byte: UInt8, from start: Int) -> Int {
        var at = start
        while at < end, bytes[at] != byte { at += 1 }
        return at
    }

    /// Whether the string has a closing tag `</tagName>` anywhere.
    private mutating func closes(_ tagName: String) -> Bool {
        if let closingNames { return closingNames.contains(tagName) }
        var names = Set<String>()
        var at = 0
        while at + 2 < end {
            if bytes[at] == UInt8(ascii: "<"), bytes[at + 1] == UInt8(ascii: "/"), isLetter(bytes[at + 2]) {
                var nameEnd = at + 2
                while nameEnd < end, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
                names.insert(name(at + 2, nameEnd))
                at = nameEnd
            } else {
                at += 1
            }
        }
        closingNames = names
        return names.contains(tagName)
    }
}

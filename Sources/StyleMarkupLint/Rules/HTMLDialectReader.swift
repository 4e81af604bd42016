@_spi(MarkupcTools) import StyleMarkup

/// What a translation's source tells the reader of the translation, so that both are read
/// alike (Docs/Lint.md "Dialects"): a `<word>` the source reads as a tag is a tag in the
/// translation too, and a void element the source closes is a container there too.
package struct HTMLSourceContext: Sendable {
    /// The names the source reads as tags.
    var tagNames: Set<String> = []
    /// The void elements the source closes (`<link xref="…">…</link>` in a Mallard manual), as
    /// ``HTMLElementNames/voidBit(key:)`` bits.
    var containers: UInt16 = 0
}

/// Reads a string's tags in the HTML dialect (``MarkupDialect/html``), as the HTML renderers of
/// localization files do, and finds every problem rather than stopping at the first.
///
/// - `<` starts a tag only before an ASCII letter (`</` and a letter for a closing tag);
///   `a < b`, `<3` and `<<` are text. `<!-- … -->`, `<!…>` and `<?…>` are skipped.
/// - Tag names are compared in lower case (`<B>…</b>`).
/// - A start tag whose name is no HTML element (``HTMLElementNames``), that the string never
///   closes (no `</name>` anywhere in it) and that is not written `<x/>`, is text: `<None>`,
///   `<key>=<value>`, `--solve <equation>`. It is counted (``textTagCount``), not kept as a
///   tag, and never reported. In a translation, a name its source reads as a tag
///   (``HTMLSourceContext/tagNames``) stays a tag, so a dropped `</gui>` is still found.
/// - Void elements (``HTMLElementNames/void``) and tags written `<x/>` have no content;
///   `</br>` is read as `<br>`, as browsers do, and other closing tags of void elements that
///   close nothing are ignored. A void element the string closes (`<link …>…</link>`), or
///   its source closes (``HTMLSourceContext/containers``), is a container there, so a
///   `<link>` never closed is reported (``containerVoids``).
/// - Attribute values may be quoted, unquoted (`href=%1$s`) or missing (`<input disabled>`).
/// - `&` is text unless it starts a reference; references are not checked.
///
/// With `xml` (the XML dialect: Mallard and DocBook in itstool's PO files) no element is
/// void and every start tag is a tag (`<link xref="…">` must be closed, `<None>` too), and a
/// tag's link is its `href`, else its `xref` (Mallard) or `linkend` (DocBook).
///
/// Problems (a tag never closed, a closing tag that does not match, a tag never ended with
/// `>`, a quote never closed) are reported with messages in the words markupc uses, and the
/// reader recovers: a closing tag that matches an outer open tag closes the tags inside it.
/// One pass over the UTF-8 bytes (and one more to list the closing tags, only for a string
/// with an unknown or void start tag); open tags are kept on an explicit stack, as deep as
/// ``MarkupLimits/maxNestingDepth``.
struct HTMLDialectReader {
    struct Tag {
        var name: String
        var href: String?
        /// The byte offset of the tag's `<`.
        var offset: Int
        /// The index of the enclosing open tag, if any.
        var parent: Int?
        /// Whether the tag is a `</br>`, which browsers read as `<br>`.
        var isClosingLineBreak = false
        /// Whether ``href`` is an `xref` or `linkend`: the id of a page or an element of the
        /// same document, not a URL.
        var isReference = false
    }

    private(set) var tags: [Tag] = []
    private(set) var errors: [MarkupError] = []
    /// How many start tags were read as text (an unknown name, never closed).
    private(set) var textTagCount = 0
    /// The void elements read as containers, as ``HTMLElementNames/voidBit(key:)`` bits.
    private(set) var containerVoids: UInt16 = 0

    /// Reads `bytes` (a string's UTF-8 bytes).
    /// Reads `bytes` (a string's UTF-8 bytes); a translation's with its source's `context`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: MarkupLimits = .default, maxErrors: Int = 16,
         context: HTMLSourceContext? = nil, xml: Bool = false) {
        var open: [Int] = []
        // Tags closed by a closing tag of an outer one (reported then), whose own closing tag
        // may still come.
        var implicitlyClosed: [String: Int] = [:]
        // How many open tags have each name, so a closing tag nothing matches costs no search.
        var openNames: [String: Int] = [:]
        func popOpen(to count: Int) {
            for index in open[count...] { openNames[tags[index].name, default: 1] -= 1 }
            open.removeLast(open.count - count)
        }
        var index = 0
        let end = bytes.count
        func location(_ offset: Int) -> SourceLocation { SourceLocation.locate(byteOffset: offset, in: bytes) }
        // The message is made only for the errors kept, so a string full of problems costs no
        // more than one with `maxErrors` of them.
        func fail(_ kind: MarkupError.Kind, _ message: @autoclosure () -> String, at offset: Int, related: Int? = nil,
                  suggestion: @autoclosure () -> String? = nil) {
            if errors.count < maxErrors {
                errors.append(MarkupError(kind: kind, message: message(), location: location(offset), relatedLocation: related.map(location),
                                          suggestion: suggestion()))
            }
        }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C }
        func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
        }
        func name(_ start: Int, _ stop: Int) -> String {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
            return bytes[start..<stop].contains(where: { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) ? text.lowercased() : text
        }
        // `href` in any case, compared without making a string.
        func isHref(_ start: Int, _ stop: Int) -> Bool {
            stop - start == 4 && zip(bytes[start..<stop], "href".utf8).allSatisfy { $0 | 0x20 == $1 }
        }
        // Mallard's `xref` and DocBook's `linkend`, in the XML dialect.
        func isReference(_ start: Int, _ stop: Int) -> Bool {
            xml && (bytes[start..<stop].elementsEqual("xref".utf8) || bytes[start..<stop].elementsEqual("linkend".utf8))
        }
        func find(_ byte: UInt8, from start: Int) -> Int {
            var at = start
            while at < end, bytes[at] != byte { at += 1 }
            return at
        }
        // The names of every closing tag in the string, listed once, when a start tag first
        // needs them.
        var closingNames: Set<String>?
        func closes(_ tagName: String) -> Bool {
            if closingNames == nil {
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
            }
            return closingNames!.contains(tagName)
        }
        while index < end {
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < end else {
                index += 1
                continue
            }
            let start = index
            let next = bytes[index + 1]
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?") {
                if next == UInt8(ascii: "!"), index + 3 < end, bytes[index + 2] == UInt8(ascii: "-"), bytes[index + 3] == UInt8(ascii: "-") {
                    var at = index + 4
                    while at + 2 < end, !(bytes[at] == UInt8(ascii: "-") && bytes[at + 1] == UInt8(ascii: "-") && bytes[at + 2] == UInt8(ascii: ">")) { at += 1 }
                    guard at + 2 < end else {
                        fail(.unterminatedTag, "comment <!-- is never closed with -->", at: start)
                        break
                    }
                    index = at + 3
                } else {
                    index = min(find(UInt8(ascii: ">"), from: index + 2) + 1, end)
                }
                continue
            }
            if next == UInt8(ascii: "/"), index + 2 < end, isLetter(bytes[index + 2]) {
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
                    break
                }
                index = close + 1
                let closingBit = xml ? 0 : HTMLElementNames.voidBit(key: HTMLElementNames.key(bytes, nameStart..<nameEnd))
                if closingBit != 0, closingBit == HTMLElementNames.lineBreakBit || openNames[closing, default: 0] == 0 {
                    // `</br>` is a line break; `</img>` closing nothing is ignored.
                    if closingBit == HTMLElementNames.lineBreakBit { tags.append(Tag(name: "br", href: nil, offset: start, parent: open.last, isClosingLineBreak: true)) }
                    continue
                }
                guard openNames[closing, default: 0] > 0, let depth = open.lastIndex(where: { tags[$0].name == closing }) else {
                    if implicitlyClosed[closing, default: 0] > 0 {
                        // `<b><i>x</b></i>`: the `</i>` that crossed `</b>`, reported there.
                        implicitlyClosed[closing, default: 1] -= 1
                        continue
                    }
                    if let innermost = open.last {
                        // `<b>x</i>`: one problem, reported once (not again as <b> never closed).
                        let inner = tags[innermost]
                        fail(.mismatchedClosingTag,
                             "closing tag </\(closing)> does not match <\(inner.name)> opened at \(location(inner.offset)); close </\(inner.name)> first",
                             at: start, related: inner.offset, suggestion: "</\(inner.name)>")
                        popOpen(to: open.count - 1)
                    } else {
                        fail(.unexpectedClosingTag, "closing tag </\(closing)> has no matching open tag <\(closing)>", at: start)
                    }
                    continue
                }
                if depth != open.count - 1 {
                    let inner = tags[open[open.count - 1]]
                    fail(.mismatchedClosingTag,
                         "closing tag </\(closing)> does not match <\(inner.name)> opened at \(location(inner.offset)); close </\(inner.name)> first",
                         at: start, related: inner.offset, suggestion: "</\(inner.name)>")
                }
                for index in open[(depth + 1)...] { implicitlyClosed[tags[index].name, default: 0] += 1 }
                popOpen(to: depth)
                continue
            }
            guard isLetter(next) else {
                index += 1
                continue
            }
            // An opening tag: its name, then attributes up to `>` or `/>`.
            var at = index + 1
            while at < end, isNameByte(bytes[at]) { at += 1 }
            let tagName = name(index + 1, at)
            let nameKey = HTMLElementNames.key(bytes, (index + 1)..<at)
            var href: String?
            var hrefIsReference = false
            var isEmpty = false
            var ended = false
            while at < end {
                let byte = bytes[at]
                if isSpace(byte) { at += 1; continue }
                if byte == UInt8(ascii: ">") { ended = true; at += 1; break }
                if byte == UInt8(ascii: "/") {
                    if at + 1 < end, bytes[at + 1] == UInt8(ascii: ">") { isEmpty = true; ended = true; at += 2; break }
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
                        fail(.malformedAttribute,
                             "the value of attribute \(name(attributeStart, attributeEnd)) in tag <\(tagName)> is never closed with \(quote == UInt8(ascii: "\"") ? "\"" : "'")",
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
                if href == nil || hrefIsReference, isHref(attributeStart, attributeEnd) {
                    href = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
                    hrefIsReference = false
                } else if href == nil, isReference(attributeStart, attributeEnd) {
                    href = String(decoding: UnsafeBufferPointer(rebasing: bytes[value]), as: UTF8.self)
                    hrefIsReference = true
                }
            }
            guard ended else {
                if errors.count < maxErrors {
                    fail(.unterminatedTag, "tag <\(tagName) is never closed with '>'; write '>' after its attributes", at: start)
                }
                // Its closing tag is not reported again as closing nothing.
                implicitlyClosed[tagName, default: 0] += 1
                index = max(at, start + 1)
                continue
            }
            index = at
            var isContainer = !isEmpty
            let voidBit = isContainer && !xml ? HTMLElementNames.voidBit(key: nameKey) : 0
            if voidBit != 0 {
                isContainer = voidBit != HTMLElementNames.lineBreakBit && ((context?.containers ?? 0) & voidBit != 0 || closes(tagName))
                if isContainer { containerVoids |= voidBit }
            } else if isContainer, !xml, !HTMLElementNames.isKnown(tagName, key: nameKey), context?.tagNames.contains(tagName) != true,
                      !closes(tagName) {
                // `<None>`, `<key>`, `<equation>`: no HTML element, never closed: text.
                textTagCount += 1
                continue
            }
            tags.append(Tag(name: tagName, href: href, offset: start, parent: open.last, isReference: hrefIsReference))
            if isContainer {
                // The depth limit keeps the search for a closing tag's match linear in practice.
                guard open.count < limits.maxNestingDepth else {
                    fail(.nestingTooDeep, "tags nest deeper than the limit of \(limits.maxNestingDepth) at <\(tagName)>", at: start)
                    open = []
                    break
                }
                open.append(tags.count - 1)
                openNames[tagName, default: 0] += 1
            }
        }
        for unclosed in open {
            let tagName = tags[unclosed].name
            fail(.unclosedTag, "tag <\(tagName)> is never closed; add </\(tagName)> where its text ends", at: tags[unclosed].offset,
                 suggestion: "</\(tagName)>")
        }
    }
}

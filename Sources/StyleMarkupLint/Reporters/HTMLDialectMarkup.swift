/// A string of the HTML or XML dialect rewritten as markupc markup, so that the lint page
/// renders it as its app does, through the same compiler and emitter (and so the same
/// escaping and link checks) as every other string:
///
/// - `<br>`, `<br/>` and `</br>` (HTML) are a line break;
/// - attribute values are quoted (`<a href=https://x.org>`, as aapt2 leaves a link whose
///   quotes it dropped, becomes `<a href="https://x.org">`), and an attribute without a value
///   gets an empty one;
/// - other void elements (HTML: `<img …>`, `<hr>`) are written `<img …/>`, and their stray
///   closing tags are dropped;
/// - tag names are lower-cased (HTML);
/// - a start tag the HTML dialect reads as text (a name no HTML element has, never closed:
///   `<None>`) is written as text, `&lt;None>`; so is a `<` that starts no complete tag.
///
/// Comments, `<!…>` and `<?…>` are dropped. Everything else is kept as written: the compiler
/// and emitter decide what a tag renders as, and a string they cannot compile is shown as text.
package enum HTMLDialectMarkup {
    /// `value`, read in the XML dialect when `xml`, else in the HTML dialect, as markupc markup.
    package static func markupc(from value: String, xml: Bool) -> String {
        let bytes = Array(value.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 16)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<") else {
                out.append(byte)
                index += 1
                continue
            }
            if let end = skipped(bytes, at: index) {
                index = end
                continue
            }
            guard let tag = Tag.read(bytes, at: index) else {
                out += Array("&lt;".utf8)
                index += 1
                continue
            }
            write(tag, source: bytes, xml: xml, into: &out)
            index = tag.end
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The end of a comment, `<!…>` or `<?…>` starting at `index`.
    private static func skipped(_ bytes: [UInt8], at index: Int) -> Int? {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "!") || bytes[index + 1] == UInt8(ascii: "?") else { return nil }
        let isComment = bytes[index...].starts(with: Array("<!--".utf8))
        let terminator = Array((isComment ? "-->" : ">").utf8)
        var at = index + 2
        while at + terminator.count <= bytes.count {
            if bytes[at..<at + terminator.count].elementsEqual(terminator) { return at + terminator.count }
            at += 1
        }
        return nil
    }

    private static func write(_ tag: Tag, source bytes: [UInt8], xml: Bool, into out: inout [UInt8]) {
        let name = xml ? tag.name : tag.name.lowercased()
        if !xml, name == "br" {
            out.append(UInt8(ascii: "\n"))
            return
        }
        let isVoid = !xml && HTMLElementNames.void.contains(name)
        if tag.isClosing {
            if !isVoid { out += Array("</\(name)>".utf8) }
            return
        }
        if !xml, !isVoid, !tag.isSelfClosing, !HTMLElementNames.all.contains(name), !closes(name, bytes) {
            out += Array("&lt;".utf8)
            out += bytes[(tag.start + 1)..<tag.end]
            return
        }
        out += Array("<\(name)".utf8)
        for attribute in tag.attributes {
            out += Array(" \(attribute.name)=\"".utf8)
            for byte in attribute.value.utf8 {
                switch byte {
                case UInt8(ascii: "\""): out += Array("&quot;".utf8)
                case UInt8(ascii: "<"): out += Array("&lt;".utf8)
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
        out += Array((tag.isSelfClosing || isVoid ? "/>" : ">").utf8)
    }

    /// Whether the string holds a closing tag `</name` (compared without case).
    private static func closes(_ name: String, _ bytes: [UInt8]) -> Bool {
        let needle = Array("</\(name)".utf8)
        guard bytes.count >= needle.count else { return false }
        func lower(_ byte: UInt8) -> UInt8 { byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte }
        for start in 0...(bytes.count - needle.count) where zip(bytes[start..<start + needle.count], needle).allSatisfy({ lower($0) == $1 }) {
            return true
        }
        return false
    }

    /// A start or closing tag as the HTML dialect reads it.
    struct Tag {
        var name: String
        var attributes: [(name: String, value: String)] = []
        var isClosing = false
        var isSelfClosing = false
        /// The offsets of its `<` and just after its `>`.
        var start: Int
        var end: Int

        private static func isLetter(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
        }

        /// The tag whose `<` is at `start`, or `nil` when none starts there or it never ends.
        static func read(_ bytes: [UInt8], at start: Int) -> Tag? {
            var at = start + 1
            let isClosing = at < bytes.count && bytes[at] == UInt8(ascii: "/")
            if isClosing { at += 1 }
            guard at < bytes.count, isLetter(bytes[at]) else { return nil }
            let nameStart = at
            while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
            var tag = Tag(name: String(decoding: bytes[nameStart..<at], as: UTF8.self), isClosing: isClosing, start: start, end: at)
            while at < bytes.count {
                let byte = bytes[at]
                if isSpace(byte) {
                    at += 1
                } else if byte == UInt8(ascii: ">") {
                    tag.end = at + 1
                    return tag
                } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: ">") {
                    tag.isSelfClosing = true
                    tag.end = at + 2
                    return tag
                } else if isLetter(byte) {
                    let keyStart = at
                    while at < bytes.count, isNameByte(bytes[at]) { at += 1 }
                    let key = String(decoding: bytes[keyStart..<at], as: UTF8.self).lowercased()
                    while at < bytes.count, isSpace(bytes[at]) { at += 1 }
                    var value = ""
                    if at < bytes.count, bytes[at] == UInt8(ascii: "=") {
                        at += 1
                        while at < bytes.count, isSpace(bytes[at]) { at += 1 }
                        guard at < bytes.count else { return nil }
                        let quote = bytes[at]
                        let valueStart: Int
                        if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                            valueStart = at + 1
                            at = valueStart
                            while at < bytes.count, bytes[at] != quote { at += 1 }
                            guard at < bytes.count else { return nil }
                            value = String(decoding: bytes[valueStart..<at], as: UTF8.self)
                            at += 1
                        } else {
                            valueStart = at
                            while at < bytes.count, !isSpace(bytes[at]), bytes[at] != UInt8(ascii: ">") { at += 1 }
                            value = String(decoding: bytes[valueStart..<at], as: UTF8.self)
                        }
                    }
                    if !tag.isClosing { tag.attributes.append((key, value)) }
                } else {
                    return nil
                }
            }
            return nil
        }
    }
}

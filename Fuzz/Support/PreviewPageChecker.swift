/// Checks a `markupc preview` page: well-formed HTML (a doctype, every `<` opening a known
/// element with known, double-quoted attributes, every element closed in order, `&` only in
/// entities), whose scripts are exactly the page writer's own: so no text of a catalog or a
/// style book became an element, an attribute or a script. Gives the page's text (entities
/// decoded, inside elements and attribute values) for the caller's checks.
struct PreviewPageChecker {
    /// The elements the page writer and the HTML emitter write.
    static let elements: Set<String> = [
        "html", "head", "meta", "title", "style", "script", "body", "header", "main", "footer", "h1", "h2", "h3", "nav", "ol", "ul",
        "li", "section", "div", "p", "code", "a", "small", "span", "label", "input", "i", "b", "img", "br", "table", "tr", "td",
        "th", "thead", "tbody", "details", "summary", "bdi",
    ]
    static let voidElements: Set<String> = ["meta", "input", "img", "br"]
    /// The attributes they carry.
    static let attributes: Set<String> = [
        "charset", "class", "content", "data-col", "data-ref", "data-key", "data-mark", "data-action", "data-language", "data-column",
        "data-file", "data-level", "data-line", "data-rule", "data-rules", "dir", "href", "http-equiv",
        "id", "lang", "name", "rel", "role", "style", "tabindex", "type", "value", "src", "alt", "width", "height", "placeholder",
        "for", "title", "hidden", "aria-label", "aria-hidden", "autocomplete", "spellcheck", "open",
    ]

    /// Every text run and attribute value, decoded, one after the other.
    private(set) var texts: [String] = []
    /// The contents of each `<script>` element.
    private(set) var scripts: [String] = []

    init(_ page: [UInt8]) {
        require(isValidUTF8(page), "the preview page is not valid UTF-8")
        let s = Array(String(decoding: page, as: UTF8.self).unicodeScalars)
        func fail(_ what: String, at index: Int) -> Never {
            let context = String(String.UnicodeScalarView(s[max(0, index - 120)..<min(s.count, index + 60)]))
            fatalError("fuzz invariant violated: preview page: \(what) at scalar \(index), near: \(context)")
        }
        let doctype = Array("<!doctype html>".unicodeScalars)
        guard s.count >= doctype.count, String(String.UnicodeScalarView(s[0..<doctype.count])).lowercased() == "<!doctype html>" else {
            fail("no <!doctype html>", at: 0)
        }
        var i = doctype.count
        var open: [String] = []
        var text = ""
        func decodeEntity() -> Unicode.Scalar {
            // At `&`: one of the entities the writers use.
            var name = ""
            var j = i + 1
            while j < s.count, j - i < 12, s[j] != ";" { name.unicodeScalars.append(s[j]); j += 1 }
            guard j < s.count, s[j] == ";" else { fail("& outside an entity", at: i) }
            i = j + 1
            switch name {
            case "amp": return "&"
            case "lt": return "<"
            case "gt": return ">"
            case "quot": return "\""
            case "#39", "apos": return "'"
            case "nbsp": return "\u{A0}"
            default:
                if name.hasPrefix("#x"), let value = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(value) { return scalar }
                if name.hasPrefix("#"), let value = UInt32(name.dropFirst(1)), let scalar = Unicode.Scalar(value) { return scalar }
                fail("unknown entity &\(name);", at: i)
            }
        }
        func isNameScalar(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("0"..."9").contains(c) || c == "-" }
        while i < s.count {
            let c = s[i]
            if c == "&" {
                text.unicodeScalars.append(decodeEntity())
                continue
            }
            if c == ">" { fail("raw > in text", at: i) }
            guard c == "<" else {
                text.unicodeScalars.append(c)
                i += 1
                continue
            }
            if !text.isEmpty { texts.append(text); text = "" }
            let tagStart = i
            i += 1
            let isEnd = i < s.count && s[i] == "/"
            if isEnd { i += 1 }
            var name = ""
            while i < s.count, isNameScalar(s[i]) { name.unicodeScalars.append(s[i]); i += 1 }
            guard Self.elements.contains(name) else { fail("element <\(name)>", at: tagStart) }
            while true {
                while i < s.count, s[i] == " " || s[i] == "\n" { i += 1 }
                guard i < s.count else { fail("unterminated tag <\(name)", at: tagStart) }
                if s[i] == ">" { i += 1; break }
                if s[i] == "/", i + 1 < s.count, s[i + 1] == ">", Self.voidElements.contains(name) { i += 2; break }
                guard !isEnd else { fail("junk in </\(name)>", at: i) }
                var attribute = ""
                while i < s.count, isNameScalar(s[i]) { attribute.unicodeScalars.append(s[i]); i += 1 }
                guard Self.attributes.contains(attribute) else { fail("attribute \"\(attribute)\" on <\(name)>", at: i) }
                guard i < s.count, s[i] == "=" else { continue }  // a boolean attribute
                guard i + 1 < s.count, s[i + 1] == "\"" else { fail("unquoted \(attribute) on <\(name)>", at: i) }
                i += 2
                var value = ""
                while true {
                    guard i < s.count else { fail("unterminated \(attribute) value", at: i) }
                    if s[i] == "\"" { i += 1; break }
                    if s[i] == "<" { fail("raw < in the \(attribute) value", at: i) }
                    if s[i] == "&" { value.unicodeScalars.append(decodeEntity()); continue }
                    value.unicodeScalars.append(s[i])
                    i += 1
                }
                if attribute == "href" || attribute == "src" {
                    let scheme = value.trimmingPrefixWhitespace().lowercased()
                    require(!scheme.hasPrefix("javascript:") && !scheme.hasPrefix("data:text"), "preview page: \(attribute)=\"\(value)\"")
                }
                texts.append(value)
            }
            if isEnd {
                guard open.last == name else { fail("</\(name)> closes <\(open.last ?? "nothing")>", at: tagStart) }
                open.removeLast()
            } else if name == "script" || name == "style" {
                // Raw text up to its end tag.
                let end = Array("</\(name)>".unicodeScalars)
                var j = i
                while j + end.count <= s.count, Array(s[j..<(j + end.count)]) != end { j += 1 }
                guard j + end.count <= s.count else { fail("unterminated <\(name)>", at: tagStart) }
                if name == "script" { scripts.append(String(String.UnicodeScalarView(s[i..<j]))) }
                i = j + end.count
            } else if !Self.voidElements.contains(name) {
                open.append(name)
            }
        }
        if !text.isEmpty { texts.append(text) }
        require(open.isEmpty, "preview page: <\(open.joined(separator: "><"))> never closed")
    }
}

extension String {
    fileprivate func trimmingPrefixWhitespace() -> Substring {
        drop { $0.isWhitespace || $0.unicodeScalars.allSatisfy { $0.value < 0x20 } }
    }
}

/// Checks HTML emitter output: every element and attribute is one the emitter writes, every
/// attribute value is quoted and escaped, elements are balanced, no link or image source has
/// a forbidden scheme, and no style holds CSS the writer does not produce.
enum HTMLOutputChecker {
    /// The elements the emitter writes, with the attributes each may carry.
    static let fragmentElements: [String: Set<String>] = [
        "div": ["class", "style", "lang"],
        "span": ["class", "style", "data-action", "role", "tabindex"],
        "a": ["href", "class", "style", "data-action"],
        "img": ["src", "alt", "width", "height"],
    ]
    static let pageElements: [String: Set<String>] = [
        "html": ["lang"], "head": [], "meta": ["charset", "name", "content"], "title": [],
        "link": ["rel", "href"], "style": [], "body": [],
    ]
    static let voidElements: Set<String> = ["img", "meta", "link"]

    static func check(_ output: [UInt8], document: Bool) {
        require(isValidUTF8(output), "HTML output is not valid UTF-8")
        var allowed = fragmentElements
        if document { allowed.merge(pageElements) { a, _ in a } }
        var index = 0
        var stack: [String] = []
        if document {
            let doctype = Array("<!doctype html>\n".utf8)
            require(output.starts(with: doctype), "an HTML page does not start with <!doctype html>")
            index = doctype.count
        }
        while index < output.count {
            let byte = output[index]
            if byte == UInt8(ascii: ">") { require(false, "raw '>' in HTML text at byte \(index)") }
            if byte < 0x20 && byte != 0x09 && byte != 0x0A || byte == 0x7F { require(false, "raw control byte 0x\(String(byte, radix: 16)) in HTML at byte \(index)") }
            guard byte == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let closing = index + 1 < output.count && output[index + 1] == UInt8(ascii: "/")
            var cursor = index + (closing ? 2 : 1)
            let nameStart = cursor
            while cursor < output.count, isNameByte(output[cursor]) { cursor += 1 }
            let name = String(decoding: output[nameStart..<cursor], as: UTF8.self)
            require(allowed[name] != nil, "HTML output has an element <\(closing ? "/" : "")\(name)> the emitter does not write (byte \(index))")
            if closing {
                require(cursor < output.count && output[cursor] == UInt8(ascii: ">"), "malformed end tag </\(name) at byte \(index)")
                require(stack.last == name, "end tag </\(name)> at byte \(index) does not close the open <\(stack.last ?? "nothing")>")
                stack.removeLast()
                index = cursor + 1
                continue
            }
            cursor = readAttributes(output, from: cursor, element: name, allowed: allowed[name]!)
            require(cursor < output.count && output[cursor] == UInt8(ascii: ">"), "start tag <\(name) at byte \(index) does not end with '>'")
            index = cursor + 1
            if !voidElements.contains(name) { stack.append(name) }
            if name == "style" {
                // Raw text up to </style>: a stylesheet the writer built, never markup.
                let end = find(Array("</style>".utf8), in: output, from: index)
                require(end != nil, "<style> is never closed")
                checkStylesheet(String(decoding: output[index..<end!], as: UTF8.self))
                index = end!
            }
        }
        require(stack.isEmpty, "HTML output leaves <\(stack.joined(separator: "><"))> open")
        require(output.last == UInt8(ascii: "\n"), "HTML output does not end with a newline")
    }

    /// Reads ` name="value"` pairs up to the tag's end; returns the offset after the last.
    private static func readAttributes(_ output: [UInt8], from start: Int, element: String, allowed: Set<String>) -> Int {
        var cursor = start
        var seen: Set<String> = []
        while cursor < output.count, output[cursor] == UInt8(ascii: " ") {
            cursor += 1
            let nameStart = cursor
            while cursor < output.count, isNameByte(output[cursor]) { cursor += 1 }
            let name = String(decoding: output[nameStart..<cursor], as: UTF8.self)
            require(allowed.contains(name), "<\(element)> has an attribute \"\(name)\" the emitter does not write")
            require(seen.insert(name).inserted, "<\(element)> has the attribute \"\(name)\" twice")
            require(cursor + 1 < output.count && output[cursor] == UInt8(ascii: "=") && output[cursor + 1] == UInt8(ascii: "\""),
                    "attribute \(name) of <\(element)> is not name=\"value\"")
            cursor += 2
            let valueStart = cursor
            while cursor < output.count, output[cursor] != UInt8(ascii: "\"") {
                let byte = output[cursor]
                require(byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "'"),
                        "unescaped '\(Character(Unicode.Scalar(byte)))' in attribute \(name) of <\(element)>")
                cursor += 1
            }
            require(cursor < output.count, "attribute \(name) of <\(element)> is never closed")
            let value = decodeReferences(String(decoding: output[valueStart..<cursor], as: UTF8.self))
            cursor += 1
            switch name {
            case "href", "src": checkURL(value, in: element)
            case "style": checkCSS(value, what: "style attribute of <\(element)>")
            case "role": require(value == "button", "role=\"\(value)\"")
            case "tabindex": require(value == "0", "tabindex=\"\(value)\"")
            default: break
            }
        }
        return cursor
    }

    /// No `javascript:`, `vbscript:` or `data:` URL, however it is disguised with spaces or case.
    static func checkURL(_ url: String, in element: String) {
        let squeezed = String(url.unicodeScalars.filter { $0.value > 0x20 }).lowercased()
        for scheme in ["javascript:", "vbscript:", "data:"] {
            require(!squeezed.hasPrefix(scheme), "<\(element)> has a \(scheme) URL: \(url)")
        }
    }

    /// CSS the writer rebuilds from parsed values never loads anything or escapes its context.
    static func checkCSS(_ css: String, what: String) {
        let lowered = css.lowercased()
        for forbidden in ["url(", "expression(", "@import", "</", "<!--", "javascript:", "\\"] {
            require(!lowered.contains(forbidden), "\(what) contains \"\(forbidden)\": \(css)")
        }
    }

    /// The stylesheet of the classes mode: balanced braces, nothing forbidden, no markup.
    static func checkStylesheet(_ css: String) {
        checkCSS(css, what: "the stylesheet")
        require(!css.contains("<"), "the stylesheet contains '<'")
        var depth = 0
        var quote: Character?
        for character in css {
            if let open = quote {
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "\"", "'": quote = character
            case "{": depth += 1; require(depth == 1, "nested '{' in the stylesheet")
            case "}": depth -= 1; require(depth == 0, "unbalanced '}' in the stylesheet")
            default: break
            }
        }
        require(depth == 0 && quote == nil, "the stylesheet ends inside a rule or a string")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// Decodes the character references the escaper writes (`&amp;` `&lt;` `&gt;` `&quot;` `&#N;`).
    static func decodeReferences(_ value: String) -> String {
        guard value.contains("&") else { return value }
        var result = ""
        var rest = Substring(value)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else {
                result += rest[amp...]
                return result
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            default:
                if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                    result.unicodeScalars.append(scalar)
                } else {
                    require(false, "unknown character reference &\(name); in an attribute")
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], Array(haystack[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }
}

import Foundation
import StyleMarkup

/// A small, strict scanner for the HTML the emitter writes: every `<` must open a known
/// element with known, double-quoted attributes; text and values must be fully escaped;
/// styles must be plain declarations. Used by the unit and browser tests.
public enum HTMLScanner {
    public struct Element { public var name: String; public var attributes: [(name: String, value: String)]; public var isEnd: Bool }

    public static let elements: Set = ["!doctype", "html", "head", "meta", "title", "style", "link", "body", "div", "span", "a", "img"]
    public static let voidElements: Set = ["!doctype", "meta", "link", "img"]
    public static let attributes: Set = ["lang", "charset", "name", "content", "rel", "href", "src", "alt", "width", "height",
                                  "class", "style", "data-action", "role", "tabindex"]
    public static let properties: Set = ["white-space", "font-family", "font-size", "font-weight", "font-style", "color", "background-color",
                                  "text-decoration", "text-decoration-line", "text-decoration-style", "text-decoration-thickness",
                                  "text-decoration-color", "letter-spacing", "vertical-align", "text-align", "line-height",
                                  "padding-inline-start", "text-indent"]

    /// Scans `html`. `strict` is for the emitter's own output; the browser's serialization
    /// leaves quotes in text unescaped and may use other entities.
    public static func scan(_ html: String, strict: Bool = true, extraElements: Set<String> = []) -> (elements: [Element], problems: [String]) {
        let s = Array(html.unicodeScalars)
        var i = 0
        var found: [Element] = []
        var problems: [String] = []
        var open: [String] = []
        func isNameScalar(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic && c.isASCII || ("0"..."9").contains(c) || c == "-" || c == "!" }
        while i < s.count {
            let c = s[i]
            if c == "&" {
                let rest = String(String.UnicodeScalarView(s[i..<min(i + 10, s.count)]))
                if strict, rest.range(of: #"^&(amp|lt|gt|quot|#39|#[0-9]{1,3});"#, options: .regularExpression) == nil { problems.append("bad entity at \(i)") }
                i += 1
                continue
            }
            if c == ">" || (strict && (c == "\"" || c == "'")) { problems.append("raw \(c) in text at \(i)") }
            guard c == "<" else { i += 1; continue }
            i += 1
            let isEnd = i < s.count && s[i] == "/"
            if isEnd { i += 1 }
            var name = ""
            while i < s.count, isNameScalar(s[i]) { name.unicodeScalars.append(s[i]); i += 1 }
            name = name.lowercased()
            guard !name.isEmpty else { problems.append("stray < at \(i)"); continue }
            if !elements.contains(name) && !extraElements.contains(name) { problems.append("element <\(name)>") }
            var element = Element(name: name, attributes: [], isEnd: isEnd)
            if name == "!doctype" { while i < s.count, s[i] != ">" { i += 1 }; i += 1; found.append(element); continue }
            var closed = false
            while i < s.count {
                while i < s.count, s[i] == " " { i += 1 }
                guard i < s.count else { break }
                if s[i] == ">" { i += 1; closed = true; break }
                var attribute = ""
                while i < s.count, isNameScalar(s[i]) { attribute.unicodeScalars.append(s[i]); i += 1 }
                guard !attribute.isEmpty, !isEnd else { problems.append("junk in <\(name)> at \(i)"); break }
                if !attributes.contains(attribute.lowercased()) { problems.append("attribute \(attribute) on <\(name)>") }
                guard i + 1 < s.count, s[i] == "=", s[i + 1] == "\"" else { problems.append("unquoted \(attribute) on <\(name)>"); break }
                i += 2
                var value = ""
                while i < s.count, s[i] != "\"" { value.unicodeScalars.append(s[i]); i += 1 }
                i += 1
                if strict, value.contains("<") || value.contains(">") || value.contains("'") { problems.append("raw markup in \(attribute)=\"\(value)\"") }
                let decoded = decode(value)
                element.attributes.append((attribute.lowercased(), decoded))
                if attribute == "style" { problems += checkDeclarations(decoded) }
                if ["href", "src"].contains(attribute), let scheme = LinkPolicy.scheme(of: decoded), ["javascript", "vbscript", "data"].contains(scheme), !(attribute == "src" && scheme == "data") {
                    problems.append("\(attribute)=\(decoded)")
                }
                if i < s.count, s[i] != " ", s[i] != ">" { problems.append("attribute \(attribute) not followed by space or > in <\(name)>") }
            }
            if !closed { problems.append("unterminated <\(name)>") }
            found.append(element)
            if isEnd, open.last == name { open.removeLast() } else if isEnd { problems.append("</\(name)> closes \(open.last ?? "nothing")") }
            if !isEnd, !voidElements.contains(name) { open.append(name) }
            if !isEnd, name == "style" || name == "script" {
                let rest = String(String.UnicodeScalarView(s[i...]))
                guard let end = rest.range(of: "</\(name)") else { problems.append("unterminated <\(name)>"); break }
                let css = String(rest[..<end.lowerBound])
                if name == "style" { problems += checkStylesheet(css) }
                i += css.unicodeScalars.count
            }
        }
        if !open.isEmpty { problems.append("unclosed \(open)") }
        return (found, problems)
    }

    public static func decode(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `property: value; …` with known properties and values that cannot open a rule,
    /// load a URL, or escape a string.
    public static func checkDeclarations(_ css: String) -> [String] {
        var problems: [String] = []
        for declaration in css.components(separatedBy: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where !declaration.isEmpty {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, properties.contains(parts[0]) else { problems.append("declaration \(declaration)"); continue }
            let value = parts[1]
            if value.contains(where: { "{}<>\\@/".contains($0) }) || value.replacingOccurrences(of: "rgba(", with: "").contains("(")
                || value.filter({ $0 == "\"" }).count % 2 != 0 {
                problems.append("value \(value)")
            }
            if value.contains("\""), value.range(of: #"^"[\p{L}\p{Nd} _-]+", (monospace|sans-serif)$"#, options: .regularExpression) == nil {
                problems.append("quoted value \(value)")
            }
        }
        return problems
    }

    /// One rule per line: a class selector (or the two wrapper rules) and declarations.
    public static func checkStylesheet(_ css: String) -> [String] {
        var problems: [String] = []
        for line in css.split(separator: "\n") {
            guard line.range(of: #"^(\.markupc|:where\(\.markupc\) a|\.m-[A-Za-z0-9_-]+) \{ ([^{}]*) \}$"#, options: .regularExpression) != nil,
                  let open = line.firstIndex(of: "{"), let close = line.lastIndex(of: "}") else { problems.append("rule \(line)"); continue }
            problems += checkDeclarations(String(line[line.index(after: open)..<close]))
        }
        return problems
    }

    /// What makes `html` more than the emitter's own elements, attributes and CSS: a script, a
    /// raw control character, or anything ``scan(_:strict:extraElements:)`` finds; empty when safe.
    public static func safetyProblems(_ html: String) -> [String] {
        var problems: [String] = []
        if html.lowercased().contains("<script") { problems.append("a <script") }
        if html.contains("\u{1B}") || html.contains("\u{7}") { problems.append("raw control characters") }
        return problems + scan(html).problems
    }
}

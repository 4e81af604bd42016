import Foundation

/// The Content-Security-Policy of markupc's own pages (`markupc preview`'s page and lint's HTML
/// report), written as a `<meta http-equiv="Content-Security-Policy">` at the top of the head:
///
/// ```
/// default-src 'none'; script-src 'sha256-…'; style-src 'sha256-…' 'unsafe-hashes' 'sha256-…' …;
/// base-uri 'none'; form-action 'none'
/// ```
///
/// Nothing may be loaded, and the only script and style the browser runs and applies are the
/// page's own: each `<script>` and `<style>` element the page's writer wrote (hashed from the
/// writer's own text, never from what the strings hold) and each `style` attribute value the
/// page holds (the emitter's image boxes, the preview's budget boxes). An inline event handler
/// (`onclick=`), a `javascript:` URL, or any other script or stylesheet is refused.
package enum PageSecurityPolicy {
    /// The `<meta>` element for a page whose writer wrote `trusted` (fragments holding its
    /// `<script>` and `<style>` elements) and whose text is `page` (searched for `style`
    /// attributes).
    package static func meta(trusted: [String], page: [UInt8]) -> String {
        var scripts: [String] = []
        var styles: [String] = []
        for fragment in trusted {
            for content in elementContents("script", in: fragment) where !scripts.contains(hash(Array(content.utf8))) {
                scripts.append(hash(Array(content.utf8)))
            }
            for content in elementContents("style", in: fragment) where !styles.contains(hash(Array(content.utf8))) {
                styles.append(hash(Array(content.utf8)))
            }
        }
        let attributes = styleAttributeValues(in: page).map(hash).sorted()
        var policy = "default-src 'none'; script-src " + (scripts.isEmpty ? "'none'" : scripts.map { "'\($0)'" }.joined(separator: " "))
        policy += "; style-src " + (styles.isEmpty && attributes.isEmpty ? "'none'" : styles.map { "'\($0)'" }.joined(separator: " "))
        if !attributes.isEmpty { policy += " 'unsafe-hashes' " + attributes.map { "'\($0)'" }.joined(separator: " ") }
        policy += "; base-uri 'none'; form-action 'none'"
        return "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
    }

    /// `sha256-` and the base64 of the SHA-256 of `bytes`, as CSP writes a hash.
    static func hash(_ bytes: [UInt8]) -> String {
        "sha256-" + Data(SHA256.digest(bytes)).base64EncodedString()
    }

    /// The text between `<name>` and `</name>` of each such element of `fragment` (elements
    /// written without attributes, as the writers write them).
    static func elementContents(_ name: String, in fragment: String) -> [Substring] {
        var contents: [Substring] = []
        var rest = fragment[...]
        while let open = rest.range(of: "<\(name)>"), let close = rest.range(of: "</\(name)>", range: open.upperBound..<rest.endIndex) {
            contents.append(rest[open.upperBound..<close.lowerBound])
            rest = rest[close.upperBound...]
        }
        return contents
    }

    /// The distinct decoded values of the ` style="…"` attributes in `page`.
    static func styleAttributeValues(in page: [UInt8]) -> Set<[UInt8]> {
        let marker = Array(" style=\"".utf8)
        var values = Set<[UInt8]>()
        var index = 0
        let last = page.count - marker.count
        while index <= last {
            guard page[index] == marker[0], page[index + 1] == marker[1], page[index..<index + marker.count].elementsEqual(marker) else {
                index += 1
                continue
            }
            let start = index + marker.count
            guard let end = page[start...].firstIndex(of: UInt8(ascii: "\"")) else { break }
            values.insert(decodeReferences(page[start..<end]))
            index = end + 1
        }
        return values
    }

    /// An attribute value with the character references the writers write (`&amp;` `&lt;`
    /// `&gt;` `&quot;` `&#39;` `&#N;`) decoded, as the browser hashes it.
    static func decodeReferences(_ value: ArraySlice<UInt8>) -> [UInt8] {
        guard value.contains(UInt8(ascii: "&")) else { return Array(value) }
        let text = String(decoding: value, as: UTF8.self)
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else {
                out += rest[amp...]
                rest = rest[rest.endIndex...]
                break
            }
            let name = rest[rest.index(after: amp)..<semicolon]
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            default:
                if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += rest[amp...semicolon]
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        out += rest
        return Array(out.utf8)
    }
}

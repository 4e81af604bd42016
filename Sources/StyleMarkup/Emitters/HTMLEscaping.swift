/// Escaping for the HTML emitter: text, attribute values and URLs.
///
/// The same escaping serves element content and double-quoted attribute values: `&`, `<`,
/// `>`, `"` and `'` become character references, so no text can open a tag or end an
/// attribute. Control characters, which HTML cannot carry raw or a terminal could act on,
/// are written as references (tab and line feed pass through) or replaced (NUL, C1).
package enum HTMLEscaping {
    /// Appends `bytes` (UTF-8) escaped for element content or a quoted attribute value.
    package static func append(_ bytes: ArraySlice<UInt8>, to output: inout [UInt8]) {
        var start = bytes.startIndex
        var index = bytes.startIndex
        let end = bytes.endIndex
        while index < end {
            let byte = bytes[index]
            let replacement: String
            var length = 1
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case 0x00: replacement = "\u{FFFD}"
            case 0x09, 0x0A:
                index += 1
                continue
            case 0x01..<0x20, 0x7F: replacement = "&#\(byte);"
            case 0xC2 where index + 1 < end && (0x80...0x9F).contains(bytes[index + 1]):
                // C1 controls: a reference would be remapped to Windows-1252 by the HTML parser.
                replacement = "\u{FFFD}"
                length = 2
            default:
                index += 1
                continue
            }
            output.append(contentsOf: bytes[start..<index])
            output.append(contentsOf: replacement.utf8)
            index += length
            start = index
        }
        output.append(contentsOf: bytes[start..<end])
    }

    /// Appends `text` escaped.
    package static func append(_ text: String, to output: inout [UInt8]) {
        append(Array(text.utf8)[...], to: &output)
    }

    /// `text` escaped.
    static func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        append(text, to: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends ` name="value"` with the value escaped.
    package static func appendAttribute(_ name: String, _ value: String, to output: inout [UInt8]) {
        output.append(contentsOf: " \(name)=\"".utf8)
        append(value, to: &output)
        output.append(UInt8(ascii: "\""))
    }

    /// Schemes never written as a link, whatever a style book allows.
    static let forbiddenLinkSchemes = Set(LinkPolicy.neverAllowedSchemes)
    /// Schemes never written as an image source, whatever a style book allows.
    static let forbiddenImageSchemes: Set<String> = ["javascript", "vbscript"]

    /// `url` normalized by `policy` when the policy allows it and its scheme is not in
    /// `forbidden`; otherwise `nil`. The compiler has already checked every link; this check
    /// covers books built in code and links written by other means.
    ///
    /// After normalization a URL holds no control character, space or quote, so the scheme
    /// ``LinkPolicy/scheme(of:)`` reads is the one a browser's URL parser reads.
    package static func checkedURL(_ url: String, policy: LinkPolicy, forbidden: Set<String>) -> String? {
        guard let normalized = try? policy.normalize(url) else { return nil }
        if let scheme = LinkPolicy.scheme(of: normalized), forbidden.contains(scheme) { return nil }
        return normalized
    }
}

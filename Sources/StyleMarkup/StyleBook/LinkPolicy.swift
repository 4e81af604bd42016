/// Checks and normalizes link URLs: allowed schemes, other hosts, percent-encoding, control
/// characters.
///
/// Links are URI references (RFC 3986). A link is first read as a browser reads it (leading
/// and trailing spaces and C0 controls dropped, tab and newline removed, `\` taken as `/`): its scheme is the one a browser sees, and a link that then starts
/// with `//` opens another host, so it is an error unless ``allowedSchemes`` holds `"//"`.
/// A scheme outside ``allowedSchemes`` is an error; a control character is an error; a path
/// reference (`help/terms`, `/help`, `#top`, `?q=1`) is allowed. The link then loses its
/// leading and trailing spaces, and characters a URI may not hold are percent-encoded as UTF-8;
/// a link with nothing left is an error: it would open nothing.
public struct LinkPolicy: Hashable, Sendable {
    /// Lower-case URL schemes that links may use; `"//"` allows scheme-relative links
    /// (`//cdn.example.com/x`), which open another host.
    public var allowedSchemes: [String]

    /// The entry of ``allowedSchemes`` that allows scheme-relative links.
    public static let schemeRelative = "//"

    /// The schemes allowed when a style book does not set `$linkSchemes`.
    public static let defaultSchemes = ["http", "https", "mailto", "tel"]

    /// Schemes no policy allows, in any letter case: a `javascript:` or `vbscript:` link runs
    /// code where it is opened, and a `data:` link carries a whole document of its own. A style
    /// book that lists one in `$linkSchemes` is invalid, and ``normalize(_:)`` refuses them even
    /// when ``allowedSchemes`` holds one (a policy built in code).
    public static let neverAllowedSchemes = ["javascript", "vbscript", "data"]

    /// Creates a policy.
    public init(allowedSchemes: [String] = LinkPolicy.defaultSchemes) {
        self.allowedSchemes = allowedSchemes.map { $0.lowercased() }
    }

    /// Why a link was rejected.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The link is empty, or only spaces: it would open nothing.
        case empty
        /// The link holds a control character.
        case controlCharacter(Unicode.Scalar)
        /// The link's scheme is not allowed.
        case schemeNotAllowed(scheme: String, allowed: [String])
        /// The link, read as a browser reads it, starts with `//`: it opens another host, and
        /// ``LinkPolicy/allowedSchemes`` does not hold `"//"`.
        case otherHost

        /// A message for diagnostics.
        public var description: String {
            switch self {
            case .empty:
                return "link is empty: give a URL, or leave the link out"
            case .controlCharacter(let scalar):
                return "link contains control character U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))"
            case .schemeNotAllowed(let scheme, let allowed):
                return "link scheme \"\(scheme)\" is not allowed (allowed: \(allowed.joined(separator: ", ")))"
            case .otherHost:
                return #"link starts with "//" as a browser reads it, so it opens another host; write the whole URL with an allowed scheme, or add "//" to $linkSchemes"#
            }
        }
    }

    /// The scheme of `link`, lower-cased, or `nil` for a relative reference.
    public static func scheme(of link: String) -> String? {
        var scheme = ""
        for (index, scalar) in link.unicodeScalars.enumerated() {
            if scalar == ":" { return index == 0 ? nil : scheme.lowercased() }
            let isLetter = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            let isOther = ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
            guard isLetter || (index > 0 && isOther) else { return nil }
            scheme.unicodeScalars.append(scalar)
        }
        return nil
    }

    /// How a browser's URL parser reads the start of `link`: its scheme (lower-cased), if it has
    /// one, and whether it starts with `//`. The parser drops leading and trailing spaces and C0
    /// controls, removes every tab, line feed and carriage return, and takes `\` as `/`, so
    /// ` //x`, `\\x`, `/\x` and `/⇥/x` all start with `//`.
    static func browserStart(of link: String) -> (scheme: String?, startsWithDoubleSlash: Bool) {
        var bytes = link.utf8.makeIterator()
        var leading = true
        func next() -> UInt8? {
            while let byte = bytes.next() {
                if leading && byte <= 0x20 { continue }
                leading = false
                if byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
                return byte == UInt8(ascii: "\\") ? UInt8(ascii: "/") : byte
            }
            return nil
        }
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        guard let first = next() else { return (nil, false) }
        if first == UInt8(ascii: "/") { return (nil, next() == UInt8(ascii: "/")) }
        guard isLetter(first) else { return (nil, false) }
        var scheme = [first | 0x20]
        while let byte = next() {
            if byte == UInt8(ascii: ":") { return (String(decoding: scheme, as: UTF8.self), false) }
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard isLetter(byte) || isDigit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else { break }
            scheme.append(isLetter(byte) ? byte | 0x20 : byte)
        }
        return (nil, false)
    }

    /// Returns `link` without its leading and trailing spaces, percent-encoded; throws when
    /// nothing is left (``Problem/empty``), when its scheme is not allowed, when it opens another
    /// host (`//`, see ``Problem/otherHost``) or when it holds a control character.
    public func normalize(_ link: String) throws(Problem) -> String {
        try normalize(link, checkingScheme: true)
    }

    /// ``normalize(_:)``; the scheme and the other-host checks only when `checkingScheme` is set.
    func normalize(_ link: String, checkingScheme: Bool) throws(Problem) -> String {
        if checkingScheme {
            // The scheme and the host are the ones a browser sees, however the link is spaced
            // or slashed.
            let start = Self.browserStart(of: link)
            if let scheme = start.scheme, !allowedSchemes.contains(scheme) || Self.neverAllowedSchemes.contains(scheme) {
                throw .schemeNotAllowed(scheme: scheme, allowed: allowedSchemes.filter { !Self.neverAllowedSchemes.contains($0) })
            }
            if start.startsWithDoubleSlash && !allowedSchemes.contains(Self.schemeRelative) { throw .otherHost }
        }
        // Byte-level: links are checked once per tag with an href.
        var output: [UInt8] = []
        var changed = false
        var copy = link
        let problem: Problem? = copy.withUTF8 { bytes -> Problem? in
            output.reserveCapacity(bytes.count)
            // Spaces around the link are not part of it (a browser drops them too).
            var index = 0
            var end = bytes.count
            while index < end, bytes[index] == 0x20 { index += 1 }
            while end > index, bytes[end - 1] == 0x20 { end -= 1 }
            if index == end { return .empty }
            changed = index > 0 || end < bytes.count
            while index < end {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F {
                    return .controlCharacter(Unicode.Scalar(byte))
                }
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) {
                    return .controlCharacter(Unicode.Scalar(UInt32(bytes[index + 1]))!)
                }
                if byte >= 0x80 || Self.mustEncode[Int(byte)] {
                    output.append(UInt8(ascii: "%"))
                    output.append(Self.hexDigits[Int(byte >> 4)])
                    output.append(Self.hexDigits[Int(byte & 15)])
                    changed = true
                } else {
                    output.append(byte)
                }
                index += 1
            }
            return nil
        }
        if let problem { throw problem }
        return changed ? String(decoding: output, as: UTF8.self) : link
    }

    /// ASCII bytes a URI may not hold: space, `"`, `<`, `>`, `` ` ``, `{`, `}`, `|`, `\`, `^`.
    private static let mustEncode: [Bool] = (0..<128).map { " \"<>`{}|\\^".utf8.contains(UInt8($0)) }
    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)
}

extension String {
    /// The string padded with leading zeros to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

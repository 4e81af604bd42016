/// Checks and normalizes link URLs: allowed schemes, percent-encoding, control characters.
///
/// Links are URI references (RFC 3986). Characters a URI may not hold are percent-encoded as
/// UTF-8; a control character is an error; a scheme outside ``allowedSchemes`` is an error;
/// a relative reference (no scheme) is allowed.
public struct LinkPolicy: Hashable, Sendable {
    /// Lower-case URL schemes that links may use.
    public var allowedSchemes: [String]

    /// The schemes allowed when a style book does not set `$linkSchemes`.
    public static let defaultSchemes = ["http", "https", "mailto", "tel"]

    /// Creates a policy.
    public init(allowedSchemes: [String] = LinkPolicy.defaultSchemes) {
        self.allowedSchemes = allowedSchemes.map { $0.lowercased() }
    }

    /// Why a link was rejected.
    public enum Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The link holds a control character.
        case controlCharacter(Unicode.Scalar)
        /// The link's scheme is not allowed.
        case schemeNotAllowed(scheme: String, allowed: [String])

        /// A message for diagnostics.
        public var description: String {
            switch self {
            case .controlCharacter(let scalar):
                return "link contains control character U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))"
            case .schemeNotAllowed(let scheme, let allowed):
                return "link scheme \"\(scheme)\" is not allowed (allowed: \(allowed.joined(separator: ", ")))"
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

    /// Returns `link` percent-encoded, or throws when it holds a control character or its
    /// scheme is not allowed.
    public func normalize(_ link: String) throws(Problem) -> String {
        try normalize(link, checkingScheme: true)
    }

    /// Returns `link` percent-encoded, or throws when it holds a control character or, when
    /// `checkingScheme` is set, its scheme is not allowed.
    func normalize(_ link: String, checkingScheme: Bool) throws(Problem) -> String {
        // Byte-level: links are checked once per tag with an href.
        var output: [UInt8] = []
        var changed = false
        var copy = link
        let problem: Problem? = copy.withUTF8 { bytes -> Problem? in
            output.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
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
        let normalized = changed ? String(decoding: output, as: UTF8.self) : link
        if checkingScheme, let scheme = Self.scheme(of: normalized), !allowedSchemes.contains(scheme) {
            throw .schemeNotAllowed(scheme: scheme, allowed: allowedSchemes)
        }
        return normalized
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

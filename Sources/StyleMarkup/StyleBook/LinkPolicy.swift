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
        var output = ""
        output.reserveCapacity(link.utf8.count)
        for scalar in link.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) {
                throw .controlCharacter(scalar)
            }
            if value >= 0x80 || " \"<>`{}|\\^".unicodeScalars.contains(scalar) {
                for byte in String(scalar).utf8 {
                    output += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        if let scheme = Self.scheme(of: output), !allowedSchemes.contains(scheme) {
            throw .schemeNotAllowed(scheme: scheme, allowed: allowedSchemes)
        }
        return output
    }
}

extension String {
    /// The string padded with leading zeros to `width` characters.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

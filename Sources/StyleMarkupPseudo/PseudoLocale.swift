import StyleMarkup
import StyleMarkupLint

/// One way `markupc pseudo` changes the text of a string. Each is deterministic (the same
/// source always gives the same result) and they combine; tags, attributes, entities,
/// placeholders and escapes are never changed by any of them (Docs/Pseudo.md).
public enum PseudoTransformation: String, Hashable, Sendable, CaseIterable {
    /// Each ASCII letter becomes an accented look-alike (`Save` → `Šåṽé`): still readable,
    /// and text that was never localized stands out.
    case accented
    /// Padding words after the text, about 40% of a short string's length and less for
    /// longer ones (`PseudoText.paddingLength(forTextLength:)`), as translations run longer.
    case expanded
    /// The whole string in `[` … `]`, and the text of each link and tap action in `⟦` … `⟧`,
    /// so a clipped end or a clipped link shows.
    case bounded
    /// Each word wrapped in RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING, as Android's
    /// `ar-XB` does: the text reads right to left while the markup stays as it is.
    case rightToLeft = "right-to-left"
    /// A few characters that break naive fonts and line breaking appended to the text: Thai
    /// with stacked marks, a letter with combining marks, an emoji sequence and CJK.
    case stress

    /// The order the transformations are applied in, whatever order they are named in.
    static let applicationOrder: [PseudoTransformation] = [.accented, .rightToLeft, .expanded, .stress, .bounded]
}

/// A pseudo-locale: its identifier (the language `markupc pseudo` writes) and the
/// transformations that make its strings.
///
/// ```swift
/// PseudoLocale.enXA.transformations  // [.accented, .expanded, .bounded]
/// try PseudoLocale(parsing: "en-XL=accented,stress").identifier  // "en-XL"
/// ```
public struct PseudoLocale: Hashable, Sendable {
    /// The language identifier, as the output names it (`en-XA`).
    public var identifier: String
    /// The transformations, in any order; applied in a fixed order.
    public var transformations: Set<PseudoTransformation>

    /// Creates a locale.
    public init(identifier: String, transformations: Set<PseudoTransformation>) {
        self.identifier = identifier
        self.transformations = transformations
    }

    /// Android's `en-XA`: accented, expanded and bounded.
    public static let enXA = PseudoLocale(identifier: "en-XA", transformations: [.accented, .expanded, .bounded])
    /// Android's `ar-XB`: right-to-left.
    public static let arXB = PseudoLocale(identifier: "ar-XB", transformations: [.rightToLeft])
    /// The presets, by identifier.
    public static let presets: [PseudoLocale] = [enXA, arXB]

    /// Why a locale argument cannot be read.
    public struct ParseError: Error, Equatable, Sendable {
        /// What is wrong and how to write it.
        public var message: String
    }

    /// Reads `LOCALE` (a preset: `en-XA`, `ar-XB`) or `LOCALE=NAME,NAME…` (any locale, with the
    /// transformations named).
    public init(parsing argument: String) throws(ParseError) {
        let names = PseudoTransformation.allCases.map(\.rawValue).joined(separator: ", ")
        guard let equals = argument.firstIndex(of: "=") else {
            guard let preset = Self.presets.first(where: { $0.identifier.lowercased() == argument.lowercased() }) else {
                throw ParseError(message: "'\(argument)' is not a preset (en-XA, ar-XB); name its transformations: "
                                 + "\(argument.isEmpty ? "LOCALE" : argument)=NAME,… with NAME one of \(names)")
            }
            self = preset
            return
        }
        let identifier = String(argument[..<equals])
        try Self.checkIdentifier(identifier)
        var transformations: Set<PseudoTransformation> = []
        for name in argument[argument.index(after: equals)...].split(separator: ",", omittingEmptySubsequences: false) {
            guard let transformation = PseudoTransformation(rawValue: String(name)) else {
                throw ParseError(message: "'\(name)' is not a transformation; use \(names)")
            }
            transformations.insert(transformation)
        }
        self.init(identifier: identifier, transformations: transformations)
    }

    /// A locale identifier is a language tag's letters, digits, `-`, `_` and `@` (`en-XA`,
    /// `en@pseudo`): it names folders and catalog keys, so nothing else is allowed.
    private static func checkIdentifier(_ identifier: String) throws(ParseError) {
        let allowed = identifier.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_@".unicodeScalars.contains($0))
        }
        guard allowed, let first = identifier.unicodeScalars.first, first.properties.isAlphabetic else {
            throw ParseError(message: "'\(identifier)' is not a locale identifier (letters, digits, - _ @, starting with a letter, such as en-XA)")
        }
    }
}

/// The rules compile errors and warnings (Docs/CLI.md) are reported under, with their
/// identifiers (the raw values, printed as `[rule]`). `markupc lint` reports findings under
/// rules of its own, which include these four with the same identifiers.
public enum DiagnosticRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The string does not parse as markup.
    case malformedMarkup = "malformed-markup"
    /// A tag the style book does not name (only with a style book).
    case unknownTag = "unknown-tag"
    /// An image tag holds more than one character.
    case imageContent = "image-content"
    /// A link whose scheme or host the style book does not allow, or an empty one.
    case invalidLink = "invalid-link"

    /// The identifier, as printed: `malformed-markup`, `unknown-tag`, ….
    public var description: String { rawValue }
}

/// An error found while compiling tagged text: a markup error, or a tag the style book
/// rejects (unknown under `--strict`, an image holding text, a link that is not allowed).
public struct CompileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule identifier shared with `markupc lint`: `malformed-markup`, `unknown-tag`,
    /// `image-content` or `invalid-link`.
    public var rule: DiagnosticRule
    /// What is wrong.
    public var message: String
    /// Where, in the input.
    public var location: SourceLocation
    /// The markup error, when the input did not parse.
    public var markupError: MarkupError?

    /// Creates an error. A long message has its very long words (quoted input) shortened.
    public init(rule: DiagnosticRule, message: String, location: SourceLocation) {
        self.rule = rule
        self.message = DiagnosticText.shorten(message)
        self.location = location
    }

    /// Wraps a markup error.
    public init(_ error: MarkupError) {
        self.init(rule: error.rule, message: error.message, location: error.location)
        markupError = error
    }

    /// `line:column: message [rule]`.
    public var description: String { "\(location): \(message) [\(rule)]" }
}

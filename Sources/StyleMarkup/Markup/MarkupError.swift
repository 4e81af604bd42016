/// An error in tagged text, with the place it was found.
///
/// The message is written for the person who edits the string (often a translator): it says
/// what is wrong and, where one is likely, how to fix it.
public struct MarkupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The input is not valid UTF-8.
        case invalidUTF8
        /// The input contains a NUL byte.
        case nulByte
        /// A tag starts with `<` but never reaches `>`.
        case unterminatedTag
        /// A closing tag does not match the innermost open tag.
        case mismatchedClosingTag
        /// A closing tag appears with no tag open.
        case unexpectedClosingTag
        /// A tag is still open at the end of the input.
        case unclosedTag
        /// A tag attribute is not `name="value"` or `name='value'`, or is repeated.
        case malformedAttribute
        /// A numeric character reference does not name a Unicode scalar.
        case invalidCharacterReference
        /// Tags nest deeper than the limit.
        case nestingTooDeep
        /// The input or one of its parts is larger than a limit allows.
        case limitExceeded
        /// An image tag holds more than one character.
        case imageContent
    }

    /// What went wrong.
    public var kind: Kind
    /// A human-readable explanation, without the position.
    public var message: String
    /// Where it went wrong.
    public var location: SourceLocation
    /// The other place the message names, if any: for ``Kind/mismatchedClosingTag``, where the
    /// open tag it does not match was opened (the message's `opened at 1:4`). Lint reports it
    /// in the file's terms from here, never by reading the message.
    public var relatedLocation: SourceLocation?
    /// The markup the message tells the editor to write (`</b>`, `href="…"`, `<br/>`), if
    /// any, as markup. A caller whose text sits in a file with its own escaping (lint) gives
    /// it in that file's syntax from here, never by parsing the message.
    public var suggestion: String?

    /// Creates an error. A long message has its very long words (quoted input) shortened.
    public init(kind: Kind, message: String, location: SourceLocation, relatedLocation: SourceLocation? = nil,
                suggestion: String? = nil) {
        self.kind = kind
        self.message = DiagnosticText.shorten(message)
        self.location = location
        self.relatedLocation = relatedLocation
        self.suggestion = suggestion
    }

    /// The lint and diagnostic rule identifier: `image-content` for an image holding text,
    /// `malformed-markup` for everything else.
    public var rule: DiagnosticRule { kind == .imageContent ? .imageContent : .malformedMarkup }

    /// `line:column: message`.
    public var description: String { "\(location): \(message)" }
}

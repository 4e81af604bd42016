import Foundation

/// A localized string, its arguments filled as text and its markup compiled with the style book:
/// what the accessors `markupc generate` writes return.
///
/// ```swift
/// let welcome = L10n.welcome("<b>Bob</b>")    // a StyledString
/// welcome.text                                 // "Hello <b>Bob</b>, tap here"
/// welcome.runs                                 // styled runs, with UTF-16 ranges
/// welcome.action(atUTF16Offset: tap)           // "open-help"
/// AttributedString(welcome)                    // for SwiftUI's Text
/// ```
///
/// When the string could not be filled or compiled, ``problem`` says why and ``compiled`` holds
/// the markup shown as plain text (see ``LocalizationProblem``).
public struct StyledString: Sendable {
    /// The key of the string in its table.
    public let key: String
    /// The language whose markup was used (a language of the table, as the table spells it).
    public let language: String
    /// The filled markup that was compiled (the unfilled template when filling failed).
    public let markup: String
    /// The compiled text: text, runs, tags and warnings.
    public let compiled: CompiledText
    /// Why filling or compiling failed, or `nil`; on failure ``compiled`` holds ``markup`` as
    /// plain text.
    public let problem: LocalizationProblem?

    /// Creates a styled string from its parts (``LocalizedMarkupTable`` makes them).
    public init(key: String, language: String, markup: String, compiled: CompiledText, problem: LocalizationProblem?) {
        self.key = key
        self.language = language
        self.markup = markup
        self.compiled = compiled
        self.problem = problem
    }

    /// The plain text (images are U+FFFC), made by each call.
    public func makeText() -> String { compiled.makeText() }
    /// The attribute runs, in text order, covering the text with no gap, in an array made by
    /// each call (``compiled``'s `runs` is the same runs without a copy).
    public func makeRuns() -> [Run] { Array(compiled.runs) }
    /// Every tag occurrence in document order, with ranges into the text, made by each call.
    public func makeTags() -> [Tag] { compiled.makeTags() }
    /// The compile's warnings (a tag the style book does not name).
    public var warnings: [CompileWarning] { compiled.warnings }

    /// The link URL at a UTF-16 offset (a character index), if the character there is part of a link.
    public func link(atUTF16Offset offset: Int) -> String? { compiled.link(atUTF16Offset: offset) }

    /// The action name at a UTF-16 offset, if the character there is tappable.
    public func action(atUTF16Offset offset: Int) -> String? { compiled.action(atUTF16Offset: offset) }

    /// The text with its attributes as Foundation's `AttributedString`, made by the bridge's
    /// `AttributedString(_: CompiledText)` (StyleMarkup's attribute scope, links as `.link`).
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    public func attributedString() -> AttributedString {
        AttributedString(compiled)
    }
}

import Foundation

/// Compiles tagged text with a style book into ``CompiledText``: text, runs and tags.
///
/// ```swift
/// let compiler = MarkupCompiler(styleBook: try StyleBook(contentsOf: url))
/// let compiled = try compiler.compile("Tap <help>here</help>")
/// compiled.action(atUTF16Offset: 5)  // "help"
/// ```
///
/// Each character's attributes are `body`, then for each enclosing tag from outermost to
/// innermost: the `link` style (if the tag is a link or action), the tag's style, its `href`.
public struct MarkupCompiler: Sendable {
    /// The style book that gives tags their meaning.
    public var styleBook: StyleBook
    /// Whether a tag the style book does not name is an error (`--strict`).
    public var strict: Bool
    /// The limits applied while parsing.
    public var limits: MarkupLimits

    /// Creates a compiler.
    public init(styleBook: StyleBook = .default, strict: Bool = false, limits: MarkupLimits = .default) {
        self.styleBook = styleBook
        self.strict = strict
        self.limits = limits
    }

    /// Parses and compiles a string.
    /// - Throws: ``CompileError`` at the first problem.
    public func compile(_ string: String) throws(CompileError) -> CompiledText {
        let parsed: ParsedMarkup
        do { parsed = try parser.parse(string) } catch { throw CompileError(error) }
        return try compile(parsed)
    }

    /// Parses and compiles UTF-8 bytes.
    /// - Throws: ``CompileError`` at the first problem.
    public func compile(_ data: Data) throws(CompileError) -> CompiledText {
        let parsed: ParsedMarkup
        do { parsed = try parser.parse(data) } catch { throw CompileError(error) }
        return try compile(parsed)
    }

    /// The parser this compiler uses: its limits, and the book's image styles as image tags.
    public var parser: MarkupParser {
        MarkupParser(limits: limits, imageTags: styleBook.imageStyleNames)
    }

    /// Compiles markup parsed by ``parser``.
    /// - Throws: ``CompileError`` for an unknown tag under ``strict`` or an `href` that is not allowed.
    public func compile(_ parsed: ParsedMarkup) throws(CompileError) -> CompiledText {
        let contributions = try TagStyler(book: styleBook, strict: strict, parsed: parsed).styleTags()
        let utf8Count = parsed.utf8Text.count
        let runs = RunBuilder.build(tags: parsed.tags, contributions: contributions, body: styleBook.body,
                                    utf8Count: utf8Count, utf16Count: parsed.utf16Count)
        return CompiledText(utf8Text: parsed.utf8Text, utf16Count: parsed.utf16Count, runs: runs, tags: parsed.tags)
    }
}

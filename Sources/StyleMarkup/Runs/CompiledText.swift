/// Tagged text compiled with a style book: the plain text, its attribute runs and its tags.
///
/// Runs cover the text exactly, with no gap and no overlap; adjacent runs differ. Offsets are
/// UTF-16 (``TextRange/nsRange``) and UTF-8, so an app can hit-test a tap with the character
/// index UIKit gives it.
///
/// A compiled text is a value: copies are independent, and compiling into one
/// (``MarkupCompiler/compile(_:into:)``) reuses its storage only when nothing else holds it.
public struct CompiledText: Sendable {
    /// The plain text as UTF-8 bytes (images are U+FFFC).
    public internal(set) var utf8Text: [UInt8]
    /// The plain text (images are U+FFFC), made from ``utf8Text`` by each call.
    public func makeText() -> String { String(decoding: utf8Text, as: UTF8.self) }
    /// The text's length in UTF-16 code units.
    public internal(set) var utf16Count: Int
    /// The attribute runs, in text order.
    public internal(set) var runs: RunList
    /// Every tag occurrence in document order, with ranges into the text. For text compiled
    /// from markup the tags are kept as the compile left them and made into `Tag` values by
    /// each call (call it once for repeated use; ``innermostTag(atUTF16Offset:)`` makes none).
    public func makeTags() -> [Tag] { compiledTags?.makeTags() ?? storedTags }
    /// What the compile found worth telling that is not an error: each tag name the style
    /// book does not name, at its first tag (see ``CompileWarning``).
    public internal(set) var warnings: [CompileWarning] = []
    /// The tags of text that was not compiled from markup (read from a run list, or made from
    /// an attributed string).
    private var storedTags: [Tag]
    /// The tags of text compiled from markup, with what each resolved to (kept in the runs'
    /// storage, valid while the text lives); `nil` for other text.
    var compiledTags: CompiledTags? { CompiledTags(runs.storage) }

    /// Empty text: no characters, runs or tags (what ``MarkupCompiler/compile(_:into:)`` starts
    /// from, and leaves when it throws).
    public init() {
        self = Self.empty
    }

    /// The empty text, shared (its storage is never reused: this value holds it).
    private static let empty = CompiledText(utf8Text: [], utf16Count: 0, runs: RunList(bounds: [], styles: [], utf8End: 0, utf16End: 0), tags: [])

    /// Takes out of this text, for a compile into it (``MarkupCompiler/compile(_:into:)``), its
    /// text's array (left empty in its place) and its run storage when nothing else holds it
    /// (its tags dropped, so the tokenizer that made them can reuse their buffer). The text is
    /// then not to be read: the compile replaces it, with empty text if it fails.
    mutating func takeForReuse() -> (text: [UInt8], storage: RunStorage?) {
        var text: [UInt8] = []
        swap(&text, &utf8Text)
        guard runs.holdsStorageAlone() else { return (text, nil) }
        let storage = runs.storage
        storage.headerPointer.pointee.tags = nil
        return (text, storage)
    }

    /// Text with `tags` that was not compiled from markup.
    init(utf8Text: [UInt8], utf16Count: Int, runs: RunList, tags: [Tag]) {
        self.utf8Text = utf8Text
        self.utf16Count = utf16Count
        self.runs = runs
        self.storedTags = tags
    }

    /// Text compiled from markup: `runs`' storage holds its tags (``RunStorage/Header/tags``).
    init(utf8Text: [UInt8], utf16Count: Int, runs: RunList, warnings: [CompileWarning]) {
        self.utf8Text = utf8Text
        self.utf16Count = utf16Count
        self.runs = runs
        self.storedTags = []
        self.warnings = warnings
    }

    /// The number of tags (``tags``' count, without making them).
    var tagCount: Int { runs.storage.headerPointer.pointee.tags?.tokens.count ?? storedTags.count }

    /// What the tag at `index` of ``tags`` contributes to its text, and whether the style book
    /// named it, as the compile resolved it; `nil` when the text was not compiled from markup.
    func resolvedTag(at index: Int) -> (contribution: StyleAttributes, isNamedByBook: Bool)? {
        guard let compiledTags, index < compiledTags.resolutions.count, let table = runs.table else { return nil }
        let resolution = compiledTags.resolutions[index]
        return (table.contribution(resolution.contribution), resolution.isNamedByBook)
    }

    /// The run containing the UTF-16 offset (a character index), or `nil` outside the text.
    public func run(atUTF16Offset offset: Int) -> Run? {
        runs.index(containingUTF16Offset: offset).map { runs[$0] }
    }

    /// The link URL at a UTF-16 offset, if the character there is part of a link.
    public func link(atUTF16Offset offset: Int) -> String? {
        run(atUTF16Offset: offset)?.attributes.link
    }

    /// The action name at a UTF-16 offset, if the character there is tappable.
    public func action(atUTF16Offset offset: Int) -> String? {
        run(atUTF16Offset: offset)?.attributes.action
    }

    /// The innermost tag enclosing the UTF-16 offset, if any.
    public func innermostTag(atUTF16Offset offset: Int) -> Tag? {
        var best: Tag?
        let tags = self.makeTags()
        for tag in tags where tag.range.utf16.contains(offset) {
            if best == nil || tag.depth >= best!.depth { best = tag }
        }
        return best
    }
}

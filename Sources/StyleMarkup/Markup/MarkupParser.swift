import Foundation

/// Parses tagged text (see `Docs/Markup.md`) into plain text and tag occurrences.
///
/// ```swift
/// let parsed = try MarkupParser().parse("Tap <help>here</help>")
/// parsed.text          // "Tap here"
/// parsed.tags[0].range // utf16 4..<8
/// ```
public struct MarkupParser: Sendable {
    /// The limits applied to every input.
    public var limits: MarkupLimits
    /// Names of tags that stand for inline images: each one's text becomes one U+FFFC, and
    /// holding more than one character is an error (``MarkupError/Kind/imageContent``).
    public var imageTags: Set<String>

    /// Creates a parser with the given limits and image tag names.
    public init(limits: MarkupLimits = .default, imageTags: Set<String> = []) {
        self.limits = limits
        self.imageTags = imageTags
    }

    /// Parses a string.
    /// - Throws: ``MarkupError`` with the position of the first problem.
    public func parse(_ string: String) throws(MarkupError) -> ParsedMarkup {
        var copy = string
        let result = try copy.withUTF8 { bytes in Result { () throws(MarkupError) in try read(bytes) } }.get()
        return ParsedMarkup(utf8Text: result.text, tags: result.tags, utf16Count: result.utf16Count, source: .string(string))
    }

    /// Parses UTF-8 bytes.
    /// - Throws: ``MarkupError`` with the position of the first problem, including invalid UTF-8.
    public func parse(_ data: Data) throws(MarkupError) -> ParsedMarkup {
        let result = try data.withUnsafeBytes { raw in Result { () throws(MarkupError) in try read(raw.bindMemory(to: UInt8.self)) } }.get()
        return ParsedMarkup(utf8Text: result.text, tags: result.tags, utf16Count: result.utf16Count, source: .data(data))
    }

    @inline(__always)
    private func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(MarkupError) -> (text: [UInt8], utf16Count: Int, tags: [Tag]) {
        var store = TagStore(imageTags: imageTags)
        let (text, utf16Count) = try MarkupReader.read(bytes, limits: limits, store: &store)
        return (text, utf16Count, store.makeTags())
    }
}

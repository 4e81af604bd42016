import Foundation

/// Tokenizes many inputs one after another, reusing its buffers: the fast way to read
/// thousands of short strings (a localization file, a build step's folder of strings).
///
/// ``MarkupParser`` returns a ``ParsedMarkup`` that owns its text and ``Tag`` values, which
/// costs a few heap allocations per input. A tokenizer instead keeps the text of the latest
/// input in a buffer of its own and its tags as plain ``TagToken`` values, with each distinct
/// tag name made into a `String` once for all inputs. Each call to `tokenize` replaces the
/// previous result. It reports the same text, ranges and errors as ``MarkupParser``.
///
/// ```swift
/// let tokenizer = MarkupTokenizer()
/// for string in strings {
///     try tokenizer.tokenize(string)
///     for tag in tokenizer.tags { print(tokenizer.name(of: tag), tag.range.nsRange) }
/// }
/// ```
///
/// A tokenizer is not `Sendable`: use one per thread or task.
public final class MarkupTokenizer {
    /// The limits applied to every input.
    public let limits: MarkupLimits
    /// Names of tags that stand for inline images (see ``MarkupParser/imageTags``).
    public var imageTags: Set<String> { state.store.imageTags }

    /// Everything that changes per input, in one stored property. Access is not checked for
    /// exclusivity at run time (that check costs more than reading a short string): the
    /// tokenizer is not `Sendable` and never calls out while it mutates `state`.
    @exclusivity(unchecked) private var state: State
    /// The latest input's text length in UTF-8 bytes.
    public var utf8Count: Int { state.utf8Count }
    /// The latest input's text length in UTF-16 code units.
    public var utf16Count: Int { state.utf16Count }

    private struct State {
        var store: TagStore
        var buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        var capacity = 256
        var utf8Count = 0
        var utf16Count = 0
        /// Whether ``withUTF8Text(_:)`` is lending the buffer out: it must not be replaced then.
        var lendsText = false

        init(imageTags: Set<String>) { store = TagStore(imageTags: imageTags) }

        mutating func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, limits: MarkupLimits) throws(MarkupError) {
            precondition(!lendsText, "MarkupTokenizer.tokenize called inside withUTF8Text")
            store.reset()
            utf8Count = 0
            utf16Count = 0
            try MarkupReader.checkSize(of: bytes, limits: limits)
            let needed = MarkupReader.textCapacity(forInputBytes: bytes.count)
            if needed > capacity {
                buffer.deallocate()
                capacity = max(needed, capacity * 2)
                buffer = .allocate(capacity: capacity)
            }
            do {
                (utf8Count, utf16Count) = try MarkupReader.read(bytes, into: buffer, limits: limits, store: &store)
            } catch {
                store.reset()
                throw error
            }
        }
    }

    /// Creates a tokenizer with the given limits and image tag names.
    public init(limits: MarkupLimits = .default, imageTags: Set<String> = []) {
        self.limits = limits
        state = State(imageTags: imageTags)
    }

    deinit { state.buffer.deallocate() }

    /// Tokenizes a string, replacing the previous result.
    /// - Throws: ``MarkupError`` with the position of the first problem; the result is then empty.
    public func tokenize(_ string: String) throws(MarkupError) {
        var copy = string
        try copy.withUTF8 { bytes in Result { () throws(MarkupError) in try tokenize(bytes) } }.get()
    }

    /// Tokenizes UTF-8 bytes, replacing the previous result.
    /// - Throws: ``MarkupError`` with the position of the first problem, including invalid UTF-8;
    ///   the result is then empty.
    public func tokenize(_ data: Data) throws(MarkupError) {
        try data.withUnsafeBytes { raw in Result { () throws(MarkupError) in try tokenize(raw.bindMemory(to: UInt8.self)) } }.get()
    }

    /// Tokenizes UTF-8 bytes, replacing the previous result.
    /// - Throws: ``MarkupError`` with the position of the first problem; the result is then empty.
    public func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) throws(MarkupError) {
        try state.tokenize(bytes, limits: limits)
    }

    /// Every tag of the latest input, in document order (a tag before the tags it encloses).
    public var tags: [TagToken] { state.store.tokens }

    /// The name of a tag of the latest input.
    public func name(of tag: TagToken) -> String { state.store.name(of: tag) }

    /// The attributes of a tag of the latest input, in the order written.
    public func attributes(of tag: TagToken) -> ArraySlice<TagAttribute> { state.store.attributes[tag.attributeIndices] }

    /// The value of the attribute named `name` of a tag of the latest input, if it has one
    /// (as ``Tag/attribute(_:)``).
    public func attribute(_ name: String, of tag: TagToken) -> String? {
        attributes(of: tag).first { $0.name == name }?.value
    }

    /// Calls `body` with the latest input's text as UTF-8 bytes, valid only during the call.
    /// `body` must not call `tokenize` on this tokenizer (that stops the program).
    public func withUTF8Text<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let wasLending = state.lendsText
        state.lendsText = true
        defer { state.lendsText = wasLending }
        return try body(UnsafeBufferPointer(start: state.buffer, count: state.utf8Count))
    }

    /// The latest input's text, made on each access.
    public var text: String { withUTF8Text { String(decoding: $0, as: UTF8.self) } }

    /// Changes whenever name indexes of earlier inputs stop naming the same names.
    var nameGeneration: Int { state.store.nameGeneration }

    /// The latest input's tags as ``Tag`` values, as ``ParsedMarkup/tags`` holds them.
    public func makeTags() -> [Tag] { state.store.makeTags() }
}

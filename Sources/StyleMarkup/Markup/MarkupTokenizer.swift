import Foundation

/// Reads tagged text (see `Docs/Markup.md`) into plain text and tag occurrences: the one way
/// to tokenize markup, for one string or for thousands.
///
/// Each call to `tokenize` replaces the previous result, which the tokenizer keeps in buffers
/// of its own and reuses from input to input: the text as UTF-8 bytes and the tags as plain
/// ``TagToken`` values, with each distinct tag name made into a `String` once for all inputs.
/// ``makeTags()`` gives the tags as ``Tag`` values that own their name and attributes.
///
/// ```swift
/// let tokenizer = MarkupTokenizer()
/// try tokenizer.tokenize("Tap <help>here</help>")
/// tokenizer.text                        // "Tap here"
/// tokenizer.tags[0].range.utf16         // 4..<8
/// tokenizer.name(of: tokenizer.tags[0]) // "help"
/// ```
///
/// A tokenizer is not `Sendable`: use one per thread or task.
public final class MarkupTokenizer {
    /// The limits applied to every input.
    public let limits: MarkupLimits
    /// Names of tags that stand for inline images: each one's text becomes one U+FFFC, and
    /// holding more than one character is an error (``MarkupError/Kind/imageContent``).
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
        /// The reader's copy of each input's last bytes (``MarkupReader/tail``).
        let tail: UnsafeMutablePointer<UInt8> = {
            let tail = UnsafeMutablePointer<UInt8>.allocate(capacity: MarkupReader.tailBytes)
            tail.initialize(repeating: 0, count: MarkupReader.tailBytes)
            return tail
        }()
        /// The largest input whose text fits in `capacity` bytes (``MarkupReader/textCapacity(forInputBytes:)``),
        /// so the common case is one compare.
        var fittingInput = State.largestInput(fitting: 256)
        var utf8Count = 0
        var utf16Count = 0
        /// Whether ``withUTF8Text(_:)`` is lending the buffer out: it must not be replaced then.
        var lendsText = false
        /// The error of the latest input, between ``read(_:limits:)`` and the `throw` that
        /// reports it (so the common, successful path never copies an error value around).
        var failure: MarkupError?

        init(imageTags: Set<String>) { store = TagStore(imageTags: imageTags) }

        @inline(__always)
        mutating func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, limits: MarkupLimits) throws(MarkupError) {
            precondition(!lendsText, "MarkupTokenizer.tokenize called inside withUTF8Text")
            store.reset()
            utf8Count = 0
            utf16Count = 0
            try MarkupReader.checkSize(of: bytes, limits: limits)
            if bytes.count > fittingInput { growBuffer(to: MarkupReader.textCapacity(forInputBytes: bytes.count)) }
            assert(MarkupReader.textCapacity(forInputBytes: bytes.count) <= capacity)
            do {
                (utf8Count, utf16Count) = try MarkupReader.read(bytes, into: buffer, tail: tail, limits: limits, store: &store)
            } catch {
                store.reset()
                throw error
            }
        }

        /// ``tokenize(_:limits:)``, reporting an error through ``failure``: `false` when there is one.
        @inline(__always)
        mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, limits: MarkupLimits) -> Bool {
            do {
                try tokenize(bytes, limits: limits)
                return true
            } catch {
                failure = error
                return false
            }
        }

        /// The error ``read(_:limits:)`` reported, taken out.
        @inline(never)
        mutating func takeFailure() -> MarkupError {
            defer { failure = nil }
            return failure!
        }

        private mutating func growBuffer(to needed: Int) {
            buffer.deallocate()
            capacity = max(needed, capacity * 2)
            buffer = HugePages.allocate(UInt8.self, capacity: capacity)
            fittingInput = Self.largestInput(fitting: capacity)
        }

        /// The largest input count whose text capacity is at most `capacity`.
        static func largestInput(fitting capacity: Int) -> Int {
            var count = max(0, (capacity - 16) * 5 / 6)
            while MarkupReader.textCapacity(forInputBytes: count + 1) <= capacity { count += 1 }
            while count > 0 && MarkupReader.textCapacity(forInputBytes: count) > capacity { count -= 1 }
            return count
        }
    }

    /// Creates a tokenizer with the given limits and image tag names.
    public init(limits: MarkupLimits = .default, imageTags: Set<String> = []) {
        self.limits = limits
        state = State(imageTags: imageTags)
    }

    deinit {
        state.buffer.deallocate()
        state.tail.deallocate()
    }

    /// Tokenizes a string, replacing the previous result.
    /// - Throws: ``MarkupError`` with the position of the first problem; the result is then empty.
    public func tokenize(_ string: String) throws(MarkupError) {
        // A native string lends its bytes in place; only a bridged or non-contiguous one is copied.
        var succeeded = string.utf8.withContiguousStorageIfAvailable { bytes in state.read(bytes, limits: limits) }
        if succeeded == nil {
            var copy = string
            succeeded = copy.withUTF8 { bytes in state.read(bytes, limits: limits) }
        }
        if succeeded != true { throw state.takeFailure() }
    }

    /// Tokenizes UTF-8 bytes, replacing the previous result.
    /// - Throws: ``MarkupError`` with the position of the first problem, including invalid UTF-8;
    ///   the result is then empty.
    public func tokenize(_ data: Data) throws(MarkupError) {
        let succeeded = data.withUnsafeBytes { raw in state.read(raw.bindMemory(to: UInt8.self), limits: limits) }
        if !succeeded { throw state.takeFailure() }
    }

    /// Tokenizes UTF-8 bytes, replacing the previous result.
    /// - Throws: ``MarkupError`` with the position of the first problem; the result is then empty.
    func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) throws(MarkupError) {
        if !state.read(bytes, limits: limits) { throw state.takeFailure() }
    }

    /// Every tag of the latest input, in document order (a tag before the tags it encloses). The
    /// collection stays valid (and unchanged) after the next `tokenize`; see ``TagTokens``.
    public var tags: TagTokens { state.store.tokens }

    /// The name of a tag of the latest input.
    public func name(of tag: TagToken) -> String { state.store.name(of: tag) }

    /// The attributes of a tag of the latest input, in the order written.
    public func attributes(of tag: TagToken) -> ArraySlice<TagAttribute> { state.store.attributes[tag.attributeIndices] }

    /// The attributes of every tag of the last input, numbered as ``TagToken/attributeIndices``
    /// numbers them, shared rather than copied (``TagStore/handOutAttributes()``).
    func handOutAttributes() -> [TagAttribute] { state.store.handOutAttributes() }

    /// The value of the attribute named `name` of a tag of the latest input, if it has one
    /// (as ``Tag/attribute(_:)``).
    public func attribute(_ name: String, of tag: TagToken) -> String? {
        attributes(of: tag).first { $0.name == name }?.value
    }

    /// Calls `body` with the latest input's text as UTF-8 bytes, valid only during the call.
    /// `body` must not call `tokenize` on this tokenizer (that stops the program).
    func withUTF8Text<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let wasLending = state.lendsText
        state.lendsText = true
        defer { state.lendsText = wasLending }
        return try body(UnsafeBufferPointer(start: state.buffer, count: state.utf8Count))
    }

    /// The latest input's text, made by each call.
    public func makeText() -> String { withUTF8Text { String(decoding: $0, as: UTF8.self) } }

    /// Changes whenever name indexes of earlier inputs stop naming the same names.
    var nameGeneration: Int { state.store.nameGeneration }

    /// The latest input's tags as ``Tag`` values, which own their name and attributes (as
    /// ``CompiledText/makeTags()`` makes them).
    public func makeTags() -> [Tag] { state.store.makeTags() }
}

/// The tags of a ``MarkupTokenizer``'s latest input, in document order (a tag before the tags it
/// encloses): a random-access collection of ``TagToken`` values, as ``MarkupTokenizer/tags``
/// hands them out.
///
/// The tokens live in a buffer the tokenizer reuses from input to input; a `TagTokens` value
/// keeps that buffer alive and unchanged (the tokenizer writes the next input into a new buffer
/// while an older `TagTokens` still holds its own), so it may be kept like an array. Take
/// `Array(tokenizer.tags)` for an array.
public struct TagTokens: RandomAccessCollection {
    let storage: TagTokenStorage
    /// The number of tokens.
    public let count: Int

    init(storage: TagTokenStorage, count: Int) {
        precondition(count >= 0 && count <= storage.capacity, "TagTokens count outside its storage")
        self.storage = storage
        self.count = count
    }

    /// 0.
    public var startIndex: Int { 0 }
    /// The number of tokens.
    public var endIndex: Int { count }

    /// The token at `position`, which must be in `0..<count`.
    public subscript(position: Int) -> TagToken {
        precondition(position >= 0 && position < count, "TagTokens index out of range")
        return storage[position]
    }
}

/// The token buffer behind ``TagTokens``: `capacity` slots of which the reader has written the
/// first ones. The reader writes a slot only after checking it is below `capacity`.
typealias TagTokenStorage = SlotBuffer<TagToken>

/// One tag occurrence as plain values, as ``MarkupTokenizer`` hands it out: no strings and no
/// arrays, so recording, copying and discarding a token costs no reference counting.
///
/// The name and attributes are looked up in the tokenizer that produced the token
/// (``MarkupTokenizer/name(of:)``, ``MarkupTokenizer/attributes(of:)``); ``Tag`` is the same
/// occurrence with its name and attributes held as values.
public struct TagToken: Hashable, Sendable {
    /// The range of the output text that the tag encloses.
    public var range: TextRange
    /// The index of the tag's name in its tokenizer's name table.
    let nameIndex: UInt32
    let storedDepth: UInt32
    let storedSourceOffset: UInt32
    /// The tag's attributes: `attributeCount` entries from `attributeStart` in the attribute table.
    let attributeStart: UInt32
    let attributeCount: UInt32
    /// Whether the tag was written as an empty element (`<thumb/>`).
    public let isEmptyElement: Bool

    /// A token; every number must fit 32 bits (the reader's inputs are small enough that they do,
    /// checked in debug builds).
    init(range: TextRange, nameIndex: UInt32, depth: Int, sourceByteOffset: Int, attributeStart: Int, attributeCount: Int, isEmptyElement: Bool) {
        assert(depth >= 0 && depth <= Int(UInt32.max) && sourceByteOffset >= 0 && sourceByteOffset <= Int(UInt32.max)
               && attributeStart >= 0 && attributeStart <= Int(UInt32.max) && attributeCount >= 0 && attributeCount <= Int(UInt32.max))
        self.range = range
        self.nameIndex = nameIndex
        self.storedDepth = UInt32(truncatingIfNeeded: depth)
        self.storedSourceOffset = UInt32(truncatingIfNeeded: sourceByteOffset)
        self.attributeStart = UInt32(truncatingIfNeeded: attributeStart)
        self.attributeCount = UInt32(truncatingIfNeeded: attributeCount)
        self.isEmptyElement = isEmptyElement
    }

    /// How many tags enclose this one (0 for a top-level tag).
    public var depth: Int { Int(storedDepth) }
    /// The byte offset of the tag's `<` in the input.
    public var sourceByteOffset: Int { Int(storedSourceOffset) }

    var attributeIndices: Range<Int> { Int(attributeStart)..<Int(attributeStart + attributeCount) }
}

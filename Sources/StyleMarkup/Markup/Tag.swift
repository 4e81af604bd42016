/// One attribute of a tag, as written (`href="…"`), with entities decoded in the value.
public struct TagAttribute: Hashable, Sendable {
    /// The attribute's name.
    public var name: String
    /// The attribute's value, entities decoded.
    public var value: String

    /// Creates an attribute.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// One occurrence of a tag in the input: its name, attributes and the text it encloses.
public struct Tag: Hashable, Sendable {
    /// The tag's name, case-sensitive (`terms` in `<terms>…</terms>`).
    public var name: String
    /// The attributes in the order written.
    public var attributes: [TagAttribute]
    /// The range of the output text that the tag encloses.
    public var range: TextRange
    @usableFromInline var storedDepth: UInt32
    @usableFromInline var storedSourceOffset: UInt32
    /// Whether the tag was written as an empty element (`<thumb/>`).
    public var isEmptyElement: Bool

    /// Creates a tag occurrence.
    public init(name: String, attributes: [TagAttribute] = [], range: TextRange, depth: Int, sourceByteOffset: Int, isEmptyElement: Bool = false) {
        self.name = name
        self.attributes = attributes
        self.range = range
        self.storedDepth = UInt32(depth)
        self.storedSourceOffset = UInt32(sourceByteOffset)
        self.isEmptyElement = isEmptyElement
    }

    /// How many tags enclose this one (0 for a top-level tag).
    public var depth: Int { Int(storedDepth) }
    /// The byte offset of the tag's `<` in the input.
    public var sourceByteOffset: Int { Int(storedSourceOffset) }

    /// The value of the attribute named `name`, if the tag has one.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}

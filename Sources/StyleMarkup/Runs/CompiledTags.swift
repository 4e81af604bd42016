/// The tags of a compiled text as the compile left them, made into ``Tag`` values only when
/// asked for (``CompiledText/tags``): the tokenizer's tokens (kept, not copied: the tokenizer
/// writes its next input elsewhere while they are held), the workspace's table of their names,
/// what each tag resolved to, and the attributes of the tags that have any.
///
/// A text keeps its tokens' buffer and name table unchanged (see ``TagTokens`` and
/// ``TagNameTable``), so it may be read on any thread. (A class: a text copies one reference.)
final class CompiledTags: @unchecked Sendable {
    let tokens: TagTokens
    let names: TagNameTable
    /// What each tag resolved to, in token order.
    let resolutions: [TagResolution]
    /// The attributes of every tag, as the tokenizer numbered them (``TagToken/attributeIndices``).
    let attributes: [TagAttribute]

    init(tokens: TagTokens, names: TagNameTable, resolutions: [TagResolution], attributes: [TagAttribute]) {
        self.tokens = tokens
        self.names = names
        self.resolutions = resolutions
        self.attributes = attributes
    }

    /// The number of tags.
    var count: Int { tokens.count }

    /// The tags as ``Tag`` values.
    func makeTags() -> [Tag] {
        tokens.map { token in
            Tag(name: names[token.nameIndex].name,
                attributes: token.attributeCount == 0 ? [] : Array(attributes[token.attributeIndices]),
                range: token.range, depth: token.depth, sourceByteOffset: token.sourceByteOffset,
                isEmptyElement: token.isEmptyElement)
        }
    }
}

/// The tags of a compiled text as the compile left them, made into ``Tag`` values only when
/// asked for (``CompiledText/tags``): the tokenizer's tokens, the workspace's table of their
/// names, the attributes of the tags that have any (``RunStorage/TagParts``), and what each tag
/// resolved to — all held by the text's ``RunStorage``, which this reads.
///
/// A text keeps its tokens' buffer and name table unchanged (see ``TagTokens`` and
/// ``TagNameTable``), so it may be read on any thread.
struct CompiledTags {
    let tokens: TagTokens
    let names: TagNameTable
    /// The attributes of every tag, as the tokenizer numbered them (``TagToken/attributeIndices``).
    let attributes: [TagAttribute]
    /// What each tag resolved to, in token order (valid while the storage lives).
    let resolutions: UnsafeBufferPointer<TagResolution>

    /// The tags held by `storage`, `nil` when it holds none (text not compiled from markup).
    init?(_ storage: RunStorage) {
        guard let parts = storage.headerPointer.pointee.tags else { return nil }
        tokens = parts.tokens
        names = parts.names
        attributes = parts.attributes
        resolutions = UnsafeBufferPointer(start: storage.resolutions, count: parts.tokens.count)
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

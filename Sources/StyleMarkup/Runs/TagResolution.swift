/// What one tag of a compiled text resolved to, kept in ``CompiledText`` so emitters read it
/// rather than apply ``TagStyler``'s rule again: the id of the tag's contribution in the text's
/// ``StyleTable`` (``StyleTable/contribution(_:)``), and whether the style book names the tag.
struct TagResolution: Sendable {
    let contribution: UInt32
    let isNamedByBook: Bool
}

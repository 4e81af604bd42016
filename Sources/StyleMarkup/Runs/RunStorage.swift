/// Everything a text's ``RunList`` holds, and for text compiled from markup what its tags
/// resolved to, in one allocation: the run bounds, the style table's id of each distinct set
/// and each tag's ``TagResolution`` in the tail, what refers elsewhere (the style table or the
/// text's own sets, the tags' tokens, names and attributes) in the header.
///
/// A short string's result was five heap blocks (bounds, ids, resolutions, the tags object
/// and the text); allocating and freeing each cost about 300 instructions, more than
/// tokenizing the string. Now it is this object and the text.
///
/// The object is filled by ``RunBuilder`` (or from an array of bounds) before any other thread
/// can see it, and never changed while anything but the one text being compiled into holds it
/// (``MarkupCompiler/compile(_:into:)`` fills a storage again only when its text is its only
/// holder): it may be read on any thread. Its regions
/// are fixed when it is made (``Layout``), so the pointers into them stay valid for as long as
/// the object lives. (`ManagedBuffer` is never `Sendable`; ``RunList``, which holds it, is.)
final class RunStorage: ManagedBuffer<RunStorage.Header, UInt32> {
    /// What the tail does not hold.
    struct Header {
        let layout: Layout
        /// The bounds written (``RunList/Bound``).
        var boundCount = 0
        /// The ids written.
        var idCount = 0
        /// The style book's table the ids are ids of, for compiled runs.
        var table: StyleTable?
        /// The table's side tables when the runs were built (``StyleTable/sideTables``).
        var sideTables = StyleSideTableSlots()
        /// The sets of runs that were not compiled, indexed by ``RunList/Bound/style``.
        var ownStyles: [StyleAttributes] = []
        /// The tags of text compiled from markup, set once its runs are built.
        var tags: TagParts?
    }

    /// The tags of a compiled text but what they resolved to: the tokenizer's tokens (kept, not
    /// copied: the tokenizer writes its next input elsewhere while they are held), the
    /// workspace's table of their names, and the attributes of the tags that have any.
    struct TagParts {
        let tokens: TagTokens
        let names: TagNameTable
        /// The attributes of every tag, as the tokenizer numbered them (``TagToken/attributeIndices``).
        let attributes: [TagAttribute]
    }

    /// Where each region of the tail starts, in words, and how many elements it has room for.
    struct Layout {
        let boundCapacity: Int
        let resolutionCapacity: Int
        let idCapacity: Int
        var resolutionStart: Int { boundCapacity * 3 }
        var idStart: Int { resolutionStart + resolutionCapacity * 2 }
        var words: Int { idStart + idCapacity }
    }

    /// A storage with room for `bounds` bounds, `resolutions` tag resolutions and `ids` table ids.
    static func make(bounds: Int, resolutions: Int, ids: Int) -> RunStorage {
        let layout = Layout(boundCapacity: bounds, resolutionCapacity: resolutions, idCapacity: ids)
        let storage = unsafeDowncast(create(minimumCapacity: layout.words) { _ in Header(layout: layout) }, to: RunStorage.self)
        // Each region is bound to its own type once, so it is read and written as that type.
        storage.withUnsafeMutablePointerToElements { words in
            // A large text's run storage is fresh memory: backed by huge pages where it can be.
            HugePages.advise(words, byteCount: layout.words * MemoryLayout<UInt32>.stride)
            UnsafeMutableRawPointer(words).bindMemory(to: RunList.Bound.self, capacity: layout.boundCapacity)
            UnsafeMutableRawPointer(words + layout.resolutionStart).bindMemory(to: TagResolution.self, capacity: layout.resolutionCapacity)
        }
        return storage
    }

    /// Whether the storage has room for `bounds` bounds, `resolutions` tag resolutions and
    /// `ids` table ids.
    func fits(bounds: Int, resolutions: Int, ids: Int) -> Bool {
        let layout = headerPointer.pointee.layout
        return bounds <= layout.boundCapacity && resolutions <= layout.resolutionCapacity && ids <= layout.idCapacity
    }

    /// Forgets what the storage holds (its header: counts, table, sets and tags), keeping its
    /// regions, so it can be filled again. Only for a storage nothing else holds
    /// (``RunList/holdsStorageAlone()``): the object is read-only once handed out.
    func empty() {
        let header = headerPointer
        header.pointee.boundCount = 0
        header.pointee.idCount = 0
        header.pointee.table = nil
        header.pointee.sideTables = StyleSideTableSlots()
        if !header.pointee.ownStyles.isEmpty { header.pointee.ownStyles = [] }
        header.pointee.tags = nil
    }

    /// The header, for reading and for filling before the object is handed out.
    @inline(__always)
    var headerPointer: UnsafeMutablePointer<Header> { withUnsafeMutablePointerToHeader { $0 } }

    /// The first bound (``Layout/boundCapacity`` of them have room).
    @inline(__always)
    var bounds: UnsafeMutablePointer<RunList.Bound> {
        withUnsafeMutablePointerToElements { UnsafeMutableRawPointer($0).assumingMemoryBound(to: RunList.Bound.self) }
    }

    /// The first resolution.
    @inline(__always)
    var resolutions: UnsafeMutablePointer<TagResolution> {
        withUnsafeMutablePointers { header, words in
            UnsafeMutableRawPointer(words + header.pointee.layout.resolutionStart).assumingMemoryBound(to: TagResolution.self)
        }
    }

    /// The first table id.
    @inline(__always)
    var ids: UnsafeMutablePointer<UInt32> {
        withUnsafeMutablePointers { header, words in words + header.pointee.layout.idStart }
    }
}

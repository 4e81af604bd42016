/// The JSON emitter's side table of a ``StyleTable``: the end of a JSON run with each set
/// (``JSONWriter/writeRunEnd(_:)``: its attributes' object and what surrounds it), serialized
/// once when the table meets the set and copied whole for every run with it.
///
/// Serialized sets live in chunks that are never freed or moved while the table lives, so a
/// text reads the run ends of its sets without the table's lock (``StyleSideTable``).
final class JSONRunEnds: StyleSideTable {
    static let slot = StyleSideTableSlots.next()

    /// Each set's run end, by the set's id in the table.
    private let runEnds = StableArray<UnsafeBufferPointer<UInt8>>()
    /// The run ends' bytes: a book's own sets fit in the first chunk; a table that outgrows it
    /// holds the many sets of a long text's links, megabytes of JSON, in huge pages.
    private let bytes = ByteArena(firstChunkSize: 1 << 16, laterChunkSize: HugePages.pageSize)

    init() {}

    func record(_ style: StyleAttributes, id: UInt32) {
        precondition(Int(id) == runEnds.count, "a style side table is told of every set in order")
        var writer = JSONWriter(capacity: 256)
        writer.writeRunEnd(style)
        runEnds.append(bytes.copy(writer.buffer))
    }

    /// The run end of the set `id`, valid while the table lives; safe without the lock for an
    /// id a compiled text holds.
    subscript(id: UInt32) -> UnsafeBufferPointer<UInt8> { runEnds[Int(id)] }
}

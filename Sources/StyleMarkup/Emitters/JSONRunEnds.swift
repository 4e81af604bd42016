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
    private var chunks: [UnsafeMutableBufferPointer<UInt8>] = []
    private var chunkUsed = 0
    /// The size of the first chunk: a book's own sets fit in it.
    private static let chunkSize = 1 << 16
    /// The size of each later chunk: a table that outgrows the first holds the many sets of
    /// a long text's links, megabytes of JSON, put in huge pages (``HugePages``).
    private static let largeChunkSize = HugePages.pageSize

    init() {}

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    func record(_ style: StyleAttributes, id: UInt32) {
        precondition(Int(id) == runEnds.count, "a style side table is told of every set in order")
        runEnds.append(serialize(style))
    }

    /// The run end of the set `id`, valid while the table lives; safe without the lock for an
    /// id a compiled text holds.
    @inline(__always)
    subscript(id: UInt32) -> UnsafeBufferPointer<UInt8> { runEnds[Int(id)] }

    /// The end of a JSON run with `style`, copied into the chunks.
    private func serialize(_ style: StyleAttributes) -> UnsafeBufferPointer<UInt8> {
        var writer = JSONWriter(capacity: 256)
        writer.writeRunEnd(style)
        let bytes = writer.buffer
        if chunks.isEmpty || chunkUsed + bytes.count > chunks[chunks.count - 1].count {
            if chunks.isEmpty {
                chunks.append(.allocate(capacity: max(Self.chunkSize, bytes.count)))
            } else {
                let size = max(Self.largeChunkSize, bytes.count)
                chunks.append(UnsafeMutableBufferPointer(start: HugePages.allocate(UInt8.self, capacity: size, minimumByteCount: size), count: size))
            }
            chunkUsed = 0
        }
        let chunk = chunks[chunks.count - 1]
        let start = chunk.baseAddress! + chunkUsed
        start.update(from: bytes.pointer, count: bytes.count)
        chunkUsed += bytes.count
        return UnsafeBufferPointer(start: start, count: bytes.count)
    }
}

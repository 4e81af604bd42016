/// Bytes copied once into chunks that are never moved or freed while the arena lives, so a copy
/// is read in place, without a lock, for as long as its owner keeps the arena.
///
/// The JSON emitter's serialized sets (``JSONRunEnds``) and the tag name table's JSON names are
/// written once and read for every run or tag after; one chunk holds many of them, where an
/// allocation each cost a heap block and a pointer to free in `deinit`. Chunks after the
/// first can be made large and put in huge pages (``HugePages``), for the many sets of a long
/// text's links.
///
/// Copies must be serialized by the owner; a read of a copy is safe on any thread that learned
/// of it through a lock or a compile's result, because its bytes were written before.
final class ByteArena {
    private var chunks: [UnsafeMutableBufferPointer<UInt8>] = []
    private var chunkUsed = 0
    private let firstChunkSize: Int
    private let laterChunkSize: Int

    /// An empty arena; the first chunk (made at the first copy) has room for
    /// `firstChunkSize` bytes, each later one for `laterChunkSize` (in huge pages when that is
    /// a huge page or more), or for the copy that needs more.
    init(firstChunkSize: Int, laterChunkSize: Int) {
        precondition(firstChunkSize > 0 && laterChunkSize > 0, "a ByteArena's chunks hold at least a byte")
        self.firstChunkSize = firstChunkSize
        self.laterChunkSize = laterChunkSize
    }

    deinit {
        for chunk in chunks { chunk.deallocate() }
    }

    /// A copy of `bytes`, valid while the arena lives.
    func copy(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        if chunks.isEmpty || chunkUsed + bytes.count > chunks[chunks.count - 1].count {
            if chunks.isEmpty {
                chunks.append(.allocate(capacity: max(firstChunkSize, bytes.count)))
            } else {
                let size = max(laterChunkSize, bytes.count)
                chunks.append(UnsafeMutableBufferPointer(start: HugePages.allocate(UInt8.self, capacity: size, minimumByteCount: HugePages.pageSize),
                                                         count: size))
            }
            chunkUsed = 0
        }
        let chunk = chunks[chunks.count - 1]
        let start = chunk.baseAddress! + chunkUsed
        start.update(from: bytes.baseAddress!, count: bytes.count)
        chunkUsed += bytes.count
        return UnsafeBufferPointer(start: start, count: bytes.count)
    }

    /// A copy of the bytes `buffer` holds, valid while the arena lives.
    func copy(_ buffer: ByteBuffer) -> UnsafeBufferPointer<UInt8> {
        copy(UnsafeBufferPointer(start: buffer.pointer, count: buffer.count))
    }
}

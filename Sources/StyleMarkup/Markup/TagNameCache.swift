/// A small direct-mapped cache from tag-name bytes to an index in the name table, so the
/// thousands of repeats of the few names a document uses cost a hash and a compare instead of
/// a string creation.
///
/// Only names of 1–8 bytes are cached: they pack into one `UInt64` key (names never hold a
/// zero byte, so the packing is unique and 0 marks an empty slot). The table is allocated only
/// once more than a few names were looked up, so a short string's handful of tags never pays
/// for it.
struct TagNameCache {
    private struct Entry {
        var key: UInt64
        var index: UInt32
    }

    private static let size = 64
    private static let missesBeforeCaching = 4
    private var entries: [Entry] = []
    private var misses = 0

    @inline(__always)
    private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// The name index remembered for `key`, if any.
    @inline(__always)
    func index(forKey key: UInt64) -> UInt32? {
        guard !entries.isEmpty else { return nil }
        let entry = entries[Self.slot(key)]
        return entry.key == key ? entry.index : nil
    }

    /// Remembers `index` for `key` (replacing whatever shared its slot).
    @inline(__always)
    mutating func remember(_ index: UInt32, forKey key: UInt64) {
        if entries.isEmpty {
            misses += 1
            if misses <= Self.missesBeforeCaching { return }
            entries = [Entry](repeating: Entry(key: 0, index: 0), count: Self.size)
        }
        entries[Self.slot(key)] = Entry(key: key, index: index)
    }
}

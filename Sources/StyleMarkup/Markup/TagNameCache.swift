/// A small direct-mapped cache from tag-name bytes to `String`, so the thousands of repeats
/// of the few names a document uses cost a hash and a compare instead of a string creation.
///
/// Only names of 1–8 bytes are cached: they pack into one `UInt64` key (names never hold a
/// zero byte, so the packing is unique). The table is allocated only once an input has more
/// than a few tags, so a short string's handful of tags never pays for it.
struct TagNameCache {
    private struct Entry {
        var key: UInt64
        var name: String
    }

    private static let size = 64
    private static let tagsBeforeCaching = 4
    private var entries: [Entry] = []
    private var uncachedTags = 0

    /// The name whose `length` bytes start at `bytes`; `key` is those bytes packed (first byte
    /// lowest) when `length` is at most 8.
    @inline(__always)
    mutating func name(_ bytes: UnsafePointer<UInt8>, _ length: Int, key: UInt64) -> String {
        guard length <= 8 else { return Self.makeString(bytes, length) }
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if entries.isEmpty {
            uncachedTags += 1
            if uncachedTags <= Self.tagsBeforeCaching { return Self.makeString(bytes, length) }
            entries = [Entry](repeating: Entry(key: 0, name: ""), count: Self.size)
        } else if entries[slot].key == key {
            return entries[slot].name
        }
        let name = Self.makeString(bytes, length)
        entries[slot] = Entry(key: key, name: name)
        return name
    }

    @inline(__always)
    private static func makeString(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
    }
}

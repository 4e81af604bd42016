/// The HTML5 named references of up to eight bytes (all but a few dozen long ones), keyed by
/// their name packed into a `UInt64` in a ``WordKeyTable``, so decoding `&hellip;` costs a hash
/// and a compare instead of making a `String` and looking it up in a dictionary.
///
/// Built once per process from ``HTMLEntityTable/entries``, on the first named reference that
/// is not one of the five XML entities; immutable afterwards, so it is shared by all threads.
struct EntityIndex: Sendable {
    /// A decoded value: its UTF-8 bytes packed (first byte lowest), their count, UTF-16 length.
    struct Entry: Sendable {
        var bytes: UInt64
        var length: Int
        var utf16Count: Int
    }

    static let shared = EntityIndex(HTMLEntityTable.entries)

    /// Names packed into keys (first byte lowest).
    private let table: WordKeyTable<Entry>

    init(_ entries: [String: String]) {
        var table = WordKeyTable<Entry>(minimumCapacity: entries.count)
        for (name, value) in entries {
            let nameBytes = Array(name.utf8)
            guard nameBytes.count <= 8, value.utf8.count <= 8 else { continue }
            var key: UInt64 = 0
            for (k, byte) in nameBytes.enumerated() { key |= UInt64(byte) << (8 * UInt64(k)) }
            table.insert(Self.pack(value), forKey: key)
        }
        self.table = table
    }

    /// The value of the reference whose name packs to `key`, if there is one.
    func lookup(_ key: UInt64) -> Entry? { table.value(forKey: key) }

    /// Packs a decoded value of at most eight UTF-8 bytes.
    static func pack(_ value: String) -> Entry {
        var bytes: UInt64 = 0
        var length = 0
        for byte in value.utf8.prefix(8) {
            bytes |= UInt64(byte) << (8 * UInt64(length))
            length += 1
        }
        return Entry(bytes: bytes, length: length, utf16Count: value.utf16.count)
    }
}

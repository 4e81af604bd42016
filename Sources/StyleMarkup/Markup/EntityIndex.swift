/// The HTML5 named references of up to eight bytes (all but a few dozen long ones), keyed by
/// their name packed into a `UInt64`, so decoding `&hellip;` costs a hash and a compare
/// instead of making a `String` and looking it up in a dictionary.
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

    private static let slotBits = 12
    /// Names packed into keys; 0 marks an empty slot (names never hold a zero byte).
    private let keys: [UInt64]
    private let values: [Entry]

    init(_ entries: [String: String]) {
        let size = 1 << Self.slotBits
        var keys = [UInt64](repeating: 0, count: size)
        var values = [Entry](repeating: Entry(bytes: 0, length: 0, utf16Count: 0), count: size)
        for (name, value) in entries {
            let nameBytes = Array(name.utf8)
            guard nameBytes.count <= 8, value.utf8.count <= 8 else { continue }
            var key: UInt64 = 0
            for (k, byte) in nameBytes.enumerated() { key |= UInt64(byte) << (8 * UInt64(k)) }
            var slot = Self.slot(key)
            while keys[slot] != 0 { slot = (slot + 1) & (size - 1) }
            keys[slot] = key
            values[slot] = Self.pack(value)
        }
        self.keys = keys
        self.values = values
    }

    @inline(__always)
    private static func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }

    /// The value of the reference whose name packs to `key`, if there is one.
    @inline(__always)
    func lookup(_ key: UInt64) -> Entry? {
        var slot = Self.slot(key)
        while true {
            let found = keys[slot]
            if found == key { return values[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & (keys.count - 1)
        }
    }

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

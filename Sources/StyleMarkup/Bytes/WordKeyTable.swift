/// A map from 64-bit keys to values: open addressing with linear probing and a multiplicative
/// (Fibonacci) hash, so a lookup is a multiply, a shift and usually one compare — cheaper than
/// `Dictionary`'s seeded SipHash for keys that are already well-mixed words (tag and entity
/// names packed into a `UInt64`, pairs of 32-bit ids, hash values).
///
/// The one hash table of the library's hot paths: the tag-name table of ``TagStore``, the named
/// references of ``EntityIndex``, the merges of ``PairTable`` and the sets of ``StyleTable``
/// (by their hash value) all use it. It allocates on the
/// first insertion and grows to keep at most three quarters of its slots full. The key
/// ``emptyKey`` (`UInt64.max`) marks a free slot and cannot be stored: packed names never hold
/// a 0xFF byte, and pairs of ids never reach it.
struct WordKeyTable<Value> {
    fileprivate struct Slot {
        var key: UInt64
        var value: Value?
    }

    /// The key that marks a free slot; it cannot be stored.
    static var emptyKey: UInt64 { UInt64.max }

    private var slots: [Slot] = []
    /// 64 minus the base-2 logarithm of `slots.count`: a hash shifted right by it is a slot.
    private var shift: UInt64 = 64
    /// The number of keys stored.
    private(set) var count = 0

    /// An empty table; it allocates on the first insertion, with room for `minimumCapacity`
    /// keys before it grows.
    init(minimumCapacity: Int = 0) {
        if minimumCapacity > 0 { resize(to: Self.slotCount(for: minimumCapacity)) }
    }

    /// The smallest power of two, at least 16, whose three quarters hold `count` keys.
    private static func slotCount(for count: Int) -> Int {
        var slots = 16
        while slots / 4 * 3 < count { slots *= 2 }
        return slots
    }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The value stored for `key`, if any.
    @inline(__always)
    func value(forKey key: UInt64) -> Value? {
        guard count > 0 else { return nil }
        let mask = slots.count - 1
        var index = slot(key)
        while true {
            let found = slots[index].key
            if found == key { return slots[index].value }
            if found == Self.emptyKey { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `key`, which must not be stored yet and must not be ``emptyKey``.
    mutating func insert(_ value: Value, forKey key: UInt64) {
        precondition(key != Self.emptyKey, "WordKeyTable cannot store its empty key")
        if (count + 1) * 4 > slots.count * 3 { resize(to: max(16, slots.count * 2)) }
        let mask = slots.count - 1
        var index = slot(key)
        while slots[index].key != Self.emptyKey {
            assert(slots[index].key != key, "WordKeyTable.insert of a key already stored")
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, value: value)
        count += 1
    }

    /// Removes every key, keeping the allocated slots.
    mutating func removeAll() {
        guard count > 0 else { return }
        for index in slots.indices { slots[index] = Slot(key: Self.emptyKey, value: nil) }
        count = 0
    }

    private mutating func resize(to capacity: Int) {
        let old = slots
        // A large table (a long text's sets and merges in a ``StyleTable``) is fresh memory
        // written at once: advised for huge pages first (``HugePages``).
        slots = [Slot](unsafeUninitializedCapacity: capacity) { memory, initialized in
            HugePages.advise(UnsafeMutableRawPointer(memory.baseAddress!), byteCount: capacity * MemoryLayout<Slot>.stride)
            memory.initialize(repeating: Slot(key: Self.emptyKey, value: nil))
            initialized = capacity
        }
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        for slot in old where slot.key != Self.emptyKey {
            if let value = slot.value { insert(value, forKey: slot.key) }
        }
    }
}

extension WordKeyTable: Sendable where Value: Sendable {}
extension WordKeyTable.Slot: Sendable where Value: Sendable {}

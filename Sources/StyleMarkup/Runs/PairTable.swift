/// A map from a pair of 32-bit ids to a 32-bit id: open addressing with linear probing and a
/// multiplicative hash, so a lookup is a multiply, a shift and usually one compare (cheaper
/// than `Dictionary`'s seeded SipHash for the one lookup per tag the run builder makes).
/// The first four pairs are kept inline, so a short string's few tags allocate nothing.
struct PairTable {
    private var smallKeys = SIMD4<UInt64>(repeating: PairTable.empty)
    private var smallValues = SIMD4<UInt32>(repeating: 0)
    private var keys: [UInt64]
    private var values: [UInt32]
    private var count = 0
    private var shift: UInt64

    /// The key no pair packs to (both ids would have to be `UInt32.max`).
    private static let empty = UInt64.max

    /// An empty table; it allocates on the first insertion.
    init() {
        keys = []
        values = []
        shift = 64
    }

    @inline(__always)
    private static func pack(_ first: UInt32, _ second: UInt32) -> UInt64 { UInt64(first) << 32 | UInt64(second) }

    @inline(__always)
    private func slot(_ key: UInt64) -> Int { Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift) }

    /// The id stored for the pair, if any.
    @inline(__always)
    func value(_ first: UInt32, _ second: UInt32) -> UInt32? {
        guard count > 0 else { return nil }
        let key = Self.pack(first, second)
        if keys.isEmpty {
            for index in 0..<min(count, 4) where smallKeys[index] == key { return smallValues[index] }
            return nil
        }
        let mask = keys.count - 1
        var index = slot(key)
        while true {
            let found = keys[index]
            if found == key { return values[index] }
            if found == Self.empty { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for the pair (which must not be stored yet).
    mutating func insert(_ value: UInt32, for first: UInt32, _ second: UInt32) {
        let key = Self.pack(first, second)
        if keys.isEmpty && count < 4 {
            smallKeys[count] = key
            smallValues[count] = value
            count += 1
            return
        }
        if (count + 1) * 4 > keys.count * 3 { grow() }
        let mask = keys.count - 1
        var index = slot(key)
        while keys[index] != Self.empty { index = (index + 1) & mask }
        keys[index] = key
        values[index] = value
        count += 1
    }

    private mutating func grow() {
        let capacity = max(16, keys.count * 2)
        var oldKeys = keys
        var oldValues = values
        if keys.isEmpty {
            oldKeys = (0..<4).map { smallKeys[$0] }
            oldValues = (0..<4).map { smallValues[$0] }
        }
        keys = [UInt64](repeating: Self.empty, count: capacity)
        values = [UInt32](repeating: 0, count: capacity)
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        count = 0
        let mask = capacity - 1
        for (key, value) in zip(oldKeys, oldValues) where key != Self.empty {
            var index = slot(key)
            while keys[index] != Self.empty { index = (index + 1) & mask }
            keys[index] = key
            values[index] = value
            count += 1
        }
    }
}

/// A map from a pair of 32-bit ids to a 32-bit id, for the run builder's one lookup per tag
/// (a style and a contribution to the merged style): the pair packed into one key of a
/// ``WordKeyTable``.
struct PairTable {
    private var table = WordKeyTable<UInt32>()

    @inline(__always)
    private static func pack(_ first: UInt32, _ second: UInt32) -> UInt64 { UInt64(first) << 32 | UInt64(second) }

    /// The id stored for the pair, if any.
    @inline(__always)
    func value(_ first: UInt32, _ second: UInt32) -> UInt32? {
        table.value(forKey: Self.pack(first, second))
    }

    /// Stores `value` for the pair (which must not be stored yet, and is not two `UInt32.max`).
    mutating func insert(_ value: UInt32, for first: UInt32, _ second: UInt32) {
        table.insert(value, forKey: Self.pack(first, second))
    }
}

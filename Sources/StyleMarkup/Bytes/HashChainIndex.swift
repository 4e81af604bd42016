/// Finds values kept elsewhere, at positions 0, 1, 2, … in the order they were added, by their
/// hash: the first position added with each hash is in a ``WordKeyTable`` and the others are
/// chained behind it, so each value is hashed once, when it is met, and growing the index moves
/// words, never values. The ``StyleTable`` finds its merged sets and its link contributions
/// with one each.
struct HashChainIndex {
    private var firstByHash = WordKeyTable<UInt32>()
    /// For each position, the next one added with the same hash, or ``endOfChain``.
    private var nextWithSameHash: [UInt32] = []
    private static let endOfChain = UInt32.max

    /// How many positions were added.
    var count: Int { nextWithSameHash.count }

    /// `value`'s hash (the type's own, seeded per process) as a key: any word but the
    /// ``WordKeyTable``'s empty key.
    @inline(__always)
    static func key(_ value: some Hashable) -> UInt64 {
        min(UInt64(UInt(bitPattern: value.hashValue)), WordKeyTable<UInt32>.emptyKey - 1)
    }

    /// The first position added with `key` whose value `matches`, in the order added; nil when
    /// none does.
    func position(forKey key: UInt64, where matches: (Int) -> Bool) -> Int? {
        guard var position = firstByHash.value(forKey: key) else { return nil }
        while true {
            if matches(Int(position)) { return Int(position) }
            let next = nextWithSameHash[Int(position)]
            if next == Self.endOfChain { return nil }
            position = next
        }
    }

    /// Adds the next position (``count``) with `key`, at the end of its chain.
    mutating func append(key: UInt64) {
        let added = UInt32(nextWithSameHash.count)
        nextWithSameHash.append(Self.endOfChain)
        guard var last = firstByHash.value(forKey: key) else {
            firstByHash.insert(added, forKey: key)
            return
        }
        while nextWithSameHash[Int(last)] != Self.endOfChain { last = nextWithSameHash[Int(last)] }
        nextWithSameHash[Int(last)] = added
    }
}

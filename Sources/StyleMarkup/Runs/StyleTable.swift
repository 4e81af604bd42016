import Foundation

/// The merged attribute sets that texts compiled with one style book have used, kept across
/// compiles by the compiler's ``CompileCache``: what each tag contributes (its book style, or a
/// link made from its `href`), each distinct merged set once, and the merge of every (set,
/// contribution) pair met so far.
///
/// Compiling many short strings with one book meets the same few merged sets again and again;
/// with the table each is merged and compared once for all strings instead of once per string,
/// and a later stage that derives something from a set (the JSON emitter's serialized set, the
/// `AttributedString` bridge's container) does it once per set in a side table of its own
/// (``StyleSideTable``). A table is shared by every copy of its compiler and so by many
/// threads: everything is written under its lock, taken once per compile (``withLock(_:)``).
/// Ids only grow; nothing is removed, so an id handed out stays valid for as long as the table
/// lives (a ``RunList`` keeps its table alive). The sets are kept where they were first written
/// (``StableArray``), so a text reads its own sets without the lock (``style(_:)``). A full
/// table is not grown: the cache starts a new one (``isFull``). The lock makes access
/// exclusive, so the run-time exclusivity checks (which cost more than a lookup) are off for
/// its properties.
final class StyleTable: @unchecked Sendable {
    private let lock = NSLock()
    /// The book's contributions (``StyleContributions``), then those made for links; kept
    /// in place, so a compiled text reads what its tags resolved to without the lock.
    private let contributions = StableArray<StyleAttributes>()
    /// The contributions made for links, in the order made, found by their key's hash.
    @exclusivity(unchecked) private var links: [Link] = []
    @exclusivity(unchecked) private var linkIndex = HashChainIndex()
    /// Every distinct merged set; id 0 is the book's `body`.
    private let entries = StableArray<StyleAttributes>()
    /// The sets' ids (their positions in ``entries``), found by the set's hash.
    @exclusivity(unchecked) private var idIndex = HashChainIndex()
    @exclusivity(unchecked) private var merges = PairTable()
    /// The side tables attached, each told of every set (held here; ``sideTables`` does not retain).
    @exclusivity(unchecked) private var attached: [any StyleSideTable] = []
    /// The side tables attached, by slot: copied into each text compiled with the table, so the
    /// text finds them without the lock.
    @exclusivity(unchecked) private(set) var sideTables = StyleSideTableSlots()

    /// A tag name and its `href` as written, the key of a contribution made for a link.
    struct LinkKey: Hashable {
        var name: String
        var href: String
    }

    /// A contribution made for a link: its key and its id in ``contributions``.
    private struct Link {
        let key: LinkKey
        let contribution: UInt32
    }

    /// The id of the book's `body` set.
    static let body: UInt32 = 0
    /// The most sets, or link contributions, one table holds before the cache replaces it.
    let capacity: Int

    /// A table of `book`'s sets, starting with its `body` and the contributions of its styles.
    init(book: StyleBook, contributions bookContributions: StyleContributions, capacity: Int = 1 << 16) {
        self.capacity = capacity
        for contribution in bookContributions.table { contributions.append(contribution) }
        _ = intern(book.body)
    }

    /// Whether the table holds as much as it should: the cache then starts a new one
    /// (``CompileCache/retire(_:)``). Read under the lock.
    var isFull: Bool { entries.count >= capacity || links.count >= capacity }

    /// Runs `body` holding the table's lock.
    func withLock<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    // MARK: - Under the lock

    /// The id of the contribution of a link tag (the `link` style, the tag's style, the link),
    /// made once per (name, link): `normalize` turns the written `href` into the link.
    func linkContribution(name: String, href: String, book: StyleBook) throws(LinkPolicy.Problem) -> UInt32 {
        let key = LinkKey(name: name, href: href)
        let hash = HashChainIndex.key(key)
        if let known = linkIndex.position(forKey: hash, where: { links[$0].key == key }) { return links[known].contribution }
        let contribution = TagStyler.linkContribution(own: book.style(named: name), link: try book.linkPolicy.normalize(href), book: book)
        let id = UInt32(contributions.append(contribution))
        links.append(Link(key: key, contribution: id))
        linkIndex.append(key: hash)
        return id
    }

    /// The number of distinct sets (ids are `0 ..< count`).
    var count: Int { entries.count }

    /// The id of the set `style` with `contribution` applied on top.
    @inline(__always)
    func merge(_ style: UInt32, _ contribution: UInt32) -> UInt32 {
        if let known = merges.value(style, contribution) { return known }
        var merged = entries[Int(style)]
        merged.merge(contributions[Int(contribution)])
        let id = intern(merged)
        merges.insert(id, for: style, contribution)
        return id
    }

    /// The id of `style`, added (and recorded in every side table) when it is new.
    private func intern(_ style: StyleAttributes) -> UInt32 {
        let key = HashChainIndex.key(style)
        if let known = idIndex.position(forKey: key, where: { entries[$0] == style }) { return UInt32(known) }
        let id = UInt32(entries.count)
        entries.append(style)
        idIndex.append(key: key)
        for sideTable in attached { sideTable.record(style, id: id) }
        return id
    }

    /// The side table of kind `Kind`, attached (and told of every set so far) on the first request.
    func sideTable<Kind: StyleSideTable>(_ kind: Kind.Type) -> Kind {
        if let known = sideTables.object(at: Kind.slot, as: Kind.self) { return known }
        let made = Kind()
        for id in 0..<entries.count { made.record(entries[id], id: UInt32(id)) }
        attached.append(made)
        sideTables.store(made, at: Kind.slot)
        return made
    }

    // MARK: - Without the lock

    /// The set `id` (an id this table handed out); safe without the lock.
    @inline(__always)
    func style(_ id: UInt32) -> StyleAttributes { entries[Int(id)] }

    /// The contribution `id` (an id this table handed out); safe without the lock.
    @inline(__always)
    func contribution(_ id: UInt32) -> StyleAttributes { contributions[Int(id)] }
}

import Foundation

/// The merged attribute sets that texts compiled with one style book have used, kept across
/// compiles: what each tag contributes (its book style, or a link made from its `href`), each
/// distinct merged set once with its JSON, and the merge of every (set, contribution) pair met
/// so far.
///
/// Compiling many short strings with one book meets the same few merged sets again and again;
/// with the table each is merged, compared and serialized once for all strings instead of once
/// per string. A table is shared by every copy of its book (``CompileCache``) and so by many
/// threads: everything is written under its lock, taken once per compile (``withLock(_:)``).
/// Ids only grow; nothing is removed, so an id handed out stays valid for as long as the table
/// lives (a ``RunList`` keeps its table alive). The sets and their JSON are kept where they were
/// first written (``StableArray``), so a text reads its own sets without the lock
/// (``style(_:)``, ``runEnd(_:)``). A full table is not grown: the cache starts a new one
/// (``isFull``). The lock makes access exclusive, so the run-time exclusivity checks (which cost
/// more than a lookup) are off for its properties.
final class StyleTable: @unchecked Sendable {
    private let lock = NSLock()
    /// The book's contributions (``StyleBook/Contributions``), then those made for links; kept
    /// in place, so a compiled text reads what its tags resolved to without the lock.
    private let contributions = StableArray<StyleAttributes>()
    /// The contributions made for links, in the order made, found by their key's hash.
    @exclusivity(unchecked) private var links: [Link] = []
    @exclusivity(unchecked) private var linkIndex = HashChainIndex()
    /// Every distinct merged set and its JSON; id 0 is the book's `body`.
    private let entries = StableArray<Entry>()
    /// The sets' ids (their positions in ``entries``), found by the set's hash.
    @exclusivity(unchecked) private var idIndex = HashChainIndex()
    @exclusivity(unchecked) private var merges = PairTable()
    /// The JSON run ends of the sets (``JSONWriter/writeRunEnd(_:)``), in chunks that are never freed or moved
    /// while the table lives.
    @exclusivity(unchecked) private var serializedChunks: [UnsafeMutableBufferPointer<UInt8>] = []
    @exclusivity(unchecked) private var chunkUsed = 0
    /// What an adapter made of each set (the `AttributedString` bridge's attribute container),
    /// by id, once asked for.
    @exclusivity(unchecked) private var adaptedStyles: [AnyObject?] = []

    /// A distinct set, and the end of a JSON run with it (``JSONWriter/writeRunEnd(_:)``),
    /// which holds its JSON object.
    private struct Entry {
        let style: StyleAttributes
        let runEnd: UnsafeBufferPointer<UInt8>
    }

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
    /// The size of the first chunk of JSON: a book's own sets fit in it.
    private static let chunkSize = 1 << 16
    /// The size of each later chunk: a table that outgrows the first holds the many sets of
    /// a long text's links, megabytes of JSON, put in huge pages (``HugePages``).
    private static let largeChunkSize = HugePages.pageSize

    init(book: StyleBook, capacity: Int = 1 << 16) {
        self.capacity = capacity
        for contribution in book.contributions.table { contributions.append(contribution) }
        _ = intern(book.body)
    }

    deinit {
        for chunk in serializedChunks { chunk.deallocate() }
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
        var merged = entries[Int(style)].style
        merged.merge(contributions[Int(contribution)])
        let id = intern(merged)
        merges.insert(id, for: style, contribution)
        return id
    }

    /// The id of `style`, added (and serialized) when it is new.
    private func intern(_ style: StyleAttributes) -> UInt32 {
        let key = HashChainIndex.key(style)
        if let known = idIndex.position(forKey: key, where: { entries[$0].style == style }) { return UInt32(known) }
        let id = UInt32(entries.count)
        entries.append(Entry(style: style, runEnd: serialize(style)))
        idIndex.append(key: key)
        return id
    }

    /// The end of a JSON run with `style` (its JSON object in it), copied into the chunks.
    private func serialize(_ style: StyleAttributes) -> UnsafeBufferPointer<UInt8> {
        var writer = JSONWriter(capacity: 256)
        writer.writeRunEnd(style)
        let bytes = writer.buffer
        if serializedChunks.isEmpty || chunkUsed + bytes.count > serializedChunks[serializedChunks.count - 1].count {
            if serializedChunks.isEmpty {
                serializedChunks.append(.allocate(capacity: max(Self.chunkSize, bytes.count)))
            } else {
                let size = max(Self.largeChunkSize, bytes.count)
                serializedChunks.append(UnsafeMutableBufferPointer(start: HugePages.allocate(UInt8.self, capacity: size, minimumByteCount: size), count: size))
            }
            chunkUsed = 0
        }
        let chunk = serializedChunks[serializedChunks.count - 1]
        let start = chunk.baseAddress! + chunkUsed
        start.update(from: bytes.pointer, count: bytes.count)
        chunkUsed += bytes.count
        return UnsafeBufferPointer(start: start, count: bytes.count)
    }

    /// What `make` makes of the set `id`, made on the first request and kept: the
    /// `AttributedString` bridge's attribute container of the set (the one adapter that asks).
    func adapted(_ id: UInt32, make: (StyleAttributes) -> AnyObject) -> AnyObject {
        let index = Int(id)
        if index < adaptedStyles.count, let known = adaptedStyles[index] { return known }
        let made = make(entries[index].style)
        if adaptedStyles.count <= index { adaptedStyles.append(contentsOf: repeatElement(nil, count: index + 1 - adaptedStyles.count)) }
        adaptedStyles[index] = made
        return made
    }

    // MARK: - Without the lock

    /// The set `id` (an id this table handed out); safe without the lock.
    @inline(__always)
    func style(_ id: UInt32) -> StyleAttributes { entries[Int(id)].style }

    /// The contribution `id` (an id this table handed out); safe without the lock.
    @inline(__always)
    func contribution(_ id: UInt32) -> StyleAttributes { contributions[Int(id)] }

    /// The end of a JSON run with the set `id` (``JSONWriter/writeRunEnd(_:)``), valid while
    /// the table lives; safe without the lock.
    @inline(__always)
    func runEnd(_ id: UInt32) -> UnsafeBufferPointer<UInt8> { entries[Int(id)].runEnd }
}

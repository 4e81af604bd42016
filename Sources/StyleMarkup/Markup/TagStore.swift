/// The tags the reader records: plain tokens, with names and attributes in side tables.
///
/// Each distinct name is a `String` once (``names``), found again by its packed bytes in a
/// ``WordKeyTable`` when it has at most eight; tokens refer to names and attributes by index.
/// A ``MarkupTokenizer`` keeps one store across inputs, so its tables and capacity are reused.
struct TagStore {
    /// Names of tags that stand for inline images.
    let imageTags: Set<String>
    /// Whether there are any (when not, no tag is an image and no name is looked up).
    let hasImageTags: Bool
    /// Every tag in document order: the first ``tokenCount`` tokens of ``tokenStorage``.
    var tokenStorage = TagTokenStorage(capacity: 4)
    /// The number of tags recorded.
    var tokenCount = 0
    /// The attributes of every tag, a tag's attributes contiguous and in the order written.
    var attributes: [TagAttribute] = []
    /// Whether ``attributes`` was handed out (``handOutAttributes()``) since the last reset: the
    /// next input then starts a new array instead of copying the handed-out one's capacity.
    private var attributesHandedOut = false
    /// The names tokens refer to.
    private(set) var names: [String] = []
    /// For each name, whether it is one of the reader's image tags; empty (never allocated)
    /// when there are no image tags.
    private var nameIsImage: [Bool] = []
    /// The index in ``names`` of each name of 1–8 bytes, keyed by its bytes packed (first byte
    /// lowest; names never hold a zero byte, so the packing is unique).
    /// Room for 48 names before it grows: most style books name fewer tags, and a table well
    /// under three quarters full finds a name in its first slot.
    private(set) var nameIndexes = WordKeyTable<UInt32>(minimumCapacity: 48)
    /// Counts the times the name table was dropped (name indexes then start again at 0).
    private(set) var nameGeneration = 0

    /// Creates an empty store for a reader with these image tag names.
    init(imageTags: Set<String>) {
        self.imageTags = imageTags
        hasImageTags = !imageTags.isEmpty
    }

    /// A name table larger than this is dropped between inputs (long names are not cached, so
    /// each of their occurrences adds an entry).
    private static let maxRetainedNames = 4_096

    /// The tags recorded, as handed out by ``MarkupTokenizer/tags``.
    var tokens: TagTokens { TagTokens(storage: tokenStorage, count: tokenCount) }

    /// Forgets the tags of the previous input, keeping capacity and (while it is small) the
    /// name table; a token buffer still held by a ``TagTokens`` value is left to it, and the
    /// next input's tokens go to a new one.
    mutating func reset() {
        tokenCount = 0
        // Most inputs find nothing else to do: the rest is a call of its own, so this part is
        // small enough for the reader's loop to take in.
        if attributesHandedOut || !attributes.isEmpty || names.count > Self.maxRetainedNames || !isKnownUniquelyReferenced(&tokenStorage) {
            resetTables()
        }
    }

    @inline(never)
    private mutating func resetTables() {
        if !isKnownUniquelyReferenced(&tokenStorage) { tokenStorage = TagTokenStorage(capacity: tokenStorage.capacity) }
        if attributesHandedOut {
            attributes = []
            attributesHandedOut = false
        } else if !attributes.isEmpty {
            attributes.removeAll(keepingCapacity: true)
        }
        if names.count > Self.maxRetainedNames { dropNames() }
    }

    /// The attributes of this input's tags, shared with the store instead of copied (a copy
    /// of a large text's is megabytes of fresh memory and a retain of every string in it); the
    /// store leaves the array to its holder at the next reset. Empty, without allocating, when
    /// no tag has attributes.
    mutating func handOutAttributes() -> [TagAttribute] {
        if attributes.isEmpty { return [] }
        attributesHandedOut = true
        return attributes
    }

    /// Drops the name table (name indexes then start again at 0).
    private mutating func dropNames() {
        names.removeAll(keepingCapacity: true)
        nameIsImage.removeAll(keepingCapacity: true)
        nameIndexes.removeAll()
        nameGeneration += 1
    }

    /// The index of the name whose `length` bytes start at `bytes`; `key` is those bytes packed
    /// (first byte lowest) when `length` is at most 8.
    mutating func nameIndex(_ bytes: UnsafePointer<UInt8>, _ length: Int, key: UInt64) -> UInt32 {
        if length <= 8, let known = nameIndexes.value(forKey: key) { return known }
        return addName(bytes, length, key: key)
    }

    /// Adds the name whose `length` bytes start at `bytes` (a call of its own, so the lookup
    /// before it stays small enough to be inlined into the reader's loop).
    @inline(never)
    private mutating func addName(_ bytes: UnsafePointer<UInt8>, _ length: Int, key: UInt64) -> UInt32 {
        let name = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        let index = UInt32(names.count)
        if names.capacity == 0 { names.reserveCapacity(4) }
        names.append(name)
        if !imageTags.isEmpty { nameIsImage.append(imageTags.contains(name)) }
        if length <= 8 { nameIndexes.insert(index, forKey: key) }
        return index
    }

    /// Whether the name at `index` is one of the reader's image tags.
    func isImage(_ index: UInt32) -> Bool { !nameIsImage.isEmpty && nameIsImage[Int(index)] }

    /// The name of a token.
    func name(of token: TagToken) -> String { names[Int(token.nameIndex)] }

    /// The tags as ``Tag`` values.
    func makeTags() -> [Tag] {
        tokens.map { token in
            Tag(name: names[Int(token.nameIndex)],
                attributes: token.attributeCount == 0 ? [] : Array(attributes[token.attributeIndices]),
                range: token.range, depth: token.depth, sourceByteOffset: token.sourceByteOffset,
                isEmptyElement: token.isEmptyElement)
        }
    }
}

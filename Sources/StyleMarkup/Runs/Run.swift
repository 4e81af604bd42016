/// A maximal stretch of text whose characters all have the same attributes.
public struct Run: Hashable, Sendable {
    /// The stretch of text.
    public var range: TextRange
    /// The merged attributes of every character in it (empty for unstyled text).
    public var attributes: StyleAttributes

    /// Creates a run.
    public init(range: TextRange, attributes: StyleAttributes) {
        self.range = range
        self.attributes = attributes
    }
}

/// The runs of a compiled text, stored compactly: each distinct attribute set is kept once.
///
/// A `RunList` is a random-access collection of ``Run``; runs are built on access.
public struct RunList: RandomAccessCollection, @unchecked Sendable {
    struct Bound: Sendable {
        var utf8Start: UInt32
        var utf16Start: UInt32
        var style: UInt32
    }

    /// The bounds, the table ids and (for compiled text) the tags, in one object
    /// (``RunStorage``), written before the list was made and never after: the pointers below
    /// point into it, and it lives as long as the list.
    /// (A variable only so ``holdsStorageAlone()`` can tell whether it is held elsewhere.)
    private(set) var storage: RunStorage
    private let bounds: UnsafePointer<Bound>
    private let boundCount: Int
    /// The book's table the styles live in, when the runs were compiled (held by ``storage``):
    /// the sets are read in the table, and emitters find what they made of a set before there.
    unowned(unsafe) let table: StyleTable?
    /// Each distinct set's id in ``table`` (compiled runs only).
    private let ids: UnsafePointer<UInt32>
    /// The number of distinct attribute sets (``styleIndex(at:)`` is below it).
    package let styleCount: Int
    let utf8End: UInt32
    let utf16End: UInt32

    /// Runs whose sets are `styles`.
    init(bounds: [Bound], styles: [StyleAttributes], utf8End: UInt32, utf16End: UInt32) {
        let storage = RunStorage.make(bounds: bounds.count, resolutions: 0, ids: 0)
        for (index, bound) in bounds.enumerated() { (storage.bounds + index).initialize(to: bound) }
        storage.headerPointer.pointee.boundCount = bounds.count
        storage.headerPointer.pointee.ownStyles = styles
        self.init(storage: storage, utf8End: utf8End, utf16End: utf16End)
    }

    /// The runs ``RunBuilder`` wrote into `storage`.
    init(storage: RunStorage, utf8End: UInt32, utf16End: UInt32) {
        let header = storage.headerPointer
        self.storage = storage
        bounds = UnsafePointer(storage.bounds)
        boundCount = header.pointee.boundCount
        table = header.pointee.table
        ids = UnsafePointer(storage.ids)
        styleCount = table == nil ? header.pointee.ownStyles.count : header.pointee.idCount
        self.utf8End = utf8End
        self.utf16End = utf16End
    }

    /// Whether this list is the only holder of its storage (no copy of it, or of a text that
    /// holds it, is left), so the storage may be filled again.
    mutating func holdsStorageAlone() -> Bool { isKnownUniquelyReferenced(&storage) }

    /// The table's id of each distinct set, by ``styleIndex(at:)`` (compiled runs only; empty
    /// otherwise), valid while the list lives.
    var tableIDs: UnsafeBufferPointer<UInt32> { UnsafeBufferPointer(start: ids, count: table == nil ? 0 : styleCount) }

    /// The first of ``tableIDs``, valid while the list lives.
    var tableIDBase: UnsafePointer<UInt32> { ids }

    /// The side table of kind `Kind` of the table the runs were compiled with (`nil` for runs
    /// that were not compiled): the one the text found at its compile, or else attached now
    /// under the table's lock. Its entries for ``tableIDs`` may be read without the lock.
    func sideTable<Kind: StyleSideTable>(_ kind: Kind.Type) -> Kind? {
        guard let table else { return nil }
        if let known = storage.headerPointer.pointee.sideTables.object(at: Kind.slot, as: Kind.self) { return known }
        return table.withLock { table.sideTable(kind) }
    }

    /// The distinct attribute set numbered `index` (a ``styleIndex(at:)``).
    package func style(_ index: Int) -> StyleAttributes {
        precondition(index >= 0 && index < styleCount, "style index out of range")
        if let table { return table.style(ids[index]) }
        return storage.headerPointer.pointee.ownStyles[index]
    }

    /// The bound at `index`, which must be below ``endIndex`` (the bounds are raw memory).
    @inline(__always)
    private func bound(_ index: Int) -> Bound {
        precondition(index >= 0 && index < boundCount, "run index out of range")
        return bounds[index]
    }

    /// The index of the first run.
    public var startIndex: Int { 0 }
    /// One past the last run.
    public var endIndex: Int { boundCount }

    /// The run at `index`.
    public subscript(index: Int) -> Run {
        Run(range: range(at: index), attributes: style(Int(bound(index).style)))
    }

    /// The text range of the run at `index`.
    public func range(at index: Int) -> TextRange {
        let bound = self.bound(index)
        let next = index + 1 < boundCount ? bounds[index + 1] : Bound(utf8Start: utf8End, utf16Start: utf16End, style: 0)
        return TextRange(utf8Start: bound.utf8Start, utf8End: next.utf8Start, utf16Start: bound.utf16Start, utf16End: next.utf16Start)
    }

    /// The UTF-8 offset where the run at `index` starts.
    @inline(__always)
    func utf8Start(at index: Int) -> Int { Int(bound(index).utf8Start) }

    /// The UTF-16 offset where the run at `index` starts.
    @inline(__always)
    func utf16Start(at index: Int) -> Int { Int(bound(index).utf16Start) }

    /// The UTF-8 offset where the run at `index` ends.
    @inline(__always)
    func utf8End(at index: Int) -> Int { index + 1 < boundCount ? Int(bound(index + 1).utf8Start) : Int(utf8End) }

    /// The UTF-16 offset where the run at `index` ends.
    @inline(__always)
    func utf16End(at index: Int) -> Int { index + 1 < boundCount ? Int(bound(index + 1).utf16Start) : Int(utf16End) }

    /// The number of the distinct attribute set of the run at `index`'s attributes; equal indexes mean equal attributes.
    package func styleIndex(at index: Int) -> Int { Int(bound(index).style) }

    /// The index of the run containing UTF-16 offset `offset`, or `nil` when it is outside the text.
    public func index(containingUTF16Offset offset: Int) -> Int? {
        guard offset >= 0, offset < Int(utf16End), boundCount > 0 else { return nil }
        var low = 0
        var high = boundCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(bounds[middle].utf16Start) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

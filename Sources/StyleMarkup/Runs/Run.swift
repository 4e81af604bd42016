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
public struct RunList: RandomAccessCollection, Sendable {
    struct Bound: Sendable {
        var utf8Start: UInt32
        var utf16Start: UInt32
        var style: UInt32
    }

    var bounds: [Bound]
    /// Every distinct attribute set, indexed by ``Bound/style``, when the runs were not
    /// compiled with a style book's table (read from a run list or an attributed string).
    private let ownStyles: [StyleAttributes]
    let utf8End: UInt32
    let utf16End: UInt32
    /// The book's table the styles live in, and each style's id there (``StyleTable``), when
    /// the runs were compiled: the sets are read in the table, and emitters find what they
    /// made of a set before there.
    let table: StyleTable?
    let tableIDs: [UInt32]

    /// Runs whose sets are `styles`.
    init(bounds: [Bound], styles: [StyleAttributes], utf8End: UInt32, utf16End: UInt32) {
        self.bounds = bounds
        self.ownStyles = styles
        self.utf8End = utf8End
        self.utf16End = utf16End
        self.table = nil
        self.tableIDs = []
    }

    /// Runs whose sets are the sets `tableIDs` of `table`.
    init(bounds: [Bound], table: StyleTable, tableIDs: [UInt32], utf8End: UInt32, utf16End: UInt32) {
        self.bounds = bounds
        self.ownStyles = []
        self.utf8End = utf8End
        self.utf16End = utf16End
        self.table = table
        self.tableIDs = tableIDs
    }

    /// The number of distinct attribute sets (``styleIndex(at:)`` is below it).
    var styleCount: Int { table == nil ? ownStyles.count : tableIDs.count }

    /// The distinct attribute set numbered `index` (a ``styleIndex(at:)``).
    func style(_ index: Int) -> StyleAttributes {
        if let table { return table.style(tableIDs[index]) }
        return ownStyles[index]
    }

    /// The index of the first run.
    public var startIndex: Int { 0 }
    /// One past the last run.
    public var endIndex: Int { bounds.count }

    /// The run at `index`.
    public subscript(index: Int) -> Run {
        Run(range: range(at: index), attributes: style(Int(bounds[index].style)))
    }

    /// The text range of the run at `index`.
    public func range(at index: Int) -> TextRange {
        let bound = bounds[index]
        let next = index + 1 < bounds.count ? bounds[index + 1] : Bound(utf8Start: utf8End, utf16Start: utf16End, style: 0)
        return TextRange(utf8Start: bound.utf8Start, utf8End: next.utf8Start, utf16Start: bound.utf16Start, utf16End: next.utf16Start)
    }

    /// The UTF-8 offset where the run at `index` starts.
    @inline(__always)
    func utf8Start(at index: Int) -> Int { Int(bounds[index].utf8Start) }

    /// The UTF-16 offset where the run at `index` starts.
    @inline(__always)
    func utf16Start(at index: Int) -> Int { Int(bounds[index].utf16Start) }

    /// The UTF-8 offset where the run at `index` ends.
    @inline(__always)
    func utf8End(at index: Int) -> Int { index + 1 < bounds.count ? Int(bounds[index + 1].utf8Start) : Int(utf8End) }

    /// The UTF-16 offset where the run at `index` ends.
    @inline(__always)
    func utf16End(at index: Int) -> Int { index + 1 < bounds.count ? Int(bounds[index + 1].utf16Start) : Int(utf16End) }

    /// The number of the distinct attribute set of the run at `index`'s attributes; equal indexes mean equal attributes.
    public func styleIndex(at index: Int) -> Int { Int(bounds[index].style) }

    /// The index of the run containing UTF-16 offset `offset`, or `nil` when it is outside the text.
    public func index(containingUTF16Offset offset: Int) -> Int? {
        guard offset >= 0, offset < Int(utf16End), !bounds.isEmpty else { return nil }
        var low = 0
        var high = bounds.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(bounds[middle].utf16Start) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

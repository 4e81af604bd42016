import Foundation

/// What compiling with one style book keeps from text to text: the book's ``StyleTable``, and
/// tokenizers with what each of their tag names contributes (``CompileWorkspace``).
///
/// Every copy of a ``StyleBook`` shares its cache, and so may many threads: a compile checks a
/// workspace out (or makes one when all are in use) and back in, each under the lock, and works
/// in it alone in between. (Access is exclusive by the lock and the check-out, so the run-time
/// exclusivity checks are off for the properties.)
final class CompileCache: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var table: StyleTable?
    @exclusivity(unchecked) private var idle: [CompileWorkspace] = []
    /// Idle workspaces kept beyond this many are dropped (one per thread that compiled at once).
    private static let maxIdle = 8

    /// The table to compile with `book` (this cache's book).
    func table(for book: StyleBook) -> StyleTable {
        lock.withLock { currentTable(book) }
    }

    private func currentTable(_ book: StyleBook) -> StyleTable {
        if let table { return table }
        let table = StyleTable(book: book)
        self.table = table
        return table
    }

    /// Stops handing out `table` (which is full): the next compile starts a new one.
    func retire(_ table: StyleTable) {
        lock.withLock { if self.table === table { self.table = nil } }
    }

    /// A workspace for compiling with `book` under `limits`, and the table to compile with.
    func checkOut(book: StyleBook, limits: MarkupLimits) -> (CompileWorkspace, StyleTable) {
        lock.lock()
        let table = currentTable(book)
        var workspace: CompileWorkspace?
        if let last = idle.last, last.tokenizer.limits == limits {
            workspace = idle.removeLast()
        } else if let index = idle.lastIndex(where: { $0.tokenizer.limits == limits }) {
            workspace = idle.remove(at: index)
        }
        lock.unlock()
        return (workspace ?? CompileWorkspace(book: book, limits: limits), table)
    }

    /// Returns a workspace checked out with ``checkOut(book:limits:)``.
    func checkIn(_ workspace: CompileWorkspace) {
        lock.lock()
        if idle.count < Self.maxIdle { idle.append(workspace) }
        lock.unlock()
    }
}

/// A tokenizer kept across compiles, and for each of its tag names the book's contribution id.
final class CompileWorkspace {
    let tokenizer: MarkupTokenizer
    /// Scratch space for ``RunBuilder``'s stack of open tags.
    @exclusivity(unchecked) var openTags: [OpenTag] = []
    /// By the tokenizer's name index: the book's contribution id of that name, ``unknown`` when
    /// the book has no such style, ``notLookedUp`` until first needed.
    @exclusivity(unchecked) private var nameContributions: [UInt32] = []
    @exclusivity(unchecked) private var nameGeneration = 0
    static let unknown = UInt32.max - 1
    private static let notLookedUp = UInt32.max

    init(book: StyleBook, limits: MarkupLimits) {
        tokenizer = MarkupTokenizer(limits: limits, imageTags: book.imageStyleNames)
    }

    /// The book's contribution id of the name of `tag` (a tag of the latest input), or
    /// ``unknown``.
    @inline(__always)
    func contribution(of tag: TagToken, in book: StyleBook) -> UInt32 {
        let index = Int(tag.nameIndex)
        if tokenizer.nameGeneration != nameGeneration {
            nameContributions.removeAll(keepingCapacity: true)
            nameGeneration = tokenizer.nameGeneration
        }
        if index < nameContributions.count, nameContributions[index] != Self.notLookedUp { return nameContributions[index] }
        while nameContributions.count <= index { nameContributions.append(Self.notLookedUp) }
        let id = book.contributions.ids[tokenizer.name(of: tag)] ?? Self.unknown
        nameContributions[index] = id
        return id
    }
}

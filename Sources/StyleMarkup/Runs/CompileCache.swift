import Foundation

/// What compiling with one style book keeps from text to text: what each of the book's styles
/// contributes (``StyleContributions``), the ``StyleTable`` of merged sets, and tokenizers with
/// what each of their tag names contributes (``CompileWorkspace``).
///
/// A ``MarkupCompiler`` holds the cache of its book; every copy of the compiler shares it, and
/// so may many threads: a compile checks a workspace out (or makes one when all are in use) and back in, each under the lock, and works
/// in it alone in between. (Access is exclusive by the lock and the check-out, so the run-time
/// exclusivity checks are off for the properties.)
final class CompileCache: @unchecked Sendable {
    /// The book the cache is for.
    let book: StyleBook
    /// What each of the book's styles contributes, made once.
    let contributions: StyleContributions
    private let lock = NSLock()
    @exclusivity(unchecked) private var table: StyleTable?
    /// The workspace checked in last, if it is idle.
    @exclusivity(unchecked) private var hot: CompileWorkspace?
    /// Other idle workspaces.
    @exclusivity(unchecked) private var idle: [CompileWorkspace] = []
    /// Idle workspaces kept beyond this many and ``hot`` are dropped (one per thread that
    /// compiled at once).
    private static let maxIdle = 8

    /// A cache for compiling with `book`.
    init(book: StyleBook) {
        self.book = book
        contributions = StyleContributions(book: book)
    }

    /// The cache of the built-in book, shared by every compiler that uses it.
    static let builtInDefault = CompileCache(book: .default)

    /// The table to compile with.
    func styleTable() -> StyleTable {
        lock.withLock { currentTable() }
    }

    private func currentTable() -> StyleTable {
        if let table { return table }
        let table = StyleTable(book: book, contributions: contributions)
        self.table = table
        return table
    }

    /// Stops handing out `table` (which is full): the next compile starts a new one.
    func retire(_ table: StyleTable) {
        lock.withLock { if self.table === table { self.table = nil } }
    }

    /// A workspace for compiling under `limits`, and the table to compile with.
    func checkOut(limits: MarkupLimits) -> (CompileWorkspace, StyleTable) {
        lock.lock()
        let table = currentTable()
        var workspace: CompileWorkspace?
        // One thread compiling finds the workspace it checked in last in `hot`, without
        // touching the array (whose appends and removals cost more than the lock).
        if let hot, hot.tokenizer.limits == limits {
            workspace = hot
            self.hot = nil
        } else if let index = idle.lastIndex(where: { $0.tokenizer.limits == limits }) {
            workspace = idle.remove(at: index)
        }
        lock.unlock()
        return (workspace ?? CompileWorkspace(book: book, limits: limits), table)
    }

    /// Returns a workspace checked out with ``checkOut(limits:)``.
    func checkIn(_ workspace: CompileWorkspace) {
        lock.lock()
        if hot == nil {
            hot = workspace
        } else if idle.count < Self.maxIdle {
            idle.append(workspace)
        }
        lock.unlock()
    }
}

/// A tokenizer kept across compiles, and the table of its tag names (``TagNameTable``: each
/// name's `String`, JSON and the book's contribution id).
final class CompileWorkspace {
    let tokenizer: MarkupTokenizer
    /// Scratch space for ``RunBuilder``'s stack of open tags.
    @exclusivity(unchecked) var openTags: [OpenTag] = []
    /// The tokenizer's names by its name index, for its current name generation.
    @exclusivity(unchecked) private(set) var names = TagNameTable()
    @exclusivity(unchecked) private var nameGeneration = 0

    init(book: StyleBook, limits: MarkupLimits) {
        tokenizer = MarkupTokenizer(limits: limits, imageTags: book.imageStyleNames)
    }

    /// The name table for the tokenizer's latest input: a new one when the tokenizer dropped
    /// its names since the last input (texts compiled before keep the old one).
    func currentNames() -> TagNameTable {
        if tokenizer.nameGeneration != nameGeneration {
            names = TagNameTable()
            nameGeneration = tokenizer.nameGeneration
        }
        return names
    }
}

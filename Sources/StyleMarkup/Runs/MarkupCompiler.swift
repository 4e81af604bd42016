import Foundation

/// Compiles tagged text with a style book into ``CompiledText``: text, runs and tags.
///
/// ```swift
/// let compiler = MarkupCompiler(styleBook: try StyleBook(contentsOf: url))
/// let compiled = try compiler.compile("Tap <help>here</help>")
/// compiled.action(atUTF16Offset: 5)  // "help"
/// ```
///
/// Each character's attributes are `body`, then for each enclosing tag from outermost to
/// innermost: the `link` style (if the tag is a link or action), the tag's style, its `href`.
///
/// A compiler keeps what compiling with its book learns from text to text (the merged sets its
/// texts used, a tokenizer per thread), shared by every copy of it and safe to use from many
/// threads: keep one compiler per style book rather than making one per string.
public struct MarkupCompiler: Sendable {
    /// The style book that gives tags their meaning. Setting another book starts a new cache.
    public var styleBook: StyleBook {
        didSet { cache = Self.cache(for: styleBook) }
    }
    /// Whether a tag the style book does not name is an error (`--strict`).
    public var strict: Bool
    /// The limits applied while parsing.
    public var limits: MarkupLimits

    /// What compiling with ``styleBook`` keeps from text to text.
    private(set) var cache: CompileCache

    /// Creates a compiler.
    public init(styleBook: StyleBook = .default, strict: Bool = false, limits: MarkupLimits = .default) {
        self.styleBook = styleBook
        self.strict = strict
        self.limits = limits
        cache = Self.cache(for: styleBook)
    }

    /// A new cache for `book`, or the one every compiler with the built-in book shares.
    private static func cache(for book: StyleBook) -> CompileCache {
        book.isBuiltInDefault ? .builtInDefault : CompileCache(book: book)
    }

    /// Parses and compiles a string.
    /// - Throws: ``CompileError`` at the first problem.
    public func compile(_ string: String) throws(CompileError) -> CompiledText {
        var copy = string
        // `withUTF8` rethrows untyped; the only error its body throws is a `CompileError`. (The
        // text is returned straight out, not through a `Result`, whose `get()` copies it:
        // a retain and release of each of its parts.)
        do {
            return try copy.withUTF8 { bytes in try compile(bytes: bytes) }
        } catch {
            throw error as! CompileError
        }
    }

    /// Parses and compiles a string into `compiled`, replacing what it held and reusing its
    /// storage (the text's bytes and the runs) when nothing else holds it: compiling many
    /// strings one after another into one value allocates nothing for most of them once it
    /// has room for the longest. A copy taken before (`let kept = compiled`) keeps its
    /// contents, and the next compile then starts new storage.
    ///
    /// ```swift
    /// var compiled = CompiledText()
    /// var document: [UInt8] = []
    /// for string in strings {
    ///     try compiler.compile(string, into: &compiled)
    ///     document.removeAll(keepingCapacity: true)
    ///     JSONEmitter().emit(compiled, appendingTo: &document)
    /// }
    /// ```
    /// - Throws: ``CompileError`` at the first problem; `compiled` is then empty text
    ///   (``CompiledText/init()``).
    public func compile(_ string: String, into compiled: inout CompiledText) throws(CompileError) {
        var (text, storage) = compiled.takeForReuse()
        var copy = string
        do {
            compiled = try copy.withUTF8 { bytes in
                try compile(bytes: bytes, reusing: storage, roomForTags: Self.reusedRoomForTags, text: &text, reuseText: true)
            }
        } catch {
            compiled = CompiledText()
            throw error as! CompileError
        }
    }

    /// Parses and compiles UTF-8 bytes.
    /// - Throws: ``CompileError`` at the first problem.
    public func compile(_ data: Data) throws(CompileError) -> CompiledText {
        try data.withUnsafeBytes { raw in
            Result { () throws(CompileError) in try compile(bytes: raw.bindMemory(to: UInt8.self)) }
        }.get()
    }

    /// Tokenizes and compiles `bytes` with a tokenizer and table kept by the compiler across
    /// compiles (``CompileCache``), so a short string allocates little beyond its result.
    private func compile(bytes: UnsafeBufferPointer<UInt8>) throws(CompileError) -> CompiledText {
        var text: [UInt8] = []
        return try compile(bytes: bytes, reusing: nil, roomForTags: 0, text: &text, reuseText: false)
    }

    /// A text compiled into again keeps room for this many tags in a new run storage, so the
    /// storage fits most of the strings compiled into it after.
    private static let reusedRoomForTags = 8

    /// ``compile(bytes:)``, filling `reused` again when given and it has room (else a new one
    /// with room for at least `roomForTags` tags), and the text's bytes into `text` (taken out
    /// of it) when `reuseText`, else into a new array.
    private func compile(bytes: UnsafeBufferPointer<UInt8>, reusing reused: RunStorage?, roomForTags: Int,
                         text: inout [UInt8], reuseText: Bool) throws(CompileError) -> CompiledText {
        let cache = self.cache
        let (workspace, table) = cache.checkOut(limits: limits)
        defer { cache.checkIn(workspace) }
        let tokenizer = workspace.tokenizer
        do { try tokenizer.tokenize(bytes) } catch { throw CompileError(error) }
        let tokens = tokenizer.tags
        let names = workspace.currentNames()
        var isFull = false
        var unknown = UnknownTags()
        let storage = try table.withLock { () throws(CompileError) in
            defer { isFull = table.isFull }
            return try RunBuilder.build(tags: tokens, table: table, utf8Count: tokenizer.utf8Count, utf16Count: tokenizer.utf16Count,
                                        stack: &workspace.openTags, reusing: reused, roomForTags: roomForTags) {
                index throws(CompileError) in
                let token = tokens[index]
                let name = names.entry(token.nameIndex, name: tokenizer.name(of: token), contributions: cache.contributions)
                let known = name.contribution != TagNameTable.unknown
                let id = try TagStyler.contribution(name: name.name, known: known ? name.contribution : nil,
                                                    href: token.attributeCount == 0 ? nil : tokenizer.attribute("href", of: token),
                                                    book: styleBook, strict: strict, table: table,
                                                    location: { SourceLocation.locate(byteOffset: token.sourceByteOffset, in: bytes) })
                if !known { unknown.note(name.name, offset: token.sourceByteOffset) }
                return TagResolution(contribution: id, isNamedByBook: known)
            }
        }
        if isFull { cache.retire(table) }
        storage.headerPointer.pointee.tags = RunStorage.TagParts(tokens: tokens, names: names, attributes: tokenizer.handOutAttributes())
        let runs = RunList(storage: storage, utf8End: UInt32(tokenizer.utf8Count), utf16End: UInt32(tokenizer.utf16Count))
        var bytesOfText: [UInt8] = []
        swap(&bytesOfText, &text)
        if reuseText {
            tokenizer.withUTF8Text { bytesOfText.replaceSubrange(bytesOfText.indices, with: $0) }
        } else {
            bytesOfText = tokenizer.withUTF8Text(Self.copy)
        }
        return CompiledText(utf8Text: bytesOfText, utf16Count: tokenizer.utf16Count, runs: runs,
                            warnings: unknown.warnings(book: styleBook) { SourceLocation.locate(sortedByteOffsets: $0, in: bytes) })
    }

    /// The tokenizer's text in an array of its own (a large one backed by huge pages).
    private static func copy(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard text.count >= HugePages.minimumByteCount, let source = text.baseAddress else { return Array(text) }
        return [UInt8](unsafeUninitializedCapacity: text.count) { memory, initialized in
            HugePages.advise(memory.baseAddress!, byteCount: text.count)
            memory.baseAddress!.initialize(from: source, count: text.count)
            initialized = text.count
        }
    }
}

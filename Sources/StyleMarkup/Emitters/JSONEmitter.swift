import Foundation

/// The JSON run list (`--format json`): text, runs and tags, as documented in `Docs/JSON.md`.
///
/// Run attributes use the style book's keys in alphabetical order; unset keys are left out.
/// Each distinct attribute set is serialized once and reused for every run that has it.
public struct JSONEmitter: Emitter {
    /// The unit offsets are counted in.
    public var offsets: OffsetUnit

    /// Creates the emitter; offsets default to UTF-16, as `NSRange` counts.
    public init(offsets: OffsetUnit = .utf16) {
        self.offsets = offsets
    }

    /// `json`.
    public var fileExtension: String { OutputFormat.json.fileExtension }

    /// The JSON document (``emit(_:appendingTo:)`` into a new array).
    public func emit(_ compiled: CompiledText) -> [UInt8] {
        var document: [UInt8] = []
        emit(compiled, appendingTo: &document)
        return document
    }

    /// Appends the JSON document (the bytes ``emit(_:)`` returns) to `document`, using the room
    /// it has beyond its bytes: a caller writing many documents, one after another, empties
    /// one array with `removeAll(keepingCapacity: true)` and passes it each time, so a short
    /// string's document costs no allocation once the array has grown to fit the largest.
    ///
    /// ```swift
    /// var document: [UInt8] = []
    /// for string in strings {
    ///     document.removeAll(keepingCapacity: true)
    ///     JSONEmitter().emit(try compiler.compile(string), appendingTo: &document)
    ///     send(document)
    /// }
    /// ```
    public func emit(_ compiled: borrowing CompiledText, appendingTo document: inout [UInt8]) {
        // Each distinct attribute set is serialized once: compiled text finds its sets' JSON in
        // the emitter's side table of the compiler's style table (``JSONRunEnds``), other text serializes its sets here. The document
        // is written straight into `document`'s storage after its bytes, made once with room
        // for everything but the escaped text proved by construction (``capacity(_:_:)``),
        // and for the text its bytes and a margin for escapes. (Growing or copying a buffer of
        // tens of megabytes touches fresh pages, which costs more than writing it; the part not
        // written is never touched.) Every write checks the room left: text that escapes more
        // than the margin moves the buffer to memory of its own, and the document is copied in.
        // An array reused for many documents usually has room for the next one already: when
        // its room beyond its bytes is at least a generous guess at the document's size
        // (``roomGuess(_:_:)``), the document is written there without counting its bound
        // (which reads every run's set and every tag's name and attributes). The writes are
        // checked all the same; a guess that falls short costs the copy of an outgrown buffer.
        // An array that has room but not enough is grown to hold the guess (when it is at most
        // twice the bound and 4 KB), so the next documents find it there.
        // `source` is a variable so the closure refers to it rather than copying it.
        var source = Source(compiled)
        // Writing into an array's room after its bytes takes `Array.append(addingCapacity:
        // initializingWith:)` (SE-0485), which Swift 6.3's standard library has and which
        // Apple platforms have from macOS 10.14.4, iOS 12.2, watchOS 5.2, tvOS 12.2 and visionOS
        // 1.0 (the availability its declaration carries). An older compiler or system builds
        // the document in an array of its own and copies it in (``appendCopy(_:_:to:)``).
        #if compiler(>=6.3)
        if #available(macOS 10.14.4, iOS 12.2, watchOS 5.2, tvOS 12.2, visionOS 1.0, *) {
            let spare = document.capacity - document.count
            let guess = Self.roomGuess(compiled, source)
            var capacity = spare
            if spare < guess {
                let bound = Self.capacity(compiled, source)
                capacity = spare > 0 && guess <= 2 * bound + 4_096 ? guess : bound
            }
            var outgrown: ByteBuffer?
            document.append(addingCapacity: capacity) { span in
                span.withUnsafeMutableBufferPointer { memory, initialized in
                    (initialized, outgrown) = writeWhole(compiled, &source, into: memory)
                }
            }
            if let outgrown { document.append(contentsOf: UnsafeBufferPointer(start: outgrown.pointer, count: outgrown.count)) }
            return
        }
        #endif
        appendCopy(compiled, &source, to: &document)
    }

    /// ``emit(_:appendingTo:)`` without writing into the array's room: the document is written
    /// into an array of its own, made with room for its bound (``capacity(_:_:)``), and copied
    /// to the end of `document` (or becomes it, when `document` is empty).
    func appendCopy(_ compiled: borrowing CompiledText, _ source: inout Source, to document: inout [UInt8]) {
        var outgrown: ByteBuffer?
        let written = [UInt8](unsafeUninitializedCapacity: Self.capacity(compiled, source)) { memory, initialized in
            (initialized, outgrown) = writeWhole(compiled, &source, into: memory)
        }
        if let outgrown {
            document.append(contentsOf: UnsafeBufferPointer(start: outgrown.pointer, count: outgrown.count))
        } else if document.isEmpty {
            document = written
        } else {
            document.append(contentsOf: written)
        }
    }

    /// Writes the document into `memory`, which should have room for it (``capacity(_:_:)``):
    /// the bytes written there, or 0 and the buffer the document moved to when it outgrew
    /// `memory`.
    private func writeWhole(_ compiled: borrowing CompiledText, _ source: inout Source, into memory: UnsafeMutableBufferPointer<UInt8>) -> (Int, ByteBuffer?) {
        // A long text's document is tens of megabytes of fresh memory (``HugePages``).
        HugePages.advise(memory.baseAddress!, byteCount: memory.count)
        var writer = JSONWriter(writingInto: memory)
        write(compiled, source, to: &writer, flush: nil)
        let buffer = writer.buffer
        return buffer.ownsMemory ? (0, buffer) : (buffer.count, nil)
    }

    /// What a document is written from besides the text and runs, looked up once: each
    /// distinct attribute set's JSON, the tags as the compile left them (`nil` for text not
    /// compiled from markup) and the most digits a number of the document has.
    struct Source {
        let styles: StyleJSON
        let tags: CompiledTags?
        let digits: Int

        init(_ compiled: borrowing CompiledText) {
            styles = StyleJSON(compiled.runs)
            tags = compiled.compiledTags
            // Offsets in any unit are at most the text's bytes; depths are below the tag count.
            digits = ByteBuffer.decimalDigitCount(UInt(max(compiled.utf8Text.count, tags?.count ?? compiled.tagCount)))
        }
    }

    /// The pieces of the document, written by ``write(_:_:to:flush:)`` and counted by
    /// ``capacity(_:_:)``.
    private enum Piece {
        static let head: StaticString = "{\n  \"version\": 1,\n  \"text\": "
        static let offsets: StaticString = ",\n  \"offsets\": "
        static let utf8: StaticString = "\"utf8\""
        static let utf16: StaticString = "\"utf16\""
        static let scalars: StaticString = "\"scalars\""
        static let runsStart: StaticString = ",\n  \"runs\": ["
        static let firstRun: StaticString = "\n    {\"start\": "
        static let nextRun: StaticString = ",\n    {\"start\": "
        static let length: StaticString = ", \"length\": "
        static let noRuns: StaticString = "],\n  \"tags\": ["
        static let runsEnd: StaticString = "\n  ],\n  \"tags\": ["
        static let firstTag: StaticString = "\n    {\"name\": "
        static let nextTag: StaticString = ",\n    {\"name\": "
        static let start: StaticString = ", \"start\": "
        static let depth: StaticString = ", \"depth\": "
        static let tagAttributes: StaticString = ", \"attributes\": {"
        static let separator: StaticString = ", "
        static let colon: StaticString = ": "
        static let tagEnd: StaticString = "}}"
        /// A tag's end when it has no attributes: ``tagAttributes`` and ``tagEnd`` together.
        static let noTagAttributes: StaticString = ", \"attributes\": {}}"
        static let noTags: StaticString = "]\n}\n"
        static let tagsEnd: StaticString = "\n  ]\n}\n"

        /// The most bytes of fixed text: the document's, a run's and a tag's (with their numbers).
        static let documentBound = head.utf8CodeUnitCount + offsets.utf8CodeUnitCount + scalars.utf8CodeUnitCount
            + runsStart.utf8CodeUnitCount + max(noRuns.utf8CodeUnitCount, runsEnd.utf8CodeUnitCount)
            + max(noTags.utf8CodeUnitCount, tagsEnd.utf8CodeUnitCount)
        /// The most bytes of a run but its end (its set's ``JSONWriter/writeRunEnd(_:)``), with
        /// numbers of at most `digits` digits.
        static func runBound(digits: Int) -> Int {
            nextRun.utf8CodeUnitCount + length.utf8CodeUnitCount + 2 * digits
        }
        /// The most bytes of a tag but its name and attributes, with numbers of at most `digits` digits.
        static func tagBound(digits: Int) -> Int {
            nextTag.utf8CodeUnitCount + tagNumbersBound(digits: digits) + tagAttributes.utf8CodeUnitCount + tagEnd.utf8CodeUnitCount
        }
        /// The most bytes of a tag's offsets and depth (``writeTag(range:depth:converter:to:)``).
        static func tagNumbersBound(digits: Int) -> Int {
            start.utf8CodeUnitCount + length.utf8CodeUnitCount + depth.utf8CodeUnitCount + 3 * digits
        }
        static let attributeBound = separator.utf8CodeUnitCount + colon.utf8CodeUnitCount
    }

    /// Writes the JSON document (the bytes ``emit(_:)`` returns) in order, in pieces of about
    /// `pieceSize` bytes (more for a long run or tag) handed to `sink`: a large document never
    /// exists whole in memory. Each piece is a `Data` of its own, copied out of the emitter's
    /// buffer.
    public func write(_ compiled: CompiledText, pieceSize: Int = 1 << 20, to sink: (Data) -> Void) {
        writePieces(compiled, pieceSize: pieceSize) { sink(Data($0)) }
    }

    /// ``write(_:pieceSize:to:)`` without the copy: each piece is the emitter's buffer, valid
    /// only during the call (the CLI writes it to its file this way).
    package func writePieces(_ compiled: CompiledText, pieceSize: Int = 1 << 20, to sink: (UnsafeRawBufferPointer) -> Void) {
        let source = Source(compiled)
        var writer = JSONWriter(capacity: pieceSize + pieceSize / 4)
        let buffer = writer.buffer
        withoutActuallyEscaping(sink) { sink in
            write(compiled, source, to: &writer, flush: Flush(size: max(pieceSize, 1)) {
                sink(UnsafeRawBufferPointer(start: buffer.pointer, count: buffer.count))
                buffer.removeAll()
            })
        }
        if buffer.count > 0 { sink(UnsafeRawBufferPointer(start: buffer.pointer, count: buffer.count)) }
    }

    /// When a streaming ``writePieces(_:pieceSize:to:)`` hands out what is written: `send` once the
    /// buffer holds `size` bytes (checked after each run, tag and slice of text).
    private struct Flush {
        let size: Int
        let send: () -> Void
    }

    /// The room for escapes in a text of `count` bytes, beyond its bytes: an eighth, and 16
    /// bytes (three `\u` escapes, or sixteen of `\"`). Not the worst case (six bytes per byte),
    /// which for a 70-byte string was a third of the document's room: allocating and freeing
    /// the smaller block costs a short string about 80 instructions less, and the array
    /// returned holds less memory. Text that escapes more moves the buffer (``ByteBuffer``).
    static func escapeMargin(_ count: Int) -> Int { count / 8 + 16 }

    /// The room to allocate for the document: its fixed text, each run with its attributes'
    /// JSON, each tag with its escaped name and attributes, every number at most as many digits
    /// as the largest offset, count or depth can have — an upper bound of all that — and the
    /// text: its bytes and a margin for escapes (``escapeMargin(_:)``).
    private static func capacity(_ compiled: borrowing CompiledText, _ source: borrowing Source) -> Int {
        let textCount = compiled.utf8Text.count
        let digits = source.digits, styles = source.styles
        var room = Piece.documentBound + 2 + textCount + escapeMargin(textCount)
        let runs = compiled.runs
        room += runs.count * Piece.runBound(digits: digits)
        for index in runs.indices { room += styles[runs.styleIndex(at: index)].count }
        if let compiledTags = source.tags {
            room += compiledTags.count * Piece.tagBound(digits: digits)
            for attribute in compiledTags.attributes { room += attributeRoom(attribute) }
            let tokens = compiledTags.tokens
            for index in tokens.indices { room += compiledTags.names[tokens[index].nameIndex].json.count }
        } else {
            for tag in compiled.makeTags() {
                room += Piece.tagBound(digits: digits) + JSONWriter.escapedSizeBound(tag.name)
                for attribute in tag.attributes { room += attributeRoom(attribute) }
            }
        }
        return room
    }

    /// A guess at the document's size that holds for all but unusual documents, made without
    /// reading the runs' sets or the tags: the fixed text, the text with its margin for escapes,
    /// and ``guessPerItem`` bytes for each run's set and each tag's name and attributes.
    private static func roomGuess(_ compiled: borrowing CompiledText, _ source: borrowing Source) -> Int {
        let textCount = compiled.utf8Text.count
        let tagCount = source.tags?.count ?? compiled.tagCount
        return Piece.documentBound + 2 + textCount + escapeMargin(textCount)
            + compiled.runs.count * (Piece.runBound(digits: source.digits) + guessPerItem)
            + tagCount * (Piece.tagBound(digits: source.digits) + guessPerItem)
    }

    /// The bytes ``roomGuess(_:_:)`` allows for a run's attributes, or a tag's name and attributes.
    static let guessPerItem = 256

    /// The most bytes an attribute of a tag takes.
    private static func attributeRoom(_ attribute: TagAttribute) -> Int {
        Piece.attributeBound + JSONWriter.escapedSizeBound(attribute.name) + JSONWriter.escapedSizeBound(attribute.value)
    }

    /// Writes the document, given each distinct attribute set serialized.
    private func write(_ compiled: borrowing CompiledText, _ source: borrowing Source, to writer: inout JSONWriter, flush: Flush?) {
        let buffer = writer.buffer
        let styles = source.styles
        @inline(__always) func mayFlush() {
            if let flush, buffer.count >= flush.size { flush.send() }
        }
        buffer.append(Piece.head)
        compiled.utf8Text.withUnsafeBufferPointer { text in
            guard let flush else { return writer.string(utf8: text) }
            // In slices that end before a byte that starts a character, so no escape is cut.
            buffer.append(UInt8(ascii: "\""))
            var start = 0
            while start < text.count {
                var end = min(start + flush.size, text.count)
                while end < text.count && text[end] & 0xC0 == 0x80 { end += 1 }
                writer.escaped(utf8: UnsafeBufferPointer(rebasing: text[start..<end]))
                mayFlush()
                start = end
            }
            buffer.append(UInt8(ascii: "\""))
        }
        buffer.append(Piece.offsets)
        switch offsets {
        case .utf8: buffer.append(Piece.utf8)
        case .utf16: buffer.append(Piece.utf16)
        case .scalars: buffer.append(Piece.scalars)
        }
        buffer.append(Piece.runsStart)
        let runs = compiled.runs
        let converter = offsets == .scalars ? OffsetConverter(utf8: compiled.utf8Text) : nil
        // Each run starts where the last one ended.
        var start = 0
        if !runs.isEmpty {
            switch offsets {
            case .utf8: start = runs.utf8Start(at: 0)
            case .utf16: start = runs.utf16Start(at: 0)
            case .scalars: start = converter!.scalarOffset(ofUTF8: runs.utf8Start(at: 0))
            }
        }
        // Each run and each tag (but its attributes) is written into room made once for it, its
        // bound as counted by ``capacity(_:_:)``.
        let digits = source.digits
        let runBound = Piece.runBound(digits: digits)
        for index in runs.indices {
            let end: Int
            switch offsets {
            case .utf8: end = runs.utf8End(at: index)
            case .utf16: end = runs.utf16End(at: index)
            case .scalars: end = converter!.scalarOffset(ofUTF8: runs.utf8End(at: index))
            }
            let runEnd = styles[runs.styleIndex(at: index)]
            buffer.write(atMost: runBound + runEnd.count) { cursor in
                cursor.append(index == 0 ? Piece.firstRun : Piece.nextRun)
                cursor.appendDecimal(start)
                cursor.append(Piece.length)
                cursor.appendDecimal(end - start)
                cursor.append(runEnd)
            }
            start = end
            mayFlush()
        }
        if runs.isEmpty { buffer.append(Piece.noRuns) } else { buffer.append(Piece.runsEnd) }
        let tagCount: Int
        if let compiledTags = source.tags {
            // Each name's JSON was written once, when the compile workspace first met the name.
            let tokens = compiledTags.tokens
            let tagBound = Piece.tagBound(digits: digits)
            for index in tokens.indices {
                let token = tokens[index]
                let name = compiledTags.names[token.nameIndex].json
                buffer.write(atMost: tagBound + name.count) { cursor in
                    cursor.append(index == 0 ? Piece.firstTag : Piece.nextTag)
                    cursor.append(name)
                    writeTag(range: token.range, depth: token.depth, converter: converter, to: &cursor)
                    if token.attributeCount == 0 { cursor.append(Piece.noTagAttributes) }
                }
                if token.attributeCount != 0 { writeAttributes(compiledTags.attributes[token.attributeIndices], to: &writer) }
                mayFlush()
            }
            tagCount = tokens.count
        } else {
            let tags = compiled.makeTags()
            for index in tags.indices {
                buffer.append(index == 0 ? Piece.firstTag : Piece.nextTag)
                writer.string(tags[index].name)
                buffer.write(atMost: Piece.tagNumbersBound(digits: digits)) { cursor in
                    writeTag(range: tags[index].range, depth: tags[index].depth, converter: converter, to: &cursor)
                }
                writeAttributes(tags[index].attributes[...], to: &writer)
                mayFlush()
            }
            tagCount = tags.count
        }
        if tagCount == 0 { buffer.append(Piece.noTags) } else { buffer.append(Piece.tagsEnd) }
    }

    /// Writes a tag's offsets and depth, after its name.
    @inline(__always)
    private func writeTag(range: TextRange, depth: Int, converter: OffsetConverter?, to cursor: inout ByteCursor) {
        let start: Int, length: Int
        switch offsets {
        case .utf8: (start, length) = (Int(range.utf8Start), Int(range.utf8End - range.utf8Start))
        case .utf16: (start, length) = (Int(range.utf16Start), Int(range.utf16End - range.utf16Start))
        case .scalars:
            start = converter!.scalarOffset(ofUTF8: Int(range.utf8Start))
            length = converter!.scalarOffset(ofUTF8: Int(range.utf8End)) - start
        }
        cursor.append(Piece.start)
        cursor.appendDecimal(start)
        cursor.append(Piece.length)
        cursor.appendDecimal(length)
        cursor.append(Piece.depth)
        cursor.appendDecimal(depth)
    }

    /// Writes a tag's attributes object and the tag's end.
    @inline(__always)
    private func writeAttributes(_ attributes: ArraySlice<TagAttribute>, to writer: inout JSONWriter) {
        let buffer = writer.buffer
        buffer.append(Piece.tagAttributes)
        for index in attributes.indices {
            if index != attributes.startIndex { buffer.append(Piece.separator) }
            writer.string(attributes[index].name)
            buffer.append(Piece.colon)
            writer.string(attributes[index].value)
        }
        buffer.append(Piece.tagEnd)
    }

    /// The end of a run (``JSONWriter/writeRunEnd(_:)``: its attributes' JSON object and what
    /// surrounds it) of each distinct attribute set of a run list, by ``RunList/styleIndex(at:)``:
    /// read in the emitter's side table of the compiler's style table for compiled text
    /// (``JSONRunEnds``, serialized when the table first met the set), serialized here for
    /// other text.
    struct StyleJSON {
        /// The side table of the compiled runs' table, not retained (nor retained per lookup):
        /// the run list holds the table, which holds it, and this value lives only inside an
        /// emitter call that holds the run list.
        private let runEnds: Unmanaged<JSONRunEnds>?
        private let tableIDs: UnsafePointer<UInt32>?
        private let local: ByteBuffer?
        private let localEnds: [Int]
        /// Each set's run end by the text's style number, looked up once when the text has many
        /// runs (a short text's few runs read the side table directly, without a new array).
        private let looked: [UnsafeBufferPointer<UInt8>]

        /// Texts with at least this many runs look their sets' run ends up once.
        private static let lookUpOnceRunCount = 64

        /// The sets of `runs`, which must outlive this value (it does not copy them: a copy of
        /// a run list retains each of its parts, which costs a short text more than its lookups).
        init(_ runs: RunList) {
            if let runEnds = runs.sideTable(JSONRunEnds.self) {
                self.runEnds = Unmanaged.passUnretained(runEnds)
                tableIDs = runs.tableIDBase
                local = nil
                localEnds = []
                if runs.count >= Self.lookUpOnceRunCount {
                    let ids = runs.tableIDBase
                    looked = (0..<runs.styleCount).map { runEnds[ids[$0]] }
                } else {
                    looked = []
                }
            } else {
                runEnds = nil
                tableIDs = nil
                let buffer = ByteBuffer(capacity: 256)
                var writer = JSONWriter(buffer: buffer)
                var ends: [Int] = []
                for style in 0..<runs.styleCount {
                    writer.writeRunEnd(runs.style(style))
                    ends.append(buffer.count)
                }
                local = buffer
                localEnds = ends
                looked = []
            }
        }

        /// The run end of the set numbered `style`, valid while this value lives.
        @inline(__always)
        subscript(style: Int) -> UnsafeBufferPointer<UInt8> {
            if !looked.isEmpty { return looked[style] }
            if let tableIDs { return runEnds.unsafelyUnwrapped._withUnsafeGuaranteedRef { $0[tableIDs[style]] } }
            let start = style == 0 ? 0 : localEnds[style - 1]
            return UnsafeBufferPointer(start: local!.pointer + start, count: localEnds[style] - start)
        }
    }
}

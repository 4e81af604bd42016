#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads tagged UTF-8 bytes into plain text and tag occurrences, in one pass.
///
/// The input is read 64 bytes at a time: each block is stored to the text unconditionally and
/// classified at once into a bitmap of the bytes that need attention (`<`, `&`, NUL), whose set
/// bits are then handled in order: tags and references read (after which the rest of the block
/// is copied again, to where the text now continues). A block's non-ASCII bytes are validated
/// together from bitmaps of their UTF-8 classes (``UTF8Scanning/checkBlock(high:_:)``); only a
/// block that fails is walked scalar by scalar, so its first error is found where it is. Plain
/// text and valid scalars between markup cost nothing of their own. The text is
/// written straight into the tokenizer's buffer, which has room for the longest text the input
/// can decode to. Open tags form a stack linked through the token array (see ``innermost``), never
/// the call stack, so nesting depth is bounded only by ``MarkupLimits``.
package struct MarkupReader {
    let input: UnsafeBufferPointer<UInt8>
    let base: UnsafePointer<UInt8>
    let end: Int
    let limits: MarkupLimits

    /// The text so far: `textCount` bytes at `text`. The storage has room for
    /// ``textCapacity(forInputBytes:)`` bytes, so whole words may be stored past the end.
    let text: UnsafeMutablePointer<UInt8>
    var textCount = 0
    var utf16Count = 0
    /// ``tailBytes`` bytes of the caller's, initialized: the input's last 64 bytes (all of it
    /// when shorter) are copied to its start, followed by 64 zeros, so a block of 64 bytes can be
    /// loaded from any offset up to the end without reading past the input, and what it holds
    /// past the end is ASCII (see ``copyBlock(from:shift:)``).
    let tail: UnsafeMutablePointer<UInt8>
    /// The size of ``tail``.
    static let tailBytes = 128
    /// The tags so far, with their names and attributes: the caller's store, which outlives
    /// the reader (see ``read(_:into:limits:store:)``).
    let storage: UnsafeMutablePointer<TagStore>
    var store: TagStore {
        @inline(__always) _read { yield storage.pointee }
        @inline(__always) nonmutating _modify { yield &storage.pointee }
    }
    /// The tags so far: `tokenCount` tokens at `tokens`, the store's token buffer (which the
    /// store owns alone while the reader runs), with room for `tokenCapacity` (never more than
    /// the tag limit); the count goes back to the store when reading ends.
    var tokens: UnsafeMutablePointer<TagToken>
    var tokenCount = 0
    var tokenCapacity: Int
    /// The index in `tokens` of the innermost open tag, or -1 when no tag is open. While a
    /// tag is open, its `range.utf8End` holds the index of the open tag enclosing it plus one (0
    /// for none), so the open tags are a stack that needs no storage of its own.
    var innermost = -1
    var depth = 0
    /// Whether the store has image tag names (when not, no tag is an image, and no name is looked up).
    let hasImageTags: Bool

    /// The text storage an input of `count` bytes needs: only named references make text longer
    /// than its source, each by at most one byte, and whole blocks of 64 bytes may be stored
    /// past the end.
    static func textCapacity(forInputBytes count: Int) -> Int {
        count + count / CharacterReference.shortestGrowingReference * CharacterReference.maxGrowthPerReference + 64
    }

    /// Throws when the input is larger than the limit (or than 32-bit offsets can count, so every
    /// offset the reader stores fits a `UInt32`).
    @inline(__always)
    static func checkSize(of input: UnsafeBufferPointer<UInt8>, limits: MarkupLimits) throws(MarkupError) {
        let count = input.count
        if count > limits.maxInputBytes || count > Int(UInt32.max) / 2 { throw sizeError(of: input, limits: limits) }
    }

    private static func sizeError(of input: UnsafeBufferPointer<UInt8>, limits: MarkupLimits) -> MarkupError {
        MarkupError(kind: .limitExceeded, message: "the input is \(input.count) bytes, more than the limit of \(limits.maxInputBytes)",
                    location: SourceLocation.locate(byteOffset: 0, in: input))
    }

    /// Reads the whole input into `text`, which has room for ``textCapacity(forInputBytes:)``
    /// bytes, and `store`, using the ``tailBytes`` initialized bytes at `tail`; the input's size
    /// must have passed ``checkSize(of:limits:)``.
    static func read(_ input: UnsafeBufferPointer<UInt8>, into text: UnsafeMutablePointer<UInt8>, tail: UnsafeMutablePointer<UInt8>,
                     limits: MarkupLimits, store: inout TagStore) throws(MarkupError) -> (text: Int, utf16: Int) {
        guard input.count > 0 else { return (0, 0) }
        return try withUnsafeMutablePointer(to: &store) { storage throws(MarkupError) in
            var reader = MarkupReader(input: input, text: text, tail: tail, limits: limits, storage: storage)
            // The counts come back in registers: read back from the reader's fields, two 8-byte
            // stores were loaded as one 16-byte value, which the CPU cannot forward from its
            // store buffer (a stall of its own on every call).
            let counts = try reader.readAll()
            storage.pointee.tokenCount = reader.tokenCount
            return counts
        }
    }

    private init(input: UnsafeBufferPointer<UInt8>, text: UnsafeMutablePointer<UInt8>, tail: UnsafeMutablePointer<UInt8>,
                 limits: MarkupLimits, storage: UnsafeMutablePointer<TagStore>) {
        self.input = input
        self.tail = tail
        self.base = input.baseAddress!
        self.end = input.count
        self.text = text
        self.limits = limits
        self.storage = storage
        hasImageTags = storage.pointee.hasImageTags
        tokens = storage.pointee.tokenStorage.pointer
        tokenCapacity = min(storage.pointee.tokenStorage.capacity, limits.maxTags)
    }

    /// Reads the whole input; returns the text's length in UTF-8 bytes and UTF-16 units.
    private mutating func readAll() throws(MarkupError) -> (text: Int, utf16: Int) {
        let base = self.base, end = self.end, text = self.text
        // A byte-order mark at the very start is not text: reading starts after it, while
        // source offsets (tags, errors) still count its bytes.
        var blockStart = SourceLocation.byteOrderMarkLength(of: input)
        // Plain text and non-ASCII scalars are copied byte for byte, so while they are read the
        // text offset of input byte `i` is `i + shift`; only markup changes `shift`.
        // `narrowing` is the text's bytes minus its UTF-16 units so far (non-ASCII scalars and
        // references add to it), so neither count is kept per byte.
        var shift = -blockStart
        var narrowing = 0
        fillTail()
        // 64 bytes per block: copied to the text at once, and classified into a bitmap of the
        // bytes that need attention, whose set bits are then handled in order. Between two of
        // them nothing is tested, so where the markup is decides how often the loop over bits
        // runs, not which way a branch goes per segment of text.
        while blockStart < end {
            let block = copyBlock(from: blockStart, shift: shift)
            var bits = block.markup
            // The block's non-ASCII bytes are checked at once; when they are valid the walk
            // meets only markup and NUL, and `pending` holds the continuation bytes not yet
            // added to `narrowing` (see ``UTF8Scanning/checkBlock(high:_:)``). When they are
            // not, the walk meets every byte ≥ 0x80 too and checks each scalar on its own, so
            // errors (and what comes before them) are found exactly as the bytes come.
            var pending: UInt64 = 0
            var spill = 64
            if block.high != 0 {
                let check = UTF8Scanning.checkBlock(high: block.high, scalarBytes(at: block.source))
                if check.valid {
                    pending = check.narrowing
                    spill = check.spill
                } else {
                    bits |= block.high
                }
            }
            var next = blockStart &+ 64
            while bits != 0 {
                let position = blockStart &+ bits.trailingZeroBitCount
                let byte = base[position]
                var after: Int
                if byte >= 0x80 {
                    // A non-ASCII scalar of a block that is not valid as a whole, checked from
                    // one word; the block's copy holds its bytes (unless it runs past the
                    // block: then it is stored here).
                    let word = UTF8Scanning.paddedWord(base, position, end)
                    let length = UTF8Scanning.sequenceLength(word: word)
                    if length == 0 { throw invalidUTF8(at: position) }
                    narrowing &+= (length &- 1) &- (length &>> 2)  // bytes minus UTF-16 units: 1, 2, 2
                    after = position &+ length
                    if after &- blockStart >= 64 {
                        assertTextRoom(position &+ shift, 4)
                        UnsafeMutableRawPointer(text + (position &+ shift)).storeBytes(of: word.littleEndian, as: UInt32.self)
                        next = after
                        break
                    }
                    bits &= UInt64.max &<< UInt64(truncatingIfNeeded: after &- blockStart)
                    continue
                }
                let before = pending & ((1 &<< UInt64(truncatingIfNeeded: position &- blockStart)) &- 1)
                narrowing &+= before.nonzeroBitCount
                pending ^= before
                let offset = position &+ shift
                if byte == UInt8(ascii: "<"), let plainEnd = readPlainTag(at: position, textOffset: offset, utf16Offset: offset &- narrowing) {
                    shift &-= plainEnd &- position
                    after = plainEnd
                } else {
                    guard byte != 0 else { throw error(.nulByte, "the input contains a NUL byte at byte offset \(position)", at: position) }
                    // Tags that are not plain, and references: read out of line with the counts stored.
                    textCount = offset
                    utf16Count = offset &- narrowing
                    after = byte == UInt8(ascii: "<") ? try readAngle(at: position) : try readReference(at: position)
                    shift = textCount &- after
                    narrowing = textCount &- utf16Count
                }
                // The text after the markup moved: copy the rest of the block again. Bytes the
                // markup took are not text: their continuation bytes do not count.
                assert(after &- blockStart <= spill || after &- blockStart >= 64, "markup ends inside a scalar")
                if after &- blockStart >= 64 {
                    next = after
                    pending = 0
                    spill = 64
                    break
                }
                _ = copyBlock(from: after, shift: shift)
                let rest = UInt64.max &<< UInt64(truncatingIfNeeded: after &- blockStart)
                bits &= rest
                pending &= rest
            }
            narrowing &+= pending.nonzeroBitCount
            if spill < 64 {
                // The last scalar of a valid block runs past it: checked whole, stored here (the
                // block's copy holds only its first bytes), and the next block starts after it.
                let position = blockStart &+ spill
                let word = UTF8Scanning.paddedWord(base, position, end)
                let length = UTF8Scanning.sequenceLength(word: word)
                if length == 0 { throw invalidUTF8(at: position) }
                narrowing &+= (length &- 1) &- (length &>> 2)
                assertTextRoom(position &+ shift, 4)
                UnsafeMutableRawPointer(text + (position &+ shift)).storeBytes(of: word.littleEndian, as: UInt32.self)
                next = position &+ length
            }
            blockStart = next
        }
        if innermost >= 0 { throw unclosedTagError() }
        return (end &+ shift, end &+ shift &- narrowing)
    }

    private func unclosedTagError() -> MarkupError {
        let open = tokens[innermost]
        let name = store.name(of: open)
        return error(.unclosedTag, "tag <\(name)> is never closed; add </\(name)> where its text ends", at: open.sourceByteOffset,
                     suggestion: "</\(name)>")
    }

    @inline(never)
    private func invalidUTF8(at index: Int) -> MarkupError {
        error(.invalidUTF8, "the input is not valid UTF-8 (byte 0x\(String(base[index], radix: 16, uppercase: true)) at byte offset \(index))", at: index)
    }

    // MARK: - Text

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    @inline(__always)
    private static func store(_ word: UInt64, _ pointer: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// Checks, in debug builds, that `count` bytes stored at text offset `offset` stay inside the
    /// text storage (``textCapacity(forInputBytes:)``): the text so far is at most the input read
    /// so far plus its growth, so a store of at most 16 bytes at the current offset fits.
    @inline(__always)
    private func assertTextRoom(_ offset: Int, _ count: Int) {
        assert(offset >= 0 && offset + count <= Self.textCapacity(forInputBytes: end), "text store past the text storage")
    }

    /// What ``copyBlock(from:shift:)`` found in 64 bytes (bit k for byte `start + k`, none for
    /// bytes past the end of the input).
    struct CopiedBlock {
        /// The bytes that need the walk's attention whatever the text is: `<`, `&` and NUL.
        var markup: UInt64
        /// The bytes ≥ 0x80 (the zeros after the input in ``tail`` are not).
        var high: UInt64
        /// Where the 64 bytes were loaded from (the input, or ``tail``), for ``scalarBytes(at:)``.
        var source: UnsafeRawPointer
    }

    /// Copies the 64 input bytes from `start` to the text (input byte `i` to text offset
    /// `i + shift`) and classifies them (``ByteWord/classify(_:_:_:_:)``).
    ///
    /// Bytes past the end, and the bytes after the first that needs attention, are stored too
    /// (the text storage has room for them; they are overwritten later or lie past the text).
    /// Within 64 bytes of the end the bytes come from ``tail``, so nothing is read past the
    /// input; there the bytes past the end are zero, so no UTF-8 class has them.
    @inline(__always)
    private func copyBlock(from start: Int, shift: Int) -> CopiedBlock {
        let source = UnsafeRawPointer(start &+ 64 <= end ? base + start : UnsafePointer(tail) + (start &- tailStart))
        let a = source.loadUnaligned(as: SIMD16<UInt8>.self)
        let b = source.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self)
        let c = source.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self)
        let d = source.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self)
        assertTextRoom(start &+ shift, 64)
        let target = UnsafeMutableRawPointer(text + (start &+ shift))
        target.storeBytes(of: a, as: SIMD16<UInt8>.self)
        target.storeBytes(of: b, toByteOffset: 16, as: SIMD16<UInt8>.self)
        target.storeBytes(of: c, toByteOffset: 32, as: SIMD16<UInt8>.self)
        target.storeBytes(of: d, toByteOffset: 48, as: SIMD16<UInt8>.self)
        let block = ByteWord.classify(a, b, c, d)
        let available = end &- start
        let inside = available >= 64 ? UInt64.max : (1 &<< UInt64(truncatingIfNeeded: available)) &- 1
        return CopiedBlock(markup: block.markup & inside, high: block.high, source: source)
    }

    /// The UTF-8 classes of the 64 bytes at `source` (``ByteWord/classifyScalars(_:_:_:_:shifted:_:_:)``).
    @inline(__always)
    private func scalarBytes(at source: UnsafeRawPointer) -> ByteWord.ScalarBytes {
        ByteWord.classifyScalars(source.loadUnaligned(as: SIMD16<UInt8>.self), source.loadUnaligned(fromByteOffset: 16, as: SIMD16<UInt8>.self),
                                 source.loadUnaligned(fromByteOffset: 32, as: SIMD16<UInt8>.self),
                                 source.loadUnaligned(fromByteOffset: 48, as: SIMD16<UInt8>.self),
                                 shifted: source.loadUnaligned(fromByteOffset: 15, as: SIMD16<UInt8>.self),
                                 source.loadUnaligned(fromByteOffset: 31, as: SIMD16<UInt8>.self),
                                 source.loadUnaligned(fromByteOffset: 47, as: SIMD16<UInt8>.self))
    }

    /// The first input offset whose block (64 bytes) is read from ``tail``.
    private var tailStart: Int { end > 64 ? end &- 64 : 0 }

    /// Copies the input's last 64 bytes (all of it when shorter) to the start of ``tail`` and 64
    /// zeros after them; its 128 bytes then hold every byte a block from ``tailStart`` on reads.
    @inline(__always)
    private func fillTail() {
        let from = base + tailStart, count = end &- tailStart, to = UnsafeMutableRawPointer(tail)
        if count >= 16 {
            // Sixteen bytes at a time, the last sixteen overlapping the step before: both write
            // the same bytes to the same places.
            var k = 0
            while k &+ 16 < count {
                to.storeBytes(of: UnsafeRawPointer(from + k).loadUnaligned(as: SIMD16<UInt8>.self), toByteOffset: k, as: SIMD16<UInt8>.self)
                k &+= 16
            }
            to.storeBytes(of: UnsafeRawPointer(from + (count &- 16)).loadUnaligned(as: SIMD16<UInt8>.self), toByteOffset: count &- 16, as: SIMD16<UInt8>.self)
        } else if count >= 4 {
            let half = count >= 8 ? 8 : 4
            if half == 8 {
                to.storeBytes(of: UnsafeRawPointer(from).loadUnaligned(as: UInt64.self), as: UInt64.self)
                to.storeBytes(of: UnsafeRawPointer(from + (count &- 8)).loadUnaligned(as: UInt64.self), toByteOffset: count &- 8, as: UInt64.self)
            } else {
                to.storeBytes(of: UnsafeRawPointer(from).loadUnaligned(as: UInt32.self), as: UInt32.self)
                to.storeBytes(of: UnsafeRawPointer(from + (count &- 4)).loadUnaligned(as: UInt32.self), toByteOffset: count &- 4, as: UInt32.self)
            }
        } else {
            for k in 0..<count { tail[k] = from[k] }
        }
        // Zeros after the copy: the last block's bytes past the end are ASCII (and their markup
        // bits are masked off), so a sequence cut short by the end is invalid there.
        let zero = SIMD16<UInt8>(repeating: 0)
        for k in 0..<4 { to.storeBytes(of: zero, toByteOffset: count &+ 16 &* k, as: SIMD16<UInt8>.self) }
    }

    /// Reads what starts at a `&`: a character reference, or a literal `&`.
    @inline(__always)
    private mutating func readReference(at start: Int) throws(MarkupError) -> Int {
        let decoded = try CharacterReference.decode(in: input, at: start, maxDigits: limits.maxCharacterReferenceDigits)
        decoded.write(to: text + textCount)
        textCount += decoded.length
        utf16Count += decoded.utf16Count
        return decoded.next
    }

    /// The offset of the first `byte` in `start..<limit`, or `limit`.
    @inline(__always)
    func find(_ byte: UInt8, from start: Int, before limit: Int) -> Int {
        guard start < limit, let hit = memchr(base + start, Int32(byte), limit - start) else { return limit }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    // MARK: - Errors

    /// The error for the first invalid or NUL byte in `start..<stop`, which has one.
    func encodingError(_ start: Int, _ stop: Int) -> MarkupError {
        switch UTF8Scanning.firstProblem(in: UnsafeBufferPointer(start: base + start, count: stop - start)) {
        case .nul(let offset)?:
            return error(.nulByte, "the input contains a NUL byte at byte offset \(start + offset)", at: start + offset)
        case .invalid(let offset)?:
            let at = start + offset
            return error(.invalidUTF8, "the input is not valid UTF-8 (byte 0x\(String(base[at], radix: 16, uppercase: true)) at byte offset \(at))", at: at)
        case nil:
            preconditionFailure("encodingError called for valid bytes")
        }
    }

    /// The hint appended to a message about a `<` that starts no tag.
    package static let textHint = "; if '<' is meant as text, write &lt;"

    func locate(_ offset: Int) -> SourceLocation {
        SourceLocation.locate(byteOffset: offset, in: input)
    }

    func string(_ start: Int, _ stop: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: stop - start), as: UTF8.self)
    }

    func describe(_ index: Int) -> String {
        let byte = base[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "character 0x\(String(byte, radix: 16, uppercase: true))" }
        var stop = index + 1
        while stop < end, base[stop] & 0xC0 == 0x80 { stop += 1 }
        return "'\(string(index, stop))'"
    }

    func error(_ kind: MarkupError.Kind, _ message: String, at offset: Int, related: SourceLocation? = nil,
               suggestion: String? = nil) -> MarkupError {
        MarkupError(kind: kind, message: message, location: locate(offset), relatedLocation: related, suggestion: suggestion)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads tagged UTF-8 bytes into plain text and tag occurrences, in one pass.
///
/// The input is read eight bytes at a time: each word is stored to the text unconditionally and
/// tested at once for the bytes that need attention (`<`, `&`, NUL and non-ASCII), so copying,
/// validating, counting UTF-16 units and finding markup are one loop over plain text. Only
/// non-ASCII scalars (validated one by one), tags and references leave that loop. The text is
/// written straight into the tokenizer's buffer, which has room for the longest text the input
/// can decode to. Open tags form a stack linked through the token array (see ``innermost``), never
/// the call stack, so nesting depth is bounded only by ``MarkupLimits``.
struct MarkupReader {
    let input: UnsafeBufferPointer<UInt8>
    let base: UnsafePointer<UInt8>
    let end: Int
    let limits: MarkupLimits

    /// The text so far: `textCount` bytes at `text`. The storage has room for
    /// ``textCapacity(forInputBytes:)`` bytes, so whole words may be stored past the end.
    let text: UnsafeMutablePointer<UInt8>
    var textCount = 0
    var utf16Count = 0
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
    /// than its source, each by at most one byte, and whole words may be stored past the end.
    static func textCapacity(forInputBytes count: Int) -> Int {
        count + count / CharacterReference.shortestGrowingReference * CharacterReference.maxGrowthPerReference + 16
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
    /// bytes, and `store`; the input's size must have passed ``checkSize(of:limits:)``.
    static func read(_ input: UnsafeBufferPointer<UInt8>, into text: UnsafeMutablePointer<UInt8>, limits: MarkupLimits,
                     store: inout TagStore) throws(MarkupError) -> (text: Int, utf16: Int) {
        guard input.count > 0 else { return (0, 0) }
        return try withUnsafeMutablePointer(to: &store) { storage throws(MarkupError) in
            var reader = MarkupReader(input: input, text: text, limits: limits, storage: storage)
            try reader.readAll()
            storage.pointee.tokenCount = reader.tokenCount
            return (reader.textCount, reader.utf16Count)
        }
    }

    private init(input: UnsafeBufferPointer<UInt8>, text: UnsafeMutablePointer<UInt8>, limits: MarkupLimits, storage: UnsafeMutablePointer<TagStore>) {
        self.input = input
        self.base = input.baseAddress!
        self.end = input.count
        self.text = text
        self.limits = limits
        self.storage = storage
        hasImageTags = storage.pointee.hasImageTags
        tokens = storage.pointee.tokenStorage.pointer
        tokenCapacity = min(storage.pointee.tokenStorage.capacity, limits.maxTags)
    }

    private mutating func readAll() throws(MarkupError) {
        let base = self.base, end = self.end, text = self.text
        // A byte-order mark at the very start is not text: reading starts after it, while
        // source offsets (tags, errors) still count its bytes.
        var index = SourceLocation.byteOrderMarkLength(of: input)
        // Plain text and non-ASCII scalars are copied byte for byte, so while they are read the
        // text offset of input byte `index` is `index + shift`; only markup changes `shift`.
        // `narrowing` is the text's bytes minus its UTF-16 units so far (non-ASCII scalars and
        // references add to it), so neither count is kept per byte.
        var shift = -index
        var narrowing = 0
        while true {
            index = copyPlainText(from: index, shift: shift)
            if index >= end { break }
            let byte = base[index]
            if byte >= 0x80 {
                // Non-ASCII scalars, validated and copied a word at a time; back to plain text at
                // the next ASCII byte.
                repeat {
                    let word = UTF8Scanning.paddedWord(base, index, end)
                    let length = UTF8Scanning.sequenceLength(word: word)
                    if length == 0 { throw invalidUTF8(at: index) }
                    assertTextRoom(index &+ shift, 4)
                    UnsafeMutableRawPointer(text + (index &+ shift)).storeBytes(of: word.littleEndian, as: UInt32.self)
                    index &+= length
                    narrowing &+= (length &- 1) &- (length &>> 2)  // bytes minus UTF-16 units: 1, 2, 2
                } while index < end && base[index] >= 0x80
                continue
            }
            let offset = index &+ shift
            if byte == UInt8(ascii: "<"), let next = readPlainTag(at: index, textOffset: offset, utf16Offset: offset &- narrowing) {
                shift &-= next &- index
                index = next
                continue
            }
            guard byte != 0 else { throw error(.nulByte, "the input contains a NUL byte at byte offset \(index)", at: index) }
            // Tags that are not plain, and references: read out of line with the counts stored.
            textCount = offset
            utf16Count = offset &- narrowing
            index = byte == UInt8(ascii: "<") ? try readAngle(at: index) : try readReference(at: index)
            shift = textCount &- index
            narrowing = textCount &- utf16Count
        }
        textCount = end &+ shift
        utf16Count = textCount &- narrowing
        if innermost >= 0 { throw unclosedTagError() }
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

    /// Copies the plain ASCII bytes from `start` to the text (input byte `i` to text offset
    /// `i + shift`) and returns the offset of the first byte that needs attention
    /// (``ByteWord/markupBytes(_:)``), or `end`.
    ///
    /// Sixteen bytes per step while sixteen remain, then one word of eight, then the last eight
    /// bytes of the input shifted so the remaining ones come first. Each step stores all its
    /// bytes before testing them (bytes past the first that needs attention are overwritten
    /// later; the storage has room for them). (Testing the input's last sixteen bytes instead
    /// of the two words was tried: the loop then kept an extra counter and cost more.)
    @inline(__always)
    private func copyPlainText(from start: Int, shift: Int) -> Int {
        let base = self.base, end = self.end
        var index = start
        while true {
            if index &+ 16 <= end {
                let vector = UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self)
                assertTextRoom(index &+ shift, 16)
                UnsafeMutableRawPointer(text + (index &+ shift)).storeBytes(of: vector, as: SIMD16<UInt8>.self)
                let flags = ByteWord.markupBytes(vector)
                let low = flags[0], high = flags[1]
                if low | high == 0 {
                    index &+= 16
                    continue
                }
                return index &+ (low != 0 ? low.trailingZeroBitCount &>> 3 : 8 &+ high.trailingZeroBitCount &>> 3)
            }
            if index &+ 8 <= end {
                let word = Self.load(base + index)
                assertTextRoom(index &+ shift, 8)
                Self.store(word, text + (index &+ shift))
                let flags = ByteWord.markupBytes(word)
                if flags != 0 { return index &+ flags.trailingZeroBitCount &>> 3 }
                index &+= 8
            }
            guard index < end else { return index }
            let remaining = end &- index
            if end >= 8 {
                // The last eight bytes of the input, shifted so the remaining ones come first.
                let drop = UInt64(truncatingIfNeeded: 8 &* (8 &- remaining))
                let word = Self.load(base + end - 8) &>> drop
                assertTextRoom(index &+ shift, 8)
                Self.store(word, text + (index &+ shift))
                let flags = ByteWord.markupBytes(word) & (ByteWord.highs &>> drop)
                return index &+ (flags == 0 ? remaining : flags.trailingZeroBitCount &>> 3)
            }
            while index < end, case let byte = base[index], byte != 0, byte < 0x80,
                  byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                text[index &+ shift] = byte
                index &+= 1
            }
            return index
        }
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

    static let textHint = "; if '<' is meant as text, write &lt;"

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

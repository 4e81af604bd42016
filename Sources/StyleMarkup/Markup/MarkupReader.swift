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

    private static let highBits = ByteWord.highs
    private static let lowBits = ByteWord.ones

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
        tokens = storage.pointee.tokenStorage.pointer
        tokenCapacity = min(storage.pointee.tokenStorage.capacity, limits.maxTags)
    }

    private mutating func readAll() throws(MarkupError) {
        // A byte-order mark at the very start is not text: reading starts after it, while
        // source offsets (tags, errors) still count its bytes.
        var index = SourceLocation.byteOrderMarkLength(of: input)
        while true {
            index = copyPlainText(from: index)
            if index >= end { break }
            let byte = base[index]
            if byte == UInt8(ascii: "<") {
                if let next = try readPlainTag(at: index) { index = next } else { index = try readAngle(at: index) }
            } else if byte == UInt8(ascii: "&") {
                index = try readReference(at: index)
            } else if byte >= 0x80 {
                index = try copyScalars(from: index)
            } else {
                throw error(.nulByte, "the input contains a NUL byte at byte offset \(index)", at: index)
            }
        }
        if innermost >= 0 {
            let open = tokens[innermost]
            let name = store.name(of: open)
            throw error(.unclosedTag, "tag <\(name)> is never closed; add </\(name)> where its text ends", at: open.sourceByteOffset,
                        suggestion: "</\(name)>")
        }
    }

    // MARK: - Text

    /// The bytes of `word` that need attention (`<`, `&`, NUL, or ≥ 0x80), as the high bit of
    /// each such byte. Only the lowest flagged byte is exact (a borrow can flag a 0x01 above a
    /// real hit), which is all the callers use.
    @inline(__always)
    private static func attentionBytes(_ word: UInt64) -> UInt64 {
        let angle = word ^ (lowBits &* UInt64(UInt8(ascii: "<")))
        let ampersand = word ^ (lowBits &* UInt64(UInt8(ascii: "&")))
        let zero = (word &- lowBits) & ~word
        let angleZero = (angle &- lowBits) & ~angle
        let ampersandZero = (ampersand &- lowBits) & ~ampersand
        return (word | zero | angleZero | ampersandZero) & highBits
    }

    @inline(__always)
    private static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    @inline(__always)
    private static func store(_ word: UInt64, _ pointer: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(pointer).storeBytes(of: word.littleEndian, as: UInt64.self)
    }

    /// Copies the plain ASCII bytes from `start` to the text, eight at a time, and returns the
    /// offset of the first byte that needs attention, or `end`.
    @inline(__always)
    private mutating func copyPlainText(from start: Int) -> Int {
        var index = start
        var output = text + textCount
        while true {
            if index + 8 <= end {
                let word = Self.load(base + index)
                Self.store(word, output)
                let attention = Self.attentionBytes(word)
                if attention == 0 {
                    index += 8
                    output += 8
                    continue
                }
                let plain = attention.trailingZeroBitCount >> 3
                index += plain
                output += plain
            } else if index < end {
                let remaining = end - index
                if end >= 8 {
                    // The last eight bytes of the input, shifted so the remaining ones come first.
                    let word = Self.load(base + end - 8) >> UInt64(8 * (8 - remaining))
                    Self.store(word, output)
                    let attention = Self.attentionBytes(word) & (Self.highBits >> UInt64(8 * (8 - remaining)))
                    let plain = attention == 0 ? remaining : attention.trailingZeroBitCount >> 3
                    index += plain
                    output += plain
                } else {
                    while index < end, case let byte = base[index], byte != 0, byte < 0x80,
                          byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") {
                        output.pointee = byte
                        output += 1
                        index += 1
                    }
                }
            }
            break
        }
        let copied = output - (text + textCount)
        textCount += copied
        utf16Count += copied
        return index
    }

    /// Validates (``UTF8Scanning/sequenceLength(_:_:_:)``) and copies the non-ASCII scalars
    /// that start at `start`, up to the next ASCII byte. Returns the offset after them.
    private mutating func copyScalars(from start: Int) throws(MarkupError) -> Int {
        var index = start
        var output = text + textCount
        var units = 0
        while index < end, base[index] >= 0x80 {
            guard let length = UTF8Scanning.sequenceLength(base, index, end) else { break }
            if length == 4 { units += 1 }
            if index + 4 <= end {
                UnsafeMutableRawPointer(output).storeBytes(of: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self), as: UInt32.self)
            } else {
                for k in 0..<length { output[k] = base[index + k] }
            }
            output += length
            index += length
            units += 1
        }
        textCount = output - text
        utf16Count += units
        if index < end, base[index] >= 0x80 {
            throw error(.invalidUTF8, "the input is not valid UTF-8 (byte 0x\(String(base[index], radix: 16, uppercase: true)) at byte offset \(index))", at: index)
        }
        return index
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

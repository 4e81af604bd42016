#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What ``MarkupReader`` produces: the text as UTF-8, its UTF-16 length, and the tags.
struct MarkupReadResult {
    var text: [UInt8]
    var utf16Count: Int
    var tags: [Tag]
}

/// Reads tagged UTF-8 bytes into plain text and tag occurrences, in one pass.
///
/// The input is read eight bytes at a time: each word is stored to the text unconditionally and
/// tested at once for the bytes that need attention (`<`, `&`, NUL and non-ASCII), so copying,
/// validating, counting UTF-16 units and finding markup are one loop over plain text. Only
/// non-ASCII scalars (validated one by one), tags and references leave that loop. The text is
/// written straight into the result array's storage, reserved once for the longest text the input
/// can decode to. Open tags form a stack linked through the tag array (see ``innermost``), never
/// the call stack, so nesting depth is bounded only by ``MarkupLimits``.
struct MarkupReader {
    let input: UnsafeBufferPointer<UInt8>
    let base: UnsafePointer<UInt8>
    let end: Int
    let limits: MarkupLimits
    let imageTags: Set<String>

    /// The text so far: `textCount` bytes at `text`. The storage has room for the longest text
    /// the input can decode to plus eight bytes, so whole words may be stored past the end.
    let text: UnsafeMutablePointer<UInt8>
    var textCount = 0
    var utf16Count = 0
    var tags: [Tag] = []
    /// The index in `tags` of the innermost open tag, or -1 when no tag is open. While a tag is
    /// open, its `range.utf8End` holds the index of the open tag enclosing it plus one (0 for
    /// none), so the open tags are a stack that needs no storage of its own.
    var innermost = -1
    var depth = 0
    /// Recently seen tag names, so a repeated name costs no string creation.
    var nameCache = TagNameCache()

    private static let highBits: UInt64 = 0x8080_8080_8080_8080
    private static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// Reads the whole input.
    static func read(_ input: UnsafeBufferPointer<UInt8>, limits: MarkupLimits, imageTags: Set<String>) throws(MarkupError) -> MarkupReadResult {
        let end = input.count
        if end > limits.maxInputBytes || end > Int(UInt32.max) / 2 {
            throw MarkupError(kind: .limitExceeded, message: "the input is \(end) bytes, more than the limit of \(limits.maxInputBytes)",
                              location: SourceLocation.locate(byteOffset: 0, in: input))
        }
        guard end > 0 else { return MarkupReadResult(text: [], utf16Count: 0, tags: []) }
        // Only named references make text longer than its source, each by at most one byte.
        let capacity = end + end / CharacterReference.shortestGrowingReference * CharacterReference.maxGrowthPerReference + 16
        if capacity <= smallInputCapacity {
            // A short string is read into stack memory and copied out: cheaper than asking the
            // runtime for an uninitialized array, which costs more than the copy at this size.
            let outcome = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
                let outcome = readAll(input, into: buffer.baseAddress!, limits: limits, imageTags: imageTags)
                return (outcome, outcome.error == nil ? Array(UnsafeBufferPointer(start: buffer.baseAddress!, count: outcome.textCount)) : [])
            }
            if let error = outcome.0.error { throw error }
            return MarkupReadResult(text: outcome.1, utf16Count: outcome.0.utf16Count, tags: outcome.0.tags)
        }
        var outcome = Outcome()
        let text = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
            outcome = readAll(input, into: buffer.baseAddress!, limits: limits, imageTags: imageTags)
            initialized = outcome.textCount
        }
        if let error = outcome.error { throw error }
        return MarkupReadResult(text: text, utf16Count: outcome.utf16Count, tags: outcome.tags)
    }

    /// What one read produced, or the error that stopped it.
    private struct Outcome {
        var textCount = 0
        var utf16Count = 0
        var tags: [Tag] = []
        var error: MarkupError?
    }

    private static func readAll(_ input: UnsafeBufferPointer<UInt8>, into text: UnsafeMutablePointer<UInt8>, limits: MarkupLimits, imageTags: Set<String>) -> Outcome {
        var reader = MarkupReader(input: input, text: text, limits: limits, imageTags: imageTags)
        do throws(MarkupError) {
            try reader.readAll()
            return Outcome(textCount: reader.textCount, utf16Count: reader.utf16Count, tags: reader.tags)
        } catch {
            return Outcome(error: error)
        }
    }

    /// Inputs whose text fits in this many bytes are read on the stack (see ``read(_:limits:imageTags:)``).
    private static let smallInputCapacity = 2048

    private init(input: UnsafeBufferPointer<UInt8>, text: UnsafeMutablePointer<UInt8>, limits: MarkupLimits, imageTags: Set<String>) {
        self.input = input
        self.base = input.baseAddress!
        self.end = input.count
        self.text = text
        self.limits = limits
        self.imageTags = imageTags
    }

    private mutating func readAll() throws(MarkupError) {
        var index = 0
        while true {
            index = copyPlainText(from: index)
            if index >= end { break }
            let byte = base[index]
            if byte == UInt8(ascii: "<") {
                index = try readAngle(at: index)
            } else if byte == UInt8(ascii: "&") {
                index = try readReference(at: index)
            } else if byte >= 0x80 {
                index = try copyScalars(from: index)
            } else {
                throw error(.nulByte, "the input contains a NUL byte at byte offset \(index)", at: index)
            }
        }
        if innermost >= 0 {
            let name = tags[innermost].name
            throw error(.unclosedTag, "tag <\(name)> is never closed; add </\(name)> where its text ends", at: tags[innermost].sourceByteOffset)
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

    /// Validates and copies the non-ASCII scalars that start at `start`, up to the next ASCII
    /// byte. Returns the offset after them.
    ///
    /// A sequence is valid when its lead is C2–F4, it has the continuation bytes the lead
    /// announces, and it is neither overlong (E0 80–9F, F0 80–8F), a surrogate (ED A0–BF) nor
    /// past U+10FFFF (F4 90–BF).
    private mutating func copyScalars(from start: Int) throws(MarkupError) -> Int {
        var index = start
        var output = text + textCount
        var units = 0
        @inline(__always) func isContinuation(_ offset: Int) -> Bool { base[offset] & 0xC0 == 0x80 }
        while index < end {
            let lead = base[index]
            if lead < 0x80 { break }
            let length: Int
            if lead &- 0xC2 <= 0xDF - 0xC2 {
                guard index + 1 < end, isContinuation(index + 1) else { break }
                length = 2
            } else if lead & 0xF0 == 0xE0 {
                guard index + 2 < end, isContinuation(index + 1), isContinuation(index + 2) else { break }
                let second = base[index + 1]
                if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second >= 0xA0) { break }
                length = 3
            } else if lead &- 0xF0 <= 0xF4 - 0xF0 {
                guard index + 3 < end, isContinuation(index + 1), isContinuation(index + 2), isContinuation(index + 3) else { break }
                let second = base[index + 1]
                if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second >= 0x90) { break }
                length = 4
                units += 1
            } else {
                break
            }
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

    func error(_ kind: MarkupError.Kind, _ message: String, at offset: Int) -> MarkupError {
        MarkupError(kind: kind, message: message, location: locate(offset))
    }
}

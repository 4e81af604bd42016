/// Word-at-a-time byte tests: eight bytes loaded as one `UInt64` (or sixteen as one
/// `SIMD16<UInt8>`) and tested together, the one home of the constants and tricks the byte loops
/// (reader, UTF-8 scanning, emitters, lint) share.
enum ByteWord {
    /// 0x01 in every byte.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// 0x80 (the high bit) in every byte.
    static let highs: UInt64 = 0x8080_8080_8080_8080

    /// `byte` in every byte of a word.
    @inline(__always)
    static func repeating(_ byte: UInt8) -> UInt64 { ones &* UInt64(byte) }

    /// The high bit of each zero byte of `word`; only the lowest flagged byte is exact (a borrow
    /// can flag a 0x01 above a real zero). Nonzero exactly when some byte is zero.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }

    /// Whether some byte of `word` is zero.
    @inline(__always)
    static func hasZero(_ word: UInt64) -> Bool { zeroBytes(word) != 0 }

    /// How many of the lowest bytes of `word` are ASCII letters (`A`–`Z`, `a`–`z`), 0–8.
    ///
    /// Each byte is folded to lower case with its high bit cleared, so adding below cannot carry
    /// into the next byte; a byte is a letter when it is at least `a` and below `{` after
    /// folding, and was ASCII before.
    @inline(__always)
    static func leadingASCIILetters(_ word: UInt64) -> Int {
        let folded = (word | repeating(0x20)) & ~highs
        let atLeastA = folded &+ repeating(0x80 - 0x61)
        let atLeastBrace = folded &+ repeating(0x80 - 0x7B)
        let letters = atLeastA & ~atLeastBrace & ~word & highs
        return (~letters & highs).trailingZeroBitCount >> 3
    }

    /// The bytes of `word` that need the markup reader's attention (`<`, `&`, NUL, or ≥ 0x80), as
    /// the high bit of each such byte. Only the lowest flagged byte is exact (a borrow can flag a
    /// 0x01 above a real hit), which is all the reader uses.
    @inline(__always)
    static func markupBytes(_ word: UInt64) -> UInt64 {
        let angle = word ^ repeating(UInt8(ascii: "<"))
        let ampersand = word ^ repeating(UInt8(ascii: "&"))
        let zero = (word &- ones) & ~word
        let angleZero = (angle &- ones) & ~angle
        let ampersandZero = (ampersand &- ones) & ~ampersand
        return (word | zero | angleZero | ampersandZero) & highs
    }

    /// The bytes of `word` a JSON string may have to escape (a control character, `"`, `\\`, DEL,
    /// 0xE2, which starts U+2028 and U+2029, or 0xEF, which starts U+FEFF), as the high bit of
    /// each such byte. Only the lowest flagged byte is exact (a borrow can flag a byte above a
    /// real hit); 0xE2 and 0xEF also start characters that need no escape.
    @inline(__always)
    static func jsonEscapeBytes(_ word: UInt64) -> UInt64 {
        let quote = word ^ repeating(0x22)
        let backslash = word ^ repeating(0x5C)
        let delete = word ^ repeating(0x7F)
        let lineSeparatorLead = word ^ repeating(0xE2)
        let byteOrderMarkLead = word ^ repeating(0xEF)
        let control = (word &- repeating(0x20)) & ~word
        return (control | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((delete &- ones) & ~delete)
            | ((lineSeparatorLead &- ones) & ~lineSeparatorLead) | ((byteOrderMarkLead &- ones) & ~byteOrderMarkLead)) & highs
    }

    /// ``jsonEscapeBytes(_:)`` for sixteen bytes at once, as two words (bytes 0–7, then 8–15),
    /// each flagged byte's high bit set; every flag is exact (each byte is worked on alone, as in
    /// the sixteen-byte ``markupBytes(_:)``).
    @inline(__always)
    static func jsonEscapeBytes(_ vector: SIMD16<UInt8>) -> SIMD2<UInt64> {
        let one = SIMD16<UInt8>(repeating: 1)
        let quote = vector ^ SIMD16(repeating: 0x22)
        let backslash = vector ^ SIMD16(repeating: 0x5C)
        let delete = vector ^ SIMD16(repeating: 0x7F)
        let lineSeparatorLead = vector ^ SIMD16(repeating: 0xE2)
        let byteOrderMarkLead = vector ^ SIMD16(repeating: 0xEF)
        let control = (vector &- SIMD16(repeating: 0x20)) & ~vector
        let flags = (control | ((quote &- one) & ~quote) | ((backslash &- one) & ~backslash) | ((delete &- one) & ~delete)
            | ((lineSeparatorLead &- one) & ~lineSeparatorLead) | ((byteOrderMarkLead &- one) & ~byteOrderMarkLead))
            & SIMD16(repeating: 0x80)
        return unsafeBitCast(flags, to: SIMD2<UInt64>.self)
    }

    /// ``markupBytes(_:)`` for sixteen bytes at once, as two words (bytes 0–7, then 8–15), each
    /// flagged byte's high bit set. Every flag is exact: the subtraction works on each byte
    /// alone (it compiles to SSE2 byte arithmetic; the standard library's SIMD comparisons do
    /// not, so none is used).
    @inline(__always)
    static func markupBytes(_ vector: SIMD16<UInt8>) -> SIMD2<UInt64> {
        let one = SIMD16<UInt8>(repeating: 1)
        let angle = vector ^ SIMD16(repeating: UInt8(ascii: "<"))
        let ampersand = vector ^ SIMD16(repeating: UInt8(ascii: "&"))
        let flags = (vector | ((vector &- one) & ~vector) | ((angle &- one) & ~angle) | ((ampersand &- one) & ~ampersand))
            & SIMD16(repeating: 0x80)
        return unsafeBitCast(flags, to: SIMD2<UInt64>.self)
    }
}

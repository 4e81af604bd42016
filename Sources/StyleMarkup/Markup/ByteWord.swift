#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
import _Builtin_intrinsics.intel  // Clang's SSE2 intrinsics (`_mm_movemask_epi8`), part of the toolchain
#endif

/// Word-at-a-time byte tests: eight bytes loaded as one `UInt64` (or sixteen as one
/// `SIMD16<UInt8>`, or 64 as four) and tested together, the one home of the constants and tricks the byte loops
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

    /// The bytes of `vector` that are markup or NUL (`<`, `&`, 0), as two words (bytes 0–7, then
    /// 8–15) with each flagged byte's high bit set. Every flag is exact: the subtraction works on
    /// each byte alone (it compiles to SSE2 byte arithmetic; the standard library's SIMD
    /// comparisons do not, so none is used).
    @inline(__always)
    static func markupBytes(_ vector: SIMD16<UInt8>) -> SIMD2<UInt64> {
        let one = SIMD16<UInt8>(repeating: 1)
        let angle = vector ^ SIMD16(repeating: UInt8(ascii: "<"))
        let ampersand = vector ^ SIMD16(repeating: UInt8(ascii: "&"))
        let flags = (((vector &- one) & ~vector) | ((angle &- one) & ~angle) | ((ampersand &- one) & ~ampersand))
            & SIMD16(repeating: 0x80)
        return unsafeBitCast(flags, to: SIMD2<UInt64>.self)
    }

    /// The high bits of `word`'s eight bytes (`word` has no other bit set) as the low eight bits
    /// of the result, byte 0's first. One multiply moves byte k's bit 7 (bit 8k + 7) to bit
    /// 56 + k: the multiplier's terms never put two bits in the same place, so nothing carries.
    @inline(__always)
    static func gatherHighBits(_ word: UInt64) -> UInt64 {
        (word &* 0x0002_0408_1020_4081) &>> 56
    }

    /// What 64 bytes hold, as bitmaps (bit k for byte k of the block).
    struct Block: Equatable {
        /// `<`, `&` and NUL.
        var markup: UInt64
        /// Bytes ≥ 0x80: UTF-8 lead and continuation bytes.
        var high: UInt64
        /// Bytes ≥ 0xC0: UTF-8 lead bytes (and the invalid C0, C1, F5–FF).
        var lead: UInt64
    }

    /// Classifies the 64 bytes in `vectors` (bytes 0–15, 16–31, 32–47, 48–63): with SSE2's
    /// byte compares and `pmovmskb` on x86-64 (three instructions per bitmap per sixteen bytes),
    /// elsewhere as ``classifyPortably(_:_:_:_:)``, which gives the same bitmaps.
    @inline(__always)
    static func classify(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>, _ d: SIMD16<UInt8>) -> Block {
        #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
        let angle = _mm_set1_epi8(0x3C), ampersand = _mm_set1_epi8(0x26), zero = _mm_setzero_si128()
        func bits(_ vector: SIMD16<UInt8>) -> (markup: UInt64, high: UInt64, lead: UInt64) {
            let v = unsafeBitCast(vector, to: __m128i.self)
            let markup = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, angle), _mm_cmpeq_epi8(v, ampersand)), _mm_cmpeq_epi8(v, zero))
            // Adding a byte to itself moves its bit 6 to bit 7: a lead byte has both set.
            return (UInt64(truncatingIfNeeded: _mm_movemask_epi8(markup)), UInt64(truncatingIfNeeded: _mm_movemask_epi8(v)),
                    UInt64(truncatingIfNeeded: _mm_movemask_epi8(_mm_and_si128(v, _mm_add_epi8(v, v)))))
        }
        let ba = bits(a), bb = bits(b), bc = bits(c), bd = bits(d)
        return Block(markup: ba.markup | bb.markup &<< 16 | bc.markup &<< 32 | bd.markup &<< 48,
                     high: ba.high | bb.high &<< 16 | bc.high &<< 32 | bd.high &<< 48,
                     lead: ba.lead | bb.lead &<< 16 | bc.lead &<< 32 | bd.lead &<< 48)
        #else
        return classifyPortably(a, b, c, d)
        #endif
    }

    /// ``classify(_:_:_:_:)`` with word arithmetic only: each flag moved to its bit by
    /// ``gatherHighBits(_:)``.
    @inline(__always)
    static func classifyPortably(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>, _ d: SIMD16<UInt8>) -> Block {
        func gather(_ flags: SIMD2<UInt64>) -> UInt64 { gatherHighBits(flags[0]) | gatherHighBits(flags[1]) &<< 8 }
        let highs = SIMD16<UInt8>(repeating: 0x80)
        func bits(_ vector: SIMD16<UInt8>) -> (markup: UInt64, high: UInt64, lead: UInt64) {
            (gather(markupBytes(vector)), gather(unsafeBitCast(vector & highs, to: SIMD2<UInt64>.self)),
             gather(unsafeBitCast(vector & (vector &+ vector) & highs, to: SIMD2<UInt64>.self)))
        }
        let ba = bits(a), bb = bits(b), bc = bits(c), bd = bits(d)
        return Block(markup: ba.markup | bb.markup &<< 16 | bc.markup &<< 32 | bd.markup &<< 48,
                     high: ba.high | bb.high &<< 16 | bc.high &<< 32 | bd.high &<< 48,
                     lead: ba.lead | bb.lead &<< 16 | bc.lead &<< 32 | bd.lead &<< 48)
    }
}

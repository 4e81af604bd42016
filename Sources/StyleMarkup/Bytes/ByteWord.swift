#if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
import _Builtin_intrinsics.intel  // Clang's SSE2 intrinsics (`_mm_movemask_epi8`), part of the toolchain
#endif

/// Word-at-a-time byte tests: eight bytes loaded as one `UInt64` (or sixteen as one
/// `SIMD16<UInt8>`, or 64 as four) and tested together, the one home of the constants and tricks the byte loops
/// (reader, UTF-8 scanning, emitters, lint) share.
package enum ByteWord {
    /// 0x01 in every byte.
    static let ones: UInt64 = 0x0101_0101_0101_0101
    /// 0x80 (the high bit) in every byte.
    package static let highs: UInt64 = 0x8080_8080_8080_8080

    /// `byte` in every byte of a word.
    @inline(__always)
    package static func repeating(_ byte: UInt8) -> UInt64 { ones &* UInt64(byte) }

    /// The high bit of each zero byte of `word`; only the lowest flagged byte is exact (a borrow
    /// can flag a 0x01 above a real zero). Nonzero exactly when some byte is zero.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 { (word &- ones) & ~word & highs }

    /// Whether some byte of `word` is zero.
    @inline(__always)
    package static func hasZero(_ word: UInt64) -> Bool { zeroBytes(word) != 0 }

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
    /// 0xC2, which starts the C1 controls U+0080–U+009F, 0xE2, which starts U+2028 and U+2029,
    /// or 0xEF, which starts U+FEFF), as the high bit of each such byte. Only the lowest flagged
    /// byte is exact (a borrow can flag a byte above a real hit); 0xC2, 0xE2 and 0xEF also start
    /// characters that need no escape.
    @inline(__always)
    static func jsonEscapeBytes(_ word: UInt64) -> UInt64 {
        let quote = word ^ repeating(0x22)
        let backslash = word ^ repeating(0x5C)
        let delete = word ^ repeating(0x7F)
        let lineSeparatorLead = word ^ repeating(0xE2)
        let byteOrderMarkLead = word ^ repeating(0xEF)
        let c1Lead = word ^ repeating(0xC2)
        let control = (word &- repeating(0x20)) & ~word
        return (control | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((delete &- ones) & ~delete)
            | ((lineSeparatorLead &- ones) & ~lineSeparatorLead) | ((byteOrderMarkLead &- ones) & ~byteOrderMarkLead)
            | ((c1Lead &- ones) & ~c1Lead)) & highs
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
        let c1Lead = vector ^ SIMD16(repeating: 0xC2)
        let control = (vector &- SIMD16(repeating: 0x20)) & ~vector
        let flags = (control | ((quote &- one) & ~quote) | ((backslash &- one) & ~backslash) | ((delete &- one) & ~delete)
            | ((lineSeparatorLead &- one) & ~lineSeparatorLead) | ((byteOrderMarkLead &- one) & ~byteOrderMarkLead)
            | ((c1Lead &- one) & ~c1Lead))
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
    }

    /// Classifies the 64 bytes in `vectors` (bytes 0–15, 16–31, 32–47, 48–63): with SSE2's
    /// byte compares and `pmovmskb` on x86-64 (three instructions per bitmap per sixteen bytes),
    /// elsewhere as ``classifyPortably(_:_:_:_:)``, which gives the same bitmaps.
    @inline(__always)
    static func classify(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>, _ d: SIMD16<UInt8>) -> Block {
        #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
        let angle = _mm_set1_epi8(0x3C), ampersand = _mm_set1_epi8(0x26), zero = _mm_setzero_si128()
        func bits(_ vector: SIMD16<UInt8>) -> (markup: UInt64, high: UInt64) {
            let v = unsafeBitCast(vector, to: __m128i.self)
            let markup = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, angle), _mm_cmpeq_epi8(v, ampersand)), _mm_cmpeq_epi8(v, zero))
            return (UInt64(truncatingIfNeeded: _mm_movemask_epi8(markup)), UInt64(truncatingIfNeeded: _mm_movemask_epi8(v)))
        }
        let ba = bits(a), bb = bits(b), bc = bits(c), bd = bits(d)
        return Block(markup: lanes(ba.markup, bb.markup, bc.markup, bd.markup),
                     high: lanes(ba.high, bb.high, bc.high, bd.high))
        #else
        return classifyPortably(a, b, c, d)
        #endif
    }

    /// ``classify(_:_:_:_:)`` with word arithmetic only: each flag moved to its bit by
    /// ``gatherHighBits(_:)``.
    @inline(__always)
    static func classifyPortably(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>, _ d: SIMD16<UInt8>) -> Block {
        let highs = SIMD16<UInt8>(repeating: 0x80)
        func bits(_ vector: SIMD16<UInt8>) -> (markup: UInt64, high: UInt64) {
            (gather(markupBytes(vector)), gather(unsafeBitCast(vector & highs, to: SIMD2<UInt64>.self)))
        }
        let ba = bits(a), bb = bits(b), bc = bits(c), bd = bits(d)
        return Block(markup: lanes(ba.markup, bb.markup, bc.markup, bd.markup),
                     high: lanes(ba.high, bb.high, bc.high, bd.high))
    }

    /// The bitmaps of four sixteen-byte vectors (bytes 0–15, 16–31, 32–47, 48–63), each in its
    /// low sixteen bits, as one bitmap of the 64 bytes.
    @inline(__always)
    static func lanes(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) -> UInt64 { a | b &<< 16 | c &<< 32 | d &<< 48 }

    /// Sixteen flags (each byte's high bit, as two words) as sixteen bits, byte 0's lowest.
    @inline(__always)
    private static func gather(_ flags: SIMD2<UInt64>) -> UInt64 { gatherHighBits(flags[0]) | gatherHighBits(flags[1]) &<< 8 }

    /// The UTF-8 classes of 64 bytes, as bitmaps (bit k for byte k of the block): what
    /// ``UTF8Scanning/checkBlock(high:_:)`` decides a block's validity from.
    struct ScalarBytes: Equatable {
        /// Bytes ≥ 0xC0 (bits 7 and 6 set): lead bytes, and the never-valid C0, C1 and F5–FF.
        var lead: UInt64
        /// Bytes ≥ 0xE0: leads of three- and four-byte sequences (and F5–FF).
        var three: UInt64
        /// Bytes ≥ 0xF0: leads of four-byte sequences (and F5–FF).
        var four: UInt64
        /// Bytes that make the block invalid whatever surrounds them: C0, C1 and F5–FF, and a
        /// byte after E0 or F0 that would make that sequence overlong, after ED a surrogate, after
        /// F4 past U+10FFFF. Exactly: byte k is a misfit when it is C0, C1 or ≥ F5, or when byte
        /// k − 1 (none for k = 0) is E0 and byte k is 80–9F, or ED and byte k is not 80–9F, or
        /// F0 and byte k is 80–8F, or F4 and byte k is not 80–8F. (After ED or F4 a byte that is
        /// not a continuation byte is one too; it is invalid there anyway.) Only whether there
        /// is one matters, so the four sixteen-byte vectors' flags are merged: bit k (0–15) is set
        /// when byte k, 16 + k, 32 + k or 48 + k is a misfit (one `pmovmskb` instead of four).
        var misfit: UInt64
    }

    /// Classifies the UTF-8 bytes of the 64 bytes in `vectors` (bytes 0–15, 16–31, 32–47,
    /// 48–63), each vector's bytes also given one byte earlier in `shifted` (bytes 15–30, 31–46,
    /// 47–62 for b, c, d; `a`'s shifted form is made here, with zero before byte 0): with SSE2 on
    /// x86-64, elsewhere as ``classifyScalarsPortably(_:_:_:_:)``, which gives the same bitmaps.
    @inline(__always)
    static func classifyScalars(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>, _ d: SIMD16<UInt8>,
                                shifted b1: SIMD16<UInt8>, _ c1: SIMD16<UInt8>, _ d1: SIMD16<UInt8>) -> ScalarBytes {
        #if arch(x86_64) && canImport(_Builtin_intrinsics.intel)
        let belowA0 = _mm_set1_epi8(-0x60), below90 = _mm_set1_epi8(-0x70)
        let eRow = _mm_set1_epi8(Int8(bitPattern: 0xED)), eFlip = _mm_set1_epi8(0x0D)
        let fRow = _mm_set1_epi8(Int8(bitPattern: 0xF4)), fFlip = _mm_set1_epi8(0x04)
        let evenMask = _mm_set1_epi8(Int8(bitPattern: 0xFE)), c0 = _mm_set1_epi8(Int8(bitPattern: 0xC0))
        let f5 = _mm_set1_epi8(Int8(bitPattern: 0xF5))
        func bits(_ vector: SIMD16<UInt8>, _ before: __m128i) -> (lead: UInt64, three: UInt64, four: UInt64, misfit: __m128i) {
            let v = unsafeBitCast(vector, to: __m128i.self)
            // Each doubling moves the next bit down to bit 7: a byte is ≥ C0, E0, F0 when its
            // top two, three, four bits are set.
            let v2 = _mm_add_epi8(v, v), v4 = _mm_add_epi8(v2, v2), v8 = _mm_add_epi8(v4, v4)
            let lead = _mm_and_si128(v, v2), three = _mm_and_si128(lead, v4), four = _mm_and_si128(three, v8)
            // 80–9F and 80–8F are the signed bytes below -0x60 and -0x70. After E0 a byte of
            // 80–9F is a misfit, after ED any other: the byte before is compared with E0 where
            // this one is 80–9F, with ED elsewhere; F0 and F4 likewise with 80–8F.
            let low = _mm_cmpgt_epi8(belowA0, v), lower = _mm_cmpgt_epi8(below90, v)
            let eBad = _mm_cmpeq_epi8(before, _mm_xor_si128(eRow, _mm_and_si128(low, eFlip)))
            let fBad = _mm_cmpeq_epi8(before, _mm_xor_si128(fRow, _mm_and_si128(lower, fFlip)))
            let never = _mm_or_si128(_mm_cmpeq_epi8(_mm_and_si128(v, evenMask), c0), _mm_cmpeq_epi8(_mm_max_epu8(v, f5), v))
            let misfit = _mm_or_si128(_mm_or_si128(eBad, fBad), never)
            return (UInt64(truncatingIfNeeded: _mm_movemask_epi8(lead)), UInt64(truncatingIfNeeded: _mm_movemask_epi8(three)),
                    UInt64(truncatingIfNeeded: _mm_movemask_epi8(four)), misfit)
        }
        // `a` one byte later: each 64-bit half shifted up a byte, the low half's top byte moved
        // to the bottom of the high half (SSE2's whole-register byte shift is a macro Swift
        // cannot import).
        let av = unsafeBitCast(a, to: __m128i.self)
        let a1 = _mm_or_si128(_mm_slli_epi64(av, 8), _mm_unpacklo_epi64(_mm_setzero_si128(), _mm_srli_epi64(av, 56)))
        let ba = bits(a, a1), bb = bits(b, unsafeBitCast(b1, to: __m128i.self))
        let bc = bits(c, unsafeBitCast(c1, to: __m128i.self)), bd = bits(d, unsafeBitCast(d1, to: __m128i.self))
        return ScalarBytes(lead: lanes(ba.lead, bb.lead, bc.lead, bd.lead),
                           three: lanes(ba.three, bb.three, bc.three, bd.three),
                           four: lanes(ba.four, bb.four, bc.four, bd.four),
                           misfit: UInt64(truncatingIfNeeded: _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(ba.misfit, bb.misfit), _mm_or_si128(bc.misfit, bd.misfit)))))
        #else
        return classifyScalarsPortably(a, b, c, d)
        #endif
    }

    /// ``classifyScalars(_:_:_:_:shifted:_:_:)`` with word arithmetic only: each byte's classes
    /// gathered into bitmaps, the pairs (byte k − 1, byte k) compared by shifting bitmaps.
    @inline(__always)
    static func classifyScalarsPortably(_ a: SIMD16<UInt8>, _ b: SIMD16<UInt8>, _ c: SIMD16<UInt8>, _ d: SIMD16<UInt8>) -> ScalarBytes {
        let highs = SIMD16<UInt8>(repeating: 0x80)
        /// The bytes of `vector` equal to `value`, each flagged byte's high bit set (exact: the
        /// subtraction works on each byte alone).
        func equal(_ vector: SIMD16<UInt8>, _ value: UInt8) -> SIMD16<UInt8> {
            let x = vector ^ SIMD16(repeating: value)
            return (x &- SIMD16(repeating: 1)) & ~x & highs
        }
        /// The bitmap of the bytes `flags` flags (by their high bit) in the four vectors.
        func map(_ flags: (SIMD16<UInt8>) -> SIMD16<UInt8>) -> UInt64 {
            func bits(_ vector: SIMD16<UInt8>) -> UInt64 { gather(unsafeBitCast(flags(vector) & highs, to: SIMD2<UInt64>.self)) }
            return lanes(bits(a), bits(b), bits(c), bits(d))
        }
        let lead = map { $0 & ($0 &<< 1) }
        let three = map { $0 & ($0 &<< 1) & ($0 &<< 2) }
        let four = map { $0 & ($0 &<< 1) & ($0 &<< 2) & ($0 &<< 3) }
        // F5–FF: at least F0, and the low four bits plus 0x0B carry into bit 4.
        let aboveF4 = four & map { (($0 & SIMD16(repeating: 0x0F)) &+ SIMD16(repeating: 0x0B)) &<< 3 }
        let never = map { equal($0 & SIMD16(repeating: 0xFE), 0xC0) } | aboveF4
        let low = map { equal($0 & SIMD16(repeating: 0xE0), 0x80) }     // 80–9F
        let lower = map { equal($0 & SIMD16(repeating: 0xF0), 0x80) }   // 80–8F
        let e0 = map { equal($0, 0xE0) }, ed = map { equal($0, 0xED) }, f0 = map { equal($0, 0xF0) }, f4 = map { equal($0, 0xF4) }
        let misfit = never | (e0 &<< 1 & low) | (ed &<< 1 & ~low) | (f0 &<< 1 & lower) | (f4 &<< 1 & ~lower)
        return ScalarBytes(lead: lead, three: three, four: four, misfit: (misfit | misfit &>> 16 | misfit &>> 32 | misfit &>> 48) & 0xFFFF)
    }
}

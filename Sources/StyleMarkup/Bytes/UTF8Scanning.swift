/// Word-at-a-time helpers over UTF-8 bytes: validation, UTF-16 length, name bytes.
///
/// Both take a fast path over eight ASCII bytes at a time, so plain-ASCII prose costs about
/// one load and one mask per eight bytes.
package enum UTF8Scanning {
    private static let highBits = ByteWord.highs

    /// The problem found by ``firstProblem(in:)``.
    package enum Problem: Equatable {
        case invalid(offset: Int)
        case nul(offset: Int)
    }

    /// Returns the first invalid UTF-8 sequence or NUL byte in `bytes`, or `nil` when there is none.
    package static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let hasZero = ByteWord.zeroBytes(word)
                if word & highBits == 0 && hasZero == 0 {
                    index += 8
                    continue
                }
            }
            let byte = base[index]
            if byte < 0x80 {
                if byte == 0 { return .nul(offset: index) }
                index += 1
                continue
            }
            guard let length = sequenceLength(base, index, count) else { return .invalid(offset: index) }
            index += length
        }
        return nil
    }

    /// The number of UTF-16 code units that `start..<end` encodes, or `nil` when those bytes
    /// are not valid UTF-8 on their own or hold a NUL byte. Eight ASCII bytes per step.
    @inline(__always)
    static func validatedUTF16Count(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Int? {
        var index = start
        var units = 0
        while index < end {
            if index + 8 <= end {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let high = word & highBits
                let zero = ByteWord.zeroBytes(word)
                if high == 0 && zero == 0 {
                    units += 8
                    index += 8
                    continue
                }
                // Skip the ASCII bytes before the first non-ASCII one in one step (the lowest
                // flagged byte of each mask is exact; a NUL before it is an error).
                let firstHigh = high == 0 ? 8 : high.trailingZeroBitCount >> 3
                let firstZero = zero == 0 ? 8 : zero.trailingZeroBitCount >> 3
                if firstZero < firstHigh { return nil }
                units += firstHigh
                index += firstHigh
            }
            let byte = base[index]
            if byte < 0x80 {
                if byte == 0 { return nil }
                units += 1
                index += 1
                continue
            }
            guard let length = sequenceLength(base, index, end) else { return nil }
            units += length == 4 ? 2 : 1
            index += length
        }
        return units
    }

    /// The length of the valid multi-byte UTF-8 sequence that starts at `index` (before `end`),
    /// or `nil` when it is invalid. The library's one UTF-8 validator: the markup reader, these
    /// scans and every caller of them decide validity here (the reader through
    /// ``sequenceLength(word:)``, which this calls, and through ``checkBlock(high:_:)``, the same
    /// rule restated for 64 bytes at once and tested against this one).
    @inline(__always)
    static func sequenceLength(_ base: UnsafePointer<UInt8>, _ index: Int, _ end: Int) -> Int? {
        let length = sequenceLength(word: paddedWord(base, index, end))
        return length == 0 ? nil : length
    }

    /// The four bytes from `index`, first byte lowest, with zero bytes past `end` (a zero byte is
    /// never a continuation byte, so a sequence cut short by `end` is invalid).
    @inline(__always)
    static func paddedWord(_ base: UnsafePointer<UInt8>, _ index: Int, _ end: Int) -> UInt32 {
        if index &+ 4 <= end { return UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self)) }
        var word: UInt32 = 0
        var k = 0
        while index &+ k < end {
            word |= UInt32(base[index &+ k]) &<< UInt32(truncatingIfNeeded: 8 &* k)
            k &+= 1
        }
        return word
    }

    /// The length (2–4) of the valid multi-byte UTF-8 sequence at the start of `word` (four
    /// bytes, first byte lowest), or 0 when it is invalid.
    ///
    /// A sequence is valid when its lead is C2–F4, it has the continuation bytes (80–BF) the
    /// lead announces, and it is neither overlong (E0 80–9F, F0 80–8F), a surrogate (ED A0–BF)
    /// nor past U+10FFFF (F4 90–BF). Each form is one mask-and-compare of the lead's and
    /// continuations' marker bits, then one test of the bits that make it overlong or out of
    /// range.
    @inline(__always)
    static func sequenceLength(word: UInt32) -> Int {
        // 110xxxxx 10xxxxxx; C0 and C1 (the scalar's top four bits zero) are overlong.
        let two = word & 0xC0E0 == 0x80C0 && word & 0x1E != 0
        // 1110xxxx 10xxxxxx 10xxxxxx; the lead's low nibble and the second byte's bit 5 tell
        // E0 80–9F (overlong, both zero) and ED A0–BF (surrogates) from the rest.
        let bits = word & 0x200F
        let three = word & 0xC0_C0F0 == 0x80_80E0 && bits != 0 && bits != 0x200D
        // 11110xxx and three continuations; the scalar's top five bits (the lead's low three,
        // the second byte's bits 5–4) must be 1 through 0x10: U+10000 to U+10FFFF.
        let top = (word & 0x07) &<< 2 | (word &>> 12) & 0x03
        let four = word & 0xC0C0_C0F8 == 0x8080_80F0 && top &- 1 < 0x10
        // The three forms' marker bits exclude each other, so at most one holds. All three are
        // computed, without a branch on which one the lead announces (mixed scripts would make
        // that branch unpredictable).
        return (two ? 2 : 0) | (three ? 3 : 0) | (four ? 4 : 0)
    }

    /// What ``checkBlock(high:_:)`` finds in 64 bytes.
    struct BlockCheck {
        /// Whether the block's UTF-8 is valid as far as the block goes: every continuation byte
        /// is one a lead announced, every lead's announced bytes that lie in the block are
        /// continuation bytes, and no byte is a misfit (``ByteWord/ScalarBytes/misfit``).
        var valid: Bool
        /// The continuation bytes that count toward the text's bytes minus its UTF-16 units:
        /// all of them except the first after each four-byte lead (a two-byte scalar is 2 bytes
        /// and 1 unit, three bytes 1 unit, four bytes 2 units), and none of the scalar at `spill`.
        var narrowing: UInt64
        /// The offset in the block of the lead of a scalar that runs past the block's end, which
        /// the block cannot check; 64 when there is none.
        var spill: Int
    }

    /// Checks the UTF-8 of 64 bytes at once from their classes (`high`: the bytes ≥ 0x80; the
    /// others from ``ByteWord/classifyScalars(_:_:_:_:shifted:_:_:)``), for bytes that start
    /// where no scalar is cut (the start of the input or after an ASCII byte).
    ///
    /// The same rule as ``sequenceLength(word:)``, in bitmaps: a lead C2–DF announces one
    /// continuation byte (80–BF), E0–EF two, F0–F4 three, and the second byte's range is
    /// narrower after E0 (A0–BF), ED (80–9F), F0 (90–BF) and F4 (80–8F). The announced bytes are
    /// the leads shifted by one, the three- and four-byte leads by two, the four-byte leads by
    /// three; they must be exactly the continuation bytes. C0, C1, F5–FF and the second bytes
    /// outside those ranges are the misfits. The scalar running past the block, if any, is
    /// checked only inside the block: its reader checks it whole with ``sequenceLength(word:)``.
    /// `UTF8ScanningTests` checks that this and ``sequenceLength(word:)`` (through
    /// ``firstProblem(in:)``) agree on every sequence of one to three bytes and on four-byte
    /// ones, at every offset of a block.
    @inline(__always)
    static func checkBlock(high: UInt64, _ bytes: ByteWord.ScalarBytes) -> BlockCheck {
        let continuation = high & ~bytes.lead
        let announced = bytes.lead &<< 1 | bytes.three &<< 2 | bytes.four &<< 3
        let valid = continuation == announced && bytes.misfit == 0
        // The announced bytes shifted out of the block: only the last lead's can be (a lead
        // inside another's sequence is not a continuation byte, so the block is then invalid).
        let runsPast = bytes.lead &>> 63 | bytes.three &>> 62 | bytes.four &>> 61 != 0
        let spill = runsPast ? 63 &- bytes.lead.leadingZeroBitCount : 64
        let counted = continuation & ~(bytes.four &<< 1)
        return BlockCheck(valid: valid, narrowing: runsPast ? counted & ((1 &<< UInt64(truncatingIfNeeded: spill)) &- 1) : counted,
                          spill: spill)
    }

    /// Whether `byte` may start a tag name: `[A-Za-z_]`.
    @inline(__always)
    static func isNameStart(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    /// Whether `byte` may continue a tag name: `[A-Za-z0-9_.:-]`. Two 64-bit masks (bytes
    /// 0–63 and 64–127) answer it with a shift, no branches per character class.
    @inline(__always)
    static func isNameByte(_ byte: UInt8) -> Bool {
        // 0x00–0x3F: '-' (0x2D), '.' (0x2E), '0'–'9' (0x30–0x39), ':' (0x3A).
        let low: UInt64 = 0x07FF_6000_0000_0000
        // 0x40–0x7F: 'A'–'Z' (0x41–0x5A), '_' (0x5F), 'a'–'z' (0x61–0x7A).
        let high: UInt64 = 0x07FF_FFFE_87FF_FFFE
        if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
        if byte < 128 { return (high >> UInt64(byte - 64)) & 1 != 0 }
        return false
    }

    /// Whether `byte` is markup white space: space, tab, CR or LF.
    @inline(__always)
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}

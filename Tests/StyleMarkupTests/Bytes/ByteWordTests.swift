import XCTest
@testable import StyleMarkup

/// The word-at-a-time tests, byte value by byte value and position by position, against plain
/// per-byte answers.
final class ByteWordTests: XCTestCase {
    private func isMarkup(_ byte: UInt8) -> Bool {
        byte == 0 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&")
    }

    func testMarkupBytesOfSixteenFlagsExactlyTheMarkupAndNULBytes() {
        for position in 0..<16 {
            for value in 0...255 {
                for background in [UInt8(ascii: "a"), 0x01, 0x7F, 0x3B, 0x25] {
                    var bytes = [UInt8](repeating: background, count: 16)
                    bytes[position] = UInt8(value)
                    let vector = bytes.withUnsafeBytes { $0.loadUnaligned(as: SIMD16<UInt8>.self) }
                    let flags = ByteWord.markupBytes(vector)
                    for lane in 0..<16 {
                        let word = lane < 8 ? flags[0] : flags[1]
                        let flagged = (word >> UInt64(8 * (lane % 8) + 7)) & 1 == 1
                        if flagged != isMarkup(bytes[lane]) {
                            XCTFail("byte 0x\(String(bytes[lane], radix: 16)) at \(lane) (value 0x\(String(value, radix: 16)) at \(position)): flagged \(flagged)")
                        }
                        XCTAssertEqual(word >> UInt64(8 * (lane % 8)) & 0x7F, 0, "only high bits are set")
                    }
                }
            }
        }
    }

    /// Both classifiers (SSE2 on x86-64, and the portable one) against per-byte answers, with
    /// every byte value at every position of a block.
    func testClassifyGivesExactBitmapsOfSixtyFourBytes() {
        for position in 0..<64 {
            for value in 0...255 {
                for background in [UInt8(ascii: "a"), 0x01, 0x3B] {
                    var bytes = [UInt8](repeating: background, count: 64)
                    bytes[position] = UInt8(value)
                    // Other flagged bytes further on, so neighbours do not hide each other.
                    bytes[(position + 37) % 64] = UInt8(ascii: "&")
                    bytes[(position + 11) % 64] = 0xC3
                    bytes[(position + 12) % 64] = 0xA9
                    let vectors = bytes.withUnsafeBytes { raw in
                        (0..<4).map { raw.loadUnaligned(fromByteOffset: 16 * $0, as: SIMD16<UInt8>.self) }
                    }
                    var expected = ByteWord.Block(markup: 0, high: 0)
                    for (k, byte) in bytes.enumerated() {
                        if isMarkup(byte) { expected.markup |= 1 << UInt64(k) }
                        if byte >= 0x80 { expected.high |= 1 << UInt64(k) }
                    }
                    let fast = ByteWord.classify(vectors[0], vectors[1], vectors[2], vectors[3])
                    let portable = ByteWord.classifyPortably(vectors[0], vectors[1], vectors[2], vectors[3])
                    if fast != expected || portable != expected {
                        XCTFail("value 0x\(String(value, radix: 16)) at \(position) on 0x\(String(background, radix: 16)): \(fast), portably \(portable), expected \(expected)")
                    }
                }
            }
        }
    }

    /// The UTF-8 classes of 64 bytes, SSE2 and portable, against per-byte answers (the misfits
    /// merged per sixteen-byte vector, as both give them): every byte value at every position,
    /// after every byte value that matters to it (E0, ED, F0, F4, and others) and before a few,
    /// so each pair (byte k − 1, byte k) is seen at every k.
    func testClassifyScalarsGivesExactBitmapsOfSixtyFourBytes() {
        func expected(_ bytes: [UInt8]) -> ByteWord.ScalarBytes {
            var classes = ByteWord.ScalarBytes(lead: 0, three: 0, four: 0, misfit: 0)
            for (k, byte) in bytes.enumerated() {
                let bit: UInt64 = 1 << UInt64(k)
                if byte >= 0xC0 { classes.lead |= bit }
                if byte >= 0xE0 { classes.three |= bit }
                if byte >= 0xF0 { classes.four |= bit }
                let before: UInt8? = k > 0 ? bytes[k - 1] : nil
                let misfit = byte == 0xC0 || byte == 0xC1 || byte >= 0xF5
                    || (before == 0xE0 && (0x80...0x9F).contains(byte)) || (before == 0xED && !(0x80...0x9F).contains(byte))
                    || (before == 0xF0 && (0x80...0x8F).contains(byte)) || (before == 0xF4 && !(0x80...0x8F).contains(byte))
                if misfit { classes.misfit |= bit }
            }
            classes.misfit = (classes.misfit | classes.misfit >> 16 | classes.misfit >> 32 | classes.misfit >> 48) & 0xFFFF
            return classes
        }
        for position in 0..<64 {
            for value in 0...255 {
                for neighbour in [0xE0, 0xED, 0xF0, 0xF4, 0xC2, 0x80, 0x61] as [UInt8] {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
                    bytes[position] = UInt8(value)
                    if position > 0 { bytes[position - 1] = neighbour }
                    if position < 63 { bytes[position + 1] = neighbour == 0x61 ? 0x9F : 0x90 }
                    bytes[(position + 30) % 64] = 0xF4
                    bytes[(position + 31) % 64] = 0x8F
                    let (vectors, shifted) = bytes.withUnsafeBytes { raw in
                        ((0..<4).map { raw.loadUnaligned(fromByteOffset: 16 * $0, as: SIMD16<UInt8>.self) },
                         (1..<4).map { raw.loadUnaligned(fromByteOffset: 16 * $0 - 1, as: SIMD16<UInt8>.self) })
                    }
                    let want = expected(bytes)
                    let fast = ByteWord.classifyScalars(vectors[0], vectors[1], vectors[2], vectors[3], shifted: shifted[0], shifted[1], shifted[2])
                    let portable = ByteWord.classifyScalarsPortably(vectors[0], vectors[1], vectors[2], vectors[3])
                    if fast != want || portable != want {
                        XCTFail("0x\(String(value, radix: 16)) at \(position) after 0x\(String(neighbour, radix: 16)): \(fast), portably \(portable), expected \(want)")
                        return
                    }
                }
            }
        }
    }

    func testGatherHighBitsPutsByteKsHighBitAtBitK() {
        for pattern in 0..<256 {
            var word: UInt64 = 0
            for k in 0..<8 where pattern & (1 << k) != 0 { word |= 0x80 << UInt64(8 * k) }
            XCTAssertEqual(ByteWord.gatherHighBits(word), UInt64(pattern))
        }
    }

    func testLeadingASCIILetters() {
        for length in 0...8 {
            for stop in [0, 0x40, 0x5B, 0x60, 0x7B, 0x30, 0xC1, 0xE1, UInt8(ascii: ">")] as [UInt8] {
                var bytes = [UInt8](repeating: UInt8(ascii: "q"), count: 8)
                for k in 0..<length { bytes[k] = k % 2 == 0 ? UInt8(ascii: "Z") : UInt8(ascii: "a") }
                if length < 8 { bytes[length] = stop }
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                XCTAssertEqual(ByteWord.leadingASCIILetters(word), length, "\(bytes)")
            }
        }
    }
}

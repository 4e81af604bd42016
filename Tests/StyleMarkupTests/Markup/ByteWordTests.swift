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
                    var expected = ByteWord.Block(markup: 0, high: 0, lead: 0)
                    for (k, byte) in bytes.enumerated() {
                        if isMarkup(byte) { expected.markup |= 1 << UInt64(k) }
                        if byte >= 0x80 { expected.high |= 1 << UInt64(k) }
                        if byte >= 0xC0 { expected.lead |= 1 << UInt64(k) }
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

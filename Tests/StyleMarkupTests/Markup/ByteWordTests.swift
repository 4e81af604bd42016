import XCTest
@testable import StyleMarkup

/// The word-at-a-time tests, byte value by byte value and position by position, against plain
/// per-byte answers.
final class ByteWordTests: XCTestCase {
    private func needsAttention(_ byte: UInt8) -> Bool {
        byte == 0 || byte == UInt8(ascii: "<") || byte == UInt8(ascii: "&") || byte >= 0x80
    }

    func testMarkupBytesOfSixteenFlagsExactlyTheBytesThatNeedAttention() {
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
                        if flagged != needsAttention(bytes[lane]) {
                            XCTFail("byte 0x\(String(bytes[lane], radix: 16)) at \(lane) (value 0x\(String(value, radix: 16)) at \(position)): flagged \(flagged)")
                        }
                        XCTAssertEqual(word >> UInt64(8 * (lane % 8)) & 0x7F, 0, "only high bits are set")
                    }
                }
            }
        }
    }

    func testMarkupBytesOfEightFindsTheFirstByteThatNeedsAttention() {
        for position in 0..<8 {
            for value in 0...255 {
                for background in [UInt8(ascii: "a"), 0x01, 0x7F, 0x3B, 0x25] {
                    var bytes = [UInt8](repeating: background, count: 8)
                    bytes[position] = UInt8(value)
                    let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                    let flags = ByteWord.markupBytes(word)
                    let expected = bytes.firstIndex(where: needsAttention)
                    let found = flags == 0 ? nil : flags.trailingZeroBitCount / 8
                    XCTAssertEqual(found, expected, "\(bytes)")
                }
            }
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

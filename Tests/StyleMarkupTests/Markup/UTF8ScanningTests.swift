import XCTest
@testable import StyleMarkup

final class UTF8ScanningTests: XCTestCase {
    func testNameBytesMatchTheGrammar() {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.:-".utf8)
        let starts = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_".utf8)
        for byte in UInt8.min...UInt8.max {
            XCTAssertEqual(UTF8Scanning.isNameByte(byte), allowed.contains(byte), "byte \(byte)")
            XCTAssertEqual(UTF8Scanning.isNameStart(byte), starts.contains(byte), "byte \(byte)")
        }
    }

    func testValidatedUTF16CountAgreesWithFoundation() {
        let samples = ["", "plain ascii text!", "é", "naïve café 日本語 😀 👍🏽 text", String(repeating: "abcdefé", count: 9), "a\u{10FFFF}b"]
        for sample in samples {
            let bytes = Array(sample.utf8)
            let count = bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress.map { UTF8Scanning.validatedUTF16Count($0, 0, buffer.count) } ?? 0
            }
            XCTAssertEqual(count, sample.utf16.count, sample)
        }
        for bad: [UInt8] in [[0x61, 0x00], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF5, 0x80, 0x80, 0x80], [0x80], Array("abcdefg\0".utf8)] {
            let count = bad.withUnsafeBufferPointer { UTF8Scanning.validatedUTF16Count($0.baseAddress!, 0, $0.count) }
            XCTAssertNil(count, "\(bad)")
        }
    }
}

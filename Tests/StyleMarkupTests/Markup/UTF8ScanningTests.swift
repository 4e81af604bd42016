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

    /// The one validator agrees with the standard library's UTF-8 decoding on every lead byte
    /// followed by every second byte and the edge values of the third and fourth.
    func testSequenceLengthAgreesWithTheStandardLibrary() {
        let edges: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xF5, 0xFF]
        for lead in UInt8(0x80)...UInt8.max {
            for second in UInt8.min...UInt8.max {
                for third in edges {
                    for fourth in edges {
                        let bytes = [lead, second, third, fourth]
                        let ours = bytes.withUnsafeBufferPointer { UTF8Scanning.sequenceLength($0.baseAddress!, 0, 4) }
                        // The standard library's verdict: the length of the first scalar it decodes.
                        var iterator = bytes.makeIterator()
                        var decoder = UTF8()
                        var expected: Int?
                        if case .scalarValue(let scalar) = decoder.decode(&iterator) { expected = UTF8.width(scalar) }
                        if ours != expected { XCTFail("\(bytes.map { String($0, radix: 16) }): \(String(describing: ours)), expected \(String(describing: expected))") }
                        // Cut short by the end of the input, a sequence is invalid.
                        if let expected {
                            let cut = bytes.withUnsafeBufferPointer { UTF8Scanning.sequenceLength($0.baseAddress!, 0, expected - 1) }
                            if cut != nil { XCTFail("\(bytes.prefix(expected - 1)) cut short is valid") }
                        }
                    }
                }
            }
        }
    }
}

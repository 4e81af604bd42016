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

    /// The block form of the rule (``UTF8Scanning/checkBlock(high:_:)``, from SSE2's classes on
    /// x86-64) and the one validator (``UTF8Scanning/sequenceLength(word:)``, through
    /// ``UTF8Scanning/firstProblem(in:)``) agree on every lead byte followed by every second byte
    /// and the edge values of the third (and, after F0–FF, the fourth), put at offsets across a
    /// block's sixteen-byte vectors; when valid, the block's count of bytes minus UTF-16 units is
    /// ``UTF8Scanning/validatedUTF16Count(_:_:_:)``'s.
    func testCheckBlockAgreesWithTheOneValidator() {
        let edges: [UInt8] = [0x01, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xE1, 0xF5, 0xFF]
        let offsets = [0, 14, 15, 16, 29, 31, 47, 60]
        var block = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
        var round = 0
        for lead in UInt8(0x80)...UInt8.max {
            for second in UInt8.min...UInt8.max {
                for third in edges {
                    for fourth in lead >= 0xF0 ? edges : [0x41] {
                        let offset = offsets[round % offsets.count]
                        round += 1
                        block[offset] = lead; block[offset + 1] = second; block[offset + 2] = third; block[offset + 3] = fourth
                        block.withUnsafeBufferPointer { buffer in
                            let raw = UnsafeRawBufferPointer(buffer)
                            let vectors = (0..<4).map { raw.loadUnaligned(fromByteOffset: 16 * $0, as: SIMD16<UInt8>.self) }
                            let shifted = (1..<4).map { raw.loadUnaligned(fromByteOffset: 16 * $0 - 1, as: SIMD16<UInt8>.self) }
                            let high = ByteWord.classify(vectors[0], vectors[1], vectors[2], vectors[3]).high
                            let classes = ByteWord.classifyScalars(vectors[0], vectors[1], vectors[2], vectors[3], shifted: shifted[0], shifted[1], shifted[2])
                            let check = UTF8Scanning.checkBlock(high: high, classes)
                            let expected = UTF8Scanning.firstProblem(in: buffer) == nil
                            if check.valid != expected || (expected && check.spill != 64) {
                                XCTFail("\([lead, second, third, fourth].map { String($0, radix: 16) }) at \(offset): \(check.valid), expected \(expected)")
                            } else if expected, check.narrowing.nonzeroBitCount != 64 - UTF8Scanning.validatedUTF16Count(buffer.baseAddress!, 0, 64)! {
                                XCTFail("\([lead, second, third, fourth].map { String($0, radix: 16) }) at \(offset): narrowing \(check.narrowing)")
                            }
                        }
                        block[offset] = 0x61; block[offset + 1] = 0x61; block[offset + 2] = 0x61; block[offset + 3] = 0x61
                    }
                }
            }
        }
    }

    /// A scalar that runs past the block: the block checks only its bytes inside, names its
    /// lead, and counts none of its continuation bytes.
    func testCheckBlockNamesTheScalarRunningPastTheBlock() {
        for scalar in ["é", "日", "😀", "\u{10FFFF}"] {
            for inside in 1..<scalar.utf8.count {
                var block = [UInt8](repeating: UInt8(ascii: "a"), count: 64)
                block.replaceSubrange(58..<60, with: Array("é".utf8))
                block.replaceSubrange((64 - inside)..<64, with: Array(scalar.utf8).prefix(inside))
                let check = block.withUnsafeBufferPointer { buffer in
                    let raw = UnsafeRawBufferPointer(buffer)
                    let vectors = (0..<4).map { raw.loadUnaligned(fromByteOffset: 16 * $0, as: SIMD16<UInt8>.self) }
                    let shifted = (1..<4).map { raw.loadUnaligned(fromByteOffset: 16 * $0 - 1, as: SIMD16<UInt8>.self) }
                    return UTF8Scanning.checkBlock(high: ByteWord.classify(vectors[0], vectors[1], vectors[2], vectors[3]).high,
                                                   ByteWord.classifyScalars(vectors[0], vectors[1], vectors[2], vectors[3], shifted: shifted[0], shifted[1], shifted[2]))
                }
                XCTAssertTrue(check.valid, "\(scalar), \(inside) bytes inside")
                XCTAssertEqual(check.spill, 64 - inside, "\(scalar), \(inside) bytes inside")
                XCTAssertEqual(check.narrowing, 1 << 59, "\(scalar), \(inside) bytes inside: only é's continuation byte counts")
            }
        }
    }
}

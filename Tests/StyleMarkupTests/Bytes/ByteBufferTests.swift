import XCTest
@testable import StyleMarkup

/// ``ByteBuffer``: every append checks the room left, also in memory the buffer was given.
final class ByteBufferTests: XCTestCase {
    func testABufferGivenTooLittleMemoryMovesToItsOwnAndKeepsEverything() {
        let memory = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 8)
        defer { memory.deallocate() }
        // Bytes past the given memory, which the buffer must never touch.
        let guardBytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1)
        defer { guardBytes.deallocate() }
        let buffer = ByteBuffer(writingInto: memory)
        buffer.append("12345")
        XCTAssertFalse(buffer.ownsMemory)
        XCTAssertEqual(buffer.pointer, memory.baseAddress)
        buffer.append("6789")
        buffer.appendDecimal(1_234_567_890_123)
        buffer.append(UInt8(ascii: "!"))
        XCTAssertTrue(buffer.ownsMemory, "the buffer must leave memory that cannot hold the bytes")
        XCTAssertNotEqual(buffer.pointer, memory.baseAddress)
        XCTAssertEqual(String(decoding: buffer.array, as: UTF8.self), "1234567891234567890123!")
        XCTAssertEqual(String(decoding: memory.prefix(5), as: UTF8.self), "12345", "what fitted stays where it was written")
    }

    func testDecimalsUpToTheLargestIntFitTheirBound() {
        let buffer = ByteBuffer(capacity: 16)
        var values = Array(0...1_000) + [1_000_000, Int(UInt32.max), Int.max, Int.max - 1]
        var power = 1
        for _ in 1...18 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for value in values {
            XCTAssertEqual(ByteBuffer.decimalDigitCount(UInt(value)), String(value).count, "\(value)")
            let before = buffer.count
            buffer.appendDecimal(value)
            XCTAssertLessThanOrEqual(buffer.count - before, ByteBuffer.maxDecimalDigits)
            XCTAssertEqual(String(decoding: buffer.array[before...], as: UTF8.self), String(value))
        }
    }
}

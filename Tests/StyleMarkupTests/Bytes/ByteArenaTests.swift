import XCTest
@testable import StyleMarkup

/// ``ByteArena``: each copy keeps its bytes, where it was made, across chunks of both sizes.
final class ByteArenaTests: XCTestCase {
    func testCopiesKeepTheirBytesAndPlaceAcrossChunks() {
        let arena = ByteArena(firstChunkSize: 16, laterChunkSize: 32)
        var copies: [(UnsafeBufferPointer<UInt8>, [UInt8])] = []
        for length in [1, 5, 10, 16, 3, 40, 31, 2, 7] {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7 + length) }
            let copy = bytes.withUnsafeBufferPointer { arena.copy($0) }
            XCTAssertEqual(Array(copy), bytes)
            copies.append((copy, bytes))
        }
        // Later copies moved no earlier one and wrote over none.
        for (copy, bytes) in copies { XCTAssertEqual(Array(copy), bytes) }
    }

    func testAnEmptyCopyHoldsNothing() {
        let arena = ByteArena(firstChunkSize: 4, laterChunkSize: 4)
        XCTAssertEqual([UInt8]().withUnsafeBufferPointer { arena.copy($0) }.count, 0)
    }

    func testACopyOfABufferHoldsWhatItWrote() {
        let arena = ByteArena(firstChunkSize: 8, laterChunkSize: 8)
        let buffer = ByteBuffer(capacity: 16)
        buffer.append("\"name\"")
        XCTAssertEqual(String(decoding: arena.copy(buffer), as: UTF8.self), "\"name\"")
    }
}

import Foundation
import XCTest
@testable import StyleMarkup

/// A binary property list holding a set crashed the process inside Foundation (found by the
/// `stylebook` fuzz target; the input is Fuzz/Regressions/stylebook/binary-plist-set.plist).
final class BinaryPropertyListScreenTests: XCTestCase {
    /// `{"body": <collection of "x">}` as a binary property list; `marker` is the collection's
    /// type: 0xC1 a set of one object, 0xA1 an array of one.
    private func bookList(collection marker: UInt8) -> Data {
        var bytes = Array("bplist00".utf8)
        bytes += [0xD1, 0x01, 0x02]                 // object 0 at 8: a dictionary of one entry, key 1, value 2
        bytes += [0x54] + Array("body".utf8)        // object 1 at 11: "body"
        bytes += [marker, 0x03]                     // object 2 at 16: the collection, holding object 3
        bytes += [0x51, UInt8(ascii: "x")]          // object 3 at 18: "x"
        bytes += [8, 11, 16, 18]                    // offset table at 20, one byte per offset
        bytes += [0, 0, 0, 0, 0, 0, 1, 1]           // trailer: offset size 1, reference size 1
        bytes += [0, 0, 0, 0, 0, 0, 0, 4]           // 4 objects
        bytes += [0, 0, 0, 0, 0, 0, 0, 0]           // the top object is object 0
        bytes += [0, 0, 0, 0, 0, 0, 0, 20]          // the offset table's offset
        return Data(bytes)
    }

    func testASetIsAnErrorNotACrash() {
        XCTAssertThrowsError(try StyleBook(data: bookList(collection: 0xC1), fileName: "styles.plist")) { error in
            XCTAssertEqual((error as? StyleBookError)?.description, """
            styles.plist: error: unsupported binary property list value: a set (object 2, at byte offset 16); \
            a style book holds dictionaries, arrays, strings, numbers and booleans
            """)
        }
    }

    func testTheSameListWithAnArrayReachesTheStyleChecks() {
        // Foundation reads it; the loader then reports the unknown reference "x".
        XCTAssertNil(bookList(collection: 0xA1).withUnsafeBytes { BinaryPropertyListScreen.problem(in: $0) })
        XCTAssertThrowsError(try StyleBook(data: bookList(collection: 0xA1), fileName: "styles.plist")) { error in
            XCTAssertFalse((error as? StyleBookError)?.description.contains("set") ?? true, "\(error)")
        }
    }

    func testMalformedTablesAreLeftToFoundation() {
        let list = bookList(collection: 0xC1)
        var badOffsetSize = list
        badOffsetSize[list.count - 26] = 9
        var hugeCount = list
        hugeCount[list.count - 24] = 0xFF
        for bytes in [badOffsetSize, hugeCount, Data("bplist00".utf8), Data("bplist00".utf8 + [UInt8](repeating: 0xFF, count: 40))] {
            XCTAssertNil(bytes.withUnsafeBytes { BinaryPropertyListScreen.problem(in: $0) })
            XCTAssertThrowsError(try StyleBook(data: bytes, fileName: "styles.plist"))
        }
    }
}

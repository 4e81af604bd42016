import Foundation
import XCTest
@testable import StyleMarkup

/// ``DisjointSlots`` and ``CStringList``: the memory threads or a signal handler share.
final class SharedMemoryTests: XCTestCase {
    func testDisjointSlotsFillAndUpdateEveryElementFromManyThreads() {
        let made = DisjointSlots<Int>.makeArray(count: 1_000) { slots in
            DispatchQueue.concurrentPerform(iterations: slots.count) { slots.initialize($0, to: $0 * 3) }
        }
        XCTAssertEqual(made, (0..<1_000).map { $0 * 3 })
        var items = made
        DisjointSlots.update(&items) { slots in
            DispatchQueue.concurrentPerform(iterations: slots.count) { index in slots.update(index) { $0 += 1 } }
        }
        XCTAssertEqual(items, (0..<1_000).map { $0 * 3 + 1 })
        XCTAssertEqual(DisjointSlots<Int>.makeArray(count: 0) { _ in XCTFail("nothing to fill") }, [])
    }

    func testACStringListHoldsItsStringsInOrder() {
        for strings in [[], ["a"], ["/tmp/.out.json.markupc-1-0.tmp", "", "é 日本"]] {
            var read: [String] = []
            CStringList.forEach(CStringList.make(strings)) { read.append(String(cString: $0)) }
            XCTAssertEqual(read, strings)
        }
    }
}

import XCTest
@testable import StyleMarkup

/// ``StableArray``: elements stay where they were appended, across segment boundaries.
final class StableArrayTests: XCTestCase {
    func testElementsReadBackAcrossSegmentsAndNeverMove() {
        let array = StableArray<String>()
        var addresses: [Int: UnsafeRawPointer] = [:]
        for index in 0..<5_000 {
            XCTAssertEqual(array.append("#\(index)"), index)
            if index % 97 == 0 || [255, 256, 767, 768].contains(index) {
                addresses[index] = array.withAddress(of: index) { UnsafeRawPointer($0) }
            }
        }
        XCTAssertEqual(array.count, 5_000)
        for index in 0..<5_000 { XCTAssertEqual(array[index], "#\(index)") }
        for (index, address) in addresses {
            XCTAssertEqual(array.withAddress(of: index) { UnsafeRawPointer($0) }, address, "element \(index) moved")
        }
    }

    /// The array, and how many of its elements are published, behind a lock, as ``StyleTable``
    /// keeps it.
    private final class Shared: @unchecked Sendable {
        let array = StableArray<[Int]>()
        let lock = NSLock()
        var published = 0
    }

    func testReadsOnOtherThreadsWhileAppendsGoOn() {
        let shared = Shared()
        for index in 0..<300 { shared.array.append([index, index * 2]) }
        shared.published = 300
        DispatchQueue.concurrentPerform(iterations: 4) { worker in
            if worker == 0 {
                for index in 300..<20_000 {
                    shared.lock.withLock {
                        shared.array.append([index, index * 2])
                        shared.published = index + 1
                    }
                }
            } else {
                for round in 0..<20_000 {
                    let limit = shared.lock.withLock { shared.published }
                    let index = (round * 7_919) % limit
                    XCTAssertEqual(shared.array[index], [index, index * 2])
                }
            }
        }
    }
}

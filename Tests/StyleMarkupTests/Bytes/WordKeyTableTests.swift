import XCTest
@testable import StyleMarkup

final class WordKeyTableTests: XCTestCase {
    /// The table agrees with a dictionary over many keys (dense small ones, packed-name-like
    /// ones that differ only in high bytes, and random words), across every growth.
    func testAgreesWithADictionary() {
        var table = WordKeyTable<Int>()
        var reference: [UInt64: Int] = [:]
        var random = SplitMix64(seed: 16)
        XCTAssertNil(table.value(forKey: 0))
        for step in 0..<30_000 {
            let key: UInt64
            switch step % 3 {
            case 0: key = UInt64(random.below(2_000))
            case 1: key = UInt64(random.below(4_000)) << 48 | 0x6261
            default: key = random.next() & ~(1 << 63)
            }
            XCTAssertEqual(table.value(forKey: key), reference[key], "step \(step)")
            if reference[key] == nil {
                table.insert(step, forKey: key)
                reference[key] = step
            }
        }
        XCTAssertEqual(table.count, reference.count)
        for (key, value) in reference { XCTAssertEqual(table.value(forKey: key), value) }
        XCTAssertNil(table.value(forKey: UInt64.max - 1))
    }

    func testRemoveAllForgetsEveryKeyAndTakesNewOnes() {
        var table = WordKeyTable<UInt32>(minimumCapacity: 100)
        for key in 1...100 as ClosedRange<UInt64> { table.insert(UInt32(key), forKey: key) }
        XCTAssertEqual(table.value(forKey: 77), 77)
        table.removeAll()
        XCTAssertEqual(table.count, 0)
        for key in 1...100 as ClosedRange<UInt64> { XCTAssertNil(table.value(forKey: key)) }
        table.insert(5, forKey: 77)
        XCTAssertEqual(table.value(forKey: 77), 5)
    }
}

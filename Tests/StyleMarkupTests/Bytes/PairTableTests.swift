import XCTest
@testable import StyleMarkup

final class PairTableTests: XCTestCase {
    /// The table agrees with a dictionary over many pairs, across every growth.
    func testAgreesWithADictionary() {
        var table = PairTable()
        var reference: [UInt64: UInt32] = [:]
        var random = SplitMix64(seed: 99)
        XCTAssertNil(table.value(0, 0))
        for step in 0..<20_000 {
            let first = UInt32(random.below(300)), second = UInt32(random.below(300))
            let key = UInt64(first) << 32 | UInt64(second)
            XCTAssertEqual(table.value(first, second), reference[key], "step \(step)")
            if reference[key] == nil {
                table.insert(UInt32(step), for: first, second)
                reference[key] = UInt32(step)
            }
        }
        for (key, value) in reference {
            XCTAssertEqual(table.value(UInt32(key >> 32), UInt32(truncatingIfNeeded: key)), value)
        }
        XCTAssertNil(table.value(UInt32.max - 1, 7))
    }
}

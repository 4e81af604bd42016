@testable import StyleMarkup
import XCTest

/// ``HashChainIndex`` finds each position by its key and a match, whether its key is its own or
/// shared with others added before and after it.
final class HashChainIndexTests: XCTestCase {
    func testPositionsSharingAKeyAreFoundInTheOrderAdded() {
        // Values 0..<300 under only 7 keys: every chain is long and interleaved with the others.
        let values = (0..<300).map { "value \($0)" }
        func key(_ position: Int) -> UInt64 { UInt64(position % 7) * 1_000_003 }
        var index = HashChainIndex()
        for position in values.indices {
            XCTAssertNil(index.position(forKey: key(position)) { values[$0] == values[position] }, "\(position) before it is added")
            index.append(key: key(position))
            XCTAssertEqual(index.count, position + 1)
        }
        for position in values.indices {
            XCTAssertEqual(index.position(forKey: key(position)) { values[$0] == values[position] }, position)
            // A match under another key is not found: only the key's own chain is walked.
            XCTAssertNil(index.position(forKey: key(position + 1)) { values[$0] == values[position] })
        }
        // The first match in the order added: every position with the key matches.
        XCTAssertEqual(index.position(forKey: key(5)) { _ in true }, 5)
        XCTAssertNil(index.position(forKey: 42) { _ in true })
    }

    func testAKeyIsNeverTheTablesEmptyKey() {
        XCTAssertLessThan(HashChainIndex.key("x"), WordKeyTable<UInt32>.emptyKey)
        XCTAssertEqual(HashChainIndex.key("same"), HashChainIndex.key("same"))
    }
}

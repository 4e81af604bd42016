import Foundation
import XCTest
@testable import StyleMarkupLint

/// The cheap test for gettext's `<PRIu64>`-style macros agrees with searching for `<PRI` and
/// `<SCN`, on hand-picked strings and on random ones made of the bytes that matter.
final class InttypesPlaceholdersTests: XCTestCase {
    private func model(_ value: String) -> Bool { value.contains("<PRI") || value.contains("<SCN") }

    func testMayContainAgreesWithASearch() {
        for value in ["", "<", "<PRI", "<PRIu64>", "a <SCNd32> b", "<<PRI", "<P<PRI", "<PR<SCN", "<SCI", "<PRN", "<SC", "PRI", "é<PRIx>",
                      "<Pri", "<<SSCN", "<S<SCN", "x<PRI"] {
            XCTAssertEqual(InttypesPlaceholders.mayContain(value), model(value), value)
        }
        var generator = SystemRandomNumberGenerator()
        let pieces = ["<", "P", "R", "I", "S", "C", "N", "x", "é", "<P", "<S"]
        for _ in 0..<5000 {
            let value = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            XCTAssertEqual(InttypesPlaceholders.mayContain(value), model(value), value)
        }
    }
}

import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// One C-escape decoder, a table per format: `.strings` and PO read the same escapes alike
/// and differ where their formats differ.
final class LintCEscapesTests: XCTestCase {
    private func decode(_ escape: String, _ table: CEscapes) -> String {
        let text = Array(escape.utf8)
        let (decoded, next) = table.decode(text, at: 0, end: text.count)
        switch decoded {
        case .value(let value, let isUTF16): return "\(String(value, radix: 16)) \(isUTF16 ? "utf16" : "byte") next=\(next)"
        case .unknown: return "unknown next=\(next)"
        case .missingHexDigits: return "missing hex next=\(next)"
        }
    }

    func testSharedEscapesAndTheDifferences() {
        for table in [CEscapes.appleStrings, CEscapes.gettext] {
            XCTAssertEqual(decode("n", table), "a byte next=1")
            XCTAssertEqual(decode("101x", table), "41 byte next=3")
            XCTAssertEqual(decode("7", table), "7 byte next=1")
        }
        XCTAssertEqual(decode("x41", .gettext), "41 byte next=3")
        XCTAssertEqual(decode("xg", .gettext), "missing hex next=1")
        XCTAssertEqual(decode("x41", .appleStrings), "unknown next=1")
        XCTAssertEqual(decode("u00e9z", .appleStrings), "e9 utf16 next=5")
        XCTAssertEqual(decode("U", .appleStrings), "unknown next=1")
        XCTAssertEqual(decode("u00e9", .gettext), "unknown next=1")
        XCTAssertEqual(decode("?", .gettext), "3f byte next=1")
        XCTAssertEqual(decode("?", .appleStrings), "unknown next=1")
    }
}

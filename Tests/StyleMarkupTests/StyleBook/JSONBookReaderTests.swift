import XCTest
@testable import StyleMarkup

/// Syntax errors of JSON style books not covered by StyleBookLoaderTests, with positions.
final class JSONBookReaderTests: XCTestCase {
    private func error(_ json: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try StyleBook(json: json, fileName: "s.json")
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch {
            return error.description
        }
    }

    func testArrayAndEscapeErrors() {
        XCTAssertEqual(error(#"{"a": ["b" "c"]}"#), #"s.json:1:12: error: invalid JSON: expected ',' or ']' in array"#)
        XCTAssertEqual(error(#"{"a": "\u12"}"#), #"s.json:1:12: error: invalid JSON: \u needs four hex digits"#)
        // Surrogate and NUL escapes are reported at their backslash.
        XCTAssertEqual(error(#"{"a": "\uD800\u0041"}"#), #"s.json:1:8: error: invalid JSON: invalid \u surrogate pair: \uD800 must be followed by \uDC00–\uDFFF, not \u0041"#)
        XCTAssertEqual(error(#"{"a": "\u0000"}"#), #"s.json:1:8: error: invalid JSON: \u escape is not a valid character"#)
        XCTAssertEqual(error("{\"a\": 1e}"), "s.json:1:9: error: invalid JSON: invalid number")
        // A leading zero, which JSON does not write and Foundation refuses.
        XCTAssertEqual(error(#"{"a": {"kern": 060}}"#), "s.json:1:16: error: invalid JSON: invalid number: a number does not start with 0 followed by a digit")
        XCTAssertEqual(error(#"{"a": {"kern": -01}}"#), "s.json:1:17: error: invalid JSON: invalid number: a number does not start with 0 followed by a digit")
    }

    func testEscapesDecode() throws {
        let book = try StyleBook(json: #"{"a": {"action": "\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"}}"#)
        XCTAssertEqual(book.style(named: "a")?.action, "\"\\/\u{8}\u{C}\n\r\té😀")
    }
}

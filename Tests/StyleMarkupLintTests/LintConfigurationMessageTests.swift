import Foundation
import XCTest
@testable import StyleMarkupLint

/// A `.markupc.json` error quotes what the file says on one line: a line break or another
/// control character in a quoted value is shown as an escape, so the message cannot start a
/// line of its own (a fake `file:1:1: error:` in a CI log).
final class LintConfigurationMessageTests: XCTestCase {
    private func loadError(_ json: String) -> LintConfiguration.LoadError? {
        do {
            _ = try LintConfiguration(json: Data(json.utf8), fileName: "cfg/.markupc.json")
            return nil
        } catch {
            return error
        }
    }

    func testLineBreakInAnUnknownFormatIsEscaped() throws {
        let error = try XCTUnwrap(loadError(#"{"dialects": [{"format": "po\nx.strings:1:1: error: fake", "dialect": "html"}]}"#))
        XCTAssertTrue(error.message.hasPrefix(#"dialects[0].format: unknown format "po\nx.strings:1:1: error: fake""#), error.message)
        XCTAssertFalse(error.description.contains("\n"), error.description)
    }

    func testEscapeAndTabInAnUnknownKeyAreEscaped() throws {
        let error = try XCTUnwrap(loadError("{\"ru\\u001Bles\\t\": {}}"))
        XCTAssertTrue(error.message.hasPrefix(#"unknown key "ru\u{1B}les\t""#), error.message)
        XCTAssertEqual(error.file, "cfg/.markupc.json")
    }

    func testPlainMessageIsUnchanged() throws {
        let error = try XCTUnwrap(loadError(#"{"po": {"unflaggedPlaceholders": "yes"}}"#))
        XCTAssertEqual(error.description, "cfg/.markupc.json:1:34: error: po.unflaggedPlaceholders must be true or false")
    }
}

import Foundation
import XCTest
import StyleMarkup

/// Error messages that quote hostile input stay short: a 1 MB tag name, attribute name or
/// style name is cut to its first 40 bytes in markup, compile and style book messages (lint's: LintMessageLengthTests).
final class DiagnosticTextTests: XCTestCase {
    private let huge = String(repeating: "a", count: 1_000_000)
    /// A cut word keeps its first 40 bytes: `<` and 39 letters, or `</` and 38.
    private func cut(_ count: Int) -> String { String(repeating: "a", count: count) + "…" }

    func testAHugeTagNameIsCutInMarkupErrors() throws {
        do {
            _ = try MarkupTokenizer.tokenized("x <\(huge)>y")
            XCTFail("parsed")
        } catch {
            XCTAssertEqual(error.message, "tag <\(cut(39))> is never closed; add </\(cut(38))> where its text ends")
            XCTAssertEqual("\(error.location.line):\(error.location.column)", "1:3")
        }
        do {
            _ = try MarkupTokenizer.tokenized("<b \(huge)>y</b>")
            XCTFail("parsed")
        } catch {
            XCTAssertLessThan(error.message.utf8.count, 300)
            XCTAssertTrue(error.message.hasPrefix("attribute \(cut(40)) in tag <b> has no value"), error.message)
        }
    }

    func testAHugeUnknownTagIsCutUnderStrict() throws {
        do {
            _ = try MarkupCompiler(strict: true).compile("<\(huge)>y</\(huge)>")
            XCTFail("compiled")
        } catch {
            XCTAssertEqual(error.rule, .unknownTag)
            XCTAssertLessThan(error.message.utf8.count, 400, error.message)
            XCTAssertTrue(error.message.contains(cut(39)), error.message)
        }
    }

    func testAHugeStyleNameIsCutInStyleBookErrors() {
        do {
            _ = try StyleBook(json: #"{"a": "\#(huge)"}"#, fileName: "s.json")
            XCTFail("loaded")
        } catch {
            XCTAssertEqual(error.description, #"s.json:1:7: error: a: reference to unknown style ""# + String(repeating: "a", count: 39) + #"…""#)
        }
    }

    func testShortMessagesAreUnchanged() throws {
        let long = String(repeating: "b", count: 70)
        do {
            _ = try MarkupTokenizer.tokenized("<\(long)>")
            XCTFail("parsed")
        } catch {
            // 70-byte names in a message under 240 bytes stay whole.
            XCTAssertEqual(error.message, "tag <\(long)> is never closed; add </\(long)> where its text ends")
        }
    }
}

import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc --format html --html-document`: the page's language and title, from the built binary.
final class HTMLPageCommandTests: XCTestCase {
    private func page(_ input: String, _ options: [String], book: String? = nil) throws -> String {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        var arguments = ["-", "--format", "html"] + options
        if let book {
            try Data(book.utf8).write(to: directory.appendingPathComponent("styles.json"))
            arguments += ["--stylebook", "styles.json"]
        }
        let result = try MarkupcRunner.run(arguments, stdin: Data(input.utf8), directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdoutText
    }

    func testAPageHasALanguage() throws {
        XCTAssertTrue(try page("x", ["--html-document"]).hasPrefix("<!doctype html>\n<html lang=\"en\">\n"))
        XCTAssertTrue(try page("x", ["--html-document", "--lang", "pt-BR"]).hasPrefix("<!doctype html>\n<html lang=\"pt-BR\">\n"))
        XCTAssertTrue(try page("x", ["--html-document", "--lang", ""]).hasPrefix("<!doctype html>\n<html lang=\"\">\n"))
        // A fragment has one only when asked.
        XCTAssertEqual(try page("x", []), "<div class=\"markupc\" style=\"white-space: pre-wrap\">x</div>\n")
        let fragment = try page("x", ["--lang", "fr"])
        XCTAssertEqual(fragment, "<div class=\"markupc\" style=\"white-space: pre-wrap\" lang=\"fr\">x</div>\n")
    }

    func testTheTitleHasNoDoubleSpaceWhereAnImageWas() throws {
        let html = try page("Hi <thumb/> there\n", ["--html-document"], book: #"{"thumb": {"image": {"name": "t", "alt": "*"}}}"#)
        XCTAssertTrue(html.contains("<title>Hi there</title>"), html)
    }
}

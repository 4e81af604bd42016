import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// With a given style book, a tag it does not name is a warning on standard error with its
/// position and the nearest name in the book; the exit status stays 0 and the output is
/// written; `--strict` makes it an error (SPEC §3, issue 13 item 5).
final class UnknownTagWarningCommandTests: XCTestCase {
    private func setUp(_ markup: String) throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try Data(#"{"help": {"action": "help"}, "terms": {"link": "https://x.test/terms"}}"#.utf8)
            .write(to: directory.appendingPathComponent("styles.json"))
        try Data(markup.utf8).write(to: directory.appendingPathComponent("msg.txt"))
        return directory
    }

    func testUnknownTagIsAWarningAndTheOutputIsWritten() throws {
        let directory = try setUp("Need it?\nTap <hlep>here</hlep> or <hlep>there</hlep>, see <trems>terms</trems> <zz/>\n")
        let result = try MarkupcRunner.run(["msg.txt", "--stylebook", "styles.json", "--format", "text"], directory: directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdoutText, "Need it?\nTap here or there, see terms \n")
        XCTAssertEqual(result.stderr, """
        msg.txt:2:5: warning: <hlep> is not in styles.json (did you mean <help>?) [unknown-tag]
        msg.txt:2:50: warning: <trems> is not in styles.json (did you mean <terms>?) [unknown-tag]
        msg.txt:2:71: warning: <zz> is not in styles.json [unknown-tag]

        """)
        // The book is named by its file name however its path is written.
        let nested = try MarkupcRunner.run(["-", "--stylebook", directory.appendingPathComponent("styles.json").path, "--format", "json"],
                                           stdin: Data("<hlep>x</hlep>".utf8))
        XCTAssertEqual(nested.status, 0)
        XCTAssertEqual(nested.stderr, "<stdin>:1:1: warning: <hlep> is not in styles.json (did you mean <help>?) [unknown-tag]\n")
        XCTAssertTrue(nested.stdoutText.contains(#""name": "hlep""#))
    }

    func testStrictMakesItAnError() throws {
        let directory = try setUp("Tap\n <hlep>here</hlep>\n")
        let output = directory.appendingPathComponent("out.txt").path
        let result = try MarkupcRunner.run(["msg.txt", "--stylebook", "styles.json", "--strict", "--format", "text", "-o", output], directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderr, "msg.txt:2:2: error: <hlep> is not in styles.json (did you mean <help>?) [unknown-tag]\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
    }

    func testNoWarningWithTheBuiltInBook() throws {
        let result = try MarkupcRunner.run(["-", "--format", "text"], stdin: Data("<hlep>x</hlep> <bold>y</bold>".utf8))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(result.stdoutText, "x y")
    }
}

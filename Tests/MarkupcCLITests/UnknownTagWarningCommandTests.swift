import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// A tag the style book does not name is a warning on standard error with its position and
/// the nearest name in the book; the exit status stays 0 and the output is written; `--strict`
/// makes it an error. With the built-in default book the warning names that book, and a note
/// after the run suggests `--stylebook`.
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

    func testTheBuiltInBookWarnsAndSuggestsAStyleBook() throws {
        let note = "markupc: note: no --stylebook was given, so the built-in default book served (b, i, u, s, em, strong, code, a, "
            + "link and the basic colors); pass --stylebook FILE to style other tags\n"
        let result = try MarkupcRunner.run(["-", "--format", "text"], stdin: Data("Line<br/>two <strnog>y</strnog>".utf8))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, """
            <stdin>:1:5: warning: <br> is not in the built-in default book [unknown-tag]
            <stdin>:1:14: warning: <strnog> is not in the built-in default book (did you mean <strong>?) [unknown-tag]

            """ + note)
        XCTAssertEqual(result.stdoutText, "Linetwo y\n")
        // One note for the run, after the warnings of every input.
        let directory = try setUp("See the <terms>terms</terms>.")
        try Data("<zz>x</zz>".utf8).write(to: directory.appendingPathComponent("two.txt"))
        let two = try MarkupcRunner.run(["msg.txt", "two.txt", "--format", "text"], directory: directory)
        XCTAssertEqual(two.status, 0)
        XCTAssertEqual(two.stderr, """
            msg.txt:1:9: warning: <terms> is not in the built-in default book [unknown-tag]
            two.txt:1:1: warning: <zz> is not in the built-in default book [unknown-tag]

            """ + note)
        // Known tags only: nothing on standard error.
        let clean = try MarkupcRunner.run(["-", "--format", "text"], stdin: Data("<b>x</b> <em>y</em>".utf8))
        XCTAssertEqual(clean.stderr, "")
    }
}

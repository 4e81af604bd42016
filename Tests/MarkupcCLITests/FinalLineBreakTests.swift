import Foundation
import MarkupcTestSupport
import XCTest

/// One line break (LF or CRLF) at the very end of an input file or standard input ends the
/// file and is not text; `--keep-final-newline` keeps it; text and ANSI documents still end
/// with a line break. Runs the built binary.
final class FinalLineBreakTests: XCTestCase {
    /// The JSON text of `input` compiled from standard input with `options`.
    private func jsonText(_ input: String, _ options: [String] = []) throws -> String? {
        let result = try MarkupcRunner.run(["-", "--format", "json"] + options, stdin: Data(input.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        return (try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])?["text"] as? String
    }

    func testOneFinalLineBreakIsNotText() throws {
        XCTAssertEqual(try jsonText("Tap <b>here</b>\n"), "Tap here")
        XCTAssertEqual(try jsonText("Tap <b>here</b>\r\n"), "Tap here")
        XCTAssertEqual(try jsonText("one\ntwo\n"), "one\ntwo")
        // Only one: an empty last line stays, and so does a lone CR.
        XCTAssertEqual(try jsonText("Tap\n\n"), "Tap\n")
        XCTAssertEqual(try jsonText("Tap\r\n\r\n"), "Tap\r\n")
        XCTAssertEqual(try jsonText("Tap\r"), "Tap\r")
        XCTAssertEqual(try jsonText("\n"), "")
        XCTAssertEqual(try jsonText("Tap"), "Tap")
    }

    func testKeepFinalNewlineKeepsIt() throws {
        XCTAssertEqual(try jsonText("Tap <b>here</b>\n", ["--keep-final-newline"]), "Tap here\n")
        XCTAssertEqual(try jsonText("Tap\r\n", ["--keep-final-newline"]), "Tap\r\n")
    }

    /// A file as an editor saves it: the runs cover the text without the line break.
    func testFilesLoseTheirFinalLineBreakAndRunsEndWithTheText() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try Data("Hi <b>Ann</b>\n".utf8).write(to: directory.appendingPathComponent("Welcome.markup"))
        let result = try MarkupcRunner.run(["Welcome.markup", "--format", "json", "-o", "Welcome.json"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("Welcome.json"))) as? [String: Any])
        XCTAssertEqual(json["text"] as? String, "Hi Ann")
        let runs = try XCTUnwrap(json["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.map { [$0["start"] as? Int, $0["length"] as? Int] }, [[0, 3], [3, 3]])
    }

    func testTextAndANSIDocumentsEndWithALineBreak() throws {
        func output(_ input: String, _ options: [String]) throws -> String {
            let result = try MarkupcRunner.run(["-"] + options, stdin: Data(input.utf8))
            XCTAssertEqual(result.status, 0, result.stderr)
            return result.stdoutText
        }
        for format in [["--format", "text"], ["--format", "ansi", "--color", "never"]] {
            XCTAssertEqual(try output("Hi <b>x</b>\n", format), "Hi x\n", "\(format)")
            XCTAssertEqual(try output("Hi <b>x</b>\r\n", format), "Hi x\r\n", "\(format)")
            XCTAssertEqual(try output("Hi <b>x</b>", format), "Hi x\n", "\(format)")
            XCTAssertEqual(try output("Hi\n\n", format), "Hi\n", "\(format)")
            XCTAssertEqual(try output("Hi\n", format + ["--keep-final-newline"]), "Hi\n", "\(format)")
            XCTAssertEqual(try output("", format), "", "\(format)")
            XCTAssertEqual(try output("\n", format), "", "\(format)")
        }
        // Styles are closed before the line break.
        XCTAssertEqual(try output("<b>x</b>\n", ["--color", "always"]), "\u{1B}[1mx\u{1B}[0m\n")
        // JSON, HTML and RTF documents hold the text alone.
        XCTAssertTrue(try output("x\n", ["--format", "html"]).hasSuffix(">x</div>\n"))
    }

    /// Positions in diagnostics do not move: an error on the last line, before the dropped break.
    func testErrorsOnTheLastLineKeepTheirPositions() throws {
        let result = try MarkupcRunner.run(["-", "--format", "text"], stdin: Data("ok\nbad <b>x\n".utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "<stdin>:2:5: error: tag <b> is never closed; add </b> where its text ends [malformed-markup]\n")
    }
}

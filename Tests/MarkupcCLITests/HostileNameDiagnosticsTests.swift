import Foundation
import MarkupcTestSupport
import XCTest

/// A file name with a line break and an escape, and a key that sets the terminal's title and
/// clears the screen, reach no terminal raw: every command shows them with visible symbols
/// (line break `↵`, ESC `␛`, BEL `␇`), one diagnostic per line.
final class HostileNameDiagnosticsTests: XCTestCase {
    private let hostileFile = "evil\n\u{1B}[31m"
    private let shownFile = "evil↵␛[31m"
    private let hostileKey = "k\u{1B}]0;PWNED\u{07}\u{1B}[2J"
    private let shownKey = "k␛]0;PWNED␇␛[2J"

    /// No control character but the line feed that ends each line.
    private func assertInert(_ text: String, lines: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }, text, file: file, line: line)
        XCTAssertEqual(text.split(separator: "\n", omittingEmptySubsequences: false).count, lines + 1, text, file: file, line: line)
    }

    /// `en.lproj/<hostile>.strings` whose second key is hostile and whose markup does not parse.
    private func project() throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let table = directory.appendingPathComponent("en.lproj/\(hostileFile).strings")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"ok\" = \"Fine\";\n\"\(hostileKey)\" = \"Tap <b>here</i>\";\n".utf8).write(to: table)
        try Data(#"{"b": {"font": {"weight": "bold"}}}"#.utf8).write(to: directory.appendingPathComponent("styles.json"))
        return directory
    }

    func testCompileShowsAHostileFileNameInert() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try Data("<b>x".utf8).write(to: directory.appendingPathComponent("\(hostileFile).txt"))
        let result = try MarkupcRunner.run(["\(hostileFile).txt", "-f", "text"], directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(Array(result.stderr.utf8),
                       Array("\(shownFile).txt:1:1: error: tag <b> is never closed; add </b> where its text ends [malformed-markup]\n".utf8))
    }

    func testUsageMessagesShowAHostilePathInert() throws {
        let result = try MarkupcRunner.run(["-", "--stylebook", "\(hostileFile).json"], stdin: Data("x".utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(Array(result.stderr.utf8), Array("markupc: error: cannot read '\(shownFile).json': No such file or directory\n".utf8))
    }

    func testLintXcodeReporterShowsKeyAndFileInert() throws {
        let result = try MarkupcRunner.run(["lint", "en.lproj"], directory: try project())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.hasPrefix("en.lproj/\(shownFile).strings:2:33: warning: en: \"\(shownKey)\": the source does not parse"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains(#"{"key": "k\u001B]0;PWNED\u0007\u001B[2J", "dialect": "text"}"#), result.stdoutText)
        XCTAssertTrue(result.stdoutText.hasSuffix(" [source-malformed]\n"), result.stdoutText)
        assertInert(result.stdoutText, lines: 1)
    }

    func testLintGitHubReporterShowsKeyAndFileInert() throws {
        let result = try MarkupcRunner.run(["lint", "en.lproj", "--reporter", "github"], directory: try project())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.hasPrefix(
            "::warning file=en.lproj/evil%0A␛[31m.strings,line=2,col=33,title=source-malformed::en: \"\(shownKey)\": the source does not parse"), result.stdoutText)
        assertInert(result.stdoutText, lines: 1)
    }

    func testPseudoShowsKeyAndFileInert() throws {
        let result = try MarkupcRunner.run(["pseudo", "en.lproj", "--locale", "en-XA"], directory: try project())
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("en.lproj/\(shownFile).strings:2:33: warning: en: \"\(shownKey)\": the source does not parse"), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(" [source-malformed]\npseudo: en-XA: rewrote 1 source string, wrote 1 file; 1 string copied unchanged (markup that does not parse)\n"),
                      result.stderr)
        assertInert(result.stderr, lines: 2)
    }

    func testPreviewShowsKeyAndFileInert() throws {
        let result = try MarkupcRunner.run(["preview", "en.lproj", "--stylebook", "styles.json", "-o", "page.html"], directory: try project())
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(Array(result.stdout), Array(("en.lproj/\(shownFile).strings:2:33: error: en: \"\(shownKey)\": "
            + "closing tag </i> does not match <b> opened at 1:5; close </b> first [malformed-markup]\n").utf8))
        XCTAssertEqual(result.stderr, "2 keys in 1 language: 1 error, 0 warnings; wrote page.html\n")
    }
}

import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// A key that sets the terminal's title and clears the screen, and a file name with a line
/// break and an escape: each reporter writes them inert, by its own format's escaping.
final class LintReporterHostileTextTests: XCTestCase {
    static let hostileKey = "k\u{1B}]0;PWNED\u{07}\u{1B}[2J"
    static let hostileFile = "evil\n\u{1B}[31m.strings"

    private let report = LintReport(findings: [
        LintFinding(file: hostileFile, location: LintLocation(line: 3, column: 7), rule: .tagMismatch,
                    message: "fr: \"\(hostileKey)\": tag <b> is missing\u{7F}\u{9B}\tend", key: hostileKey, language: "fr"),
    ], stringCount: 1, languages: ["fr"], files: [hostileFile])

    private func bytes(_ reporter: any LintReporter) -> [UInt8] { reporter.format(report) }

    func testXcodeShowsControlsAndLineBreaksAsSymbols() {
        let expected = "evil↵␛[31m.strings:3:7: error: fr: \"k␛]0;PWNED␇␛[2J\": tag <b> is missing␡\u{FFFD}␉end [tag-mismatch]\n"
        XCTAssertEqual(bytes(XcodeLintReporter()), Array(expected.utf8))
    }

    func testGitHubPercentEncodesLineBreaksAndShowsOtherControlsAsSymbols() {
        let expected = "::error file=evil%0A␛[31m.strings,line=3,col=7,title=tag-mismatch::fr: \"k␛]0;PWNED␇␛[2J\": tag <b> is missing␡\u{FFFD}␉end\n"
        XCTAssertEqual(bytes(GitHubLintReporter()), Array(expected.utf8))
    }

    func testGitHubStepSummaryShowsControlsAsSymbols() {
        let summary = GitHubLintReporter().stepSummary(report)
        XCTAssertTrue(summary.contains("| error | evil ␛\\[31m.strings:3:7 | tag-mismatch | fr: \"k␛\\]0;PWNED␇␛\\[2J\": tag &lt;b&gt; is missing␡\u{FFFD} end |\n"), summary)
        XCTAssertFalse(summary.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, summary)
    }

    func testJSONEscapesEveryControl() {
        let text = String(decoding: bytes(JSONLintReporter()), as: UTF8.self)
        let finding = #"{"file": "evil\n\u001b[31m.strings", "line": 3, "column": 7, "rule": "tag-mismatch", "level": "error", "message": "fr: \"k\u001b]0;PWNED\u0007\u001b[2J\": tag <b> is missing\u007f\u009b\tend", "key": "k\u001b]0;PWNED\u0007\u001b[2J", "language": "fr"}"#
        XCTAssertTrue(text.contains(finding), text)
        XCTAssertFalse(text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }, text)
    }

    func testSARIFEscapesEveryControl() {
        let text = String(decoding: bytes(SARIFLintReporter()), as: UTF8.self)
        XCTAssertTrue(text.contains(#""text": "fr: \"k\u001b]0;PWNED\u0007\u001b[2J\": tag <b> is missing\u007f\u009b\tend""#), text)
        XCTAssertTrue(text.contains(#""uri": "evil%0A%1B%5B31m.strings""#), text)
        XCTAssertFalse(text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }, text)
    }

    func testHTMLWritesControlsAsReferences() {
        let text = String(decoding: bytes(HTMLLintReporter()), as: UTF8.self)
        XCTAssertTrue(text.contains("k&#27;]0;PWNED&#7;&#27;[2J"), text)
        XCTAssertTrue(text.contains("evil\n&#27;[31m.strings:3:7"), text)
        XCTAssertFalse(text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F...0x9F).contains($0.value) }, text)
    }
}

import Foundation
import MarkupcTestSupport
import XCTest

/// An option given where it does nothing (an HTML option with another format, `--offsets`
/// without JSON, `--all-strings` without the HTML reporter) is a usage error naming the option
/// and what it needs, never silently ignored; the table declares where each option applies.
final class OptionAppliesTests: XCTestCase {
    private func assertRefused(_ arguments: [String], _ message: String, help: String = "markupc --help",
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let result = try MarkupcRunner.run(arguments, stdin: Data("<b>x</b>".utf8), directory: directory)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, "markupc: error: \(message)\nRun '\(help)' for usage.\n", file: file, line: line)
        XCTAssertEqual(result.stdoutText, "", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "nothing is written", file: file, line: line)
    }

    func testOffsetsNeedJSON() throws {
        try assertRefused(["-", "-f", "text", "--offsets", "utf8"], "--offsets applies only with --format json, not with --format text")
    }

    func testWidthNeedsANSI() throws {
        try assertRefused(["-", "--format=html", "--width", "40"], "--width applies only with --format ansi, not with --format html")
    }

    func testHTMLOptionsNeedHTML() throws {
        try assertRefused(["-", "--html-document"], "--html-document applies only with --format html, not with --format ansi")
        try assertRefused(["-", "-f", "json", "--lang", "fr"], "--lang applies only with --format html, not with --format json")
        try assertRefused(["-", "-f", "rtf", "--css", "out.css", "-o", "out.rtf"], "--css applies only with --format html, not with --format rtf")
    }

    func testColorNeedsANSI() throws {
        try assertRefused(["-", "-f", "json", "--color", "never"], "--color applies only with --format ansi, not with --format json")
    }

    func testAllStringsNeedsTheHTMLReporter() throws {
        try assertRefused(["lint", ".", "--all-strings"], "--all-strings applies only with --reporter html, not with --reporter xcode",
                          help: "markupc lint --help")
    }

    func testOptionsWhereTheyApplyAreAccepted() throws {
        let json = try MarkupcRunner.run(["-", "-f", "json", "--offsets", "utf8"], stdin: Data("<b>x</b>".utf8))
        XCTAssertEqual(json.status, 0, json.stderr)
        let ansi = try MarkupcRunner.run(["-", "--width", "40", "--color", "never"], stdin: Data("<b>x</b>".utf8))
        XCTAssertEqual(ansi.status, 0, ansi.stderr)
        XCTAssertEqual(ansi.stdoutText, "x\n")
    }
}

import Foundation
import MarkupcTestSupport
import XCTest

/// Every command that reads a style book refuses one whose `$linkSchemes` lists `javascript`,
/// `vbscript` or `data` (in any letter case): exit status 2, the scheme named at its line and
/// column, nothing written.
final class NeverAllowedLinkSchemeCommandTests: XCTestCase {
    // {"$linkSchemes": ["https", "JavaScript"], … : "JavaScript" starts at column 28.
    private let expected = #"styles.json:1:28: error: $linkSchemes[1]: the scheme "JavaScript" is never allowed in links: "#
        + "javascript and vbscript links run code and data links carry a whole document; remove it\n"

    private func project() throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try Data(#"{"$linkSchemes": ["https", "JavaScript"], "b": {"font": {"weight": "bold"}}}"#.utf8)
            .write(to: directory.appendingPathComponent("styles.json"))
        try Data("Tap <b>here</b>".utf8).write(to: directory.appendingPathComponent("in.txt"))
        let table = directory.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"k\" = \"Tap <b>here</b>\";\n".utf8).write(to: table)
        return directory
    }

    private func assertRefused(_ arguments: [String], writes output: String? = nil, file: StaticString = #filePath, line: UInt = #line) throws {
        let directory = try project()
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        let result = try MarkupcRunner.run(arguments, directory: directory)
        XCTAssertEqual(result.status, 2, result.stderr, file: file, line: line)
        XCTAssertEqual(result.stderr, expected, file: file, line: line)
        XCTAssertEqual(result.stdout, Data(), file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), before, "nothing is written", file: file, line: line)
    }

    func testCompile() throws {
        try assertRefused(["in.txt", "--stylebook", "styles.json", "-f", "rtf"])
    }

    func testCheckStyleBook() throws {
        try assertRefused(["check-stylebook", "styles.json"])
    }

    func testLint() throws {
        try assertRefused(["lint", "en.lproj", "--stylebook", "styles.json"])
    }

    func testGenerate() throws {
        try assertRefused(["generate", ".", "--stylebook", "styles.json", "-o", "Strings.swift"])
    }

    func testPreview() throws {
        try assertRefused(["preview", "en.lproj", "--stylebook", "styles.json", "-o", "page.html"])
    }

    func testPseudo() throws {
        try assertRefused(["pseudo", "en.lproj", "--locale", "en-XA", "--stylebook", "styles.json"])
    }
}

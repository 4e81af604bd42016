import Foundation
import MarkupcTestSupport
import XCTest

/// A `--source-language` that no `.lproj` folder or string catalog has would pair nothing (real
/// errors vanish, false ones appear): `lint`, `pseudo` and `preview` refuse it as a usage
/// error (exit status 2) naming the languages found, before anything is written.
final class UnknownSourceLanguageTests: XCTestCase {
    private func project() throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        for (language, text) in [("en", "\"a\" = \"<b>x</b>\";\n"), ("fr", "\"a\" = \"<b>x</i>\";\n")] {
            let table = directory.appendingPathComponent("Resources/\(language).lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: table)
        }
        try Data(#"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {"k": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "<b>x</b>"}},
          "de": {"stringUnit": {"state": "translated", "value": "<b>x</b>"}}}}}}
        """#.utf8).write(to: directory.appendingPathComponent("Resources/Catalog.xcstrings"))
        try Data(#"{"b": {"font": {"weight": "bold"}}}"#.utf8).write(to: directory.appendingPathComponent("styles.json"))
        return directory
    }

    private func message(_ command: String) -> String {
        "markupc: error: --source-language en-US: no .lproj folder or string catalog has the source language en-US; "
            + "the languages found are de, en, fr\nRun 'markupc \(command) --help' for usage.\n"
    }

    private func files(_ directory: URL) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: directory.path).sorted()
    }

    func testLint() throws {
        let directory = try project()
        let before = try files(directory)
        let result = try MarkupcRunner.run(["lint", "Resources", "--source-language", "en-US", "-o", "report.txt"], directory: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, message("lint"))
        XCTAssertEqual(try files(directory), before, "no report is written")
    }

    func testLintWithALanguageAFileHasRuns() throws {
        let result = try MarkupcRunner.run(["lint", "Resources", "--source-language", "fr"], directory: try project())
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertFalse(result.stderr.contains("--source-language"), result.stderr)
    }

    func testPseudo() throws {
        let directory = try project()
        let before = try files(directory)
        let result = try MarkupcRunner.run(["pseudo", "Resources", "--locale", "en-XA", "--source-language", "en-US"], directory: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, message("pseudo"))
        XCTAssertEqual(try files(directory), before, "no pseudo-locale is written")
    }

    func testPreview() throws {
        let directory = try project()
        let before = try files(directory)
        let result = try MarkupcRunner.run(["preview", "Resources", "--stylebook", "styles.json", "-o", "page.html", "--source-language", "en-US"],
                                           directory: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, message("preview"))
        XCTAssertEqual(try files(directory), before, "no page is written")
    }

    /// A catalog has its declared sourceLanguage and every language it is localized in.
    func testACatalogHasItsLocalizations() throws {
        let directory = try project()
        let catalog = "Resources/Catalog.xcstrings"
        let localized = try MarkupcRunner.run(["lint", catalog, "--source-language", "de"], directory: directory)
        XCTAssertEqual(localized.status, 0, localized.stderr)
        let unknown = try MarkupcRunner.run(["lint", catalog, "--source-language", "fr"], directory: directory)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stderr, "markupc: error: --source-language fr: no .lproj folder or string catalog has the source language fr; "
                       + "the languages found are de, en\nRun 'markupc lint --help' for usage.\n")
    }

    /// Android's values/ is the source whatever it is called: the language only names it.
    func testFormatsThatDoNotPairByLanguageAcceptAnyName() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let strings = directory.appendingPathComponent("res/values/strings.xml")
        try FileManager.default.createDirectory(at: strings.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("<resources><string name=\"a\">Hi</string></resources>\n".utf8).write(to: strings)
        let result = try MarkupcRunner.run(["lint", "res", "--source-language", "en-US"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
    }
}

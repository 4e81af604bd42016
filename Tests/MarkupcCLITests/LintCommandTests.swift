import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

final class LintCommandTests: XCTestCase {
    private let fixtures = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Lint")

    /// Writes files (path → text) under a new temporary directory and returns it.
    private func project(_ files: [String: String]) throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    private let clean = [
        "Resources/en.lproj/Localizable.strings": "\"terms\" = \"Accept the <terms>Terms</terms> and <privacy>Policy</privacy>\";\n\"count\" = \"%1$@ has %2$d photos\";\n",
        "Resources/fr.lproj/Localizable.strings": "\"terms\" = \"Acceptez la <privacy>Politique</privacy> et les <terms>Conditions</terms>\";\n\"count\" = \"%2$d photos pour %1$@\";\n",
    ]

    private let nestingOnly = [
        "en.lproj/Localizable.strings": "\"a\" = \"<b><i>x</i></b>\";\n",
        "fr.lproj/Localizable.strings": "\"a\" = \"<i><b>x</b></i>\";\n",
    ]

    func testFixtureProjectWithXcodeReporter() throws {
        let result = try MarkupcRunner.run(["lint", "ios", "--stylebook", "stylebook.json"], directory: fixtures)
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdoutText.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 13)
        XCTAssertEqual(lines.first, #"ios/Resources/de.lproj/Localizable.strings:2:19: error: de: "signup.terms": tag <terms> is missing (source has <terms>, <privacy>) [tag-mismatch]"#)
        XCTAssertTrue(lines.contains(#"ios/Resources/fr.lproj/Localizable.strings:10:19: warning: fr: "promo.nested": tag <i> is at the top level here but inside <b> in the source [tag-nesting]"#))
        XCTAssertEqual(result.stderr, "checked 37 strings in 4 languages: 9 errors, 4 warnings\n")
    }

    func testCleanProjectExitsZero() throws {
        let directory = try project(clean)
        let result = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderr, "checked 4 strings in 2 languages: 0 errors, 0 warnings\n")
    }

    func testWarningsPassUnlessStrict() throws {
        let directory = try project(nestingOnly)
        let relaxed = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(relaxed.status, 0)
        XCTAssertEqual(relaxed.stdoutText, #"fr.lproj/Localizable.strings:1:8: warning: fr: "a": tag <i> is at the top level here but inside <b> in the source [tag-nesting]"# + "\n")
        XCTAssertEqual(relaxed.stderr, "checked 2 strings in 2 languages: 0 errors, 1 warning\n")
        let strict = try MarkupcRunner.run(["lint", ".", "--strict"], directory: directory)
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stdoutText, #"fr.lproj/Localizable.strings:1:8: error: fr: "a": tag <i> is at the top level here but inside <b> in the source [tag-nesting]"# + "\n")
        XCTAssertEqual(strict.stderr, "checked 2 strings in 2 languages: 1 error, 0 warnings\n")
    }

    func testGitHubReporter() throws {
        let directory = try project(nestingOnly)
        let result = try MarkupcRunner.run(["lint", ".", "--reporter", "github"], unsetting: ["GITHUB_STEP_SUMMARY"], directory: directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdoutText, #"::warning file=fr.lproj/Localizable.strings,line=1,col=8,title=tag-nesting::fr: "a": tag <i> is at the top level here but inside <b> in the source"# + "\n")
        XCTAssertEqual(result.stderr, "checked 2 strings in 2 languages: 0 errors, 1 warning\n")
    }

    func testGitHubReporterWritesEveryFindingToTheJobSummary() throws {
        // 12 placeholder errors: GitHub shows 10 as annotations.
        let keys = (1...12).map { "k\($0)" }
        let directory = try project([
            "en.lproj/Localizable.strings": keys.map { "\"\($0)\" = \"%@ items\";\n" }.joined(),
            "fr.lproj/Localizable.strings": keys.map { "\"\($0)\" = \"%d <b>|articles*</b>\";\n" }.joined(),
        ])
        let summary = directory.appendingPathComponent("summary.md")
        try Data("earlier step\n".utf8).write(to: summary)
        let result = try MarkupcRunner.run(["lint", ".", "--reporter", "github"], environment: ["GITHUB_STEP_SUMMARY": summary.path],
                                           directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText.split(separator: "\n").count, 24, result.stdoutText)
        XCTAssertEqual(result.stderr, """
            GitHub shows 10 of 24 errors and 0 of 0 warnings as annotations (at most 10 of each per step); every finding is in the job summary and in this log
            checked 24 strings in 2 languages: 24 errors, 0 warnings

            """)
        let text = try String(contentsOf: summary, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.prefix(8)), [
            "earlier step",
            "### markupc lint",
            "",
            "checked 24 strings in 2 languages: 24 errors, 0 warnings",
            "",
            "GitHub shows 10 of 24 errors and 0 of 0 warnings as annotations \\(at most 10 of each per step\\); every finding is in the job summary and in this log.",
            "",
            "| level | place | rule | message |",
        ])
        // Every finding, with the file's text escaped: no Markdown or HTML from a string.
        XCTAssertEqual(lines.filter { $0.hasPrefix("| error |") }.count, 24)
        XCTAssertTrue(lines.contains(#"| error | fr.lproj/Localizable.strings:1:12 | tag-mismatch | fr: "k1": tag &lt;b&gt; is not in the source \(source has no tags\) |"#), text)
    }

    func testJSONReporterAndOutputFile() throws {
        let result = try MarkupcRunner.run(["lint", "xliff", "--reporter=json"], directory: fixtures)
        XCTAssertEqual(result.status, 1)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        XCTAssertEqual(json["version"] as? Int, 1)
        let findings = try XCTUnwrap(json["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["link-changed", "malformed-markup", "placeholder-mismatch", "duplicate-key"])
        XCTAssertEqual(findings[1]["file"] as? String, "xliff/fr.xliff")
        XCTAssertEqual(findings[1]["line"] as? Int, 30)
        XCTAssertEqual(findings[1]["column"] as? Int, 63)
        XCTAssertEqual(findings[1]["key"] as? String, "promo.nested")
        XCTAssertEqual(findings[1]["language"] as? String, "fr")
        XCTAssertEqual(json["summary"] as? [String: Int], ["files": 1, "strings": 17, "languages": 2, "errors": 2, "warnings": 2])

        let directory = try MarkupcRunner.temporaryDirectory(self)
        let output = directory.appendingPathComponent("lint.json")
        let written = try MarkupcRunner.run(["lint", "xliff", "--reporter", "json", "-o", output.path], directory: fixtures)
        XCTAssertEqual(written.status, 1)
        XCTAssertEqual(written.stdoutText, "")
        XCTAssertEqual(written.stderr, "checked 17 strings in 2 languages: 2 errors, 2 warnings\n")
        XCTAssertEqual(try Data(contentsOf: output), result.stdout)
    }

    func testUnwritableOutputIsStatus2() throws {
        let result = try MarkupcRunner.run(["lint", "xliff", "-o", "/nonexistent-dir/lint.txt"], directory: fixtures)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("markupc: error: cannot write '/nonexistent-dir/lint.txt': "), result.stderr)
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            (["lint"], "markupc: error: lint needs at least one file or directory to check"),
            (["lint", "x", "--reporter", "pdf"], "markupc: error: unknown --reporter value 'pdf'; choose one of xcode, github, json, sarif, html"),
            (["lint", "x", "--format", "json"], "markupc: error: unknown option '--format' for lint"),
            (["lint", "x", "--stylebook"], "markupc: error: option --stylebook needs a value"),
            (["lint", "-"], "markupc: error: lint reads files and directories, not standard input; give a path"),
            // The same words as compile's for --stylebook -.
            (["lint", "x", "--stylebook", "-"], "markupc: error: --stylebook reads a file, not standard input; give the style book's path"),
            (["lint", "x", "--config", "-"], "markupc: error: --config reads a file, not standard input; give the configuration file's path"),
        ]
        for (arguments, message) in cases {
            let result = try MarkupcRunner.run(arguments, directory: fixtures)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertEqual(result.stderr, message + "\nRun 'markupc lint --help' for usage.\n", arguments.joined(separator: " "))
            XCTAssertEqual(result.stdoutText, "")
        }
    }

    func testHelp() throws {
        let result = try MarkupcRunner.run(["lint", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdoutText.hasPrefix("markupc lint — check the markup of localized strings\n"))
        XCTAssertTrue(result.stdoutText.contains("--reporter NAME"))
        XCTAssertTrue(result.stdoutText.contains("One of xcode (default), github, json, sarif, html."), result.stdoutText)
    }

    func testNothingReadableIsStatus2() throws {
        let directory = try project(["notes.txt": "hello"])
        let missing = try MarkupcRunner.run(["lint", "missing"], directory: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stdoutText, "")
        XCTAssertEqual(missing.stderr, "markupc: error: cannot read 'missing': No such file or directory\nmarkupc: error: no localization file could be read in 'missing'\n")
        let empty = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "markupc: error: no localization file could be read in '.'\n")
        let wrongType = try MarkupcRunner.run(["lint", "notes.txt"], directory: directory)
        XCTAssertEqual(wrongType.status, 2)
        XCTAssertEqual(wrongType.stderr.split(separator: "\n").first, "markupc: error: cannot read 'notes.txt': not a file markupc lint reads (.strings, .stringsdict, .xcstrings, .po, .xliff, .xlf, Android .xml)")
    }

    func testUnreadablePathAmongReadableOnesIsAFinding() throws {
        let directory = try project(clean)
        let result = try MarkupcRunner.run(["lint", "Resources", "missing.strings"], directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText, "missing.strings: error: cannot read: No such file or directory [malformed-file]\n")
        XCTAssertEqual(result.stderr, "checked 4 strings in 2 languages: 1 error, 0 warnings\n")
    }

    func testConfigurationFileInTheCurrentDirectory() throws {
        var files = nestingOnly
        files["Pods/Lib/fr.lproj/Localizable.strings"] = "\"broken\" = \"<b>\";\n"
        files["fr.lproj/Localizable.strings"]! += "\"debug.menu\" = \"<b>Debug\";\n"
        let directory = try project(files)
        let before = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(before.status, 1)
        XCTAssertEqual(before.stdoutText.split(separator: "\n").count, 4)

        try Data(#"{"rules": {"tag-nesting": "error"}, "ignore": {"keys": ["debug.*"], "paths": ["Pods/**"]}}"#.utf8)
            .write(to: directory.appendingPathComponent(".markupc.json"))
        let after = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(after.status, 1)
        XCTAssertEqual(after.stdoutText, #"fr.lproj/Localizable.strings:1:8: error: fr: "a": tag <i> is at the top level here but inside <b> in the source [tag-nesting]"# + "\n")
        XCTAssertEqual(after.stderr, "checked 2 strings in 2 languages: 1 error, 0 warnings\n")

        try Data(#"{"rules": {"tag-nesting": "off"}}"#.utf8).write(to: directory.appendingPathComponent("quiet.json"))
        let explicit = try MarkupcRunner.run(["lint", "en.lproj", "fr.lproj", "--config", "quiet.json"], directory: directory)
        XCTAssertEqual(explicit.status, 1)
        XCTAssertEqual(explicit.stdoutText, """
        fr.lproj/Localizable.strings:2:1: warning: fr: "debug.menu": no source string has this key; the source is en.lproj/Localizable.strings [orphan-translation]
        fr.lproj/Localizable.strings:2:17: error: fr: "debug.menu": tag <b> is never closed; add </b> where its text ends [malformed-markup]

        """)

        try Data(#"{"rules": {"tag-nestin": "off"}}"#.utf8).write(to: directory.appendingPathComponent(".markupc.json"))
        let invalid = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(invalid.status, 2)
        XCTAssertEqual(invalid.stderr, #".markupc.json:1:12: error: rules: unknown rule "tag-nestin" (did you mean "tag-nesting"?)"# + "\n")

        // Read as style books are: a trailing comma is a syntax error at its place, nothing is reported.
        try Data("{\n  \"rules\": {\"tag-nesting\": \"off\",}\n}\n".utf8).write(to: directory.appendingPathComponent(".markupc.json"))
        let trailing = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(trailing.status, 2)
        XCTAssertEqual(trailing.stderr, ".markupc.json:2:34: error: not valid JSON: expected a key after ','\n")
        XCTAssertEqual(trailing.stdoutText, "")
    }

    func testInvalidStyleBookIsStatus2() throws {
        let directory = try project(clean.merging(["book.json": #"{"b": {"colour": "red"}}"#]) { a, _ in a })
        let result = try MarkupcRunner.run(["lint", "Resources", "--stylebook", "book.json"], directory: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("book.json:1:8: error: b.colour: unknown key"), result.stderr)
    }

    func testStringCatalogsAndStringsDictsAreRead() throws {
        var files = clean
        files["Resources/en.lproj/Plurals.stringsdict"] = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>photos</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict><key>one</key><string>&lt;b&gt;%d&lt;/b&gt; photo</string><key>other</key><string>&lt;b&gt;%d&lt;/b&gt; photos</string></dict>
        </dict></dict></plist>
        """
        files["Resources/fr.lproj/Plurals.stringsdict"] = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>photos</key><dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key><dict><key>one</key><string>%d photo</string><key>other</key><string>&lt;b&gt;%d&lt;/b&gt; photos</string></dict>
        </dict></dict></plist>
        """
        files["Resources/Catalog.xcstrings"] = """
        {"sourceLanguage": "en", "strings": {
          "Hello <b>%@</b>": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo <b>%d</b>"}}}}
        }, "version": "1.0"}
        """
        let directory = try project(files)
        let result = try MarkupcRunner.run(["lint", "Resources"], directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText, #"""
        Resources/Catalog.xcstrings:2:105: error: de: "Hello <b>%@</b>": placeholder %d (argument 1) does not match the source's %@ (argument 1) [placeholder-mismatch]
        Resources/fr.lproj/Plurals.stringsdict:4:43: error: fr: "photos{n}[one]": tag <b> is missing (source has <b>) [tag-mismatch]

        """#)
        XCTAssertEqual(result.stderr, "checked 12 strings in 3 languages: 2 errors, 0 warnings\n")
    }

    func testSARIFAndHTMLReporters() throws {
        let directory = try project(nestingOnly)
        let sarif = try MarkupcRunner.run(["lint", ".", "--reporter", "sarif"], directory: directory)
        XCTAssertEqual(sarif.status, 0, sarif.stderr)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdoutText.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let html = try MarkupcRunner.run(["lint", ".", "--reporter", "html"], directory: directory)
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertTrue(html.stdoutText.hasPrefix("<!doctype html>"))
        XCTAssertTrue(html.stdoutText.contains(#"<mark class="finding" data-rule="tag-nesting" data-level="warning" data-line="1" data-column="8""#), html.stdoutText)
    }
}

import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc lint --write-baseline` and `--baseline`: adopting lint on a project that already
/// has findings.
final class LintBaselineCommandTests: XCTestCase {
    /// Writes files (path → text) under a new temporary directory and returns it.
    private func project(_ files: [String: String]) throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        for (path, text) in files { try write(text, to: directory.appendingPathComponent(path)) }
        return directory
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func read(_ url: URL) throws -> String { String(decoding: try Data(contentsOf: url), as: UTF8.self) }

    /// Two accepted errors (a dropped tag, a changed placeholder) and one accepted warning.
    private let history = [
        "App/en.lproj/Localizable.strings": """
        "terms" = "Accept the <b>Terms</b>";
        "count" = "%d photos";
        "nested" = "<b><i>x</i></b>";

        """,
        "App/fr.lproj/Localizable.strings": """
        "terms" = "Acceptez les Conditions";
        "count" = "%@ photos";
        "nested" = "<i><b>x</b></i>";

        """,
    ]

    func testRecordedFindingsAreHiddenAndTheRunPasses() throws {
        let directory = try project(history)
        let record = try MarkupcRunner.run(["lint", "App", "--write-baseline", "lint-baseline.json"], directory: directory)
        XCTAssertEqual(record.status, 0, "recording accepts the findings: \(record.stderr)")
        XCTAssertEqual(record.stdoutText.split(separator: "\n").count, 3, "the findings are still reported while recording")
        XCTAssertEqual(record.stderr, """
            checked 6 strings in 2 languages: 2 errors, 1 warning
            recorded 3 findings in the baseline 'lint-baseline.json'

            """)
        XCTAssertEqual(try read(directory.appendingPathComponent("lint-baseline.json")), #"""
            {
              "version": 1,
              "findings": [
                {"file": "App/fr.lproj/Localizable.strings", "key": "count", "rule": "placeholder-mismatch", "message": "fr: \"count\": placeholder 1 is %@ but %d in the source"},
                {"file": "App/fr.lproj/Localizable.strings", "key": "nested", "rule": "tag-nesting", "message": "fr: \"nested\": tag <i> is at the top level here but inside <b> in the source"},
                {"file": "App/fr.lproj/Localizable.strings", "key": "terms", "rule": "tag-mismatch", "message": "fr: \"terms\": tag <b> is missing (source has <b>)"}
              ]
            }

            """#)

        let checked = try MarkupcRunner.run(["lint", "App", "--baseline", "lint-baseline.json"], directory: directory)
        XCTAssertEqual(checked.status, 0, checked.stderr)
        XCTAssertEqual(checked.stdoutText, "")
        XCTAssertEqual(checked.stderr, "checked 6 strings in 2 languages: 0 errors, 0 warnings (3 findings hidden by the baseline)\n")
    }

    func testANewFindingIsReportedAndMovedLinesStayHidden() throws {
        let directory = try project(history)
        XCTAssertEqual(try MarkupcRunner.run(["lint", "App", "--write-baseline", "b.json"], directory: directory).status, 0)
        // Two new strings above the recorded ones move every line; one of them is a new error.
        try write("""
            "intro" = "Bonjour";
            "help" = "Touchez <link>ici</link>";
            "terms" = "Acceptez les Conditions";
            "count" = "%@ photos";
            "nested" = "<i><b>x</b></i>";

            """, to: directory.appendingPathComponent("App/fr.lproj/Localizable.strings"))
        try write("""
            "intro" = "Hello";
            "help" = "Tap <link>here</link>";
            "terms" = "Accept the <b>Terms</b>";
            "count" = "%d photos";
            "nested" = "<b><i>x</i></b>";

            """, to: directory.appendingPathComponent("App/en.lproj/Localizable.strings"))
        try write("""
            "intro" = "Bonjour";
            "help" = "Touchez ici";
            "terms" = "Acceptez les Conditions";
            "count" = "%@ photos";
            "nested" = "<i><b>x</b></i>";

            """, to: directory.appendingPathComponent("App/fr.lproj/Localizable.strings"))
        let result = try MarkupcRunner.run(["lint", "App", "--baseline", "b.json"], directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText,
                       #"App/fr.lproj/Localizable.strings:2:11: error: fr: "help": tag <link> is missing (source has <link>) [tag-mismatch]"# + "\n")
        XCTAssertEqual(result.stderr, "checked 10 strings in 2 languages: 1 error, 0 warnings (3 findings hidden by the baseline)\n")
    }

    func testTheBaselineMatchesFromAnotherFolder() throws {
        // Files are recorded relative to the baseline's folder, so running lint from a
        // subfolder, with other paths, still matches.
        let directory = try project(history)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("ci"), withIntermediateDirectories: true)
        XCTAssertEqual(try MarkupcRunner.run(["lint", "App", "--write-baseline", "ci/baseline.json"], directory: directory).status, 0)
        XCTAssertTrue(try read(directory.appendingPathComponent("ci/baseline.json")).contains(#""file": "../App/fr.lproj/Localizable.strings""#))
        let fromApp = try MarkupcRunner.run(["lint", ".", "--baseline", "../ci/baseline.json"], directory: directory.appendingPathComponent("App"))
        XCTAssertEqual(fromApp.status, 0, fromApp.stdoutText)
        XCTAssertEqual(fromApp.stderr, "checked 6 strings in 2 languages: 0 errors, 0 warnings (3 findings hidden by the baseline)\n")
    }

    func testEachRecordedFindingHidesOneOccurrence() throws {
        // The same message twice in one file (a duplicated key): a baseline of one hides one.
        let directory = try project([
            "en.lproj/Localizable.strings": "\"a\" = \"<b>x</b>\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"x\";\n",
        ])
        XCTAssertEqual(try MarkupcRunner.run(["lint", ".", "--write-baseline", "b.json"], directory: directory).status, 0)
        try write("\"a\" = \"x\";\n\"a\" = \"x\";\n", to: directory.appendingPathComponent("fr.lproj/Localizable.strings"))
        let result = try MarkupcRunner.run(["lint", ".", "--baseline", "b.json", "--reporter", "json"], directory: directory)
        let findings = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let kept = try XCTUnwrap(findings["findings"] as? [[String: Any]])
        XCTAssertEqual(kept.map { $0["rule"] as? String }, ["duplicate-key", "tag-mismatch"], result.stdoutText)
        XCTAssertEqual((findings["summary"] as? [String: Any])?["hiddenByBaseline"] as? Int, 1)
    }

    func testEveryReporterSaysHowManyTheBaselineHid() throws {
        let directory = try project(history)
        XCTAssertEqual(try MarkupcRunner.run(["lint", "App", "--write-baseline", "b.json"], directory: directory).status, 0)
        let sarif = try MarkupcRunner.run(["lint", "App", "--baseline", "b.json", "--reporter", "sarif"], directory: directory)
        XCTAssertEqual(sarif.status, 0)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: sarif.stdout) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        XCTAssertEqual((run["properties"] as? [String: Any])?["hiddenByBaseline"] as? Int, 3)
        XCTAssertEqual((run["results"] as? [Any])?.count, 0)

        let html = try MarkupcRunner.run(["lint", "App", "--baseline", "b.json", "--reporter", "html"], directory: directory)
        XCTAssertTrue(html.stdoutText.contains("0 errors, 0 warnings (3 findings hidden by the baseline)"))

        let summary = directory.appendingPathComponent("summary.md")
        let github = try MarkupcRunner.run(["lint", "App", "--baseline", "b.json", "--reporter", "github"],
                                           environment: ["GITHUB_STEP_SUMMARY": summary.path], directory: directory)
        XCTAssertEqual(github.stdoutText, "")
        let page = try read(summary)
        XCTAssertTrue(page.contains("0 errors, 0 warnings \\(3 findings hidden by the baseline\\)"), page)
        XCTAssertTrue(github.stderr.hasSuffix("(3 findings hidden by the baseline)\n"))
    }

    func testABadBaselineIsAUsageErrorAtItsPosition() throws {
        let directory = try project(history)
        let cases: [(text: String, message: String)] = [
            ("{\"version\": 1, \"findings\": [\n  {\"file\": \"a\", \"key\": null, \"rule\": \"tag-mismatch\",}\n]}",
             "b.json:2:53: not valid JSON: expected a key after ','"),
            ("{\"version\": 2, \"findings\": []}", "b.json:1:13: unsupported baseline version; this markupc reads version 1"),
            ("{\"version\": 1,\n \"findings\": [{\"file\": \"a\", \"key\": 3, \"rule\": \"r\", \"message\": \"m\"}]}",
             "b.json:2:36: \"key\" must be a string or null, found a number"),
            ("{\"version\": 1, \"findings\": [{\"file\": \"a\", \"key\": null, \"message\": \"m\"}]}",
             "b.json:1:29: a recorded finding needs \"rule\""),
            ("{\"version\": 1, \"findings\": [], \"extra\": true}",
             "b.json:1:32: unknown key \"extra\"; a baseline has \"version\" and \"findings\""),
            ("{\"findings\": []}", "b.json:1:1: the baseline has no \"version\""),
        ]
        for (text, message) in cases {
            try write(text, to: directory.appendingPathComponent("b.json"))
            let result = try MarkupcRunner.run(["lint", "App", "--baseline", "b.json", "-o", "report.txt"], directory: directory)
            XCTAssertEqual(result.status, 2, text)
            XCTAssertEqual(result.stderr, "markupc: error: \(message)\n", text)
            XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("report.txt").path), "nothing is written")
        }
        let missing = try MarkupcRunner.run(["lint", "App", "--baseline", "none.json"], directory: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasPrefix("markupc: error: none.json: cannot read the baseline: "), missing.stderr)
    }

    func testTheBaselineIsNeverWrittenOverAFileLintReads() throws {
        let directory = try project(history)
        let strings = directory.appendingPathComponent("App/fr.lproj/Localizable.strings")
        let before = try read(strings)
        let result = try MarkupcRunner.run(["lint", "App", "--write-baseline", "App/fr.lproj/Localizable.strings"], directory: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("the baseline 'App/fr.lproj/Localizable.strings'"), result.stderr)
        XCTAssertEqual(try read(strings), before)

        let same = try MarkupcRunner.run(["lint", "App", "--write-baseline", "x.json", "-o", "x.json"], directory: directory)
        XCTAssertEqual(same.status, 2, same.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.json").path))

        let standardOutput = try MarkupcRunner.run(["lint", "App", "--write-baseline", "-"], directory: directory)
        XCTAssertEqual(standardOutput.status, 2)
        XCTAssertTrue(standardOutput.stderr.contains("--write-baseline writes a file, not standard output"), standardOutput.stderr)
    }

    func testRerecordingOverTheBaselineItReads() throws {
        // --baseline and --write-baseline naming one file: the report hides the old entries,
        // the file is rewritten with every current finding.
        let directory = try project(history)
        XCTAssertEqual(try MarkupcRunner.run(["lint", "App", "--write-baseline", "b.json"], directory: directory).status, 0)
        let recorded = try read(directory.appendingPathComponent("b.json"))
        let again = try MarkupcRunner.run(["lint", "App", "--baseline", "b.json", "--write-baseline", "b.json"], directory: directory)
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(try read(directory.appendingPathComponent("b.json")), recorded)
        XCTAssertEqual(again.stdoutText, "")
    }
}

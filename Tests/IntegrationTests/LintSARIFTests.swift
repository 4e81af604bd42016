import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// `markupc lint --reporter sarif` checked against the official SARIF 2.1.0 schema
/// (Tests/Fixtures/Lint/sarif-schema-2.1.0.json) with Python's `jsonschema`, through
/// scripts/validate-sarif.py. Needs python3; jsonschema is installed with pip when missing.
/// Without them the test fails and says what is missing; it is never skipped.
final class LintSARIFTests: XCTestCase {
    private let fixtures = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Lint")

    /// python3 on PATH, or a failure naming what to install.
    private func python() throws -> String {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        XCTFail("python3 is needed to validate SARIF against its JSON schema and is not on PATH; install Python 3 (jsonschema is then installed by scripts/validate-sarif.py)")
        throw CocoaError(.fileNoSuchFile)
    }

    /// Runs scripts/validate-sarif.py on `log`; returns its exit status and output.
    private func validate(_ log: URL) throws -> (status: Int32, output: String) {
        try MarkupcRunner.runProgram(URL(fileURLWithPath: try python()),
                                     [MarkupcRunner.packageRoot.appendingPathComponent("scripts/validate-sarif.py").path, log.path])
    }

    func testReportWithSeveralRulesValidatesAgainstTheSchema() throws {
        // A project outside the current directory, in a folder whose name needs percent-encoding.
        let outside = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("Dossier é #1")
        let translation = outside.appendingPathComponent("fr.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: translation.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"a\" = \"<b>%@</b>\";\n".utf8).write(to: outside.appendingPathComponent("en.lproj/Localizable.strings"))
        try Data("\"a\" = \"<b>%d\";\n".utf8).write(to: translation)

        let log = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("lint.sarif")
        let result = try MarkupcRunner.run(["lint", "ios", "broken", "missing.strings", outside.path,
                                            "--stylebook", "stylebook.json", "--reporter", "sarif", "-o", log.path],
                                           directory: fixtures)
        XCTAssertEqual(result.status, 1, result.stderr)

        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: log)) as? [String: Any])
        let run = try XCTUnwrap((sarif["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let rules = Set(results.compactMap { $0["ruleId"] as? String })
        XCTAssertTrue(rules.isSuperset(of: ["tag-mismatch", "tag-nesting", "placeholder-mismatch", "malformed-markup",
                                            "malformed-file", "link-changed"]), "\(rules.sorted())")
        func physical(_ result: [String: Any]) -> [String: Any]? {
            ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
        }
        let missing = try XCTUnwrap(results.first { (physical($0)?["artifactLocation"] as? [String: Any])?["uri"] as? String == "missing.strings" })
        XCTAssertEqual(missing["ruleId"] as? String, "malformed-file")
        XCTAssertNil(physical(missing)?["region"], "a finding without a position has no region")
        let uris = results.compactMap { (physical($0)?["artifactLocation"] as? [String: Any])?["uri"] as? String }
        XCTAssertTrue(uris.contains("ios/Resources/de.lproj/Localizable.strings"), "\(uris)")
        let encoded = "Dossier%20%C3%A9%20%231/fr.lproj/Localizable.strings"
        XCTAssertTrue(uris.contains { $0.hasPrefix("file:///") && $0.hasSuffix(encoded) }, "\(uris)")

        let validation = try validate(log)
        XCTAssertEqual(validation.status, 0, "the SARIF log does not validate against the SARIF 2.1.0 schema:\n\(validation.output)")
        XCTAssertTrue(validation.output.hasPrefix("ok "), validation.output)
    }

    func testEmptyReportValidates() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"a\" = \"<b>x</b>\";\n".utf8).write(to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        let result = try MarkupcRunner.run(["lint", ".", "--reporter", "sarif", "-o", "lint.sarif"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        let validation = try validate(directory.appendingPathComponent("lint.sarif"))
        XCTAssertEqual(validation.status, 0, validation.output)
    }

    /// Every rule carries its summary and its help as text, and the log names no address
    /// markupc does not have: no `informationUri`, no `helpUri`.
    func testRulesCarryHelpTextAndNoInventedLinks() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data("\"a\" = \"<b>x</b>\";\n".utf8).write(to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        let result = try MarkupcRunner.run(["lint", ".", "--reporter", "sarif"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stdoutText.contains("informationUri"), result.stdoutText)
        XCTAssertFalse(result.stdoutText.contains("helpUri"), result.stdoutText)
        XCTAssertFalse(result.stdoutText.contains("github.com"), result.stdoutText)
        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])
        let driver = try XCTUnwrap((((sarif["runs"] as? [[String: Any]])?.first?["tool"]) as? [String: Any])?["driver"] as? [String: Any])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.count, 12)
        for rule in rules {
            let help = (rule["help"] as? [String: Any])?["text"] as? String
            XCTAssertGreaterThan(help?.count ?? 0, 40, "\(rule["id"] ?? "?") has no help text")
        }
        let unknownTag = try XCTUnwrap(rules.first { $0["id"] as? String == "unknown-tag" })
        XCTAssertEqual((unknownTag["help"] as? [String: Any])?["text"] as? String,
                       "Every tag must be a style of the style book: fix the tag name (the message suggests the nearest one) or add the style to the book.")
    }

    /// The validator is not a rubber stamp: a log with a wrong level and a bad URI is rejected.
    func testValidatorRejectsAnInvalidLog() throws {
        let log = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("bad.sarif")
        try Data(#"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "markupc"}}, "results": [{"message": {"text": "x"}, "level": "fatal", "locations": [{"physicalLocation": {"artifactLocation": {"uri": "a b.strings"}}}]}]}]}"#.utf8).write(to: log)
        let validation = try validate(log)
        XCTAssertEqual(validation.status, 1, validation.output)
        XCTAssertTrue(validation.output.contains("runs[0].results[0].level: 'fatal' is not one of"), validation.output)
        XCTAssertTrue(validation.output.contains("artifactLocation.uri: 'a b.strings' is not a 'uri-reference'"), validation.output)
    }
}

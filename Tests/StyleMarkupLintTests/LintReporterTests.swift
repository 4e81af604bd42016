import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintReporterTests: XCTestCase {
    private let report = LintReport(findings: [
        LintFinding(file: "fr.lproj/Localizable.strings", location: LintLocation(line: 12, column: 31), rule: .tagMismatch,
                    message: #"fr: "signup.terms": tag <terms> is missing (source has <terms>, <privacy>)"#, key: "signup.terms", language: "fr"),
        LintFinding(file: "a,b:c%.strings", location: LintLocation(line: 1, column: 2), rule: .tagNesting,
                    message: "100% wrong\r\nsecond line", key: "k", language: nil),
        LintFinding(file: "gone.po", location: nil, rule: .malformedFile, message: "cannot read: No such file or directory"),
    ], stringCount: 12_345, languages: (1...38).map { "l\($0)" }, files: ["a", "b"])

    private func text(_ reporter: any LintReporter) -> String {
        String(decoding: reporter.format(report), as: UTF8.self)
    }

    func testXcode() {
        XCTAssertEqual(text(XcodeLintReporter()), """
        fr.lproj/Localizable.strings:12:31: error: fr: "signup.terms": tag <terms> is missing (source has <terms>, <privacy>) [tag-mismatch]
        a,b:c%.strings:1:2: warning: 100% wrong↵second line [tag-nesting]
        gone.po: error: cannot read: No such file or directory [malformed-file]

        """)
    }

    func testGitHubEscapesAsTheToolkitDoes() {
        XCTAssertEqual(text(GitHubLintReporter()), """
        ::error file=fr.lproj/Localizable.strings,line=12,col=31,title=tag-mismatch::fr: "signup.terms": tag <terms> is missing (source has <terms>, <privacy>)
        ::warning file=a%2Cb%3Ac%25.strings,line=1,col=2,title=tag-nesting::100%25 wrong%0D%0Asecond line
        ::error file=gone.po,title=malformed-file::cannot read: No such file or directory

        """)
    }

    func testJSON() throws {
        let bytes = JSONLintReporter().format(report)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 3)
        XCTAssertEqual(findings[0]["file"] as? String, "fr.lproj/Localizable.strings")
        XCTAssertEqual(findings[0]["line"] as? Int, 12)
        XCTAssertEqual(findings[0]["column"] as? Int, 31)
        XCTAssertEqual(findings[0]["rule"] as? String, "tag-mismatch")
        XCTAssertEqual(findings[0]["level"] as? String, "error")
        XCTAssertEqual(findings[0]["key"] as? String, "signup.terms")
        XCTAssertEqual(findings[0]["language"] as? String, "fr")
        XCTAssertEqual(findings[1]["message"] as? String, "100% wrong\r\nsecond line")
        XCTAssertTrue(findings[1]["language"] is NSNull)
        XCTAssertTrue(findings[2]["line"] is NSNull)
        XCTAssertTrue(findings[2]["key"] is NSNull)
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 2, "strings": 12_345, "languages": 38, "errors": 2, "warnings": 1])
        // Keys in a fixed order, one finding per line.
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.hasPrefix("{\n  \"version\": 1,\n  \"findings\": [\n    {\"file\": \"fr.lproj/Localizable.strings\", \"line\": 12, \"column\": 31, \"rule\": \"tag-mismatch\", \"level\": \"error\", \"message\": "), text)
        XCTAssertTrue(text.hasSuffix("  \"summary\": {\"files\": 2, \"strings\": 12345, \"languages\": 38, \"errors\": 2, \"warnings\": 1}\n}\n"), text)
    }

    /// SARIF: every rule with its help as text; a `helpUri` per rule and the driver's
    /// `informationUri` only when the caller gives an address.
    func testSARIFRuleHelpAndLinksOnlyWhenGiven() throws {
        let plain = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(SARIFLintReporter().format(report))) as? [String: Any])
        let driver = try XCTUnwrap(((plain["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertNil(driver["informationUri"])
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        XCTAssertEqual(rules.map { $0["id"] as? String }, LintRule.lintRules.map(\.rawValue))
        for (rule, entry) in zip(LintRule.lintRules, rules) {
            XCTAssertEqual((entry["help"] as? [String: Any])?["text"] as? String, rule.help)
            XCTAssertNil(entry["helpUri"])
        }
        let linked = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(SARIFLintReporter(informationURI: "https://docs.example.test/Lint.html").format(report))) as? [String: Any])
        let linkedDriver = try XCTUnwrap(((linked["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(linkedDriver["informationUri"] as? String, "https://docs.example.test/Lint.html")
        XCTAssertEqual((linkedDriver["rules"] as? [[String: Any]])?.first?["helpUri"] as? String, "https://docs.example.test/Lint.html#malformed-markup")
    }

    func testEmptyJSONReport() {
        let empty = LintReport(findings: [], stringCount: 0, languages: [], files: [])
        XCTAssertEqual(String(decoding: JSONLintReporter().format(empty), as: UTF8.self), """
        {
          "version": 1,
          "findings": [],
          "summary": {"files": 0, "strings": 0, "languages": 0, "errors": 0, "warnings": 0}
        }

        """)
    }

    func testSummary() {
        XCTAssertEqual(report.summary, "checked 12,345 strings in 38 languages: 2 errors, 1 warning")
        XCTAssertEqual(LintReport(findings: [], stringCount: 1, languages: ["fr"], files: ["x"]).summary,
                       "checked 1 string in 1 language: 0 errors, 0 warnings")
        XCTAssertEqual(LintReport.grouped(1_234_567), "1,234,567")
        XCTAssertEqual(LintReport.grouped(999), "999")
    }
}

/// The HTML page shows the strings with findings unless asked for every string.
final class LintHTMLPageSizeTests: XCTestCase {
    func testOnlyStringsWithFindingsByDefault() {
        var source = "", translation = ""
        for index in 0..<200 {
            source += "\"k\(index)\" = \"Hello <b>world</b> \(index)\";\n"
            translation += index == 7 ? "\"k7\" = \"Bonjour <i>monde</i> 7\";\n" : "\"k\(index)\" = \"Bonjour <b>monde</b> \(index)\";\n"
        }
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.keepsStrings = true
        let report = linter.lint([LintInput(path: "en.lproj/Localizable.strings", contents: Data(source.utf8)),
                                  LintInput(path: "fr.lproj/Localizable.strings", contents: Data(translation.utf8))])
        func rows(_ page: [UInt8]) -> Int { String(decoding: page, as: UTF8.self).components(separatedBy: "<tr data-entry").count - 1 }
        let small = HTMLLintReporter().format(report)
        var all = HTMLLintReporter()
        all.showsAllStrings = true
        let large = all.format(report)
        XCTAssertEqual(report.checkedStrings.count, 400)
        XCTAssertEqual(rows(small), 1)
        XCTAssertEqual(rows(large), 400)
        XCTAssertTrue(String(decoding: small, as: UTF8.self).contains("monde&lt;/i&gt; 7"), "the row of k7, as written")
        XCTAssertLessThan(small.count * 5, large.count)
    }

    /// A page of the strings with findings needs only those kept: the report then holds the
    /// strings a finding names, each with its source, and the page is the same byte for byte.
    func testKeepingOnlyStringsWithFindingsMakesTheSamePage() throws {
        var source = "", translation = ""
        for index in 0..<200 {
            source += "\"k\(index)\" = \"Hello <b>world</b> \(index)\";\n"
            translation += index == 7 ? "\"k7\" = \"Bonjour <i>monde</i> 7\";\n" : "\"k\(index)\" = \"Bonjour <b>monde</b> \(index)\";\n"
        }
        let inputs = [LintInput(path: "en.lproj/Localizable.strings", contents: Data(source.utf8)),
                      LintInput(path: "fr.lproj/Localizable.strings", contents: Data(translation.utf8))]
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.keepsStrings = true
        let every = linter.lint(inputs)
        linter.keepsOnlyStringsWithFindings = true
        let named = linter.lint(inputs)
        XCTAssertEqual(every.checkedStrings.count, 400)
        XCTAssertEqual(named.checkedStrings.map { "\($0.string.language ?? "-") \($0.string.key) \($0.source?.value ?? "-")" },
                       ["fr k7 Hello <b>world</b> 7"])
        XCTAssertEqual(named.stringCount, 400)
        XCTAssertEqual(HTMLLintReporter().format(named), HTMLLintReporter().format(every))
    }
}

import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Docs/Lint.md documents every rule, and its Swift example works as written.
final class LintDocumentationTests: XCTestCase {
    private let document = MarkupcRunner.packageRoot.appendingPathComponent("Docs/Lint.md")

    func testEveryRuleHasASectionWithItsDefaultLevel() throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        for rule in LintRule.lintRules {
            XCTAssertTrue(text.contains("\n### \(rule.rawValue)\n"), "no section for \(rule.rawValue)")
            XCTAssertTrue(text.contains("| [`\(rule.rawValue)`](#\(rule.rawValue)) | \(rule.defaultLevel.rawValue) |")
                          || text.contains("| [`\(rule.rawValue)`](#\(rule.rawValue)) | \(rule.defaultLevel.rawValue) ("), "no table row for \(rule.rawValue)")
        }
    }

    func testEveryReporterAndTheCISetUpsAreDocumented() throws {
        let text = try String(contentsOf: document, encoding: .utf8)
        for reporter in LintReporterKind.allCases {
            XCTAssertTrue(text.contains("\n### \(reporter.rawValue)"), "no section for the \(reporter.rawValue) reporter")
        }
        for section in ["### Progress line", "### GitHub Actions", "### pre-commit", "### Xcode Run Script phase"] {
            XCTAssertTrue(text.contains("\n\(section)\n"), "no section \(section)")
        }
        let hooks = try String(contentsOf: MarkupcRunner.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        // Each hook is defined and has its paragraph (IntegrationTests' PreCommitHookTests run them).
        for hook in ["markupc-lint", "markupc-check-stylebook"] {
            XCTAssertTrue(hooks.contains("- id: \(hook)\n"), hooks)
            XCTAssertTrue(text.contains("\n**`\(hook)`** runs "), "no paragraph for the pre-commit hook \(hook)")
        }
    }

    func testSwiftExample() throws {
        let root = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Lint")
        let configuration = try LintConfiguration(json: Data(#"{"rules": {"link-changed": "error"}}"#.utf8))
        let linter = Linter(styleBook: try StyleBook(contentsOfFile: root.appendingPathComponent("stylebook.json").path),
                            configuration: configuration, sourceLanguage: nil)
        let report = linter.lint(paths: [root.appendingPathComponent("xliff").path])
        XCTAssertEqual(report.summary, "checked 17 strings in 2 languages: 3 errors, 1 warning")
        XCTAssertEqual(report.findings.first?.line, 26)
        let json = JSONLintReporter().format(report)
        XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(json)))

        let inMemory = linter.lint([LintInput(path: "en.lproj/Localizable.strings", contents: Data(#""a" = "<b>x</b>";"#.utf8)),
                                    LintInput(path: "fr.lproj/Localizable.strings", contents: Data(#""a" = "x";"#.utf8))])
        XCTAssertEqual(inMemory.findings.map(\.message), [#"fr: "a": tag <b> is missing (source has <b>)"#])
    }

    func testDocumentedExamples() {
        // The failing and fixed examples of the rules sections.
        func findings(_ source: String, _ translation: String) -> [String] {
            Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
                .lint([LintInput(path: "en.lproj/Localizable.strings", contents: Data(source.utf8)),
                       LintInput(path: "fr.lproj/Localizable.strings", contents: Data(translation.utf8))]).findings.map(\.message)
        }
        XCTAssertEqual(findings(#""inbox" = "%1$@ sent you %2$lld photos";"#, #""inbox" = "%2$ld photos envoyées par %1$@";"#),
                       [#"fr: "inbox": placeholder %2$ld does not match the source's %2$lld"#])
        XCTAssertEqual(findings(#""signup.terms" = "Accept our <terms>Terms</terms> and <privacy>Privacy Policy</privacy>.";"#,
                                #""signup.terms" = "Acceptez notre Politique de confidentialité.";"#),
                       [#"fr: "signup.terms": tag <privacy> is missing (source has <terms>, <privacy>)"#,
                        #"fr: "signup.terms": tag <terms> is missing (source has <terms>, <privacy>)"#])
        XCTAssertEqual(findings(#""help" = "Read the <a href=\"https://example.com/help\">help</a> first.";"#,
                                #""help" = "Lisez l'<a href=\"https://example.com/help\">aide</a>.";"#), [])
        XCTAssertEqual(findings(#""p" = "<b>1</b><i>2</i>";"#, #""p" = "<i>2</i><b>1</b>";"#), [])
    }
}

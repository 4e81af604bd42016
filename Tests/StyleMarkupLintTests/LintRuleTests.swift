import StyleMarkup
import StyleMarkupLint
import XCTest

/// Lint's rules and the compiler's: the compiler has only the rules it reports itself, and each
/// of them is a lint rule under the same identifier, so the ids printed, the SARIF rule list and
/// the configuration's rule names do not depend on which of the two types a finding came from.
final class LintRuleTests: XCTestCase {
    func testTheCompilerHasOnlyTheRulesItReports() {
        XCTAssertEqual(DiagnosticRule.allCases.map(\.rawValue), ["malformed-markup", "unknown-tag", "image-content", "invalid-link"])
    }

    func testEveryCompileRuleIsALintRuleUnderTheSameIdentifier() {
        for rule in DiagnosticRule.allCases {
            XCTAssertEqual(LintRule(rule).rawValue, rule.rawValue)
            XCTAssertEqual("[\(LintRule(rule))]", "[\(rule)]")
        }
    }

    func testLintRulesKeepTheirIdentifiersAndOrder() {
        // The order is that of SARIF's rule list, whose indexes findings refer to.
        XCTAssertEqual(LintRule.allCases.map(\.rawValue), [
            "malformed-markup", "unknown-tag", "tag-mismatch", "tag-nesting", "link-changed", "placeholder-mismatch", "image-content",
            "duplicate-key", "orphan-translation", "malformed-file", "source-malformed", "plural-count-dropped", "invalid-link", "over-budget",
        ])
        XCTAssertEqual(LintRule.lintRules, LintRule.allCases.filter { $0 != .invalidLink && $0 != .overBudget })
    }
}

import Foundation
import StyleMarkup
import StyleMarkupLint
import XCTest

/// Lint findings that quote hostile input stay short: a 1 MB tag name is cut to its first 40
/// bytes wherever a message quotes it.
final class LintMessageLengthTests: XCTestCase {
    private let huge = String(repeating: "a", count: 1_000_000)

    func testAHugeTagIsCutInLintFindings() {
        let report = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil).lint([
            // A closing tag that closes nothing (an unknown start tag never closed would be text).
            LintInput(path: "en.lproj/Localizable.strings", contents: Data("\"k\" = \"x</\(huge)>\";\n".utf8)),
        ])
        guard report.findings.count == 1 else { return XCTFail(LintTestSupport.describe(report.findings).joined(separator: "\n")) }
        // The tag is cut to 40 characters wherever it is quoted; the rest is the warning's advice.
        XCTAssertFalse(report.findings[0].message.contains(String(repeating: "a", count: 41)), report.findings[0].message)
        XCTAssertLessThan(report.findings[0].message.utf8.count, 600, report.findings[0].message)
    }
}

import Foundation
import StyleMarkupLint
import XCTest

/// ``LintBaseline`` from Swift: recording, reading back and filtering a report.
final class LintBaselineTests: XCTestCase {
    private func finding(_ file: String, key: String?, line: Int, _ message: String) -> LintFinding {
        LintFinding(file: file, location: LintLocation(line: line, column: 1), rule: .tagMismatch, message: message, key: key, language: "fr")
    }

    func testAReadBackBaselineHidesWhatItRecordedWhateverTheLine() throws {
        let recorded = [finding("/p/App/fr.lproj/L.strings", key: "a", line: 3, "a message"),
                        finding("/p/App/fr.lproj/L.strings", key: nil, line: 9, "about the file")]
        let baseline = LintBaseline(findings: recorded, folder: "/p/ci")
        XCTAssertEqual(baseline.entries.map(\.file), ["../App/fr.lproj/L.strings", "../App/fr.lproj/L.strings"])
        let read = try LintBaseline(json: Data(baseline.encoded()), fileName: "/p/ci/baseline.json")
        XCTAssertEqual(read, baseline)

        let later = LintReport(findings: [finding("/p/App/fr.lproj/L.strings", key: "a", line: 30, "a message"),
                                          finding("/p/App/fr.lproj/L.strings", key: "a", line: 31, "a message"),
                                          finding("/p/App/fr.lproj/L.strings", key: "b", line: 32, "a message")],
                               stringCount: 4, languages: ["en", "fr"], files: [])
        let filtered = read.filter(later)
        XCTAssertEqual(filtered.findings.map(\.line), [31, 32], "one recorded finding hides one occurrence; another key is new")
        XCTAssertEqual(filtered.hiddenByBaseline, 1)
        XCTAssertEqual(filtered.summary, "checked 4 strings in 2 languages: 2 errors, 0 warnings (1 finding hidden by the baseline)")
        XCTAssertNil(later.hiddenByBaseline)
        XCTAssertEqual(later.summary, "checked 4 strings in 2 languages: 3 errors, 0 warnings")
    }

    func testAnEmptyBaselineIsValidJSONAndHidesNothing() throws {
        let empty = LintBaseline(findings: [], folder: "/p")
        XCTAssertEqual(String(decoding: empty.encoded(), as: UTF8.self), "{\n  \"version\": 1,\n  \"findings\": []\n}\n")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(empty.encoded())))
        let report = LintReport(findings: [finding("/p/x.strings", key: "a", line: 1, "m")], stringCount: 2, languages: ["fr"], files: [])
        XCTAssertEqual(try LintBaseline(json: Data(empty.encoded()), fileName: "/p/b.json").filter(report).findings.count, 1)
    }

    func testADuplicateKeyInTheFileIsAnErrorAtItsPosition() {
        let text = "{\"version\": 1, \"version\": 1, \"findings\": []}"
        XCTAssertThrowsError(try LintBaseline(json: Data(text.utf8), fileName: "b.json")) { error in
            let problem = error as? LintBaseline.FileError
            XCTAssertEqual(problem?.location?.line, 1)
            XCTAssertEqual(problem?.location?.column, 16)
            XCTAssertEqual(problem?.description.hasPrefix("b.json:1:16: not valid JSON: "), true, "\(String(describing: problem))")
        }
    }
}

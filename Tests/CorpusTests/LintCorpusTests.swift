import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Lint on real projects' translation files (Tests/Fixtures/LintCorpus, see its PROVENANCE.md):
/// every finding judged by hand in JUDGEMENTS.md is still reported (true ones and the false
/// ones still accepted), none judged false and since fixed comes back, none judged true but
/// outside the rules since ("true, not reported": a placeholder in a string that is prose)
/// comes back, no unjudged finding appears, and the faults of faults.json, injected into copies, are found.
final class LintCorpusTests: XCTestCase {
    /// Each finding as `line:column rule message`.
    private func describe(_ findings: [LintFinding]) -> [String] {
        findings.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.rule.rawValue) \($0.message)" }
    }

    private static let corpus = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/LintCorpus")

    private struct Judgement {
        var finding: String
        var verdict: String
    }

    /// `path:line:column rule` of each finding, the path relative to the corpus.
    private func describe(_ findings: [LintFinding], prefix: String) -> [String] {
        findings.map { finding in
            let path = finding.file.hasPrefix(prefix) ? String(finding.file.dropFirst(prefix.count)) : finding.file
            return "\(path):\(finding.line ?? 0):\(finding.column ?? 0) \(finding.rule.rawValue)"
        }
    }

    private func judgements() throws -> [Judgement] {
        let text = try String(contentsOf: Self.corpus.appendingPathComponent("JUDGEMENTS.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 6, Int(cells[1]) != nil else { return nil }
            return Judgement(finding: cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")) + " " + cells[3], verdict: cells[4])
        }
    }

    func testJudgedFindingsStayAndFixedFalseAlarmsDoNotComeBack() throws {
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.workers = 2
        let report = linter.lint(paths: [Self.corpus.path])
        let found = describe(report.findings, prefix: Self.corpus.path + "/")
        let judged = try judgements()
        XCTAssertEqual(Set(judged.map(\.verdict)), ["true", "false", "false, fixed", "true, not reported"])
        let reported = judged.filter { $0.verdict == "true" || $0.verdict == "false" }.map(\.finding)
        let fixed = judged.filter { $0.verdict == "false, fixed" || $0.verdict == "true, not reported" }.map(\.finding)
        // At least 60 findings judged; precision (true over reported) over errors, which fail CI,
        // and over every finding.
        XCTAssertGreaterThanOrEqual(reported.count, 60)
        let right = judged.filter { $0.verdict == "true" }.map(\.finding)
        let errors = Set(zip(found, report.findings).filter { $0.1.level == .error }.map(\.0))
        let errorPrecision = Double(right.filter(errors.contains).count) / Double(reported.filter(errors.contains).count)
        let precision = Double(right.count) / Double(reported.count)
        print("corpus: \(reported.count) findings, precision \(precision); \(reported.filter(errors.contains).count) errors, precision \(errorPrecision)")
        // Measured by hand on these files (Docs/Lint.md, "Accuracy on real projects"). Both bars
        // are today's figures: a finding is judged false on reading the app's code where it
        // points at nothing a user sees (three French plural forms the rule rightly makes errors
        // are never shown for 0; nine duplicate XLIFF units are copies of each other), and most
        // warnings on the GNOME manuals are rewrites a reviewer accepts; Django's French
        // ordinals raise their suffix with `<sup>` on purpose, a tag added to a source with no
        // markup that lint cannot tell from a stale one. The checks below pin each judged finding exactly.
        XCTAssertGreaterThanOrEqual(errorPrecision, 0.83)
        XCTAssertGreaterThanOrEqual(precision, 0.59)
        for finding in reported where !found.contains(finding) {
            XCTFail("a judged finding is no longer reported: \(finding)")
        }
        for finding in fixed where found.contains(finding) {
            XCTFail("a false alarm, or a finding the rules no longer make, came back: \(finding)")
        }
        for finding in found where !reported.contains(finding) {
            XCTFail("a finding nobody judged: \(finding) — judge it in JUDGEMENTS.md")
        }
        XCTAssertEqual(found.count, reported.count)
    }

    private struct Fault: Decodable {
        var file: String
        var line: Int
        var find: String
        var replace: String
        var kind: String
        var rules: [String]
        var missed: Bool?
        /// The level the finding must have, when the fault says.
        var level: String?
        /// The line the finding is reported at when it is not the changed one (a String
        /// Catalog substitution's type or argument number, reported where the value uses it).
        var reportedAt: Int?
    }

    func testInjectedFaultsAreFound() throws {
        let faults = try JSONDecoder().decode([Fault].self, from: Data(contentsOf: Self.corpus.appendingPathComponent("faults.json")))
        XCTAssertGreaterThanOrEqual(faults.count, 30)
        var found = 0
        var expected = 0
        let linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        var projects: [String: (inputs: [LintInput], findings: [LintFinding])] = [:]
        for fault in faults {
            // The fault's project: every file under its first directory, read as lint reads them.
            let project = String(fault.file.split(separator: "/")[0])
            if projects[project] == nil {
                let root = Self.corpus.appendingPathComponent(project)
                let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.sorted()
                    .filter { LocalizationFormat.detect(path: $0, namedExplicitly: false) != nil }
                let inputs = try files.map { LintInput(path: "\(project)/\($0)", contents: try Data(contentsOf: root.appendingPathComponent($0))) }
                projects[project] = (inputs, linter.lint(inputs).findings)
            }
            // Only the faulty file's group is linted again: its own file and the sources it is paired with.
            var inputs = projects[project]!.inputs.filter { input in
                input.path == fault.file || !(input.path.hasSuffix(".po") || input.path.hasSuffix(".xlf") || input.path.hasSuffix(".xliff"))
                    && (input.path.contains("/values/") || input.path.contains("/Base.lproj/") || input.path.contains("/en.lproj/"))
            }
            let before = projects[project]!.findings.filter { $0.file == fault.file }
            let index = try XCTUnwrap(inputs.firstIndex { $0.path == fault.file }, fault.file)
            var lines = String(decoding: inputs[index].contents, as: UTF8.self).components(separatedBy: "\n")
            let range = try XCTUnwrap(lines[fault.line - 1].range(of: fault.find), "\(fault.file):\(fault.line) no longer holds \(fault.find)")
            lines[fault.line - 1].replaceSubrange(range, with: fault.replace)
            inputs[index].contents = Data(lines.joined(separator: "\n").utf8)
            let after = linter.lint(inputs).findings.filter { $0.file == fault.file }
            var remaining = before.map { "\($0.rule.rawValue) \($0.message)" }
            let new = after.filter { finding in
                if let known = remaining.firstIndex(of: "\(finding.rule.rawValue) \(finding.message)") {
                    remaining.remove(at: known)
                    return false
                }
                return true
            }
            if fault.rules.isEmpty {
                XCTAssertEqual(describe(new), [], "\(fault.kind) at \(fault.file):\(fault.line) is no fault")
                continue
            }
            expected += 1
            let isFound = new.contains { fault.rules.contains($0.rule.rawValue) && abs(($0.line ?? 0) - (fault.reportedAt ?? fault.line)) <= 3
                && (fault.level == nil || fault.level == $0.level.rawValue) }
            if isFound { found += 1 }
            XCTAssertEqual(isFound, fault.missed != true,
                           "\(fault.kind) at \(fault.file):\(fault.line): \(describe(new))")
        }
        print("injected faults found: \(found) of \(expected)")
    }
}

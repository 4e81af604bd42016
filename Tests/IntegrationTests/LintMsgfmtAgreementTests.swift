import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc lint` and GNU gettext's `msgfmt --check` agree on which entries of a catalog are
/// wrong, in every format language gettext checks (Tests/Fixtures/Lint/gettext-dialects: one
/// entry or more per language, twenty-one of them wrong).
final class LintMsgfmtAgreementTests: XCTestCase {
    /// The line of the `msgid` of the entry each of `lines` falls in.
    private func entries(_ lines: [Int], in text: String) -> Set<Int> {
        let msgids = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.hasPrefix("msgid ") }.map { $0.offset + 1 }
        return Set(lines.compactMap { line in msgids.last { $0 <= line } })
    }

    /// The line numbers `file:LINE:` of each line of `output` that names `file`.
    private func lines(of file: String, in output: String, errorsOnly: Bool) -> [Int] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix(file + ":"), !errorsOnly || line.contains(": error: ") else { return nil }
            return Int(line.dropFirst(file.count + 1).prefix { $0.isNumber })
        }
    }

    func testLintFlagsTheEntriesMsgfmtRejects() throws {
        guard try MarkupcRunner.runOnPath("sh", ["-c", "command -v msgfmt"]).status == 0 else {
            throw XCTSkip("msgfmt (GNU gettext) is not installed: run scripts/install-tool gettext msgfmt to compare lint with it")
        }
        let directory = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Lint/gettext-dialects")
        let catalog = directory.appendingPathComponent("po/de.po")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        let checked = try MarkupcRunner.runOnPath("sh", ["-c", "cd '\(directory.path)' && msgfmt --check -o /dev/null po/de.po"])
        XCTAssertEqual(checked.status, 1, checked.output)
        let rejected = entries(lines(of: "po/de.po", in: checked.output, errorsOnly: false), in: text)
        XCTAssertEqual(rejected.count, 21, checked.output)

        let linted = try MarkupcRunner.run(["lint", "po/de.po"], directory: directory)
        XCTAssertEqual(linted.status, 1, linted.stderr)
        let flagged = entries(lines(of: "po/de.po", in: linted.stdoutText, errorsOnly: true), in: text)
        XCTAssertEqual(flagged.sorted(), rejected.sorted(), "lint:\n\(linted.stdoutText)\nmsgfmt:\n\(checked.output)")
        XCTAssertTrue(linted.stdoutText.contains(#"po/de.po:32:28: error: de: "Welcome back, %(name)s": placeholder %(nome)s is not in the source (source has %(name)s) [placeholder-mismatch]"#),
                      linted.stdoutText)
    }
}

import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc pseudo` over the real projects' files of Tests/Fixtures/LintCorpus.
final class PseudoCorpusTests: XCTestCase {
    /// Real files of open-source projects (Tests/Fixtures/LintCorpus, provenance there): the
    /// pseudo-locales of every format add no finding to lint's report.
    func testRealProjectsLintCleanAfterPseudo() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let corpus = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/LintCorpus")
        for path in ["catima/res/values", "davx5/res/values", "iina/Base.lproj", "iina/en.lproj", "gnome-calculator/po/de.po",
                     "gnome-calculator/po/fa.po", "kubernetes-dashboard/messages.xlf"] {
            let target = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: corpus.appendingPathComponent(path), to: target)
        }
        let before = try MarkupcRunner.run(["lint", "."], directory: directory)
        let result = try MarkupcRunner.run(["pseudo", ".", "--locale", "en-XA", "--locale", "ar-XB", "--locale", "en-XS=stress,expanded"],
                                           directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix("wrote 30 files\n"), result.stderr)
        for written in ["catima/res/values-ar-rXB/strings.xml", "iina/en-XS.lproj/MainMenu.strings", "gnome-calculator/po/en_XA.po",
                        "kubernetes-dashboard/messages.ar-XB.xlf"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent(written).path), written)
        }
        let after = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(try MarkupcRunner.withoutPositions(after.stdoutText), try MarkupcRunner.withoutPositions(before.stdoutText))
        XCTAssertEqual(after.status, before.status)
        // GNU gettext's own check of the catalogs is in IntegrationTests (PseudoGettextTests).
    }
}

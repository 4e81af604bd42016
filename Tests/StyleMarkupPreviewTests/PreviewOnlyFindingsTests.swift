import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// `--only-findings` shows only the rows, the columns (after the development language's) and
/// the tables with a finding.
final class PreviewOnlyFindingsTests: XCTestCase {
    func testOnlyTheRowsColumnsAndTablesWithAFindingAreShown() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-only-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        // 30 languages; the two findings are in the last two columns; Other.strings has none.
        let languages = ["en"] + (0..<28).map { "x\(String(format: "%02d", $0))" } + ["yo", "zu"]
        for language in languages {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let broken = language == "yo" || language == "zu"
            try Data("""
            "greeting" = "Hello \(language)";
            "title" = "\(broken ? "<b>Title" : "<b>Title</b>")";
            "footer" = "Footer";

            """.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
            try Data("\"other\" = \"Other\";\n".utf8).write(to: folder.appendingPathComponent("Other.strings"))
        }
        let preview = Previewer(styleBook: try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}}"#)).preview(paths: [directory.path])
        XCTAssertEqual(preview.findings.map { "\($0.language ?? "") \($0.key ?? "") \($0.rule)" }, ["yo title malformed-markup", "zu title malformed-markup"])
        let page = String(decoding: preview.html(onlyFindings: true), as: UTF8.self)
        XCTAssertEqual(PageRow.rows(page).keys.sorted(), ["title"])
        XCTAssertEqual(PageRow.rows(page)["title"]?.cells.keys.sorted(), ["en", "yo", "zu"])
        let heads = page.components(separatedBy: "role=\"columnheader\" data-col=").count - 1
        XCTAssertEqual(heads, 3, "the development language and the two with findings")
        XCTAssertTrue(page.contains("--columns: 3"), page)
        XCTAssertFalse(page.contains("<h2>Other</h2>"), "a table without a finding is left out")
        XCTAssertFalse(page.contains(">Other</a>"), "and not listed")
        XCTAssertFalse(page.contains(">x00</a>"), "nor a language without a finding")
        // The whole page keeps everything.
        let whole = String(decoding: preview.html(), as: UTF8.self)
        XCTAssertTrue(whole.contains("<h2>Other</h2>"))
        XCTAssertEqual(PageRow.rows(whole)["title"]?.cells.count, languages.count)
        // Without findings, the page says so.
        let clean = Previewer(styleBook: .default).preview(paths: [directory.appendingPathComponent("en.lproj/Other.strings").path])
        XCTAssertTrue(String(decoding: clean.html(onlyFindings: true), as: UTF8.self).contains("<p class=\"no-findings\">No string has a finding.</p>"))
    }

    /// A preview that keeps only the keys with findings writes the same page of findings, with
    /// the same counts, and holds no form of any other key.
    func testKeepingOnlyKeysWithFindingsWritesTheSamePage() throws {
        var previewer = Previewer(styleBook: try PreviewFixtures.book())
        previewer.budgets = try PreviewFixtures.budgets()
        let every = previewer.preview(paths: [PreviewFixtures.path("App")])
        previewer.keepsOnlyKeysWithFindings = true
        let kept = previewer.preview(paths: [PreviewFixtures.path("App")])
        XCTAssertFalse(every.findings.isEmpty, "the fixtures have findings to show")
        XCTAssertEqual(kept.html(onlyFindings: true), every.html(onlyFindings: true))
        XCTAssertEqual(kept.summary, every.summary)
        XCTAssertEqual(kept.report.stringCount, every.report.stringCount)
        var forms = 0, rowsWithoutFindings = 0
        kept.page.forEachForm { _, row, _ in forms += 1; XCTAssertTrue(row.hasFindings, row.key) }
        every.page.forEachForm { _, row, _ in if !row.hasFindings { rowsWithoutFindings += 1 } }
        XCTAssertGreaterThan(rowsWithoutFindings, 0)
        XCTAssertGreaterThan(forms, 0)
    }
}

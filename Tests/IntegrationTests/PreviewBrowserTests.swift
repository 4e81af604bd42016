import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// The preview laid out by headless Chromium: a German string planted over its budget is the
/// one `over-budget` finding, at its line and column; the screenshot shows the page; the
/// hostile page runs no script but its own.
///
/// Needs Chromium as ``HTMLBrowserTests`` finds it (`scripts/install-chromium`).
/// `MARKUPC_UPDATE_SCREENSHOT=1` makes ``testScreenshotIsNotBlank`` write
/// `Docs/preview-example.png`.
final class PreviewBrowserTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func chromium() throws -> String {
        let found = try Chromium.path()
        XCTAssertEqual(Preview.findChromium().map { URL(fileURLWithPath: $0).lastPathComponent }, URL(fileURLWithPath: found).lastPathComponent,
                       "the preview finds the browser the tests find")
        return found
    }

    func testOnlyTheGermanStringPlantedOverItsBudgetOverflows() throws {
        var preview = try PreviewFixtures.appPreview()
        let found = try preview.check(chromium: chromium())
        let file = PreviewFixtures.path("App/de.lproj/Localizable.strings")
        // "tab.settings" = "Datenschutzeinstellungsverwaltungsübersicht"; the value starts on line 3, column 19.
        XCTAssertEqual(found.map { "\($0.file):\($0.line ?? 0):\($0.column ?? 0) \($0.rule) \($0.message)" },
                       ["\(file):3:19 over-budget de: \"tab.settings\": does not fit its budget of 120 pt and 1 line"])
        XCTAssertEqual(preview.findings.map(\.rule), [.malformedMarkup, .overBudget])
        // The page flags it where it is clipped; the strings that fit are not flagged.
        let page = String(decoding: preview.html(), as: UTF8.self)
        let rows = PageRow.rows(page)
        XCTAssertTrue(rows["tab.settings"]!.cells["de"]!.contains("<div class=\"form over\""))
        XCTAssertTrue(rows["tab.settings"]!.cells["de"]!.contains("over budget: <code>\(file):3:19</code>"))
        XCTAssertEqual(page.components(separatedBy: "class=\"form over\"").count - 1, 1)
        XCTAssertEqual(PageRow.rows(String(decoding: preview.html(onlyFindings: true), as: UTF8.self)).keys.sorted(), ["sync.status", "tab.settings"])
        // In lint's reporters.
        let xcode = String(decoding: LintReporterKind.xcode.reporter.format(preview.report), as: UTF8.self)
        XCTAssertTrue(xcode.contains("\(file):3:19: error: de: \"tab.settings\": does not fit its budget of 120 pt and 1 line [over-budget]\n"), xcode)
        let sarif = String(decoding: LintReporterKind.sarif.reporter.format(preview.report), as: UTF8.self)
        XCTAssertTrue(sarif.contains("{\"id\": \"over-budget\", \"shortDescription\": {\"text\": \"A string is wider or longer than its width budget.\"}"), sarif)
        XCTAssertTrue(sarif.contains("\"ruleId\": \"over-budget\", \"ruleIndex\": \(LintRule.lintRules.count)"), sarif)
    }

    func testNarrowerBudgetsFlagMoreAndLinesCount() throws {
        var previewer = Previewer(styleBook: try PreviewFixtures.book())
        previewer.budgets.defaultWidth = 30
        var preview = previewer.preview(paths: [PreviewFixtures.path("App")])
        let found = try preview.check(chromium: chromium())
        // At 30 points every string with text is over; the one that does not compile is not measured.
        let compiled = preview.report.stringCount - 1
        XCTAssertEqual(found.count, compiled)
        XCTAssertTrue(found.contains { $0.language == "ar" && $0.message.hasPrefix("ar: \"files.count\": few: does not fit its budget of 30 pt and 1 line (shown with n = 3)") },
                      found.map(\.message).joined(separator: "\n"))
    }

    func testALineBudgetCountsLines() throws {
        // "Welcome, Maximiliane Wolkenstein-Brandenburg!" wraps to two lines in 300 points.
        var previewer = Previewer(styleBook: try PreviewFixtures.book())
        for (lines, flagged) in [(1, true), (2, false)] {
            previewer.budgets = try PreviewBudgets(configuration: Data(#"{"preview": {"budgets": [{"key": "welcome.title", "width": 300, "lines": \#(lines)}]}}"#.utf8))
            var preview = previewer.preview(paths: [PreviewFixtures.path("App")])
            let found = try preview.check(chromium: chromium())
            XCTAssertEqual(found.contains { $0.language == "en" }, flagged, "\(lines) lines: \(found.map(\.message))")
            if flagged { XCTAssertTrue(found.contains { $0.message == "en: \"welcome.title\": does not fit its budget of 300 pt and 1 line" }) }
        }
    }

    func testScreenshotIsNotBlank() throws {
        let chromium = try chromium()
        // Relative to the package (the current directory of `swift test`), as a user would run it.
        var previewer = Previewer(styleBook: try PreviewFixtures.book())
        previewer.budgets = try PreviewFixtures.budgets()
        var preview = previewer.preview(paths: [LintPath.relativeToCurrentDirectory(PreviewFixtures.path("App"))])
        try preview.check(chromium: chromium)
        let data = try preview.screenshot(chromium: chromium, width: 1400, height: 1250)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        let blank = try PreviewLayoutCheck.screenshot(Array("<!doctype html><title>blank</title>".utf8), chromium: chromium, width: 1400, height: 1250)
        XCTAssertGreaterThan(data.count, 20_000)
        XCTAssertGreaterThan(data.count, blank.count * 4, "the page's screenshot compresses far less than a blank page's")
        if ProcessInfo.processInfo.environment["MARKUPC_UPDATE_SCREENSHOT"] == "1" {
            try data.write(to: Self.root.appendingPathComponent("Docs/preview-example.png"))
        }
    }

    func testTheHostilePageRunsOnlyItsOwnScript() throws {
        let chromium = try chromium()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-dom-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        try Data(HostilePreviewFixtures.strings.utf8).write(to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        var previewer = Previewer(styleBook: try StyleBook(data: Data(HostilePreviewFixtures.book.utf8), fileName: "hostile.json"))
        previewer.budgets.defaultWidth = 200
        var preview = previewer.preview(paths: [directory.path])
        try preview.check(chromium: chromium)
        let page = directory.appendingPathComponent("page.html")
        try Data(preview.html()).write(to: page)
        let dom = try Chromium.run(["--dump-dom", page.absoluteString], in: directory)
        XCTAssertTrue(dom.contains("<title>markupc preview</title>"), "no injected script set the title")
        XCTAssertTrue(dom.contains("<body class=\"scripted\">"), "the page's own script ran")
        XCTAssertEqual(dom.components(separatedBy: "<script").count - 1, 1)
        XCTAssertFalse(dom.contains("<img"))
        XCTAssertFalse(dom.contains("<a href=\"http"))
    }
}

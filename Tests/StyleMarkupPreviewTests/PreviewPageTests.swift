import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// The preview page of the fixture app (English, German, Arabic, Russian; a style book with a
/// link, an action and an image): every key × language cell, plural forms shown with counts
/// that select them, right-to-left cells, marked links and actions with their legend, image
/// boxes, and a string that does not compile shown as its finding.
final class PreviewPageTests: XCTestCase {
    private let keys = ["files.count", "profile.badge", "signup.terms", "sync.status", "tab.home", "tab.settings", "welcome.title"]

    private func page() throws -> String {
        String(decoding: try PreviewFixtures.appPreview().html(), as: UTF8.self)
    }

    func testEveryKeyHasACellInEveryLanguageDevelopmentLanguageFirst() throws {
        let page = try page()
        let rows = PageRow.rows(page)
        XCTAssertEqual(rows.keys.sorted(), keys)
        for key in keys {
            XCTAssertEqual(rows[key]?.cells.keys.sorted(), ["ar", "de", "en", "ru"], key)
            for (language, cell) in rows[key]?.cells ?? [:] {
                XCTAssertTrue(cell.contains("lang=\"\(language)\""), "\(key) \(language)")
                XCTAssertFalse(cell.contains("not translated"), "\(key) \(language)")
            }
        }
        // Column headers: en (the source, en.lproj) first, then the others by tag.
        let head = try XCTUnwrap(page.components(separatedBy: "<div class=\"row head\"").dropFirst().first?.components(separatedBy: "</div>\n").first)
        let order = head.components(separatedBy: "data-language=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        XCTAssertEqual(order, ["en", "ar", "de", "ru"])
        XCTAssertTrue(head.contains(">en <small>(development)</small>"))
    }

    func testPluralFormsAreShownWithCountsThatSelectThemInTheirLanguage() throws {
        let rows = PageRow.rows(try page())
        let cells = try XCTUnwrap(rows["files.count"]).cells
        XCTAssertEqual(PageRow.labels(cells["en"]!), ["one · n = 1", "other · n = 2"])
        XCTAssertEqual(PageRow.labels(cells["de"]!), ["one · n = 1", "other · n = 2"])
        // Arabic: zero 0, one 1, two 2, few 3–10, many 11–99, other 100–102, …
        XCTAssertEqual(PageRow.labels(cells["ar"]!), ["zero · n = 0", "one · n = 1", "two · n = 2", "few · n = 3", "many · n = 11", "other · n = 100"])
        // Russian: one is 1, 21, 31, …; few 2–4, 22–24; many 0, 5–20; no integer is `other`.
        XCTAssertEqual(PageRow.labels(cells["ru"]!), ["one · n = 21", "few · n = 2", "many · n = 5", "other (no count selects it)"])
        // The count is the number shown in the form, and the format around it is kept.
        XCTAssertTrue(cells["ru"]!.contains("<span class=\"m-b\">21</span> файл</div>"), cells["ru"]!)
        XCTAssertTrue(cells["ar"]!.contains("<span class=\"m-b\">3</span> ملفات"), cells["ar"]!)
    }

    func testRightToLeftLanguagesAreLaidOutRightToLeft() throws {
        let rows = PageRow.rows(try page())
        for key in keys {
            let cells = try XCTUnwrap(rows[key]).cells
            XCTAssertTrue(cells["ar"]!.hasPrefix("<div class=\"cell\" data-col=\"0\" data-language=\"ar\" lang=\"ar\" dir=\"rtl\">"), cells["ar"]!)
            for language in ["en", "de", "ru"] { XCTAssertFalse(cells[language]!.contains("dir=\"rtl\""), "\(key) \(language)") }
        }
    }

    func testPlaceholdersAreFilledWithLongSamplesByType() throws {
        let rows = PageRow.rows(try page())
        XCTAssertTrue(rows["welcome.title"]!.cells["en"]!.contains("Welcome, <span class=\"m-b\">Maximiliane Wolkenstein-Brandenburg</span>!"))
        XCTAssertTrue(rows["sync.status"]!.cells["en"]!.contains("Synced <span class=\"m-b\">1234567</span> of 1234567 items"))
    }

    func testLinksAndActionsAreMarkedAndListedInTheLegendAndGoNowhere() throws {
        let page = try page()
        let cell = PageRow.rows(page)["signup.terms"]!.cells["en"]!
        XCTAssertTrue(cell.contains("I accept the <span class=\"mc-link m-link m-terms\" data-mark=\"2\">terms</span> and can "
                                    + "<span class=\"mc-action m-link m-help\" data-mark=\"1\">get help</span>."), cell)
        let legend = try XCTUnwrap(page.components(separatedBy: "<section id=\"legend\">").last)
        XCTAssertTrue(legend.contains("<li value=\"1\" class=\"legend-action\">action <code>openHelp</code></li>"), legend)
        XCTAssertTrue(legend.contains("<li value=\"2\" class=\"legend-link\">link to <code>https://example.com/terms</code></li>"), legend)
        // No live link: the only anchors are the page's own navigation.
        for href in page.components(separatedBy: "href=\"").dropFirst() { XCTAssertTrue(href.hasPrefix("#"), String(href.prefix(40))) }
        XCTAssertFalse(page.contains("<a href=\"https"))
    }

    func testImagesAreTheirAltTextInABoxOfTheirSize() throws {
        let page = try page()
        let cell = PageRow.rows(page)["profile.badge"]!.cells["de"]!
        XCTAssertTrue(cell.contains("<span class=\"m-star\"><span class=\"mc-image\" style=\"width: 16px; height: 16px\" title=\"star badge\">star badge</span></span> Premium-Mitglied"), cell)
        XCTAssertFalse(page.contains("<img"))
    }

    func testAStringThatDoesNotCompileShowsLintsFindingWithFileAndLine() throws {
        let preview = try PreviewFixtures.appPreview()
        let cell = PageRow.rows(String(decoding: preview.html(), as: UTF8.self))["sync.status"]!.cells["de"]!
        let file = PreviewFixtures.path("App/de.lproj/Localizable.strings")
        XCTAssertTrue(cell.contains("<div class=\"finding\" dir=\"ltr\"><code>\(file):8:49</code> error: de: &quot;sync.status&quot;: "
                                    + "tag &lt;b&gt; is never closed; add &lt;/b&gt; where its text ends [malformed-markup]</div>"), cell)
        XCTAssertEqual(preview.findings.map { "\($0.line ?? 0):\($0.column ?? 0) \($0.rule)" }, ["8:49 malformed-markup"])
        XCTAssertEqual(preview.summary, "7 keys in 4 languages: 1 error, 0 warnings")
    }

    func testBudgetsBoxTheirKeysStrings() throws {
        let rows = PageRow.rows(try page())
        XCTAssertTrue(rows["tab.settings"]!.html.contains("<div class=\"budget-note\">budget 120 pt, 1 line</div>"))
        XCTAssertTrue(rows["tab.settings"]!.cells["de"]!.contains("<div class=\"budget\" style=\"width: 120px; -webkit-line-clamp: 1\" data-ref=\""))
        XCTAssertTrue(rows["welcome.title"]!.cells["ar"]!.contains("<div class=\"budget\" style=\"width: 300px; -webkit-line-clamp: 2\""))
        XCTAssertFalse(rows["signup.terms"]!.html.contains("class=\"budget"))
    }

    func testOnlyFindingsKeepsTheRowsWithAFinding() throws {
        let page = String(decoding: try PreviewFixtures.appPreview().html(onlyFindings: true), as: UTF8.self)
        XCTAssertEqual(PageRow.rows(page).keys.sorted(), ["sync.status"])
    }

    func testLanguagesAndTablesAreFilteredWithoutScript() throws {
        let page = try page()
        // The language list's anchors target elements that CSS uses to hide the other columns.
        XCTAssertTrue(page.contains("<a href=\"#lang-1\">de</a>"))
        XCTAssertTrue(page.contains("<i id=\"lang-1\" class=\"target\"></i>"))
        XCTAssertTrue(page.contains("#lang-1:target ~ section .cell[data-col]:not([data-col=\"1\"]) { display: none; }"))
        XCTAssertTrue(page.contains("<a href=\"#table-0\">Localizable</a>"))
        XCTAssertTrue(page.contains("<section class=\"table\" id=\"table-0\">"))
    }

    func testThePageIsTheSameOnOneThreadAndOnSeveral() throws {
        let book = try PreviewFixtures.book()
        var (files, _) = Linter(styleBook: book, configuration: LintConfiguration(), sourceLanguage: nil)
            .read(paths: [PreviewFixtures.path("App"), PreviewFixtures.path("Android"), PreviewFixtures.path("po")], recordsPlaces: true)
        _ = LintPairing(files: &files, sourceLanguage: nil)
        var pages: [[UInt8]] = []
        var formCount = 0
        for workers in [1, 3] {
            var builder = PreviewPageBuilder(styleBook: book, sourceLanguage: nil, budgets: try PreviewFixtures.budgets())
            builder.workers = workers
            let page = builder.build(files)
            formCount = page.formCount
            var writer = PreviewPageWriter(page: page, styleBook: book, overBudget: [3, 30])
            writer.workers = workers
            pages.append(writer.write())
        }
        XCTAssertEqual(pages[0], pages[1])
        // Forms are numbered through the page in order, whatever thread compiled them.
        let text = String(decoding: pages[0], as: UTF8.self)
        let expression = try NSRegularExpression(pattern: #"<div class="form( [a-z-]+)*" data-ref="([0-9]+)">"#)
        let ids = expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { Int(text[Range($0.range(at: 2), in: text)!])! }
        XCTAssertEqual(ids, Array(0..<formCount))
        // App: files.count 2 + 2 + 6 + 4, six keys × 4 languages; Android: greeting 2, songs 2 + 4; PO: 2 + 3.
        XCTAssertEqual(formCount, 14 + 24 + 8 + 5)
    }

    func testAndroidPluralsAndPOFormsShareTheirKeysRow() throws {
        let preview = Previewer(styleBook: try PreviewFixtures.book()).preview(paths: [PreviewFixtures.path("Android"), PreviewFixtures.path("po")])
        let page = String(decoding: preview.html(), as: UTF8.self)
        let rows = PageRow.rows(page)
        XCTAssertEqual(rows.keys.sorted(), ["%d message", "greeting", "songs"])
        XCTAssertEqual(PageRow.labels(rows["songs"]!.cells["ru"]!), ["one · n = 21", "few · n = 2", "many · n = 5", "other (no count selects it)"])
        XCTAssertEqual(PageRow.labels(rows["songs"]!.cells["en"]!), ["one · n = 1", "other · n = 2"])
        // PO forms are numbered; each is shown with a count its Plural-Forms sends to it.
        XCTAssertEqual(PageRow.labels(rows["%d message"]!.cells["ru"]!), ["msgstr[0] · n = 21", "msgstr[1] · n = 2", "msgstr[2] · n = 5"])
        XCTAssertEqual(PageRow.labels(rows["%d message"]!.cells["en"]!), ["one · n = 1", "other · n = 2"])
        XCTAssertTrue(rows["%d message"]!.cells["ru"]!.contains("21 сообщение"))
        XCTAssertTrue(page.contains("<a href=\"#table-0\">po</a> <a href=\"#table-1\">strings</a>"), "tables: the PO folder and Android's strings.xml")
    }
}

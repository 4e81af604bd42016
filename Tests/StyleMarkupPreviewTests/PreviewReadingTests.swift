import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// Each string is shown as its app shows it: read in the dialect lint reads it in, Android
/// `@string/` references resolved, and placeholders filled only in text, never in a link.
final class PreviewReadingTests: XCTestCase {
    private func android(_ files: [String: String], configuration: LintConfiguration = LintConfiguration()) throws -> Preview {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-reading-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        for (folder, body) in files {
            let url = directory.appendingPathComponent("res/\(folder)/strings.xml")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n".utf8).write(to: url)
        }
        var previewer = Previewer(styleBook: try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}}"#))
        previewer.configuration = configuration
        return previewer.preview(paths: [directory.path])
    }

    func testAStringLintReadsAsTextIsShownAsTextWithoutAFinding() throws {
        let preview = try android([
            "values": #"<string name="profile">Your profile: soundcloud.com/&lt;your username&gt;</string>"# + "\n"
                + #"<string name="bold"><b>Bold</b> %d</string>"# + "\n" + #"<string name="open">Open</string>"#,
            "values-fi": #"<string name="profile">Profiilisi: soundcloud.com/&lt;sinun käyttäjänimesi&gt;</string>"# + "\n"
                + #"<string name="bold"><b>Lihava</b> %d</string>"# + "\n" + #"<string name="open">&lt;b&gt;Avaa</string>"#,
        ])
        // The only finding: an HTML element that is never closed, which lint's HTML dialect reports too.
        XCTAssertEqual(preview.findings.map { "\($0.language ?? "-") \($0.key ?? "") \($0.rule)" }, ["fi open malformed-markup"])
        let rows = PageRow.rows(String(decoding: preview.html(), as: UTF8.self))
        XCTAssertTrue(try XCTUnwrap(rows["profile"]?.cells["fi"]).contains("Profiilisi: soundcloud.com/&lt;sinun käyttäjänimesi&gt;</"), rows["profile"]?.cells["fi"] ?? "")
        XCTAssertTrue(try XCTUnwrap(rows["profile"]?.cells["en"]).contains("soundcloud.com/&lt;your username&gt;</"))
        XCTAssertTrue(try XCTUnwrap(rows["bold"]?.cells["fi"]).contains("<span class=\"m-b\">Lihava</span> 1234567"), rows["bold"]?.cells["fi"] ?? "")
    }

    func testTheConfiguredDialectIsTheOneRead() throws {
        var configuration = LintConfiguration()
        configuration.dialects = [MarkupDialectRule(format: .androidXML, key: "plain", dialect: .text)]
        let preview = try android(["values": #"<string name="plain">&lt;b&gt;not bold&lt;/b&gt;</string>"# + "\n" + #"<string name="styled">&lt;b&gt;bold&lt;/b&gt;</string>"#],
                                  configuration: configuration)
        XCTAssertEqual(preview.findings.count, 0)
        let rows = PageRow.rows(String(decoding: preview.html(), as: UTF8.self))
        XCTAssertTrue(try XCTUnwrap(rows["plain"]?.cells["en"]).contains("&lt;b&gt;not bold&lt;/b&gt;"), rows["plain"]?.cells["en"] ?? "")
        XCTAssertTrue(try XCTUnwrap(rows["styled"]?.cells["en"]).contains("<span class=\"m-b\">bold</span>"), rows["styled"]?.cells["en"] ?? "")
    }

    func testStringReferencesShowTheReferencedText() throws {
        let preview = try android([
            "values": #"<string name="app_name">Acme Notes</string><string name="title">@string/app_name</string><string name="alias">@string/title</string><string name="missing">@string/nowhere</string>"#,
            "values-fi": #"<string name="app_name">Acme Muistiinpanot</string><string name="title">@string/app_name</string><string name="alias">@string/title</string>"#,
            "values-de": #"<string name="title">@string/app_name</string>"#,
        ])
        let rows = PageRow.rows(String(decoding: preview.html(), as: UTF8.self))
        for (key, language, text) in [("title", "en", "Acme Notes"), ("title", "fi", "Acme Muistiinpanot"), ("alias", "fi", "Acme Muistiinpanot"),
                                      ("alias", "en", "Acme Notes"), ("title", "de", "Acme Notes"), ("missing", "en", "@string/nowhere")] {
            let cell = try XCTUnwrap(rows[key]?.cells[language], "\(key) \(language)")
            XCTAssertTrue(cell.contains(">\(text)</"), "\(key) \(language): \(cell)")
        }
        XCTAssertFalse(rows["title"]!.html.contains("@string/app_name"))
    }

    func testAPlaceholderInALinkIsNotFilledAndNeverALegendTarget() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-legend-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: true)
        try Data(#""profile" = "See <a href=\"https://example.com/u/%@\">%@'s profile</a>";"#.utf8).write(to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        let preview = Previewer(styleBook: try StyleBook(json: #"{"a": {"underline": "single"}}"#)).preview(paths: [directory.path])
        XCTAssertEqual(preview.findings.count, 0, "\(preview.findings.map(\.message))")
        let page = String(decoding: preview.html(), as: UTF8.self)
        let legend = try XCTUnwrap(page.components(separatedBy: "<section id=\"legend\">").last)
        XCTAssertFalse(legend.contains(PlaceholderSamples.text), legend)
        XCTAssertTrue(legend.contains("<code>https://example.com/u/%@</code>"), legend)
        let cell = try XCTUnwrap(PageRow.rows(page)["profile"]?.cells["en"])
        XCTAssertTrue(cell.contains("Maximiliane Wolkenstein-Brandenburg"), cell)
        XCTAssertEqual(PlaceholderSamples.fill(#"<a href="x/%d">%d < %s</a> <i title='%s>'>%s</i>"#, count: 3),
                       #"<a href="x/%d">3 < Maximiliane Wolkenstein-Brandenburg</a> <i title='%s>'>Maximiliane Wolkenstein-Brandenburg</i>"#)
    }
}

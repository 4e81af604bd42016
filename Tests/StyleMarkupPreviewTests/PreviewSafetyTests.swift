import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// Hostile strings, keys, language folders and style books: nothing from them becomes markup,
/// script, style or a live link on the preview page.
final class PreviewSafetyTests: XCTestCase {
    private func hostilePage() throws -> (page: String, preview: Preview) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-safety-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        for language in ["en", HostilePreviewFixtures.language] {
            let folder = directory.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(HostilePreviewFixtures.strings.utf8).write(to: folder.appendingPathComponent("Localizable.strings"))
        }
        let book = try StyleBook(data: Data(HostilePreviewFixtures.book.utf8), fileName: "hostile.json")
        var previewer = Previewer(styleBook: book)
        previewer.budgets.defaultWidth = 200
        let preview = previewer.preview(paths: [directory.path])
        return (String(decoding: preview.html(), as: UTF8.self), preview)
    }

    /// Every match of `pattern` in `text`.
    private func matches(_ pattern: String, in text: String) throws -> [String] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }
    }

    func testNothingBecomesScriptStyleOrALiveLink() throws {
        let (page, preview) = try hostilePage()
        XCTAssertEqual(preview.keyCount, 8)
        // The page's own filter script and stylesheet, once each.
        XCTAssertEqual(try matches("<script", in: page).count, 1)
        XCTAssertEqual(try matches("</script", in: page).count, 1)
        XCTAssertEqual(try matches("<style", in: page).count, 1)
        XCTAssertEqual(try matches("</style", in: page).count, 1)
        XCTAssertTrue(page.contains("<script>\n(function () {\n  document.body.classList.add(\"scripted\");"))
        // No element from a string: no image, frame, plaintext, form field but the page's own.
        for element in ["<img", "<iframe", "<plaintext", "<object", "<embed", "<link", "<base"] {
            XCTAssertEqual(try matches(element, in: page), [], element)
        }
        // The one http-equiv is the page's own Content-Security-Policy, first in the head.
        XCTAssertEqual(try matches("<meta http-equiv", in: page), ["<meta http-equiv"])
        XCTAssertNotNil(try matches(#"<title>markupc preview</title>\n<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+'; style-src 'sha256-[A-Za-z0-9+/=]+'( 'unsafe-hashes'( 'sha256-[A-Za-z0-9+/=]+')+)?; base-uri 'none'; form-action 'none'">\n<style>"#, in: page).first)
        XCTAssertEqual(try matches("<input", in: page), ["<input"])
        // Links go only to the page's own anchors.
        for href in try matches(#"href="[^"]*""#, in: page) { XCTAssertTrue(href.hasPrefix("href=\"#"), href) }
        XCTAssertEqual(try matches("<a ", in: page).count, try matches(##"<a href="#"##, in: page).count)
        // No event handler or autofocus attribute in any tag.
        // Every tag is a name and quoted attributes (escaped values hold no quote or `>`), and
        // no attribute is an event handler or focus trap.
        let allowed: Set<String> = ["class", "id", "role", "data-col", "data-language", "lang", "dir", "data-key", "data-ref", "data-mark",
                                    "style", "title", "href", "value", "type", "charset", "name", "content"]
        for tag in try matches(#"<[a-z][^>]*>"#, in: page) where !tag.hasPrefix("<!") && !tag.hasPrefix("<meta http-equiv=\"Content-Security-Policy\"") {
            XCTAssertNotNil(try matches(#"^<[a-z0-9]+(\s+[a-z-]+="[^"]*")*>$"#, in: tag).first, tag)
            for attribute in try matches(#"\s[a-z-]+=""#, in: tag) {
                XCTAssertTrue(allowed.contains(String(attribute.dropFirst().dropLast(2))), "\(attribute) in \(tag)")
            }
        }
        // Style attributes hold only the page's own numbers, and the book's CSS only parsed values.
        for style in try matches(#"style="[^"]*""#, in: page) {
            XCTAssertNotNil(try matches(#"^style="((width|height): \d+px(; height: \d+px)?|width: \d+px; -webkit-line-clamp: \d+|--cell: \d+px; --columns: \d+)"$"#, in: style).first, style)
        }
        XCTAssertFalse(page.contains("url("), "no CSS from a string or the book loads anything")
        XCTAssertFalse(page.contains("\(HostilePreviewFixtures.pwned)</script>"))
    }

    func testHostileTextIsShownAsText() throws {
        let (page, _) = try hostilePage()
        let rows = PageRow.rows(page)
        XCTAssertTrue(rows["entity"]!.cells["en"]!.contains("&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;"))
        XCTAssertTrue(page.contains("<code>&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;</code>"), "the key, as text")
        // The hostile language folder is a column whose name is text, with no direction of its own.
        XCTAssertTrue(page.contains("data-language=\"x&quot;&gt;&lt;img src=x onerror=&quot;document.title=&#39;pwned&#39;&quot;&gt;\""))
        XCTAssertEqual(PageRow.rows(page)["entity"]?.cells.count, 2)
        // A javascript: link is a compile error, shown as its finding.
        XCTAssertTrue(rows["scheme"]!.cells["en"]!.contains("[invalid-link]</div>"), rows["scheme"]!.cells["en"]!)
        // The action name is an attribute value, escaped, and listed as text in the legend.
        XCTAssertTrue(page.contains("data-mark=\"1\">tap</span>"))
        XCTAssertTrue(page.contains("action <code>x&quot; autofocus onfocus=&quot;document.title=&#39;pwned&#39;</code>"))
        // An image with a source is still its alt text in a box: the page loads nothing.
        XCTAssertTrue(rows["images"]!.cells["en"]!.contains("title=\"tracker\">tracker</span>"))
        XCTAssertTrue(rows["images"]!.cells["en"]!.contains("title=\"&quot;&gt;&lt;script&gt;document.title=&#39;pwned&#39;&lt;/script&gt;\""))
        XCTAssertTrue(rows["sample"]!.cells["en"]!.contains("Maximiliane Wolkenstein-Brandenburg and Maximiliane Wolkenstein-Brandenburg"))
    }
}

import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// `markupc lint --reporter html` laid out by headless Chromium in a 1200-pixel window: the
/// page fits its width (no sideways scrolling) however long the keys, paths, URLs and messages
/// are, and each row's findings get a column wide enough to read.
final class LintHTMLReportLayoutTests: XCTestCase {
    private static let width = 1200

    /// After load: the document's scroll width, the window's width, and the findings column's
    /// narrowest width and most lines.
    private static let probe = """
    <script>
    window.addEventListener('load', function () {
      var cells = Array.from(document.querySelectorAll('td.findings'));
      var items = Array.from(document.querySelectorAll('td.findings li'));
      var lineHeight = items.length ? parseFloat(getComputedStyle(items[0]).lineHeight) : 1;
      var result = {
        scrollWidth: document.documentElement.scrollWidth, viewport: window.innerWidth,
        bodyScrollWidth: document.body.scrollWidth,
        findingsWidth: Math.min.apply(null, cells.map(function (c) { return c.getBoundingClientRect().width; })),
        findingLines: Math.max.apply(null, items.map(function (i) { return Math.round(i.getBoundingClientRect().height / lineHeight); }))
      };
      var out = document.createElement('pre');
      out.id = 'markupc-layout';
      out.textContent = JSON.stringify(result);
      document.body.appendChild(out);
    });
    </script>

    """

    private func layout(_ page: [UInt8]) throws -> [String: Double] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-lint-layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        let html = try PolicyProbe.insert(Self.probe, before: "</body>\n</html>\n", in: String(decoding: page, as: UTF8.self))
        let url = directory.appendingPathComponent("report.html")
        try Data(html.utf8).write(to: url)
        let dom = try Chromium.run(["--window-size=\(Self.width),900", "--dump-dom", url.absoluteString], in: directory)
        guard let start = dom.range(of: "<pre id=\"markupc-layout\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            XCTFail("the page did not load or the probe did not run: \(dom.suffix(2000))")
            return [:]
        }
        let json = HTMLScanner.decode(String(dom[start.upperBound..<end.lowerBound]))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
        return object.compactMapValues { ($0 as? NSNumber)?.doubleValue }
    }

    func testTheReportFitsTwelveHundredPixelsWithReadableFindings() throws {
        let folder = "Sources/Features/NotificationPreferencesAndChannelConfiguration/Resources/Localization"
        let key = "settings.notifications.channel.description.long_key_name_without_any_break_at_all_here"
        let url = "https://example.com/help/notifications/channels/configuring-the-delivery-schedule-of-every-channel"
        let english = "Receive <b>notifications</b> for %1$@ about %2$d new messages; see <a href=\"\(url)\">the guide</a> and the accompanying explanation of every option"
        let french = "Recevez des <i>notifications</i> pour %1$@ à propos de %2$@ nouveaux messages ; voir <a href=\"\(url)/fr\">le guide</a> et l'explication détaillée de chaque option"
        var linter = Linter(styleBook: try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}, "a": {"underline": "single"}}"#),
                            configuration: LintConfiguration(), sourceLanguage: nil)
        linter.keepsStrings = true
        let report = linter.lint([
            LintInput(path: "\(folder)/en.lproj/Localizable.strings", contents: Data("\"\(key)\" = \"\(english.replacingOccurrences(of: "\"", with: "\\\""))\";\n".utf8)),
            LintInput(path: "\(folder)/fr.lproj/Localizable.strings", contents: Data("\"\(key)\" = \"\(french.replacingOccurrences(of: "\"", with: "\\\""))\";\n".utf8)),
        ])
        XCTAssertGreaterThanOrEqual(report.findings.count, 3, report.findings.map(\.message).joined(separator: "\n"))
        let result = try layout(HTMLLintReporter(styleBook: try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}, "a": {"underline": "single"}}"#)).format(report))
        let viewport = try XCTUnwrap(result["viewport"])
        XCTAssertEqual(viewport, Double(Self.width), "\(result)")
        XCTAssertLessThanOrEqual(try XCTUnwrap(result["scrollWidth"]), viewport, "the page scrolls sideways: \(result)")
        XCTAssertLessThanOrEqual(try XCTUnwrap(result["bodyScrollWidth"]), viewport, "\(result)")
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(result["findingsWidth"]), 900, "the findings column is too narrow to read: \(result)")
        XCTAssertLessThanOrEqual(try XCTUnwrap(result["findingLines"]), 4, "a finding wraps to a narrow column: \(result)")
    }
}

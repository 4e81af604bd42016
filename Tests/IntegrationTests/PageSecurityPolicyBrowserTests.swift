import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// Both of markupc's pages — the preview and lint's HTML report — carry a strict
/// Content-Security-Policy, checked in headless Chromium: the page's own script runs and its
/// styles (stylesheet and style attributes) apply, while a script element, an inline event
/// handler and a style attribute that were not the page's own (planted in the file as if the
/// escaping had failed) are refused.
final class PageSecurityPolicyBrowserTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Preview")

    /// What is planted: none of it may take effect.
    private static let planted = """
    <div id="planted-handler" onclick="document.title='pwned by a handler'">x</div>
    <script>document.title = 'pwned by a script';</script>
    <div id="planted-style" style="color: rgb(1, 2, 3)">y</div>
    <a id="planted-link" href="javascript:document.title='pwned by a link'">z</a>

    """

    /// Runs first in the head: records every policy violation; after load, uses the page and
    /// reports what took effect.
    private static let probe = """
    <script>
    (function () {
      var violations = [];
      document.addEventListener('securitypolicyviolation', function (e) { violations.push(e.violatedDirective + ' ' + (e.sample || '')); });
      window.addEventListener('load', function () {
        document.getElementById('planted-handler').click();
        document.getElementById('planted-link').click();
        var language = document.getElementById('filter-language');
        var hiddenByFilter = -1;
        if (language) {
          language.value = 'fr';
          language.dispatchEvent(new Event('change'));
          hiddenByFilter = document.querySelectorAll('tr[data-entry][hidden]').length;
        }
        var image = document.querySelector('.mc-image');
        var budget = document.querySelector('.budget');
        var bold = Array.from(document.querySelectorAll('.rendered span, .cell span')).filter(function (s) { return getComputedStyle(s).fontWeight === '700'; }).length;
        var result = {
          title: document.title, scripted: document.body.classList.contains('scripted'), hiddenByFilter: hiddenByFilter,
          bodyMargin: getComputedStyle(document.body).marginTop, bold: bold,
          imageWidth: image ? image.getBoundingClientRect().width : -1, budgetWidth: budget ? budget.getBoundingClientRect().width : -1,
          plantedColor: getComputedStyle(document.getElementById('planted-style')).color,
          policy: (document.querySelector('meta[http-equiv="Content-Security-Policy"]') || {}).content || '',
          violations: violations
        };
        setTimeout(function () {
          result.title = document.title;
          result.violations = violations;
          var out = document.createElement('pre');
          out.id = 'markupc-policy';
          out.textContent = JSON.stringify(result);
          document.body.appendChild(out);
        }, 50);
      });
    })();
    </script>

    """

    private func load(_ page: [UInt8], title: String) throws -> [String: Any] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-policy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        var html = String(decoding: page, as: UTF8.self)
        let meta = try XCTUnwrap(html.range(of: "<meta http-equiv=\"Content-Security-Policy\" content=\""), "the page has no policy")
        XCTAssertLessThan(meta.lowerBound, try XCTUnwrap(html.range(of: "<style>")).lowerBound, "the policy comes before the style")
        let afterMeta = try XCTUnwrap(html.range(of: "\">\n", range: meta.upperBound..<html.endIndex)).upperBound
        let anchor = String(html[afterMeta...].prefix(40))
        html = try PolicyProbe.insert(Self.probe, before: anchor, in: html)
        html = html.replacingOccurrences(of: "</body>\n</html>\n", with: Self.planted + "</body>\n</html>\n")
        // Violations name what was refused (this loosens nothing).
        html = html.replacingOccurrences(of: "script-src ", with: "script-src 'report-sample' ")
            .replacingOccurrences(of: "style-src ", with: "style-src 'report-sample' ")
        let url = directory.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: url)
        let dom = try Chromium.run(["--dump-dom", url.absoluteString], in: directory)
        guard let start = dom.range(of: "<pre id=\"markupc-policy\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            XCTFail("the probe did not run: \(dom.suffix(3000))")
            return [:]
        }
        let json = HTMLScanner.decode(String(dom[start.upperBound..<end.lowerBound]))
        let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
        // Nothing planted took effect, and it was refused by the policy.
        XCTAssertEqual(result["title"] as? String, title, "\(result)")
        XCTAssertNotEqual(result["plantedColor"] as? String, "rgb(1, 2, 3)")
        let violations = result["violations"] as? [String] ?? []
        XCTAssertTrue(violations.contains { $0.hasPrefix("script-src-attr") && $0.contains("pwned by a handler") }, "\(violations)")
        XCTAssertTrue(violations.contains { $0.hasPrefix("script-src-elem") && $0.contains("pwned by a script") }, "\(violations)")
        XCTAssertTrue(violations.contains { $0.hasPrefix("style-src-attr") && $0.contains("rgb(1, 2, 3)") }, "\(violations)")
        // Nothing of the page's own was refused.
        XCTAssertEqual(violations.filter { !$0.contains("pwned") && !$0.contains("rgb(1, 2, 3)") }, [], "\(violations)")
        let policy = result["policy"] as? String ?? ""
        XCTAssertTrue(policy.hasPrefix("default-src 'none'; script-src 'report-sample' 'sha256-"), policy)
        XCTAssertFalse(policy.contains("unsafe-inline"), policy)
        XCTAssertEqual(result["bodyMargin"] as? String, "21px", "the page's stylesheet applies")
        return result
    }

    func testThePreviewRunsOnlyItsOwnScriptAndStyle() throws {
        let book = try StyleBook(data: Data(contentsOf: Self.fixtures.appendingPathComponent("styles.json")), fileName: "styles.json")
        var previewer = Previewer(styleBook: book)
        previewer.budgets = try PreviewBudgets(configuration: Data(contentsOf: Self.fixtures.appendingPathComponent("markupc.json")), fileName: "markupc.json")
        let result = try load(previewer.preview(paths: [Self.fixtures.appendingPathComponent("App").path]).html(), title: "markupc preview")
        XCTAssertEqual(result["scripted"] as? Bool, true, "the page's own script ran")
        XCTAssertEqual(result["imageWidth"] as? Double, 16, "the image box's style attribute applies")
        XCTAssertEqual(result["budgetWidth"] as? Double, 120, "the budget box's style attribute applies")
        XCTAssertGreaterThan(result["bold"] as? Int ?? 0, 0)
    }

    func testTheLintReportRunsOnlyItsOwnScriptAndStyle() throws {
        let book = try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}}"#)
        var linter = Linter(styleBook: book, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.keepsStrings = true
        let report = linter.lint([
            LintInput(path: "App/en.lproj/Localizable.strings", contents: Data("\"a\" = \"<b>One</b> file\";\n\"b\" = \"Two\";\n".utf8)),
            LintInput(path: "App/fr.lproj/Localizable.strings", contents: Data("\"a\" = \"<b>Un</b> fichier\";\n\"b\" = \"<b>Deux\";\n".utf8)),
        ])
        var reporter = HTMLLintReporter(styleBook: book)
        reporter.showsAllStrings = true
        let result = try load(reporter.format(report), title: "markupc lint report")
        XCTAssertEqual(result["hiddenByFilter"] as? Int, 2, "the page's own filter script runs: choosing fr hides the en rows")
        XCTAssertGreaterThan(result["bold"] as? Int ?? 0, 0, "the emitter's style attributes apply")
    }
}

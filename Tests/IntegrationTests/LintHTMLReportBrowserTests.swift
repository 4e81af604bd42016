import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Loads `markupc lint --reporter html` pages in headless Chromium (the helpers of
/// ``HTMLBrowserTests``) and checks what the browser built: each finding is a highlight in
/// the row of its file, key and language, on the character the finding's position names; the
/// filters hide what they should; nothing from the strings, keys or paths became an element,
/// an attribute or a running script.
final class LintHTMLReportBrowserTests: XCTestCase {
    private static let pwned = "document.title='pwned'"
    private static let evilLanguage = "x\"><img src=x onerror=\"\(pwned)\">"

    /// A project with findings of several rules and hostile keys, values and directory names.
    private static let files: [(String, String)] = [
        ("App/en.lproj/Localizable.strings", """
        "terms" = "Accept the <b>Terms</b> and <i>Policy</i>";
        "count" = "%1$@ has %2$d photos";
        "<script>\(pwned)</script>" = "<b>safe</b>";
        "evil" = "</pre><script>\(pwned)</script>";
        "nest" = "<b><i>x</i></b>";

        """),
        ("App/fr.lproj/Localizable.strings", """
        "terms" = "Acceptez les <b>Conditions</b> et la Politique";
        "count" = "%1$@ a %2$lld photos";
        "<script>\(pwned)</script>" = "<b>sûr</b></i>";
        "evil" = "</pre><script>\(pwned)</script>";
        "nest" = "<i><b>x</b></i>";

        """),
        ("App/\(evilLanguage).lproj/Localizable.strings", """
        "terms" = "<b>T</b> <i onclick=\\"\(pwned)\\">P</i> <blink>!</blink>";
        "count" = "%2$d %1$@";

        """),
    ]

    /// After load: every highlight with the row it is in, the filters' effect, and DOM facts,
    /// written into a `<pre>`; then the probe removes itself. Not part of the report.
    private static let probe = """
    <script>
    (function () {
      var me = document.currentScript;
      window.addEventListener('load', function () {
        me.remove();
        function row(e) { var r = e.closest('tr'); return r ? {file: r.getAttribute('data-file'), key: r.getAttribute('data-key'), language: r.getAttribute('data-language')} : null; }
        var marks = Array.from(document.querySelectorAll('mark.finding')).map(function (m) {
          return {rule: m.getAttribute('data-rule'), level: m.getAttribute('data-level'), line: m.getAttribute('data-line'),
                  column: m.getAttribute('data-column'), title: m.getAttribute('title'), text: m.textContent, row: row(m)};
        });
        var items = Array.from(document.querySelectorAll('td.findings li.finding-item')).map(function (i) {
          return {rule: i.getAttribute('data-rule'), line: i.getAttribute('data-line'), column: i.getAttribute('data-column'), text: i.textContent, row: row(i)};
        });
        function visible() { return Array.from(document.querySelectorAll('tr[data-entry]')).filter(function (r) { return !r.hidden; }).map(function (r) { return r.getAttribute('data-language') + ' ' + r.getAttribute('data-key'); }); }
        function choose(id, value) { var s = document.getElementById(id); s.value = value; s.dispatchEvent(new Event('change')); }
        var all = visible();
        choose('filter-language', 'fr');
        var french = visible();
        choose('filter-rule', 'tag-mismatch');
        var frenchTagMismatch = visible();
        choose('filter-language', '');
        var tagMismatch = visible();
        choose('filter-rule', '');
        var result = {
          marks: marks, items: items, all: all, french: french, frenchTagMismatch: frenchTagMismatch, tagMismatch: tagMismatch,
          languages: Array.from(document.querySelectorAll('#filter-language option')).map(function (o) { return o.value; }),
          rendered: document.querySelectorAll('td.string .rendered').length,
          bold: Array.from(document.querySelectorAll('td.string .rendered span')).filter(function (s) { return getComputedStyle(s).fontWeight === '700'; }).length,
          texts: Array.from(document.querySelectorAll('td.string .rendered')).map(function (e) { return e.innerText; }),
          links: Array.from(document.querySelectorAll('td .rendered a')).map(function (a) { return a.getAttribute('href'); }),
          scripts: document.querySelectorAll('script').length, images: document.querySelectorAll('img').length,
          handlers: Array.from(document.querySelectorAll('*')).filter(function (e) { return Array.from(e.attributes).some(function (a) { return a.name.indexOf('on') === 0; }); }).length,
          title: document.title
        };
        var out = document.createElement('pre');
        out.id = 'markupc-result';
        out.textContent = JSON.stringify(result);
        document.body.appendChild(out);
      });
    })();
    </script>

    """

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-lint-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    private func report() throws -> LintReport {
        var linter = Linter(styleBook: try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}}"#),
                            configuration: LintConfiguration(), sourceLanguage: nil)
        linter.keepsStrings = true
        return linter.lint(Self.files.map { LintInput(path: $0.0, contents: Data($0.1.utf8)) })
    }

    /// Loads the page with the probe and returns the probe's result.
    private func load(_ page: [UInt8]) throws -> [String: Any] {
        let directory = try temporaryDirectory()
        let html = String(decoding: page, as: UTF8.self)
        XCTAssertTrue(html.hasSuffix("</body>\n</html>\n"))
        let url = directory.appendingPathComponent("report.html")
        try Data(PolicyProbe.insert(Self.probe, before: "</body>\n</html>\n", in: html).utf8).write(to: url)
        let dom = try Chromium.run(["--dump-dom", url.absoluteString], in: directory)
        guard let start = dom.range(of: "<pre id=\"markupc-result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            XCTFail("the page did not load or the probe did not run: \(dom)")
            return [:]
        }
        let json = HTMLScanner.decode(String(dom[start.upperBound..<end.lowerBound]))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
    }

    /// The character at a 1-based line and column (Unicode scalars) of a file's text.
    private func character(at line: Int, _ column: Int, in path: String) -> String? {
        guard let text = Self.files.first(where: { $0.0 == path })?.1 else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line >= 1, line <= lines.count else { return nil }
        let scalars = Array(lines[line - 1].unicodeScalars)
        guard column >= 1, column <= scalars.count else { return nil }
        return String(scalars[column - 1])
    }

    func testFindingsAreHighlightedWhereTheReportSays() throws {
        let report = try report()
        let positioned = report.findings.filter { $0.location != nil && $0.rule != .duplicateKey && $0.rule != .orphanTranslation }
        XCTAssertEqual(Set(positioned.map(\.rule)), [.tagMismatch, .placeholderMismatch, .malformedMarkup, .tagNesting, .unknownTag, .sourceMalformed],
                       report.findings.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.rule.rawValue) \($0.message)" }.joined(separator: "\n"))
        var reporter = HTMLLintReporter(styleBook: try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}}"#))
        reporter.showsAllStrings = true
        let result = try load(reporter.format(report))
        let marks = try XCTUnwrap(result["marks"] as? [[String: Any]])
        XCTAssertEqual(marks.count, positioned.count, "\(marks)")
        for finding in positioned {
            let line = String(finding.location!.line), column = String(finding.location!.column)
            func here(_ element: [String: Any]) -> Bool {
                element["rule"] as? String == finding.rule.rawValue && element["line"] as? String == line && element["column"] as? String == column
                    && (element["row"] as? [String: String])?["file"] == finding.file
            }
            let found = marks.filter(here)
            XCTAssertEqual(found.count, 1, "no single highlight for \(finding)")
            guard let mark = found.first, let row = mark["row"] as? [String: String] else { continue }
            XCTAssertEqual(row, ["file": finding.file, "key": finding.key ?? "", "language": finding.language ?? ""], "\(finding)")
            XCTAssertEqual(mark["title"] as? String, "\(finding.rule.rawValue): \(finding.message)")
            XCTAssertEqual(mark["level"] as? String, finding.level.rawValue)
            let text = mark["text"] as? String ?? ""
            if !text.isEmpty {
                XCTAssertEqual(text, character(at: finding.location!.line, finding.location!.column, in: finding.file), "\(finding)")
            }
            let items = (result["items"] as? [[String: Any]] ?? []).filter(here)
            XCTAssertEqual(items.count, 1, "the row lists \(finding)")
            XCTAssertTrue((items.first?["text"] as? String ?? "").contains(finding.message), "\(items)")
        }

        XCTAssertEqual(result["languages"] as? [String], ["", "en", "fr", Self.evilLanguage])
        XCTAssertEqual((result["all"] as? [String])?.count, report.checkedStrings.count)
        XCTAssertEqual(result["french"] as? [String], ["fr terms", "fr count", "fr <script>\(Self.pwned)</script>", "fr evil", "fr nest"])
        XCTAssertEqual(result["frenchTagMismatch"] as? [String], ["fr terms"])
        XCTAssertEqual(Set(result["tagMismatch"] as? [String] ?? []), Set(report.findings.filter { $0.rule == .tagMismatch }.map { "\($0.language ?? "") \($0.key ?? "")" }))
        XCTAssertEqual(result["rendered"] as? Int, report.checkedStrings.count)
        XCTAssertGreaterThan(result["bold"] as? Int ?? 0, 3, "strings are rendered with the style book's styles")
    }

    func testAndroidStringsRenderAsTheAppShowsThemAndInjectNothing() throws {
        func file(_ body: String) -> Data { Data("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n".utf8) }
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.keepsStrings = true
        let report = linter.lint([
            LintInput(path: "res/values/strings.xml", contents: file(#"""
            <string name="two">First line<br/>second line %d</string>
            <string name="link">Read &lt;a href="https://x.org/"&gt;the guide&lt;/a&gt; %d</string>
            <string name="evil">x %d</string>
            """#)),
            LintInput(path: "res/values-fr/strings.xml", contents: file(#"""
            <string name="two">Première ligne<br/>deuxième ligne %s</string>
            <string name="link">Lisez &lt;a href="https://x.org/"&gt;le guide&lt;/a&gt; %s</string>
            <string name="evil">&lt;a href=https://y.org/ onclick="\#(Self.pwned)"&gt;y&lt;/a&gt; &lt;img src=x onerror=\#(Self.pwned)&gt; &lt;script&gt;\#(Self.pwned)&lt;/script&gt; &lt;a href=javascript:\#(Self.pwned)&gt;z&lt;/a&gt; %s</string>
            """#)),
        ])
        let result = try load(HTMLLintReporter().format(report))
        let texts = try XCTUnwrap(result["texts"] as? [String])
        XCTAssertTrue(texts.contains("Première ligne\ndeuxième ligne %s"), "<br/> is a line break: \(texts)")
        // aapt2 drops the quotes of the escaped links; they are links all the same. The
        // javascript: one is not: its string is shown as text.
        XCTAssertEqual(result["links"] as? [String], ["https://x.org/", "https://x.org/"])
        XCTAssertEqual(result["scripts"] as? Int, 1, "only the report's own filter script")
        XCTAssertEqual(result["images"] as? Int, 0)
        XCTAssertEqual(result["handlers"] as? Int, 0)
        XCTAssertEqual(result["title"] as? String, "markupc lint report")
    }

    func testHostileStringsDoNotInject() throws {
        let result = try load(HTMLLintReporter().format(try report()))
        XCTAssertEqual(result["scripts"] as? Int, 1, "only the report's own filter script")
        XCTAssertEqual(result["images"] as? Int, 0)
        XCTAssertEqual(result["handlers"] as? Int, 0)
        XCTAssertEqual(result["title"] as? String, "markupc lint report")
    }
}

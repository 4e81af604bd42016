import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup

/// Loads the HTML emitter's pages in headless Chromium and checks the DOM the browser built:
/// links and images are there, styles compute as the style book says, and nothing from the
/// injection corpus became an element, an attribute or a running script.
///
/// Needs `chromium` (or `chromium-browser`) on PATH, or on macOS Google Chrome or Chromium in
/// /Applications (`Chromium`, in the tests' support target): run `scripts/install-chromium`.
/// `MARKUPC_UPDATE_SCREENSHOT=1` makes ``testScreenshot`` write `Docs/html-example.png`
/// (`scripts/make-html-screenshot`).
final class HTMLBrowserTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let title = "markupc browser test"
    private static let pwned = "document.title='pwned'"

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-html-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    // MARK: - The page

    static let book = """
    {"$linkSchemes": ["https", "mailto"],
     "body": {"font": {"family": "Helvetica Neue", "size": 18}, "color": "#333"},
     "link": {"color": "#0066cc", "underline": "single"},
     "bold": {"font": {"weight": "bold"}}, "em": {"font": {"italic": true}}, "red": {"color": "red"},
     "help": {"action": "help"}, "terms": {"link": "https://example.com/terms?a=1&b=2"},
     "pic": {"image": {"src": "dot.svg", "alt": "a dot", "width": 20, "height": 10}}, "thumb": {"image": {"alt": "(thumb)"}},
     "evil": {"font": {"family": "</style><script>\(pwned)</script>"}, "color": "blue"},
     "x</style><script>\(pwned)</script>": {"color": "green"},
     "act": {"action": "x\\" autofocus onfocus=\\"\(pwned)"},
     "alt": {"image": {"alt": "\\"><script>\(pwned)</script>"}},
     "broken": {"image": {"src": "x\\" onerror=\\"\(pwned)", "alt": "broken"}}}
    """

    static let markup = """
    <bold>Bold</bold> <em>Italic</em> <red>Red</red> <terms>Terms</terms> <q href="mailto:a@example.com">Mail</q> <help>Help</help> <pic/> <thumb/>
    &lt;script&gt;\(pwned)&lt;/script&gt; &quot;&gt;&lt;img src=x onerror=&quot;\(pwned)&quot;&gt;
    <evil>evil font</evil> <act>act</act> <alt/> <broken/> <b title="&quot;&gt;&lt;script&gt;\(pwned)&lt;/script&gt;">t</b>
    <q href="https://example.com/x&quot;&gt;&lt;script&gt;\(pwned)&lt;/script&gt;">escaped href</q>
    """

    /// The test's own probe: after load, writes computed styles and DOM facts into a `<pre>`,
    /// then removes itself. It is not part of the emitter's output.
    static let probe = """
    <script>
    (function () {
      var me = document.currentScript;
      window.addEventListener('load', function () {
        function find(selector, text) { return Array.from(document.querySelectorAll(selector)).find(function (e) { return e.textContent === text; }); }
        function style(selector, text) { return getComputedStyle(find(selector, text)); }
        var root = document.querySelector('.markupc');
        var img = document.querySelector('img[src="dot.svg"]');
        me.remove();
        var result = {
          whiteSpace: getComputedStyle(root).whiteSpace, bodyColor: getComputedStyle(root).color,
          fontFamily: getComputedStyle(root).fontFamily, fontSize: getComputedStyle(root).fontSize,
          bold: style('span', 'Bold').fontWeight, italic: style('span', 'Italic').fontStyle, red: style('span', 'Red').color,
          linkColor: style('a', 'Terms').color, linkLine: style('a', 'Terms').textDecorationLine, mailColor: style('a', 'Mail').color,
          evilColor: style('span', 'evil font').color, helpRole: find('span', 'Help').getAttribute('role'),
          imageLoaded: String(!!img && img.complete && img.naturalWidth > 0), imageWidth: img ? img.width : 0,
          scripts: document.querySelectorAll('script').length,
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

    /// Writes the page (and the image it loads) and returns its URL.
    private func writePage(_ styles: HTMLEmitter.StyleMode, probe: Bool, in directory: URL) throws -> URL {
        let book = try StyleBook(json: Self.book)
        let compiled = try MarkupCompiler(styleBook: book).compile(Self.markup)
        var page = HTMLEmitter(styleBook: book, options: .init(document: true, lang: "en", styles: styles, title: Self.title)).emitString(compiled)
        XCTAssertEqual(HTMLScanner.safetyProblems(page), [], "page \(styles)")
        if probe { page = page.replacingOccurrences(of: "</body>\n</html>\n", with: Self.probe + "</body>\n</html>\n") }
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#0a0"/></svg>"##
        try Data(svg.utf8).write(to: directory.appendingPathComponent("dot.svg"))
        let url = directory.appendingPathComponent("page-\(styles)\(probe ? "-probe" : "").html")
        try Data(page.utf8).write(to: url)
        return url
    }

    // MARK: - Tests

    func testChromiumIsInstalled() throws {
        XCTAssertFalse(try Chromium.path().isEmpty)
    }

    /// The browser's DOM holds exactly the emitter's elements: links with their hrefs, the
    /// images, the action; the corpus stayed text; no script ran.
    func testDOMHasNoInjectedElements() throws {
        for styles in HTMLEmitter.StyleMode.allCases {
            let directory = try temporaryDirectory()
            let dom = try Chromium.run(["--dump-dom", try writePage(styles, probe: false, in: directory).absoluteString], in: directory)
            XCTAssertTrue(dom.contains("<title>\(Self.title)</title>"), dom)
            XCTAssertFalse(dom.contains("pwned</title>"), dom)
            XCTAssertFalse(dom.lowercased().contains("<script"), dom)
            XCTAssertTrue(dom.contains("&lt;script&gt;\(Self.pwned)&lt;/script&gt;"), "the text payload is text: \(dom)")
            let scan = HTMLScanner.scan(dom, strict: false)
            XCTAssertEqual(scan.problems, [], "\(styles): \(dom)")
            let starts = scan.elements.filter { !$0.isEnd }
            func values(_ element: String, _ attribute: String) -> [String] {
                starts.filter { $0.name == element }.compactMap { $0.attributes.first { $0.name == attribute }?.value }
            }
            XCTAssertEqual(values("a", "href"), ["https://example.com/terms?a=1&b=2", "mailto:a@example.com",
                                                 "https://example.com/x%22%3E%3Cscript%3E\(Self.pwned)%3C/script%3E"], "\(styles)")
            XCTAssertEqual(values("img", "src"), ["dot.svg", "x%22%20onerror=%22\(Self.pwned)"], "\(styles)")
            XCTAssertEqual(values("span", "data-action"), ["help", "x\" autofocus onfocus=\"\(Self.pwned)"], "\(styles)")
            XCTAssertEqual(values("span", "role"), ["button", "button"])
            XCTAssertEqual(Set(starts.map(\.name)), Set<String>(["!doctype", "html", "head", "meta", "title", "body", "div", "span", "a", "img"]).union(styles == .classes ? ["style"] : []))
        }
    }

    /// Computed styles match the style book, the image loads, and no script but the test's
    /// own probe ran.
    func testComputedStyles() throws {
        for styles in HTMLEmitter.StyleMode.allCases {
            let directory = try temporaryDirectory()
            let dom = try Chromium.run(["--dump-dom", try writePage(styles, probe: true, in: directory).absoluteString], in: directory)
            guard let start = dom.range(of: "<pre id=\"markupc-result\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
                XCTFail("no probe result in the DOM: \(dom)")
                continue
            }
            let json = HTMLScanner.decode(String(dom[start.upperBound..<end.lowerBound]))
            let result = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], json)
            let expected: [String: Any] = [
                "whiteSpace": "pre-wrap", "bodyColor": "rgb(51, 51, 51)", "fontFamily": "\"Helvetica Neue\", sans-serif", "fontSize": "18px",
                "bold": "700", "italic": "italic", "red": "rgb(255, 0, 0)", "linkColor": "rgb(0, 102, 204)", "linkLine": "underline",
                "mailColor": "rgb(0, 102, 204)", "evilColor": "rgb(0, 0, 255)", "helpRole": "button", "imageLoaded": "true", "imageWidth": 20,
                "scripts": 0, "handlers": 0, "title": Self.title,
            ]
            for (key, value) in expected {
                XCTAssertEqual("\(result[key] ?? "missing")", "\(value)", "\(styles) \(key)")
            }
        }
    }

    /// Screenshots a page of the repository's samples, each emitted as an inline-styled
    /// fragment. With `MARKUPC_UPDATE_SCREENSHOT=1`, saves it as `Docs/html-example.png`.
    func testScreenshot() throws {
        let directory = try temporaryDirectory()
        var page = """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>markupc HTML examples</title>
        <style>body { margin: 14px 24px; background: #fff; } .caption { font: 11px monospace; color: #999; margin: 12px 0 4px; }</style>
        </head>
        <body>

        """
        for (bookName, sample) in [("signup.json", "signup.txt"), ("wp-actions.json", "wp-actions.txt"), ("wp-fonts-colors.json", "wp-fonts-colors.txt"), (nil, "default.txt")] {
            let book = try bookName.map { try StyleBook(contentsOfFile: Self.root.appendingPathComponent("StyleBooks/\($0)").path) } ?? .default
            let text = try Data(contentsOf: Self.root.appendingPathComponent("StyleBooks/Samples/\(sample)"))
            let compiled = try MarkupCompiler(styleBook: book).compile(text)
            page += "<div class=\"caption\">\(bookName.map { "StyleBooks/\($0)" } ?? "default book") + Samples/\(sample)</div>\n"
            page += HTMLEmitter(styleBook: book).emitString(compiled)
        }
        page += "</body>\n</html>\n"
        let url = directory.appendingPathComponent("examples.html")
        try Data(page.utf8).write(to: url)
        let png = directory.appendingPathComponent("html-example.png")
        _ = try Chromium.run(["--screenshot=\(png.path)", "--window-size=800,300", url.absoluteString], in: directory)
        let data = try Data(contentsOf: png)
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG")
        XCTAssertGreaterThan(data.count, 5_000, "the screenshot shows something")
        if ProcessInfo.processInfo.environment["MARKUPC_UPDATE_SCREENSHOT"] == "1" {
            try data.write(to: Self.root.appendingPathComponent("Docs/html-example.png"))
        }
    }
}

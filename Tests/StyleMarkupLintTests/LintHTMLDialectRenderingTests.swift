import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// The HTML page renders each string as its app does: a string of the HTML dialect is
/// rewritten as markupc markup (``HTMLDialectMarkup``) and rendered by the same compiler and
/// emitter as any other, so `<br/>` is a line break, a link whose quotes aapt2 dropped is a
/// link, and nothing in a string reaches the page unescaped.
final class LintHTMLDialectRenderingTests: XCTestCase {
    func testHTMLDialectStringsAreRewrittenAsMarkupcMarkup() {
        func html(_ value: String) -> String { HTMLDialectMarkup.markupc(from: value, xml: false) }
        XCTAssertEqual(html("First<br/>second"), "First\nsecond")
        XCTAssertEqual(html("a<BR>b</br>c<br />d"), "a\nb\nc\nd")
        XCTAssertEqual(html("<a href=https://x.org/?a=1&b=2>x</a>"), #"<a href="https://x.org/?a=1&b=2">x</a>"#)
        XCTAssertEqual(html(#"<A HREF='say "hi"' download>x</A>"#), #"<a href="say &quot;hi&quot;" download="">x</a>"#)
        // A word in angle brackets that names no element and is never closed is text; so is a
        // `<` that starts no complete tag; void elements are written empty.
        XCTAssertEqual(html("<None> & <img src=x.png> <hr></hr> a < b <b"), "&lt;None> & <img src=\"x.png\"/> <hr/> a &lt; b &lt;b")
        XCTAssertEqual(html("x<!-- note -->y<?pi?>z"), "xyz")
        // In the XML dialect every tag is kept as it is written, `<br/>` too.
        XCTAssertEqual(HTMLDialectMarkup.markupc(from: "<link xref=a>A</link><br/><None/>", xml: true),
                       #"<link xref="a">A</link><br/><None/>"#)
    }

    private func page(_ source: String, _ translation: String) -> String {
        func file(_ body: String) -> String { "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n" }
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.keepsStrings = true
        let report = linter.lint([LintInput(path: "res/values/strings.xml", contents: Data(file(source).utf8)),
                                  LintInput(path: "res/values-fr/strings.xml", contents: Data(file(translation).utf8))])
        return String(decoding: HTMLLintReporter().format(report), as: UTF8.self)
    }

    func testALineBreakAndAnUnquotedAndroidLinkRenderAsTheAppShowsThem() {
        let shown = page(#"<string name="two">First line<br/>second line %d</string><string name="link">Read &lt;a href="https://x.org"&gt;the guide&lt;/a&gt; %d</string>"#,
                         #"<string name="two">Première ligne<br/>deuxième ligne %s</string><string name="link">Lisez &lt;a href="https://x.org"&gt;le guide&lt;/a&gt; %s</string>"#)
        XCTAssertTrue(shown.contains(#"<td class="string"><div class="rendered"><div class="markupc" style="white-space: pre-wrap">Première ligne"# + "\n" + "deuxième ligne %s</div>"))
        XCTAssertTrue(shown.contains(#"<td class="source"><div class="rendered"><div class="markupc" style="white-space: pre-wrap">First line"# + "\n" + "second line %d</div>"))
        // aapt2 drops the quotes of the escaped link: lint reads <a href=https://x.org>.
        XCTAssertTrue(shown.contains(#"<pre class="markup">Lisez &lt;a href=https://x.org&gt;le guide&lt;/a&gt; "#))
        XCTAssertTrue(shown.contains(#"<td class="string"><div class="rendered"><div class="markupc" style="white-space: pre-wrap">Lisez <a href="https://x.org" style="color: #0a66c2; text-decoration-line: underline">le guide</a> %s</div>"#))
    }

    func testNothingInAStringInjectsScriptOrStyles() {
        let shown = page(#"<string name="k">x %d</string><string name="j">y %d</string>"#,
                         #"<string name="k">&lt;a href="javascript:alert(1)"&gt;x&lt;/a&gt; %s</string>"#
                            + #"<string name="j">&lt;a href=https://y.org/ onclick=alert(1)&gt;y&lt;/a&gt; &lt;script&gt;alert(2)&lt;/script&gt; &lt;b style=color:red&gt;z&lt;/b&gt; &lt;img src=x onerror=alert(3)&gt; %s</string>"#)
        // A javascript: link does not compile: the string is shown as text.
        XCTAssertTrue(shown.contains(#"<td class="string"><div class="rendered"><span class="unrendered">&lt;a href=javascript:alert(1)&gt;x&lt;/a&gt; %s</span></div>"#))
        // Unknown attributes and elements render as their text only.
        XCTAssertTrue(shown.contains(#"<a href="https://y.org/" style="color: #0a66c2; text-decoration-line: underline">y</a> alert(2) <span style="font-weight: 700">z</span>"#))
        XCTAssertFalse(shown.contains("href=\"javascript"))
        XCTAssertFalse(shown.contains(" onclick=\""))
        XCTAssertFalse(shown.contains(" onerror=\""))
        XCTAssertFalse(shown.contains("color:red\""))
        XCTAssertEqual(shown.components(separatedBy: "<script>").count, 2, "the page's own script only")
    }
}

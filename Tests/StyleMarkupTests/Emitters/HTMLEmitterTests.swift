import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup

final class HTMLEmitterTests: XCTestCase {
    private func html(_ input: String, book: StyleBook = .default, _ options: HTMLEmitter.Options = .init()) throws -> String {
        let compiled = try MarkupCompiler(styleBook: book).compile(input)
        return HTMLEmitter(styleBook: book, options: options).emitString(compiled)
    }

    private let classes = HTMLEmitter.Options(styles: .classes)
    private let wrap = "<div class=\"markupc\" style=\"white-space: pre-wrap\">"

    // MARK: - Exact output

    func testInlineFragment() throws {
        XCTAssertEqual(try html("Hello <b>bold <i>and</i></b> & <i>it</i>"),
                       wrap + "Hello <span style=\"font-weight: 700\">bold <span style=\"font-style: italic\">and</span></span> &amp; <span style=\"font-style: italic\">it</span></div>\n")
        XCTAssertEqual(try html(""), wrap + "</div>\n")
        XCTAssertEqual(HTMLEmitter(styleBook: .default).fileExtension, "html")
    }

    func testFragmentLangAndBodyStyle() throws {
        let book = try StyleBook(json: ##"{"body": {"font": {"family": "Helvetica Neue", "size": 18}, "color": "#333", "paragraph": {"alignment": "center"}}}"##)
        XCTAssertEqual(try html("Hi", book: book, .init(lang: "pt-BR")),
                       "<div class=\"markupc\" style=\"white-space: pre-wrap; font-family: &quot;Helvetica Neue&quot;, sans-serif; font-size: 18px; color: #333333; text-align: center\" lang=\"pt-BR\">Hi</div>\n")
        XCTAssertEqual(try html("Hi", book: book, .init(lang: "en", styles: .classes)), "<div class=\"markupc m-body\" lang=\"en\">Hi</div>\n")
    }

    func testClassFragment() throws {
        XCTAssertEqual(try html("<b>x</b> <nope>y</nope> <a href=\"https://e.com/?a=1&amp;b=2\">z</a>", classes),
                       "<div class=\"markupc m-body\"><span class=\"m-b\">x</span> y <a href=\"https://e.com/?a=1&amp;b=2\" class=\"m-link m-a\">z</a></div>\n")
    }

    func testInlineDocument() throws {
        XCTAssertEqual(try html("\n Hi <b>there</b>\nsecond", .init(document: true, lang: "en")), """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Hi there</title>
        </head>
        <body>
        \(wrap)
         Hi <span style="font-weight: 700">there</span>
        second</div>
        </body>
        </html>

        """)
        XCTAssertTrue(try html("", .init(document: true)).contains("<html>\n<head>\n<meta charset=\"utf-8\">"))
        XCTAssertTrue(try html("\u{FFFC}", .init(document: true)).contains("<title>markupc</title>"))
        XCTAssertTrue(try html("x", .init(document: true, title: "</title><script>")).contains("<title>&lt;/title&gt;&lt;script&gt;</title>"))
    }

    /// An image left out of the title leaves no double space; runs of white space are one space.
    func testDefaultTitleWithoutImagesHasSingleSpaces() throws {
        let book = try StyleBook(json: ##"{"thumb": {"image": {"name": "t", "alt": "*"}}}"##)
        let compiler = MarkupCompiler(styleBook: book)
        XCTAssertEqual(HTMLEmitter.defaultTitle(try compiler.compile("Hi <thumb/> there")), "Hi there")
        XCTAssertEqual(HTMLEmitter.defaultTitle(try compiler.compile("<thumb/> Hi\tthere  <thumb> </thumb>\nnext")), "Hi there")
        XCTAssertEqual(HTMLEmitter.defaultTitle(try compiler.compile(" <thumb/> \n Second <thumb/>line")), "Second line")
        let page = String(decoding: HTMLEmitter(styleBook: book, options: .init(document: true)).emit(try compiler.compile("Hi <thumb/> there")), as: UTF8.self)
        XCTAssertTrue(page.contains("<title>Hi there</title>"), page)
    }

    func testClassDocumentEmbedsOrLinksTheStylesheet() throws {
        let book = try StyleBook(json: ##"{"body": {"color": "#333"}, "b": {"font": {"weight": "bold"}}, "link": {"color": "blue"}, "a": {"color": "red"}}"##)
        let stylesheet = """
        .markupc { white-space: pre-wrap; }
        :where(.markupc) a { color: inherit; text-decoration: inherit; }
        .m-link { color: #0000ff; }
        .m-a { color: #ff0000; }
        .m-b { font-weight: 700; }
        .m-body { color: #333333; }

        """
        XCTAssertEqual(HTMLEmitter(styleBook: book).stylesheet(), stylesheet)
        XCTAssertEqual(try html("<b>x</b>", book: book, .init(document: true, styles: .classes)), """
        <!doctype html>
        <html>
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>x</title>
        <style>
        \(stylesheet)</style>
        </head>
        <body>
        <div class="markupc m-body"><span class="m-b">x</span></div>
        </body>
        </html>

        """)
        let linked = try html("x", book: book, .init(document: true, styles: .classes, stylesheetHref: "style.css?v=1&x=\""))
        XCTAssertTrue(linked.contains("<title>x</title>\n<link rel=\"stylesheet\" href=\"style.css?v=1&amp;x=%22\">\n</head>"))
        XCTAssertFalse(linked.contains("<style>"))
        let refused = try html("x", book: book, .init(document: true, styles: .classes, stylesheetHref: "javascript:alert(1)"))
        XCTAssertTrue(refused.contains("<style>") && !refused.contains("javascript"), "a refused stylesheet URL embeds the stylesheet")
        XCTAssertFalse(try html("x", book: book, .init(document: true)).contains("<style>"), "inline pages need no stylesheet")
    }

    func testLinks() throws {
        // A link style, an href on an unnamed tag, a link inside a link (HTML cannot nest them).
        XCTAssertEqual(try html(#"<q href="https://e.com/a b">e</q>"#), wrap + #"<a href="https://e.com/a%20b" style="color: #0a66c2; text-decoration-line: underline">e</a></div>"# + "\n")
        let plain = try StyleBook(json: #"{"go": {"link": "https://e.com"}}"#)
        XCTAssertEqual(try html("<go>e</go> <x href='mailto:a@b.c'>m</x> <x href=\"/rel?q='1'\">r</x>", book: plain),
                       wrap + #"<a href="https://e.com" style="color: inherit; text-decoration: inherit">e</a> <a href="mailto:a@b.c" style="color: inherit; text-decoration: inherit">m</a> <a href="/rel?q=&#39;1&#39;" style="color: inherit; text-decoration: inherit">r</a></div>"# + "\n")
        XCTAssertEqual(try html(#"<a href="https://a.com">x<a href="https://b.com">y</a></a>"#),
                       wrap + #"<a href="https://a.com" style="color: #0a66c2; text-decoration-line: underline">x<span style="color: #0a66c2; text-decoration-line: underline">y</span></a></div>"# + "\n")
    }

    func testLinksAreCheckedAgain() throws {
        // A book built in code skips the loader's checks; the emitter checks again.
        let book = StyleBook(styles: [
            "js": StyleAttributes(link: "JavaScript:alert(1)"), "vb": StyleAttributes(link: "vbscript:x"),
            "data": StyleAttributes(link: "data:text/html,<script>alert(1)</script>"), "ftp": StyleAttributes(link: "ftp://x"),
            "ctl": StyleAttributes(link: "https://x\u{7}y"), "quote": StyleAttributes(link: "https://x\"><script>"),
        ], linkPolicy: LinkPolicy(allowedSchemes: ["https", "javascript", "vbscript", "data"]))
        let output = try html("<js>a</js><vb>b</vb><data>c</data><ftp>d</ftp><ctl>e</ctl><quote>f</quote>", book: book)
        XCTAssertEqual(output, wrap + "abcde" + #"<a href="https://x%22%3E%3Cscript%3E" style="color: inherit; text-decoration: inherit">f</a></div>"# + "\n")
        XCTAssertThrowsError(try html(#"<a href="javascript:alert(1)">x</a>"#)) { XCTAssertEqual(($0 as? CompileError)?.rule, .invalidLink) }
        XCTAssertThrowsError(try StyleBook(json: #"{"x": {"link": "javascript:alert(1)"}}"#))
    }

    func testActions() throws {
        let book = try StyleBook(json: #"{"link": {"color": "orange"}, "help": {"action": "help"}, "both": {"action": "open", "link": "https://x.com"}, "odd": {"action": "a\" onclick=\"alert(1)"}}"#)
        XCTAssertEqual(try html("Tap <help>here</help> <both>b</both> <odd>o</odd>", book: book),
                       wrap + #"Tap <span style="color: #ffa500" data-action="help" role="button" tabindex="0">here</span> <a href="https://x.com" style="color: #ffa500; text-decoration: inherit" data-action="open">b</a> <span style="color: #ffa500" data-action="a&quot; onclick=&quot;alert(1)" role="button" tabindex="0">o</span></div>"# + "\n")
        XCTAssertEqual(try html("Tap <help>here</help>", book: book, classes),
                       #"<div class="markupc">Tap <span class="m-link m-help" data-action="help" role="button" tabindex="0">here</span></div>"# + "\n")
    }

    /// Elements come from what the compile resolved each tag to, not from the emitter's book: an
    /// emitter given another book (where `b` is bold, `help` unknown) still writes the compile's.
    func testElementsFollowTheCompileWhateverBookTheEmitterHas() throws {
        let book = try StyleBook(json: #"{"link": {"color": "orange"}, "b": {"color": "red"}, "help": {"action": "help"}}"#)
        let compiled = try MarkupCompiler(styleBook: book).compile(#"<b>x</b> <help>h</help> <q href="https://e.com/a b">l</q> <nope>n</nope>"#)
        let expected = wrap + #"<span style="color: #ff0000">x</span> <span style="color: #ffa500" data-action="help" role="button" tabindex="0">h</span> <a href="https://e.com/a%20b" style="color: #ffa500; text-decoration: inherit">l</a> n</div>"# + "\n"
        XCTAssertEqual(HTMLEmitter(styleBook: book).emitString(compiled), expected)
        XCTAssertEqual(HTMLEmitter(styleBook: .default).emitString(compiled), expected)
        XCTAssertEqual(HTMLEmitter(styleBook: StyleBook(styles: [:])).emitString(compiled), expected)
        // Text read back from a run list carries no resolution: its tags are resolved with the
        // emitter's book, by the same rule the compiler applies.
        let readBack = try CompiledText(jsonRunList: Data(JSONEmitter().emit(compiled)))
        XCTAssertEqual(HTMLEmitter(styleBook: book).emitString(readBack), expected)
        XCTAssertEqual(HTMLEmitter(styleBook: .default).emitString(readBack),
                       wrap + #"<span style="font-weight: 700">x</span> h <a href="https://e.com/a%20b" style="color: #0a66c2; text-decoration-line: underline">l</a> n</div>"# + "\n")
    }

    func testImages() throws {
        let book = try StyleBook(json: #"""
        {"pic": {"image": {"src": "https://example.com/p.png", "alt": "A \"pic\"", "width": 16, "height": 12.6}},
         "rel": {"image": {"src": "img/p q.svg"}},
         "thumb": {"image": {"alt": "<3 & more"}}, "blank": {"image": {"name": "x"}}}
        """#)
        XCTAssertEqual(try html("a<pic/>b<thumb> </thumb>c<blank/>d<rel/>e\u{FFFC}", book: book),
                       wrap + #"a<img src="https://example.com/p.png" alt="A &quot;pic&quot;" width="16" height="13">b&lt;3 &amp; morecd<img src="img/p%20q.svg" alt="">e"# + "\u{FFFC}</div>\n")
        XCTAssertEqual(try html("<b><pic/></b><thumb/>", book: book, classes),
                       #"<div class="markupc"><span class="m-pic"><img src="https://example.com/p.png" alt="A &quot;pic&quot;" width="16" height="13"></span><span class="m-thumb">&lt;3 &amp; more</span></div>"# + "\n")
        let code = StyleBook(styles: ["js": StyleAttributes(image: ImageAttributes(src: "javascript:alert(1)", alt: "alt")), "data": StyleAttributes(image: ImageAttributes(src: "data:image/png;base64,AAAA"))],
                             linkPolicy: LinkPolicy(allowedSchemes: ["javascript", "data"]))
        XCTAssertEqual(try html("<js/><data/>", book: code), wrap + #"alt</div>"# + "\n")
    }

    func testTextIsKeptExactly() throws {
        XCTAssertEqual(try html("a\n  b\r\nc\t\u{1B}[31m\u{7F}\u{85}x<'y'>\"z\""),
                       wrap + "a\n  b&#13;\nc\t&#27;[31m&#127;\u{FFFD}x&lt;&#39;y&#39;&gt;&quot;z&quot;</div>\n")
        XCTAssertEqual(HTMLEscaping.escaped("\u{0}é😀&amp;"), "\u{FFFD}é😀&amp;amp;")
    }

    func testNestingFollowsTags() throws {
        // Empty tags at one position nest by depth; unknown tags write no element.
        XCTAssertEqual(try html("<b><i></i></b><u></u><s>x<nope><b>y</b></nope></s>", classes),
                       #"<div class="markupc m-body"><span class="m-b"><span class="m-i"></span></span><span class="m-u"></span><span class="m-s">x<span class="m-b">y</span></span></div>"# + "\n")
        let deep = String(repeating: "<b>", count: 200) + "x" + String(repeating: "</b>", count: 200)
        XCTAssertEqual(try html(deep, classes).components(separatedBy: "<span").count, 201)
    }

    // MARK: - CSS

    func testDeclarations() {
        let blue = Color(red: 0, green: 0, blue: 255)
        let attributes = StyleAttributes(
            font: FontAttributes(family: "Helvetica Neue", size: 13.5, weight: 600, italic: true, monospace: true, textStyle: .body),
            color: Color(red: 255, green: 0, blue: 0, alpha: 128), background: Color(css: "#eee"),
            underline: LineStyle(.double, color: blue), strikethrough: LineStyle(.single), kern: 0.25, baselineOffset: -2,
            paragraph: ParagraphAttributes(alignment: .justified, lineSpacing: 4, paragraphSpacing: 6, lineHeightMultiple: 1.25, firstLineHeadIndent: 20, headIndent: 8),
            custom: ["k": .string("v")])
        XCTAssertEqual(CSSWriter.declarations(attributes, block: true), [
            "font-family: \"Helvetica Neue\", monospace", "font-size: 13.5px", "font-weight: 600", "font-style: italic",
            "color: rgba(255, 0, 0, 0.502)", "background-color: #eeeeee", "text-decoration-line: underline line-through",
            "text-decoration-style: double", "text-decoration-color: #0000ff", "letter-spacing: 0.25px", "vertical-align: -2px",
            "text-align: justify", "line-height: 1.25", "padding-inline-start: 8px", "text-indent: 12px",
        ])
        XCTAssertEqual(CSSWriter.declarations(attributes, block: false).count, 11)
        XCTAssertEqual(CSSWriter.declarations(StyleAttributes(font: FontAttributes(monospace: true, textStyle: .body), underline: LineStyle(.none)), block: false),
                       ["font-family: monospace", "text-decoration-line: none"])
        XCTAssertEqual(CSSWriter.decorations(underline: nil, strikethrough: LineStyle(.thick, color: blue)),
                       ["text-decoration-line: line-through", "text-decoration-thickness: 0.125em", "text-decoration-color: #0000ff"])
        XCTAssertEqual(CSSWriter.declarations(StyleAttributes(font: FontAttributes(family: "<>;{}", italic: false)), block: false), ["font-style: normal"])
    }

    func testNumbersAndFamilies() {
        XCTAssertEqual([18, 1.2, -12.3456, 0.1 + 0.2, 1e-7, -0.0004, 1e20, -1e20].map { CSSWriter.number($0)! },
                       ["18", "1.2", "-12.346", "0.3", "0", "0", "100000", "-100000"])
        XCTAssertNil(CSSWriter.number(.nan))
        XCTAssertNil(CSSWriter.number(.infinity))
        XCTAssertEqual(CSSWriter.sanitizedFamily("Arial; } body { display:none"), "Arial body displaynone")
        XCTAssertEqual(CSSWriter.sanitizedFamily("</style><script>alert(1)</script>"), "stylescriptalert1script")
        XCTAssertEqual(CSSWriter.sanitizedFamily(" \"Quoted\" \\ Name\u{0} "), "Quoted Name")
        XCTAssertEqual(CSSWriter.sanitizedFamily("ヒラギノ角ゴ ProN W3"), "ヒラギノ角ゴ ProN W3")
        XCTAssertEqual(CSSWriter.sanitizedFamily("Fo\u{301}nt_1-2"), "Font_1-2")
        XCTAssertEqual(CSSWriter.css(Color(red: 1, green: 2, blue: 3, alpha: 0)), "rgba(1, 2, 3, 0)")
    }

    func testClassNames() {
        let names = ["a\"b", "a-b", "a.b", "a-b-2", "x</style><script>", "body", "link", "naïve", "_u", "A"]
        let emitter = HTMLEmitter(styleBook: StyleBook(styles: Dictionary(uniqueKeysWithValues: names.map { ($0, StyleAttributes()) })))
        XCTAssertEqual(names.map { emitter.className(forStyle: $0)! },
                       ["m-a-b-3", "m-a-b", "m-a-b-4", "m-a-b-2", "m-x--style--script-", "m-body", "m-link", "m-na-ve", "m-_u", "m-A"])
        XCTAssertNil(emitter.className(forStyle: "missing"))
    }

    // MARK: - Injection corpus

    static let payloads = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "'><svg onload=alert(1)>",
        "</style><script>alert(1)</script>", "</title><script>alert(1)</script>", "javascript:alert(1)",
        "Arial; } body { display:none", "red; background: url(javascript:alert(1))", "\" style=\"x:expression(alert(1))",
        "&lt;script&gt;", "<!--", "]]>", "\u{1B}]8;;evil\u{7}", "`${alert(1)}`", "\\\"; } *{x:y} /*",
    ]

    /// Markup that decodes to `text` (so `<` reaches the compiled text as a character).
    static func literal(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&apos;")
    }

    /// `text` without control characters (C0, DEL, C1), which a link may not hold.
    static func urlSafe(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }))
    }

    /// A style book whose every string value is `payload` where a string can go.
    static func hostileBook(_ payload: String) throws -> StyleBook {
        let value = String(decoding: try JSONSerialization.data(withJSONObject: payload, options: .fragmentsAllowed), as: UTF8.self)
        let src = String(decoding: try JSONSerialization.data(withJSONObject: "https://x/" + urlSafe(payload), options: .fragmentsAllowed), as: UTF8.self)
        return try StyleBook(json: """
        {"body": {"font": {"family": \(value)}},
         "link": {"color": "red"},
         \(value): {"color": "rgba(1, 2, 3, 0.5)", "font": {"family": \(value)}},
         "fam": {"font": {"family": \(value), "size": 12}},
         "act": {"action": \(value)},
         "img": {"image": {"src": \(src), "alt": \(value)}},
         "alt": {"image": {"alt": \(value)}},
         "go": {"link": \(src)}}
        """)
    }

    func testInjectionCorpus() throws {
        for payload in Self.payloads {
            let book = try Self.hostileBook(payload)
            let text = Self.literal(payload)
            let input = "\(text) <fam>\(text)</fam> <act>\(text)</act> <img/> <alt/> <go>\(text)</go> <b title=\"\(text)\" href=\"https://x/\(Self.literal(Self.urlSafe(payload)))\">\(text)</b> <fam x='\(text)'/>"
            let compiled = try MarkupCompiler(styleBook: book).compile(input)
            XCTAssertTrue(compiled.makeText().contains(payload))
            for styles in HTMLEmitter.StyleMode.allCases {
                for document in [false, true] {
                    let emitter = HTMLEmitter(styleBook: book, options: .init(document: document, lang: payload, styles: styles, title: payload))
                    let output = emitter.emitString(compiled)
                    XCTAssertEqual(HTMLScanner.safetyProblems(output), [], "\(styles) document=\(document) payload \(payload)")
                    XCTAssertEqual(HTMLScanner.scan(output).elements.filter { $0.name == "img" && !$0.isEnd }.count, 1, payload)
                    XCTAssertEqual(HTMLScanner.scan(output).elements.filter { $0.name == "a" && !$0.isEnd }.count, 2, payload)
                }
                let linked = HTMLEmitter(styleBook: book, options: .init(document: true, styles: styles, stylesheetHref: payload))
                XCTAssertEqual(HTMLScanner.safetyProblems(linked.emitString(compiled)), [], "stylesheetHref \(payload)")
            }
            XCTAssertEqual(HTMLScanner.safetyProblems("<style>\n" + HTMLEmitter(styleBook: book).stylesheet() + "</style>"), [], "stylesheet \(payload)")
        }
    }

    func testBadValuesNeverReachCSS() {
        for json in [#"{"x": {"color": "red; background: url(x)"}}"#, #"{"x": {"color": "expression(alert(1))"}}"#,
                     #"{"x": {"font": {"size": "12px; color: red"}}}"#, #"{"x": {"font": {"weight": "bold; x: y"}}}"#,
                     #"{"x": {"underline": {"style": "single", "color": "</style>"}}}"#, #"{"x": {"image": {"src": "javascript:alert(1)"}}}"#] {
            XCTAssertThrowsError(try StyleBook(json: json), json)
        }
    }

    func testScannerCatchesInjection() {
        // The checker itself must notice the attacks it guards against.
        for bad in ["<script>x</script>", "<div class=\"a\" onclick=\"x\">", "<span class=\"a\"\">", "a > b", "<img src=x>",
                    "<a href=\"javascript:x\">", "<span style=\"color: red; background: url(x)\">", "<style>\n</style><p>\n</style>", "<b>", "x & y"] {
            XCTAssertFalse(HTMLScanner.scan(bad).problems.isEmpty, bad)
        }
    }
}

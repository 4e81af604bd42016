import Foundation
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
        XCTAssertEqual(try html("<js/><data/>", book: code), wrap + #"alt<img src="data:image/png;base64,AAAA" alt=""></div>"# + "\n")
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
            XCTAssertTrue(compiled.text.contains(payload))
            for styles in HTMLEmitter.StyleMode.allCases {
                for document in [false, true] {
                    let emitter = HTMLEmitter(styleBook: book, options: .init(document: document, lang: payload, styles: styles, title: payload))
                    let output = emitter.emitString(compiled)
                    HTMLScanner.assertSafe(output, "\(styles) document=\(document) payload \(payload)")
                    XCTAssertEqual(HTMLScanner.scan(output).elements.filter { $0.name == "img" && !$0.isEnd }.count, 1, payload)
                    XCTAssertEqual(HTMLScanner.scan(output).elements.filter { $0.name == "a" && !$0.isEnd }.count, 2, payload)
                }
                let linked = HTMLEmitter(styleBook: book, options: .init(document: true, styles: styles, stylesheetHref: payload))
                HTMLScanner.assertSafe(linked.emitString(compiled), "stylesheetHref \(payload)")
            }
            HTMLScanner.assertSafe("<style>\n" + HTMLEmitter(styleBook: book).stylesheet() + "</style>", "stylesheet \(payload)")
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

/// A small, strict scanner for the HTML the emitter writes: every `<` must open a known
/// element with known, double-quoted attributes; text and values must be fully escaped;
/// styles must be plain declarations. Used by the unit and browser tests.
enum HTMLScanner {
    struct Element { var name: String; var attributes: [(name: String, value: String)]; var isEnd: Bool }

    static let elements: Set = ["!doctype", "html", "head", "meta", "title", "style", "link", "body", "div", "span", "a", "img"]
    static let voidElements: Set = ["!doctype", "meta", "link", "img"]
    static let attributes: Set = ["lang", "charset", "name", "content", "rel", "href", "src", "alt", "width", "height",
                                  "class", "style", "data-action", "role", "tabindex"]
    static let properties: Set = ["white-space", "font-family", "font-size", "font-weight", "font-style", "color", "background-color",
                                  "text-decoration", "text-decoration-line", "text-decoration-style", "text-decoration-thickness",
                                  "text-decoration-color", "letter-spacing", "vertical-align", "text-align", "line-height",
                                  "padding-inline-start", "text-indent"]

    /// Scans `html`. `strict` is for the emitter's own output; the browser's serialization
    /// leaves quotes in text unescaped and may use other entities.
    static func scan(_ html: String, strict: Bool = true, extraElements: Set<String> = []) -> (elements: [Element], problems: [String]) {
        let s = Array(html.unicodeScalars)
        var i = 0
        var found: [Element] = []
        var problems: [String] = []
        var open: [String] = []
        func isNameScalar(_ c: Unicode.Scalar) -> Bool { c.properties.isAlphabetic && c.isASCII || ("0"..."9").contains(c) || c == "-" || c == "!" }
        while i < s.count {
            let c = s[i]
            if c == "&" {
                let rest = String(String.UnicodeScalarView(s[i..<min(i + 10, s.count)]))
                if strict, rest.range(of: #"^&(amp|lt|gt|quot|#39|#[0-9]{1,3});"#, options: .regularExpression) == nil { problems.append("bad entity at \(i)") }
                i += 1
                continue
            }
            if c == ">" || (strict && (c == "\"" || c == "'")) { problems.append("raw \(c) in text at \(i)") }
            guard c == "<" else { i += 1; continue }
            i += 1
            let isEnd = i < s.count && s[i] == "/"
            if isEnd { i += 1 }
            var name = ""
            while i < s.count, isNameScalar(s[i]) { name.unicodeScalars.append(s[i]); i += 1 }
            name = name.lowercased()
            guard !name.isEmpty else { problems.append("stray < at \(i)"); continue }
            if !elements.contains(name) && !extraElements.contains(name) { problems.append("element <\(name)>") }
            var element = Element(name: name, attributes: [], isEnd: isEnd)
            if name == "!doctype" { while i < s.count, s[i] != ">" { i += 1 }; i += 1; found.append(element); continue }
            var closed = false
            while i < s.count {
                while i < s.count, s[i] == " " { i += 1 }
                guard i < s.count else { break }
                if s[i] == ">" { i += 1; closed = true; break }
                var attribute = ""
                while i < s.count, isNameScalar(s[i]) { attribute.unicodeScalars.append(s[i]); i += 1 }
                guard !attribute.isEmpty, !isEnd else { problems.append("junk in <\(name)> at \(i)"); break }
                if !attributes.contains(attribute.lowercased()) { problems.append("attribute \(attribute) on <\(name)>") }
                guard i + 1 < s.count, s[i] == "=", s[i + 1] == "\"" else { problems.append("unquoted \(attribute) on <\(name)>"); break }
                i += 2
                var value = ""
                while i < s.count, s[i] != "\"" { value.unicodeScalars.append(s[i]); i += 1 }
                i += 1
                if strict, value.contains("<") || value.contains(">") || value.contains("'") { problems.append("raw markup in \(attribute)=\"\(value)\"") }
                let decoded = decode(value)
                element.attributes.append((attribute.lowercased(), decoded))
                if attribute == "style" { problems += checkDeclarations(decoded) }
                if ["href", "src"].contains(attribute), let scheme = LinkPolicy.scheme(of: decoded), ["javascript", "vbscript", "data"].contains(scheme), !(attribute == "src" && scheme == "data") {
                    problems.append("\(attribute)=\(decoded)")
                }
                if i < s.count, s[i] != " ", s[i] != ">" { problems.append("attribute \(attribute) not followed by space or > in <\(name)>") }
            }
            if !closed { problems.append("unterminated <\(name)>") }
            found.append(element)
            if isEnd, open.last == name { open.removeLast() } else if isEnd { problems.append("</\(name)> closes \(open.last ?? "nothing")") }
            if !isEnd, !voidElements.contains(name) { open.append(name) }
            if !isEnd, name == "style" || name == "script" {
                let rest = String(String.UnicodeScalarView(s[i...]))
                guard let end = rest.range(of: "</\(name)") else { problems.append("unterminated <\(name)>"); break }
                let css = String(rest[..<end.lowerBound])
                if name == "style" { problems += checkStylesheet(css) }
                i += css.unicodeScalars.count
            }
        }
        if !open.isEmpty { problems.append("unclosed \(open)") }
        return (found, problems)
    }

    static func decode(_ value: String) -> String {
        value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `property: value; …` with known properties and values that cannot open a rule,
    /// load a URL, or escape a string.
    static func checkDeclarations(_ css: String) -> [String] {
        var problems: [String] = []
        for declaration in css.components(separatedBy: ";").map({ $0.trimmingCharacters(in: .whitespaces) }) where !declaration.isEmpty {
            let parts = declaration.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, properties.contains(parts[0]) else { problems.append("declaration \(declaration)"); continue }
            let value = parts[1]
            if value.contains(where: { "{}<>\\@/".contains($0) }) || value.replacingOccurrences(of: "rgba(", with: "").contains("(")
                || value.filter({ $0 == "\"" }).count % 2 != 0 {
                problems.append("value \(value)")
            }
            if value.contains("\""), value.range(of: #"^"[\p{L}\p{Nd} _-]+", (monospace|sans-serif)$"#, options: .regularExpression) == nil {
                problems.append("quoted value \(value)")
            }
        }
        return problems
    }

    /// One rule per line: a class selector (or the two wrapper rules) and declarations.
    static func checkStylesheet(_ css: String) -> [String] {
        var problems: [String] = []
        for line in css.split(separator: "\n") {
            guard line.range(of: #"^(\.markupc|:where\(\.markupc\) a|\.m-[A-Za-z0-9_-]+) \{ ([^{}]*) \}$"#, options: .regularExpression) != nil,
                  let open = line.firstIndex(of: "{"), let close = line.lastIndex(of: "}") else { problems.append("rule \(line)"); continue }
            problems += checkDeclarations(String(line[line.index(after: open)..<close]))
        }
        return problems
    }

    /// Asserts that `html` is made only of the emitter's own elements, attributes and CSS.
    static func assertSafe(_ html: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(html.lowercased().contains("<script"), message, file: file, line: line)
        XCTAssertFalse(html.contains("\u{1B}") || html.contains("\u{7}"), "raw control characters: \(message)", file: file, line: line)
        let problems = scan(html).problems
        XCTAssertTrue(problems.isEmpty, "\(message): \(problems)\n\(html)", file: file, line: line)
    }
}

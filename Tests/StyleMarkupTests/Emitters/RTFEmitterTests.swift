import XCTest
@testable import StyleMarkup

final class RTFEmitterTests: XCTestCase {
    private static let header = "{\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1\n{\\fonttbl{\\f0\\fswiss\\fcharset0 Helvetica;}"

    private func rtf(_ input: String, book: String? = nil, emitter: RTFEmitter = RTFEmitter()) throws -> String {
        let styleBook = try book.map { try StyleBook(json: $0) } ?? .default
        return emitter.emitString(try MarkupCompiler(styleBook: styleBook).compile(input))
    }

    private func rtf(_ input: String, styles: [String: StyleAttributes]) throws -> String {
        RTFEmitter().emitString(try MarkupCompiler(styleBook: StyleBook(styles: styles)).compile(input))
    }

    /// The document without the header up to and including the font table.
    private func afterFonts(_ rtf: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        guard let range = rtf.range(of: "}\n{\\colortbl;") else {
            XCTFail("no color table in \(rtf)", file: file, line: line)
            return rtf
        }
        return "{\\colortbl;" + rtf[range.upperBound...]
    }

    // MARK: Exact documents

    func testSmallDocument() throws {
        XCTAssertEqual(try rtf("Hi <b>there</b>"), Self.header + "}\n{\\colortbl;}\n\\pard{\\f0\\fs24 Hi }{\\f0\\fs24\\b there}\n}\n")
    }

    func testEmptyDocument() throws {
        XCTAssertEqual(try rtf(""), Self.header + "}\n{\\colortbl;}\n}\n")
    }

    func testFileExtension() {
        XCTAssertEqual(RTFEmitter().fileExtension, "rtf")
    }

    func testLinkIsAHyperlinkFieldWithTheLinkStyle() throws {
        XCTAssertEqual(try rtf(#"Read <a href="https://example.com/terms">the terms</a>."#), Self.header + """
        }
        {\\colortbl;\\red10\\green102\\blue194;}
        \\pard{\\f0\\fs24 Read }{\\field{\\*\\fldinst{HYPERLINK "https://example.com/terms"}}{\\fldrslt{\\f0\\fs24\\ul\\cf1 the terms}}}{\\f0\\fs24 .}
        }

        """)
    }

    func testConsecutiveRunsOfOneLinkShareOneField() throws {
        let output = afterFonts(try rtf(#"<a href="https://x.test/a">x<b>y</b></a><a href="https://x.test/b">z</a>"#))
        XCTAssertEqual(output, """
        {\\colortbl;\\red10\\green102\\blue194;}
        \\pard{\\field{\\*\\fldinst{HYPERLINK "https://x.test/a"}}{\\fldrslt{\\f0\\fs24\\ul\\cf1 x}{\\f0\\fs24\\b\\ul\\cf1 y}}}\
        {\\field{\\*\\fldinst{HYPERLINK "https://x.test/b"}}{\\fldrslt{\\f0\\fs24\\ul\\cf1 z}}}
        }

        """)
    }

    func testActionsArePlainStyledText() throws {
        let output = afterFonts(try rtf("Tap <help>here</help>", book: #"{"link": {"color": "orange"}, "help": {"action": "help"}}"#))
        XCTAssertEqual(output, "{\\colortbl;\\red255\\green165\\blue0;}\n\\pard{\\f0\\fs24 Tap }{\\f0\\fs24\\cf1 here}\n}\n")
    }

    func testImagesBecomeTheirAltText() throws {
        let book = #"{"star": {"image": {"name": "star", "alt": "*"}, "color": "red"}, "dot": {"image": {"name": "dot"}}}"#
        let output = afterFonts(try rtf("a<star/><star/>b<dot/>c", book: book))
        XCTAssertEqual(output, "{\\colortbl;\\red255\\green0\\blue0;}\n\\pard{\\f0\\fs24 a}{\\f0\\fs24\\cf1 *}{\\f0\\fs24\\cf1 *}{\\f0\\fs24 b}{\\f0\\fs24 c}\n}\n")
    }

    // MARK: Paragraphs

    func testLineBreaksAreParagraphs() throws {
        let output = afterFonts(try rtf("a\nb\r\nc\rd\u{2029}e\n\nf\n"))
        XCTAssertEqual(output, """
        {\\colortbl;}
        \\pard{\\f0\\fs24 a}\\par
        \\pard{\\f0\\fs24 b}\\par
        \\pard{\\f0\\fs24 c}\\par
        \\pard{\\f0\\fs24 d}\\par
        \\pard{\\f0\\fs24 e}\\par
        \\pard\\par
        \\pard{\\f0\\fs24 f}\\par
        }

        """)
    }

    func testParagraphAttributesComeFromTheFirstCharacter() throws {
        let book = ##"""
        {"p": {"paragraph": {"alignment": "center", "lineHeightMultiple": 1.5, "lineSpacing": 2, "paragraphSpacing": 6,
                             "firstLineHeadIndent": 18, "headIndent": 36}},
         "r": {"paragraph": {"alignment": "right"}}}
        """##
        let output = afterFonts(try rtf("<p>x</p><r>y\nz</r><p>w</p>", book: book))
        XCTAssertEqual(output, """
        {\\colortbl;}
        \\pard\\qc\\sl360\\slmult1\\slleading40\\sa120\\fi-360\\li720{\\f0\\fs24 x}{\\f0\\fs24 y}\\par
        \\pard\\qr{\\f0\\fs24 z}{\\f0\\fs24 w}
        }

        """)
    }

    func testEveryAlignmentAndIndent() throws {
        let cases: [(String, String)] = [
            (#"{"alignment": "left"}"#, "\\pard\\ql"), (#"{"alignment": "center"}"#, "\\pard\\qc"),
            (#"{"alignment": "right"}"#, "\\pard\\qr"), (#"{"alignment": "justified"}"#, "\\pard\\qj"),
            (#"{"alignment": "natural"}"#, "\\pard"), (#"{"firstLineHeadIndent": 10}"#, "\\pard\\fi200"),
            (#"{"headIndent": 10}"#, "\\pard\\fi-200\\li200"), (#"{"headIndent": 10, "firstLineHeadIndent": 10}"#, "\\pard\\li200"),
            (#"{"lineHeightMultiple": 0.75}"#, "\\pard\\sl180\\slmult1"), (#"{"paragraphSpacing": 0.5}"#, "\\pard\\sa10"),
        ]
        for (paragraph, expected) in cases {
            let output = try rtf("<p>x</p>", book: #"{"p": {"paragraph": \#(paragraph)}}"#)
            XCTAssertTrue(output.contains("\n" + expected + "{\\f0\\fs24 x}"), "\(paragraph): \(output)")
        }
    }

    func testLinksAndGroupsNeverSpanAParagraph() throws {
        let output = afterFonts(try rtf("<a href=\"https://x.test\">a\nb</a>"))
        XCTAssertEqual(output, """
        {\\colortbl;\\red10\\green102\\blue194;}
        \\pard{\\field{\\*\\fldinst{HYPERLINK "https://x.test"}}{\\fldrslt{\\f0\\fs24\\ul\\cf1 a}}}\\par
        \\pard{\\field{\\*\\fldinst{HYPERLINK "https://x.test"}}{\\fldrslt{\\f0\\fs24\\ul\\cf1 b}}}
        }

        """)
    }

    // MARK: Character attributes

    func testEveryCharacterAttribute() throws {
        let book = ##"""
        {"all": {"font": {"family": "Helvetica Neue", "size": 17, "weight": 600, "italic": true},
                 "underline": {"style": "double", "color": "blue"}, "strikethrough": {"style": "double", "color": "green"},
                 "color": "red", "background": "#ff0", "kern": 1.5, "baselineOffset": 3}}
        """##
        let output = try rtf("<all>x</all>", book: book)
        XCTAssertEqual(output, Self.header + """
        {\\f1\\fnil\\fcharset0 Helvetica Neue;}}
        {\\colortbl;\\red0\\green0\\blue255;\\red0\\green128\\blue0;\\red255\\green0\\blue0;\\red255\\green255\\blue0;}
        \\pard{\\f1\\fs34\\b\\i\\uldb\\ulc1\\strike\\striked1\\strikec2\\cf3\\cb4\\chcbpat4\\expnd6\\expndtw30\\up6 x}
        }

        """)
    }

    func testEachCharacterAttributeAlone() throws {
        let cases: [(String, String)] = [
            (#"{"font": {"weight": 600}}"#, "\\f0\\fs24\\b"), (#"{"font": {"weight": 500}}"#, "\\f0\\fs24"),
            (#"{"font": {"weight": "black"}}"#, "\\f0\\fs24\\b"), (#"{"font": {"italic": false}}"#, "\\f0\\fs24"),
            (#"{"font": {"size": 10.5}}"#, "\\f0\\fs21"), (#"{"font": {"size": 10.25}}"#, "\\f0\\fs21"),
            (#"{"font": {"size": 100000}}"#, "\\f0\\fs32767"), (#"{"font": {"textStyle": "body"}}"#, "\\f0\\fs24"),
            (#"{"underline": "single"}"#, "\\f0\\fs24\\ul"), (#"{"underline": "double"}"#, "\\f0\\fs24\\uldb"),
            (#"{"underline": "thick"}"#, "\\f0\\fs24\\ulth"), (#"{"underline": "none"}"#, "\\f0\\fs24"),
            (#"{"strikethrough": "single"}"#, "\\f0\\fs24\\strike"), (#"{"strikethrough": "thick"}"#, "\\f0\\fs24\\strike"),
            (#"{"strikethrough": "double"}"#, "\\f0\\fs24\\strike\\striked1"), (#"{"strikethrough": "none"}"#, "\\f0\\fs24"),
            (##"{"color": "#00ff00"}"##, "\\f0\\fs24\\cf1"), (#"{"background": "transparent"}"#, "\\f0\\fs24"),
            (#"{"kern": -0.5}"#, "\\f0\\fs24\\expnd-2\\expndtw-10"), (#"{"kern": 0}"#, "\\f0\\fs24"),
            (#"{"baselineOffset": -2}"#, "\\f0\\fs24\\dn4"), (#"{"baselineOffset": 0}"#, "\\f0\\fs24"),
            (#"{"custom": {"k": 1}}"#, "\\f0\\fs24"),
        ]
        for (style, expected) in cases {
            let output = try rtf("<s>x</s>", book: #"{"s": \#(style)}"#)
            XCTAssertTrue(output.contains("\\pard{" + expected + " x}"), "\(style): \(output)")
        }
    }

    func testUnderlineNoneTurnsOffTheLinkUnderline() throws {
        let output = try rtf(#"<a href="https://x.test"><plain>x</plain></a>"#, book: #"{"link": {"underline": "single"}, "a": {}, "plain": {"underline": "none"}}"#)
        XCTAssertTrue(output.contains("{\\fldrslt{\\f0\\fs24 x}}"), output)
    }

    func testFontTableHasEachFamilyOnceAndMonospaceFallsBackToCourier() throws {
        let book = #"{"code": {"font": {"monospace": true}}, "menlo": {"font": {"family": "Menlo", "monospace": true}}, "hn": {"font": {"family": "Helvetica"}}}"#
        let output = try rtf("<code>a</code><menlo>b</menlo><code>c</code><hn>d</hn>", book: book)
        XCTAssertEqual(output, Self.header + """
        {\\f1\\fmodern\\fcharset0 Courier;}{\\f2\\fmodern\\fcharset0 Menlo;}}
        {\\colortbl;}
        \\pard{\\f1\\fs24 a}{\\f2\\fs24 b}{\\f1\\fs24 c}{\\f0\\fs24 d}
        }

        """)
        let custom = RTFEmitter(defaultFontFamily: "Avenir Next", monospaceFontFamily: "Menlo", defaultFontSize: 10.5)
        XCTAssertEqual(try rtf("<code>a</code>b", book: book, emitter: custom), """
        {\\rtf1\\ansi\\ansicpg1252\\deff0\\uc1
        {\\fonttbl{\\f0\\fswiss\\fcharset0 Avenir Next;}{\\f1\\fmodern\\fcharset0 Menlo;}}
        {\\colortbl;}
        \\pard{\\f1\\fs21 a}{\\f0\\fs21 b}
        }

        """)
    }

    func testColorsAreSharedAndTranslucentColorsAreCompositedOverWhite() throws {
        let book = ##"{"a": {"color": "rgba(255, 0, 0, 0.5)"}, "b": {"color": "red", "background": "red"}, "c": {"background": "#0000ff00"}}"##
        XCTAssertEqual(afterFonts(try rtf("<a>x</a><b>y</b><c>z</c>", book: book)), """
        {\\colortbl;\\red255\\green127\\blue127;\\red255\\green0\\blue0;}
        \\pard{\\f0\\fs24\\cf1 x}{\\f0\\fs24\\cf2\\cb2\\chcbpat2 y}{\\f0\\fs24 z}
        }

        """)
    }

    func testNonFiniteNumbersAreLeftOut() throws {
        let style = StyleAttributes(font: FontAttributes(size: .nan), kern: .infinity, baselineOffset: -.infinity,
                                    paragraph: ParagraphAttributes(lineSpacing: .nan, paragraphSpacing: .infinity, lineHeightMultiple: .nan, firstLineHeadIndent: .nan))
        XCTAssertEqual(afterFonts(try rtf("<n>x</n>", styles: ["n": style])), "{\\colortbl;}\n\\pard{\\f0\\fs24 x}\n}\n")
    }

    // MARK: Escaping

    func testTextEscaping() throws {
        let output = afterFonts(try rtf("a\\b{c}\td\u{2028}e é 日 😀 \u{E000}\u{FFFF}"))
        XCTAssertEqual(output, "{\\colortbl;}\n\\pard{\\f0\\fs24 a\\\\b\\{c\\}\\tab d\\line e \\u233? \\u26085? \\u-10179?\\u-8704? \\u-8192?\\u-1?}\n}\n")
    }

    func testSixteenBitBoundaries() throws {
        let output = afterFonts(try rtf("\u{7F}\u{80}\u{A0}\u{7FFF}\u{8000}\u{FFFD}\u{10000}\u{10FFFF}"))
        XCTAssertEqual(output, "{\\colortbl;}\n\\pard{\\f0\\fs24 \\u9249?\\u-3?\\u160?\\u32767?\\u-32768?\\u-3?\\u-10240?\\u-9216?\\u-9217?\\u-8193?}\n}\n")
    }

    func testControlCharactersAreMadeVisible() throws {
        let output = afterFonts(try rtf("a\u{1}\u{1B}\u{7F}\u{85}\u{9F}b"))
        XCTAssertEqual(output, "{\\colortbl;}\n\\pard{\\f0\\fs24 a\\u9217?\\u9243?\\u9249?\\u-3?\\u-3?b}\n}\n")
        RTFReader.assertSafe(try rtf("\u{1}x"), shows: "\u{2401}x")
        // NUL cannot be in markup input, but an alt text built in code may hold it.
        let alt = try rtf("<img/>", styles: ["img": StyleAttributes(image: ImageAttributes(alt: "\u{0}"))])
        XCTAssertTrue(alt.contains("\\pard{\\f0\\fs24 \\u9216?}"), alt)
    }

    func testOutputIsASCII() throws {
        let output = try rtf("Ünïcödé ✓ 😀 \u{10FFFF} <b>ß</b>")
        XCTAssertTrue(output.utf8.allSatisfy { $0 < 0x80 }, output)
        RTFReader.assertSafe(output, shows: "Ünïcödé ✓ 😀 \u{10FFFF} ß")
    }

    func testEveryScalarClassRoundTripsThroughAReader() throws {
        let pieces = ["\\", "{", "}", "}{\\rtf1 ", "\\par", "\\u-1?", "\\'41", ";", "\"", "?", " ", "  ", "é", "日本語",
                      "😀", "👩🏽‍💻", "\u{FFFD}", "\t", "x", "\u{A0}", "\u{AD}", "\u{200B}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let compiled = try MarkupCompiler(styleBook: StyleBook(styles: ["b": StyleAttributes(font: FontAttributes(weight: 700))]))
                .compile(text.replacingOccurrences(of: "<", with: "&lt;"))
            RTFReader.assertSafe(RTFEmitter().emitString(compiled), shows: text)
        }
    }

    // MARK: Injection

    func testInjectionInTextIsEscaped() throws {
        let input = #"}{\rtf1 \b\par evil}{\field{\*\fldinst{HYPERLINK "https://evil.test"}}{\fldrslt x}}"#
        let output = try rtf(input.replacingOccurrences(of: "<", with: "&lt;"))
        RTFReader.assertSafe(output, shows: input)
        let reader = try RTFReader(output)
        XCTAssertEqual(reader.fieldInstructions, [])
        XCTAssertFalse(reader.words.contains("field"))
    }

    func testInjectionInALinkIsPercentEncoded() throws {
        let link = "https://e.test/\"}}{\\rtf1 \\b x}{\\field{\\*\\fldinst{HYPERLINK \"https://evil.test\"}}é\u{1}"
        let output = try rtf("<x>go</x>", styles: ["x": StyleAttributes(link: link)])
        RTFReader.assertSafe(output, shows: "go")
        XCTAssertEqual(try RTFReader(output).fieldInstructions,
                       [#"HYPERLINK "https://e.test/%22%7D%7D%7B%5Crtf1%20%5Cb%20x%7D%7B%5Cfield%7B%5C*%5Cfldinst%7BHYPERLINK%20%22https://evil.test%22%7D%7D%C3%A9%01""#])
        // Through markup, the compiler has already percent-encoded the href; the field keeps it.
        let fromMarkup = try rtf(#"<a href="https://e.test/?q=&quot;}{\rtf1">go</a>"#)
        RTFReader.assertSafe(fromMarkup, shows: "go")
        XCTAssertEqual(try RTFReader(fromMarkup).fieldInstructions, [#"HYPERLINK "https://e.test/?q=%22%7D%7B%5Crtf1""#])
    }

    func testInjectionInAFontFamilyIsRemoved() throws {
        let book = #"{"f": {"font": {"family": "Evil;}{\\rtf1 \\b X"}}, "g": {"font": {"family": " ;{}\\ "}}, "h": {"font": {"family": "ヒラギノ\u0001"}}}"#
        let output = try rtf("<f>a</f><g>b</g><h>c</h>", book: book)
        XCTAssertTrue(output.contains("{\\f1\\fnil\\fcharset0 Evilrtf1 b X;}{\\f2\\fnil\\fcharset0 \\u12498?\\u12521?\\u12462?\\u12494?;}}"), output)
        XCTAssertTrue(output.contains("\\pard{\\f1\\fs24 a}{\\f0\\fs24 b}{\\f2\\fs24 c}"), output)
        RTFReader.assertSafe(output, shows: "abc")
        let reader = try RTFReader(output)
        XCTAssertEqual(reader.fontTable, "Helvetica;Evilrtf1 b X;ヒラギノ;")
        let emitter = RTFEmitter(defaultFontFamily: "A;}{\\rtf1 B", monospaceFontFamily: ";")
        let custom = try rtf("<code>x</code>", book: #"{"code": {"font": {"monospace": true}}}"#, emitter: emitter)
        XCTAssertTrue(custom.contains("{\\fonttbl{\\f0\\fswiss\\fcharset0 Artf1 B;}{\\f1\\fmodern\\fcharset0 Courier;}}"), custom)
        RTFReader.assertSafe(custom, shows: "x")
    }

    func testInjectionInImageAltIsEscaped() throws {
        let styles = ["img": StyleAttributes(image: ImageAttributes(name: "i", alt: "}{\\rtf1 \\b\n"))]
        let compiled = try MarkupCompiler(styleBook: StyleBook(styles: styles)).compile("a<img/>b")
        RTFReader.assertSafe(RTFEmitter().emitString(compiled), shows: "a}{\\rtf1 \\b\nb")
    }
}

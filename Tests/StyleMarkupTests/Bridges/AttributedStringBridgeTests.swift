import Foundation
import XCTest
import StyleMarkup

/// `CompiledText` ⇄ `AttributedString`: every attribute survives the round trip, with emoji
/// (surrogate pairs), unstyled stretches and empty text.
final class AttributedStringBridgeTests: XCTestCase {
    /// A style book that sets every attribute somewhere.
    private let everyAttributeBook = ##"""
    {
      "body": {"font": {"family": "Helvetica Neue", "size": 17, "textStyle": "body"}, "paragraph": {"alignment": "natural", "lineSpacing": 2}},
      "link": {"color": "#007aff", "underline": {"style": "single", "color": "#ff000080"}},
      "b": {"font": {"weight": "bold"}},
      "i": {"font": {"italic": true}},
      "code": {"font": {"monospace": true, "family": "Menlo"}, "background": "rgba(0,0,0,0.1)"},
      "s": {"strikethrough": "double"},
      "k": {"kern": 1.5, "baselineOffset": -2},
      "p": {"paragraph": {"alignment": "center", "paragraphSpacing": 8, "lineHeightMultiple": 1.2, "firstLineHeadIndent": 4, "headIndent": 2}},
      "help": {"action": "help"},
      "terms": {"link": "https://example.com/terms?x=1#top"},
      "thumb": {"image": {"name": "thumbIcon", "src": "https://example.com/t.png", "alt": "👍", "width": 16, "height": 12.5}},
      "meta": {"custom": {"id": 7, "tags": ["a", true, null], "nested": {"k": "v"}}}
    }
    """##

    private func compileEverything() throws -> CompiledText {
        let book = try StyleBook(json: everyAttributeBook)
        let markup = "Hi 👋🏽 <b>bold <i>both 𝄞</i></b> <code>x</code> <s>gone</s> <k>kern</k> "
            + "<p>centered 🇫🇷</p> <help>tap 😀</help> <terms>terms</terms> <a href=\"/rel path\">rel</a> "
            + "<thumb/> <meta>m</meta> end 👨‍👩‍👧"
        return try MarkupCompiler(styleBook: book).compile(markup)
    }

    func testCompiledRunsSurviveTheRoundTrip() throws {
        let compiled = try compileEverything()
        let string = AttributedString(compiled)
        XCTAssertEqual(String(string.characters), compiled.makeText())
        XCTAssertEqual(string.makeStyleMarkupRuns(), Array(compiled.runs))
        let back = CompiledText(string)
        XCTAssertEqual(back.makeText(), compiled.makeText())
        XCTAssertEqual(back.utf16Count, compiled.utf16Count)
        XCTAssertEqual(Array(back.runs), Array(compiled.runs))
        XCTAssertEqual(back.makeTags(), [])
        // Every attribute is set on some run, so the round trip covered all of them.
        let all = compiled.runs.map(\.attributes)
        XCTAssertTrue(all.contains { $0.font?.weight == 700 && $0.font?.italic == true })
        XCTAssertTrue(all.contains { $0.font?.monospace == true && $0.background != nil })
        XCTAssertTrue(all.contains { $0.strikethrough != nil } && all.contains { $0.kern != nil && $0.baselineOffset != nil })
        XCTAssertTrue(all.contains { $0.paragraph?.headIndent != nil } && all.contains { $0.action != nil })
        XCTAssertTrue(all.contains { $0.image != nil } && all.contains { $0.custom != nil })
        XCTAssertTrue(all.contains { $0.underline?.color != nil && $0.link == "/rel%20path" })
        // Emitters write the same runs from the AttributedString.
        XCTAssertEqual(RTFEmitter().emit(back), RTFEmitter().emit(compiled))
        XCTAssertEqual(back.attributedString, string)
    }

    /// Compiled text is converted by setting each run's attributes on one string of the whole
    /// text, with containers kept in the book's table; it must equal building the string run by
    /// run from the same text and runs.
    func testCompiledTextConvertsLikeItsRuns() throws {
        let compiled = try compileEverything()
        XCTAssertEqual(AttributedString(compiled), AttributedString(styleMarkupText: compiled.makeText(), runs: compiled.runs))
        let book = try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}}"#)
        let compiler = MarkupCompiler(styleBook: book)
        for markup in ["", "plain", "<b>all bold</b>", "a <b>b</b> c", "<b>e</b>\u{301} <x>x</x> 😀<b>😀<i>🇫🇷</i></b>", "<i>x</i><b>y</b>"] {
            let compiled = try compiler.compile(markup)
            for round in 0..<2 {  // the first time makes the containers, the second reuses them
                let string = AttributedString(compiled)
                XCTAssertEqual(string, AttributedString(styleMarkupText: compiled.makeText(), runs: compiled.runs), "\(markup) #\(round)")
                XCTAssertEqual(string.makeStyleMarkupRuns(), Array(compiled.runs), "\(markup) #\(round)")
            }
        }
    }

    /// The string made from compiled text equals one the test builds itself with Foundation's
    /// own API, piece by piece, from runs written out by hand: links, actions, an image, custom
    /// values, and run boundaries beside emoji, flags, a skin tone, a scalar outside the BMP and
    /// a combining mark that joins the next run's first character.
    func testCompiledTextEqualsAStringBuiltByHand() throws {
        typealias Keys = AttributeScopes.StyleMarkupAttributes
        let book = try StyleBook(json: #"""
        {"link": {"color": "#0a66c2", "underline": "single"}, "b": {"font": {"weight": "bold"}},
         "help": {"action": "help"}, "terms": {"link": "https://example.com/terms?a=1"},
         "thumb": {"image": {"name": "thumb", "alt": "👍", "width": 16}}, "meta": {"custom": {"id": 7, "k": "v"}}}
        """#)
        let markup = "👋🏽 <b>bold 𝄞</b><help>😀 help</help>, <terms>the 🇫🇷 terms</terms> <thumb/><meta>e</meta>\u{301}日本"
        func piece(_ text: String, _ set: (inout AttributeContainer) -> Void = { _ in }) -> AttributedString {
            var container = AttributeContainer()
            set(&container)
            return AttributedString(text, attributes: container)
        }
        let linkColor = Color(red: 0x0a, green: 0x66, blue: 0xc2)
        let pieces = [
            piece("👋🏽 "),
            piece("bold 𝄞") { $0[Keys.FontAttribute.self] = FontAttributes(weight: 700) },
            piece("😀 help") {
                $0[Keys.ColorAttribute.self] = linkColor
                $0[Keys.UnderlineAttribute.self] = LineStyle(.single)
                $0[Keys.ActionAttribute.self] = "help"
            },
            piece(", "),
            piece("the 🇫🇷 terms") {
                $0[Keys.ColorAttribute.self] = linkColor
                $0[Keys.UnderlineAttribute.self] = LineStyle(.single)
                $0.link = URL(string: "https://example.com/terms?a=1")
            },
            piece(" "),
            piece("\u{FFFC}") { $0[Keys.ImageAttribute.self] = ImageAttributes(name: "thumb", alt: "👍", width: 16) },
            piece("e") { $0[Keys.CustomAttribute.self] = ["id": .number(7), "k": .string("v")] },
            piece("\u{301}日本"),
        ]
        var expected = AttributedString()
        for piece in pieces { expected.append(piece) }
        let compiler = MarkupCompiler(styleBook: book)
        // Twice (the containers are made, then reused from the book's table), from a second
        // compiler sharing the book, and long enough for the string to span many chunks.
        for (round, compiler) in [compiler, compiler, MarkupCompiler(styleBook: book)].enumerated() {
            let compiled = try compiler.compile(markup)
            XCTAssertEqual(compiled.runs.count, pieces.count, "#\(round)")
            XCTAssertEqual(AttributedString(compiled), expected, "#\(round)")
        }
        var long = AttributedString()
        for _ in 0..<40 { long.append(expected) }
        XCTAssertEqual(AttributedString(try compiler.compile(String(repeating: markup, count: 40))), long)
        // Styled first and last runs, and a single styled run.
        var edges = pieces[1]
        edges.append(pieces[3])
        edges.append(pieces[2])
        XCTAssertEqual(AttributedString(try compiler.compile("<b>bold 𝄞</b>, <help>😀 help</help>")), edges)
        XCTAssertEqual(AttributedString(try compiler.compile("<terms>the 🇫🇷 terms</terms>")), pieces[4])
        XCTAssertEqual(AttributedString(try compiler.compile("👋🏽 ")), pieces[0])
    }

    func testEveryAttributeAloneRoundTrips() {
        let red = Color(red: 255, green: 0, blue: 0)
        let values: [StyleAttributes] = [
            StyleAttributes(font: FontAttributes(family: "Avenir", size: 11.5, weight: 300, italic: false, monospace: true, textStyle: .caption2)),
            StyleAttributes(font: FontAttributes(weight: 900)),
            StyleAttributes(color: Color(red: 1, green: 2, blue: 3, alpha: 4)),
            StyleAttributes(background: red),
            StyleAttributes(underline: LineStyle(.thick, color: red)),
            StyleAttributes(underline: LineStyle(.none)),
            StyleAttributes(strikethrough: LineStyle(.single)),
            StyleAttributes(kern: -0.25),
            StyleAttributes(baselineOffset: 3),
            StyleAttributes(paragraph: ParagraphAttributes(alignment: .justified, lineSpacing: 1, paragraphSpacing: 2, lineHeightMultiple: 1.1, firstLineHeadIndent: 3, headIndent: 4)),
            StyleAttributes(link: "https://example.com/a%20b?q=%E2%9C%93"),
            StyleAttributes(link: "mailto:someone@example.com"),
            StyleAttributes(link: "terms.html"),
            StyleAttributes(link: "100%"),       // URL would write 100%25
            StyleAttributes(link: ""),           // URL cannot hold it
            StyleAttributes(action: "settings"),
            StyleAttributes(link: "tel:+15555550100", action: "call"),
            StyleAttributes(image: ImageAttributes(name: "icon", src: nil, alt: "★", width: 10, height: nil)),
            StyleAttributes(custom: ["n": .number(1.5), "s": .string("x"), "b": .bool(false), "z": .null,
                                     "a": .array([.number(1), .object(["k": .string("v")])])]),
            .empty,
        ]
        // Each value on an emoji between unstyled stretches: "a😀b" per value.
        var text = ""
        var runs: [Run] = []
        for value in values {
            let utf8 = text.utf8.count
            let utf16 = text.utf16.count
            text += "a😀b"
            runs.append(Run(range: TextRange(utf8: utf8..<utf8 + 1, utf16: utf16..<utf16 + 1), attributes: .empty))
            runs.append(Run(range: TextRange(utf8: utf8 + 1..<utf8 + 5, utf16: utf16 + 1..<utf16 + 3), attributes: value))
            runs.append(Run(range: TextRange(utf8: utf8 + 5..<utf8 + 6, utf16: utf16 + 3..<utf16 + 4), attributes: .empty))
        }
        // The expected runs are maximal: neighbouring empty runs are one.
        var expected: [Run] = []
        for run in runs {
            if let last = expected.last, last.attributes == run.attributes {
                expected[expected.count - 1].range = TextRange(utf8: last.range.utf8.lowerBound..<run.range.utf8.upperBound,
                                                               utf16: last.range.utf16.lowerBound..<run.range.utf16.upperBound)
            } else {
                expected.append(run)
            }
        }
        let string = AttributedString(styleMarkupText: text, runs: runs)
        XCTAssertEqual(string.makeStyleMarkupRuns(), expected)
        XCTAssertEqual(AttributedString(styleMarkupText: text, runs: expected).makeStyleMarkupRuns(), expected)
        for value in values {
            let run = Run(range: TextRange(utf8: 0..<4, utf16: 0..<2), attributes: value)
            XCTAssertEqual(AttributedString(styleMarkupText: "😀", runs: [run]).makeStyleMarkupRuns(), [run], "\(value)")
        }
    }

    func testEmptyTextAndEmptyRuns() {
        XCTAssertEqual(AttributedString(styleMarkupText: "", runs: []).makeStyleMarkupRuns(), [])
        let empty = CompiledText(AttributedString())
        XCTAssertEqual(empty.runs.count, 0)
        XCTAssertEqual(empty.makeText(), "")
        XCTAssertEqual(JSONEmitter().emitString(empty), JSONEmitter().emitString(try MarkupCompiler(styleBook: .default).compile("")))
        // Zero-length runs, runs past the end and overlapping parts are ignored; gaps are unstyled.
        let bold = StyleAttributes(font: FontAttributes(weight: 700))
        let runs = [
            Run(range: TextRange(utf8: 0..<0, utf16: 0..<0), attributes: StyleAttributes(kern: 1)),
            Run(range: TextRange(utf8: 1..<5, utf16: 1..<3), attributes: bold),
            Run(range: TextRange(utf8: 2..<9, utf16: 2..<9), attributes: StyleAttributes(action: "x")),
        ]
        let string = AttributedString(styleMarkupText: "a😀b", runs: runs)
        XCTAssertEqual(string.makeStyleMarkupRuns(), [
            Run(range: TextRange(utf8: 0..<1, utf16: 0..<1), attributes: .empty),
            Run(range: TextRange(utf8: 1..<5, utf16: 1..<3), attributes: bold),
            Run(range: TextRange(utf8: 5..<6, utf16: 3..<4), attributes: StyleAttributes(action: "x")),
        ])
        // Unstyled text is one run with no attributes, as the compiler makes it.
        XCTAssertEqual(AttributedString("plain 😀").makeStyleMarkupRuns(),
                       [Run(range: TextRange(utf8: 0..<10, utf16: 0..<8), attributes: .empty)])
    }

    func testKeysAreReadableAsPropertiesAndLinksAreFoundationLinks() throws {
        let compiled = try compileEverything()
        let string = AttributedString(compiled)
        let helpRun = try XCTUnwrap(string.runs.first { $0.markupAction == "help" })
        XCTAssertEqual(helpRun.markupColor, Color(red: 0, green: 0x7a, blue: 0xff))
        XCTAssertEqual(helpRun.markupUnderline, LineStyle(.single, color: Color(red: 255, green: 0, blue: 0, alpha: 0x80)))
        XCTAssertEqual(helpRun.markupFont, FontAttributes(family: "Helvetica Neue", size: 17, textStyle: .body))
        XCTAssertNil(helpRun.link)
        let termsRun = try XCTUnwrap(string.runs.first { $0.link != nil && $0.markupLinkText == nil && $0.link?.scheme == "https" })
        XCTAssertEqual(termsRun.link, URL(string: "https://example.com/terms?x=1#top"))
        XCTAssertEqual(String(string[termsRun.range].characters), "terms")
        let imageRun = try XCTUnwrap(string.runs.first { $0.markupImage != nil })
        XCTAssertEqual(String(string[imageRun.range].characters), "\u{FFFC}")
        XCTAssertEqual(imageRun.markupImage?.alt, "👍")
        XCTAssertEqual(string.runs.first { $0.markupCustom != nil }?.markupCustom?["id"], .number(7))
        XCTAssertEqual(string.runs.first { $0.markupKern != nil }?.markupBaselineOffset, -2)
        XCTAssertEqual(string.runs.first { $0.markupStrikethrough != nil }?.markupStrikethrough, LineStyle(.double))
        XCTAssertEqual(string.runs.first { $0.markupBackground != nil }?.markupFont?.monospace, true)
        XCTAssertEqual(string.runs.first { $0.markupParagraph?.alignment == .center }?.markupParagraph?.headIndent, 2)
        // A link URL would respell is kept as written beside `.link`.
        var container = AttributeContainer(StyleAttributes(link: "100%"))
        XCTAssertEqual(container.link?.absoluteString, "100%25")
        XCTAssertEqual(container.markupLinkText, "100%")
        XCTAssertEqual(StyleAttributes(container).link, "100%")
        // Once an app changes or removes `.link`, `.link` wins.
        container.link = URL(string: "https://example.com/other")
        XCTAssertEqual(StyleAttributes(container).link, "https://example.com/other")
        container.link = nil
        XCTAssertNil(StyleAttributes(container).link)
    }

    func testKeyNamesAreTheDocumentedOnes() {
        typealias Keys = AttributeScopes.StyleMarkupAttributes
        XCTAssertEqual([Keys.FontAttribute.name, Keys.ColorAttribute.name, Keys.BackgroundAttribute.name,
                        Keys.UnderlineAttribute.name, Keys.StrikethroughAttribute.name, Keys.KernAttribute.name,
                        Keys.BaselineOffsetAttribute.name, Keys.ParagraphAttribute.name, Keys.ActionAttribute.name,
                        Keys.ImageAttribute.name, Keys.CustomAttribute.name, Keys.LinkTextAttribute.name],
                       ["StyleMarkup.font", "StyleMarkup.color", "StyleMarkup.background", "StyleMarkup.underline",
                        "StyleMarkup.strikethrough", "StyleMarkup.kern", "StyleMarkup.baselineOffset", "StyleMarkup.paragraph",
                        "StyleMarkup.action", "StyleMarkup.image", "StyleMarkup.custom", "StyleMarkup.linkText"])
        XCTAssertEqual(AttributeScopes.FoundationAttributes.LinkAttribute.name, "NSLink")
        // The scope is reachable as `\.styleMarkup`, as UIKit's is as `\.uiKit`.
        var container = AttributeContainer()
        container.styleMarkup.markupAction = "go"
        XCTAssertEqual(container.markupAction, "go")
    }

    func testHitTestingAtUTF16Offsets() throws {
        let book = try StyleBook(contentsOfFile: repositoryRoot.appendingPathComponent("StyleBooks/wp-actions.json").path)
        let compiled = try MarkupCompiler(styleBook: book).compile("😀 Tap <help>here</help>")
        let string = AttributedString(compiled)
        for offset in -1...compiled.utf16Count {
            XCTAssertEqual(string.styleMarkupAttributes(atUTF16Offset: offset), compiled.run(atUTF16Offset: offset)?.attributes, "offset \(offset)")
        }
        XCTAssertEqual(string.styleMarkupAttributes(atUTF16Offset: 7)?.action, "help")
        XCTAssertNil(string.styleMarkupAttributes(atUTF16Offset: 1)?.action)
    }

    func testOtherAttributesAreIgnoredAndMerged() {
        var string = AttributedString("one two")
        let all = string.startIndex..<string.endIndex
        string[all].markupAction = "go"
        let middle = string.characters.index(string.startIndex, offsetBy: 2)..<string.characters.index(string.startIndex, offsetBy: 5)
        string[middle].languageIdentifier = "en"   // a Foundation attribute StyleMarkup does not read
        XCTAssertEqual(string.runs.count, 3)
        XCTAssertEqual(string.makeStyleMarkupRuns(), [Run(range: TextRange(utf8: 0..<7, utf16: 0..<7), attributes: StyleAttributes(action: "go"))])
    }

    private var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }
}

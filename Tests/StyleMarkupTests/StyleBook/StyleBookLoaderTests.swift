import Foundation
import XCTest
@testable import StyleMarkup

/// The forms of a style book that load successfully, and what they resolve to.
final class StyleBookLoaderTests: XCTestCase {
    // MARK: - Successful forms

    func testReferences() throws {
        let book = try load(#"""
        {
          "strong": "b",
          "b": {"font": {"weight": "bold"}},
          "bolder": "strong"
        }
        """#)
        let bold = StyleAttributes(font: FontAttributes(weight: 700))
        XCTAssertEqual(book.style(named: "b"), bold)
        XCTAssertEqual(book.style(named: "strong"), bold, "a forward reference resolves")
        XCTAssertEqual(book.style(named: "bolder"), bold, "a chain resolves")
        XCTAssertEqual(book.styles.count, 3)
    }

    func testArraysApplyLeftToRightAndLaterWins() throws {
        let json = #"""
        {
          "b": {"font": {"weight": "bold", "size": 12}, "color": "red"},
          "x": [{"color": "green", "kern": 1}, "b", {"font": {"italic": true, "size": 14}}],
          "y": ["b", {"color": "blue", "underline": "single"}, {"underline": {"style": "double", "color": "#f00"}}],
          "z": [{"custom": {"a": 1, "b": 2}}, {"custom": {"b": "two", "c": null}}],
          "p": [{"paragraph": {"alignment": "left", "lineSpacing": 2}}, {"paragraph": {"alignment": "right"}}],
          "e": []
        }
        """#
        let book = try load(json)
        XCTAssertEqual(book.style(named: "x"), StyleAttributes(font: FontAttributes(size: 14, weight: 700, italic: true), color: Color(red: 255, green: 0, blue: 0), kern: 1))
        XCTAssertEqual(book.style(named: "y"), StyleAttributes(font: FontAttributes(size: 12, weight: 700), color: Color(red: 0, green: 0, blue: 255),
                                                               underline: LineStyle(.double, color: Color(red: 255, green: 0, blue: 0))))
        XCTAssertEqual(book.style(named: "z")?.custom, ["a": .number(1), "b": .string("two"), "c": .null])
        XCTAssertEqual(book.style(named: "p")?.paragraph, ParagraphAttributes(alignment: .right, lineSpacing: 2))
        XCTAssertEqual(book.style(named: "e"), StyleAttributes())
    }

    func testNestedArrays() throws {
        let book = try load(#"""
        {
          "r": {"color": "red"},
          "x": [[{"kern": 1}, ["r", [{"kern": 2}]]], [[]], {"baselineOffset": 3}, [[["r"]]]]
        }
        """#)
        XCTAssertEqual(book.style(named: "x"), StyleAttributes(color: Color(red: 255, green: 0, blue: 0), kern: 2, baselineOffset: 3))
    }

    func testNestedArrayErrorPaths() {
        // {"x": [[{"kern": 1}, [{"kern": "2"}]]]} -> '[' 7, '[' 8, '{' 9 … '}' 19, ',' 20, ' ' 21, '[' 22, '{' 23, "kern" 24-29, ':' 30, ' ' 31, value 32
        assertError(#"{"x": [[{"kern": 1}, [{"kern": "2"}]]]}"#, "styles.json:1:32: error: x[0][1][0].kern: expected a number, found a string")
    }

    func testLinkSchemesAllowingACustomScheme() throws {
        let book = try load(#"{"$linkSchemes": ["https", "MyApp"], "open": {"link": "myapp://settings/privacy"}, "web": {"link": "HTTPS://example.com"}}"#)
        XCTAssertEqual(book.linkPolicy.allowedSchemes, ["https", "myapp"])
        XCTAssertEqual(book.style(named: "open")?.link, "myapp://settings/privacy")
        XCTAssertEqual(book.style(named: "web")?.link, "HTTPS://example.com", "the link keeps its own spelling")
        // The policy also governs tags' href attributes.
        let compiled = try MarkupCompiler(styleBook: book).compile(#"<a href="myapp://x">go</a>"#)
        XCTAssertEqual(compiled.link(atUTF16Offset: 0), "myapp://x")
        XCTAssertThrowsError(try MarkupCompiler(styleBook: book).compile(#"<a href="http://x">go</a>"#)) { error in
            XCTAssertEqual((error as? CompileError)?.description,
                           #"1:1: tag <a> href: link scheme "http" is not allowed (allowed: https, myapp) [invalid-link]"#)
        }
    }

    func testRelativeLinksAreAllowed() throws {
        // Path references only: a scheme-relative `//host` link is another host (LinkHostTests).
        let book = try load(#"{"$linkSchemes": [], "a": {"link": "/help"}, "b": {"link": "help.html#top"}, "c": {"link": "?q=1"}, "d": {"link": "a/b:c"}}"#)
        XCTAssertEqual(book.style(named: "a")?.link, "/help")
        XCTAssertEqual(book.style(named: "b")?.link, "help.html#top")
        XCTAssertEqual(book.style(named: "c")?.link, "?q=1")
        XCTAssertEqual(book.style(named: "d")?.link, "a/b:c", "a ':' after a '/' is not a scheme")
    }

    func testLinksArePercentEncoded() throws {
        // The JSON holds a link with a space, non-ASCII letters, quotes, angle brackets, braces,
        // '|', '^', '`' and '\'; each becomes %XX of its UTF-8 bytes, while %20, '#', '&', '?'
        // and '=' are kept as written.
        let json = #"{"t": {"link": "https://example.com/a b/ü/日本/😀?q=\"x\"&y=<z>&w={1}|^`\\%20#frag"}}"#
        XCTAssertEqual(try style(json, "t").link,
                       "https://example.com/a%20b/%C3%BC/%E6%97%A5%E6%9C%AC/%F0%9F%98%80?q=%22x%22&y=%3Cz%3E&w=%7B1%7D%7C%5E%60%5C%20#frag")
        XCTAssertEqual(try style(#"{"m": {"link": "mailto:José@example.com"}}"#, "m").link, "mailto:Jos%C3%A9@example.com")
        XCTAssertEqual(try style(#"{"i": {"image": {"src": "/img/a b.png", "alt": "a b"}}}"#, "i").image,
                       ImageAttributes(src: "/img/a%20b.png", alt: "a b"))
    }

    func testAllColorForms() throws {
        let json = #"""
        {
          "rgb3": {"color": "#abc"},
          "rgb4": {"color": "#abc8"},
          "rgb6": {"color": "#0A66c2"},
          "rgb8": {"color": "#0a66c280"},
          "upper": {"color": "RED"},
          "mixed": {"color": "RebeccaPurple"},
          "grey": {"color": "DarkSlateGrey"},
          "clear": {"background": "transparent"},
          "fn": {"color": "rgb(255, 165, 0)"},
          "fnTight": {"color": "RGB(1,2,3)"},
          "fnA": {"color": "rgba(0, 0, 0, 0.5)"},
          "fnA0": {"background": "rgba(10, 20, 30, 0)"},
          "fnA1": {"background": "rgba(10, 20, 30, 1)"},
          "spaced": {"color": "  #fff  "},
          "line": {"underline": {"style": "thick", "color": "rgba(255, 0, 0, 0.25)"}}
        }
        """#
        let book = try load(json)
        func color(_ name: String) -> String? { (book.style(named: name)?.color ?? book.style(named: name)?.background)?.hexString }
        XCTAssertEqual(color("rgb3"), "#aabbcc")
        XCTAssertEqual(color("rgb4"), "#aabbcc88")
        XCTAssertEqual(color("rgb6"), "#0a66c2")
        XCTAssertEqual(color("rgb8"), "#0a66c280")
        XCTAssertEqual(color("upper"), "#ff0000")
        XCTAssertEqual(color("mixed"), "#663399")
        XCTAssertEqual(color("grey"), "#2f4f4f")
        XCTAssertEqual(color("clear"), "#00000000")
        XCTAssertEqual(color("fn"), "#ffa500")
        XCTAssertEqual(color("fnTight"), "#010203")
        XCTAssertEqual(color("fnA"), "#00000080", "0.5 × 255 = 127.5 rounds to 128")
        XCTAssertEqual(color("fnA0"), "#0a141e00")
        XCTAssertEqual(color("fnA1"), "#0a141e")
        XCTAssertEqual(color("spaced"), "#ffffff")
        XCTAssertEqual(book.style(named: "line")?.underline, LineStyle(.thick, color: Color(red: 255, green: 0, blue: 0, alpha: 64)))
        XCTAssertEqual(book.style(named: "rgb4")?.color, Color(red: 0xAA, green: 0xBB, blue: 0xCC, alpha: 0x88))
    }

    func testWeightsByNameAndNumber() throws {
        let names = ["ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500,
                     "semibold": 600, "bold": 700, "heavy": 800, "black": 900]
        var members: [String] = []
        for (name, _) in names { members.append(#""\#(name)": {"font": {"weight": "\#(name)"}}"#) }
        members.append(#""Upper": {"font": {"weight": "SemiBold"}}"#)
        for number in [100, 550, 900] { members.append(#""n\#(number)": {"font": {"weight": \#(number)}}"#) }
        members.append(#""real": {"font": {"weight": 300.0}}"#)
        let book = try load("{" + members.joined(separator: ", ") + "}")
        for (name, weight) in names {
            XCTAssertEqual(book.style(named: name)?.font?.weight, weight, name)
        }
        XCTAssertEqual(book.style(named: "Upper")?.font?.weight, 600)
        XCTAssertEqual(book.style(named: "n100")?.font?.weight, 100)
        XCTAssertEqual(book.style(named: "n550")?.font?.weight, 550)
        XCTAssertEqual(book.style(named: "n900")?.font?.weight, 900)
        XCTAssertEqual(book.style(named: "real")?.font?.weight, 300)
    }

    func testEveryAttributeLoads() throws {
        let attributes = try style(#"""
        {"all": {
          "font": {"family": "Menlo", "size": 13.5, "weight": "medium", "italic": false, "monospace": true, "textStyle": "caption2"},
          "color": "#123456", "background": "white",
          "underline": "double", "strikethrough": {"style": "none"},
          "kern": 0.25, "baselineOffset": 4,
          "paragraph": {"alignment": "justified", "lineSpacing": 1, "paragraphSpacing": 2, "lineHeightMultiple": 1.5, "firstLineHeadIndent": 3, "headIndent": 4},
          "link": "tel:+1-555-0100", "action": "call",
          "image": {"name": "phone", "src": "https://x.test/p.png", "alt": "☎", "width": 16, "height": 12.5},
          "custom": {"n": [1, "a", true, null, {"k": {}}]}
        }}
        """#, "all")
        XCTAssertEqual(attributes, StyleAttributes(
            font: FontAttributes(family: "Menlo", size: 13.5, weight: 500, italic: false, monospace: true, textStyle: .caption2),
            color: Color(red: 0x12, green: 0x34, blue: 0x56), background: Color(red: 255, green: 255, blue: 255),
            underline: LineStyle(.double), strikethrough: LineStyle(.none), kern: 0.25, baselineOffset: 4,
            paragraph: ParagraphAttributes(alignment: .justified, lineSpacing: 1, paragraphSpacing: 2, lineHeightMultiple: 1.5, firstLineHeadIndent: 3, headIndent: 4),
            link: "tel:+1-555-0100", action: "call",
            image: ImageAttributes(name: "phone", src: "https://x.test/p.png", alt: "☎", width: 16, height: 12.5),
            custom: ["n": .array([.number(1), .string("a"), .bool(true), .null, .object(["k": .object([:])])])]))
    }

    func testJSONStringEscapesInNamesAndValues() throws {
        // \u00e9 and a surrogate pair for 😀 in a key; \/ and \" in a value.
        let book = try load(#"{"caf\u00e9\ud83d\ude00": {"action": "say \"hi\" \/ bye"}}"#)
        XCTAssertEqual(book.style(named: "café😀")?.action, #"say "hi" / bye"#)
    }

    func testReferenceChainOf10000Styles() throws {
        let count = 10_000
        var members: [String] = []
        for k in 0..<count - 1 { members.append(#""s\#(k)": "s\#(k + 1)""#) }
        members.append(#""s\#(count - 1)": {"color": "red", "font": {"weight": 600}}"#)
        // Past the default reference depth (100); the limit is raised to let the chain through.
        let deep = StyleBookLimits(maxReferenceDepth: count)
        let expected = StyleAttributes(font: FontAttributes(weight: 600), color: Color(red: 255, green: 0, blue: 0))

        let book = try StyleBook(json: "{" + members.joined(separator: ",\n") + "}", limits: deep)
        XCTAssertEqual(book.styles.count, count)
        XCTAssertEqual(book.style(named: "s0"), expected)
        XCTAssertEqual(book.style(named: "s5000"), expected)
        XCTAssertTrue(book.styles.values.allSatisfy { $0 == expected })

        // The same chain written last-first (shorter: reading a book is quadratic in its
        // member count today, see testKnownBug_ReadingALargeBookIsQuadratic).
        let short = 2_000
        var shortMembers: [String] = []
        for k in 0..<short - 1 { shortMembers.append(#""s\#(k)": "s\#(k + 1)""#) }
        shortMembers.append(#""s\#(short - 1)": {"color": "red", "font": {"weight": 600}}"#)
        let reversed = try StyleBook(json: "{" + shortMembers.reversed().joined(separator: ",\n") + "}", limits: deep)
        XCTAssertEqual(reversed.styles.count, short)
        XCTAssertTrue(reversed.styles.values.allSatisfy { $0 == expected })

        // A chain ending in a missing style reports only the one bad reference.
        var broken = shortMembers
        broken[short - 1] = #""s\#(short - 1)": "missing""#
        let error: StyleBookError
        do {
            _ = try StyleBook(data: Data(("{" + broken.joined(separator: ",\n") + "}").utf8), fileName: "styles.json", limits: deep)
            return XCTFail("a chain ending in a missing style loaded")
        } catch let caught { error = caught }
        // `"s1999": "missing"` is on line 2000: `"s1999"` 1-7, ':' 8, ' ' 9, value 10.
        XCTAssertEqual(error.description, #"styles.json:2000:10: error: s1999: reference to unknown style "missing""#)
    }

    func testReadingALargeBookIsLinear() throws {
        let count = 50_000
        let json = "{" + (0..<count).map { #""s\#($0)": {"kern": 1}"# }.joined(separator: ",\n") + "}"
        // Loading was quadratic once (minutes for this size); speed itself is measured by the benchmark.
        let book = try load(json)
        XCTAssertEqual(book.styles.count, count)
    }

    func testReservedStylesFeedCompilation() throws {
        let book = try load(##"{"body": {"color": "#111"}, "link": {"underline": "single"}, "go": {"action": "go"}}"##)
        XCTAssertEqual(book.body, StyleAttributes(color: Color(red: 0x11, green: 0x11, blue: 0x11)))
        XCTAssertEqual(book.linkStyle, StyleAttributes(underline: LineStyle(.single)))
        let empty = try load("{}")
        XCTAssertEqual(empty.body, .empty)
        XCTAssertEqual(empty.linkStyle, .empty)
        XCTAssertEqual(empty.linkPolicy.allowedSchemes, ["http", "https", "mailto", "tel"])
        XCTAssertTrue(empty.imageStyleNames.isEmpty)
        XCTAssertEqual(try load(#"{"thumb": {"image": {"alt": "x"}}, "ref": "thumb"}"#).imageStyleNames, ["thumb", "ref"])
    }

    func testXMLPropertyListForms() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>$linkSchemes</key><array><string>myapp</string></array>
          <key>b</key><dict><key>font</key><dict><key>weight</key><integer>700</integer><key>italic</key><true/></dict></dict>
          <key>strong</key><string>b</string>
          <key>mix</key><array><string>b</string><dict><key>kern</key><real>0.5</real><key>link</key><string>myapp://x</string></dict></array>
        </dict></plist>
        """
        let book = try StyleBook(data: Data(plist.utf8), fileName: "styles.plist")
        XCTAssertEqual(book.style(named: "strong"), StyleAttributes(font: FontAttributes(weight: 700, italic: true)))
        XCTAssertEqual(book.style(named: "mix"), StyleAttributes(font: FontAttributes(weight: 700, italic: true), kern: 0.5, link: "myapp://x"))
        XCTAssertEqual(book.linkPolicy.allowedSchemes, ["myapp"])
    }

    func testPropertyListBooleanIsNotANumber() {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>k</key><dict><key>kern</key><true/></dict>
        <key>i</key><dict><key>font</key><dict><key>italic</key><integer>1</integer></dict></dict></dict></plist>
        """
        XCTAssertEqual(loadError(Data(plist.utf8), fileName: "s.plist")?.description, """
        s.plist: error: i.font.italic: expected true or false, found a number
        s.plist: error: k.kern: expected a number, found a boolean
        """)
    }
}

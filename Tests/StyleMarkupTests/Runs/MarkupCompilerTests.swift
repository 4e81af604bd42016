import XCTest
@testable import StyleMarkup

final class MarkupCompilerTests: XCTestCase {
    private func book(_ json: String) throws -> StyleBook { try StyleBook(json: json) }

    private func compile(_ input: String, _ json: String, strict: Bool = false) throws -> CompiledText {
        try MarkupCompiler(styleBook: try book(json), strict: strict).compile(input)
    }

    private func summary(_ compiled: CompiledText) -> [String] {
        compiled.runs.map { run in
            let text = String(compiled.makeText().utf16[compiled.makeText().utf16.index(compiled.makeText().utf16.startIndex, offsetBy: run.range.utf16.lowerBound)..<compiled.makeText().utf16.index(compiled.makeText().utf16.startIndex, offsetBy: run.range.utf16.upperBound)])!
            return "\(text)|\(JSONEmitterTests.attributesJSON(run.attributes))"
        }
    }

    func testRunsCoverTextWithBodyAndMaximalMerging() throws {
        let compiled = try compile("a<b>b</b><b>c</b>d", ##"{"body": {"color": "#111"}, "b": {"font": {"weight": "bold"}}}"##)
        XCTAssertEqual(summary(compiled), [
            ##"a|{"color": "#111111"}"##,
            ##"bc|{"color": "#111111", "font": {"weight": 700}}"##,
            ##"d|{"color": "#111111"}"##,
        ])
    }

    func testUnstyledTextIsAnEmptyRunAndEmptyTextHasNoRuns() throws {
        let compiled = try compile("x<unknown>y</unknown>", "{}")
        XCTAssertEqual(summary(compiled), ["xy|{}"])
        XCTAssertEqual(compiled.makeTags().map(\.name), ["unknown"])
        XCTAssertEqual(try compile("", "{}").runs.count, 0)
        XCTAssertEqual(try compile("<b></b>", ##"{"b": {"kern": 1}}"##).runs.count, 0)
    }

    func testFontFieldsMergeAndLaterWins() throws {
        let json = ##"{"bold": {"font": {"weight": "bold", "size": 12}, "color": "red"}, "em": {"font": {"italic": true, "size": 14}, "color": "blue"}}"##
        let compiled = try compile("<bold><em>x</em></bold>", json)
        XCTAssertEqual(compiled.runs[0].attributes.font, FontAttributes(size: 14, weight: 700, italic: true))
        XCTAssertEqual(compiled.runs[0].attributes.color, Color(red: 0, green: 0, blue: 255))
    }

    func testParagraphAndCustomMergeFieldByField() throws {
        let json = ##"{"p": {"paragraph": {"alignment": "center", "lineSpacing": 2}, "custom": {"a": 1, "b": [true, null]}}, "q": {"paragraph": {"lineSpacing": 4}, "custom": {"b": "x"}}}"##
        let compiled = try compile("<p><q>x</q></p>", json)
        XCTAssertEqual(compiled.runs[0].attributes.paragraph, ParagraphAttributes(alignment: .center, lineSpacing: 4))
        XCTAssertEqual(compiled.runs[0].attributes.custom, ["a": .number(1), "b": .string("x")])
    }

    func testActionsInheritTheLinkStyleBeforeTheirOwn() throws {
        let json = ##"{"link": {"color": "orange", "underline": "single"}, "help": {"action": "help", "underline": "none"}}"##
        let compiled = try compile("Tap <help>here</help>", json)
        XCTAssertEqual(summary(compiled), ["Tap |{}", ##"here|{"action": "help", "color": "#ffa500", "underline": {"style": "none"}}"##])
        XCTAssertEqual(compiled.action(atUTF16Offset: 4), "help")
        XCTAssertEqual(compiled.action(atUTF16Offset: 7), "help")
        XCTAssertNil(compiled.action(atUTF16Offset: 3))
        XCTAssertNil(compiled.run(atUTF16Offset: 8))
        XCTAssertNil(compiled.run(atUTF16Offset: -1))
    }

    func testHrefMakesALinkEvenForUnknownTagsAndWinsOverTheStyle() throws {
        let json = ##"{"link": {"color": "#00f"}, "terms": {"link": "https://example.com/terms"}}"##
        let compiled = try compile(##"<x href="https://a.test/é b">A</x> <terms href="/rel">B</terms> <terms>C</terms>"##, json)
        XCTAssertEqual(compiled.link(atUTF16Offset: 0), "https://a.test/%C3%A9%20b")
        XCTAssertEqual(compiled.run(atUTF16Offset: 0)?.attributes.color, Color(red: 0, green: 0, blue: 255))
        XCTAssertEqual(compiled.link(atUTF16Offset: 2), "/rel")
        XCTAssertEqual(compiled.link(atUTF16Offset: 4), "https://example.com/terms")
    }

    func testDisallowedHrefIsAPositionedError() throws {
        XCTAssertThrowsError(try compile("ok\n <a href=\"javascript:alert(1)\">x</a>", "{}")) { error in
            let error = error as! CompileError
            XCTAssertEqual(error.rule, .invalidLink)
            XCTAssertEqual(error.message, ##"tag <a> href: link scheme "javascript" is not allowed (allowed: http, https, mailto, tel)"##)
            XCTAssertTrue(error.description.hasSuffix(" [invalid-link]"), error.description)
            XCTAssertEqual(error.location, SourceLocation(line: 2, column: 2, byteOffset: 4))
        }
        XCTAssertThrowsError(try compile("<a href=\"https://x&#10;y\">x</a>", "{}")) { error in
            XCTAssertEqual((error as! CompileError).message, "tag <a> href: link contains control character U+000A")
        }
    }

    func testStrictRejectsUnknownTagsWithASuggestion() throws {
        XCTAssertThrowsError(try compile("a <trems>x</trems>", ##"{"terms": {}}"##, strict: true)) { error in
            let error = error as! CompileError
            XCTAssertEqual(error.rule, .unknownTag)
            XCTAssertEqual(error.message, "<trems> is not in stylebook.json (did you mean <terms>?)")
            XCTAssertEqual(error.location.column, 3)
        }
    }

    func testImagesBecomeObjectReplacementCharacters() throws {
        let json = ##"{"thumb": {"image": {"name": "thumbIcon", "alt": "👍"}}, "u": {"underline": "single"}}"##
        let compiled = try compile("<thumb> </thumb> Multiple <u>styles</u> <thumb/>!", json)
        XCTAssertEqual(compiled.makeText(), "\u{FFFC} Multiple styles \u{FFFC}!")
        XCTAssertEqual(compiled.makeTags().map(\.range.utf16), [0..<1, 11..<17, 18..<19])
        XCTAssertEqual(compiled.runs.map(\.range.utf16), [0..<1, 1..<11, 11..<17, 17..<18, 18..<19, 19..<20])
        XCTAssertEqual(compiled.runs[4].attributes.image?.name, "thumbIcon")
    }

    func testImageHoldingTextIsAPositionedError() throws {
        XCTAssertThrowsError(try compile("ab <thumb>xy</thumb>", ##"{"thumb": {"image": {"name": "t"}}}"##)) { error in
            let error = error as! CompileError
            XCTAssertEqual(error.rule, .imageContent)
            XCTAssertEqual(error.message, "image tag <thumb> must hold one character or nothing, not 2 characters")
            XCTAssertEqual(error.location.column, 4)
        }
        // One grapheme cluster made of several scalars is one character.
        XCTAssertEqual(try compile("<thumb>👍🏽</thumb>", ##"{"thumb": {"image": {"name": "t"}}}"##).makeText(), "\u{FFFC}")
    }

    func testMarkupErrorsComeThroughAsCompileErrors() throws {
        XCTAssertThrowsError(try compile("<b>x", "{}")) { error in
            let error = error as! CompileError
            XCTAssertEqual(error.rule, .malformedMarkup)
            XCTAssertEqual(error.markupError?.kind, .unclosedTag)
        }
    }

    func testDeepNestingCompilesWithoutRecursion() throws {
        let depth = 50_000
        let input = String(repeating: "<b>", count: depth) + "x" + String(repeating: "</b>", count: depth)
        let compiler = MarkupCompiler(styleBook: try book(##"{"b": {"kern": 1}}"##), limits: MarkupLimits(maxNestingDepth: depth))
        let compiled = try compiler.compile(input)
        XCTAssertEqual(compiled.runs.count, 1)
        XCTAssertEqual(compiled.runs[0].attributes.kern, 1)
    }

    func testDefaultBookStyles() throws {
        let compiled = try MarkupCompiler().compile("<strong>B</strong><em>I</em><code>C</code><red>R</red>")
        XCTAssertEqual(compiled.runs.map(\.attributes), [
            StyleAttributes(font: FontAttributes(weight: 700)),
            StyleAttributes(font: FontAttributes(italic: true)),
            StyleAttributes(font: FontAttributes(monospace: true)),
            StyleAttributes(color: Color(red: 255, green: 0, blue: 0)),
        ])
    }
    /// A compiled text shares its tags' attributes with the tokenizer that read them: the
    /// compiler's next inputs (with attributes, without, and one that fails) leave the earlier
    /// texts' attributes as they were.
    func testEarlierTextsKeepTheirAttributesWhileTheCompilerGoesOn() throws {
        let compiler = MarkupCompiler(styleBook: try book(##"{"terms": {"color": "#f00"}}"##))
        let first = try compiler.compile(##"<terms href="https://a.test/1" data-x="one">A</terms>"##)
        let second = try compiler.compile(##"<x href="https://b.test/2">B</x><terms data-y="two" data-z="three">C</terms>"##)
        XCTAssertThrowsError(try compiler.compile(##"<terms href="https://c.test/3">D"##))
        let third = try compiler.compile("<terms>E</terms>")
        let fourth = try compiler.compile(##"<terms href="https://d.test/4">F</terms>"##)
        func attributes(_ text: CompiledText) -> [[String]] {
            text.makeTags().map { $0.attributes.map { "\($0.name)=\($0.value)" } }
        }
        XCTAssertEqual(attributes(first), [["href=https://a.test/1", "data-x=one"]])
        XCTAssertEqual(attributes(second), [["href=https://b.test/2"], ["data-y=two", "data-z=three"]])
        XCTAssertEqual(attributes(third), [[]])
        XCTAssertEqual(attributes(fourth), [["href=https://d.test/4"]])
        XCTAssertEqual(first.link(atUTF16Offset: 0), "https://a.test/1")
        XCTAssertEqual(second.link(atUTF16Offset: 0), "https://b.test/2")
        XCTAssertEqual(fourth.link(atUTF16Offset: 0), "https://d.test/4")
    }
}

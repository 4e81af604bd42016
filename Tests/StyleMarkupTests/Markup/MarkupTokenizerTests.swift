import XCTest
@testable import StyleMarkup

/// What the tokenizer reads: text, tags, ranges and errors, one fresh tokenizer per input.
final class MarkupTokenizerTests: XCTestCase {
    private func parse(_ input: String, limits: MarkupLimits = .default) throws -> Tokenized {
        try MarkupTokenizer.tokenized(input, limits: limits)
    }

    private func parseError(_ input: String, limits: MarkupLimits = .default, file: StaticString = #filePath, line: UInt = #line) -> MarkupError? {
        do {
            let parsed = try MarkupTokenizer.tokenized(input, limits: limits)
            XCTFail("expected an error, got text \(parsed.text.debugDescription)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    func testPlainTextPassesThrough() throws {
        let parsed = try parse("Hello, world\r\n  second line\n")
        XCTAssertEqual(parsed.text, "Hello, world\r\n  second line\n")
        XCTAssertEqual(parsed.tags, [])
        XCTAssertEqual(parsed.utf16Count, 28)
    }

    func testEmptyInput() throws {
        let parsed = try parse("")
        XCTAssertEqual(parsed.text, "")
        XCTAssertEqual(parsed.tags.count, 0)
        XCTAssertEqual(try MarkupTokenizer.tokenized(Data()).text, "")
    }

    func testTagRangesAndDepth() throws {
        let parsed = try parse("By <terms>Terms <b>&amp;</b> C</terms>.")
        XCTAssertEqual(parsed.text, "By Terms & C.")
        XCTAssertEqual(parsed.tags.map(\.name), ["terms", "b"])
        XCTAssertEqual(parsed.tags[0].range.utf16, 3..<12)
        XCTAssertEqual(parsed.tags[0].depth, 0)
        XCTAssertEqual(parsed.tags[1].range.utf16, 9..<10)
        XCTAssertEqual(parsed.tags[1].depth, 1)
        XCTAssertEqual(parsed.tags[0].sourceByteOffset, 3)
        XCTAssertEqual(parsed.tags[1].sourceByteOffset, 16)
    }

    func testUTF16AndUTF8OffsetsForNonBMPText() throws {
        let parsed = try parse("é😀<b>x👍🏽</b>")
        XCTAssertEqual(parsed.text, "é😀x👍🏽")
        XCTAssertEqual(parsed.tags[0].range.utf16, 3..<8)
        XCTAssertEqual(parsed.tags[0].range.utf8, 6..<15)
        XCTAssertEqual(parsed.tags[0].range.nsRange, NSRange(location: 3, length: 5))
        XCTAssertEqual(parsed.utf16Count, (parsed.text as NSString).length)
    }

    func testLongNonASCIIRunCountsUTF16Exactly() throws {
        let chunk = "naïve 日本語 😀 text "
        let input = String(repeating: chunk, count: 50) + "<b>x</b>"
        let parsed = try parse(input)
        let before = String(repeating: chunk, count: 50)
        XCTAssertEqual(parsed.tags[0].range.utf16.lowerBound, before.utf16.count)
        XCTAssertEqual(parsed.tags[0].range.utf8.lowerBound, before.utf8.count)
    }

    func testEmptyTagsAndAttributes() throws {
        let parsed = try parse(#"a<thumb/>b<img src="x.png" alt='A &quot;B&quot; &#x1F600;' />c"#)
        XCTAssertEqual(parsed.text, "abc")
        XCTAssertEqual(parsed.tags.count, 2)
        XCTAssertTrue(parsed.tags[0].isEmptyElement)
        XCTAssertEqual(parsed.tags[0].range.utf16, 1..<1)
        XCTAssertEqual(parsed.tags[1].attributes, [TagAttribute(name: "src", value: "x.png"), TagAttribute(name: "alt", value: "A \"B\" 😀")])
        XCTAssertEqual(parsed.tags[1].attribute("alt"), "A \"B\" 😀")
        XCTAssertNil(parsed.tags[1].attribute("href"))
    }

    func testAttributeWhitespaceAndNewlines() throws {
        let parsed = try parse("<a\n  href = \"https://x.test/?a=1&amp;b=2\"\n>link</a>")
        XCTAssertEqual(parsed.tags[0].attribute("href"), "https://x.test/?a=1&b=2")
        XCTAssertEqual(parsed.text, "link")
    }

    func testNameCharacters() throws {
        let parsed = try parse("<x.y:z-1_>t</x.y:z-1_><_a>u</_a>")
        XCTAssertEqual(parsed.tags.map(\.name), ["x.y:z-1_", "_a"])
    }

    func testEntities() throws {
        let parsed = try parse("&lt;&gt;&amp;&quot;&apos;&#65;&#x41;&#X42;&nbsp;&mdash;&hellip;&copy;&NotEqualTilde;")
        XCTAssertEqual(parsed.text, "<>&\"'AAB\u{A0}\u{2014}\u{2026}\u{A9}\u{2242}\u{338}")
        XCTAssertEqual(parsed.utf16Count, (parsed.text as NSString).length)
    }

    func testLiteralAmpersands() throws {
        let parsed = try parse("Terms & Conditions &unknown; &amp &#; &#x; &#65 AT&T &")
        XCTAssertEqual(parsed.text, "Terms & Conditions &unknown; &amp &#; &#x; &#65 AT&T &")
    }

    func testLiteralAngleBrackets() throws {
        let parsed = try parse("a < b, <3, </3, < /b, 1<2 and x>y, <")
        XCTAssertEqual(parsed.text, "a < b, <3, </3, < /b, 1<2 and x>y, <")
        XCTAssertEqual(parsed.tags, [])
    }

    func testCRLFAndWhitespaceKept() throws {
        let parsed = try parse("<b>\r\n\t x \r\n</b>")
        XCTAssertEqual(parsed.text, "\r\n\t x \r\n")
    }

    // MARK: - Errors

    func testUnterminatedTag() throws {
        let error = try XCTUnwrap(parseError("ok\nif a<b then c"))
        XCTAssertEqual(error.kind, .malformedAttribute)
        XCTAssertEqual(error.location, SourceLocation(line: 2, column: 8, byteOffset: 10))
        XCTAssertTrue(error.message.contains("write &lt;"), error.message)

        let eof = try XCTUnwrap(parseError("text <b"))
        XCTAssertEqual(eof.kind, .unterminatedTag)
        XCTAssertEqual(eof.message, "tag <b is never closed with '>'; if '<' is meant as text, write &lt;")
        XCTAssertEqual(eof.location, SourceLocation(line: 1, column: 6, byteOffset: 5))

        let closing = try XCTUnwrap(parseError("<b>x</b"))
        XCTAssertEqual(closing.kind, .unterminatedTag)
        XCTAssertEqual(closing.location.column, 5)
    }

    func testMismatchedClosingTag() throws {
        let error = try XCTUnwrap(parseError("<b><i>x</b></i>"))
        XCTAssertEqual(error.kind, .mismatchedClosingTag)
        XCTAssertEqual(error.message, "closing tag </b> does not match <i> opened at 1:4; close </i> first")
        XCTAssertEqual(error.location, SourceLocation(line: 1, column: 8, byteOffset: 7))
        XCTAssertEqual(error.relatedLocation, SourceLocation(line: 1, column: 4, byteOffset: 3))
        XCTAssertEqual(error.rule, .malformedMarkup)
        XCTAssertNil(try XCTUnwrap(parseError("x</i>")).relatedLocation)
    }

    func testClosingTagWithNothingOpen() throws {
        let error = try XCTUnwrap(parseError("é</b>"))
        XCTAssertEqual(error.kind, .unexpectedClosingTag)
        XCTAssertEqual(error.message, "closing tag </b> has no matching open tag <b>")
        XCTAssertEqual(error.location, SourceLocation(line: 1, column: 2, byteOffset: 2))
    }

    func testTagLeftOpen() throws {
        let error = try XCTUnwrap(parseError("a\n  <terms>Terms"))
        XCTAssertEqual(error.kind, .unclosedTag)
        XCTAssertEqual(error.message, "tag <terms> is never closed; add </terms> where its text ends")
        XCTAssertEqual(error.location, SourceLocation(line: 2, column: 3, byteOffset: 4))
    }

    func testMalformedAttributes() throws {
        let cases: [(String, String, Int)] = [
            (#"<a href=x>"#, "the value of attribute href in tag <a> must be in double or single quotes", 8),
            (#"<a href>t</a>"#, "attribute href in tag <a> has no value; write href=\"…\"; if '<' is meant as text, write &lt;", 3),
            (#"<a x="1"y="2">"#, "attributes of tag <a> must be separated by white space", 8),
            (#"<a x="1" x="2">"#, "attribute x appears twice in tag <a>", 9),
            (#"<a x="1>"#, "the value of attribute x in tag <a> is never closed with \"", 5),
            (#"<a / >"#, "in tag <a>, '/' must be followed by '>' (write <a/> for an empty tag); if '<' is meant as text, write &lt;", 3),
            (#"<a "x">"#, "unexpected '\"' in tag <a>; attributes are written name=\"value\"; if '<' is meant as text, write &lt;", 3),
        ]
        for (input, message, offset) in cases {
            let error = try XCTUnwrap(parseError(input), input)
            XCTAssertEqual(error.kind, .malformedAttribute, input)
            XCTAssertEqual(error.message, message, input)
            XCTAssertEqual(error.location.byteOffset, offset, input)
            XCTAssertEqual(error.location.column, offset + 1, input)
        }
    }

    func testInvalidNumericReferences() throws {
        for (input, offset) in [("ab&#xD800;", 2), ("&#0;", 0), ("x&#1114112;", 1), ("&#x99999999999999999999;", 0)] {
            let error = try XCTUnwrap(parseError(input), input)
            XCTAssertEqual(error.kind, .invalidCharacterReference, input)
            XCTAssertEqual(error.location.byteOffset, offset, input)
            XCTAssertTrue(error.message.hasPrefix("character reference &#"), error.message)
        }
        let inAttribute = try XCTUnwrap(parseError(#"<a t="&#xD800;">"#))
        XCTAssertEqual(inAttribute.kind, .invalidCharacterReference)
        XCTAssertEqual(inAttribute.location.byteOffset, 6)
    }

    func testInvalidUTF8AndNul() throws {
        let invalid = Data([0x61, 0x0A, 0x62, 0xC3, 0x28])
        XCTAssertThrowsError(try MarkupTokenizer.tokenized(invalid)) { error in
            let error = error as! MarkupError
            XCTAssertEqual(error.kind, .invalidUTF8)
            XCTAssertEqual(error.location, SourceLocation(line: 2, column: 2, byteOffset: 3))
            XCTAssertEqual(error.message, "the input is not valid UTF-8 (byte 0xC3 at byte offset 3)")
        }
        for bytes: [UInt8] in [[0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0xFF]] {
            XCTAssertThrowsError(try MarkupTokenizer.tokenized(Data(bytes))) { error in
                XCTAssertEqual((error as! MarkupError).kind, .invalidUTF8)
            }
        }
        XCTAssertThrowsError(try MarkupTokenizer.tokenized(Data("abcdefghij\0k".utf8))) { error in
            let error = error as! MarkupError
            XCTAssertEqual(error.kind, .nulByte)
            XCTAssertEqual(error.location.byteOffset, 10)
        }
    }

    func testInvalidUTF8AroundMarkupAndInAttributes() throws {
        // A sequence split by a tag would join into valid text ("é") if segments were not checked.
        let cases: [([UInt8], Int)] = [
            (Array("x".utf8) + [0xC3] + Array("<b>".utf8) + [0xA9] + Array("</b>".utf8), 1),
            (Array("<b>".utf8) + [0xA9] + Array("</b>".utf8), 3),
            (Array("<a t=\"".utf8) + [0xFF] + Array("\">x</a>".utf8), 6),
            (Array("a&".utf8) + [0x80], 2),
            (Array("a<".utf8) + [0xC0, 0xAF], 2),
            (Array("<a t='x\0'>".utf8), 7),
        ]
        for (bytes, offset) in cases {
            XCTAssertThrowsError(try MarkupTokenizer.tokenized(Data(bytes)), "\(bytes)") { error in
                let error = error as! MarkupError
                XCTAssertTrue(error.kind == .invalidUTF8 || error.kind == .nulByte, "\(bytes): \(error)")
                XCTAssertEqual(error.location.byteOffset, offset, "\(bytes)")
            }
        }
    }

    func testDeepNestingIsAnErrorNotACrash() throws {
        let depth = 100_000
        let input = String(repeating: "<b>", count: depth) + "x" + String(repeating: "</b>", count: depth)
        let error = try XCTUnwrap(parseError(input))
        XCTAssertEqual(error.kind, .nestingTooDeep)
        XCTAssertEqual(error.message, "tags nest deeper than the limit of 1000 at <b>")
        XCTAssertEqual(error.location.byteOffset, 3_000)

        let allowed = try parse(input, limits: MarkupLimits(maxNestingDepth: depth))
        XCTAssertEqual(allowed.tags.count, depth)
        XCTAssertEqual(allowed.tags.last?.depth, depth - 1)
    }

    func testTagCountAndInputLimits() throws {
        let tooMany = try XCTUnwrap(parseError("<a/><a/><a/>", limits: MarkupLimits(maxTags: 2)))
        XCTAssertEqual(tooMany.kind, .limitExceeded)
        XCTAssertEqual(tooMany.location.byteOffset, 8)
        let tooBig = try XCTUnwrap(parseError("abcdef", limits: MarkupLimits(maxInputBytes: 4)))
        XCTAssertEqual(tooBig.kind, .limitExceeded)
        let longAttribute = try XCTUnwrap(parseError(#"<a x="abcdef">"#, limits: MarkupLimits(maxAttributeBytes: 3)))
        XCTAssertEqual(longAttribute.kind, .limitExceeded)
        XCTAssertEqual(longAttribute.message, "the value of attribute x is longer than the limit of 3 bytes")
        XCTAssertEqual(tooBig.message, "the input is 6 bytes, more than the limit of 4")
        XCTAssertEqual(tooMany.message, "more than 2 tags in one input")
        XCTAssertEqual(longAttribute.location.byteOffset, 6)
    }
}

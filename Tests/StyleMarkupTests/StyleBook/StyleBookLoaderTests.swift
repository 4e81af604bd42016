import Foundation
import XCTest
@testable import StyleMarkup

/// Every error a user can hit when loading a style book, with the exact diagnostic lines, and
/// the forms that load successfully.
///
/// Expected lines and columns are counted by hand from each test's JSON literal (columns count
/// Unicode scalars from 1); the comments next to them show the count.
final class StyleBookLoaderTests: XCTestCase {
    // MARK: - Helpers

    private func load(_ json: String, fileName: String = "styles.json", file: StaticString = #filePath, line: UInt = #line) throws -> StyleBook {
        do {
            return try StyleBook(json: json, fileName: fileName)
        } catch {
            XCTFail("expected the book to load, got:\n\(error)", file: file, line: line)
            throw error
        }
    }

    private func loadError(_ data: Data, fileName: String, file: StaticString = #filePath, line: UInt = #line) -> StyleBookError? {
        do {
            _ = try StyleBook(data: data, fileName: fileName)
            XCTFail("expected a StyleBookError", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// Asserts that loading `json` fails with exactly `expected` as the error's description.
    private func assertError(_ json: String, _ expected: String, fileName: String = "styles.json", file: StaticString = #filePath, line: UInt = #line) {
        guard let error = loadError(Data(json.utf8), fileName: fileName, file: file, line: line) else { return }
        XCTAssertEqual(error.description, expected, file: file, line: line)
        XCTAssertEqual(error.file, fileName, file: file, line: line)
        XCTAssertEqual(error.problems.count, expected.split(separator: "\n").count, "one problem per line", file: file, line: line)
    }

    private func style(_ json: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> StyleAttributes {
        let book = try load(json, file: file, line: line)
        return try XCTUnwrap(book.style(named: name), "no style \(name)", file: file, line: line)
    }

    // MARK: - Invalid JSON

    func testTrailingCommaInObject() {
        // Line 3 is "}", found where a key should follow the ','.
        assertError(#"""
        {
          "b": {"kern": 1},
        }
        """#, "styles.json:3:1: error: invalid JSON: expected a key after ','")
    }

    func testTrailingCommaInArray() {
        // {"a": ["b",]}
        // 1234567890123  -> ']' at column 12
        assertError(#"{"a": ["b",]}"#, "styles.json:1:12: error: invalid JSON: unexpected ']'; expected a value")
    }

    func testUnclosedStringAtEndOfFile() {
        // {"a": "bold
        // 1234567      -> the string opens at column 7
        assertError(#"{"a": "bold"#, "styles.json:1:7: error: invalid JSON: string is never closed with '\"'")
    }

    func testStringRunningIntoANewline() {
        // Line 2: `  "a": "bold` is 12 scalars; the newline that ends it is column 13.
        assertError("{\n  \"a\": \"bold\n}", "styles.json:2:13: error: invalid JSON: control character in string (write it as a \\u escape)")
    }

    func testDuplicateKeyAtTopLevel() {
        // The second "b" is on line 3, after two spaces.
        let json = #"""
        {
          "b": {"kern": 1},
          "b": {"kern": 2}
        }
        """#
        assertError(json, #"styles.json:3:3: error: invalid JSON: duplicate key "b""#)
        let error = loadError(Data(json.utf8), fileName: "styles.json")
        // Byte offset: "{\n" is 2 bytes, line 2 is 19 bytes + "\n", then 2 spaces -> 2 + 20 + 2.
        XCTAssertEqual(error?.problems.first?.location, SourceLocation(line: 3, column: 3, byteOffset: 24))
    }

    func testDuplicateKeyInNestedObject() {
        // {"b": {"kern": 1, "kern": 2}}
        // 1234567890123456789           -> second "kern" at column 19
        assertError(#"{"b": {"kern": 1, "kern": 2}}"#, #"styles.json:1:19: error: invalid JSON: duplicate key "kern""#)
    }

    func testGarbageAfterTheDocument() {
        // {"b": {}} x
        // 12345678901 -> 'x' at column 11
        assertError(#"{"b": {}} x"#, "styles.json:1:11: error: invalid JSON: unexpected 'x' after the end of the document")
        assertError("{}\n{}", "styles.json:2:1: error: invalid JSON: unexpected '{' after the end of the document")
        // Trailing white space is fine.
        XCTAssertNoThrow(try StyleBook(json: "{}\n\n  \t\r\n"))
    }

    func testOtherSyntaxErrors() {
        // {"a" {}}  -> '{' at column 6 where ':' belongs
        assertError(#"{"a" {}}"#, #"styles.json:1:6: error: invalid JSON: expected ':' after key "a""#)
        // {"a": {} "b": {}} -> '"' at column 10 where ',' or '}' belongs
        assertError(#"{"a": {} "b": {}}"#, #"styles.json:1:10: error: invalid JSON: expected ',' or '}' after the value of "a""#)
        // {a: {}} -> 'a' at column 2
        assertError("{a: {}}", "styles.json:1:2: error: invalid JSON: expected a quoted key")
        // {"a": {"kern": tru}} -> the word starts at 16, fails at '}' (column 19)
        assertError(#"{"a": {"kern": tru}}"#, "styles.json:1:19: error: invalid JSON: unexpected '}'; expected a value")
        // {"a": {"kern": 1.}} -> '}' after the '.' is column 18
        assertError(#"{"a": {"kern": 1.}}"#, "styles.json:1:18: error: invalid JSON: invalid number")
        // {"a": "\q"} -> the escaped 'q' is column 9
        assertError(#"{"a": "\q"}"#, #"styles.json:1:9: error: invalid JSON: invalid escape \'q'"#)
        // {"a": {"kern": 1e999}} -> error after the number, column 21
        assertError(#"{"a": {"kern": 1e999}}"#, "styles.json:1:21: error: invalid JSON: invalid number 1e999")
        // Unexpected end inside an object.
        assertError(#"{"a": "#, "styles.json:1:7: error: invalid JSON: unexpected end of file")
    }

    func testPositionsCountScalarsNotBytes() {
        // Line 2: `  "日本😀": {"colr": 1}` -> key "日本😀" is 5 scalars wide (cols 3-7),
        // ':' 8, ' ' 9, '{' 10, '"colr"' starts at 11.
        assertError("{\n  \"日本😀\": {\"colr\": 1}\n}",
                    #"styles.json:2:11: error: 日本😀.colr: unknown key "colr" (did you mean "color"?)"#)
    }

    func testNestingDeeperThan64Levels() {
        // {"a": [[[…   -> the object is level 1, so the 63rd '[' reaches 64 levels and the 64th
        // is one too many. The first '[' is column 7, the 64th is column 7 + 63 = 70.
        let ok = #"{"a": "# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
        XCTAssertEqual(try load(ok).style(named: "a"), StyleAttributes())
        let tooDeep = #"{"a": "# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}"
        assertError(tooDeep, "styles.json:1:70: error: invalid JSON: nesting deeper than 64 levels")
        // Far deeper input fails the same way, without exhausting the stack.
        let hostile = #"{"a": "# + String(repeating: "[", count: 200_000)
        assertError(hostile, "styles.json:1:70: error: invalid JSON: nesting deeper than 64 levels")
        let hostileObjects = String(repeating: #"{"a": "#, count: 100_000)
        // The 65th '{' is where the limit trips: each `{"a": ` is 6 scalars, so column 64 * 6 + 1.
        assertError(hostileObjects, "styles.json:1:385: error: invalid JSON: nesting deeper than 64 levels")
    }

    // MARK: - Not a style book

    func testEmptyFile() {
        assertError("", "styles.json:1:1: error: the file is empty; a style book is a JSON object or a property list dictionary")
        XCTAssertEqual(loadError(Data(), fileName: "x.json")?.problems, [
            .init(path: "", message: "the file is empty; a style book is a JSON object or a property list dictionary",
                  location: SourceLocation(line: 1, column: 1, byteOffset: 0)),
        ])
    }

    func testNeitherJSONNorPropertyList() {
        assertError("b:\n  font: bold\n", "styles.json:1:1: error: not a style book: expected a JSON object or a property list (XML or binary)")
        assertError("42", "styles.json:1:1: error: not a style book: expected a JSON object or a property list (XML or binary)")
    }

    func testTopLevelNotAnObject() {
        assertError(#"["b", "i"]"#, "styles.json:1:1: error: a style book must be an object of styles, found an array")
        // The string starts on line 2, column 3.
        assertError("\n  \"b\"", "styles.json:2:3: error: a style book must be an object of styles, found a string")
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><array><string>b</string></array></plist>
        """
        // Property lists carry no positions, so the line names only the file.
        XCTAssertEqual(loadError(Data(plist.utf8), fileName: "styles.plist")?.description,
                       "styles.plist: error: a style book must be an object of styles, found an array")
    }

    func testInvalidPropertyList() throws {
        let error = try XCTUnwrap(loadError(Data("<plist><dict><key>a</key></plist>".utf8), fileName: "styles.plist"))
        XCTAssertEqual(error.problems.count, 1)
        XCTAssertTrue(error.description.hasPrefix("styles.plist: error: invalid property list: "), error.description)
        XCTAssertNil(error.problems[0].location)
    }

    func testUnreadableFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-missing-\(UUID().uuidString).json")
        XCTAssertThrowsError(try StyleBook(contentsOf: url)) { error in
            XCTAssertEqual((error as? StyleBookError)?.description, "\(url.path): error: cannot read the style book: No such file or directory")
        }
    }

    func testErrorsFromAFileNameItsPath() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-loader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("styles.json")
        try Data(#"{"b": {"colour": "red"}}"#.utf8).write(to: url)
        // {"b": {"colour": "red"}} -> key at column 8
        XCTAssertThrowsError(try StyleBook(contentsOf: url)) { error in
            XCTAssertEqual((error as? StyleBookError)?.description,
                           #"\#(url.path):1:8: error: b.colour: unknown key "colour" (did you mean "color"?)"#)
        }
    }

    // MARK: - Unknown keys

    func testUnknownKeyWithSuggestion() {
        // Line 2: `  "b": {"colour": "red"}` -> '{' 8, key 9.
        assertError(#"""
        {
          "b": {"colour": "red"}
        }
        """#, #"styles.json:2:9: error: b.colour: unknown key "colour" (did you mean "color"?)"#)
    }

    func testUnknownKeyWithoutSuggestion() {
        // {"b": {"zzz": 1}} -> key at column 8
        assertError(#"{"b": {"zzz": 1}}"#, #"styles.json:1:8: error: b.zzz: unknown key "zzz""#)
    }

    func testUnknownFontKey() {
        // {"h1": {"font": {"famly": "Georgia", "size": 20}}}
        // '{' 1, "h1" 2-5, ':' 6, ' ' 7, '{' 8, "font" 9-14, ':' 15, ' ' 16, '{' 17, "famly" 18
        assertError(#"{"h1": {"font": {"famly": "Georgia", "size": 20}}}"#,
                    #"styles.json:1:18: error: h1.font.famly: unknown key "famly" (did you mean "family"?)"#)
    }

    func testUnknownKeysInParagraphImageAndLine() {
        // Line 2: `  "p": {"paragraph": {"alignmnet": "left"}}` -> '{' 8, "paragraph" 9-19, ':' 20, ' ' 21, '{' 22, key 23
        // Line 3: `  "t": {"image": {"nam": "x"}}` -> "image" 9-15, ':' 16, ' ' 17, '{' 18, key 19
        // Line 4: `  "u": {"underline": {"style": "single", "colour": "red"}}`
        //   "underline" 9-19, ':' 20, ' ' 21, '{' 22, "style" 23-29, ':' 30, ' ' 31, "single" 32-39, ',' 40, ' ' 41, key 42
        assertError(#"""
        {
          "p": {"paragraph": {"alignmnet": "left"}},
          "t": {"image": {"nam": "x"}},
          "u": {"underline": {"style": "single", "colour": "red"}}
        }
        """#, #"""
        styles.json:2:23: error: p.paragraph.alignmnet: unknown key "alignmnet" (did you mean "alignment"?)
        styles.json:3:19: error: t.image.nam: unknown key "nam" (did you mean "name"?)
        styles.json:4:42: error: u.underline.colour: unknown key "colour" (did you mean "color"?)
        """#)
    }

    // MARK: - Bad values

    func testWeightOutOfRange() {
        // {"b": {"font": {"weight": 950}}}
        // '{' 1, "b" 2-4, ':' 5, ' ' 6, '{' 7, "font" 8-13, ':' 14, ' ' 15, '{' 16, "weight" 17-24, ':' 25, ' ' 26, 950 at 27
        assertError(#"{"b": {"font": {"weight": 950}}}"#,
                    "styles.json:1:27: error: b.font.weight: font weight must be a whole number from 100 to 900, found 950")
        assertError(#"{"b": {"font": {"weight": 99}}}"#,
                    "styles.json:1:27: error: b.font.weight: font weight must be a whole number from 100 to 900, found 99")
        assertError(#"{"b": {"font": {"weight": 450.5}}}"#,
                    "styles.json:1:27: error: b.font.weight: font weight must be a whole number from 100 to 900, found 450.5")
    }

    func testWeightNameTypo() {
        assertError(#"{"b": {"font": {"weight": "bolt"}}}"#,
                    #"styles.json:1:27: error: b.font.weight: unknown value "bolt" (did you mean "bold"?); expected one of ultralight, thin, light, regular, medium, semibold, bold, heavy, black or 100–900"#)
        assertError(#"{"b": {"font": {"weight": true}}}"#,
                    "styles.json:1:27: error: b.font.weight: expected a weight name or a number, found a boolean")
    }

    func testBadColorWithSuggestion() {
        // {"c": {"color": "orang"}} -> "color" 8-14, ':' 15, ' ' 16, value 17
        assertError(#"{"c": {"color": "orang"}}"#,
                    #"styles.json:1:17: error: c.color: invalid color "orang" (did you mean "orange"?); use #rrggbb, #rgb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a) or a CSS color name"#)
        // {"c": {"background": "Whte"}} -> "background" 8-19, ':' 20, ' ' 21, value 22
        assertError(#"{"c": {"background": "Whte"}}"#,
                    #"styles.json:1:22: error: c.background: invalid color "Whte" (did you mean "white"?); use #rrggbb, #rgb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a) or a CSS color name"#)
    }

    func testBadColorsWithoutSuggestion() {
        let tail = "; use #rrggbb, #rgb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a) or a CSS color name"
        for bad in ["#12345", "#ggg", "#", "rgb(300, 0, 0)", "rgb(1, 2)", "rgba(0, 0, 0, 1.5)", "rgba(0, 0, 0)", "hsl(0, 0%, 0%)", "zzzzzz"] {
            assertError(#"{"c": {"color": "\#(bad)"}}"#, #"styles.json:1:17: error: c.color: invalid color "\#(bad)""# + tail)
        }
        assertError(#"{"c": {"color": 255}}"#, "styles.json:1:17: error: c.color: expected a string, found a number")
    }

    func testBadUnderlineValue() {
        // Line 3: `  "u": ["b", {"underline": "singel"}]`
        // "u" 3-5, ':' 6, ' ' 7, '[' 8, "b" 9-11, ',' 12, ' ' 13, '{' 14, "underline" 15-25, ':' 26, ' ' 27, value 28
        assertError(#"""
        {
          "b": {"font": {"weight": "bold"}},
          "u": ["b", {"underline": "singel"}]
        }
        """#, #"styles.json:3:28: error: u[1].underline: unknown value "singel" (did you mean "single"?); expected one of none, single, double, thick"#)
        // The same as the spec's example file, on one line:
        // {"u": [{"color": "blue"}, {"underline": "singel"}]}
        // '[' 7, '{' 8 … '}' 24, ',' 25, ' ' 26, '{' 27, "underline" 28-38, ':' 39, ' ' 40, value 41
        assertError(#"{"u": [{"color": "blue"}, {"underline": "singel"}]}"#,
                    #"styles.json:1:41: error: u[1].underline: unknown value "singel" (did you mean "single"?); expected one of none, single, double, thick"#)
    }

    func testUnderlineObjectWithoutStyle() {
        // {"u": {"underline": {"color": "red"}}} -> "underline" 8-18, ':' 19, ' ' 20, '{' 21
        assertError(#"{"u": {"underline": {"color": "red"}}}"#, #"styles.json:1:21: error: u.underline: missing key "style""#)
        // {"s": {"strikethrough": {"style": "dashed"}}} -> "strikethrough" 8-22, ':' 23, ' ' 24, '{' 25, "style" 26-32, ':' 33, ' ' 34, value 35
        assertError(#"{"s": {"strikethrough": {"style": "dashed"}}}"#,
                    #"styles.json:1:35: error: s.strikethrough.style: unknown value "dashed"; expected one of none, single, double, thick"#)
        assertError(#"{"s": {"strikethrough": 1}}"#,
                    "styles.json:1:25: error: s.strikethrough: expected a line style name or an object {style, color}, found a number")
    }

    func testNegativeParagraphValues() {
        // Line 2: `  "p": {"paragraph": {"lineSpacing": -1, "lineHeightMultiple": 0, "headIndent": -0.5}}`
        // '{' 22, "lineSpacing" 23-35, ':' 36, ' ' 37, -1 at 38-39, ',' 40, ' ' 41,
        // "lineHeightMultiple" 42-61, ':' 62, ' ' 63, 0 at 64, ',' 65, ' ' 66, "headIndent" 67-78, ':' 79, ' ' 80, -0.5 at 81
        assertError(#"""
        {
          "p": {"paragraph": {"lineSpacing": -1, "lineHeightMultiple": 0, "headIndent": -0.5}}
        }
        """#, """
        styles.json:2:38: error: p.paragraph.lineSpacing: expected a number of at least 0, found -1
        styles.json:2:64: error: p.paragraph.lineHeightMultiple: expected a number greater than 0, found 0
        styles.json:2:81: error: p.paragraph.headIndent: expected a number of at least 0, found -0.5
        """)
        // {"p": {"paragraph": {"paragraphSpacing": -2, "firstLineHeadIndent": -3}}}
        // '{' 21, "paragraphSpacing" 22-39, ':' 40, ' ' 41, -2 at 42, ',' 44, ' ' 45, "firstLineHeadIndent" 46-66, ':' 67, ' ' 68, -3 at 69
        assertError(#"{"p": {"paragraph": {"paragraphSpacing": -2, "firstLineHeadIndent": -3}}}"#, """
        styles.json:1:42: error: p.paragraph.paragraphSpacing: expected a number of at least 0, found -2
        styles.json:1:69: error: p.paragraph.firstLineHeadIndent: expected a number of at least 0, found -3
        """)
        // Zero is allowed where the minimum is 0; negative kern and baselineOffset are allowed.
        let paragraph = try? style(#"{"p": {"paragraph": {"lineSpacing": 0, "headIndent": 0}, "kern": -0.5, "baselineOffset": -2}}"#, "p")
        XCTAssertEqual(paragraph, StyleAttributes(kern: -0.5, baselineOffset: -2, paragraph: ParagraphAttributes(lineSpacing: 0, headIndent: 0)))
    }

    func testNonPositiveSizes() {
        // {"f": {"font": {"size": 0}}} -> "size" 17-22, ':' 23, ' ' 24, 0 at 25
        assertError(#"{"f": {"font": {"size": 0}}}"#, "styles.json:1:25: error: f.font.size: expected a number greater than 0, found 0")
        // {"t": {"image": {"width": -16}}} -> '{' 17, "width" 18-24, ':' 25, ' ' 26, value 27
        assertError(#"{"t": {"image": {"width": -16}}}"#, "styles.json:1:27: error: t.image.width: expected a number greater than 0, found -16")
    }

    func testWrongTypes() {
        // Each line's value column is worked out beside it.
        assertError(#"""
        {
          "a": {"kern": "2"},
          "b": {"font": "bold"},
          "c": {"font": {"italic": "yes"}},
          "d": {"link": 5},
          "e": {"custom": []},
          "f": 5,
          "g": null,
          "h": {"paragraph": {"alignment": "centre"}},
          "i": {"action": ""},
          "j": {"font": {"family": "", "textStyle": "Body"}},
          "": {}
        }
        """#, #"""
        styles.json:2:17: error: a.kern: expected a number, found a string
        styles.json:3:17: error: b.font: expected an object, found a string
        styles.json:4:28: error: c.font.italic: expected true or false, found a string
        styles.json:5:17: error: d.link: expected a string, found a number
        styles.json:6:19: error: e.custom: expected an object, found an array
        styles.json:7:8: error: f: a style must be a style name, an array of styles or an object of attributes, found a number
        styles.json:8:8: error: g: a style must be a style name, an array of styles or an object of attributes, found null
        styles.json:9:36: error: h.paragraph.alignment: unknown value "centre" (did you mean "center"?); expected one of left, center, right, justified, natural
        styles.json:10:19: error: i.action: an action needs a non-empty name
        styles.json:11:28: error: j.font.family: a font family needs a non-empty name
        styles.json:11:45: error: j.font.textStyle: unknown value "Body" (did you mean "body"?); expected one of largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
        styles.json:12:3: error: a style needs a non-empty name
        """#)
        // Column notes:
        //  2: `  "a": {"kern": "2"},`       '{' 8, "kern" 9-14, ':' 15, ' ' 16 -> 17
        //  4: `  "c": {"font": {"italic"…`   '{' 17, "italic" 18-25, ':' 26, ' ' 27 -> 28
        //  6: `  "e": {"custom": []},`      "custom" 9-16, ':' 17, ' ' 18 -> 19
        //  7: `  "f": 5,`                   "f" 3-5, ':' 6, ' ' 7 -> 8
        //  9: `  "h": {"paragraph": {"alignment": …` '{' 22, "alignment" 23-33, ':' 34, ' ' 35 -> 36
        // 10: `  "i": {"action": ""},`      "action" 9-16, ':' 17, ' ' 18 -> 19
        // 11: `  "j": {"font": {"family": "", "textStyle": "Body"}},`
        //     '{' 17, "family" 18-25, ':' 26, ' ' 27, "" 28-29, ',' 30, ' ' 31, "textStyle" 32-42, ':' 43, ' ' 44 -> 45
        // 12: `  "": {}`                    the empty key at 3
    }

    // MARK: - References

    func testReferenceToMissingStyleWithSuggestion() {
        // Line 3: `  "legal": ["trems", {"color": "gray"}]` -> "legal" 3-9, ':' 10, ' ' 11, '[' 12, value 13
        assertError(#"""
        {
          "terms": {"link": "https://example.com/terms"},
          "legal": ["trems", {"color": "gray"}]
        }
        """#, #"styles.json:3:13: error: legal[0]: reference to unknown style "trems" (did you mean "terms"?)"#)
        // {"a": "zzz"} -> value at 7, no likely match
        assertError(#"{"a": "zzz"}"#, #"styles.json:1:7: error: a: reference to unknown style "zzz""#)
        // Settings are not styles: "$version" cannot be referenced.
        assertError(#"{"$version": 1, "a": "$version"}"#, #"styles.json:1:22: error: a: reference to unknown style "$version""#)
    }

    func testReferenceCycle() {
        // Line 3: `  "b": ["a"],` -> '[' 8, "a" at 9. The cycle is found at b's reference back to a;
        // c, which only refers into the cycle, adds no second error.
        assertError(#"""
        {
          "a": "b",
          "b": ["a"],
          "c": "a"
        }
        """#, "styles.json:3:9: error: b[0]: reference cycle a → b → a")
    }

    func testSelfReference() {
        // {"x": "x"} -> value at 7
        assertError(#"{"x": "x"}"#, "styles.json:1:7: error: x: reference cycle x → x")
        // {"x": [{"kern": 1}, "x"]} -> '[' 7, '{' 8 … '}' 18, ',' 19, ' ' 20, "x" at 21
        assertError(#"{"x": [{"kern": 1}, "x"]}"#, "styles.json:1:21: error: x[1]: reference cycle x → x")
    }

    func testLongerCycleEnteredFromOutside() {
        // Resolution starts at "start" (file order), walks into p → q → r → p.
        // Line 5: `  "r": "p"` -> value at 8.
        assertError(#"""
        {
          "start": "p",
          "p": "q",
          "q": "r",
          "r": "p"
        }
        """#, "styles.json:5:8: error: r: reference cycle p → q → r → p")
    }

    func testLongReferenceCycleIsReportedOnceWithoutCrashing() {
        let count = 2_000
        // One style per line: line k + 2 holds `"s<k>": "s<k+1>"`, the last one points back to s0.
        var lines: [String] = []
        for k in 0..<count { lines.append(#""s\#(k)": "s\#((k + 1) % count)""#) }
        let json = "{\n" + lines.joined(separator: ",\n") + "\n}"
        guard let error = loadError(Data(json.utf8), fileName: "styles.json") else { return }
        XCTAssertEqual(error.problems.count, 1)
        let cycle = (0..<count).map { "s\($0)" }.joined(separator: " → ") + " → s0"
        // `"s1999": "s0"` is on line 2001; `"s1999"` is columns 1-7, ':' 8, ' ' 9, value 10.
        XCTAssertEqual(error.description, "styles.json:2001:10: error: s1999: reference cycle \(cycle)")
    }

    // MARK: - Links

    func testLinkSchemeNotAllowedByDefault() {
        // {"t": {"link": "javascript:alert(1)"}} -> "link" 8-13, ':' 14, ' ' 15, value 16
        assertError(#"{"t": {"link": "javascript:alert(1)"}}"#,
                    #"styles.json:1:16: error: t.link: link scheme "javascript" is not allowed (allowed: http, https, mailto, tel)"#)
        // Scheme matching ignores case, and the error names it lower-cased.
        assertError(#"{"t": {"link": "JavaScript:alert(1)"}}"#,
                    #"styles.json:1:16: error: t.link: link scheme "javascript" is not allowed (allowed: http, https, mailto, tel)"#)
        // An image's src is a link too: {"t": {"image": {"src": "file:///etc/passwd"}}}
        // '{' 17, "src" 18-22, ':' 23, ' ' 24, value 25
        assertError(#"{"t": {"image": {"src": "file:///etc/passwd"}}}"#,
                    #"styles.json:1:25: error: t.image.src: link scheme "file" is not allowed (allowed: http, https, mailto, tel)"#)
    }

    func testLinkSchemeNotAllowedByLinkSchemes() {
        // {"$linkSchemes": ["https"], "t": {"link": "http://example.com"}}
        // "$linkSchemes" 2-15, ':' 16, ' ' 17, '[' 18, "https" 19-25, ']' 26, ',' 27, ' ' 28,
        // "t" 29-31, ':' 32, ' ' 33, '{' 34, "link" 35-40, ':' 41, ' ' 42, value 43
        assertError(#"{"$linkSchemes": ["https"], "t": {"link": "http://example.com"}}"#,
                    #"styles.json:1:43: error: t.link: link scheme "http" is not allowed (allowed: https)"#)
        // An empty list allows only relative links.
        // {"$linkSchemes": [], "t": {"link": "https://x.test"}} -> '[' 18, ']' 19, ',' 20, ' ' 21, "t" 22-24, ':' 25, ' ' 26, '{' 27, "link" 28-33, ':' 34, ' ' 35, value 36
        let error = loadError(Data(#"{"$linkSchemes": [], "t": {"link": "https://x.test"}}"#.utf8), fileName: "styles.json")
        XCTAssertEqual(error?.problems.count, 1)
        XCTAssertTrue(error?.description.hasPrefix(#"styles.json:1:36: error: t.link: link scheme "https" is not allowed"#) == true, error?.description ?? "")
    }

    func testBadLinkSchemesSetting() {
        // {"$linkSchemes": ["https", "not a scheme", 5]} -> '[' 18, "https" 19-25, ',' 26, ' ' 27, "not a scheme" 28-41, ',' 42, ' ' 43, 5 at 44
        assertError(#"{"$linkSchemes": ["https", "not a scheme", 5]}"#, #"""
        styles.json:1:28: error: $linkSchemes[1]: expected a URL scheme such as "https"
        styles.json:1:44: error: $linkSchemes[2]: expected a URL scheme such as "https"
        """#)
        assertError(#"{"$linkSchemes": "https"}"#, "styles.json:1:18: error: $linkSchemes: expected an array of URL schemes, found a string")
        assertError(#"{"$schema": 1}"#, "styles.json:1:13: error: $schema: expected a string, found a number")
    }

    func testLinkWithControlCharacter() {
        // The JSON escape \u0007 puts BEL in the link; value at column 16.
        assertError(#"{"t": {"link": "https://x.test/\u0007"}}"#,
                    "styles.json:1:16: error: t.link: link contains control character U+0007")
        assertError(#"{"t": {"link": "https://x.test/a\tb"}}"#,
                    "styles.json:1:16: error: t.link: link contains control character U+0009")
        assertError(#"{"t": {"link": "https://x.test/\u0085"}}"#,
                    "styles.json:1:16: error: t.link: link contains control character U+0085")
        assertError(#"{"t": {"link": "https://x.test/\u007f"}}"#,
                    "styles.json:1:16: error: t.link: link contains control character U+007F")
    }

    // MARK: - Settings

    func testVersion2() {
        // {"$version": 2} -> "$version" 2-11, ':' 12, ' ' 13, value 14
        assertError(#"{"$version": 2}"#, "styles.json:1:14: error: $version: unsupported version; this markupc reads style book version 1")
        assertError(#"{"$version": "1"}"#, "styles.json:1:14: error: $version: unsupported version; this markupc reads style book version 1")
        XCTAssertNoThrow(try StyleBook(json: #"{"$version": 1}"#))
    }

    func testUnknownSetting() {
        // The error points at the key, column 2.
        assertError(#"{"$linkScheme": ["https"]}"#,
                    #"styles.json:1:2: error: $linkScheme: unknown setting (did you mean "$linkSchemes"?); settings are $schema, $version, $linkSchemes"#)
        assertError(#"{"$foo": 1}"#, "styles.json:1:2: error: $foo: unknown setting; settings are $schema, $version, $linkSchemes")
    }

    func testSchemaSettingIsIgnored() throws {
        let book = try load(#"{"$schema": "https://example.com/whatever.json", "b": {"kern": 1}}"#)
        XCTAssertEqual(Set(book.styles.keys), ["b"])
        XCTAssertEqual(book.linkPolicy, LinkPolicy())
    }

    // MARK: - Several problems

    func testSeveralProblemsInOneStyleAreAllReported() {
        // Line 2: `  "x": {"colour": "red", "kern": "1", "font": {"weight": 1000}}`
        // '{' 8, "colour" 9-16, ':' 17, ' ' 18, "red" 19-23, ',' 24, ' ' 25, "kern" 26-31, ':' 32, ' ' 33, "1" 34-36, ',' 37, ' ' 38,
        // "font" 39-44, ':' 45, ' ' 46, '{' 47, "weight" 48-55, ':' 56, ' ' 57, 1000 at 58
        assertError(#"""
        {
          "x": {"colour": "red", "kern": "1", "font": {"weight": 1000}}
        }
        """#, #"""
        styles.json:2:9: error: x.colour: unknown key "colour" (did you mean "color"?)
        styles.json:2:34: error: x.kern: expected a number, found a string
        styles.json:2:58: error: x.font.weight: font weight must be a whole number from 100 to 900, found 1000
        """#)
    }

    func testProblemsFromDifferentPhasesAreInFileOrder() throws {
        // Line 2: `  "a": "missing",` value at 8. Line 3: `  "b": {"colour": "red"},` key at 9.
        // Line 4: `  "$version": 2` -> "$version" 3-12, ':' 13, ' ' 14, value 15.
        assertError(#"""
        {
          "a": "missing",
          "b": {"colour": "red"},
          "$version": 2
        }
        """#, #"""
        styles.json:2:8: error: a: reference to unknown style "missing"
        styles.json:3:9: error: b.colour: unknown key "colour" (did you mean "color"?)
        styles.json:4:15: error: $version: unsupported version; this markupc reads style book version 1
        """#)
        // Within one object too: "missing key style" (at the object, column 21) comes after the
        // unknown key inside it (column 22).
        assertError(#"{"u": {"underline": {"colour": "red"}}}"#, #"""
        styles.json:1:21: error: u.underline: missing key "style"
        styles.json:1:22: error: u.underline.colour: unknown key "colour" (did you mean "color"?)
        """#)
    }

    func testSeveralProblemsAcrossStylesAreReportedTogether() {
        // Every problem in the book is reported in one error, not just the first.
        // Line 2: `  "$version": 2,` value at 15.
        // Line 3: `  "a": {"underline": "singel"},` "underline" 9-19, ':' 20, ' ' 21, value 22.
        // Line 4: `  "b": {"color": "#12"},` "color" 9-15, ':' 16, ' ' 17, value 18.
        // Line 5: `  "c": "nope"` value at 8.
        assertError(#"""
        {
          "$version": 2,
          "a": {"underline": "singel"},
          "b": {"color": "#12"},
          "c": "nope"
        }
        """#, #"""
        styles.json:2:15: error: $version: unsupported version; this markupc reads style book version 1
        styles.json:3:22: error: a.underline: unknown value "singel" (did you mean "single"?); expected one of none, single, double, thick
        styles.json:4:18: error: b.color: invalid color "#12"; use #rrggbb, #rgb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a) or a CSS color name
        styles.json:5:8: error: c: reference to unknown style "nope"
        """#)
    }

    func testJSONWithAByteOrderMarkIsAccepted() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(#"{"b": {"kern": 1}}"#.utf8)
        let book = try StyleBook(data: data, fileName: "bom.json")
        XCTAssertEqual(book.style(named: "b")?.kern, 1)
    }

    func testPropertyListErrorsHaveNoPosition() {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>b</key><dict><key>colour</key><string>red</string></dict>
        <key>u</key><dict><key>underline</key><string>singel</string></dict>
        </dict></plist>
        """
        XCTAssertEqual(loadError(Data(plist.utf8), fileName: "styles.plist")?.description, #"""
        styles.plist: error: b.colour: unknown key "colour" (did you mean "color"?)
        styles.plist: error: u.underline: unknown value "singel" (did you mean "single"?); expected one of none, single, double, thick
        """#)
    }

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
        let book = try load(#"{"$linkSchemes": [], "a": {"link": "/help"}, "b": {"link": "help.html#top"}, "c": {"link": "//cdn.test/x"}, "d": {"link": "a/b:c"}}"#)
        XCTAssertEqual(book.style(named: "a")?.link, "/help")
        XCTAssertEqual(book.style(named: "b")?.link, "help.html#top")
        XCTAssertEqual(book.style(named: "c")?.link, "//cdn.test/x")
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
        let expected = StyleAttributes(font: FontAttributes(weight: 600), color: Color(red: 255, green: 0, blue: 0))

        let book = try load("{" + members.joined(separator: ",\n") + "}")
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
        let reversed = try load("{" + shortMembers.reversed().joined(separator: ",\n") + "}")
        XCTAssertEqual(reversed.styles.count, short)
        XCTAssertTrue(reversed.styles.values.allSatisfy { $0 == expected })

        // A chain ending in a missing style reports only the one bad reference.
        var broken = shortMembers
        broken[short - 1] = #""s\#(short - 1)": "missing""#
        guard let error = loadError(Data(("{" + broken.joined(separator: ",\n") + "}").utf8), fileName: "styles.json") else { return }
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

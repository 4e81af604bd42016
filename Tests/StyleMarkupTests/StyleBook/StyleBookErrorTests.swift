import Foundation
import XCTest
@testable import StyleMarkup

/// Every error a user can hit when loading a style book, with the exact diagnostic lines.
///
/// Expected lines and columns are counted by hand from each test's JSON literal (columns count
/// Unicode scalars from 1); the comments next to them show the count.
final class StyleBookErrorTests: XCTestCase {
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
        // With the default reference depth (100) the chain is too deep before it closes: one error.
        guard let tooDeep = loadError(Data(json.utf8), fileName: "styles.json") else { return }
        XCTAssertEqual(tooDeep.description, "styles.json:101:8: error: s99: style references nest deeper than the limit of 100 (s0 → s1 → … → s99 → s100)")
        // With room for the whole cycle, the cycle is reported once.
        let error: StyleBookError
        do {
            _ = try StyleBook(json: json, fileName: "styles.json", limits: StyleBookLimits(maxReferenceDepth: count + 1))
            return XCTFail("a cycle loaded")
        } catch let caught { error = caught }
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
        styles.json:1:28: error: $linkSchemes[1]: expected a URL scheme such as "https", or "//" to allow scheme-relative links
        styles.json:1:44: error: $linkSchemes[2]: expected a URL scheme such as "https", or "//" to allow scheme-relative links
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

}

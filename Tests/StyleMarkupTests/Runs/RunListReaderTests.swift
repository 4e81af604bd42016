import Foundation
import XCTest
@testable import StyleMarkup

/// `CompiledText(jsonRunList:)` reads back what the JSON emitter writes, in every offset unit,
/// and reports a bad document with the JSON path, line and column of the value at fault.
final class RunListReaderTests: XCTestCase {
    /// A book that sets every attribute, under the tag names the markup generator uses.
    private static let everyAttributeBook = ##"""
    {
      "$linkSchemes": ["https", "mailto", "wtdatelink"],
      "body": {"font": {"size": 12, "family": "Helvetica Neue"}, "paragraph": {"lineSpacing": 2}},
      "link": {"color": "#0a66c2", "underline": {"style": "single", "color": "#0a66c280"}},
      "b": {"font": {"weight": "bold"}, "background": "rgba(255, 255, 0, 0.5)"},
      "strong": ["b", {"kern": 1.5}],
      "i": {"font": {"italic": true, "textStyle": "footnote"}},
      "em": ["i", {"color": "#333", "baselineOffset": -2.25}],
      "u": {"underline": "double", "strikethrough": {"style": "thick", "color": "red"}},
      "red": {"color": "red", "custom": {"k": 1, "nested": {"list": [true, null, "s", 0.5]}}},
      "help": {"action": "help", "underline": "none"},
      "terms": {"link": "wtdatelink://?date=12_31_2000", "font": {"weight": 300, "monospace": true}},
      "p": {"paragraph": {"alignment": "center", "paragraphSpacing": 4, "lineHeightMultiple": 1.2,
                          "firstLineHeadIndent": 10, "headIndent": 5}, "font": {"size": 14}},
      "thumb": {"image": {"name": "thumb", "alt": "👍", "src": "https://x.test/t.png", "width": 16, "height": 12.5}}
    }
    """##

    private func read(_ json: String, linkSchemes: [String]? = nil) throws -> CompiledText {
        try CompiledText(jsonRunList: Data(json.utf8), fileName: "Welcome.json", linkSchemes: linkSchemes)
    }

    /// The error `json` gives, as printed.
    private func error(_ json: String, linkSchemes: [String]? = nil, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try read(json, linkSchemes: linkSchemes)
            XCTFail("expected an error", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    // MARK: - Round trip

    private struct TagSummary: Equatable {
        var name: String
        var attributes: [TagAttribute]
        var utf8: Range<Int>
        var utf16: Range<Int>
        var depth: Int
    }

    private func tags(_ compiled: CompiledText) -> [TagSummary] {
        compiled.makeTags().map { TagSummary(name: $0.name, attributes: $0.attributes, utf8: $0.range.utf8, utf16: $0.range.utf16, depth: $0.depth) }
    }

    func testRoundTripOfGeneratedMarkupInEveryOffsetUnit() throws {
        let compiler = MarkupCompiler(styleBook: try StyleBook(json: Self.everyAttributeBook))
        var generator = MarkupGenerator(seed: 0x7275_6E6C_6973_7431)
        var compiledCount = 0
        var seenKeys: Set<String> = []
        for index in 0..<1_500 {
            let (input, _) = generator.generate()
            guard let compiled = try? compiler.compile(input) else { continue }
            compiledCount += 1
            for run in compiled.runs {
                let a = run.attributes
                let keys: [(String, Bool)] = [("font", a.font != nil), ("color", a.color != nil), ("background", a.background != nil),
                                              ("underline", a.underline != nil), ("strikethrough", a.strikethrough != nil), ("kern", a.kern != nil),
                                              ("baselineOffset", a.baselineOffset != nil), ("paragraph", a.paragraph != nil), ("link", a.link != nil),
                                              ("action", a.action != nil), ("image", a.image != nil), ("custom", a.custom != nil)]
                for (key, isSet) in keys where isSet { seenKeys.insert(key) }
            }
            for unit in OffsetUnit.allCases {
                let json = JSONEmitter(offsets: unit).emit(compiled)
                let label = "case \(index), \(unit): \(input.debugDescription)"
                let back: CompiledText
                do {
                    back = try CompiledText(jsonRunList: Data(json))
                } catch {
                    XCTFail("\(error)\n\(label)\n\(String(decoding: json, as: UTF8.self))")
                    return
                }
                XCTAssertEqual(back.utf8Text, compiled.utf8Text, label)
                XCTAssertEqual(back.utf16Count, compiled.utf16Count, label)
                XCTAssertEqual(Array(back.runs), Array(compiled.runs), label)
                XCTAssertEqual(tags(back), tags(compiled), label)
                // And it writes the same document again.
                XCTAssertEqual(JSONEmitter(offsets: unit).emit(back), json, label)
            }
        }
        XCTAssertGreaterThan(compiledCount, 800)
        XCTAssertEqual(seenKeys.count, 12, "every attribute is exercised: \(seenKeys.sorted())")
    }

    func testReadsEveryAttributeOfAHandWrittenDocument() throws {
        // "Tap 😀 here" with offsets in scalars: the emoji is 1 scalar, 2 UTF-16 units, 4 bytes.
        let compiled = try read(#"""
        {"version": 1, "text": "Tap 😀 here\n", "offsets": "scalars",
         "runs": [
          {"start": 0, "length": 4, "attributes": {"font": {"family": "Avenir", "size": 17.5, "weight": 600, "italic": true, "monospace": false, "textStyle": "body"}}},
          {"start": 4, "length": 1, "attributes": {"image": {"name": "smile", "alt": "smiling", "width": 20, "height": 18}, "baselineOffset": -3}},
          {"start": 5, "length": 5, "attributes": {"action": "help", "link": "https://x.test/a%20b", "color": "#ff000080", "background": "#00ff00",
            "underline": {"style": "double", "color": "#0000ff"}, "strikethrough": {"style": "single"}, "kern": 0.5,
            "paragraph": {"alignment": "justified", "lineSpacing": 1, "paragraphSpacing": 2, "lineHeightMultiple": 1.5, "firstLineHeadIndent": 3, "headIndent": 4},
            "custom": {"z": [1, "a", false, null]}}},
          {"start": 10, "length": 1, "attributes": {}}
         ],
         "tags": [{"name": "help", "start": 5, "length": 5, "depth": 0, "attributes": {"href": "https://x.test/a b", "title": "<b>"}}]}
        """#)
        XCTAssertEqual(compiled.makeText(), "Tap 😀 here\n")
        XCTAssertEqual(compiled.utf16Count, 12)
        let runs = Array(compiled.runs)
        XCTAssertEqual(runs.map(\.range.utf16), [0..<4, 4..<6, 6..<11, 11..<12])
        XCTAssertEqual(runs.map(\.range.utf8), [0..<4, 4..<8, 8..<13, 13..<14])
        XCTAssertEqual(runs[0].attributes, StyleAttributes(font: FontAttributes(family: "Avenir", size: 17.5, weight: 600, italic: true, monospace: false, textStyle: .body)))
        XCTAssertEqual(runs[1].attributes, StyleAttributes(baselineOffset: -3, image: ImageAttributes(name: "smile", alt: "smiling", width: 20, height: 18)))
        XCTAssertEqual(runs[2].attributes, StyleAttributes(
            color: Color(red: 255, green: 0, blue: 0, alpha: 128), background: Color(red: 0, green: 255, blue: 0),
            underline: LineStyle(.double, color: Color(red: 0, green: 0, blue: 255)), strikethrough: LineStyle(.single), kern: 0.5,
            paragraph: ParagraphAttributes(alignment: .justified, lineSpacing: 1, paragraphSpacing: 2, lineHeightMultiple: 1.5, firstLineHeadIndent: 3, headIndent: 4),
            link: "https://x.test/a%20b", action: "help", custom: ["z": .array([.number(1), .string("a"), .bool(false), .null])]))
        XCTAssertEqual(runs[3].attributes, .empty)
        XCTAssertEqual(compiled.makeTags().count, 1)
        XCTAssertEqual(compiled.makeTags()[0].name, "help")
        XCTAssertEqual(compiled.makeTags()[0].range.utf16, 6..<11)
        XCTAssertEqual(compiled.makeTags()[0].attributes, [TagAttribute(name: "href", value: "https://x.test/a b"), TagAttribute(name: "title", value: "<b>")])
        XCTAssertEqual(compiled.action(atUTF16Offset: 7), "help")
        XCTAssertNil(compiled.action(atUTF16Offset: 5))
    }

    func testDefaultsAndJoinedNeighbours() throws {
        // No "offsets" means UTF-16; no "tags" means none; equal neighbours become one run.
        let compiled = try read(#"{"version": 1, "text": "ab😀", "runs": [{"start": 0, "length": 1, "attributes": {"kern": 1}}, {"start": 1, "length": 3, "attributes": {"kern": 1}}]}"#)
        XCTAssertEqual(Array(compiled.runs), [Run(range: TextRange(utf8: 0..<6, utf16: 0..<4), attributes: StyleAttributes(kern: 1))])
        XCTAssertTrue(compiled.makeTags().isEmpty)
        let empty = try read(#"{"version": 1, "text": "", "offsets": "utf8", "runs": [], "tags": []}"#)
        XCTAssertTrue(empty.runs.isEmpty)
        XCTAssertEqual(empty.utf16Count, 0)
    }

    func testAnySchemeIsKeptUnlessSchemesAreGiven() throws {
        let json = #"{"version": 1, "text": "x", "runs": [{"start": 0, "length": 1, "attributes": {"link": "WTDateLink://?date=12_31_2000"}}]}"#
        XCTAssertEqual(try read(json).link(atUTF16Offset: 0), "WTDateLink://?date=12_31_2000")
        XCTAssertEqual(error(json, linkSchemes: ["https"]),
                       #"Welcome.json:1:87: error: runs[0].attributes.link: link scheme "wtdatelink" is not allowed (allowed: https)"#)
    }

    // MARK: - Errors

    func testSyntaxAndEncodingErrors() {
        XCTAssertEqual(error("{\"version\": 1,\n  \"text\": \"a\",\n  \"runs\": [}"),
                       "Welcome.json:3:12: error: invalid JSON: unexpected '}'; expected a value")
        XCTAssertEqual(error("[]"), "Welcome.json:1:1: error: a run list must be a JSON object, found an array")
        XCTAssertEqual(error(""), "Welcome.json:1:1: error: invalid JSON: unexpected end of file")
        var bytes = Array(#"{"version": 1, "text": "a"#.utf8)
        bytes += [0xC3, 0x28]
        bytes += Array(#"", "runs": []}"#.utf8)
        XCTAssertThrowsError(try CompiledText(jsonRunList: Data(bytes))) { error in
            XCTAssertEqual("\(error)", "run list:1:26: error: invalid UTF-8 at byte 25")
        }
    }

    func testDocumentLevelErrors() {
        XCTAssertEqual(error(#"{"version": 2, "text": "", "runs": []}"#),
                       "Welcome.json:1:13: error: version: unsupported version 2; this library reads version 1")
        XCTAssertEqual(error(#"{"version": "1", "text": "", "runs": []}"#),
                       "Welcome.json:1:13: error: version: expected the number 1, found a string")
        XCTAssertEqual(error(#"{"text": "", "run": []}"#), """
            Welcome.json:1:1: error: missing key "version"
            Welcome.json:1:1: error: missing key "runs"
            Welcome.json:1:14: error: run: unknown key "run" (did you mean "runs"?)
            """)
        XCTAssertEqual(error(#"{"version": 1, "text": 3, "offsets": "utf-16", "runs": []}"#), """
            Welcome.json:1:24: error: text: expected a string, found a number
            Welcome.json:1:38: error: offsets: expected one of utf8, utf16, scalars, found "utf-16" (did you mean "utf16"?)
            """)
        XCTAssertEqual(error(#"{"version": 1, "text": "", "runs": {}}"#), "Welcome.json:1:36: error: runs: expected an array, found an object")
    }

    func testCoverageErrors() {
        func runs(_ runs: String, text: String = "abcdef", offsets: String = "utf16") -> String {
            error(#"{"version": 1, "text": "\#(text)", "offsets": "\#(offsets)", "runs": [\#(runs)]}"#)
        }
        XCTAssertEqual(runs(#"{"start": 0, "length": 2, "attributes": {}}, {"start": 3, "length": 3, "attributes": {}}"#),
                       "Welcome.json:1:118: error: runs[1].start: gap: offsets 2..<3 are in no run (runs must cover the text)")
        XCTAssertEqual(runs(#"{"start": 0, "length": 4, "attributes": {}}, {"start": 3, "length": 3, "attributes": {}}"#),
                       "Welcome.json:1:118: error: runs[1].start: run starts at 3, inside the previous run, which ends at 4 (runs must not overlap)")
        XCTAssertEqual(runs(#"{"start": 1, "length": 5, "attributes": {}}"#),
                       "Welcome.json:1:73: error: runs[0].start: gap: offsets 0..<1 are in no run (runs must cover the text)")
        XCTAssertEqual(runs(#"{"start": 0, "length": 5, "attributes": {}}"#),
                       "Welcome.json:1:63: error: runs: the runs end at 5, but the text is 6 utf16 units long (runs must cover the text)")
        XCTAssertEqual(runs(""), "Welcome.json:1:62: error: runs: no runs, but the text is 6 utf16 units long (runs must cover the text)")
        XCTAssertEqual(runs(#"{"start": 0, "length": 7, "attributes": {}}"#),
                       "Welcome.json:1:86: error: runs[0].length: ends at 7, past the end of the text (6 utf16 units)")
        XCTAssertEqual(runs(#"{"start": 9, "length": 0, "attributes": {}}"#),
                       "Welcome.json:1:86: error: runs[0].length: a run must not be empty")
        XCTAssertEqual(runs(#"{"start": 9, "length": 1, "attributes": {}}"#),
                       "Welcome.json:1:73: error: runs[0].start: offset 9 is past the end of the text (6 utf16 units)")
        XCTAssertEqual(runs(#"{"start": -1, "length": 1.5, "attributes": {}}"#), """
            Welcome.json:1:73: error: runs[0].start: expected a whole number of at least 0, found -1
            Welcome.json:1:87: error: runs[0].length: expected a whole number of at least 0, found 1.5
            """)
        XCTAssertEqual(runs(#"{"start": 0, "attributes": {}, "end": 6}"#), """
            Welcome.json:1:63: error: runs[0]: missing key "length"
            Welcome.json:1:94: error: runs[0].end: unknown key "end"
            """)
    }

    func testOffsetsInsideACharacter() {
        // "a😀": in UTF-16 the emoji is units 1..<3, in UTF-8 bytes 1..<5.
        func runs(_ runs: String, offsets: String) -> String {
            error(#"{"version": 1, "text": "a😀", "offsets": "\#(offsets)", "runs": [\#(runs)]}"#)
        }
        XCTAssertEqual(runs(#"{"start": 0, "length": 2, "attributes": {}}, {"start": 2, "length": 1, "attributes": {}}"#, offsets: "utf16"),
                       """
            Welcome.json:1:82: error: runs[0].length: ends at 2, inside a character, not on a Unicode scalar boundary
            Welcome.json:1:114: error: runs[1].start: offset 2 is inside a character, not on a Unicode scalar boundary
            """)
        XCTAssertEqual(runs(#"{"start": 0, "length": 5, "attributes": {}}, {"start": 3, "length": 2, "attributes": {}}"#, offsets: "utf8"), """
            Welcome.json:1:113: error: runs[1].start: offset 3 is inside a character, not on a Unicode scalar boundary
            """)
        // In scalars the same document is fine.
        XCTAssertNoThrow(try read(#"{"version": 1, "text": "a😀", "offsets": "scalars", "runs": [{"start": 0, "length": 2, "attributes": {}}]}"#))
    }

    func testAttributeErrorsNameThePath() {
        XCTAssertEqual(error(##"{"version": 1, "text": "ab", "runs": [{"start": 0, "length": 2, "attributes": {"colour": "#fff", "font": {"weight": 950}, "underline": {"style": "singel"}}}]}"##), """
            Welcome.json:1:80: error: runs[0].attributes.colour: unknown key "colour" (did you mean "color"?)
            Welcome.json:1:117: error: runs[0].attributes.font.weight: font weight must be a whole number from 100 to 900, found 950
            Welcome.json:1:146: error: runs[0].attributes.underline.style: unknown value "singel" (did you mean "single"?); expected one of none, single, double, thick
            """)
        XCTAssertEqual(error(#"{"version": 1, "text": "ab", "runs": [{"start": 0, "length": 2, "attributes": {"link": "https://x.test/\u0007"}}]}"#),
                       "Welcome.json:1:88: error: runs[0].attributes.link: link contains control character U+0007")
    }

    func testTagErrors() {
        XCTAssertEqual(error(#"{"version": 1, "text": "ab", "runs": [{"start": 0, "length": 2, "attributes": {}}], "tags": [{"name": "1x", "start": 0, "length": 3, "depth": -1, "attributes": {"href": 1}}]}"#), """
            Welcome.json:1:103: error: tags[0].name: "1x" is not a tag name ([A-Za-z_][A-Za-z0-9_.:-]*)
            Welcome.json:1:131: error: tags[0].length: ends at 3, past the end of the text (2 utf16 units)
            Welcome.json:1:143: error: tags[0].depth: expected a whole number of at least 0, found -1
            Welcome.json:1:170: error: tags[0].attributes.href: expected a string, found a number
            """)
        XCTAssertEqual(error(#"{"version": 1, "text": "", "runs": [], "tags": [{"start": 0, "length": 0, "attributes": {}}]}"#), """
            Welcome.json:1:49: error: tags[0]: missing key "name"
            Welcome.json:1:49: error: tags[0]: missing key "depth"
            """)
    }

    func testManyProblemsStopAtTheLimit() throws {
        let runs = (0..<500).map { _ in #"{"start": 0, "length": 1, "attributes": {"kern": "x"}}"# }.joined(separator: ",")
        do {
            _ = try CompiledText(jsonRunList: Data(#"{"version": 1, "text": "x", "runs": [\#(runs)]}"#.utf8))
            XCTFail("expected an error")
        } catch {
            XCTAssertLessThanOrEqual(error.problems.count, RunListReader.maxProblems + 2)
            XCTAssertGreaterThanOrEqual(error.problems.count, RunListReader.maxProblems)
        }
    }
}

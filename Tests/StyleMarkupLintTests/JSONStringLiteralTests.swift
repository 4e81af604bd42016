import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// The one JSON string decoder, on both of its paths: the style-book reader (bytes) and the
/// `.xcstrings` position map (positions), with the same values and the same errors.
final class JSONStringLiteralTests: XCTestCase {
    /// Decodes the literal that starts `document` with the bytes sink.
    private func bytes(_ document: String) -> Result<(String, end: Int), JSONBookReader.SyntaxError> {
        let text = Array(document.utf8)
        return text.withUnsafeBufferPointer { buffer in
            var sink = JSONStringBytes(document: buffer)
            return Result { () throws(JSONBookReader.SyntaxError) in
                let end = try JSONStringLiteral.decode(buffer, quote: 0, into: &sink)
                return (String(decoding: sink.bytes, as: UTF8.self), end)
            }
        }
    }

    /// Decodes the literal that starts `document` with the position map.
    private func positions(_ document: String) -> Result<(value: String, positions: PositionMap), JSONBookReader.SyntaxError> {
        let lines = LineTable(text: Array(document.utf8))
        return Result { () throws(JSONBookReader.SyntaxError) in try JSONStringPositions.decode(at: 0, in: lines) }
    }

    private func error<T>(_ result: Result<T, JSONBookReader.SyntaxError>) -> String? {
        guard case .failure(let error) = result else { return nil }
        return "\(error.byteOffset): \(error.message)"
    }

    func testEscapesAndSurrogatePairsDecodeTheSameOnBothPaths() throws {
        let literal = #""a\"\\\/\b\f\n\r\t \u00e9\u00C9 \uD83D\uDE00 é😀" tail"#
        let expected = "a\"\\/\u{8}\u{C}\n\r\t éÉ 😀 é😀"
        let (value, end) = try bytes(literal).get()
        XCTAssertEqual(value, expected)
        XCTAssertEqual(end, literal.utf8.count - 5)  // just after the closing quote
        XCTAssertEqual(try positions(literal).get().value, expected)
    }

    func testPositionsPointAtTheEscapeOrTheCharacter() throws {
        //            0123456789012345678901234567
        let literal = #""\u00e9<b>\uD83D\uDE00<i>\n!""#
        let (value, map) = try positions(literal).get()
        XCTAssertEqual(value, "é<b>😀<i>\n!")
        let utf8 = Array(value.utf8)
        // é (2 bytes) comes from the escape at 1; <b> from 7…9, copied.
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 0), 1)
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 1), 1)
        XCTAssertEqual(utf8[2], UInt8(ascii: "<"))
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 2), 7)
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 4), 9)
        // 😀 (4 bytes) comes from the pair at 10; <i> after it from 22.
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 5), 10)
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 8), 10)
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 9), 22)
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 12), 25)  // \n
        XCTAssertEqual(map.fileOffset(ofDecodedByte: 13), 27)  // !
    }

    func testInvalidLiteralsGiveTheSameErrorAndOffsetOnBothPaths() {
        let cases: [(String, String)] = [
            (#""ab\q""#, #"4: invalid escape \'q'"#),
            (#""\u12""#, "5: \\u needs four hex digits"),
            (#""\u12"#, "5: \\u needs four hex digits"),
            (#""x\uD800y""#, "2: \\uD800 is the first half of a surrogate pair, but no \\u escape of the second half (DC00–DFFF) follows"),
            (#""x\uD800\u0041""#, "2: invalid \\u surrogate pair: \\uD800 must be followed by \\uDC00–\\uDFFF, not \\u0041"),
            (#""x\uDE00""#, "2: \\uDE00 is the second half of a surrogate pair, with no first half before it"),
            (#""x\u0000""#, "2: \\u escape is not a valid character"),
            ("\"a\tb\"", "2: control character in string (write it as a \\u escape)"),
            (#""abc"#, "0: string is never closed with '\"'"),
            (#""abc\"#, "0: string is never closed with '\"'"),
        ]
        for (literal, expected) in cases {
            XCTAssertEqual(error(bytes(literal)), expected, literal)
            XCTAssertEqual(error(positions(literal)), expected, literal)
        }
    }

    func testStyleBookErrorsAreInTheBooksLinesAndColumns() {
        func load(_ json: String) -> String {
            do {
                _ = try StyleBook(json: json, fileName: "s.json")
                return "loaded"
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(load("{\n  \"a\": {\"link\": \"https://x.com/\\uD83D\"}\n}"),
                       #"s.json:2:32: error: invalid JSON: \uD83D is the first half of a surrogate pair, but no \u escape of the second half (DC00–DFFF) follows"#)
        XCTAssertEqual(load(#"{"\u0062old": {"font": {"weight": "bold"}}, "i": "b\u006Fld"}"#), "loaded")
    }

    func testCatalogFindingsAfterEscapesPointAtTheTagInTheFile() {
        // é and 😀 are escapes before the tag; the finding is on the `<i>` in the file.
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : { "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\\u00e9 \\uD83D\\uDE00 <b>x</b>" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "\\u00e9 \\uD83D\\uDE00 <i>x</i>" } }
            } }
          }
        }
        """
        let report = LintTestSupport.lint([("Localizable.xcstrings", catalog)])
        let column = Array(catalog.split(separator: "\n", omittingEmptySubsequences: false)[5]).firstIndex(of: "<")! + 1
        XCTAssertEqual(column, 88)
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"6:68 tag-mismatch fr: "k": tag <b> is missing (source has <b>)"#,
            #"6:88 tag-mismatch fr: "k": tag <i> is not in the source (source has <b>)"#,
        ])
    }

    func testAnInvalidEscapeInACatalogIsAMalformedFileAtTheEscape() {
        let catalog = "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"localizations\": {\"fr\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"a\\qb\"}}}}}}"
        let report = LintTestSupport.lint([("Localizable.xcstrings", catalog)])
        let letter = Array(catalog.utf8).firstIndex(of: UInt8(ascii: "q"))! + 1
        XCTAssertEqual(LintTestSupport.describe(report.findings), ["1:\(letter) malformed-file not valid JSON: invalid escape \\'q'"])
    }
}

import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintAppleStringsReaderTests: XCTestCase {
    private func read(_ text: String) -> LocalizationFile {
        LintTestSupport.read("fr.lproj/Localizable.strings", text)
    }

    func testQuotedAndUnquotedKeysValuesAndComments() {
        let file = read("""
        /* A comment "with quotes" = ; */
        "a" = "one"; // trailing comment
        b = two;
        "c"="three";
        d.e/f:g-h_$+ = "four" ;
        "shorthand";
        """)
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["a=one", "b=two", "c=three", "d.e/f:g-h_$+=four", "shorthand=shorthand"])
        XCTAssertEqual(file.language, "fr")
        XCTAssertEqual(file.strings[1].keyLocation, LintLocation(line: 3, column: 1))
        XCTAssertEqual(file.strings[1].valueLocation, LintLocation(line: 3, column: 5))
    }

    func testInterfaceBuilderStringsAreNotFormatStrings() {
        let report = LintTestSupport.lint([
            ("en.lproj/Main.strings", "\"2YJ-bg-OdR.title\" = \"of the screen\";\n\"menu.speed\" = \"Speed: %@\";\n"),
            ("hu.lproj/Main.strings", "\"2YJ-bg-OdR.title\" = \"%-a a kijelzőnek\";\n\"menu.speed\" = \"Sebesség: %.2f\";\n"),
        ])
        XCTAssertEqual(LintTestSupport.describe(report.findings),
                       [#"2:27 placeholder-mismatch hu: "menu.speed": placeholder 1 is %.2f but %@ in the source"#])
        XCTAssertTrue(AppleStringsReader.isInterfaceBuilderKey("oaH-Na-skD.title"))
        XCTAssertFalse(AppleStringsReader.isInterfaceBuilderKey("osd.speed-up.title"))
    }

    func testEscapesAreUndoneOnce() {
        let file = read(#""k" = "a\"b\\c\nd\te\rf\U00e9\u00E8\UD83D\UDE00\101\q";"#)
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.strings[0].value, "a\"b\\c\nd\te\rfé\u{E8}😀Aq")
    }

    func testLoneSurrogateBecomesReplacementCharacter() {
        XCTAssertEqual(read(#""k" = "x\UD83Dy";"#).strings[0].value, "x\u{FFFD}y")
    }

    func testPositionsAfterEscapesPointIntoTheFile() {
        // Columns count characters of the file, not of the decoded value.
        let file = read(#""k" = "\"quoted\" \U00E9\n<b>x</b> é <i>y</i>";"#)
        let string = file.strings[0]
        XCTAssertEqual(string.value, "\"quoted\" é\n<b>x</b> é <i>y</i>")
        XCTAssertEqual(string.position(of: "quoted"), "1:10")
        XCTAssertEqual(string.position(of: "é"), "1:19")   // the \U00E9 escape
        XCTAssertEqual(string.position(of: "<b>"), "1:27")
        XCTAssertEqual(string.position(of: "<i>"), "1:38")
    }

    func testValueSpanningLines() {
        let file = read("\"k\" = \"first\nsecond <b>x</b>\";")
        XCTAssertEqual(file.strings[0].position(of: "<b>"), "2:8")
    }

    func testUTF16LittleAndBigEndianWithBOM() {
        let text = "\"k\" = \"Größe <b>😀</b> <i>x</i>\";\n"
        var little = Data([0xFF, 0xFE])
        for unit in text.utf16 { little.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        var big = Data([0xFE, 0xFF])
        for unit in text.utf16 { big.append(contentsOf: [UInt8(unit >> 8), UInt8(unit & 0xFF)]) }
        for data in [little, big] {
            let file = LintTestSupport.read("de.lproj/Localizable.strings", data)
            XCTAssertEqual(file.findings, [])
            XCTAssertEqual(file.strings.first?.value, "Größe <b>😀</b> <i>x</i>")
            // The emoji is one column (one scalar), whatever its UTF-16 or UTF-8 length.
            XCTAssertEqual(file.strings.first?.position(of: "<i>"), "1:23")
        }
    }

    func testUTF8BOMIsNotAColumn() {
        let file = LintTestSupport.read("en.lproj/Localizable.strings", Data([0xEF, 0xBB, 0xBF] + Array("\"k\" = \"<b>\";".utf8)))
        XCTAssertEqual(file.strings[0].valueLocation, LintLocation(line: 1, column: 8))
    }

    func testDuplicateKeyIsAWarningAtTheSecondKey() {
        let file = read("\"a\" = \"1\";\n\n  \"a\" = \"2\";")
        XCTAssertEqual(LintTestSupport.describe(file.findings),
                       [#"3:3 duplicate-key fr: "a": the key is defined again; the first definition is at 1:1"#])
        XCTAssertEqual(file.findings[0].level, .warning)
        XCTAssertEqual(file.pairs, ["a=1", "a=2"])
    }

    func testSyntaxErrorsArePositionedAndKeepEarlierEntries() {
        let cases: [(String, String)] = [
            ("\"a\" = \"1\";\n\"b\" = \"2\"\n\"c\" = \"3\";", #"3:1 malformed-file expected ';' after the value of "b" but found '"'"#),
            ("\"a\" = \"1\";\n\"b\" \"2\";", #"2:5 malformed-file expected '=' after the key "b" but found '"'"#),
            ("\"a\" = \"1\";\n\"b\" = \"never closed;\n", #"2:7 malformed-file the value starting here is never closed with ""#),
            ("\"a\" = \"1\";\n/* open comment", "2:1 malformed-file comment is never closed with */"),
            ("\"a\" = \"1\";\n= \"2\";", "2:1 malformed-file expected a key in double quotes but found '='"),
            ("\"a\" = \"1\";\n\"b\" = ;", #"2:7 malformed-file expected the value of "b" in double quotes but found ';'"#),
            ("\"a\" = \"1\";\n\"b\" = \"2\"", #"2:10 malformed-file expected ';' after the value of "b" but found the end of the file"#),
        ]
        for (text, expected) in cases {
            let file = read(text)
            XCTAssertEqual(LintTestSupport.describe(file.findings), [expected], text)
            XCTAssertEqual(file.strings.first?.key, "a", text)
        }
    }

    func testInvalidUTF8IsAMalformedFileAtItsPosition() {
        let file = LintTestSupport.read("fr.lproj/Localizable.strings", Data(Array("\"a\" = \"é\";\n\"b\" = \"x".utf8) + [0xC3, 0x28] + Array("\";".utf8)))
        XCTAssertEqual(LintTestSupport.describe(file.findings),
                       ["2:9 malformed-file the file is not valid UTF-8 (byte 0xC3 at byte offset 20); save it as UTF-8 or UTF-16"])
        XCTAssertEqual(file.strings.count, 0)
    }

    func testUnquotedValueMayHoldSlashes() {
        XCTAssertEqual(read("url = http://example.com/a;").pairs, ["url=http://example.com/a"])
    }

    func testCRLFLineEndings() {
        let file = read("/* c */\r\n\"a\" = \"1\";\r\n\"b\" = \"x <b>y\";\r\n")
        XCTAssertEqual(file.pairs, ["a=1", "b=x <b>y"])
        XCTAssertEqual(file.strings[1].position(of: "<b>"), "3:10")
    }

    func testFileOutsideAnLprojHasNoLanguage() {
        XCTAssertNil(LintTestSupport.read("Localizable.strings", "\"a\" = \"b\";").language)
    }
}

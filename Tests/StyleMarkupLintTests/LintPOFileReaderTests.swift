import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintPOFileReaderTests: XCTestCase {
    private func read(_ text: String, path: String = "fr.po") -> LocalizationFile {
        LintTestSupport.read(path, text)
    }

    func testEntriesPluralsContextAndHeader() {
        let file = read(#"""
        # Translator comment
        msgid ""
        msgstr ""
        "Language: fr_CA\n"
        "X-Source-Language: en\n"

        #: src/a.c:1
        msgid "Hello <b>world</b>"
        msgstr "Bonjour <b>monde</b>"

        msgctxt "menu"
        msgid "Open"
        msgstr "Ouvrir"

        msgid "One file"
        msgid_plural "%d files"
        msgstr[0] "%d fichier"
        msgstr[1] "%d fichiers"
        """#, path: "locale/fr/LC_MESSAGES/app.po")
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.language, "fr_CA")
        XCTAssertEqual(file.pairs, ["Hello <b>world</b>=Hello <b>world</b>", "Hello <b>world</b>=Bonjour <b>monde</b>",
                                    "menu::Open=Open", "menu::Open=Ouvrir",
                                    "One file=One file", "One file[plural]=%d files", "One file[0]=%d fichier", "One file[1]=%d fichiers"])
        XCTAssertEqual(file.strings.map(\.role), [.source, .translation, .source, .translation, .source, .source, .translation, .translation])
        XCTAssertEqual(file.strings.map(\.language), ["en", "fr_CA", "en", "fr_CA", "en", "en", "fr_CA", "fr_CA"])
        XCTAssertEqual(file.inlineSources[1], [0])
        XCTAssertEqual(file.inlineSources[6], [4, 5])
        XCTAssertEqual(file.inlineSources[7], [5, 4])
    }

    func testMultiLineStringsEscapesAndPositions() {
        let file = read(#"""
        msgid "a"
        msgstr ""
        "Tab\there, \"quote\", back\\slash, \101\x42 "
        "and <b>bold</b>\n"
        """#)
        let string = file.strings[1]
        XCTAssertEqual(string.value, "Tab\there, \"quote\", back\\slash, AB and <b>bold</b>\n")
        XCTAssertEqual(string.position(of: "quote"), "3:15")
        XCTAssertEqual(string.position(of: "AB"), "3:37")
        XCTAssertEqual(string.position(of: "<b>"), "4:6")
        XCTAssertEqual(string.keyLocation, LintLocation(line: 2, column: 1))
    }

    func testFuzzyObsoleteUntranslatedAndFormatFlags() {
        let file = read(#"""
        #, fuzzy
        msgid "Fuzzy"
        msgstr "Flou"

        #, c-format, no-c-format
        msgid "100% sure"
        msgstr "Sûr à 100 %"

        msgid "Untranslated"
        msgstr ""

        #~ msgid "Old"
        #~ msgstr "Vieux"
        """#)
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["100% sure=100% sure", "100% sure=Sûr à 100 %", "Untranslated=Untranslated"])
        XCTAssertFalse(file.strings[1].checksPlaceholders)
    }

    func testDuplicateMsgid() {
        let file = read("msgid \"a\"\nmsgstr \"1\"\n\nmsgid \"a\"\nmsgstr \"2\"\n")
        XCTAssertEqual(LintTestSupport.describe(file.findings), [#"4:1 duplicate-key "a": the key is defined again; the first definition is at 1:1"#])
    }

    func testSyntaxErrors() {
        let cases: [(String, String)] = [
            ("msgid \"a\"\nmsgstr \"b", #"2:8 malformed-file string is never closed with " on its line"#),
            ("msgid \"a\"\nmsgstr \"b\" x", "2:12 malformed-file unexpected text after the closing quote"),
            ("msgid \"a\"\nmsgstr \"\\q\"", #"2:9 malformed-file unknown escape sequence \q; write \\ for a backslash"#),
            ("msgid \"a\"\nmsgid \"b\"\nmsgstr \"c\"", "2:1 malformed-file msgid without a msgstr before it"),
            ("msgstr \"c\"", "1:1 malformed-file msgstr without a msgid before it"),
            ("msgid \"a\"\nmsgtxt \"b\"", "2:1 malformed-file unexpected msgtxt; expected msgctxt, msgid, msgid_plural, msgstr, a quoted string or a # comment"),
            ("\"orphan\"", "1:1 malformed-file a string with no keyword before it (expected msgid, msgstr, …)"),
            ("msgid \"a\"\n", "1:1 malformed-file msgid without a msgstr"),
            ("msgid \"a\"\nmsgstr[x] \"b\"", "2:1 malformed-file expected msgstr[N] with a number N"),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(LintTestSupport.describe(read(text).findings), [expected], text)
        }
    }

    func testCRLFLineEndings() {
        let file = read("msgid \"a\"\r\nmsgstr \"\"\r\n\"x <b>y\"\r\n\r\nmsgid \"b\"\r\nmsgstr \"c\"\r\n")
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["a=a", "a=x <b>y", "b=b", "b=c"])
        XCTAssertEqual(file.strings[1].position(of: "<b>"), "3:4")
    }

    func testLanguageFromPath() {
        XCTAssertEqual(POFileReader.language(ofPath: "po/pt_BR.po"), "pt_BR")
        XCTAssertEqual(POFileReader.language(ofPath: "locale/de/LC_MESSAGES/app.po"), "de")
        XCTAssertEqual(POFileReader.language(ofPath: "sr@latin.po"), "sr@latin")
        XCTAssertNil(POFileReader.language(ofPath: "messages.po"))
    }
}

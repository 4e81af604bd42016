import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Plural forms compared form by form, and gettext's conventions: format flags, skipped
/// entries and `<inttypes.h>` macros.
final class LintPluralAndPOTests: XCTestCase {
    private func android(_ source: String, _ translation: String, language: String = "fr") -> [String] {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<plurals name=\"p\">\n\(source)\n</plurals>\n</resources>\n"),
            ("res/values-\(language)/strings.xml", "<resources>\n<plurals name=\"p\">\n\(translation)\n</plurals>\n</resources>\n"),
        ])
        return LintTestSupport.describe(report.findings)
    }

    func testAFormThatBorrowsAnotherFormsArgumentIsReported() {
        let source = #"<item quantity="one">One file</item><item quantity="other">%1$d files in %2$s</item>"#
        XCTAssertEqual(android(source, #"<item quantity="one">Un fichier dans %2$s</item><item quantity="other">%1$d fichiers dans %2$s</item>"#),
                       [#"3:38 placeholder-mismatch fr: "p[one]": placeholder %2$s is not in the source (source has no placeholders)"#])
    }

    func testAFormMayAddTheCount() {
        let source = #"<item quantity="one">One file</item><item quantity="other">%d files</item>"#
        XCTAssertEqual(android(source, #"<item quantity="one">%d файл</item><item quantity="few">%d файла</item><item quantity="other">%d файлов</item>"#,
                               language: "ru"), [])
        // Adding the count and something else is not "only the count".
        let two = #"<item quantity="one">One file in %1$s</item><item quantity="other">%2$d files in %1$s</item>"#
        XCTAssertEqual(android(two, #"<item quantity="one">%2$d файл в %1$s</item><item quantity="other">%2$d файлов в %1$s</item>"#, language: "ru"), [])
        XCTAssertEqual(android(two, #"<item quantity="one">%2$d файл в %3$s</item><item quantity="other">%2$d файлов в %1$s</item>"#, language: "ru"),
                       [#"3:22 placeholder-mismatch ru: "p[one]": placeholder %1$s is missing (source has %1$s)"#,
                        #"3:34 placeholder-mismatch ru: "p[one]": placeholder %3$s is not in the source (source has %1$s)"#])
    }

    func testAFormThatOnlyDropsTheCountIsATaggedWarning() {
        let source = #"<item quantity="one">%d file</item><item quantity="other">%d files</item>"#
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<plurals name=\"p\">\n\(source)\n</plurals>\n</resources>\n"),
            ("res/values-de/strings.xml", "<resources>\n<plurals name=\"p\">\n<item quantity=\"one\">Eine Datei</item><item quantity=\"other\">%d Dateien</item>\n</plurals>\n</resources>\n"),
        ])
        XCTAssertEqual(LintTestSupport.describe(report.findings),
                       [#"3:22 plural-count-dropped de: "p[one]": the plural form leaves out the count %d that its source form has; fine if it writes 1 as a word: "one" in de is used for 1 only"#])
        XCTAssertEqual(report.findings.first?.level, .warning)
        // A form that drops the count and more is a placeholder mismatch.
        XCTAssertEqual(android(#"<item quantity="other">%1$d files in %2$s</item>"#, #"<item quantity="other">des fichiers</item>"#),
                       [#"3:24 placeholder-mismatch fr: "p[other]": placeholder %1$d is missing (source has %1$d, %2$s)"#,
                        #"3:24 placeholder-mismatch fr: "p[other]": placeholder %2$s is missing (source has %1$d, %2$s)"#])
        // Off in the configuration, like any rule.
        var configuration = LintConfiguration()
        configuration.rules[.pluralCountDropped] = .off
        XCTAssertEqual(LintTestSupport.lint([
            ("res/values/strings.xml", "<resources><plurals name=\"p\"><item quantity=\"other\">%d files</item></plurals></resources>"),
            ("res/values-fr/strings.xml", "<resources><plurals name=\"p\"><item quantity=\"one\">Un fichier</item></plurals></resources>"),
        ], configuration: configuration).findings, [])
    }

    func testPOPluralFormsAreComparedWithTheirOwnSourceForm() {
        let po = """
        msgid ""
        msgstr "Language: fr\\n"

        #, c-format
        msgid "%s deleted one file"
        msgid_plural "%s deleted %d files"
        msgstr[0] "%s a supprimé %d fichier"
        msgstr[1] "%s a supprimé des fichiers"

        """
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([("fr.po", po)]).findings), [
            #"8:12 plural-count-dropped fr: "%s deleted one file[1]": the plural form leaves out the count %d that its source form has; fine where the form is used for one number only and writes it as a word"#,
        ])
    }

    func testAPOFormForOneNumberMayWriteItAsAWord() {
        let po = """
        msgid ""
        msgstr ""
        "Language: he\\n"
        "Plural-Forms: nplurals=4; plural=(n==1 ? 0 : n==2 ? 1 : n>10 && n%10==0 ? "
        "2 : 3);\\n"

        #, c-format
        msgid "%d file"
        msgid_plural "%d files"
        msgstr[0] "קובץ אחד"
        msgstr[1] "שני קבצים"
        msgstr[2] "קבצים"
        msgstr[3] "%d קבצים"

        """
        // Forms 0 and 1 are used for 1 and 2 only; form 2 for 20, 30, … leaves out the count:
        // the reader of "20 files" sees "files", an error.
        let report = LintTestSupport.lint([("he.po", po)])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"12:12 plural-count-dropped he: "%d file[2]": the plural form leaves out the count %d that its source form has, but this form is used for 20, 30, 40, …: the reader sees no number, or the wrong one"#,
        ])
        XCTAssertEqual(report.findings.map(\.level), [.error])
        XCTAssertEqual(POPluralForms(header: "nplurals=2; plural=(n != 1);")?.singleNumberForms, [0: 1])
        XCTAssertEqual(POPluralForms(header: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")?.singleNumberForms, [:])
        XCTAssertEqual(POPluralForms(header: "nplurals=6; plural=n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5;")?.singleNumberForms, [0: 0, 1: 1, 2: 2])
        XCTAssertNil(POPluralForms(header: "nplurals=2; plural=(n != 1"))
        XCTAssertNil(POPluralForms(header: "plural=" + String(repeating: "(", count: 100) + "n" + String(repeating: ")", count: 100)))
        XCTAssertNil(POPluralForms(header: "plural=n/0"))
    }

    func testFormatFlagsDecideWhetherPlaceholdersAreCompared() {
        func lint(_ flags: String) -> [String] {
            LintTestSupport.describe(LintTestSupport.lint([("fr.po", "\(flags)msgid \"%d%% done at %H:%M\"\nmsgstr \"%d %% fait à 10 % o\"\n")]).findings)
        }
        XCTAssertEqual(lint(""), [])
        XCTAssertEqual(lint("#, no-c-format\n"), [])
        XCTAssertEqual(lint("#, python-format\n"), [])
        XCTAssertEqual(lint("#, c-format\n"), [#"3:25 placeholder-mismatch fr: "%d%% done at %H:%M": placeholder 2 (% o) is not in the source (source has %d)"#])
        XCTAssertEqual(lint("#, objc-format\n").count, 1)
    }

    func testTheLocaleDigitsFlagIsAFlag() {
        let po = """
        #, c-format
        msgid "%d-bit"
        msgid_plural "%d-bit"
        msgstr[0] "‏%Idبیتی"
        msgstr[1] "‏%Idبیتی"

        #, c-format
        msgid "Take %2$s and %1$d"
        msgstr "%2$s و %1$Iс"

        """
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([("fa.po", po)]).findings), [
            // The translator wrote a Cyrillic "с" for the conversion: the message shows what is there.
            #"9:9 placeholder-mismatch fa: "Take %2$s and %1$d": placeholder %1$d is missing (source has %2$s, %1$d); the translation has "%1$I", which is no placeholder"#,
        ])
        XCTAssertEqual(StringAnalyzer.placeholders(in: "a %Id b %1$-I5d", dialect: .c).map(\.text), ["%Id", "%1$-I5d"])
    }

    func testTranslatorCreditsFuzzyAndObsoleteEntriesAreSkipped() {
        let po = """
        msgid "translator-credits"
        msgstr "Jean <jean@example.org>"

        msgid "translator_credits"
        msgstr "Marie <b>Curie"

        #, fuzzy, c-format
        msgid "%d file"
        msgstr "fichier"

        #~ msgid "<b>Old"
        #~ msgstr "<i>Vieux"

        """
        let report = LintTestSupport.lint([("fr.po", po)])
        XCTAssertEqual(report.findings, [])
        XCTAssertEqual(report.stringCount, 0)
    }

    func testInttypesMacrosArePlaceholdersNotTags() {
        let po = """
        #, c-format
        msgid "Read %<PRIu64> bytes of %<PRIX64>"
        msgstr "%<PRIu64> octets lus sur %<PRIX64>"

        #, c-format
        msgid "Offset %1$<PRId64>"
        msgstr "Décalage %1$<PRId32>"

        #, c-format
        msgid "Sent %<PRIu64>"
        msgstr "Envoyé"

        """
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([("fr.po", po)]).findings), [
            #"7:18 placeholder-mismatch fr: "Offset %1$<PRId64>": placeholder %1$<PRId32> does not match the source's %1$<PRId64>"#,
            #"11:9 placeholder-mismatch fr: "Sent %<PRIu64>": placeholder 1 (%<PRIu64>) is missing (source has %<PRIu64>)"#,
        ])
        XCTAssertEqual(InttypesPlaceholders.scan("%5.2<PRIxLEAST16> %<PRIu128> %<PRI64> %<SCNdMAX>").map(\.text), ["%5.2<PRIxLEAST16>", "%<SCNdMAX>"])
    }
}

/// `plural-count-dropped` judged by the numbers CLDR gives the form's category.
final class LintPluralCountByCLDRTests: XCTestCase {
    private func dropped(_ language: String, _ quantity: String) -> [String] {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<plurals name=\"p\">\n<item quantity=\"other\">%d files</item>\n</plurals>\n</resources>\n"),
            ("res/values-\(language)/strings.xml",
             "<resources>\n<plurals name=\"p\">\n<item quantity=\"\(quantity)\">files</item>\n</plurals>\n</resources>\n"),
        ])
        return report.findings.map { "\($0.level.rawValue) \($0.message)" }
    }

    func testACategoryOfOneNumberIsAWarningAndOfSeveralAnError() {
        let head = "the plural form leaves out the count %d that its source form has"
        XCTAssertEqual(dropped("ar", "zero"), [#"warning ar: "p[zero]": \#(head); fine if it writes 0 as a word: "zero" in ar is used for 0 only"#])
        XCTAssertEqual(dropped("ar", "two"), [#"warning ar: "p[two]": \#(head); fine if it writes 2 as a word: "two" in ar is used for 2 only"#])
        XCTAssertEqual(dropped("es", "one"), [#"warning es: "p[one]": \#(head); fine if it writes 1 as a word: "one" in es is used for 1 only"#])
        XCTAssertEqual(dropped("ar", "few"),
                       [#"error ar: "p[few]": \#(head), but "few" in ar is used for 3, 4, 5, …: the reader sees no number, or the wrong one"#])
        XCTAssertEqual(dropped("ru", "one"),
                       [#"error ru: "p[one]": \#(head), but "one" in ru is used for 1, 21, 31, …: the reader sees no number, or the wrong one"#])
        XCTAssertEqual(dropped("fr", "one"),
                       [#"error fr: "p[one]": \#(head), but "one" in fr is used for 0, 1: the reader sees no number, or the wrong one"#])
        XCTAssertEqual(dropped("ga", "many"),
                       [#"error ga: "p[many]": \#(head), but "many" in ga is used for 7, 8, 9, …: the reader sees no number, or the wrong one"#])
        // Old Android codes are CLDR's: iw is Hebrew, whose "two" is 2.
        XCTAssertEqual(dropped("iw", "two"), [#"warning iw: "p[two]": \#(head); fine if it writes 2 as a word: "two" in iw is used for 2 only"#])
        // A language with one form: "other" is every number.
        XCTAssertEqual(dropped("ko", "other"),
                       [#"error ko: "p[other]": \#(head), but "other" in ko is used for 0, 1, 2, …: the reader sees no number, or the wrong one"#])
    }

    func testAFormForSeveralNumbersNeedsTheCountItsSourceFormForOneLeavesOut() {
        // English `one` is 1 only and rightly writes no count; the other form has it.
        func lint(_ language: String, _ one: String) -> [String] {
            let report = LintTestSupport.lint([
                ("res/values/strings.xml", "<resources>\n<plurals name=\"p\">\n<item quantity=\"one\">Found a file</item>\n<item quantity=\"other\">Found %d files</item>\n</plurals>\n</resources>\n"),
                ("res/values-\(language)/strings.xml",
                 "<resources>\n<plurals name=\"p\">\n<item quantity=\"one\">\(one)</item>\n<item quantity=\"other\">%d</item>\n</plurals>\n</resources>\n"),
            ])
            return report.findings.map { "\($0.level.rawValue) \($0.location!) \($0.message)" }
        }
        let head = "the plural form leaves out the count %d that the source's other forms have"
        XCTAssertEqual(lint("ru", "Найден файл"),
                       [#"error 3:22 ru: "p[one]": \#(head), but "one" in ru is used for 1, 21, 31, …: the reader sees no number, or the wrong one"#])
        XCTAssertEqual(lint("ru", "Найден %d файл"), [])
        // French `one` is 0 and 1: wrong only if the app shows the string for 0.
        XCTAssertEqual(lint("fr", "Un fichier trouvé"),
                       [#"warning 3:22 fr: "p[one]": \#(head); fine if the app never shows it for 0: "one" in fr is used for 0 and 1"#])
        // German `one` is 1 only, as English's.
        XCTAssertEqual(lint("de", "Eine Datei gefunden"), [])
    }

    func testTheConfigurationStillDecidesTheLevel() throws {
        let configuration = try LintConfiguration(json: Data(#"{"rules": {"plural-count-dropped": "warning"}}"#.utf8))
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources><plurals name=\"p\"><item quantity=\"other\">%d files</item></plurals></resources>"),
            ("res/values-ru/strings.xml", "<resources><plurals name=\"p\"><item quantity=\"one\">файл</item></plurals></resources>"),
        ], configuration: configuration)
        XCTAssertEqual(report.findings.map(\.level), [.warning])
    }
}

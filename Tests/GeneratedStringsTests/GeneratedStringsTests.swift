import Foundation
import StyleMarkup
import XCTest

/// The accessors the GenerateStrings build plugin wrote, at build time, from the fixtures in
/// `Localization/` (a String Catalog in English, German and Arabic; `xx.lproj` `.strings` and
/// `.stringsdict` files in English, German and Hebrew) and `Localization/styles.json`. If the
/// plugin did not run, or wrote other names, this file does not compile.
final class GeneratedStringsTests: XCTestCase {
    private func locale(_ identifier: String) -> Locale { Locale(identifier: identifier) }

    private func boldTexts(_ string: StyledString) -> [String] {
        let utf16 = Array(string.makeText().utf16)
        return string.makeRuns().filter { $0.attributes.font?.weight == 700 }
            .map { String(decoding: utf16[$0.range.utf16], as: UTF16.self) }
    }

    // MARK: - String Catalog (L10n.Catalog)

    func testCatalogTextAndRunsPerLocale() {
        let english = L10n.Catalog.welcome("Ann", locale: locale("en_US"))
        XCTAssertNil(english.problem)
        XCTAssertEqual(english.language, "en")
        XCTAssertEqual(english.makeText(), "Hello Ann, tap here")
        XCTAssertEqual(boldTexts(english), ["Ann"])
        XCTAssertEqual(english.action(MarkupAction.self, atUTF16Offset: 11), .openHelp)

        let german = L10n.Catalog.welcome("Ann", locale: locale("de-CH"))
        XCTAssertEqual(german.language, "de")
        XCTAssertEqual(german.makeText(), "Hallo Ann, hier tippen")
        XCTAssertEqual(german.action(MarkupAction.self, atUTF16Offset: 11), .openHelp)

        let arabic = L10n.Catalog.welcome("آن", locale: locale("ar_EG"))
        XCTAssertEqual(arabic.language, "ar")
        XCTAssertEqual(arabic.makeText(), "مرحبا آن، اضغط هنا")
        XCTAssertEqual(boldTexts(arabic), ["آن"])
        XCTAssertEqual(arabic.action(MarkupAction.self, atUTF16Offset: 10), .openHelp)

        // A language the catalog lacks gets the development language.
        XCTAssertEqual(L10n.Catalog.welcome("Ann", locale: locale("ja_JP")).makeText(), "Hello Ann, tap here")
    }

    /// `en-XA` was written into the fixture catalog by `markupc pseudo --locale en-XA`: the
    /// pseudo-locale is a language like the others, its tags and tap action where English has them.
    func testPseudoLocaleIsALanguage() {
        let pseudo = L10n.Catalog.welcome("Ann", locale: locale("en-XA"))
        XCTAssertNil(pseudo.problem)
        XCTAssertEqual(pseudo.language, "en-XA")
        XCTAssertEqual(pseudo.makeText(), "[Ĥéļļö Ann, ⟦ţåþ ĥéŕé⟧ one tw]")
        XCTAssertEqual(boldTexts(pseudo), ["Ann"])
        // "[Ĥéļļö Ann, " is 12 UTF-16 units: the action starts at the link bracket.
        XCTAssertNil(pseudo.action(MarkupAction.self, atUTF16Offset: 11))
        XCTAssertEqual(pseudo.action(MarkupAction.self, atUTF16Offset: 12), .openHelp)
        XCTAssertEqual(L10n.Catalog.filesCount(count: 3, locale: locale("en-XA")).makeText(), "[3 ƒîļéš on]")
        XCTAssertEqual(L10n.Catalog.filesCount(count: 1, locale: locale("en_XA")).makeText(), "[1 ƒîļé o]")
        // English itself is still English.
        XCTAssertEqual(L10n.Catalog.welcome("Ann", locale: locale("en")).makeText(), "Hello Ann, tap here")
    }

    func testHostileArgumentsStayText() {
        for hostile in ["<b>Bob</b>", "&amp;", "<help>x</help>", "%1$@", "\"'<>&", "\u{202E}evil"] {
            for language in ["en", "de", "ar"] {
                let string = L10n.Catalog.welcome(hostile, locale: locale(language))
                XCTAssertNil(string.problem, "\(language) \(hostile)")
                XCTAssertTrue(string.makeText().contains(hostile), "\(language) \(hostile)")
                XCTAssertEqual(boldTexts(string), [hostile], "\(language) \(hostile)")
                XCTAssertEqual(string.makeTags().map(\.name), ["b", "help"], "\(language) \(hostile)")
            }
            let hebrew = L10n.greeting(hostile, locale: locale("he"))
            XCTAssertEqual(hebrew.makeText(), "שלום \(hostile)!")
            XCTAssertEqual(boldTexts(hebrew), [hostile])
        }
    }

    func testCatalogPluralsFollowTheCount() {
        func text(_ count: Int, _ language: String) -> String { L10n.Catalog.filesCount(count: count, locale: locale(language)).makeText() }
        XCTAssertEqual([0, 1, 2, 5].map { text($0, "en") }, ["0 files", "1 file", "2 files", "5 files"])
        XCTAssertEqual([0, 1, 2].map { text($0, "de") }, ["0 Dateien", "1 Datei", "2 Dateien"])
        XCTAssertEqual([0, 1, 2, 3, 11, 100].map { text($0, "ar") },
                       ["لا ملفات (0)", "ملف واحد (1)", "ملفان (2)", "3 ملفات", "11 ملفًا", "100 ملف"])
        XCTAssertEqual(boldTexts(L10n.Catalog.filesCount(count: 21, locale: locale("en"))), ["21"])
    }

    func testDeviceVariationFallsBackToOther() {
        // Linux is neither an iPhone nor a Mac: the accessor shows the `other` form.
        #if os(Linux)
        XCTAssertEqual(L10n.Catalog.tapHint(locale: locale("en")).makeText(), "Tap here")
        XCTAssertEqual(L10n.Catalog.tapHint(locale: locale("ar")).makeText(), "اضغط هنا")
        #endif
        let table = L10n.Catalog.table
        XCTAssertEqual(table.string("tap.hint", arguments: [], locale: locale("en"), device: .iphone).makeText(), "Tap here on your iPhone")
        XCTAssertEqual(table.string("tap.hint", arguments: [], locale: locale("en"), device: .mac).makeText(), "Click here")
        XCTAssertEqual(table.string("tap.hint", arguments: [], locale: locale("de"), device: .iphone).makeText(), "Tippe hier", "no iphone form: other")
        XCTAssertEqual(table.string("tap.hint", arguments: [], locale: locale("de"), device: .mac).action(MarkupAction.self, atUTF16Offset: 8), .openHelp)
    }

    // MARK: - .strings and .stringsdict (L10n)

    func testStringsFilesTextAndRunsPerLocale() {
        XCTAssertEqual(L10n.greeting("Ann", locale: locale("en")).makeText(), "Hi Ann!")
        XCTAssertEqual(L10n.greeting("Ann", locale: locale("de_AT")).makeText(), "Hallo Ann!")
        let hebrew = L10n.greeting("Ann", locale: locale("he_IL"))
        XCTAssertEqual(hebrew.language, "he")
        XCTAssertEqual(hebrew.makeText(), "שלום Ann!")

        let notice = L10n.termsNotice(locale: locale("he"))
        XCTAssertEqual(notice.makeText(), "קרא את התנאים לפני שאתה ממשיך.")
        XCTAssertEqual(notice.action(MarkupAction.self, atUTF16Offset: 7), .showTerms)
        let italic = notice.makeRuns().filter { $0.attributes.font?.italic == true }.map(\.range.utf16)
        XCTAssertEqual(italic.count, 1)
        XCTAssertEqual(L10n.termsNotice(locale: locale("en")).action(MarkupAction.self, atUTF16Offset: 9), .showTerms)
    }

    func testStringsDictPluralsFollowTheCount() {
        func text(_ count: Int, _ language: String) -> String { L10n.messagesCount("<Ann>", count: count, locale: locale(language)).makeText() }
        XCTAssertEqual([0, 1, 2].map { text($0, "en") },
                       ["<Ann>, you have 0 new messages", "<Ann>, you have 1 new message", "<Ann>, you have 2 new messages"])
        XCTAssertEqual([1, 7].map { text($0, "de") }, ["<Ann>, du hast 1 neue Nachricht", "<Ann>, du hast 7 neue Nachrichten"])
        XCTAssertEqual([1, 2, 3, 20].map { text($0, "he") },
                       ["<Ann>, יש לך הודעה חדשה אחת (1)", "<Ann>, יש לך שתי הודעות חדשות (2)",
                        "<Ann>, יש לך 3 הודעות חדשות", "<Ann>, יש לך 20 הודעות חדשות"])
        XCTAssertEqual(boldTexts(L10n.messagesCount("<b>x</b>", count: 5, locale: locale("en"))), ["5"])
    }

    // MARK: - Actions

    func testActionEnumIsExhaustive() {
        XCTAssertEqual(MarkupAction.allCases.map(\.rawValue), ["open-help", "show-terms"])
        // A switch without `default` compiles only while it names every action of styles.json.
        func handled(_ action: MarkupAction) -> String {
            switch action {
            case .openHelp: return "help"
            case .showTerms: return "terms"
            }
        }
        XCTAssertEqual(MarkupAction.allCases.map(handled), ["help", "terms"])
        XCTAssertEqual(MarkupAction(rawValue: "open-help"), .openHelp)
        XCTAssertNil(MarkupAction(rawValue: "removed"))
    }

    func testTheEmbeddedStyleBookLoaded() {
        XCTAssertNil(L10n.table.styleBookProblem)
        XCTAssertNil(L10n.Catalog.table.styleBookProblem)
        XCTAssertEqual(L10n.table.languages, ["de", "en", "he"])
        XCTAssertEqual(L10n.Catalog.table.languages, ["ar", "de", "en", "en-XA"])
    }
}

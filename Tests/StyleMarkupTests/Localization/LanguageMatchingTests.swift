import Foundation
import XCTest
@testable import StyleMarkup

/// How `LocalizedMarkupTable.language(for:)` picks one of a table's languages.
final class LanguageMatchingTests: XCTestCase {
    private func table(_ languages: [String], development: String = "en") -> LocalizedMarkupTable {
        var forms: [String: LocalizedFormat] = [:]
        for language in languages { forms[language] = .format(language) }
        return LocalizedMarkupTable(developmentLanguage: development, styleBookJSON: "{}", strings: ["k": forms])
    }

    private func language(_ table: LocalizedMarkupTable, _ identifier: String) -> String {
        table.language(for: Locale(identifier: identifier))
    }

    func testExactTagThenLanguage() {
        let strings = table(["en", "pt", "pt-PT", "de"])
        XCTAssertEqual(language(strings, "pt-PT"), "pt-PT")
        XCTAssertEqual(language(strings, "pt_PT"), "pt-PT")
        XCTAssertEqual(language(strings, "pt-BR"), "pt")
        XCTAssertEqual(language(strings, "pt"), "pt")
        XCTAssertEqual(language(strings, "de_CH"), "de")
        XCTAssertEqual(language(strings, "DE"), "de")
        XCTAssertEqual(language(strings, "en_US@calendar=gregorian"), "en")
    }

    func testScriptIsInferredForChinese() {
        let strings = table(["en", "zh-Hans", "zh-Hant"])
        XCTAssertEqual(language(strings, "zh-Hant"), "zh-Hant")
        XCTAssertEqual(language(strings, "zh_Hant_TW"), "zh-Hant")
        XCTAssertEqual(language(strings, "zh-TW"), "zh-Hant")
        XCTAssertEqual(language(strings, "zh-HK"), "zh-Hant")
        XCTAssertEqual(language(strings, "zh-CN"), "zh-Hans")
        XCTAssertEqual(language(strings, "zh"), "zh-Hans")
        XCTAssertEqual(language(strings, "zh-Hans-SG"), "zh-Hans")
    }

    func testOtherRegionalFormOfTheSameLanguage() {
        // No plain "pt": a Brazilian user gets European Portuguese rather than English.
        let strings = table(["en", "pt-PT"])
        XCTAssertEqual(language(strings, "pt-BR"), "pt-PT")
        // With only Traditional Chinese, a Simplified Chinese user still gets Chinese.
        XCTAssertEqual(language(table(["en", "zh-Hant"]), "zh-CN"), "zh-Hant")
        // Same script preferred among several forms: Serbian in Latin script.
        let serbian = table(["en", "sr-Cyrl", "sr-Latn"])
        XCTAssertEqual(language(serbian, "sr-Latn-RS"), "sr-Latn")
        XCTAssertEqual(language(serbian, "sr"), "sr-Cyrl")
    }

    func testUnknownLanguagesGetTheDevelopmentLanguage() {
        let strings = table(["en", "de", "he"], development: "de")
        XCTAssertEqual(language(strings, "ja_JP"), "de")
        XCTAssertEqual(language(strings, ""), "de")
        XCTAssertEqual(language(strings, "x"), "de")
        XCTAssertEqual(language(strings, "he-IL"), "he")
        XCTAssertEqual(language(strings, "iw"), "de")  // an old code is not an alias of the table's tag
    }

    func testPreferredLanguagesAreTriedInOrder() {
        let strings = table(["en", "fr", "ar"])
        XCTAssertEqual(strings.language(forPreferredLanguages: ["ja-JP", "ar-EG", "fr"]), "ar")
        XCTAssertEqual(strings.language(forPreferredLanguages: ["fr-CA", "ar"]), "fr")
        XCTAssertEqual(strings.language(forPreferredLanguages: ["ja", "ko"]), "en")
        XCTAssertEqual(strings.language(forPreferredLanguages: []), "en")
        // nil means the user's preferred languages; whatever they are here, the answer is a table language.
        XCTAssertTrue(strings.languages.contains(strings.language(for: nil)))
    }

    func testStringUsesTheMatchedLanguage() {
        let strings = table(["en", "zh-Hant", "pt"])
        XCTAssertEqual(strings.string("k", arguments: [], locale: Locale(identifier: "zh-TW")).makeText(), "zh-Hant")
        XCTAssertEqual(strings.string("k", arguments: [], locale: Locale(identifier: "pt-BR")).language, "pt")
        XCTAssertEqual(strings.string("k", arguments: [], locale: Locale(identifier: "sv")).makeText(), "en")
    }
}

import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// The counts plural forms are shown with (from the CLDR rules, written out here by hand),
/// the placeholder samples, and the budgets of `.markupc.json`.
final class PreviewSamplesTests: XCTestCase {
    func testPluralSampleCountsSelectTheirFormFromTwoUp() {
        let expected: [String: [PluralCategory: Int]] = [
            "en": [.one: 1, .other: 2],
            "de": [.one: 1, .other: 2],
            "ru": [.one: 21, .few: 2, .many: 5],
            "uk": [.one: 21, .few: 2, .many: 5],
            "pl": [.one: 1, .few: 2, .many: 5],
            "ar": [.zero: 0, .one: 1, .two: 2, .few: 3, .many: 11, .other: 100],
            "lv": [.zero: 10, .one: 21, .other: 2],
            "fr": [.one: 1, .many: 1_000_000, .other: 2],
            "cy": [.zero: 0, .one: 1, .two: 2, .few: 3, .many: 6, .other: 4],
            "ja": [.other: 2],
        ]
        for (language, samples) in expected {
            XCTAssertEqual(PluralSamples.samples(for: language), samples, language)
        }
        XCTAssertNil(PluralSamples.count(for: .other, language: "ru"), "no integer is Russian other")
        XCTAssertNil(PluralSamples.count(for: .few, language: "en"))
    }

    func testPOFormsGetANumberTheirPluralFormsExpressionSendsThere() {
        let russian = POPluralForms(header: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        XCTAssertEqual(russian?.sampleNumbers, [0: 21, 1: 2, 2: 5])
        let hebrew = POPluralForms(header: "nplurals=3; plural=(n==1 ? 0 : n==2 ? 1 : 2);")
        XCTAssertEqual(hebrew?.sampleNumbers, [0: 1, 1: 2, 2: 3])
        XCTAssertEqual(hebrew?.singleNumberForms, [0: 1, 1: 2])
    }

    func testPlaceholdersAreFilledByTypeAndTheCountGoesToTheFirstIntegerArgument() {
        XCTAssertEqual(PlaceholderSamples.fill("%@ has %d of %2$@", count: nil),
                       "Maximiliane Wolkenstein-Brandenburg has 1234567 of Maximiliane Wolkenstein-Brandenburg")
        XCTAssertEqual(PlaceholderSamples.fill("%2$d files in %1$d folders", count: 21), "1234567 files in 21 folders")
        XCTAssertEqual(PlaceholderSamples.fill("%lld items, 50%% off, %.2f €, %x, %c", count: 3), "3 items, 50% off, 98765.43 €, deadbeef, W")
        XCTAssertEqual(PlaceholderSamples.fill("<b>%d</b> 100% <i>sure</i>", count: 5), "<b>5</b> 100% <i>sure</i>")
    }

    func testBudgetsFromTheConfigurationFirstMatchWinsThenWidth() throws {
        var budgets = try PreviewBudgets(configuration: Data(#"""
        {"rules": {}, "preview": {"budgets": [
          {"key": "tab.*", "table": "Main*", "width": 80},
          {"key": "tab.*", "width": 100, "lines": 2}
        ]}}
        """#.utf8))
        XCTAssertEqual(budgets.budget(key: "tab.home", table: "MainTabs"), .init(width: 80, lines: 1))
        XCTAssertEqual(budgets.budget(key: "tab.home", table: "Localizable"), .init(width: 100, lines: 2))
        XCTAssertNil(budgets.budget(key: "welcome", table: "Localizable"))
        budgets.defaultWidth = 320
        XCTAssertEqual(budgets.budget(key: "welcome", table: "Localizable"), .init(width: 320, lines: 1))
        XCTAssertEqual(try PreviewBudgets(configuration: Data("{}".utf8)), PreviewBudgets())
    }

    func testRightToLeftLanguagesAndPseudoLocales() {
        for language in ["ar", "he", "iw", "fa-IR", "ur_PK", "yi", "ckb", "az-Arab", "pa-Arab", "ar-XB", "dv"] {
            XCTAssertTrue(PreviewLanguages.isRightToLeft(language), language)
        }
        for language in ["en", "de", "ru", "ku-Latn", "uz-Cyrl", "en-XA", "ja", "Base", "arn"] {
            XCTAssertFalse(PreviewLanguages.isRightToLeft(language), language)
        }
        XCTAssertEqual(PreviewLanguages.ordered(["fr", "en", "ar-XB", "de", "en-XA"], development: "en"), ["en", "ar-XB", "en-XA", "de", "fr"])
    }

    func testBadBudgetsAreErrorsNamingTheFileAndTheValue() {
        let cases: [(String, String)] = [
            (#"{"preview": []}"#, #"conf.json: preview must be an object such as {"budgets": [{"key": "tab.*", "width": 80}]}"#),
            (#"{"preview": {"budget": []}}"#, #"conf.json: preview: unknown key "budget" (did you mean "budgets"?); expected budgets"#),
            (#"{"preview": {"budgets": {}}}"#, #"conf.json: preview.budgets must be an array of objects such as {"key": "tab.*", "width": 80}"#),
            (#"{"preview": {"budgets": [3]}}"#, "conf.json: preview.budgets[0] must be an object"),
            (#"{"preview": {"budgets": [{"width": 80}]}}"#, #"conf.json: preview.budgets[0] needs "key", a key or a glob such as "tab.*""#),
            (#"{"preview": {"budgets": [{"key": "a"}]}}"#, #"conf.json: preview.budgets[0] needs "width", in points"#),
            (#"{"preview": {"budgets": [{"key": "a", "width": 0}]}}"#, "conf.json: preview.budgets[0].width must be a whole number from 1 to 100000"),
            (#"{"preview": {"budgets": [{"key": "a", "width": 80.5}]}}"#, "conf.json: preview.budgets[0].width must be a whole number from 1 to 100000"),
            (#"{"preview": {"budgets": [{"key": "a", "width": true}]}}"#, "conf.json: preview.budgets[0].width must be a whole number from 1 to 100000"),
            (#"{"preview": {"budgets": [{"key": "a", "width": 9, "lines": "2"}]}}"#, "conf.json: preview.budgets[0].lines must be a whole number from 1 to 100000"),
            (#"{"preview": {"budgets": [{"key": "a", "width": 9, "line": 2}]}}"#, #"conf.json: preview.budgets[0]: unknown key "line" (did you mean "lines"?); expected key, table, width, lines"#),
            (#"{"preview": {"budgets": [{"key": "a", "width": 9, "table": 1}]}}"#, "conf.json: preview.budgets[0].table must be a string"),
            ("[", "conf.json: not a JSON object"),
        ]
        for (json, message) in cases {
            XCTAssertThrowsError(try PreviewBudgets(configuration: Data(json.utf8), fileName: "conf.json"), json) { error in
                XCTAssertEqual("\(error)", message, json)
            }
        }
    }
}

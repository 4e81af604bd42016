import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintXCStringsReaderTests: XCTestCase {
    private func read(_ strings: String, sourceLanguage: String = "en", option: String? = nil) -> LocalizationFile {
        LintTestSupport.read("App/Localizable.xcstrings", """
        {
          "sourceLanguage" : "\(sourceLanguage)",
          "strings" : {
        \(strings)
          },
          "version" : "1.0"
        }
        """, sourceLanguage: option)
    }

    func testStringUnitsStatesAndTheKeyAsSource() {
        let file = read("""
            "Tap <b>here</b>" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Tippe \\"<b>hier</b>\\"" } },
                "es" : { "stringUnit" : { "state" : "new", "value" : "<i>nuevo" } },
                "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Touchez <b>ici</b>" } },
                "it" : { "stringUnit" : { "value" : "senza stato" } }
              }
            },
            "welcome" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Welcome \\u00e9 <b>%@</b>" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bienvenue" } }
              }
            },
            "debug" : { "shouldTranslate" : false, "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } }
        """)
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["Tap <b>here</b>=Tap <b>here</b>", "Tap <b>here</b>=Tippe \"<b>hier</b>\"", "Tap <b>here</b>=Touchez <b>ici</b>",
                                    "welcome=Welcome é <b>%@</b>", "welcome=Bienvenue", "debug=debug"])
        XCTAssertEqual(file.strings.map(\.language), ["en", "de", "fr", "en", "fr", "en"])
        XCTAssertEqual(file.strings.map(\.role), [.source, .translation, .translation, .source, .translation, .source])
        XCTAssertEqual(file.inlineSources, [1: [0], 2: [0], 4: [3]])
        // Positions point inside the JSON literals, escapes undone.
        XCTAssertEqual(file.strings[0].position(of: "<b>"), "4:10")
        XCTAssertEqual(file.strings[1].position(of: "<b>"), "6:78")
        XCTAssertEqual(file.strings[3].position(of: "<b>"), "14:85")
        XCTAssertEqual(file.strings[3].position(of: "é"), "14:78")
        XCTAssertEqual(file.strings[1].keyLocation, LintLocation(line: 6, column: 9))
    }

    func testPluralDeviceVariationsAndSubstitutions() {
        let file = read("""
            "photos" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@count@ in <b>%@</b>" },
                  "substitutions" : { "count" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg photo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg photos" } } } } } }
                },
                "ru" : {
                  "variations" : { "device" : { "iphone" : { "stringUnit" : { "state" : "translated", "value" : "<b>%@</b>" } } } },
                  "substitutions" : { "count" : { "variations" : { "plural" : {
                    "few" : { "stringUnit" : { "state" : "translated", "value" : "%arg фото" } } } } } }
                }
              }
            }
        """)
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.strings.map(\.key), ["photos", "photos{count}[one]", "photos{count}[other]", "photos[iphone]", "photos{count}[few]"])
        XCTAssertEqual(file.inlineSources[3], [0])
        XCTAssertEqual(file.inlineSources[4], [2, 1])
        // %arg is the substitution's argument (argNum 1, formatSpecifier lld); the Russian
        // substitution names neither and takes the source's. It maps to the `%` in the file.
        XCTAssertEqual(file.strings.map(\.value), ["%#@count@ in <b>%@</b>", "%1$lld photo", "%1$lld photos", "<b>%@</b>", "%1$lld фото"])
        XCTAssertEqual(file.strings[1].position(of: "lld"), "9:75")
        XCTAssertEqual(file.strings[1].position(of: "photo"), "9:80")
    }

    func testArgIsTheSubstitutionsPlaceholderInLint() {
        let catalog = #"""
        {"sourceLanguage": "en", "strings": {"shared": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%1$@ shared %#@photos@"},
                 "substitutions": {"photos": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                   "one": {"stringUnit": {"state": "translated", "value": "%arg photo (100%%arg)"}},
                   "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}}}},
          "de": {"stringUnit": {"state": "translated", "value": "%1$@ hat %#@photos@ geteilt"},
                 "substitutions": {"photos": {"argNum": 2, "formatSpecifier": "lld", "variations": {"plural": {
                   "one": {"stringUnit": {"state": "translated", "value": "ein Foto (100%%arg)"}},
                   "other": {"stringUnit": {"state": "translated", "value": "%arg Fotos"}}}}}}}}}}}
        """#
        let report = LintTestSupport.lint([("Shared.xcstrings", catalog)])
        // A form that writes the count as a word drops an integer: a warning, not a mismatch.
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"8:68 plural-count-dropped de: "shared{photos}[one]": the plural form leaves out the count %2$lld that its source form has; fine if it writes 1 as a word: "one" in de is used for 1 only"#,
        ])
    }

    func testLintsACatalogEndToEnd() {
        let catalog = #"""
        {"sourceLanguage": "en", "strings": {
          "cart": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Total: <b>%d</b>"}},
                                    "fr": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Total : <b>%d</b>"}},
                                                                     "many": {"stringUnit": {"state": "translated", "value": "Total : <i>%d</i>"}}}}}}}
        }}
        """#
        let report = LintTestSupport.lint([("Shop.xcstrings", catalog)])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"4:119 tag-mismatch fr: "cart[many]": tag <b> is missing (source has <b>)"#,
            #"4:127 tag-mismatch fr: "cart[many]": tag <i> is not in the source (source has <b>)"#,
        ])
        XCTAssertEqual(report.languages, ["en", "fr"])
    }

    func testSourceLanguageOptionAndMalformedCatalogs() {
        let file = read(#""k" : { "localizations" : { "fr" : { "stringUnit" : { "state" : "translated", "value" : "K" } } } }"#, option: "fr")
        XCTAssertEqual(file.strings.map(\.role), [.source])
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.xcstrings", "{\"strings\": {}}").findings),
                       [#"1:1 malformed-file the catalog has no "sourceLanguage""#])
        // JSON allows a key twice, and Xcode reads such a catalog: both entries are read, the
        // second is a duplicate-key warning.
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.xcstrings", "{\"sourceLanguage\": \"en\",\n \"strings\": {\"a\": 1, \"a\": 2}}").findings),
                       [#"2:14 malformed-file the entry "a" is a number, not an object"#,
                        #"2:22 duplicate-key "a": the key is defined again; the first definition is at 2:14"#,
                        #"2:22 malformed-file the entry "a" is a number, not an object"#])
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.xcstrings", "[]").findings),
                       ["1:1 malformed-file a string catalog is a JSON object, not an array"])
    }
}

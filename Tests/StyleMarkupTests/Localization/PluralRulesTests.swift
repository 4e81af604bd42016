import XCTest
@testable import StyleMarkup

/// The plural table against CLDR's own samples: each expected category below is read from the
/// `@integer` sample lists of the CLDR "Language Plural Rules" chart
/// (https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html),
/// not computed.
final class PluralRulesTests: XCTestCase {
    /// The counts the issue names, with every language whose rules tell them apart.
    private let edgeCounts = [0, 1, 2, 3, 5, 11, 21, 22, 100, 101]

    private func assertCategories(_ language: String, _ expected: [PluralCategory],
                                  file: StaticString = #filePath, line: UInt = #line) {
        let actual = edgeCounts.map { PluralRules.category(for: $0, language: language) }
        XCTAssertEqual(actual, expected, "\(language) for \(edgeCounts)", file: file, line: line)
    }

    func testArabicUsesAllSixCategories() {
        assertCategories("ar", [.zero, .one, .two, .few, .few, .many, .many, .many, .other, .other])
        XCTAssertEqual(PluralRules.category(for: 10, language: "ar"), .few)
        XCTAssertEqual(PluralRules.category(for: 102, language: "ar"), .other)
        XCTAssertEqual(PluralRules.category(for: 103, language: "ar"), .few)
        XCTAssertEqual(PluralRules.category(for: 111, language: "ar"), .many)
        XCTAssertEqual(PluralRules.category(for: 1000, language: "ar"), .other)
        XCTAssertEqual(PluralRules.category(for: 3, language: "ar-EG"), .few)
    }

    func testRussianAndUkrainian() {
        for language in ["ru", "uk", "ru-RU", "be"] {
            assertCategories(language, [.many, .one, .few, .few, .many, .many, .one, .few, .many, .one])
            XCTAssertEqual(PluralRules.category(for: 12, language: language), .many)
            XCTAssertEqual(PluralRules.category(for: 14, language: language), .many)
            XCTAssertEqual(PluralRules.category(for: 111, language: language), .many)
            XCTAssertEqual(PluralRules.category(for: 1001, language: language), .one)
            XCTAssertEqual(PluralRules.category(for: 1002, language: language), .few)
        }
    }

    func testPolish() {
        assertCategories("pl", [.many, .one, .few, .few, .many, .many, .many, .few, .many, .many])
        XCTAssertEqual(PluralRules.category(for: 12, language: "pl"), .many)
        XCTAssertEqual(PluralRules.category(for: 102, language: "pl"), .few)
        XCTAssertEqual(PluralRules.category(for: 112, language: "pl"), .many)
    }

    func testHebrewHasOneTwoOther() {
        // CLDR 42 dropped Hebrew's "many" (20, 30, …): they are "other" now.
        assertCategories("he", [.other, .one, .two, .other, .other, .other, .other, .other, .other, .other])
        XCTAssertEqual(PluralRules.category(for: 20, language: "he"), .other)
        XCTAssertEqual(PluralRules.category(for: 2, language: "iw"), .two)
    }

    func testIrishAndWelsh() {
        assertCategories("ga", [.other, .one, .two, .few, .few, .other, .other, .other, .other, .other])
        XCTAssertEqual((6...10).map { PluralRules.category(for: $0, language: "ga") }, [.few, .many, .many, .many, .many])
        assertCategories("cy", [.zero, .one, .two, .few, .other, .other, .other, .other, .other, .other])
        XCTAssertEqual(PluralRules.category(for: 6, language: "cy"), .many)
        XCTAssertEqual(PluralRules.category(for: 4, language: "cy"), .other)
    }

    func testOneOtherLanguages() {
        for language in ["en", "de", "nl", "sv", "da", "nb", "fi", "hu", "tr", "el", "et", "bg", "kk", "ur", "sw"] {
            assertCategories(language, [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other])
        }
        // Danish: "n = 1 or t != 0 and i = 0,1" — for integers only 1.
        XCTAssertEqual(PluralRules.category(for: 0, language: "da"), .other)
    }

    func testZeroIsSingularInFrenchPortugueseAndHindi() {
        for language in ["fr", "fr-CA", "pt", "pt-BR", "hi", "bn", "fa", "hy"] {
            XCTAssertEqual(PluralRules.category(for: 0, language: language), .one, language)
            XCTAssertEqual(PluralRules.category(for: 1, language: language), .one, language)
            XCTAssertEqual(PluralRules.category(for: 2, language: language), .other, language)
        }
        // European Portuguese has its own rule: 0 is plural.
        XCTAssertEqual(PluralRules.category(for: 0, language: "pt-PT"), .other)
        XCTAssertEqual(PluralRules.category(for: 1, language: "pt_PT"), .one)
    }

    func testMillionsAreManyInRomanceLanguages() {
        for language in ["fr", "pt", "pt-PT", "es", "it", "ca"] {
            XCTAssertEqual(PluralRules.category(for: 1_000_000, language: language), .many, language)
            XCTAssertEqual(PluralRules.category(for: 3_000_000, language: language), .many, language)
            XCTAssertEqual(PluralRules.category(for: 1_000, language: language), .other, language)
            XCTAssertEqual(PluralRules.category(for: 1_000_001, language: language), .other, language)
        }
        XCTAssertEqual(PluralRules.category(for: 1_000_000, language: "de"), .other)
    }

    func testSlavicAndBalticRules() {
        // Czech, Slovak: 2~4 few.
        for language in ["cs", "sk"] {
            XCTAssertEqual([0, 1, 2, 4, 5, 22].map { PluralRules.category(for: $0, language: language) },
                           [.other, .one, .few, .few, .other, .other], language)
        }
        // Croatian, Serbian, Bosnian: one 1, 21, 101; few 2~4, 22~24; other 0, 5~19, 100.
        for language in ["hr", "sr", "sr-Latn", "bs"] {
            XCTAssertEqual([0, 1, 2, 5, 11, 12, 21, 22, 100, 101].map { PluralRules.category(for: $0, language: language) },
                           [.other, .one, .few, .other, .other, .other, .one, .few, .other, .one], language)
        }
        // Slovenian: one 1, 101; two 2, 102; few 3, 4, 103; other 0, 5~19, 100.
        XCTAssertEqual([0, 1, 2, 3, 4, 5, 11, 100, 101, 102, 104].map { PluralRules.category(for: $0, language: "sl") },
                       [.other, .one, .two, .few, .few, .other, .other, .other, .one, .two, .few])
        // Lithuanian: one 1, 21; few 2~9, 22~29; other 0, 10~20, 30.
        XCTAssertEqual([0, 1, 2, 9, 10, 11, 19, 21, 22, 30].map { PluralRules.category(for: $0, language: "lt") },
                       [.other, .one, .few, .few, .other, .other, .other, .one, .few, .other])
        // Latvian: zero 0, 10~20, 30; one 1, 21; other 2~9, 22~29.
        XCTAssertEqual([0, 1, 2, 10, 11, 19, 20, 21, 22, 111].map { PluralRules.category(for: $0, language: "lv") },
                       [.zero, .one, .other, .zero, .zero, .zero, .zero, .one, .other, .zero])
    }

    func testRomanian() {
        // one 1; few 0, 2~16, 101, 1001; other 20~35, 100, 1000.
        XCTAssertEqual([0, 1, 2, 16, 19, 20, 35, 100, 101, 119, 120, 1001].map { PluralRules.category(for: $0, language: "ro") },
                       [.few, .one, .few, .few, .few, .other, .other, .other, .few, .few, .other, .few])
    }

    func testOtherRules() {
        // Icelandic: one 1, 21, 31, 101; other 0, 2~16, 100, and 11.
        XCTAssertEqual([1, 11, 21, 100, 101].map { PluralRules.category(for: $0, language: "is") }, [.one, .other, .one, .other, .one])
        // Filipino: other 4, 6, 9, 14, 16, 19, 24; one 0~3, 5, 7, 8, 10~13.
        XCTAssertEqual([0, 3, 4, 5, 6, 9, 10, 14, 24].map { PluralRules.category(for: $0, language: "fil") },
                       [.one, .one, .other, .one, .other, .other, .one, .other, .other])
        // Maltese: one 1; two 2; few 0, 3~10, 103; many 11~19, 111; other 20~35, 100.
        XCTAssertEqual([0, 1, 2, 3, 10, 11, 19, 20, 100, 103, 111].map { PluralRules.category(for: $0, language: "mt") },
                       [.few, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many])
        // Scottish Gaelic: one 1, 11; two 2, 12; few 3~10, 13~19; other 0, 20~34.
        XCTAssertEqual([0, 1, 2, 3, 11, 12, 13, 19, 20].map { PluralRules.category(for: $0, language: "gd") },
                       [.other, .one, .two, .few, .one, .two, .few, .few, .other])
        // Breton: one 1, 21 (not 11, 71); two 2, 22; few 3, 4, 9, 23; many 1000000; other 0, 5~8, 10~20.
        XCTAssertEqual([0, 1, 2, 3, 9, 11, 21, 22, 71, 1_000_000].map { PluralRules.category(for: $0, language: "br") },
                       [.other, .one, .two, .few, .few, .other, .one, .two, .other, .many])
        // Manx: one 1, 11; two 2, 12; few 0, 20, 40, 100; other 3~10.
        XCTAssertEqual([0, 1, 2, 3, 11, 12, 20, 100].map { PluralRules.category(for: $0, language: "gv") },
                       [.few, .one, .two, .other, .one, .two, .few, .few])
        // Cornish: zero 0; one 1; two 2, 22, 1000, 100000; few 3, 23; many 21, 41, 101; other 4~19, 100.
        XCTAssertEqual([0, 1, 2, 3, 4, 21, 22, 23, 100, 101, 1000, 100_000].map { PluralRules.category(for: $0, language: "kw") },
                       [.zero, .one, .two, .few, .other, .many, .two, .few, .other, .many, .two, .two])
        // Central Atlas Tamazight: one 0, 1, 11~24; other 2~10, 100~106.
        XCTAssertEqual([0, 1, 2, 11, 99, 100].map { PluralRules.category(for: $0, language: "tzm") }, [.one, .one, .other, .one, .one, .other])
        // Tachelhit: one 0, 1; few 2~10; other 11~26.
        XCTAssertEqual([0, 1, 2, 10, 11].map { PluralRules.category(for: $0, language: "shi") }, [.one, .one, .few, .few, .other])
        // Northern Sami: one 1; two 2; other 0, 3~17.
        XCTAssertEqual([0, 1, 2, 3].map { PluralRules.category(for: $0, language: "se") }, [.other, .one, .two, .other])
        // Langi: zero 0; one 1; other 2~17.
        XCTAssertEqual([0, 1, 2].map { PluralRules.category(for: $0, language: "lag") }, [.zero, .one, .other])
        // Macedonian: one 1, 21, 31; other 11.
        XCTAssertEqual([1, 11, 21].map { PluralRules.category(for: $0, language: "mk") }, [.one, .other, .one])
    }

    func testLanguagesWithoutPluralsAreAlwaysOther() {
        for language in ["ja", "ko", "zh", "zh-Hans", "zh-Hant-TW", "zh_HK", "yue", "th", "vi", "id", "ms", "my", "km", "lo"] {
            assertCategories(language, Array(repeating: .other, count: edgeCounts.count))
        }
    }

    func testEveryLanguageAppleShipsHasItsOwnRule() {
        let apple = ["en", "de", "fr", "es", "it", "pt", "pt-PT", "nl", "sv", "da", "nb", "no", "fi", "ru", "uk", "pl", "cs",
                     "sk", "hr", "sr", "sl", "ro", "hu", "tr", "el", "he", "ar", "hi", "ja", "ko", "zh", "th", "vi", "id",
                     "ms", "ca", "lt", "lv", "ga", "cy", "et", "is", "bg", "kk", "mk", "sq", "bs", "az", "ka", "hy", "be",
                     "fa", "ur", "bn", "ta", "te", "mr", "gu", "kn", "ml", "pa", "or", "mt", "eu", "gl", "fil", "sw", "af",
                     "zu", "yue", "es-419", "en-GB", "zh-Hans", "zh-Hant", "fr-CA", "pt-BR"]
        for language in apple {
            XCTAssertTrue(PluralRules.hasRule(for: language), "\(language) has no rule of its own")
        }
        XCTAssertFalse(PluralRules.hasRule(for: "tlh"))
        XCTAssertFalse(PluralRules.hasRule(for: ""))
    }

    func testTagsAreMatchedCaseInsensitivelyByLongestPrefix() {
        XCTAssertEqual(PluralRules.rule(for: "PT-pt"), .oneManyMillions)
        XCTAssertEqual(PluralRules.rule(for: "pt_PT"), .oneManyMillions)
        XCTAssertEqual(PluralRules.rule(for: "pt-PT-u-nu-latn"), .oneManyMillions)
        XCTAssertEqual(PluralRules.rule(for: "pt-BR"), .french)
        XCTAssertEqual(PluralRules.rule(for: "en_US@calendar=gregorian"), .oneIsOne)
        XCTAssertEqual(PluralRules.rule(for: "AR"), .arabic)
        XCTAssertEqual(PluralRules.rule(for: "sr-Cyrl-RS"), .bosnianCroatianSerbian)
    }

    func testUnknownLanguagesGetTheRootRule() {
        for language in ["", "tlh", "xx-YY", "-", "en-", "@"] {
            XCTAssertEqual(PluralRules.category(for: 1, language: language) == .one, language.hasPrefix("en"), language)
        }
        XCTAssertEqual(PluralRules.category(for: 1, language: "tlh"), .other)
        XCTAssertEqual(PluralRules.category(for: 2, language: "tlh"), .other)
    }

    func testNegativeAndExtremeCountsUseTheMagnitude() {
        XCTAssertEqual(PluralRules.category(for: -1, language: "en"), .one)
        XCTAssertEqual(PluralRules.category(for: -21, language: "ru"), .one)
        XCTAssertEqual(PluralRules.category(for: -2, language: "ar"), .two)
        // Int.min's magnitude does not fit Int; it must not trap. It ends in …808: Russian many.
        XCTAssertEqual(PluralRules.category(for: Int.min, language: "ru"), .many)
        XCTAssertEqual(PluralRules.category(for: Int.max, language: "ru"), .many)  // …807
        XCTAssertEqual(PluralRules.category(forMagnitude: UInt64.max, language: "ru"), .many)  // …615: 15 → many
    }

    func testEveryRuleHasOtherAndIsReachable() {
        // Each rule set, over 0…200 and the millions, gives `other` somewhere unless CLDR's
        // samples say it never does for integers (Russian, Polish: `other` is for fractions).
        let noIntegerOther: Set<String> = ["ru", "pl"]
        for language in ["ar", "ru", "pl", "he", "ga", "cy", "en", "fr", "lv", "kw", "ja", "ro", "sl", "mt", "br"] {
            let categories = Set((0...200).map { PluralRules.category(for: $0, language: language) })
            XCTAssertEqual(categories.contains(.other), !noIntegerOther.contains(language), language)
        }
    }
}

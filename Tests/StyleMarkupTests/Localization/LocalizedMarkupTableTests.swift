import Foundation
import XCTest
@testable import StyleMarkup

/// `LocalizedMarkupTable`: choosing the language and variant, filling arguments as text,
/// compiling with the table's style book, and reporting problems without trapping.
final class LocalizedMarkupTableTests: XCTestCase {
    private let book = #"{"b": {"font": {"weight": "bold"}}, "help": {"action": "open-help"}, "terms": {"link": "https://example.com/terms"}}"#

    private func table(_ strings: [String: [String: LocalizedFormat]], development: String = "en",
                       book: String? = nil) -> LocalizedMarkupTable {
        LocalizedMarkupTable(developmentLanguage: development, styleBookJSON: book ?? self.book, strings: strings)
    }

    private lazy var welcome = table([
        "welcome": [
            "en": .format("Hello <b>%1$@</b>, <help>tap here</help>"),
            "de": .format("Hallo <b>%1$@</b>, <help>hier tippen</help>"),
            "ar": .format("مرحبا <b>%1$@</b>، <help>اضغط هنا</help>"),
        ],
    ])

    // MARK: - Text and runs

    func testFillsCompilesAndStylesPerLocale() throws {
        let english = welcome.string("welcome", arguments: [.text("Ann")], locale: Locale(identifier: "en_US"))
        XCTAssertNil(english.problem)
        XCTAssertEqual(english.key, "welcome")
        XCTAssertEqual(english.language, "en")
        XCTAssertEqual(english.makeText(), "Hello Ann, tap here")
        XCTAssertEqual(english.markup, "Hello <b>Ann</b>, <help>tap here</help>")
        XCTAssertEqual(english.makeTags().map(\.name), ["b", "help"])
        let bold = try XCTUnwrap(english.makeRuns().first { $0.attributes.font?.weight == 700 })
        XCTAssertEqual(bold.range.utf16, 6..<9)
        XCTAssertEqual(english.action(atUTF16Offset: 11), "open-help")
        XCTAssertNil(english.action(atUTF16Offset: 2))
        XCTAssertTrue(english.warnings.isEmpty)

        let german = welcome.string("welcome", arguments: [.text("Ann")], locale: Locale(identifier: "de-AT"))
        XCTAssertEqual(german.language, "de")
        XCTAssertEqual(german.makeText(), "Hallo Ann, hier tippen")
        XCTAssertEqual(german.action(atUTF16Offset: 11), "open-help")

        let arabic = welcome.string("welcome", arguments: [.text("آن")], locale: Locale(identifier: "ar_EG"))
        XCTAssertEqual(arabic.language, "ar")
        XCTAssertEqual(arabic.makeText(), "مرحبا آن، اضغط هنا")
        let boldArabic = try XCTUnwrap(arabic.makeRuns().first { $0.attributes.font?.weight == 700 })
        XCTAssertEqual(boldArabic.range.utf16, 6..<8)
        XCTAssertEqual(arabic.action(atUTF16Offset: 10), "open-help")
    }

    func testHostileArgumentsStayText() {
        for hostile in ["<b>Bob</b>", "&amp;", "a<b", "Tom & Jerry", "<help>x</help>", "\"'><script>", "%1$@", "%#@x@", "&#60;b&#62;"] {
            let string = welcome.string("welcome", arguments: [.text(hostile)], locale: Locale(identifier: "en"))
            XCTAssertNil(string.problem, hostile)
            XCTAssertEqual(string.makeText(), "Hello \(hostile), tap here", hostile)
            XCTAssertEqual(string.makeTags().map(\.name), ["b", "help"], hostile)
            // The whole argument is bold and nothing else is an action.
            let bold = string.makeRuns().filter { $0.attributes.font?.weight == 700 }.map(\.range.utf16)
            XCTAssertEqual(bold, [6..<(6 + hostile.utf16.count)], hostile)
            XCTAssertNil(string.action(atUTF16Offset: 6), hostile)
        }
    }

    func testNumbersAreFilledByTheirPlaceholders() {
        let strings = table(["price": ["en": .format("%2$@ costs <b>%1$.2f</b> (%3$lld left, %4$llu sold)")]])
        let string = strings.string("price", arguments: [.double(2.5), .text("Tea"), .integer(-3), .unsignedInteger(7)], locale: Locale(identifier: "en"))
        XCTAssertNil(string.problem)
        XCTAssertEqual(string.makeText(), "Tea costs 2.50 (-3 left, 7 sold)")
    }

    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
    func testAttributedStringGoesThroughTheBridge() {
        let string = welcome.string("welcome", arguments: [.text("<i>Ann</i>")], locale: Locale(identifier: "en"))
        let attributed = string.attributedString()
        XCTAssertEqual(String(attributed.characters), "Hello <i>Ann</i>, tap here")
        XCTAssertEqual(attributed.makeStyleMarkupRuns(), string.makeRuns())
        XCTAssertEqual(attributed, AttributedString(string.compiled))
    }

    // MARK: - Variants

    func testPluralVariantsFollowTheCountInTheLanguageOfTheMarkup() {
        let files: [String: LocalizedFormat] = [
            "en": .plural(argument: 1, forms: [.one: .format("<b>%1$lld</b> file"), .other: .format("<b>%1$lld</b> files")]),
            "ru": .plural(argument: 1, forms: [.one: .format("%1$lld файл"), .few: .format("%1$lld файла"),
                                               .many: .format("%1$lld файлов"), .other: .format("%1$lld файла")]),
            "ar": .plural(argument: 1, forms: [.zero: .format("لا ملفات"), .one: .format("ملف واحد"), .two: .format("ملفان"),
                                               .few: .format("%1$lld ملفات"), .many: .format("%1$lld ملفًا"), .other: .format("%1$lld ملف")]),
        ]
        let strings = table(["files": files])
        func text(_ count: Int, _ language: String) -> String {
            strings.string("files", arguments: [.integer(Int64(count))], locale: Locale(identifier: language)).makeText()
        }
        XCTAssertEqual([0, 1, 2].map { text($0, "en") }, ["0 files", "1 file", "2 files"])
        XCTAssertEqual([1, 2, 5, 11, 21, 22].map { text($0, "ru") },
                       ["1 файл", "2 файла", "5 файлов", "11 файлов", "21 файл", "22 файла"])
        XCTAssertEqual([0, 1, 2, 3, 11, 100].map { text($0, "ar") },
                       ["لا ملفات", "ملف واحد", "ملفان", "3 ملفات", "11 ملفًا", "100 ملف"])
        // A language without the key uses the development language's markup and its rules.
        let fallback = strings.string("files", arguments: [.integer(1)], locale: Locale(identifier: "fr"))
        XCTAssertEqual(fallback.language, "en")
        XCTAssertEqual(fallback.makeText(), "1 file")
        XCTAssertEqual(strings.string("files", arguments: [.unsignedInteger(1)], locale: Locale(identifier: "en")).makeText(), "1 file")
        // A Double count: a whole number by its value, a fraction as `other`.
        let distance = table(["km": ["en": .plural(argument: 1, forms: [.one: .format("%1$g kilometre"), .other: .format("%1$g kilometres")])]])
        XCTAssertEqual(distance.string("km", arguments: [.double(1)], locale: Locale(identifier: "en")).makeText(), "1 kilometre")
        XCTAssertEqual(distance.string("km", arguments: [.double(1.5)], locale: Locale(identifier: "en")).makeText(), "1.5 kilometres")
        XCTAssertEqual(distance.string("km", arguments: [.double(.infinity)], locale: Locale(identifier: "en")).makeText(), "inf kilometres")
    }

    func testMissingPluralFormFallsBackToOther() {
        let strings = table(["n": ["ru": .plural(argument: 1, forms: [.one: .format("один"), .other: .format("%1$lld штук")])]],
                            development: "ru")
        XCTAssertEqual(strings.string("n", arguments: [.integer(5)], locale: Locale(identifier: "ru")).makeText(), "5 штук")  // many → other
        XCTAssertEqual(strings.string("n", arguments: [.integer(21)], locale: Locale(identifier: "ru")).makeText(), "один")
    }

    func testPluralChosenBySecondArgument() {
        let strings = table(["inbox": ["en": .plural(argument: 2, forms: [.one: .format("%1$@ has %2$lld message"),
                                                                           .other: .format("%1$@ has %2$lld messages")])]])
        XCTAssertEqual(strings.string("inbox", arguments: [.text("<Ann>"), .integer(1)], locale: Locale(identifier: "en")).makeText(), "<Ann> has 1 message")
        XCTAssertEqual(strings.string("inbox", arguments: [.text("Ann"), .integer(4)], locale: Locale(identifier: "en")).makeText(), "Ann has 4 messages")
    }

    func testSubstitutionsReplaceVariablesBeforeFilling() {
        let photos: LocalizedFormat = .plural(argument: 2, forms: [.one: .format("<b>%2$lld</b> photo"), .other: .format("<b>%2$lld</b> photos")])
        let albums: LocalizedFormat = .plural(argument: 3, forms: [.one: .format("%3$lld album"), .other: .format("%3$lld albums")])
        let strings = table(["summary": ["en": .substitutions(format: "%1$@ added %#@photos@ to %#@albums@ (100%%)",
                                                               variables: ["photos": photos, "albums": albums])]])
        let string = strings.string("summary", arguments: [.text("%#@photos@ <b>"), .integer(1), .integer(3)], locale: Locale(identifier: "en"))
        XCTAssertNil(string.problem)
        XCTAssertEqual(string.makeText(), "%#@photos@ <b> added 1 photo to 3 albums (100%)")
        XCTAssertEqual(string.makeTags().map(\.name), ["b"])
        XCTAssertEqual(strings.string("summary", arguments: [.text("Ann"), .integer(2), .integer(1)], locale: Locale(identifier: "en")).makeText(),
                       "Ann added 2 photos to 1 album (100%)")
    }

    func testNestedSubstitutionAndLiteralPercentHash() {
        let inner: LocalizedFormat = .substitutions(format: "%#@n@", variables: ["n": .plural(argument: 1, forms: [.other: .format("%1$lld items")])])
        let strings = table(["k": ["en": .substitutions(format: "%%#@n@ then %#@outer@", variables: ["outer": inner])]])
        XCTAssertEqual(strings.string("k", arguments: [.integer(2)], locale: Locale(identifier: "en")).makeText(), "%#@n@ then 2 items")
        XCTAssertEqual(try LocalizedFormat.substitute(in: "%#@@ and %#@ and % and %", { _ throws(LocalizationProblem) in "X" }),
                       "%#@@ and %#@ and % and %")
    }

    func testDeviceVariationsFallBackToOther() {
        let strings = table(["tap": ["en": .device(forms: [.mac: .format("<b>Click</b> here"), .ipad: .format("Tap on the iPad"),
                                                        .other: .format("Tap here")])]])
        func text(_ device: DeviceClass) -> String { strings.string("tap", arguments: [], locale: Locale(identifier: "en"), device: device).makeText() }
        XCTAssertEqual(text(.mac), "Click here")
        XCTAssertEqual(text(.ipad), "Tap on the iPad")
        XCTAssertEqual(text(.iphone), "Tap here")
        XCTAssertEqual(text(.applewatch), "Tap here")
        // Without a device, the current one is used: on Linux that is `other`.
        #if os(Linux)
        XCTAssertEqual(strings.string("tap", arguments: [], locale: Locale(identifier: "en")).makeText(), "Tap here")
        #endif
    }

    func testDeviceInsidePlural() {
        let strings = table(["k": ["en": .plural(argument: 1, forms: [
            .one: .device(forms: [.iphone: .format("one on iPhone"), .other: .format("one")]),
            .other: .format("%1$lld"),
        ])]])
        XCTAssertEqual(strings.string("k", arguments: [.integer(1)], locale: Locale(identifier: "en"), device: .iphone).makeText(), "one on iPhone")
        XCTAssertEqual(strings.string("k", arguments: [.integer(1)], locale: Locale(identifier: "en"), device: .mac).makeText(), "one")
        XCTAssertEqual(strings.string("k", arguments: [.integer(7)], locale: Locale(identifier: "en"), device: .mac).makeText(), "7")
    }

    // MARK: - Problems never trap

    func testProblemsAreReportedWithTheMarkupAsPlainText() {
        let strings = table([
            "twoArgs": ["en": .format("<b>%1$@</b> and %2$@")],
            "noOther": ["en": .plural(argument: 1, forms: [.one: .format("one")])],
            "noDevice": ["en": .device(forms: [.mac: .format("mac")])],
            "badVariable": ["en": .substitutions(format: "a %#@missing@", variables: [:])],
            "badTag": ["en": .format("<b>%1$@")],
            "textCount": ["en": .plural(argument: 1, forms: [.other: .format("%1$@")])],
        ])
        let en = Locale(identifier: "en")

        let unknown = strings.string("nope", arguments: [], locale: en)
        XCTAssertEqual(unknown.problem, .unknownKey("nope"))
        XCTAssertEqual(unknown.problem?.description, #"no string has the key "nope""#)
        XCTAssertEqual(unknown.makeText(), "")

        let missingArgument = strings.string("twoArgs", arguments: [.text("a")], locale: en)
        guard case .template(let templateError)? = missingArgument.problem else { return XCTFail("\(String(describing: missingArgument.problem))") }
        XCTAssertEqual(templateError.reason, .positionOutOfRange)
        XCTAssertEqual(missingArgument.problem?.description, "placeholder %2$@ at 1:17 refers to argument 2, but only 1 argument was given")
        XCTAssertEqual(missingArgument.makeText(), "<b>%1$@</b> and %2$@")  // the template, shown as text
        XCTAssertTrue(missingArgument.makeTags().isEmpty)

        let noOther = strings.string("noOther", arguments: [.integer(5)], locale: en)
        XCTAssertEqual(noOther.problem, .missingVariant("no other or other plural form"))
        XCTAssertEqual(strings.string("noOther", arguments: [.integer(1)], locale: en).makeText(), "one")

        XCTAssertEqual(strings.string("noDevice", arguments: [], locale: en, device: .iphone).problem?.description,
                       "the variation has no iphone or other device form")
        XCTAssertEqual(strings.string("badVariable", arguments: [], locale: en).problem?.description,
                       "%#@missing@ names no variable of the string")

        let badTag = strings.string("badTag", arguments: [.text("x")], locale: en)
        guard case .compile(let compileError)? = badTag.problem else { return XCTFail("\(String(describing: badTag.problem))") }
        XCTAssertEqual(compileError.location.line, 1)
        XCTAssertEqual(badTag.makeText(), "<b>x")
        XCTAssertEqual(badTag.markup, "<b>x")
        XCTAssertEqual(badTag.makeRuns().map(\.range.utf16), [0..<4])
        XCTAssertNil(badTag.makeRuns()[0].attributes.font)

        XCTAssertEqual(strings.string("textCount", arguments: [.text("5")], locale: en).problem?.description,
                       "the plural is chosen by argument 1, which is text, not a number")
        XCTAssertEqual(strings.string("textCount", arguments: [], locale: en).problem?.description,
                       "the plural is chosen by argument 1, which is missing (0 arguments were given)")
    }

    func testDeepNestingIsRefusedNotRecursedWithoutBound() {
        var format: LocalizedFormat = .format("deep")
        for _ in 0..<100 { format = .device(forms: [.other: format]) }
        let strings = table(["deep": ["en": format]])
        XCTAssertEqual(strings.string("deep", arguments: [], locale: Locale(identifier: "en")).problem, .variantsTooDeep(limit: 32))
    }

    func testBrokenStyleBookFallsBackToTheDefaultBook() {
        for broken in ["{", "", "[1]", #"{"b": {"font": {"weight": "heavyish"}}}"#, "\u{0}"] {
            let strings = table(["k": ["en": .format("<b>%1$@</b> <help>x</help>")]], book: broken)
            XCTAssertNotNil(strings.styleBookProblem, broken)
            XCTAssertEqual(strings.styleBookProblem?.file, "stylebook.json")
            let string = strings.string("k", arguments: [.text("<i>hi</i>")], locale: Locale(identifier: "en"))
            XCTAssertNil(string.problem, broken)
            XCTAssertEqual(string.makeText(), "<i>hi</i> x", broken)
            // The default book's <b> is bold; <help> is not in it, so it is a warning, not an action.
            XCTAssertEqual(string.makeRuns().first?.attributes.font?.weight, 700, broken)
            XCTAssertEqual(string.warnings.map(\.tagName), ["help"], broken)
        }
        let named = LocalizedMarkupTable(developmentLanguage: "en", styleBookJSON: "{", styleBookName: "styles.json", strings: [:])
        XCTAssertEqual(named.styleBookProblem?.file, "styles.json")
        XCTAssertNil(welcome.styleBookProblem)
    }

    func testLanguagesAndKeysAreSorted() {
        XCTAssertEqual(welcome.languages, ["ar", "de", "en"])
        XCTAssertEqual(welcome.sortedKeys(), ["welcome"])
        XCTAssertEqual(welcome.developmentLanguage, "en")
    }

    func testTableIsSharedAcrossThreads() {
        let strings = welcome
        let results = UnsafeSendableBox(Array(repeating: "", count: 64))
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let language = ["en", "de", "ar"][index % 3]
            let text = strings.string("welcome", arguments: [.text("N\(index)")], locale: Locale(identifier: language)).makeText()
            results.set(index, text)
        }
        for index in 0..<64 {
            XCTAssertTrue(results.values[index].contains("N\(index)"))
        }
    }
}

/// One slot per iteration, written by exactly one thread each, read after all finished.
private final class UnsafeSendableBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var values: [String]
    init(_ values: [String]) { self.values = values }
    func set(_ index: Int, _ value: String) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }
}

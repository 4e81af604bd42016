import Foundation
import StyleMarkup
import XCTest
@testable import WelcomeScreen

/// The accessors the GenerateStrings plugin wrote at build time from Resources/Onboarding.xcstrings
/// (English, German, Arabic) and Resources/xx.lproj/Localizable.strings, checked with
/// Resources/styles.json.
final class GeneratedAccessorsTests: XCTestCase {
    private func italic(_ string: StyledString) -> [String] {
        let utf16 = Array(string.makeText().utf16)
        return string.makeRuns().filter { $0.attributes.font?.italic == true }.map { String(decoding: utf16[$0.range.utf16], as: UTF16.self) }
    }

    func testHelloInThreeLanguagesOneRightToLeft() {
        let english = L10n.Onboarding.hello("Ann", locale: Locale(identifier: "en_GB"))
        XCTAssertEqual(english.makeText(), "Welcome, Ann! Tap Get started.")
        XCTAssertEqual(italic(english), ["Ann"])
        XCTAssertEqual(english.action(MarkupAction.self, atUTF16Offset: 18), .start)

        let german = L10n.Onboarding.hello("Ann", locale: Locale(identifier: "de"))
        XCTAssertEqual(german.makeText(), "Willkommen, Ann! Tippe auf Los geht's.")
        XCTAssertEqual(german.action(MarkupAction.self, atUTF16Offset: 27), .start)

        let arabic = L10n.Onboarding.hello("آن", locale: Locale(identifier: "ar_SA"))
        XCTAssertEqual(arabic.language, "ar")
        XCTAssertEqual(arabic.makeText(), "أهلاً آن! اضغط ابدأ.")
        XCTAssertEqual(italic(arabic), ["آن"])
        XCTAssertEqual(arabic.action(MarkupAction.self, atUTF16Offset: 15), .start)
    }

    func testAUserNameIsNeverMarkup() {
        let string = L10n.Onboarding.hello("<start>Bob</start> &amp;", locale: Locale(identifier: "en"))
        XCTAssertEqual(string.makeText(), "Welcome, <start>Bob</start> &amp;! Tap Get started.")
        XCTAssertEqual(italic(string), ["<start>Bob</start> &amp;"])
        XCTAssertNil(string.action(MarkupAction.self, atUTF16Offset: 17), "the name is not an action")
        XCTAssertEqual(L10n.welcomeStart("<b>Bob</b>", locale: Locale(identifier: "de")).makeText(), "Tippe auf Los geht's, <b>Bob</b>.")
    }

    func testStepsFollowTheCount() {
        func steps(_ count: Int, _ language: String) -> String { L10n.Onboarding.steps(count: count, locale: Locale(identifier: language)).makeText() }
        XCTAssertEqual([1, 2].map { steps($0, "en") }, ["1 step to go", "2 steps to go"])
        XCTAssertEqual([1, 4].map { steps($0, "de") }, ["Noch 1 Schritt", "Noch 4 Schritte"])
        XCTAssertEqual([0, 1, 2, 3, 11, 100].map { steps($0, "ar") },
                       ["لا خطوات (0)", "خطوة واحدة (1)", "خطوتان (2)", "3 خطوات", "11 خطوة", "100 من الخطوات"])
    }

    func testTheActionEnumIsTheStyleBooks() {
        XCTAssertEqual(MarkupAction.allCases, [.start])
        switch MarkupAction.start {   // no default: removing "start" from styles.json breaks this build
        case .start: break
        }
    }

    /// The views route a tap through the generated enum: the welcome text's "Get started" is
    /// `.start`, which calls `onStart`.
    func testTheWelcomeTextsActionRunsThroughTheEnum() throws {
        let welcome = try WelcomeStrings.compiled("Welcome")
        let tapped = try XCTUnwrap(welcome.action(MarkupAction.self, atUTF16Offset: 30))
        XCTAssertEqual(tapped, .start)
        var started = 0
        WelcomeActions.perform(tapped) { started += 1 }
        XCTAssertEqual(started, 1)
    }
}

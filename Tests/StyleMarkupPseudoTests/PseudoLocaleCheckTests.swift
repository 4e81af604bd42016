import XCTest
@testable import StyleMarkupLint
@testable import StyleMarkupPseudo

/// Which names are pseudo-locales, written out by hand from the documented rule.
final class PseudoLocaleCheckTests: XCTestCase {
    func testPlatformNamesAndNamesMarkedAsPseudo() {
        for name in ["en-XA", "ar-XB", "en_xa", "qps-ploc", "qps-ploca", "qps-plocm", "QPS-PLOC",
                     "en-XL", "de-XA", "fr-QM", "ja-QZ", "en-AA", "sr-Latn-XA", "qaa", "qtz-US", "en@pseudo", "en-XA@pseudo"] {
            XCTAssertTrue(PseudoLocaleCheck.isPseudoLocale(name), name)
        }
    }

    func testRealLanguagesAndRegionsAreNot() {
        // XK is Kosovo and QO Outlying Oceania in CLDR; ZZ is the unknown region.
        for name in ["en", "de", "en-GB", "pt_BR", "sr-Latn", "sq-XK", "en-QO", "en-ZZ", "qu", "quz", "qua", "en@latin", "sr@latin", "@pseudo", "zh-Hant-TW"] {
            XCTAssertFalse(PseudoLocaleCheck.isPseudoLocale(name), name)
        }
    }

    func testTheSourceIsRefusedEvenWhenItsNameIsPseudo() {
        let languages = [PseudoProjectLanguage(identifier: "en-XA", place: "App/Localizable.xcstrings:2:23", isSource: true)]
        XCTAssertEqual(PseudoLocaleCheck.problem(with: .enXA, in: languages),
                       "--locale en-XA names the source language of the project (App/Localizable.xcstrings:2:23); pseudo writes only "
                       + "pseudo-locales: en-XA, ar-XB, qps-ploc, qps-ploca, qps-plocm, or a name marked as pseudo by a private-use region "
                       + "(XA–XZ, QM–QZ: en-XL=accented,expanded,bounded) or the modifier @pseudo (en@pseudo=accented,expanded,bounded)")
        // An earlier run's pseudo-locale is replaced.
        XCTAssertNil(PseudoLocaleCheck.problem(with: .enXA, in: [PseudoProjectLanguage(identifier: "en-XA", place: "x", isSource: false)]))
    }
}

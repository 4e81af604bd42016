import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintPlaceholderRuleTests: XCTestCase {
    /// The findings for one translated string (values written as in a `.strings` file).
    private func check(_ source: String, _ translation: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let report = LintTestSupport.lint([("en.lproj/Localizable.strings", "\"k\" = \"\(source)\";"),
                                           ("fr.lproj/Localizable.strings", "\"k\" = \"\(translation)\";")])
        return report.findings.map { "\($0.location!) \($0.message)" }
    }

    func testEqualPlaceholdersPass() {
        let same: [(String, String)] = [
            ("%@ and %d", "%@ et %d"),
            ("%1$@ sent you %2$lld photos", "%2$lld photos envoyées par %1$@"),   // reordered numbered
            ("%s", "%1$s"),                                                       // alone: equal
            ("%1$s", "%s"),
            ("%@ sent %@", "%2$@ a envoyé %1$@"),                                 // unnumbered → 1, 2
            ("%1$@ or %1$@", "%1$@"),                                             // a set
            ("%.2f km", "%.1f km"),                                               // precision may differ
            ("%-5d|", "%5d|"),                                                    // flags and width too
            ("100%% sure", "sûr à 100 %%"),                                       // %% is literal
            ("No placeholders", "Aucun"),
        ]
        for (source, translation) in same {
            XCTAssertEqual(check(source, translation), [], "\(source) → \(translation)")
        }
    }

    func testUnnumberedAreASequence() {
        XCTAssertEqual(check("Total: %d items", "Total : %@ articles"),
                       [#"1:16 fr: "k": placeholder 1 is %@ but %d in the source"#])
        XCTAssertEqual(check("%@ has %d", "%d a %@"),
                       [#"1:8 fr: "k": placeholder 1 is %d but %@ in the source"#,
                        #"1:13 fr: "k": placeholder 2 is %@ but %d in the source"#])
        XCTAssertEqual(check("%d items", "articles"),
                       [#"1:8 fr: "k": placeholder 1 (%d) is missing (source has %d)"#])
        XCTAssertEqual(check("items", "%d articles"), [], "a source with no placeholder is prose")
        XCTAssertEqual(check("%@ items", "%@ articles %d"),
                       [#"1:20 fr: "k": placeholder 2 (%d) is not in the source (source has %@)"#])
        XCTAssertEqual(check("%d of %d", "%d sur %d et %d"),
                       [#"1:21 fr: "k": placeholder 3 (%d) is not in the source (source has %d)"#])
    }

    func testNumberedAreASetOfPositionLengthAndConversion() {
        XCTAssertEqual(check("%1$@ sent %2$d", "%1$@ a envoyé"),
                       [#"1:8 fr: "k": placeholder %2$d is missing (source has %1$@, %2$d)"#])
        XCTAssertEqual(check("%1$@", "%1$@ %3$d"),
                       [#"1:13 fr: "k": placeholder %3$d is not in the source (source has %1$@)"#])
        XCTAssertEqual(check("%1$ld photos", "%1$lld photos"),
                       [#"1:8 fr: "k": placeholder %1$lld does not match the source's %1$ld"#])
        XCTAssertEqual(check("%1$@ %2$@", "%2$@ %1$d"),
                       [#"1:13 fr: "k": placeholder %1$d does not match the source's %1$@"#])
    }

    func testUnnumberedAgainstNumberedUsesArgumentPositions() {
        XCTAssertEqual(check("%@ and %@", "%1$@ et %3$@"),
                       [#"1:8 fr: "k": placeholder %@ (argument 2) is missing (source has %@)"#,
                        #"1:16 fr: "k": placeholder %3$@ is not in the source (source has %@)"#])
    }

    func testPluralFormPassesWhenItMatchesAnySourceForm() {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", #"<resources><plurals name="p"><item quantity="one">One photo</item><item quantity="other">%d photos</item></plurals></resources>"#),
            ("res/values-ru/strings.xml", #"<resources><plurals name="p"><item quantity="one">%d фото</item><item quantity="few">%d фото</item><item quantity="many">%s фото</item></plurals></resources>"#),
        ])
        XCTAssertEqual(LintTestSupport.describe(report.findings),
                       [#"1:122 placeholder-mismatch ru: "p[many]": placeholder 1 is %s but %d in the source"#])
    }

    func testFormattedFalseAndNoCFormatSkipTheCheck() {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", #"<resources><string name="a" formatted="false">50% off</string></resources>"#),
            ("res/values-fr/strings.xml", #"<resources><string name="a" formatted="false">50 % de remise</string></resources>"#),
            ("fr.po", "#, no-c-format\nmsgid \"50% off\"\nmsgstr \"50 % de remise\"\n"),
        ])
        XCTAssertEqual(report.findings, [])
        // A percent sign before a word is text, not a placeholder with the space flag.
        XCTAssertEqual(LintTestSupport.lint([("fr.po", "#, c-format\nmsgid \"50% off, %d left\"\nmsgstr \"50 % de remise, il en reste %d\"\n")]).findings, [])
        // A `% d` that ends a word is one, in a c-format entry.
        let flagged = LintTestSupport.lint([("fr.po", "#, c-format\nmsgid \"Value: % d\"\nmsgstr \"Valeur : %s\"\n")])
        XCTAssertEqual(LintTestSupport.describe(flagged.findings),
                       [#"3:18 placeholder-mismatch fr: "Value: % d": placeholder 1 is %s but % d in the source"#])
        // An unflagged entry is not a format string unless the configuration says so.
        let unflagged = ("fr.po", "msgid \"Value: % d\"\nmsgstr \"Valeur : %s\"\n")
        XCTAssertEqual(LintTestSupport.lint([unflagged]).findings, [])
        var configuration = LintConfiguration()
        configuration.checksUnflaggedPOEntries = true
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([unflagged], configuration: configuration).findings),
                       [#"2:18 placeholder-mismatch fr: "Value: % d": placeholder 1 is %s but % d in the source"#])
    }
}

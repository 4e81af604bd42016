import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// A `%` in a formatted string is read as the platform's formatter reads it; in prose it is
/// text, but a placeholder text never writes is not.
final class LintFormattedPercentTests: XCTestCase {
    private func strings(_ source: String, _ translation: String) -> [String] {
        LintTestSupport.describe(LintTestSupport.lint([
            ("en.lproj/Localizable.strings", "\"k\" = \"\(source)\";\n"),
            ("el.lproj/Localizable.strings", "\"k\" = \"\(translation)\";\n"),
        ]).findings)
    }

    private func android(_ source: String, _ translation: String) -> [String] {
        LintTestSupport.describe(LintTestSupport.lint([
            ("res/values/strings.xml", "<resources><string name=\"k\">\(source)</string></resources>\n"),
            ("res/values-el/strings.xml", "<resources><string name=\"k\">\(translation)</string></resources>\n"),
        ]).findings)
    }

    func testAStrayPercentInAFormattedJavaStringSaysJavaThrows() {
        XCTAssertEqual(android("Found %1$d files", "Βρέθηκαν %1$d αρχεία, 50% έτοιμα"), [
            #"1:53 placeholder-mismatch el: "k": "% έ" starts no placeholder, and the string is formatted: Java's formatter throws on it (the app crashes); write %% for a percent sign"#,
        ])
        // A trailing percent sign too; a doubled one and %n are fine.
        XCTAssertEqual(android("Found %1$d files", "%1$d αρχεία 100%").count, 1)
        XCTAssertEqual(android("Found %1$d files", "%1$d αρχεία 100%%%n"), [])
    }

    func testAStrayPercentInAFormattedAppleStringSaysFoundationDropsText() {
        XCTAssertEqual(strings("50%% done", "50% έτοιμα"), [
            #"1:10 placeholder-mismatch el: "k": "% έ" starts no placeholder, and the string is formatted: Foundation's formatter drops it and what follows (the reader sees text missing); write %% for a percent sign"#,
        ])
        XCTAssertEqual(strings("%@ is 50%% done", "Το %@ είναι 50%% έτοιμο"), [])
    }

    func testInProseAPercentIsText() {
        XCTAssertEqual(strings("between 60 and 85 percent", "entre 60% o 85%"), [])
        XCTAssertEqual(strings("up to 70 percent faster", "jusqu'à 70% la vitesse"), [])
        XCTAssertEqual(android("50% off", "50% έκπτωση"), [])
    }

    func testAPlaceholderTextNeverWritesAddedToProseIsAnError() {
        XCTAssertEqual(strings("Installing and securing the app...", "Εγκατάσταση του %@…"), [
            #"1:24 placeholder-mismatch el: "k": placeholder %@ is not in the source, which has none and is not formatted: the app shows it as written, or formats it with no argument to give"#,
        ])
        XCTAssertEqual(strings("Saved", "Αποθηκεύτηκαν %lu"), [
            #"1:22 placeholder-mismatch el: "k": placeholder %lu is not in the source, which has none and is not formatted: the app shows it as written, or formats it with no argument to give"#,
        ])
        XCTAssertEqual(android("Done", "Έγινε %1$s").count, 1)
        // A %d or %s alone may be text in prose; formatted="false" turns every check off.
        XCTAssertEqual(strings("Done", "Έγινε 5%d"), [])
        XCTAssertEqual(LintTestSupport.lint([
            ("res/values/strings.xml", "<resources><string name=\"k\" formatted=\"false\">Done</string></resources>\n"),
            ("res/values-el/strings.xml", "<resources><string name=\"k\" formatted=\"false\">Έγινε %1$s</string></resources>\n"),
        ]).findings.count, 0)
    }
}

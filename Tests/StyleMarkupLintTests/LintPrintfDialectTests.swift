import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Placeholders read in each file's printf dialect: Apple's, Java's (Android) and C's (PO
/// `c-format`), and strings with no placeholder in their source read as prose.
final class LintPrintfDialectTests: XCTestCase {
    private func texts(_ value: String, _ dialect: PrintfDialect) -> [String] {
        PrintfScanner.scan(value, dialect: dialect).map(\.text)
    }

    func testEachDialectReadsItsOwnGrammar() {
        // Java: grouping, negative-in-parentheses, boolean, hash, date; %n and %% take no argument.
        XCTAssertEqual(texts("%,d and %1$,d, %(d, %b %B %h %H %tY %Tm %S %X %e %a %c %n 100%%", .java),
                       ["%,d", "%1$,d", "%(d", "%b", "%B", "%h", "%H", "%tY", "%Tm", "%S", "%X", "%e", "%a", "%c"])
        // Java has no length modifiers, no %@, %i, %u, %p: those are text on Android.
        XCTAssertEqual(texts("%ld %@ %i %u %p %lld %t", .java), [])
        // Apple: objects, long longs, the capital conversions; Java's flags are text.
        XCTAssertEqual(texts("%@ %lld %1$@ %D %U %O %qd %zu %,d %(d %b %n", .apple), ["%@", "%lld", "%1$@", "%D", "%U", "%O", "%qd", "%zu"])
        // C: glibc's I flag; no %@.
        XCTAssertEqual(texts("%Id %1$-I5d %@ %'d %hhu", .c), ["%Id", "%1$-I5d", "%'d", "%hhu"])
        let date = PrintfScanner.scan("%2$tB", dialect: .java)[0]
        XCTAssertEqual([date.position, date.length, String(date.conversion)] as [AnyHashable?], [2, "B", "t"])
    }

    private func android(_ source: String, _ translation: String) -> [String] {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<string name=\"s\">\(source)</string>\n</resources>\n"),
            ("res/values-de/strings.xml", "<resources>\n<string name=\"s\">\(translation)</string>\n</resources>\n"),
        ])
        return LintTestSupport.describe(report.findings)
    }

    func testDroppedOrChangedJavaPlaceholdersAreErrors() {
        XCTAssertEqual(android("%1$,d steps by %2$s", "%2$s hat %1$,d Schritte"), [])
        XCTAssertEqual(android("%,d steps", "%d Schritte"), [], "flags may differ")
        XCTAssertEqual(android("%,d steps", "Schritte"),
                       [#"2:18 placeholder-mismatch de: "s": placeholder 1 (%,d) is missing (source has %,d)"#])
        XCTAssertEqual(android("%1$,d steps by %2$s", "%1$s hat %2$,d Schritte"), [
            #"2:18 placeholder-mismatch de: "s": placeholder %1$s does not match the source's %1$,d"#,
            #"2:27 placeholder-mismatch de: "s": placeholder %2$,d does not match the source's %2$s"#,
        ])
        // A numbered placeholder whose conversion was lost is read on, as Java reads it: `%1$ e`
        // (space flag, scientific notation), which throws for an integer. Text never writes `%1$`.
        XCTAssertEqual(android("Preparing %1$,d files (%2$s)", "%1$ fitxategi prestatzen (%2$s)"),
                       [#"2:18 placeholder-mismatch de: "s": placeholder %1$ f does not match the source's %1$,d"#])
        XCTAssertEqual(android("%,d files", "50 % fitxategi, %,d"), [], "an unnumbered percent sign before a word stays text")
        XCTAssertEqual(android("Saved %(d on %tF", "Gespart: %(d"),
                       [#"2:18 placeholder-mismatch de: "s": placeholder 2 (%tF) is missing (source has %(d, %tF)"#])
        XCTAssertEqual(android("%b", "%h"), [#"2:18 placeholder-mismatch de: "s": placeholder 1 is %h but %b in the source"#])
        // A line break is no argument: dropping it is not a placeholder finding.
        XCTAssertEqual(android("%d new%nmessages", "%d neue Nachrichten"), [])
        // A Java file's %@ is text, as Android shows it.
        XCTAssertEqual(android("%s by %@", "%s von"), [])
    }

    func testPercentInProseIsText() {
        // No placeholder in the source and no format flag: the translation's `% o` is text.
        let report = LintTestSupport.lint([
            ("en.lproj/Localizable.strings", "\"zoom\" = \"Zoom in 5% steps between 60% and 85%\";\n"),
            ("es.lproj/Localizable.strings", "\"zoom\" = \"Zoom en pasos de 5%, entre 60% o 85%\";\n"),
        ])
        XCTAssertEqual(report.findings.count, 0)
        XCTAssertEqual(android("Between 60% and 85%", "Entre 60% o 85%"), [])
        // formatted="true" declares a format: then the translation's placeholders count.
        let declared = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<string name=\"s\" formatted=\"true\">Done</string>\n</resources>\n"),
            ("res/values-es/strings.xml", "<resources>\n<string name=\"s\">Hecho %d</string>\n</resources>\n"),
        ])
        XCTAssertEqual(LintTestSupport.describe(declared.findings),
                       [#"2:24 placeholder-mismatch es: "s": placeholder 1 (%d) is not in the source (source has no placeholders)"#])
    }

    func testPOFlagChoosesTheDialectAndDeclaresAFormat() {
        let po = """
            msgid ""
            msgstr "Language: fr\\n"

            #, c-format
            msgid "Done"
            msgstr "Fait %d"

            #, objc-format
            msgid "%@ sent"
            msgstr "envoyé"

            #, c-format
            msgid "%@ sent %d"
            msgstr "envoyé %d"

            """
        let report = LintTestSupport.lint([("fr.po", po)])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"6:14 placeholder-mismatch fr: "Done": placeholder 1 (%d) is not in the source (source has no placeholders)"#,
            #"10:9 placeholder-mismatch fr: "%@ sent": placeholder 1 (%@) is missing (source has %@)"#,
        ])
    }

    func testAMissingPlaceholderMessageShowsWhatIsThereInstead() {
        XCTAssertEqual(BrokenPlaceholder.first(in: "%d ملف و ٪ d مجلد", dialect: .java), "٪ d")
        XCTAssertEqual(BrokenPlaceholder.first(in: "Po flet %1 person", dialect: .java), "%1")
        XCTAssertEqual(BrokenPlaceholder.first(in: "%ld Dateien", dialect: .java), "%ld")
        XCTAssertEqual(BrokenPlaceholder.first(in: "％@ さん", dialect: .apple), "％@")
        // Prose and real placeholders are not broken ones.
        XCTAssertNil(BrokenPlaceholder.first(in: "100% sûr, 50 % des cas, %d fois, 100%%", dialect: .apple))
        XCTAssertEqual(android("%s sent you a message", "٪ s hat dir geschrieben"),
                       [#"2:18 placeholder-mismatch de: "s": placeholder 1 (%s) is missing (source has %s); the translation has "٪ s", which is no placeholder"#])
    }
}

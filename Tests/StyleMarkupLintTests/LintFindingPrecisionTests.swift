import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Findings that say what is wrong once, and fully: no orphans behind a malformed source file,
/// every difference of an unnumbered placeholder sequence at once, `</br>` named when it makes
/// a count differ, and the empty-tag fix in markupc markup.
final class LintFindingPrecisionTests: XCTestCase {
    func testMalformedSourceFileDoesNotMakeItsTranslationsOrphans() {
        // The source stops at a missing `;`: "b" and "c" are lost, not orphaned in French.
        let report = LintTestSupport.lint([
            ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\"\n\"c\" = \"C\";\n"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"),
        ])
        XCTAssertEqual(report.findings.map(\.rule), [.malformedFile])
        XCTAssertEqual(report.findings.first?.file, "en.lproj/Localizable.strings")
        // An Android source that is not XML at all loses every key.
        let android = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<string name=\"a\">A</strin>\n</resources>\n"),
            ("res/values-fr/strings.xml", "<resources>\n<string name=\"a\">A</string>\n<string name=\"b\">B</string>\n</resources>\n"),
        ])
        XCTAssertEqual(android.findings.map(\.rule), [.malformedFile])
        // A complete source still reports the translation's extra key.
        let complete = LintTestSupport.lint([
            ("en.lproj/Localizable.strings", "\"a\" = \"A\";\n"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"A\";\n\"gone\" = \"G\";\n"),
        ])
        XCTAssertEqual(LintTestSupport.describe(complete.findings),
                       [#"2:1 orphan-translation fr: "gone": no source string has this key; the source is en.lproj/Localizable.strings"#])
    }

    private func placeholders(_ source: String, _ translation: String) -> [String] {
        let report = LintTestSupport.lint([("en.lproj/Localizable.strings", "\"k\" = \"\(source)\";"),
                                           ("fr.lproj/Localizable.strings", "\"k\" = \"\(translation)\";")])
        return LintTestSupport.describe(report.findings)
    }

    func testUnnumberedSequenceReportsEveryDifferenceAtOnce() {
        XCTAssertEqual(placeholders("%@ has %d of %d", "%d a %@ sur %@"), [
            #"1:8 placeholder-mismatch fr: "k": placeholder 1 is %d but %@ in the source"#,
            #"1:13 placeholder-mismatch fr: "k": placeholder 2 is %@ but %d in the source"#,
            #"1:20 placeholder-mismatch fr: "k": placeholder 3 is %@ but %d in the source"#,
        ])
        XCTAssertEqual(placeholders("%@ has %d of %d", "%@ a"), [
            #"1:8 placeholder-mismatch fr: "k": placeholder 2 (%d) is missing (source has %@, %d)"#,
            #"1:8 placeholder-mismatch fr: "k": placeholder 3 (%d) is missing (source has %@, %d)"#,
        ])
    }

    func testClosingLineBreakIsNamedWhenItMakesTheCountDiffer() {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<string name=\"s\">One&lt;br&gt;two</string>\n</resources>\n"),
            ("res/values-fr/strings.xml", "<resources>\n<string name=\"s\">Un&lt;br&gt;deux&lt;/br&gt;</string>\n</resources>\n"),
        ])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"2:34 tag-mismatch fr: "s": tag <br> appears 2 times but once in the source; </br> (at 2:34) is read as a second <br>, as browsers do: write <br> for a line break, or remove it"#,
        ])
        // Where `</br>` stands for the source's one `<br>`, nothing is reported.
        let same = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<string name=\"s\">One&lt;br&gt;two</string>\n</resources>\n"),
            ("res/values-fr/strings.xml", "<resources>\n<string name=\"s\">Un&lt;/br&gt;deux</string>\n</resources>\n"),
        ])
        XCTAssertEqual(same.findings.count, 0)
    }

    func testAStartTagThatLostItsGreaterThanSignIsToldSo() {
        let report = LintTestSupport.lint([
            ("en.lproj/Localizable.strings", "\"k\" = \"Read <a href=\\\"https://x.org\\\">the docs</a> now\";\n\"j\" = \"<b>Bold</b> text\";\n"),
            ("fr.lproj/Localizable.strings", "\"k\" = \"Lisez <a href=\\\"https://x.org\\\"la doc</a> maintenant\";\n\"j\" = \"<b Gras</b> texte\";\n"),
        ])
        // Not "add </a>": the </a> is there; the start tag's '>' is not. Its </a> is not
        // reported again.
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"1:14 malformed-markup fr: "k": tag <a is never closed with '>'; write '>' after its attributes"#,
            #"2:8 malformed-markup fr: "j": tag <b is never closed with '>'; write '>' after its attributes"#,
        ])
    }

    func testUnclosedEmptyElementInMarkupcMarkupIsToldToBeWrittenEmpty() throws {
        let book = try StyleBook(json: #"{"br": {}, "b": {}}"#)
        let report = LintTestSupport.lint([
            ("en.lproj/Localizable.strings", "\"k\" = \"One<br/>two\";\n"),
            ("fr.lproj/Localizable.strings", "\"k\" = \"Un<br>deux\";\n"),
            ("de.lproj/Localizable.strings", "\"k\" = \"<b>Eins<br/>zwei\";\n"),
        ], styleBook: book)
        XCTAssertEqual(report.findings.filter { $0.rule == .malformedMarkup }.map { "\($0.file) \($0.location!) \($0.message)" }.sorted(), [
            #"de.lproj/Localizable.strings 1:8 de: "k": tag <b> is never closed; add </b> where its text ends"#,
            #"fr.lproj/Localizable.strings 1:10 fr: "k": tag <br> is never closed; an empty tag is written <br/> in markupc markup"#,
        ])
    }
}

/// Android files translatewiki writes: `values-qq` (message documentation) is no language,
/// and a translation marked `fuzzy="true"` is outdated but shipped.
final class LintTranslatewikiTests: XCTestCase {
    func testMessageDocumentationIsSkippedInADirectoryAndFuzzyIsSaid() throws {
        let root = try FileManager.default.url(for: .itemReplacementDirectory, in: .userDomainMask,
                                               appropriateFor: FileManager.default.temporaryDirectory, create: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "res/values/strings.xml": "<resources>\n<string name=\"s\">Hello %1$s</string>\n</resources>\n",
            "res/values-qq/strings.xml": "<resources>\n<string name=\"s\">Greeting; %1$s is the user name. See <b>docs</b></string>\n</resources>\n",
            "res/values-de/strings.xml": "<resources>\n<string name=\"s\" fuzzy=\"true\">Hallo</string>\n</resources>\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let report = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil).lint(paths: [root.path])
        XCTAssertEqual(report.files.map { String($0.dropFirst(root.path.count + 1)) }, ["res/values-de/strings.xml", "res/values/strings.xml"])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"2:31 placeholder-mismatch de: "s": (marked fuzzy="true": outdated, but the app shows it) placeholder %1$s is missing (source has %1$s)"#,
        ])
        // Named on the command line, values-qq is read.
        let named = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
            .lint(paths: [root.appendingPathComponent("res/values-qq/strings.xml").path])
        XCTAssertEqual(named.files.count, 1)
    }
}

import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Lints the real-looking projects under Tests/Fixtures/Lint and checks every finding: each
/// breakage is found at its exact place, and the correct strings (reordered spans, reordered
/// numbered placeholders, plural forms, escapes) are not flagged.
final class LintFixtureTests: XCTestCase {
    private let root = LintTestSupport.fixtures.path

    private func lint(_ directory: String, styleBook: Bool = true, configuration: LintConfiguration = LintConfiguration()) throws -> LintReport {
        let book = styleBook ? try StyleBook(contentsOfFile: root + "/stylebook.json") : nil
        return Linter(styleBook: book, configuration: configuration, sourceLanguage: nil).lint(paths: [root + "/" + directory])
    }

    /// `file:line:col level rule message`, with paths relative to the fixtures directory.
    private func lines(_ report: LintReport) -> [String] {
        report.findings.map { finding in
            let file = finding.file.hasPrefix(root + "/") ? String(finding.file.dropFirst(root.count + 1)) : finding.file
            let position = finding.location.map { ":\($0.line):\($0.column)" } ?? ""
            return "\(file)\(position) \(finding.level.rawValue) \(finding.rule.rawValue) \(finding.message)"
        }
    }

    func testIOSProject() throws {
        let report = try lint("ios")
        let strings = "ios/Resources/"
        XCTAssertEqual(lines(report), [
            strings + #"de.lproj/Localizable.strings:2:19 error tag-mismatch de: "signup.terms": tag <terms> is missing (source has <terms>, <privacy>)"#,
            strings + #"de.lproj/Localizable.strings:3:21 error tag-mismatch de: "signup.welcome": tag <b> is missing (source has <b>)"#,
            strings + #"de.lproj/Localizable.strings:3:33 error tag-mismatch de: "signup.welcome": tag <bold> is not in the source (source has <b>)"#,
            strings + #"de.lproj/Localizable.strings:3:33 error unknown-tag de: "signup.welcome": <bold> is not in stylebook.json"#,
            strings + #"de.lproj/Localizable.strings:10:52 error tag-mismatch de: "quote": tag <i> appears 2 times but once in the source"#,
            strings + #"de.lproj/Localizable.strings:12:1 warning duplicate-key de: "welcome.back": the key is defined again; the first definition is at 11:1"#,
            strings + #"es.lproj/Localizable.strings:3:1 error malformed-file expected ';' after the value of "inbox.summary" but found '"'"#,
            strings + #"fr.lproj/Localizable.strings:9:32 warning link-changed fr: "help.link": the link of <a> is "https://example.com/aide" but "https://example.com/help" in the source"#,
            strings + #"fr.lproj/Localizable.strings:10:19 warning tag-nesting fr: "promo.nested": tag <i> is at the top level here but inside <b> in the source"#,
            strings + #"fr.lproj/Localizable.strings:11:27 error image-content fr: "profile.badge": image tag <thumb> must hold one character or nothing, not 7 characters"#,
            strings + #"fr.lproj/Localizable.strings:12:25 error placeholder-mismatch fr: "cart.total": placeholder 1 is %@ but %d in the source"#,
            strings + #"fr.lproj/Localizable.strings:14:30 error malformed-markup fr: "debug.banner": tag <b> is never closed; add </b> where its text ends"#,
            strings + #"fr.lproj/Localizable.strings:17:1 warning orphan-translation fr: "settings.title": no source string has this key; the source is \#(root)/ios/Resources/en.lproj/Localizable.strings"#,
        ])
        XCTAssertEqual(report.languages, ["de", "en", "es", "fr"])
        XCTAssertEqual(report.stringCount, 12 + 13 + 11 + 1)
        XCTAssertEqual(report.files.count, 4)
        XCTAssertEqual(report.summary, "checked 37 strings in 4 languages: 9 errors, 4 warnings")
    }

    func testIOSProjectWithoutAStyleBookSkipsUnknownTagsAndImages() throws {
        let rules = try lint("ios", styleBook: false).findings.map(\.rule)
        XCTAssertFalse(rules.contains(.unknownTag))
        XCTAssertFalse(rules.contains(.imageContent))
        XCTAssertEqual(rules.count, 11)
    }

    func testAndroidProject() throws {
        let report = try lint("android")
        let res = "android/app/src/main/res/"
        XCTAssertEqual(lines(report), [
            res + "values-de/strings.xml:2:1 error malformed-file the DOCTYPE declares entities; markupc never expands them (write the text itself, or &lt; &gt; &amp; &quot; &apos;)",
            res + #"values-fr/strings.xml:4:50 warning link-changed fr: "signup_help": the link of <a> is "https://example.com/aide" but "https://example.com/help" in the source"#,
            res + #"values-fr/strings.xml:9:48 error malformed-markup fr: "banner": closing tag </i> does not match <b> opened at 9:36; close </b> first"#,
            res + #"values-fr/strings.xml:14:45 error placeholder-mismatch fr: "photos_count[other]": placeholder 1 is %s but %d in the source"#,
            res + #"values-fr/strings.xml:18:15 error tag-mismatch fr: "onboarding[1]": tag <i> is missing (source has <i>)"#,
            res + #"values-fr/strings.xml:20:5 warning duplicate-key fr: "signup_terms": the key is defined again; the first definition is at 3:5"#,
            res + #"values-fr/strings.xml:20:33 error tag-mismatch fr: "signup_terms": tag <privacy> is missing (source has <terms>, <privacy>)"#,
            res + #"values-fr/strings.xml:20:33 error tag-mismatch fr: "signup_terms": tag <terms> is missing (source has <terms>, <privacy>)"#,
            res + #"values-fr/strings.xml:21:5 warning orphan-translation fr: "removed_feature": no source string has this key; the source is \#(root)/android/app/src/main/res/values/"#,
            res + #"values-pt-rBR/strings.xml:5:46 error placeholder-mismatch pt-BR: "inbox_summary": placeholder %2$s does not match the source's %2$d"#,
        ])
        XCTAssertEqual(report.languages, ["fr", "pt-BR"])
    }

    func testGettextCatalog() throws {
        let report = try lint("gettext")
        let po = "gettext/locale/fr/LC_MESSAGES/snapshare.po"
        XCTAssertEqual(lines(report), [
            po + #":31:35 error malformed-markup fr: "One new <b>message</b>[1]": closing tag </b is never closed with '>'; if '<' is meant as text, write &lt;"#,
            po + #":35:29 error malformed-markup fr: "menu::<i>Open</i> recent": tag <i> is never closed; add </i> where its text ends"#,
            po + #":38:25 warning link-changed fr: "Read the <a href="https://example.com/help">help</a> first.": the link of <a> is "https://example.com/aide" but "https://example.com/help" in the source"#,
            po + #":46:29 error placeholder-mismatch fr: "Saved %d%% of storage": placeholder 1 is %lu but %d in the source"#,
        ])
        XCTAssertEqual(report.findings[2].key, "Read the <a href=\"https://example.com/help\">help</a>\tfirst.")
    }

    func testXLIFFExport() throws {
        let report = try lint("xliff")
        XCTAssertEqual(lines(report), [
            #"xliff/fr.xliff:26:52 warning link-changed fr: "help.link": the link of <a> is "https://example.com/aide" but "https://example.com/help" in the source"#,
            #"xliff/fr.xliff:30:63 error malformed-markup fr: "promo.nested": closing tag </b> does not match <i> opened at 30:45; close &lt;/i&gt; first"#,
            #"xliff/fr.xliff:34:59 error placeholder-mismatch fr: "cart.total": placeholder 2 (%d) is not in the source (source has %d)"#,
            #"xliff/fr.xliff:43:7 warning duplicate-key en: "inbox.summary": the key is defined again; the first definition is at 13:7"#,
        ])
        XCTAssertEqual(report.languages, ["en", "fr"])
    }

    func testBrokenFilesAreFindingsAndTheRestIsChecked() throws {
        let report = try lint("broken")
        XCTAssertEqual(lines(report), [
            #"broken/es.po:5:8 error malformed-file string is never closed with " on its line"#,
            "broken/it.xliff:7:22 error malformed-file undefined entity &nbsp;: XML defines only &lt; &gt; &amp; &quot; &apos; and numeric references, and markupc never expands entities a DOCTYPE declares",
            "broken/ja.lproj/Localizable.strings:2:16 error malformed-file the file is not valid UTF-8 (byte 0xFF at byte offset 63); save it as UTF-8 or UTF-16",
            "broken/res/values-it/strings.xml:2:42 error malformed-file end tag </i> does not match <b>",
        ])
        XCTAssertEqual(report.files.count, 6)
        XCTAssertEqual(report.stringCount, 6)
    }

    func testMissingPathIsAFindingWithoutPosition() {
        let report = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
            .lint(paths: [root + "/nowhere", root + "/xliff"])
        XCTAssertEqual(report.findings.first, LintFinding(file: root + "/nowhere", location: nil, rule: .malformedFile,
                                                          message: "cannot read: No such file or directory"))
        XCTAssertEqual(report.files, [root + "/xliff/fr.xliff"])
    }

    func testSourceLanguageOptionChoosesTheSourceTable() {
        // With fr as the source, en.lproj holds translations, checked against fr.lproj.
        let report = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: "fr").lint(paths: [root + "/ios"])
        XCTAssertEqual(lines(report).filter { $0.contains("en.lproj") }, [
            #"ios/Resources/en.lproj/Localizable.strings:9:25 warning link-changed en: "help.link": the link of <a> is "https://example.com/help" but "https://example.com/aide" in the source"#,
            #"ios/Resources/en.lproj/Localizable.strings:10:19 warning tag-nesting en: "promo.nested": tag <b> is at the top level here but inside <i> in the source"#,
            #"ios/Resources/en.lproj/Localizable.strings:12:24 error placeholder-mismatch en: "cart.total": placeholder 1 is %d but %@ in the source"#,
        ])
        XCTAssertFalse(report.findings.contains { $0.rule == .orphanTranslation })
    }
}

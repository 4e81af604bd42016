import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Findings say what lint saw as the platform gives the string to its renderer, and give the
/// fix in the file's own syntax: escaped markup in Android, XLIFF and `.stringsdict`
/// is fixed with `&lt;/b&gt;`, markup inside CDATA and in `.strings`, PO and `.xcstrings` with
/// `</b>`, quotes as `\"` where the format (or aapt2) needs it.
final class LintMessageSyntaxTests: XCTestCase {
    private func android(_ source: String, _ translation: String, styleBook: StyleBook? = nil) -> [String] {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n<string name=\"s\">\(source)</string>\n</resources>\n"),
            ("res/values-fr/strings.xml", "<resources>\n<string name=\"s\">\(translation)</string>\n</resources>\n"),
        ], styleBook: styleBook)
        return LintTestSupport.describe(report.findings.filter { $0.rule == .malformedMarkup })
    }

    private func strings(_ source: String, _ translation: String, styleBook: StyleBook? = nil) -> [String] {
        let report = LintTestSupport.lint([("en.lproj/L.strings", "\"k\" = \"\(source)\";\n"),
                                           ("fr.lproj/L.strings", "\"k\" = \"\(translation)\";\n")], styleBook: styleBook)
        return LintTestSupport.describe(report.findings.filter { $0.rule == .malformedMarkup })
    }

    func testAndroidEscapedMarkupIsFixedWithEscapedTags() {
        XCTAssertEqual(android("&lt;b&gt;Hi&lt;/b&gt;", "&lt;b&gt;Salut"),
                       [#"2:18 malformed-markup fr: "s": tag <b> is never closed; add &lt;/b&gt; where its text ends"#])
        XCTAssertEqual(android("&lt;b&gt;Hi&lt;/b&gt;", "&lt;b&gt;Salut&lt;/i&gt;"),
                       [#"2:32 malformed-markup fr: "s": closing tag </i> does not match <b> opened at 2:18; close &lt;/b&gt; first"#])
    }

    func testAndroidCDATAMarkupIsFixedAsWritten() {
        XCTAssertEqual(android("<![CDATA[<b>Hi</b>]]>", "<![CDATA[<b>Salut]]>"),
                       [#"2:27 malformed-markup fr: "s": tag <b> is never closed; add </b> where its text ends"#])
    }

    func testAndroidAttributeAdviceEscapesQuotesForAapt2AndTheLessThanForXML() throws {
        let book = try StyleBook(json: #"{"a": {}}"#)
        XCTAssertEqual(android(#"&lt;a href=\"https://x.com\"&gt;Go&lt;/a&gt;"#, "&lt;a href&gt;Vas&lt;/a&gt;", styleBook: book),
                       [#"2:24 malformed-markup fr: "s": attribute href in tag <a> has no value; write href=\"…\"; if '<' is meant as text, write &amp;lt;"#])
    }

    func testStringsFilesWriteTagsAsIsAndQuotesEscaped() throws {
        XCTAssertEqual(strings("<b>Hi</b>", "<b>Salut"),
                       [#"1:8 malformed-markup fr: "k": tag <b> is never closed; add </b> where its text ends"#])
        let book = try StyleBook(json: #"{"a": {}}"#)
        XCTAssertEqual(strings(#"<a href=\"https://x.com\">Go</a>"#, "<a href>Vas</a>", styleBook: book),
                       [#"1:11 malformed-markup fr: "k": attribute href in tag <a> has no value; write href=\"…\"; if '<' is meant as text, write &lt;"#])
    }

    func testXLIFFEscapedMarkupIsFixedWithEscapedTags() {
        let xliff = """
        <xliff version="1.2"><file source-language="en" target-language="fr"><body>
        <trans-unit id="k"><source>&lt;b&gt;Hi&lt;/b&gt;</source><target>&lt;b&gt;Salut</target></trans-unit>
        </body></file></xliff>
        """
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([("fr.xliff", xliff)]).findings.filter { $0.rule == .malformedMarkup }),
                       [#"2:66 malformed-markup fr: "k": tag <b> is never closed; add &lt;/b&gt; where its text ends"#])
    }

    func testPOFilesWriteTagsAsIs() {
        let po = "msgid \"\"\nmsgstr \"Language: fr\\n\"\n\nmsgid \"<b>Hi</b>\"\nmsgstr \"<b>Salut\"\n"
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([("fr.po", po)]).findings),
                       [#"5:9 malformed-markup fr: "<b>Hi</b>": tag <b> is never closed; add </b> where its text ends"#])
    }
}

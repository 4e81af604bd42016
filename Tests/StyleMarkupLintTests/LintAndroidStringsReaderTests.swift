import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintAndroidStringsReaderTests: XCTestCase {
    private func read(_ body: String, directory: String = "values-fr") -> LocalizationFile {
        LintTestSupport.read("res/\(directory)/strings.xml", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n\(body)\n</resources>\n")
    }

    private func value(_ content: String) -> String? {
        let file = read("<string name=\"k\">\(content)</string>")
        XCTAssertEqual(file.findings, [], content)
        return file.strings.first?.value
    }

    func testChildElementsAreKeptAsWrittenAndEntitiesDecodedOnce() {
        XCTAssertEqual(value("Tap <b>here</b> or <a href=\"https://x.com/?a=1&amp;b=2\">there</a>"),
                       "Tap <b>here</b> or <a href=\"https://x.com/?a=1&amp;b=2\">there</a>")
        XCTAssertEqual(value("Tap &lt;b&gt;here&lt;/b&gt;"), "Tap <b>here</b>")
        XCTAssertEqual(value("a &amp;lt; b &#60;i&#x3E;"), "a &lt; b <i>")
        XCTAssertEqual(value("<br/>line"), "<br/>line")
    }

    func testAapt2QuotingAndEscapes() {
        XCTAssertEqual(value(#"&lt;a href=\"https://example.com\"&gt;x&lt;/a&gt;"#), #"<a href="https://example.com">x</a>"#)
        XCTAssertEqual(value(#""  quoted   spaces  ""#), "  quoted   spaces  ")
        XCTAssertEqual(value("  collapsed \n\t  spaces  "), "collapsed spaces")
        XCTAssertEqual(value(#"Don\'t \"stop\" \\ \@home \?maybe"#), #"Don't "stop" \ @home ?maybe"#)
        XCTAssertEqual(value(#"one\ntwo\tthree \u00e9\u00C8"#), "one\ntwo\tthree éÈ")
        XCTAssertEqual(value("&quot;a  b&quot;  c"), "a  b c")
        XCTAssertEqual(value("<b> bold </b> text"), "<b> bold </b> text")
    }

    func testCDATAIsTakenAsWritten() {
        XCTAssertEqual(value("<![CDATA[<b>New</b> &amp; shiny]]>"), "<b>New</b> &amp; shiny")
    }

    func testXLIFFPlaceholderTagsAreDroppedAndContentKept() {
        XCTAssertEqual(value(#"Hi <b><xliff:g id="name" example="Ana">%1$s</xliff:g></b>"#), "Hi <b>%1$s</b>")
    }

    func testCommentsInsideAStringAreDropped() {
        XCTAssertEqual(value("a<!-- note -->b"), "ab")
    }

    func testPositionsMapBackThroughEntitiesAndEscapes() {
        let file = read("""
            <string name="k">Lisez d\\'abord &amp; l\\'&lt;a href=\\"https://x\\"&gt;aide&lt;/a&gt; <b>x</b></string>
        """)
        let string = file.strings[0]
        XCTAssertEqual(string.value, #"Lisez d'abord & l'<a href="https://x">aide</a> <b>x</b>"#)
        XCTAssertEqual(string.position(of: "<a"), "3:46")
        XCTAssertEqual(string.position(of: "aide"), "3:74")
        XCTAssertEqual(string.position(of: "<b>"), "3:89")
        XCTAssertEqual(string.keyLocation, LintLocation(line: 3, column: 5))
    }

    func testPluralsArraysAndSkippedResources() {
        let file = read("""
            <string name="app" translatable="false">App</string>
            <string name="fmt" formatted="false">100% sure</string>
            <plurals name="photos">
                <item quantity="one">One photo</item>
                <item quantity="other">%d photos</item>
            </plurals>
            <string-array name="days">
                <item>Mon</item>
                <item>Tue</item>
            </string-array>
            <string-array name="codes" translatable="false"><item>X</item></string-array>
            <item type="string" name="extra">Extra</item>
            <color name="red">#f00</color>
            <string name="empty"/>
        """)
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["fmt=100% sure", "photos[one]=One photo", "photos[other]=%d photos", "days[0]=Mon", "days[1]=Tue", "extra=Extra", "empty="])
        XCTAssertFalse(file.strings[0].checksPlaceholders)
        XCTAssertTrue(file.strings[1].checksPlaceholders)
        XCTAssertEqual(file.strings[1].pluralGroup, "photos")
        XCTAssertEqual(file.strings[1].keyLocation, LintLocation(line: 6, column: 9))
    }

    func testDuplicateNamesButNotPerProduct() {
        let file = read("""
            <string name="a">1</string>
            <string name="b" product="phone">x</string>
            <string name="b" product="tablet">y</string>
            <string name="a">2</string>
        """)
        XCTAssertEqual(LintTestSupport.describe(file.findings),
                       [#"6:5 duplicate-key fr: "a": the key is defined again; the first definition is at 3:5"#])
    }

    func testDoctypeWithEntitiesIsMalformedAndNeverExpanded() {
        let text = """
        <?xml version="1.0"?>
        <!DOCTYPE resources [ <!ENTITY x "<b>boom</b>"> ]>
        <resources><string name="k">&x;</string></resources>
        """
        let file = LintTestSupport.read("res/values/strings.xml", text)
        XCTAssertEqual(LintTestSupport.describe(file.findings),
                       ["2:1 malformed-file the DOCTYPE declares entities; markupc never expands them (write the text itself, or &lt; &gt; &amp; &quot; &apos;)"])
        XCTAssertEqual(file.strings.count, 0)
    }

    func testDoctypeWithoutEntitiesIsIgnored() {
        let file = LintTestSupport.read("res/values/strings.xml", "<!DOCTYPE resources SYSTEM \"http://example.com/x.dtd\">\n<resources><string name=\"k\">v</string></resources>")
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["k=v"])
    }

    func testXMLErrorsArePositionedAndKeepEarlierStrings() {
        let cases: [(String, String)] = [
            ("<string name=\"a\">1</string>\n    <string name=\"b\">Ciao <b>mondo</i></string>", "4:35 malformed-file end tag </i> does not match <b>"),
            ("<string name=\"a\">1</string>\n    <string name=\"b\">AT&T</string>", "4:24 malformed-file '&' must start an entity such as &amp;; write &amp; for a literal &"),
            ("<string name=\"a\">1</string>\n    <string name=\"b\">&nbsp;</string>", "4:22 malformed-file undefined entity &nbsp;: XML defines only &lt; &gt; &amp; &quot; &apos; and numeric references, and markupc never expands entities a DOCTYPE declares"),
            ("<string name=\"a\">1</string>\n    <string name=\"b\">a < b</string>", "4:24 malformed-file '<' must start a tag; write &lt; for a literal <"),
            ("<string name=\"a\">1</string>\n    <string name=\"b\" x=y>v</string>", "4:24 malformed-file the value of attribute x in tag <string> must be in quotes"),
            ("<string name=\"a\">1</string>\n    <string>v</string>", "4:5 malformed-file <string> has no name attribute"),
        ]
        for (body, expected) in cases {
            let file = read("    " + body)
            XCTAssertEqual(LintTestSupport.describe(file.findings), [expected], body)
            XCTAssertEqual(file.strings.first?.key, "a", body)
        }
    }

    func testUnclosedDocumentAndWrongRoot() {
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("res/values/strings.xml", "<resources>\n<string name=\"a\">x").findings),
                       ["2:19 malformed-file element <string> is never closed"])
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("res/values/strings.xml", "<manifest/>").findings),
                       ["1:1 malformed-file the root element is <manifest>, not <resources>"])
    }

    func testDirectoryLanguages() {
        func language(_ name: String) -> String? { AndroidStringsReader.language(ofDirectory: name).language }
        XCTAssertTrue(AndroidStringsReader.language(ofDirectory: "values").isDefault)
        XCTAssertEqual(language("values-fr"), "fr")
        XCTAssertEqual(language("values-pt-rBR"), "pt-BR")
        XCTAssertEqual(language("values-b+sr+Latn"), "sr-Latn")
        XCTAssertEqual(language("values-fil"), "fil")
        XCTAssertEqual(language("values-fr-night"), "fr")
        XCTAssertNil(language("values-night"))
        XCTAssertNil(language("values-v21"))
        XCTAssertNil(language("values-car"))
        XCTAssertFalse(AndroidStringsReader.language(ofDirectory: "values-night").isDefault)
    }
}

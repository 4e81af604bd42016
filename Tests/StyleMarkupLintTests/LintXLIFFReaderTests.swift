import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintXLIFFReaderTests: XCTestCase {
    private func read(_ units: String, languages: String = #"source-language="en" target-language="fr""#) -> LocalizationFile {
        LintTestSupport.read("fr.xliff", """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file original="a.strings" \(languages) datatype="plaintext"><body>
        \(units)
        </body></file>
        </xliff>
        """)
    }

    func testSourceAndTargetAreXMLDecodedAndPaired() {
        let file = read("""
        <trans-unit id="k">
          <source>Tap &lt;b&gt;here&lt;/b&gt; &amp;lt;</source>
          <target state="translated">Touchez &lt;b&gt;ici&lt;/b&gt;</target>
          <note>A note with <b>tags</b></note>
          <alt-trans><source>x</source><target>&lt;i&gt;suggestion</target></alt-trans>
        </trans-unit>
        """)
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["k=Tap <b>here</b> &lt;", "k=Touchez <b>ici</b>"])
        XCTAssertEqual(file.strings.map(\.language), ["en", "fr"])
        XCTAssertEqual(file.strings.map(\.role), [.source, .translation])
        XCTAssertEqual(file.inlineSources[1], [0])
        XCTAssertEqual(file.language, "fr")
        XCTAssertEqual(file.strings[1].position(of: "<b>"), "6:38")
        XCTAssertEqual(file.strings[1].keyLocation, LintLocation(line: 4, column: 1))
    }

    func testInlineElementsAreDroppedAndTheirTextKept() {
        let file = read(#"<trans-unit id="k"><source>a <g id="1">&lt;b&gt;b&lt;/b&gt;</g><x id="2"/> <ph id="3">&lt;i/&gt;</ph></source><target><![CDATA[<b>c</b>]]></target></trans-unit>"#)
        XCTAssertEqual(file.pairs, ["k=a <b>b</b> <i/>", "k=<b>c</b>"])
    }

    func testPlaceholderElementsAreComparedByNameAndID() {
        let xliff = """
        <xliff version="1.2"><file source-language="en" target-language="de"><body>
        <trans-unit id="a"><source>Last <x id="INTERPOLATION"/> days</source><target>Letzte Tage</target></trans-unit>
        <trans-unit id="b"><source>Hi <x id="A"/></source><target>Hallo <x id="A"/> <x id="B"/></target></trans-unit>
        <trans-unit id="c"><source><x id="S"/>a<x id="E"/> and <x id="S"/>b<x id="E"/></source><target><x id="S"/>a und b<x id="E"/></target></trans-unit>
        <trans-unit id="d"><source>Go <ph id="1">%s</ph></source><target><ph id="1">%s</ph> los</target></trans-unit>
        </body></file></xliff>
        """
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([("de.xliff", xliff)]).findings), [
            #"2:78 placeholder-mismatch de: "a": XLIFF placeholder <x id="INTERPOLATION"/> is missing (source has <x id="INTERPOLATION"/>)"#,
            #"3:77 placeholder-mismatch de: "b": XLIFF placeholder <x id="B"/> is not in the source (source has <x id="A"/>)"#,
            #"4:96 placeholder-mismatch de: "c": XLIFF placeholder <x id="E"/> appears once but 2 times in the source"#,
            #"4:96 placeholder-mismatch de: "c": XLIFF placeholder <x id="S"/> appears once but 2 times in the source"#,
        ])
    }

    func testAngularSpanElementsDroppedOrAddedTogetherAreOneFinding() {
        let xliff = """
        <xliff version="1.2"><file source-language="en" target-language="de"><body>
        <trans-unit id="a"><source><x id="START_TAG_STRONG"/>a<x id="CLOSE_TAG_STRONG"/> and <x id="START_TAG_STRONG"/>b<x id="CLOSE_TAG_STRONG"/></source><target><x id="START_TAG_STRONG"/>a und b<x id="CLOSE_TAG_STRONG"/></target></trans-unit>
        <trans-unit id="b"><source>Go</source><target><x id="START_LINK"/>Los<x id="CLOSE_LINK"/></target></trans-unit>
        <trans-unit id="c"><source><x id="START_LINK"/>Go<x id="CLOSE_LINK"/></source><target><x id="START_LINK"/>Los</target></trans-unit>
        </body></file></xliff>
        """
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([("de.xliff", xliff)]).findings), [
            #"2:156 placeholder-mismatch de: "a": XLIFF placeholders <x id="START_TAG_STRONG"/>…<x id="CLOSE_TAG_STRONG"/> (one span) appear once but 2 times in the source"#,
            #"3:47 placeholder-mismatch de: "b": XLIFF placeholders <x id="START_LINK"/>…<x id="CLOSE_LINK"/> (one span) are not in the source (source has none)"#,
            // Only the closing element is missing: not a span dropped whole.
            #"4:87 placeholder-mismatch de: "c": XLIFF placeholder <x id="CLOSE_LINK"/> is missing (source has <x id="START_LINK"/>, <x id="CLOSE_LINK"/>)"#,
        ])
    }

    func testUntranslatedNotTranslatableOrphanAndDuplicate() {
        let file = read("""
        <trans-unit id="a"><source>A</source></trans-unit>
        <trans-unit id="b"><source>B</source><target></target></trans-unit>
        <trans-unit id="c" translate="no"><source>C</source><target>CC</target></trans-unit>
        <trans-unit id="d"><target>D</target></trans-unit>
        <trans-unit id="a"><source>A2</source><target>AA</target></trans-unit>
        """)
        XCTAssertEqual(file.pairs, ["a=A", "b=B", "c=C", "d=D", "a=A2", "a=AA"])
        XCTAssertEqual(file.inlineOrphans, [3])
        XCTAssertEqual(LintTestSupport.describe(file.findings), [#"8:1 duplicate-key en: "a": the key is defined again; the first definition is at 4:1"#])
    }

    func testMissingLanguagesUseTheSourceLanguageOption() {
        let file = LintTestSupport.read("x.xlf", #"<xliff version="1.2"><file><body><trans-unit id="k"><source>S</source><target>T</target></trans-unit></body></file></xliff>"#,
                                        sourceLanguage: "en-GB")
        XCTAssertEqual(file.strings.map(\.language), ["en-GB", nil])
    }

    func testMalformedFiles() {
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.xliff", "<xliff version=\"2.0\"/>").findings),
                       ["1:1 malformed-file XLIFF 2.0 is not read; markupc reads XLIFF 1.2"])
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.xliff", "<resources/>").findings),
                       ["1:1 malformed-file the root element is <resources>, not <xliff>"])
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.xliff", "<xliff version=\"1.2\"><file><body>\n<trans-unit id=\"k\"><source>&foo;</source></trans-unit></body></file></xliff>").findings),
                       ["2:28 malformed-file undefined entity &foo;: XML defines only &lt; &gt; &amp; &quot; &apos; and numeric references, and markupc never expands entities a DOCTYPE declares"])
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.xliff", "<!DOCTYPE xliff [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<xliff version=\"1.2\"/>").findings),
                       ["1:1 malformed-file the DOCTYPE declares entities; markupc never expands them"])
    }
}

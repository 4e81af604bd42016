import XCTest
@testable import StyleMarkupLint

/// Angular's ICU expressions in XLIFF units (`{VAR_PLURAL, plural, …}`), compared case by case.
final class LintXLIFFICUTests: XCTestCase {
    func testCasesAreComparedWithTheSourceCaseOfTheirSelectorElseOther() {
        let xliff = """
        <xliff version="1.2"><file source-language="en" target-language="pl"><body>
        <trans-unit id="n"><source>{VAR_PLURAL, plural, =0 {No items} other {<x id="INTERPOLATION"/> items}}</source>
        <target>{VAR_PLURAL, plural, =0 {Brak} one {Jeden element} few {<x id="INTERPOLATION"/> elementy} many {<x id="OTHER"/> elementów} other {elementu}}</target></trans-unit>
        <trans-unit id="s"><source>{VAR_SELECT, select, true {Hide} other {Show}}</source><target>{VAR_SELECT, select, other {Zeigen}}</target></trans-unit>
        <trans-unit id="t"><source>{VAR_SELECT, select, true {Hide} other {Show}}</source><target>Zeigen</target></trans-unit>
        <trans-unit id="u"><source>{VAR_PLURAL, plural, other {<x id="INTERPOLATION"/> days}}</source><target>{VAR_PLURAL, plural, one {Tag}}</target></trans-unit>
        <trans-unit id="v"><source>{VAR_PLURAL, plural, other {<x id="INTERPOLATION"/> days}}</source><target>{VAR_SELECT, select, other {<x id="INTERPOLATION"/> Tage}}</target></trans-unit>
        </body></file></xliff>
        """
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.lint([("pl.xliff", xliff)]).findings), [
            // `one` and `few` are Polish categories the English source has no case for: they
            // may leave out the number, but not use an element no case of the source has.
            #"3:105 placeholder-mismatch pl: "n[many]": XLIFF placeholder <x id="OTHER"/> is in no case of the source"#,
            #"3:139 placeholder-mismatch pl: "n[other]": XLIFF placeholder <x id="INTERPOLATION"/> is missing (source has <x id="INTERPOLATION"/>)"#,
            #"4:91 placeholder-mismatch pl: "s": the select case `true` of {VAR_SELECT, select, …} is missing: the translation shows its `other` case for that value"#,
            #"5:91 placeholder-mismatch pl: "t": the source is the ICU expression {VAR_SELECT, select, …} and the translation is not one expression over it: the app fills in the source's argument and finds no case to show"#,
            #"6:103 placeholder-mismatch pl: "u": the ICU expression {VAR_PLURAL, plural, …} has no `other` case, which ICU requires: the message cannot be shown"#,
            #"7:103 placeholder-mismatch pl: "v": the source is the ICU expression {VAR_PLURAL, plural, …} and the translation is {VAR_SELECT, select, …}: the app fills in the source's argument and finds no case to show"#,
        ])
    }

    func testEachCaseIsAStringOfItsOwnWithItsPlaceInTheFile() throws {
        let file = LintTestSupport.read("de.xliff", """
        <xliff version="1.2"><file source-language="en" target-language="de"><body>
        <trans-unit id="n"><source>{VAR_PLURAL, plural, =1 {One &amp; <b>only</b>} other {<x id="INTERPOLATION"/> more}}</source>
        <target>{ VAR_PLURAL , plural , offset:1 =1 {Nur &lt;b&gt;eins&lt;/b&gt;} other {'{'<x id="INTERPOLATION"/>'}' mehr}}</target></trans-unit>
        <trans-unit id="text"><source>Total {{count}}</source><target>Gesamt {{count}}</target></trans-unit>
        </body></file></xliff>
        """)
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.strings.map(\.key), ["n[=1]", "n[other]", "n[=1]", "n[other]", "text", "text"])
        XCTAssertEqual(file.strings.map(\.value), ["One & only", " more", "Nur <b>eins</b>", "'{''}' mehr", "Total {{count}}", "Gesamt {{count}}"])
        XCTAssertEqual(file.strings.map(\.singleNumber), [1, nil, 1, nil, nil, nil])
        XCTAssertEqual(file.inlineSources, [2: [0, 1], 3: [1, 0], 5: [4]])
        XCTAssertEqual(file.strings[3].inlineElements.map(\.text), [#"<x id="INTERPOLATION"/>"#])
        XCTAssertEqual(file.strings[3].inlineElements.map(\.offset), [3])
        // `Nur` starts at column 46 of line 3, and `<b>` (written `&lt;b&gt;`) at column 50.
        XCTAssertEqual(file.strings[2].valueLocation, LintLocation(line: 3, column: 46))
        XCTAssertEqual(file.strings[2].position(of: "<b>"), "3:50")
    }
}

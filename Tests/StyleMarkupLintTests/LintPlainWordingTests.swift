import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Messages that say what is true of the string: an empty plural form is empty, a broken
/// Java specifier makes the formatter throw.
final class LintPlainWordingTests: XCTestCase {
    private func android(_ source: String, _ translation: String, language: String) -> [String] {
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n\(source)\n</resources>\n"),
            ("res/values-\(language)/strings.xml", "<resources>\n\(translation)\n</resources>\n"),
        ])
        return LintTestSupport.describe(report.findings)
    }

    func testAnEmptyPluralFormSaysItIsEmptyOncePerForm() {
        let source = #"<plurals name="p"><item quantity="one">%d file</item><item quantity="other">%d files</item></plurals>"#
        let translation = #"<plurals name="p"><item quantity="one">%d файл</item><item quantity="few"></item><item quantity="many"> </item><item quantity="other">%d файлов</item></plurals>"#
        XCTAssertEqual(android(source, translation, language: "ru"), [
            #"2:75 plural-count-dropped ru: "p[few]": the plural form is empty: "few" in ru is used for 2, 3, 4, …, and the reader sees nothing"#,
            #"2:104 plural-count-dropped ru: "p[many]": the plural form is empty: "many" in ru is used for 0, 5, 6, …, and the reader sees nothing"#,
        ])
        let report = LintTestSupport.lint([
            ("res/values/strings.xml", "<resources>\n\(source)\n</resources>\n"),
            ("res/values-ru/strings.xml", "<resources>\n\(translation)\n</resources>\n"),
        ])
        XCTAssertEqual(report.findings.map(\.level), [.error, .error])
        // A form for one number only (Arabic "two" is 2) is empty too, not "written as a word".
        let arabic = #"<plurals name="p"><item quantity="zero">%d ملفات</item><item quantity="one">%d ملف</item><item quantity="two"></item><item quantity="few">%d ملفات</item><item quantity="many">%d ملفًا</item><item quantity="other">%d ملف</item></plurals>"#
        XCTAssertEqual(android(source, arabic, language: "ar"),
                       [#"2:111 plural-count-dropped ar: "p[two]": the plural form is empty: "two" in ar is used for 2, and the reader sees nothing"#])
    }

    func testAJavaSpecifierBrokenByAnotherScriptSaysJavaThrows() {
        XCTAssertEqual(android(#"<string name="s">%1$d files</string>"#, #"<string name="s">%1$ ಗು ಕಡತಗಳು</string>"#, language: "kn"),
                       [#"2:18 placeholder-mismatch kn: "s": placeholder %1$d is missing (source has %1$d); the translation has "%1$", which is no placeholder: Java's formatter throws on it (the app crashes)"#])
    }
}

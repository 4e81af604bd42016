import Foundation
import MarkupcTestSupport
import XCTest

/// Android lint's `tools:ignore` silences the markupc lint rules that match its checks.
final class LintToolsIgnoreTests: XCTestCase {
    private let source = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <plurals name="files">
                <item quantity="one">%d file</item>
                <item quantity="other">%d files</item>
            </plurals>
            <string name="size">%1$s of %2$d MB</string>
            <string name="terms">Accept the <b>terms</b></string>
        </resources>

        """

    /// A Russian translation with a dropped count (`one` is 1, 21, 31…), a placeholder of the
    /// wrong type, a dropped tag and a string the source does not have; `attributes` are added
    /// to the elements by name.
    private func russian(resources: String = "", plurals: String = "", size: String = "", terms: String = "", extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools"\(resources)>
            <plurals name="files"\(plurals)>
                <item quantity="one">один файл</item>
                <item quantity="other">%d файлов</item>
            </plurals>
            <string name="size"\(size)>%1$d из %2$d МБ</string>
            <string name="terms"\(terms)>Примите условия</string>
            <string name="gone"\(extra)>Старая строка</string>
        </resources>

        """
    }

    private func lint(_ translation: String) throws -> (status: Int32, rules: [String]) {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        for (path, text) in ["res/values/strings.xml": source, "res/values-ru/strings.xml": translation] {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try MarkupcRunner.run(["lint", "res"], directory: directory)
        let rules = result.stdoutText.split(separator: "\n").compactMap { line in
            line.range(of: " [", options: .backwards).map { String(line[$0.upperBound...].dropLast()) }
        }
        return (result.status, rules)
    }

    func testWithoutToolsIgnoreEveryFindingIsReported() throws {
        let result = try lint(russian())
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.rules, ["plural-count-dropped", "placeholder-mismatch", "tag-mismatch", "orphan-translation"])
    }

    func testEachCheckSilencesItsRuleOnItsElementOnly() throws {
        XCTAssertEqual(try lint(russian(plurals: #" tools:ignore="ImpliedQuantity""#)).rules,
                       ["placeholder-mismatch", "tag-mismatch", "orphan-translation"])
        for check in ["StringFormatMatches", "StringFormatCount", "StringFormatInvalid", "stringformatmatches"] {
            XCTAssertEqual(try lint(russian(size: " tools:ignore=\"\(check)\"")).rules,
                           ["plural-count-dropped", "tag-mismatch", "orphan-translation"], check)
        }
        XCTAssertEqual(try lint(russian(extra: #" tools:ignore="ExtraTranslation""#)).rules,
                       ["plural-count-dropped", "placeholder-mismatch", "tag-mismatch"])
        // A check that names nothing markupc reports, and a check on another element, silence nothing.
        XCTAssertEqual(try lint(russian(size: #" tools:ignore="ImpliedQuantity""#, terms: #" tools:ignore="MissingTranslation, Typos""#)).rules,
                       ["plural-count-dropped", "placeholder-mismatch", "tag-mismatch", "orphan-translation"])
    }

    func testAListAndAllAndTheWholeFile() throws {
        XCTAssertEqual(try lint(russian(terms: #" tools:ignore="all""#, extra: #" tools:ignore="Typos,ExtraTranslation""#)).rules,
                       ["plural-count-dropped", "placeholder-mismatch"])
        let whole = try lint(russian(resources: #" tools:ignore="ImpliedQuantity,StringFormatMatches""#))
        XCTAssertEqual(whole.rules, ["tag-mismatch", "orphan-translation"])
        let everything = try lint(russian(resources: #" tools:ignore="all""#))
        XCTAssertEqual(everything.status, 0)
        XCTAssertEqual(everything.rules, [])
    }
}

/// A translation of a resource its source marks `translatable="false"`.
final class LintUntranslatableResourceTests: XCTestCase {
    func testATranslatedUntranslatableStringSaysSoAsAWarning() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let files = [
            "res/values/strings.xml": """
                <resources>
                    <string name="app_id" translatable="false">org.example.app</string>
                    <string name="hello">Hello</string>
                </resources>

                """,
            "res/values-fr/strings.xml": """
                <resources>
                    <string name="app_id">org.exemple.app</string>
                    <string name="hello">Bonjour</string>
                    <string name="gone">Disparu</string>
                </resources>

                """,
        ]
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let result = try MarkupcRunner.run(["lint", "res"], directory: directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdoutText, """
            res/values-fr/strings.xml:2:5: warning: fr: "app_id": translated, though the source in res/values/ marks it translatable="false"; remove the translation or the mark [orphan-translation]
            res/values-fr/strings.xml:4:5: warning: fr: "gone": no source string has this key; the source is res/values/ [orphan-translation]

            """)
    }
}

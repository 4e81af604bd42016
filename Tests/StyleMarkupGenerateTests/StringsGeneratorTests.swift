import Foundation
import StyleMarkup
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// The generator on the fixture catalogs: the model it builds, the parameters, the report.
final class StringsGeneratorTests: XCTestCase {
    private func fixture(_ name: String) throws -> (StringsGenerator.Result, String) {
        let text = try String(contentsOf: GenerateTestSupport.fixtures.appendingPathComponent("styles.json"), encoding: .utf8)
        let directory = GenerateTestSupport.fixtures.path
        return (try GenerateTestSupport.generator(styleBook: text).generate(paths: [directory + "/" + name]), directory)
    }

    func testStringCatalogModel() throws {
        let (result, directory) = try fixture("Catalog")
        XCTAssertEqual(GenerateTestSupport.lines(result, in: directory), [
            #"Catalog/Localizable.xcstrings:14:74: warning: ar: "files.count[zero]": the plural form leaves out the count %lld that its source form has; fine if it writes 0 as a word: "zero" in ar is used for 0 only [plural-count-dropped]"#,
            #"Catalog/Localizable.xcstrings:15:73: warning: ar: "files.count[one]": the plural form leaves out the count %lld that its source form has; fine if it writes 1 as a word: "one" in ar is used for 1 only [plural-count-dropped]"#,
            #"Catalog/Localizable.xcstrings:16:73: warning: ar: "files.count[two]": the plural form leaves out the count %lld that its source form has; fine if it writes 2 as a word: "two" in ar is used for 2 only [plural-count-dropped]"#,
            #"Catalog/Localizable.xcstrings:37:9: warning: ar: "upgrade.hint": not translated; the development language's markup is shown [untranslated]"#,
            #"Catalog/Localizable.xcstrings:52:9: warning: ar: "shared.summary": not translated; the development language's markup is shown [untranslated]"#,
            #"Catalog/Localizable.xcstrings:68:5: warning: "progress": the catalog marks the key stale (no longer in the source code); its accessor is still generated [stale]"#,
        ])
        XCTAssertEqual(result.languages, ["ar", "de", "en"])
        XCTAssertEqual(result.accessorCount, 6)
        let source = try XCTUnwrap(result.source)
        // Plural variation: the count is the one integer argument, labelled count.
        XCTAssertTrue(source.contains(##"strings[#"files.count"#] = [#"ar"#: .plural(argument: 1, forms: [.zero: .format(#"<b>لا</b> ملفات"#), .one: .format(#"ملف <b>واحد</b>"#), .two: .format(#"<b>ملفان</b>"#), .few: .format(#"<b>%1$lld</b> ملفات"#), .many: .format(#"<b>%1$lld</b> ملفًا"#), .other: .format(#"<b>%1$lld</b> ملف"#)]), #"de"#: .plural(argument: 1, forms: [.one: .format(#"<b>%1$lld</b> Datei"#), .other: .format(#"<b>%1$lld</b> Dateien"#)]), #"en"#: .plural(argument: 1, forms: [.one: .format(#"<b>%1$lld</b> file"#), .other: .format(#"<b>%1$lld</b> files"#)])]"##), source)
        XCTAssertTrue(source.contains("public static func filesCount(count arg1: Swift.Int, locale: Foundation.Locale? = nil) -> StyleMarkup.StyledString {\n        _MarkupcGenerated.table0.string(#\"files.count\"#, arguments: [.integer(Swift.Int64(arg1))], locale: locale)\n    }"))
        // Device variation.
        XCTAssertTrue(source.contains(##"#"en"#: .device(forms: [.mac: .format(#"Click <upgrade>Upgrade</upgrade>"#), .other: .format(#"Tap <upgrade>Upgrade</upgrade>"#)])"##))
        XCTAssertTrue(source.contains("public static func upgradeHint(locale: Foundation.Locale? = nil) -> StyleMarkup.StyledString"))
        // Substitution: %arg becomes the argNum's positional placeholder with the format specifier.
        XCTAssertTrue(source.contains(##"#"de"#: .substitutions(format: #"%1$@ hat %#@photos@ geteilt"#, variables: [#"photos"#: .plural(argument: 2, forms: [.one: .format(#"<b>%2$lld</b> Foto"#), .other: .format(#"<b>%2$lld</b> Fotos"#)])])"##))
        XCTAssertTrue(source.contains("public static func sharedSummary(_ arg1: Swift.String, count arg2: Swift.Int, locale: Foundation.Locale? = nil) -> StyleMarkup.StyledString"))
        XCTAssertTrue(source.contains("public static func progress(_ arg1: Swift.Double, locale: Foundation.Locale? = nil) -> StyleMarkup.StyledString"))
        // A key written as English text; the action enum from the style book.
        XCTAssertTrue(source.contains("public static func termsOfUse(locale: Foundation.Locale? = nil) -> StyleMarkup.StyledString"))
        XCTAssertTrue(source.contains("public enum MarkupAction: Swift.String, Swift.CaseIterable, Swift.Sendable {\n    case openHelp = #\"open-help\"#\n    case showUpgrade = #\"show-upgrade\"#\n}"))
    }

    func testStringsAndStringsdictModel() throws {
        let (result, directory) = try fixture("Folders")
        XCTAssertEqual(result.findings.map(\.rule), ["plural-count-dropped", "plural-count-dropped", "plural-count-dropped", "plural-count-dropped"],
                       GenerateTestSupport.lines(result, in: directory).joined(separator: "\n"))
        let source = try XCTUnwrap(result.source)
        // stringsdict: the variable takes the argument its token takes; %d in a form is that argument.
        XCTAssertTrue(source.contains(##"#"en"#: .substitutions(format: #"%#@messages@ for %2$@"#, variables: [#"messages"#: .plural(argument: 1, forms: [.one: .format(#"<b>%1$d</b> message"#), .other: .format(#"<b>%1$d</b> messages"#)])])"##), source)
        XCTAssertTrue(source.contains("public static func inboxSummary(count arg1: Swift.Int, _ arg2: Swift.String, locale: Foundation.Locale? = nil) -> StyleMarkup.StyledString"))
        // Reordered positional placeholders are kept; a keyword key is escaped.
        XCTAssertTrue(source.contains(##"#"de"#: .format(#"%1$@ hat %3$@ <em>%2$@</em> geschickt"#)"##))
        XCTAssertTrue(source.contains("public static func transfer(_ arg1: Swift.String, _ arg2: Swift.String, _ arg3: Swift.String, locale: Foundation.Locale? = nil)"))
        XCTAssertTrue(source.contains("public static func `default`(locale: Foundation.Locale? = nil) -> StyleMarkup.StyledString"))
        // Another table is a nested enum; %u is UInt.
        XCTAssertTrue(source.contains("    public enum Settings {\n        /// The table, for lookups the accessors do not make (another device's form).\n        static var table: StyleMarkup.LocalizedMarkupTable { _MarkupcGenerated.table1 }\n"), source)
        XCTAssertTrue(source.contains("        public static func syncInterval(_ arg1: Swift.UInt, locale: Foundation.Locale? = nil) -> StyleMarkup.StyledString {\n            _MarkupcGenerated.table1.string(#\"sync.interval\"#, arguments: [.unsignedInteger(Swift.UInt64(arg1))], locale: locale)"))
    }

    func testWarningsAsErrorsStopsGeneration() throws {
        var generator = try GenerateTestSupport.generator(styleBook: String(contentsOf: GenerateTestSupport.fixtures.appendingPathComponent("styles.json"), encoding: .utf8))
        generator.warningsAsErrors = true
        let result = generator.generate(paths: [GenerateTestSupport.fixtures.appendingPathComponent("Catalog").path])
        XCTAssertNil(result.source)
        XCTAssertEqual(result.errorCount, 6)
        XCTAssertEqual(result.warningCount, 0)
        XCTAssertEqual(result.summary, "checked 29 strings in 3 languages: 6 errors, 0 warnings")
    }
}

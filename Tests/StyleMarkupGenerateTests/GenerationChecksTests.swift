import Foundation
import StyleMarkup
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// What stops generation, each at its place in the localization file.
final class GenerationChecksTests: XCTestCase {
    private func run(_ files: [String: String], sourceLanguage: String? = nil) throws -> (result: StringsGenerator.Result, lines: [String]) {
        let directory = try GenerateTestSupport.project(self, files)
        var generator = try GenerateTestSupport.generator()
        generator.sourceLanguage = sourceLanguage
        let result = generator.generate(paths: [directory])
        return (result, GenerateTestSupport.lines(result, in: directory))
    }

    func testCollidingKeysNameBothKeysAndPositions() throws {
        let (result, lines) = try run([
            "en.lproj/Localizable.strings": "\"settings.title\" = \"Settings\";\n\"settings_title\" = \"Settings\";\n\"settingsTitle\" = \"Settings\";\n",
        ])
        XCTAssertNil(result.source)
        XCTAssertEqual(lines, [
            #"en.lproj/Localizable.strings:2:1: error: the keys "settings.title" (at \#(result.files[0]):1:1) and "settings_title" both become the Swift name settingsTitle; rename one of them [name-collision]"#,
            #"en.lproj/Localizable.strings:3:1: error: the keys "settings.title" (at \#(result.files[0]):1:1) and "settingsTitle" both become the Swift name settingsTitle; rename one of them [name-collision]"#,
        ].map { $0.replacingOccurrences(of: result.files[0], with: "en.lproj/Localizable.strings") })
    }

    func testTypeConflictBetweenLanguagesIsAnErrorAtTheTranslation() throws {
        let (result, lines) = try run([
            "en.lproj/Localizable.strings": "\"count\" = \"%1$@ has %2$lld photos\";\n",
            "de.lproj/Localizable.strings": "\"count\" = \"%1$@ hat %2$@ Fotos\";\n",
        ])
        XCTAssertNil(result.source)
        // Lint reports the changed placeholder at its column; the generator does not repeat it.
        XCTAssertEqual(lines, [
            #"de.lproj/Localizable.strings:1:21: error: de: "count": placeholder %2$@ does not match the source's %2$lld [placeholder-mismatch]"#,
        ])
    }

    func testLengthChangeIsLintsErrorAndTextForIntegerIsTheGenerators() throws {
        // %lu and %ld: lint compares conversions, the generator types (UInt and Int) too.
        let (result, lines) = try run([
            "en.lproj/Localizable.strings": "\"a\" = \"%ld items\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"%lu éléments\";\n",
        ])
        XCTAssertNil(result.source)
        XCTAssertEqual(lines, [#"fr.lproj/Localizable.strings:1:8: error: fr: "a": placeholder 1 is %lu but %ld in the source [placeholder-mismatch]"#])
    }

    func testSourcePlaceholderProblems() throws {
        let (_, lines) = try run([
            "en.lproj/Localizable.strings": """
            "char" = "Initial: %c";
            "gap" = "%1$@ and %3$@";
            "mixed" = "%1$@ and %@";
            "twice" = "%1$@ is %1$d";

            """,
        ])
        XCTAssertEqual(lines, [
            #"en.lproj/Localizable.strings:1:20: error: en: "char": placeholder %c has no Swift type in markupc generate; use %@ for text, %d for an integer, %f for a number [placeholder-type]"#,
            #"en.lproj/Localizable.strings:2:10: error: en: "gap": no placeholder uses argument 2 (the placeholders use 1, 3); number them from 1 without gaps [placeholder-type]"#,
            #"en.lproj/Localizable.strings:3:21: error: en: "mixed": the string mixes numbered (%1$@) and unnumbered (%@) placeholders; number them all (%1$@, %2$d) [placeholder-type]"#,
            #"en.lproj/Localizable.strings:4:20: error: en: "twice": placeholder %1$d makes argument 1 Int, but %1$@ elsewhere in the source makes it String [placeholder-type]"#,
        ])
    }

    func testBrokenTranslationsFailWithTheirPositions() throws {
        let catalog = GenerateTestSupport.catalog([
            ("welcome", [("en", "Hello <b>%@</b>, <help>tap here</help>"), ("de", "Hallo <b>%@</b>, hier tippen"), ("he", "שלום <b>%@</b>, <hlp>הקש כאן</hlp>")]),
        ])
        let (result, lines) = try run(["Localizable.xcstrings": catalog])
        XCTAssertNil(result.source)
        XCTAssertEqual(lines.sorted(), [
            #"Localizable.xcstrings:7:70: error: de: "welcome": tag <help> is missing (source has <b>, <help>) [tag-mismatch]"#,
            #"Localizable.xcstrings:8:70: error: he: "welcome": tag <help> is missing (source has <b>, <help>) [tag-mismatch]"#,
            #"Localizable.xcstrings:8:86: error: he: "welcome": <hlp> is not in styles.json (did you mean <help>?) [unknown-tag]"#,
            #"Localizable.xcstrings:8:86: error: he: "welcome": tag <hlp> is not in the source (source has <b>, <help>) [tag-mismatch]"#,
        ])
    }

    func testUnknownTranslationKeysAreOrphansAndMissingOnesUntranslated() throws {
        let (result, lines) = try run([
            "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n",
            "fr.lproj/Localizable.strings": "\"a\" = \"A\";\n\"zzz\" = \"Z\";\n",
        ])
        XCTAssertNotNil(result.source)
        XCTAssertEqual(lines, [
            #"fr.lproj/Localizable.strings: warning: fr: "b": not translated; the development language's markup is shown [untranslated]"#,
            #"fr.lproj/Localizable.strings:2:1: warning: fr: "zzz": no source string has this key; the source is \#(result.files.first { $0.hasSuffix("en.lproj/Localizable.strings") }!) [orphan-translation]"#,
        ].map { $0.replacingOccurrences(of: result.files.first { $0.hasSuffix("en.lproj/Localizable.strings") }!, with: "en.lproj/Localizable.strings") })
        XCTAssertFalse(result.source!.contains("zzz"))
    }

    func testStringsdictReplacesTheStringsEntryAndBaseServesTheDevelopmentLanguage() throws {
        let plural = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>lu</string>
        <key>one</key><string>%lu file</string><key>other</key><string>%lu files</string></dict>
        </dict></dict></plist>
        """
        let (result, lines) = try run([
            "Base.lproj/Localizable.strings": "\"files\" = \"%lu files\";\n\"title\" = \"Files\";\n",
            "Base.lproj/Localizable.stringsdict": plural,
            "fr.lproj/Localizable.strings": "\"title\" = \"Fichiers\";\n",
        ], sourceLanguage: "en")
        XCTAssertEqual(lines, [#"fr.lproj/Localizable.strings: warning: fr: "files": not translated; the development language's markup is shown [untranslated]"#])
        let source = try XCTUnwrap(result.source)
        XCTAssertTrue(source.contains(##"strings[#"files"#] = [#"en"#: .substitutions(format: #"%#@n@"#, variables: [#"n"#: .plural(argument: 1, forms: [.one: .format(#"%1$lu file"#), .other: .format(#"%1$lu files"#)])])]"##), source)
        XCTAssertTrue(source.contains("public static func files(count arg1: Swift.UInt, locale: Foundation.Locale? = nil)"))
        XCTAssertTrue(source.contains("developmentLanguage: #\"en\"#"))
    }

    func testFilesOutsideLprojFoldersAndOtherFormatsAreRefused() throws {
        let directory = try GenerateTestSupport.project(self, ["Localizable.strings": "\"a\" = \"A\";\n", "fr.po": "msgid \"a\"\nmsgstr \"A\"\n"])
        let result = try GenerateTestSupport.generator().generate(paths: [directory + "/Localizable.strings", directory + "/fr.po"])
        XCTAssertNil(result.source)
        XCTAssertEqual(GenerateTestSupport.lines(result, in: directory), [
            "fr.po: error: markupc generate reads .xcstrings, .strings and .stringsdict files, not this one [table]",
            "Localizable.strings: error: the file is not in an xx.lproj folder, so its language is unknown; put it in en.lproj (or the language it is in) [table]",
        ])
    }

    func testPluralVariationNeedsOneIntegerArgument() throws {
        let catalog = """
        {"sourceLanguage": "en", "strings": {"a": {"localizations": {"en": {"variations": {"plural": {
          "one": {"stringUnit": {"state": "translated", "value": "%lld of %lld"}},
          "other": {"stringUnit": {"state": "translated", "value": "%lld of %lld"}}}}}}}}}
        """
        let (result, lines) = try run(["Localizable.xcstrings": catalog])
        XCTAssertNil(result.source)
        XCTAssertEqual(lines, [#"Localizable.xcstrings:3:61: error: en: "a[other]": the plural forms have several integer placeholders (arguments 1, 2); say which one the plural follows with a substitution (%#@name@) [variation]"#])
    }
}

/// Links the style book does not allow: compiling finds them where lint does not look.
final class GenerationLinkTests: XCTestCase {
    func testALinkTheStyleBookDoesNotAllowIsAnError() throws {
        let directory = try GenerateTestSupport.project(self, [
            "en.lproj/Localizable.strings": "\"help\" = \"See <a href=\\\"https://example.com/help\\\">help</a>\";\n",
            "fr.lproj/Localizable.strings": "\"help\" = \"Voir <a href=\\\"javascript:alert(1)\\\">l'aide</a>\";\n",
        ])
        let book = #"{"a": {}, "$linkSchemes": ["https"]}"#
        let result = try GenerateTestSupport.generator(styleBook: book).generate(paths: [directory])
        XCTAssertNil(result.source)
        XCTAssertEqual(GenerateTestSupport.lines(result, in: directory), [
            #"fr.lproj/Localizable.strings:1:16: error: fr: "help": tag <a> href: link scheme "javascript" is not allowed (allowed: https) [invalid-link]"#,
            // No longer an absolute URL where the source's is: an error of its own.
            #"fr.lproj/Localizable.strings:1:16: error: fr: "help": the link of <a> is "javascript:alert(1)" but "https://example.com/help" in the source; it no longer works as a link: it is no longer an absolute URL like the source's https://… [link-changed]"#,
        ])
    }
}

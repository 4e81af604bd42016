import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc pseudo` run as a program on fixture files of every format it writes: what it
/// writes lints clean against its source with `markupc lint`, `markupc generate` accepts it,
/// and every tag, attribute, entity, placeholder and escape is the source's, byte for byte.
final class PseudoCommandTests: XCTestCase {
    private let fixtures = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures")

    /// The Generate fixtures (a catalog, xx.lproj folders, a style book) and the lint
    /// fixtures' source files (en.lproj, Android values/), copied into a fresh directory.
    private func project() throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let manager = FileManager.default
        for name in ["Catalog", "Folders", "styles.json"] {
            try manager.copyItem(at: fixtures.appendingPathComponent("Generate/\(name)"), to: directory.appendingPathComponent(name))
        }
        for path in ["ios/Resources/en.lproj/Localizable.strings", "android/app/src/main/res/values/strings.xml",
                     "gettext/locale/fr/LC_MESSAGES/snapshare.po"] {
            let target = directory.appendingPathComponent("html/" + path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: fixtures.appendingPathComponent("Lint/" + path), to: target)
        }
        return directory
    }

    /// What an independent reading of a file finds to keep, in order: tags, character
    /// references, backslash escapes and printf placeholders (Apple's, Java's and `%#@var@`).
    private func keptTokens(_ text: String) throws -> [String] {
        let pattern = #"<[^<>]*>|&#?[A-Za-z0-9]+;|\\U[0-9A-Fa-f]{4}|\\.|%#@\w+@|%(\d+\$)?[-#+ 0,(]*\d*(\.\d+)?(hh|h|ll|l|q|z|j|L)?[@dDiuUoOxXfFeEgGaAcCsSpn%]"#
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return expression.matches(in: text, range: range).map { String(text[Range($0.range, in: text)!]) }
    }

    private func read(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    func testEveryFormatKeepsItsMarkupLintsCleanAndGenerates() throws {
        let directory = try project()
        let catalogURL = directory.appendingPathComponent("Catalog/Localizable.xcstrings")
        let catalogBefore = try Data(contentsOf: catalogURL)
        let lintBefore = try MarkupcRunner.run(["lint", "Catalog", "Folders", "--stylebook", "styles.json"], directory: directory)
        let htmlLintBefore = try MarkupcRunner.run(["lint", "html"], directory: directory)

        let styled = try MarkupcRunner.run(["pseudo", "Catalog", "Folders", "--stylebook", "styles.json", "--locale", "en-XA", "--locale", "ar-XB"],
                                           directory: directory)
        XCTAssertEqual(styled.status, 0, styled.stderr)
        XCTAssertEqual(styled.stderr, "pseudo: en-XA, ar-XB: rewrote 18 source strings, wrote 7 files\n")
        let html = try MarkupcRunner.run(["pseudo", "html", "--locale", "en-XA", "--locale", "en-XS=stress,bounded"], directory: directory)
        XCTAssertEqual(html.status, 0, html.stderr)
        XCTAssertEqual(html.stderr, "pseudo: en-XA, en-XS: rewrote 35 source strings, wrote 6 files\n")

        // Lint finds nothing new: the pseudo-locales have no finding at all (the catalog's
        // findings moved down by the lines added).
        let lintAfter = try MarkupcRunner.run(["lint", "Catalog", "Folders", "--stylebook", "styles.json"], directory: directory)
        XCTAssertEqual(try MarkupcRunner.withoutPositions(lintAfter.stdoutText), try MarkupcRunner.withoutPositions(lintBefore.stdoutText))
        XCTAssertFalse(lintAfter.stdoutText.contains("-X"), lintAfter.stdoutText)
        XCTAssertEqual(lintAfter.status, 0)
        XCTAssertEqual(lintBefore.stderr, "checked 57 strings in 3 languages: 0 errors, 7 warnings\n")
        XCTAssertEqual(lintAfter.stderr, "checked 93 strings in 5 languages: 0 errors, 7 warnings\n")
        let htmlLintAfter = try MarkupcRunner.run(["lint", "html"], directory: directory)
        XCTAssertEqual(try MarkupcRunner.withoutPositions(htmlLintAfter.stdoutText), try MarkupcRunner.withoutPositions(htmlLintBefore.stdoutText))

        // generate accepts the pseudo-locales as languages.
        for input in ["Catalog/Localizable.xcstrings", "Folders"] {
            let generated = try MarkupcRunner.run(["generate", input, "--stylebook", "styles.json", "-o", "L10n.swift"], directory: directory)
            XCTAssertEqual(generated.status, 0, generated.stderr)
            let source = try read(directory.appendingPathComponent("L10n.swift"))
            XCTAssertTrue(source.contains("\"en-XA\"") && source.contains("\"ar-XB\""), input)
        }

        // Read back: each copy keeps the source's tags, entities, escapes and placeholders in order.
        let copies = [("Folders/en.lproj/Localizable.strings", ["Folders/en-XA.lproj/Localizable.strings", "Folders/ar-XB.lproj/Localizable.strings"]),
                      ("Folders/en.lproj/Localizable.stringsdict", ["Folders/en-XA.lproj/Localizable.stringsdict"]),
                      ("Folders/en.lproj/Settings.strings", ["Folders/ar-XB.lproj/Settings.strings"]),
                      ("html/ios/Resources/en.lproj/Localizable.strings", ["html/ios/Resources/en-XS.lproj/Localizable.strings"]),
                      ("html/android/app/src/main/res/values/strings.xml", ["html/android/app/src/main/res/values-en-rXA/strings.xml",
                                                                             "html/android/app/src/main/res/values-en-rXS/strings.xml"]),
                      ("html/gettext/locale/fr/LC_MESSAGES/snapshare.po", [])]
        for (source, outputs) in copies {
            // A resource not to translate is left out of the copies (Snapshare's app_name).
            let sourceText = try read(directory.appendingPathComponent(source))
                .replacingOccurrences(of: "    <string name=\"app_name\" translatable=\"false\">Snapshare</string>\n", with: "")
            let expected = try keptTokens(sourceText)
            XCTAssertFalse(expected.isEmpty, source)
            for output in outputs {
                let text = try read(directory.appendingPathComponent(output))
                XCTAssertEqual(try keptTokens(text), expected, output)
                XCTAssertNotEqual(text, try read(directory.appendingPathComponent(source)), output)
            }
        }
        // The gettext catalog: each msgstr keeps its msgid's markup, in the same order.
        let template = try read(directory.appendingPathComponent("html/gettext/locale/fr/LC_MESSAGES/snapshare.po"))
        let msgids = try template.split(separator: "\n").filter { $0.hasPrefix("msgid") }.flatMap { try keptTokens(String($0.drop { $0 != " " })) }
        let written = try read(directory.appendingPathComponent("html/gettext/locale/en_XA/LC_MESSAGES/snapshare.po"))
        let msgstrs = try written.split(separator: "\n").filter { $0.hasPrefix("msgstr") }.flatMap { try keptTokens(String($0.drop { $0 != " " })) }
        XCTAssertFalse(msgids.isEmpty)
        XCTAssertEqual(msgstrs, msgids)
        // The catalog: each pseudo-locale's units keep the source's markup (lint compared them
        // above); the text is the documented transformation of the source's.
        let catalog = try read(directory.appendingPathComponent("Catalog/Localizable.xcstrings"))
        XCTAssertTrue(catalog.contains(#""en-XA" : { "stringUnit" : { "state" : "translated", "value" : "[Ĥéļļö <b>%@</b>, <help>⟦ţåþ ĥéŕé⟧</help> one tw]" } }"#))
        XCTAssertTrue(catalog.contains(#""ar-XB" : { "stringUnit" : { "state" : "translated", "value" : "%.1f%% ‮done‬" } },"#))
        // Read as JSON, the catalog is the one before with two localizations more in each entry,
        // and each of their values keeps the tags, references and placeholders of the source's.
        var parsed = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: catalogURL)) as? [String: Any])
        var strings = try XCTUnwrap(parsed["strings"] as? [String: [String: Any]])
        func values(_ object: Any) -> [String] {
            if let dictionary = object as? [String: Any] {
                return dictionary.keys.sorted().flatMap { key in key == "value" ? [dictionary[key] as? String ?? ""] : values(dictionary[key]!) }
            }
            return []
        }
        for (key, var entry) in strings {
            var localizations = try XCTUnwrap(entry["localizations"] as? [String: Any], key)
            let source = try values(XCTUnwrap(localizations["en"])).flatMap(keptTokens)
            XCTAssertFalse(source.isEmpty, key)
            for pseudo in ["en-XA", "ar-XB"] {
                XCTAssertEqual(try values(XCTUnwrap(localizations[pseudo])).flatMap(keptTokens), source, "\(key) \(pseudo)")
            }
            XCTAssertNotNil(localizations.removeValue(forKey: "en-XA"), key)
            XCTAssertNotNil(localizations.removeValue(forKey: "ar-XB"), key)
            entry["localizations"] = localizations
            strings[key] = entry
        }
        parsed["strings"] = strings
        let original = try XCTUnwrap(try JSONSerialization.jsonObject(with: catalogBefore) as? [String: Any])
        XCTAssertEqual(NSDictionary(dictionary: parsed), NSDictionary(dictionary: original))
        // Docs/Pseudo.md shows this run and these lines as they are.
        let page = try read(MarkupcRunner.packageRoot.appendingPathComponent("Docs/Pseudo.md"))
        XCTAssertTrue(page.contains("$ markupc pseudo Catalog Folders --stylebook styles.json --locale en-XA --locale ar-XB\n" + styled.stderr + "```"))
        for line in catalog.split(separator: "\n") where line.contains(#""value" : "[Ĥéļļö"#) || line.contains(#""value" : "‮Hello‬"#) {
            XCTAssertTrue(page.contains(line.trimmingCharacters(in: .whitespaces)), String(line))
        }
    }

    func testRunningAgainReplacesThePseudoLocale() throws {
        let directory = try project()
        let arguments = ["pseudo", "Catalog", "--stylebook", "styles.json", "--locale", "en-XA"]
        XCTAssertEqual(try MarkupcRunner.run(arguments, directory: directory).status, 0)
        let once = try Data(contentsOf: directory.appendingPathComponent("Catalog/Localizable.xcstrings"))
        XCTAssertEqual(try MarkupcRunner.run(arguments, directory: directory).status, 0)
        XCTAssertEqual(try Data(contentsOf: directory.appendingPathComponent("Catalog/Localizable.xcstrings")), once)
    }

    func testMalformedSourceIsReportedAsLintReportsItAndCopiedUnchanged() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let table = directory.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"ok\" = \"Fine\";\n\"broken\" = \"Tap <b>here</i>\";\n".utf8).write(to: table)
        let lint = try MarkupcRunner.run(["lint", "en.lproj"], directory: directory)
        let result = try MarkupcRunner.run(["pseudo", "en.lproj", "--locale", "en-XL=accented"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(lint.stdoutText.hasPrefix(#"en.lproj/Localizable.strings:2:24: warning: en: "broken": the source does not parse"#), lint.stdoutText)
        XCTAssertTrue(lint.stdoutText.hasSuffix("[source-malformed]\n"), lint.stdoutText)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, lint.stdoutText.split(separator: "\n").first.map(String.init))
        XCTAssertEqual(lines.last, "pseudo: en-XL: rewrote 1 source string, wrote 1 file; 1 string copied unchanged (markup that does not parse)")
        XCTAssertEqual(try read(directory.appendingPathComponent("en-XL.lproj/Localizable.strings")),
                       "\"ok\" = \"Ƒîñé\";\n\"broken\" = \"Tap <b>here</i>\";\n")
    }

    func testFailedWriteLeavesEveryFileAsItWas() throws {
        let directory = try project()
        let catalog = directory.appendingPathComponent("Catalog/Localizable.xcstrings")
        let before = try Data(contentsOf: catalog)
        // The .strings copy cannot be written: a folder holds its place.
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Folders/en-XA.lproj/Settings.strings"),
                                                withIntermediateDirectories: true)
        let result = try MarkupcRunner.run(["pseudo", "Catalog", "Folders", "--stylebook", "styles.json", "--locale", "en-XA", "--locale", "ar-XB"],
                                           directory: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Folders/ar-XB.lproj").path),
                       "the folder made for the run is removed")
        XCTAssertEqual(result.stderr, "markupc: error: cannot write 'Folders/en-XA.lproj/Settings.strings': Is a directory; no file was written\n")
        XCTAssertEqual(try Data(contentsOf: catalog), before)
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Folders/en-XA.lproj").path)
        XCTAssertEqual(left, ["Settings.strings"], "no other copy and no temporary file is left")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Catalog").path), ["Localizable.xcstrings"])
    }

    func testMalformedSourceFileIsAnErrorAndTheOthersAreWritten() throws {
        let directory = try project()
        try Data("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : \n  }\n}\n".utf8)
            .write(to: directory.appendingPathComponent("Catalog/Localizable.xcstrings"))
        let result = try MarkupcRunner.run(["pseudo", "Catalog", "Folders", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(result.status, 1)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "Catalog/Localizable.xcstrings:5:3: error: not valid JSON: unexpected '}'; expected a value [malformed-file]")
        XCTAssertEqual(lines.last, "pseudo: en-XA: rewrote 8 source strings, wrote 3 files")
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("Folders/en-XA.lproj/Settings.strings").path))

        let alone = try MarkupcRunner.run(["pseudo", "Catalog", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(alone.status, 1)
        XCTAssertTrue(alone.stderr.hasSuffix("markupc: error: nothing was written: no source file in 'Catalog' could be read\n"), alone.stderr)
    }

    func testUsageErrors() throws {
        let directory = try project()
        let cases: [([String], String)] = [
            (["pseudo", "Catalog"], "pseudo needs --locale LOCALE (en-XA, ar-XB, or LOCALE=NAME,… with the transformations to apply)"),
            (["pseudo", "Catalog", "--locale", "fr"],
             "--locale 'fr' is not a preset (en-XA, ar-XB); name its transformations: fr=NAME,… with NAME one of accented, expanded, bounded, right-to-left, stress"),
            (["pseudo", "Catalog", "--locale", "en-XA", "--locale", "en_xa=stress"],
             "--locale en_xa is given twice (as en-XA too); each pseudo-locale is written once"),
            (["pseudo", "-", "--locale", "en-XA"], "pseudo reads files and folders, not standard input; give a path"),
        ]
        for (arguments, message) in cases {
            let result = try MarkupcRunner.run(arguments, directory: directory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "markupc: error: \(message)\nRun 'markupc pseudo --help' for usage.\n", "\(arguments)")
        }
        // The source language is no pseudo-locale: refused, naming where the project has it.
        let over = try MarkupcRunner.run(["pseudo", "Folders", "--locale", "en=accented", "--stylebook", "styles.json"], directory: directory)
        XCTAssertEqual(over.status, 2)
        XCTAssertEqual(over.stderr, "markupc: error: --locale en names the source language of the project (Folders/en.lproj/Localizable.strings:2:14); "
                       + "pseudo writes only pseudo-locales: en-XA, ar-XB, qps-ploc, qps-ploca, qps-plocm, or a name marked as pseudo by a "
                       + "private-use region (XA–XZ, QM–QZ: en-XL=accented) or the modifier @pseudo (en@pseudo=accented)\n"
                       + "Run 'markupc pseudo --help' for usage.\n")
        let french = try MarkupcRunner.run(["pseudo", "Folders/de.lproj", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(french.status, 2)
        XCTAssertEqual(french.stderr, "markupc: error: no source strings in 'Folders/de.lproj': pseudo writes the development language's strings "
                       + "(a catalog's sourceLanguage, Base.lproj or en.lproj or --source-language, Android values/, PO msgids, XLIFF sources)\n")
        let nothing = try MarkupcRunner.run(["pseudo", "styles.json", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(nothing.status, 2)
        XCTAssertEqual(nothing.stderr, "markupc: error: cannot read 'styles.json': not a file markupc lint reads (.strings, .stringsdict, .xcstrings, .po, .xliff, .xlf, Android .xml)\n"
                       + "markupc: error: no localization file could be read in 'styles.json'\n")
        let missing = try MarkupcRunner.run(["pseudo", "Missing.xcstrings", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "markupc: error: cannot read 'Missing.xcstrings': No such file or directory\n"
                       + "markupc: error: no localization file could be read in 'Missing.xcstrings'\n")
    }
}

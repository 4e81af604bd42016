import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc pseudo` on a project (Tests/Fixtures/PseudoApple) whose `.strings`, `.stringsdict`,
/// String Catalog and XLIFF file hold what their syntax leaves the text little room for:
/// values without quotes, the shorthand entry, Foundation's inline attributes
/// (`^[…](inflect: true)`), `<inttypes.h>` macros, an unquoted link target with an apostrophe,
/// XLIFF's `<g>`, `<mrk>`, `<ph>`, `<x/>`, `<bx/>`, `<ex/>`, `<bpt>`, `<ept>` and `<it>`. In
/// every locale pseudo writes, the files lint clean against their sources and read in the
/// platform's own tools: Foundation's property list reader (`.strings`), Python's `plistlib`
/// (`.stringsdict`) and `json` (the catalog), and `xmllint` (XLIFF).
final class PseudoAppleToolsTests: XCTestCase {
    private let locales = ["en-XA", "ar-XB", "en-XS"]

    /// What markupc keeps byte for byte, as each file writes it.
    private let kept = ["(inflect: true)", #"(morphology: { grammaticalGender: \"feminine\" })"#, "%<PRIu64>", "%<PRIuMAX>",
                        #"%\" PRId32 \""#, #"%\" PRIu64 \""#, "href=https://x.org/it's>", "href=https://x.org/it's&gt;", "%&lt;PRIu64&gt;",
                        #"<ph id="2">{{count}}</ph>"#, #"<ph id="1">%1$@</ph>"#, #"<it id="2" pos="close">[/b]</it>"#,
                        #"<bpt id="4">[link]</bpt>"#, #"<ept id="4">[/link]</ept>"#, "<x id=\"3\"/>", "<bx id=\"1\"/>", "<ex id=\"1\"/>"]

    private func tool(_ name: String, installedBy package: String) throws {
        let found = try MarkupcRunner.runOnPath("sh", ["-c", "command -v \(name)"])
        guard found.status == 0 else {
            throw XCTSkip("MISSING TOOL: \(name) is needed by this test and is not installed: run scripts/install-tool \(package) \(name)")
        }
    }

    private func python(_ script: String, _ path: URL) throws -> String {
        let result = try MarkupcRunner.runOnPath("python3", ["-c", script, path.path])
        XCTAssertEqual(result.status, 0, "\(path.lastPathComponent): \(result.output)")
        return result.output
    }

    private func occurrences(_ token: String, in url: URL) throws -> Int {
        try String(contentsOf: url, encoding: .utf8).components(separatedBy: token).count - 1
    }

    func testEveryLocaleLintsCleanAndReadsInThePlatformsTools() throws {
        try tool("python3", installedBy: "python3")
        try tool("xmllint", installedBy: "libxml2-utils")
        let directory = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("App")
        try FileManager.default.copyItem(at: MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/PseudoApple"), to: directory)
        let sources = ["en.lproj/Localizable.strings", "en.lproj/Localizable.stringsdict", "Localizable.xcstrings", "fr.xliff"]
        var before: [String: [String: Int]] = [:]
        for source in sources {
            before[source] = try Dictionary(uniqueKeysWithValues: kept.map { ($0, try occurrences($0, in: directory.appendingPathComponent(source))) })
        }

        let lintBefore = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(lintBefore.stdoutText, "")
        XCTAssertEqual(lintBefore.stderr, "checked 24 strings in 1 language: 0 errors, 0 warnings\n")
        let pseudo = try MarkupcRunner.run(["pseudo", ".", "--locale", "en-XA", "--locale", "ar-XB",
                                            "--locale", "en-XS=accented,expanded,bounded,right-to-left,stress"], directory: directory)
        XCTAssertEqual(pseudo.status, 0, pseudo.stderr)
        XCTAssertEqual(pseudo.stderr, "pseudo: en-XA, ar-XB, en-XS: rewrote 24 source strings, wrote 10 files\n")
        // Lint reads every pseudo file against its source: not one finding.
        let lintAfter = try MarkupcRunner.run(["lint", "."], directory: directory)
        XCTAssertEqual(lintAfter.stdoutText, "")
        XCTAssertEqual(lintAfter.status, 0)
        XCTAssertEqual(lintAfter.stderr, "checked 111 strings in 4 languages: 0 errors, 0 warnings\n")

        // The catalog as JSON: each entry has its pseudo-locales, and everything kept is there
        // once for the source and once for each pseudo-locale.
        let catalog = directory.appendingPathComponent("Localizable.xcstrings")
        let entries = try python("""
        import json, sys
        catalog = json.load(open(sys.argv[1], encoding="utf-8"))
        print(json.dumps({key: sorted(entry["localizations"]) for key, entry in catalog["strings"].items()}, sort_keys=True))
        """, catalog)
        let all = #"["ar-XB", "en", "en-XA", "en-XS"]"#
        XCTAssertEqual(entries, #"{"apples": \#(all), "copied": \#(all), "songs": \#(all), "terms": \#(all)}"# + "\n")
        for token in kept {
            XCTAssertEqual(try occurrences(token, in: catalog), (before["Localizable.xcstrings"]?[token] ?? 0) * 4, token)
        }

        // A stringsdict as plistlib reads it: the source's structure, rules and value types.
        let shape = """
        import json, plistlib, sys
        def shape(value, key=None):
            if isinstance(value, dict):
                return {name: shape(inner, name) for name, inner in value.items()}
            return value if key in ("NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey") else type(value).__name__
        print(json.dumps(shape(plistlib.load(open(sys.argv[1], "rb"))), sort_keys=True))
        """
        let sourceShape = try python(shape, directory.appendingPathComponent("en.lproj/Localizable.stringsdict"))
        XCTAssertTrue(sourceShape.contains(#""NSStringFormatValueTypeKey": "lld""#), sourceShape)
        let table = try Data(contentsOf: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        let sourceKeys = try XCTUnwrap(try PropertyListSerialization.propertyList(from: table, format: nil) as? [String: String]).keys.sorted()
        XCTAssertEqual(sourceKeys, ["Cancel", "apples", "copied", "docs", "friend", "greeting", "left", "terms"])

        for locale in locales {
            let strings = directory.appendingPathComponent("\(locale).lproj/Localizable.strings")
            let stringsdict = directory.appendingPathComponent("\(locale).lproj/Localizable.stringsdict")
            let xliff = directory.appendingPathComponent("\(locale).xliff")
            // Old-style property lists are not plistlib's: Foundation's own reader reads the table.
            let values = try XCTUnwrap(try PropertyListSerialization.propertyList(from: Data(contentsOf: strings), format: nil) as? [String: String],
                                       locale)
            XCTAssertEqual(values.keys.sorted(), sourceKeys, locale)
            XCTAssertEqual(try python(shape, stringsdict), sourceShape, locale)
            let checked = try MarkupcRunner.runOnPath("xmllint", ["--noout", xliff.path])
            XCTAssertEqual(checked.status, 0, "\(locale): \(checked.output)")
            XCTAssertEqual(checked.output, "", locale)
            // A copy keeps each kept thing as often as its source; the XLIFF file has it in
            // each unit's source and target.
            for (output, source, times) in [(strings, "en.lproj/Localizable.strings", 1), (stringsdict, "en.lproj/Localizable.stringsdict", 1),
                                            (xliff, "fr.xliff", 2)] {
                for token in kept {
                    XCTAssertEqual(try occurrences(token, in: output), (before[source]?[token] ?? 0) * times, "\(locale) \(source) \(token)")
                }
            }
        }
    }
}

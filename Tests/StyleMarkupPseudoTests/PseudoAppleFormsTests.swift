import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPseudo

/// `PseudoLocalizer` on Apple's formats and XLIFF where their syntax leaves the text little
/// room: values without quotes, Foundation's inline attributes, `<inttypes.h>` macros,
/// unquoted link targets and XLIFF's inline code. The expected files are written out by hand.
final class PseudoAppleFormsTests: XCTestCase {
    private let rlo = "\u{202E}"
    private let pdf = "\u{202C}"
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-pseudo-apple-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func pseudo(_ locales: [PseudoLocale] = [.enXA, .arXB]) -> PseudoResult {
        PseudoLocalizer(locales: locales, styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil).run(paths: [root.path])
    }

    private func output(_ result: PseudoResult, _ path: String) -> String? {
        result.outputs.first { $0.path == root.appendingPathComponent(path).path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    /// The table as Foundation's own property list reader reads it.
    private func propertyList(_ text: String?) throws -> [String: String] {
        let data = try XCTUnwrap(text.map { Data($0.utf8) })
        return try XCTUnwrap(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String])
    }

    func testValueWithoutQuotesAndShorthandEntryGetQuotedValues() throws {
        try write("en.lproj/Localizable.strings", """
        /* Old-style property list: a value may be a word without quotes */
        greeting = Hello;
        "docs" = docs/index.html;
        "Cancel";
        "plain" = "Hi";

        """)
        let result = pseudo()
        XCTAssertEqual(result.findings, [])
        // Hello: 5 letters, padding 2; docs/index.html: 15, padding 6; Cancel: 6, padding 3; Hi: 2, padding 1.
        let accented = output(result, "en-XA.lproj/Localizable.strings")
        XCTAssertEqual(accented, """
        /* Old-style property list: a value may be a word without quotes */
        greeting = "[Ĥéļļö o]";
        "docs" = "[ðöçš/îñðéẋ.ĥţṁļ one t]";
        "Cancel" = "[Çåñçéļ on]";
        "plain" = "[Ĥî o]";

        """)
        let rightToLeft = output(result, "ar-XB.lproj/Localizable.strings")
        XCTAssertEqual(rightToLeft, """
        /* Old-style property list: a value may be a word without quotes */
        greeting = "\(rlo)Hello\(pdf)";
        "docs" = "\(rlo)docs/index.html\(pdf)";
        "Cancel" = "\(rlo)Cancel\(pdf)";
        "plain" = "\(rlo)Hi\(pdf)";

        """)
        XCTAssertEqual(try propertyList(accented), ["greeting": "[Ĥéļļö o]", "docs": "[ðöçš/îñðéẋ.ĥţṁļ one t]", "Cancel": "[Çåñçéļ on]", "plain": "[Ĥî o]"])
        XCTAssertEqual(try propertyList(rightToLeft).keys.sorted(), ["Cancel", "docs", "greeting", "plain"])
    }

    func testInlineAttributeKeepsItsMarkersAndRewritesItsText() throws {
        try write("Localizable.xcstrings", #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "apples" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "You have ^[%lld apples](inflect: true)"
                  }
                }
              }
            },
            "friend" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "^[Your friend](morphology: { grammaticalGender: \"feminine\" }) is here"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }

        """#)
        let result = pseudo()
        XCTAssertEqual(result.findings, [])
        let catalog = try XCTUnwrap(result.outputs.first?.contents)
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(catalog)) as? [String: Any])
        func value(_ key: String, _ locale: String) -> String? {
            let strings = root["strings"] as? [String: Any]
            let localizations = (strings?[key] as? [String: Any])?["localizations"] as? [String: Any]
            return ((localizations?[locale] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String
        }
        // Text "You have " and " apples": 16 letters, padding 7; "Your friend" and " is here": 19, padding 8.
        XCTAssertEqual(value("apples", "en-XA"), "[Ýöû ĥåṽé ^[%lld åþþļéš](inflect: true) one tw]")
        XCTAssertEqual(value("apples", "ar-XB"), "\(rlo)You\(pdf) \(rlo)have\(pdf) ^[%lld \(rlo)apples\(pdf)](inflect: true)")
        XCTAssertEqual(value("friend", "en-XA"), #"[^[Ýöûŕ ƒŕîéñð](morphology: { grammaticalGender: "feminine" }) îš ĥéŕé one two]"#)
        XCTAssertEqual(value("friend", "ar-XB"),
                       "^[\(rlo)Your\(pdf) \(rlo)friend\(pdf)](morphology: { grammaticalGender: \"feminine\" }) \(rlo)is\(pdf) \(rlo)here\(pdf)")
    }

    func testInttypesMacrosAreKeptWhole() throws {
        try write("en.lproj/Localizable.strings", #"""
        "copied" = "Copied %<PRIu64> of %<PRIuMAX> files, %\" PRId32 \" left";

        """#)
        let result = pseudo()
        XCTAssertEqual(result.findings, [])
        // Text "Copied ", " of ", " files, ", " left": 24 letters, padding 8.
        XCTAssertEqual(output(result, "en-XA.lproj/Localizable.strings"), #"""
        "copied" = "[Çöþîéð %<PRIu64> öƒ %<PRIuMAX> ƒîļéš, %\" PRId32 \" ļéƒţ one two]";

        """#)
        XCTAssertEqual(output(result, "ar-XB.lproj/Localizable.strings"), """
        "copied" = "\(rlo)Copied\(pdf) %<PRIu64> \(rlo)of\(pdf) %<PRIuMAX> \(rlo)files,\(pdf) %\\" PRId32 \\" \(rlo)left\(pdf)";

        """)
    }

    func testUnquotedLinkTargetWithAnApostropheStaysInItsTag() throws {
        try write("en.lproj/Localizable.strings", #"""
        "terms" = "Read <a href=https://x.org/it's>the terms</a>";

        """#)
        let result = pseudo()
        XCTAssertEqual(result.findings, [])
        // Text "Read " and "the terms": 14 letters, padding 6.
        XCTAssertEqual(output(result, "en-XA.lproj/Localizable.strings"), #"""
        "terms" = "[Ŕéåð <a href=https://x.org/it's>⟦ţĥé ţéŕṁš⟧</a> one t]";

        """#)
        XCTAssertEqual(output(result, "ar-XB.lproj/Localizable.strings"), """
        "terms" = "\(rlo)Read\(pdf) <a href=https://x.org/it's>\(rlo)the\(pdf) \(rlo)terms\(pdf)</a>";

        """)
    }

    func testXLIFFCodeIsKeptAndGroupsAreBoundaries() throws {
        func file(_ language: String, inline: String, codeFirst: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Localizable.strings" source-language="en" target-language="\(language)" datatype="plaintext">
                <body>
                  <trans-unit id="inline">
                    <source>Tap <g id="1">here</g>now, <ph id="2">{{count}}</ph> items<x id="3"/> <bpt id="4">[link]</bpt>go<ept id="4">[/link]</ept></source>\(inline)
                  </trans-unit>
                  <trans-unit id="code-first">
                    <source><ph id="1">%1$@</ph> left <it id="2" pos="close">[/b]</it></source>\(codeFirst)
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """
        }
        try write("fr.xliff", file("fr", inline: "", codeFirst: ""))
        let result = pseudo()
        XCTAssertEqual(result.findings, [])
        let indent = "\n        "
        // Text "Tap ", "here", "now, ", " items", " ", "go": 22 letters, padding 7; " left ": 6, padding 3.
        XCTAssertEqual(output(result, "en-XA.xliff"), file(
            "en-XA",
            inline: indent + #"<target state="translated">[Ţåþ <g id="1">ĥéŕé</g>ñöŵ, <ph id="2">{{count}}</ph> îţéṁš<x id="3"/> "#
                + #"<bpt id="4">[link]</bpt>ĝö<ept id="4">[/link]</ept> one tw]</target>"#,
            codeFirst: indent + #"<target state="translated">[<ph id="1">%1$@</ph> ļéƒţ <it id="2" pos="close">[/b]</it> on]</target>"#))
        XCTAssertEqual(output(result, "ar-XB.xliff"), file(
            "ar-XB",
            inline: indent + #"<target state="translated">\#(rlo)Tap\#(pdf) <g id="1">\#(rlo)here\#(pdf)</g>\#(rlo)now,\#(pdf) <ph id="2">{{count}}</ph> "#
                + #"\#(rlo)items\#(pdf)<x id="3"/> <bpt id="4">[link]</bpt>\#(rlo)go\#(pdf)<ept id="4">[/link]</ept></target>"#,
            codeFirst: indent + #"<target state="translated"><ph id="1">%1$@</ph> \#(rlo)left\#(pdf) <it id="2" pos="close">[/b]</it></target>"#))
    }
}

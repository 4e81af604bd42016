import Foundation
import MarkupcTestSupport
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPseudo

/// `PseudoLocalizer` on small files of each format, compared with the whole files written out
/// by hand: only text changes, every tag, attribute, entity, placeholder, escape and comment is
/// the source's, byte for byte.
final class PseudoWriterTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-pseudo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func write(_ path: String, _ data: Data) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    private func run(_ locales: [PseudoLocale], styleBook: StyleBook? = nil, paths: [String] = [""]) -> PseudoResult {
        PseudoLocalizer(locales: locales, styleBook: styleBook, configuration: LintConfiguration(), sourceLanguage: nil)
            .run(paths: paths.map { root.appendingPathComponent($0).path })
    }

    private func output(_ result: PseudoResult, _ path: String) -> String? {
        result.outputs.first { $0.path == root.appendingPathComponent(path).path }.map { String(decoding: $0.contents, as: UTF8.self) }
    }

    func testStringsTableKeepsEscapesCommentsAndOtherTables() throws {
        try write("en.lproj/Localizable.strings", Data(#"""
        /* Greeting */
        "hello" = "Say \"<b>hi</b>\"\nto %1$@ \U00C9ric";
        "link" = "<a href='https://x.org/a'>Open</a> it";
        "only" = "%@";

        """#.utf8))
        try write("fr.lproj/Localizable.strings", Data(#""hello" = "Dis \"<b>salut</b>\"\nà %1$@";"#.utf8))
        let result = run([.enXA])
        XCTAssertEqual(result.outputs.map(\.path), [root.appendingPathComponent("en-XA.lproj/Localizable.strings").path])
        // Text "Say \"", "hi", "\"\nto ", " Éric": 5 + 2 + 5 + 5 = 17 scalars, padding 7; "Open", " it": 7, padding 3.
        XCTAssertEqual(output(result, "en-XA.lproj/Localizable.strings"), #"""
        /* Greeting */
        "hello" = "[Šåý \"<b>ĥî</b>\"\nţö %1$@ \U00C9ŕîç one tw]";
        "link" = "[<a href='https://x.org/a'>⟦Öþéñ⟧</a> îţ on]";
        "only" = "%@";

        """#)
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.rewritten, 3)
    }

    /// The example of Docs/Library.md, "Pseudo-locales", as written there.
    func testLibraryGuideExample() throws {
        try write("Resources/en.lproj/Localizable.strings", Data(#""k" = "<b>Hi</b>";"#.utf8))
        let directory = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(root.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(directory) }
        let localizer = PseudoLocalizer(locales: [.enXA, try PseudoLocale(parsing: "en-XL=accented,stress")],
                                        styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        let result = localizer.run(paths: ["Resources"])
        XCTAssertEqual(result.outputs.map(\.path), ["Resources/en-XA.lproj/Localizable.strings", "Resources/en-XL.lproj/Localizable.strings"])
        XCTAssertEqual(result.findings, [])
        XCTAssertEqual(result.outputs.map { String(decoding: $0.contents, as: UTF8.self) },
                       [#""k" = "[<b>Ĥî</b> o]";"#, #""k" = "<b>Ĥî</b> ปั้น Ą̈́ 👩🏽‍💻漢字";"#])
        let guide = try String(contentsOf: MarkupcRunner.packageRoot.appendingPathComponent("Docs/Library.md"), encoding: .utf8)
        XCTAssertTrue(guide.contains(#"result.outputs.map(\.path)   // ["Resources/en-XA.lproj/Localizable.strings", "Resources/en-XL.lproj/Localizable.strings"]"#))
    }

    func testSourceLanguageAndKeyDialects() throws {
        try write("de.lproj/Localizable.strings", Data("\"a\" = \"Hallo <b>Welt</b>\";\n\"plain\" = \"a <b> b\";\n".utf8))
        var configuration = LintConfiguration()
        configuration.dialects = [MarkupDialectRule(key: "plain", dialect: .text)]
        let result = PseudoLocalizer(locales: [PseudoLocale(identifier: "en-XA", transformations: [.accented])], styleBook: nil,
                                     configuration: configuration, sourceLanguage: "de").run(paths: [root.path])
        // In the text dialect nothing is a tag: "<b>" is text like the rest.
        XCTAssertEqual(output(result, "en-XA.lproj/Localizable.strings"), "\"a\" = \"Ĥåļļö <b>Ŵéļţ</b>\";\n\"plain\" = \"å <ƀ> ƀ\";\n")
        XCTAssertEqual(result.findings, [])
    }

    func testUTF16StringsStayUTF16() throws {
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"Go\";\n".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try write("Base.lproj/Main.strings", Data(utf16))
        let result = run([.arXB])
        var expected: [UInt8] = [0xFF, 0xFE]
        for unit in "\"k\" = \"\u{202E}Go\u{202C}\";\n".utf16 { expected += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        XCTAssertEqual(result.outputs.first?.contents, expected)
        XCTAssertEqual(result.outputs.first?.path, root.appendingPathComponent("ar-XB.lproj/Main.strings").path)
    }

    func testStringsDictKeepsFormatKeysAndEntities() throws {
        try write("en.lproj/Localizable.stringsdict", Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>&lt;b&gt;%d&lt;/b&gt; file</string>
        <key>other</key><string>&lt;b&gt;%d&lt;/b&gt; files</string>
        </dict></dict></dict></plist>

        """.utf8))
        let result = run([PseudoLocale(identifier: "en-XA", transformations: [.accented, .bounded])])
        XCTAssertEqual(output(result, "en-XA.lproj/Localizable.stringsdict"), """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key><dict>
        <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string>
        <key>one</key><string>[&lt;b&gt;%d&lt;/b&gt; ƒîļé]</string>
        <key>other</key><string>[&lt;b&gt;%d&lt;/b&gt; ƒîļéš]</string>
        </dict></dict></dict></plist>

        """)
    }

    func testAndroidKeepsEscapesQuotesReferencesAndXLIFFPlaceholders() throws {
        try write("res/values/strings.xml", Data(#"""
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <!-- Shown on the first screen -->
            <string name="hi">Hi <xliff:g id="app">Gmail</xliff:g> user, %1$,d new</string>
            <string name="tap">Tap &lt;a href=\"https://x.org\"&gt;here&lt;/a&gt;, don\'t wait</string>
            <string name="quoted">"  two  spaces "</string>
            <string name="ref">@string/hi</string>
            <string name="fixed" translatable="false">Acme</string>
            <string name="cdata"><![CDATA[<b>New</b>]]></string>
        </resources>

        """#.utf8))
        let result = run([PseudoLocale(identifier: "en-XA", transformations: [.accented, .bounded])])
        XCTAssertEqual(output(result, "res/values-en-rXA/strings.xml"), #"""
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <!-- Shown on the first screen -->
            <string name="hi">[Ĥî <xliff:g id="app">Gmail</xliff:g> ûšéŕ, %1$,d ñéŵ]</string>
            <string name="tap">[Ţåþ &lt;a href=\"https://x.org\"&gt;⟦ĥéŕé⟧&lt;/a&gt;, ðöñ\'ţ ŵåîţ]</string>
            <string name="quoted">"  [ţŵö  šþåçéš] "</string>
            <string name="ref">@string/hi</string>
            <string name="cdata"><![CDATA[[<b>Ñéŵ</b>]]]></string>
        </resources>

        """#)
    }

    func testCatalogGetsALocalizationBesideTheOthers() throws {
        try write("Localizable.xcstrings", Data(#"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {

            },
            "greet" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hallo <b>%@</b>"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Hello <b>%@</b>\n"
                  }
                },
                "en-XA" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "an earlier run"
                  }
                }
              }
            },
            "Keep" : {
              "shouldTranslate" : false
            },
            "Save" : {
              "comment" : "A button",
              "localizations" : {
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Enregistrer"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#.utf8))
        let result = run([PseudoLocale(identifier: "en-XA", transformations: [.accented, .bounded]), .arXB])
        XCTAssertEqual(result.outputs.count, 1)
        XCTAssertEqual(output(result, "Localizable.xcstrings"), #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "localizations" : {
                "ar-XB" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "‮Done‬"
                  }
                },
                "en-XA" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "[Ðöñé]"
                  }
                }
              }
            },
            "greet" : {
              "localizations" : {
                "ar-XB" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "‮Hello‬ <b>%@</b>\n"
                  }
                },
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Hallo <b>%@</b>"
                  }
                },
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "Hello <b>%@</b>\n"
                  }
                },
                "en-XA" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "[Ĥéļļö <b>%@</b>]\n"
                  }
                }
              }
            },
            "Keep" : {
              "shouldTranslate" : false
            },
            "Save" : {
              "comment" : "A button",
              "localizations" : {
                "ar-XB" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "‮Save‬"
                  }
                },
                "en-XA" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "[Šåṽé]"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Enregistrer"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#)
    }

    func testGettextCatalogFromTheFirstPOFile() throws {
        try write("po/de.po", Data(#"""
        # German translation.
        msgid ""
        msgstr ""
        "Project-Id-Version: snapshot 2\n"
        "POT-Creation-Date: 2024-05-01 10:00+0200\n"
        "Language: de\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\n"

        #: src/main.c:12
        #, fuzzy, c-format
        #| msgid "Open %s"
        msgid ""
        "Open <b>%s</b> "
        "now\n"
        msgstr "Öffne <b>%s</b> jetzt\n"

        msgctxt "menu"
        msgid "%d file"
        msgid_plural "%d \"files\""
        msgstr[0] "%d Datei"
        msgstr[1] "%d Dateien"

        #~ msgid "Old"
        #~ msgstr "Alt"

        """#.utf8))
        try write("po/fr.po", Data(#"msgid ""\#nmsgstr "Language: fr\n"\#n\#nmsgid "Other"\#nmsgstr "Autre"\#n"#.utf8))
        let result = run([PseudoLocale(identifier: "en-XA", transformations: [.accented, .bounded])])
        XCTAssertEqual(result.outputs.map(\.path), [root.appendingPathComponent("po/en_XA.po").path])
        XCTAssertEqual(output(result, "po/en_XA.po"), #"""
        msgid ""
        msgstr ""
        "Project-Id-Version: snapshot 2\n"
        "POT-Creation-Date: 2024-05-01 10:00+0200\n"
        "PO-Revision-Date: 2024-05-01 10:00+0200\n"
        "Last-Translator: markupc pseudo\n"
        "Language-Team: none\n"
        "Language: en_XA\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\n"

        #: src/main.c:12
        #, c-format
        msgid ""
        "Open <b>%s</b> "
        "now\n"
        msgstr ""
        "[Öþéñ <b>%s</b> "
        "ñöŵ]\n"

        msgctxt "menu"
        msgid "%d file"
        msgid_plural "%d \"files\""
        msgstr[0] "[%d ƒîļé]"
        msgstr[1] "[%d \"ƒîļéš\"]"

        """#)
        XCTAssertEqual(PseudoPOWriter.path(for: "help/de/de.po", locale: "en-XA"), "help/en_XA/en_XA.po")
        XCTAssertEqual(PseudoPOWriter.path(for: "locale/fr/LC_MESSAGES/app.po", locale: "en@pseudo"), "locale/en@pseudo/LC_MESSAGES/app.po")
    }

    func testXLIFFTargetsHoldTheRewrittenSources() throws {
        try write("fr.xliff", Data("""
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="en.lproj/Localizable.strings" source-language="en" target-language="fr" datatype="plaintext">
            <body>
              <trans-unit id="a">
                <source>Tap &lt;a href="https://x.org"&gt;here&lt;/a&gt; <x id="1"/></source>
                <target state="translated">Touchez &lt;a href="https://x.org"&gt;ici&lt;/a&gt; <x id="1"/></target>
              </trans-unit>
              <trans-unit id="b">
                <source>%1$@ left</source>
              </trans-unit>
              <trans-unit id="c" translate="no">
                <source>Acme</source>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """.utf8))
        let result = run([PseudoLocale(identifier: "en-XA", transformations: [.accented, .bounded])])
        XCTAssertEqual(output(result, "en-XA.xliff"), """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="en.lproj/Localizable.strings" source-language="en" target-language="en-XA" datatype="plaintext">
            <body>
              <trans-unit id="a">
                <source>Tap &lt;a href="https://x.org"&gt;here&lt;/a&gt; <x id="1"/></source>
                <target state="translated">[Ţåþ &lt;a href="https://x.org"&gt;⟦ĥéŕé⟧&lt;/a&gt;] <x id="1"/></target>
              </trans-unit>
              <trans-unit id="b">
                <source>%1$@ left</source>
                <target state="translated">[%1$@ ļéƒţ]</target>
              </trans-unit>
              <trans-unit id="c" translate="no">
                <source>Acme</source>
              </trans-unit>
            </body>
          </file>
        </xliff>

        """)
        XCTAssertEqual(PseudoXLIFFWriter.path(for: "web/messages.de.xlf", language: "de", locale: "ar-XB"), "web/messages.ar-XB.xlf")
        XCTAssertEqual(PseudoXLIFFWriter.path(for: "fr.xcloc/Localized Contents/fr.xliff", language: "fr", locale: "en-XA"),
                       "en-XA.xcloc/Localized Contents/en-XA.xliff")
        XCTAssertEqual(PseudoXLIFFWriter.path(for: "app.xliff", language: nil, locale: "en-XA"), "app.en-XA.xliff")
    }

    func testCompactCatalogStaysCompact() throws {
        try write("C.xcstrings", Data(#"{"sourceLanguage":"en","strings":{"a":{},"b":{"localizations":{}},"c \"q\"":{"localizations":{"fr":{}}}},"version":"1.0"}"#.utf8))
        let result = run([PseudoLocale(identifier: "en-XA", transformations: [.accented, .bounded])])
        XCTAssertEqual(output(result, "C.xcstrings"), #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en-XA":{"stringUnit":{"state":"translated","value":"[å]"}}}},"#
                       + #""b":{"localizations":{"en-XA":{"stringUnit":{"state":"translated","value":"[ƀ]"}}}},"#
                       + #""c \"q\"":{"localizations":{"en-XA":{"stringUnit":{"state":"translated","value":"[ç \"ǫ\"]"}},"fr":{}}}},"version":"1.0"}"#)
    }

    func testMalformedSourceIsReportedAsLintReportsItAndCopied() throws {
        try write("en.lproj/Localizable.strings", Data("\"bad\" = \"Tap <b>here\";\n\"good\" = \"Go\";\n".utf8))
        let result = run([PseudoLocale(identifier: "en-XA", transformations: [.accented])])
        XCTAssertEqual(output(result, "en-XA.lproj/Localizable.strings"), "\"bad\" = \"Tap <b>here\";\n\"good\" = \"Ĝö\";\n")
        let lint = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil).lint(paths: [root.path])
        XCTAssertEqual(result.findings, lint.findings.filter { $0.rule == .sourceMalformed })
        XCTAssertEqual(result.findings.map { "\($0.location!) \($0.rule.rawValue)" }, ["1:14 source-malformed"])
        XCTAssertEqual([result.rewritten, result.copiedMalformed], [1, 1])

        // The configuration lint reads decides as it does for lint: the level, an ignored key.
        func findings(_ configuration: LintConfiguration) -> [String] {
            PseudoLocalizer(locales: [.enXA], styleBook: nil, configuration: configuration, sourceLanguage: nil)
                .run(paths: [root.path]).findings.map { "\($0.level.rawValue) \($0.rule.rawValue)" }
        }
        XCTAssertEqual(findings(LintConfiguration(rules: [.sourceMalformed: .error])), ["error source-malformed"])
        XCTAssertEqual(findings(LintConfiguration(rules: [.sourceMalformed: .off])), [])
        XCTAssertEqual(findings(LintConfiguration(ignoredKeys: ["ba*"])), [])
    }
}

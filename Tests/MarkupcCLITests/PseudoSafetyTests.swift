import Foundation
import MarkupcTestSupport
import XCTest

/// What `markupc pseudo` refuses to write, run as a program on small projects of each
/// platform's own shape: it writes only pseudo-locales, at paths of its own, never through a
/// symbolic link, and refuses before anything is written.
final class PseudoSafetyTests: XCTestCase {
    /// An Android module's default strings.
    static let androidStrings = """
    <?xml version="1.0" encoding="utf-8"?>
    <resources xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
        <string name="app_name">Trail Notes</string>
        <string name="welcome">Welcome back, <b><xliff:g id="name" example="Sam">%1$s</xliff:g></b>!</string>
    </resources>

    """

    /// Writes `files` (path → text) under a fresh directory.
    private func project(_ files: [String: String]) throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    /// Every regular file and link under `directory` with its bytes (a link as its target).
    private func snapshot(_ directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let manager = FileManager.default
        for case let path as String in manager.enumerator(atPath: directory.path)! {
            let url = directory.appendingPathComponent(path)
            if let target = try? manager.destinationOfSymbolicLink(atPath: url.path) {
                result[path] = Data(("-> " + target).utf8)
            } else if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                result[path] = try Data(contentsOf: url)
            }
        }
        return result
    }

    /// A String Catalog with German beside its English source, a `.lproj` pair and an Android
    /// module with a German translation.
    private func multilingualProject() throws -> URL {
        try project([
            "App/Localizable.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "save" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Sichern"
                      }
                    },
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Save"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }

            """,
            "ios/en.lproj/Localizable.strings": "\"save\" = \"Save\";\n",
            "ios/de.lproj/Localizable.strings": "\"save\" = \"Sichern\";\n",
            "android/res/values/strings.xml": Self.androidStrings,
            "android/res/values-de/strings.xml": """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="app_name">Wandernotizen</string>
            </resources>

            """,
        ])
    }

    func testOnlyPseudoLocalesAreWrittenNeverALanguageTheProjectHas() throws {
        let directory = try multilingualProject()
        let before = try snapshot(directory)
        let advice = "pseudo writes only pseudo-locales: en-XA, ar-XB, qps-ploc, qps-ploca, qps-plocm, or a name marked as pseudo by a "
        let cases: [([String], String)] = [
            (["App", "--locale", "de=accented"], "--locale de names a language the project has (App/Localizable.xcstrings:9:24); " + advice
             + "private-use region (XA–XZ, QM–QZ: de-XL=accented) or the modifier @pseudo (de@pseudo=accented)"),
            (["ios", "--locale", "de=accented,expanded"], "--locale de names a language the project has (ios/de.lproj/Localizable.strings:1:11); " + advice
             + "private-use region (XA–XZ, QM–QZ: de-XL=accented,expanded) or the modifier @pseudo (de@pseudo=accented,expanded)"),
            (["android", "--locale", "de=accented"], "--locale de names a language the project has (android/res/values-de/strings.xml:3:29); " + advice
             + "private-use region (XA–XZ, QM–QZ: de-XL=accented) or the modifier @pseudo (de@pseudo=accented)"),
            (["App", "--locale", "en-XA", "--locale", "en=accented"], "--locale en names the source language of the project (App/Localizable.xcstrings:15:24); " + advice
             + "private-use region (XA–XZ, QM–QZ: en-XL=accented) or the modifier @pseudo (en@pseudo=accented)"),
            (["App", "ios", "--locale", "fr-CA=accented"], "--locale fr-CA is not a pseudo-locale; " + advice
             + "private-use region (XA–XZ, QM–QZ: fr-XL=accented) or the modifier @pseudo (fr@pseudo=accented)"),
            (["ios", "--locale", "sq-XK=accented"], "--locale sq-XK is not a pseudo-locale; " + advice
             + "private-use region (XA–XZ, QM–QZ: sq-XL=accented) or the modifier @pseudo (sq@pseudo=accented)"),
        ]
        for (arguments, message) in cases {
            let result = try MarkupcRunner.run(["pseudo"] + arguments, directory: directory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "markupc: error: \(message)\nRun 'markupc pseudo --help' for usage.\n", "\(arguments)")
            XCTAssertEqual(try snapshot(directory), before, "nothing was written for \(arguments)")
        }

        // The platforms' own and names marked as pseudo are written, and written again.
        for _ in 0..<2 {
            let result = try MarkupcRunner.run(["pseudo", "App", "ios", "--locale", "en-XL=accented", "--locale", "qps-ploc=accented",
                                                "--locale", "en@pseudo=accented", "--locale", "ar-XB"], directory: directory)
            XCTAssertEqual(result.status, 0, result.stderr)
        }
        for locale in ["en-XL", "qps-ploc", "en@pseudo", "ar-XB"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("ios/\(locale).lproj/Localizable.strings").path), locale)
        }
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("ios/en-XL.lproj/Localizable.strings"), encoding: .utf8),
                       "\"save\" = \"Šåṽé\";\n")
        XCTAssertEqual(try String(contentsOf: directory.appendingPathComponent("ios/de.lproj/Localizable.strings"), encoding: .utf8),
                       "\"save\" = \"Sichern\";\n")
    }

    func testALinkAtADerivedPathIsRefusedAndNothingIsWritten() throws {
        let directory = try project([
            "app/src/main/res/values/strings.xml": Self.androidStrings,
            "elsewhere/notes.xml": "<notes>keep me</notes>\n",
            "ios/en.lproj/Localizable.strings": "\"title\" = \"Trail Notes\";\n",
        ])
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("app/src/main/res/values-en-rXA"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: directory.appendingPathComponent("app/src/main/res/values-en-rXA/strings.xml").path,
                                       withDestinationPath: "../../../../../elsewhere/notes.xml")
        let before = try snapshot(directory)
        let result = try MarkupcRunner.run(["pseudo", "app", "ios", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "markupc: error: the pseudo-locale file 'app/src/main/res/values-en-rXA/strings.xml' is a symbolic link "
                       + "(to '../../../../../elsewhere/notes.xml'); pseudo never writes through a link: remove it and run again; nothing was written\n")
        XCTAssertEqual(try snapshot(directory), before, "the linked file and every other file are as they were; no en-XA.lproj was made")

        // A link in place of the folder pseudo names is refused the same way.
        try manager.removeItem(at: directory.appendingPathComponent("app/src/main/res/values-en-rXA"))
        try manager.createSymbolicLink(atPath: directory.appendingPathComponent("app/src/main/res/values-en-rXA").path,
                                       withDestinationPath: "../../../../elsewhere")
        let folderBefore = try snapshot(directory)
        let folder = try MarkupcRunner.run(["pseudo", "app", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(folder.status, 2, folder.stderr)
        XCTAssertEqual(folder.stderr, "markupc: error: the pseudo-locale folder 'app/src/main/res/values-en-rXA' is a symbolic link "
                       + "(to '../../../../elsewhere'); pseudo never writes through a link: remove it and run again; nothing was written\n")
        XCTAssertEqual(try snapshot(directory), folderBefore)
        XCTAssertFalse(manager.fileExists(atPath: directory.appendingPathComponent("elsewhere/strings.xml").path))

        // A gettext catalog beside its template: the same.
        let po = try project(["po/de.po": "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\nmsgid \"Save\"\nmsgstr \"Sichern\"\n",
                              "notes.txt": "keep\n"])
        try manager.createSymbolicLink(atPath: po.appendingPathComponent("po/en_XA.po").path, withDestinationPath: "../notes.txt")
        let poResult = try MarkupcRunner.run(["pseudo", "po", "--locale", "en-XA"], directory: po)
        XCTAssertEqual(poResult.status, 2, poResult.stderr)
        XCTAssertEqual(poResult.stderr, "markupc: error: the pseudo-locale file 'po/en_XA.po' is a symbolic link (to '../notes.txt'); "
                       + "pseudo never writes through a link: remove it and run again; nothing was written\n")
        XCTAssertEqual(try String(contentsOf: po.appendingPathComponent("notes.txt"), encoding: .utf8), "keep\n")
    }

    func testACatalogGivenThroughALinkIsStillWrittenBack() throws {
        let directory = try project(["real/Localizable.xcstrings": """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Save" : {

            }
          },
          "version" : "1.0"
        }

        """])
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("App/Localizable.xcstrings").path,
                                                   withDestinationPath: "../real/Localizable.xcstrings")
        let result = try MarkupcRunner.run(["pseudo", "App", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(try String(contentsOf: directory.appendingPathComponent("real/Localizable.xcstrings"), encoding: .utf8).contains("\"en-XA\""))
    }
}

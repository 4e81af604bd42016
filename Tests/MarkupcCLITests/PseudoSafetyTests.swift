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

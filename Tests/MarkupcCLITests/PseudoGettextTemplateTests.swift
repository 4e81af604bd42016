import Foundation
import MarkupcTestSupport
import XCTest

/// Which file gives `markupc pseudo`'s gettext catalog its msgids: the project's `.pot`
/// template when there is one, else the newest catalog by its header, never simply the first
/// by name; the choice is said on standard error.
final class PseudoGettextTemplateTests: XCTestCase {
    /// A gettext catalog with a header of those dates and an entry per msgid, each translated
    /// as `msgstr` (empty in a template).
    private func catalog(language: String, created: String, revised: String?, entries: [(String, String)]) -> String {
        var text = """
        # Trail Notes translations.
        msgid ""
        msgstr ""
        "Project-Id-Version: trailnotes 2.1\\n"
        "POT-Creation-Date: \(created)\\n"

        """
        if let revised { text += "\"PO-Revision-Date: \(revised)\\n\"\n" }
        text += """
        "Language: \(language)\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"

        """
        for (msgid, msgstr) in entries { text += "\n#: src/main.c:12\nmsgid \"\(msgid)\"\nmsgstr \"\(msgstr)\"\n" }
        return text
    }

    private func project(_ files: [String: String]) throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    /// The msgids of a catalog, in order, without the header's.
    private func msgids(_ url: URL) throws -> [String] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("msgid \"") && $0 != "msgid \"\"" }.map(String.init)
    }

    /// A stale catalog first by name (2022, two msgids of four), and two current ones whose
    /// POT-Creation-Date differs by half an hour once their offsets are read.
    private var catalogs: [String: String] {
        [
            "po/ab.po": catalog(language: "ab", created: "2022-03-01 10:00+0000", revised: "2022-04-01 10:00+0000",
                                entries: [("New trail", "Амҩа ҿыц"), ("Save", "Еиқәырхатәуп")]),
            "po/de.po": catalog(language: "de", created: "2024-06-01 09:00+0200", revised: "2024-06-20 10:00+0200",
                                entries: [("New trail", "Neuer Weg"), ("Save", "Sichern"), ("Share route", "Route teilen"), ("Delete", "Löschen")]),
            "po/fr.po": catalog(language: "fr", created: "2024-06-01 07:30+0000", revised: "2024-06-02 10:00+0000",
                                entries: [("New trail", "Nouveau sentier"), ("Save", ""), ("Share route", "Partager"), ("Delete", "Supprimer"),
                                          ("Elevation", "Altitude")]),
        ]
    }

    func testTheNewestCatalogByItsHeaderIsTheTemplateNotTheFirstByName() throws {
        let directory = try project(catalogs)
        let result = try MarkupcRunner.run(["pseudo", "po", "--locale", "en-XA"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        // de.po's 09:00+0200 is 07:00 UTC: fr.po's 07:30 UTC is newer.
        XCTAssertEqual(result.stderr, "pseudo: msgids from 'po/fr.po' (the newest catalog: POT-Creation-Date 2024-06-01 07:30+0000) for 'po/en_XA.po'\n"
                       + "pseudo: en-XA: rewrote 5 source strings, wrote 1 file\n")
        XCTAssertEqual(try msgids(directory.appendingPathComponent("po/en_XA.po")),
                       [#"msgid "New trail""#, #"msgid "Save""#, #"msgid "Share route""#, #"msgid "Delete""#, #"msgid "Elevation""#])
        XCTAssertTrue(try String(contentsOf: directory.appendingPathComponent("po/en_XA.po"), encoding: .utf8)
            .contains("msgid \"Save\"\nmsgstr \"[Šåṽé o]\"\n"), "an entry the template leaves untranslated is rewritten too")
    }

    func testThePotTemplateIsUsedWhenThereIsOne() throws {
        var files = catalogs
        files["po/trailnotes.pot"] = catalog(language: "", created: "2024-07-01 12:00+0000", revised: nil,
                                             entries: [("New trail", ""), ("Save", ""), ("Share route", ""), ("Delete", ""), ("Elevation", ""),
                                                       ("Export GPX", "")])
        let directory = try project(files)
        let result = try MarkupcRunner.run(["pseudo", "po", "--locale", "en-XA", "--locale", "ar-XB"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "pseudo: msgids from 'po/trailnotes.pot' (the template) for 'po/en_XA.po', 'po/ar_XB.po'\n"
                       + "pseudo: en-XA, ar-XB: rewrote 6 source strings, wrote 2 files\n")
        XCTAssertEqual(try msgids(directory.appendingPathComponent("po/en_XA.po")).last, #"msgid "Export GPX""#)
        XCTAssertEqual(try msgids(directory.appendingPathComponent("po/ar_XB.po")).count, 6)

        // One folder per language: the template sits above the language folders.
        let layered = try project([
            "locale/trailnotes.pot": files["po/trailnotes.pot"]!,
            "locale/ab/LC_MESSAGES/trailnotes.po": catalogs["po/ab.po"]!,
            "locale/de/LC_MESSAGES/trailnotes.po": catalogs["po/de.po"]!,
        ])
        let run = try MarkupcRunner.run(["pseudo", "locale", "--locale", "en-XA"], directory: layered)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "pseudo: msgids from 'locale/trailnotes.pot' (the template) for 'locale/en_XA/LC_MESSAGES/trailnotes.po'\n"
                       + "pseudo: en-XA: rewrote 6 source strings, wrote 1 file\n")
        XCTAssertEqual(try msgids(layered.appendingPathComponent("locale/en_XA/LC_MESSAGES/trailnotes.po")).count, 6)
        XCTAssertFalse(FileManager.default.fileExists(atPath: layered.appendingPathComponent("locale/en_XA.po").path))

        // A template with no catalog yet is the template of its own pseudo-locale catalog.
        let fresh = try project(["po/trailnotes.pot": files["po/trailnotes.pot"]!, "po/POTFILES.in": "src/main.c\n"])
        let first = try MarkupcRunner.run(["pseudo", "po", "--locale", "en-XA"], directory: fresh)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertEqual(first.stderr, "pseudo: msgids from 'po/trailnotes.pot' (the template) for 'po/en_XA.po'\n"
                       + "pseudo: en-XA: rewrote 6 source strings, wrote 1 file\n")
        XCTAssertEqual(try msgids(fresh.appendingPathComponent("po/en_XA.po")).count, 6)
    }
}

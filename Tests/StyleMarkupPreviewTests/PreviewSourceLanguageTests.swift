import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint
@testable import StyleMarkupPreview

/// A PO file's `msgid`s are the source language's, never the file's own language's: the
/// header's `X-Source-Language`, else the template's, else `--source-language`, else `en`.
final class PreviewSourceLanguageTests: XCTestCase {
    private func folder(_ files: [String: String]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-source-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    private static func po(_ language: String?, _ translation: String, sourceLanguage: String? = nil) -> String {
        """
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"
        \(language.map { "\"Language: \($0)\\n\"\n" } ?? "")\(sourceLanguage.map { "\"X-Source-Language: \($0)\\n\"\n" } ?? "")
        msgid "Open the file"
        msgstr "\(translation)"

        """
    }

    private static let template = """
    msgid ""
    msgstr ""
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Language: es\\n"

    msgid "Abrir el archivo"
    msgstr ""

    """

    private func table(_ directory: URL, sourceLanguage: String? = nil) throws -> (PreviewPage.Table, [String: String]) {
        let preview = Previewer(styleBook: .default, sourceLanguage: sourceLanguage).preview(paths: [directory.path])
        let table = try XCTUnwrap(preview.page.tables.first)
        let row = try XCTUnwrap(table.rows.first)
        var cells: [String: String] = [:]
        for (language, forms) in row.cells { cells[language] = forms.map(\.string.value).joined(separator: " | ") }
        return (table, cells)
    }

    func testMsgidsWithoutASourceLanguageAreNotShownAsTheTranslationsLanguage() throws {
        let directory = try folder(["po/de.po": Self.po("de", "Datei öffnen"), "po/fr.po": Self.po("fr", "Ouvrir le fichier")])
        let (table, cells) = try table(directory)
        XCTAssertEqual(table.developmentLanguage, "en")
        XCTAssertEqual(table.languages, ["en", "de", "fr"])
        XCTAssertEqual(cells, ["en": "Open the file", "de": "Datei öffnen", "fr": "Ouvrir le fichier"])
        let page = String(decoding: Previewer(styleBook: .default).preview(paths: [directory.path]).html(), as: UTF8.self)
        XCTAssertTrue(page.contains("data-language=\"en\">en <small>(development)</small>"), page)
        XCTAssertFalse(page.contains("data-language=\"de\">de <small>(development)</small>"), page)
    }

    func testTheSourceLanguageOptionNamesTheMsgids() throws {
        let directory = try folder(["po/de.po": Self.po("de", "Datei öffnen")])
        let (table, cells) = try table(directory, sourceLanguage: "en-GB")
        XCTAssertEqual(table.developmentLanguage, "en-GB")
        XCTAssertEqual(cells, ["en-GB": "Open the file", "de": "Datei öffnen"])
    }

    func testTheTemplateNamesTheMsgidsBeforeTheOptionAndTheHeaderBeforeBoth() throws {
        let directory = try folder(["po/de.po": Self.po("de", "Datei öffnen"), "po/app.pot": Self.template,
                                    "other/locale/fr/LC_MESSAGES/app.po": Self.po("fr", "Ouvrir"), "other/locale/app.pot": Self.template,
                                    "own/de.po": Self.po("de", "Öffnen", sourceLanguage: "it"), "own/app.pot": Self.template])
        for option in [nil, "en"] {
            let preview = Previewer(styleBook: .default, sourceLanguage: option).preview(paths: [directory.path])
            let tables = Dictionary(uniqueKeysWithValues: preview.page.tables.map { ($0.name, $0) })
            XCTAssertEqual(tables["po"]?.languages, ["es", "de"], "\(option ?? "-")")
            XCTAssertEqual(tables["app"]?.languages, ["es", "fr"], "\(option ?? "-")")
            XCTAssertEqual(tables["own"]?.languages, ["it", "de"], "\(option ?? "-")")
        }
    }
}

import Foundation
import XCTest
import StyleMarkup

/// The "Localized strings" example of Docs/Library.md, run as written, with the results it claims.
final class LocalizationDocumentationTests: XCTestCase {
    func testLibraryGuideExample() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let guide = try String(contentsOf: root.appendingPathComponent("Docs/Library.md"), encoding: .utf8)
        XCTAssertTrue(guide.contains(#"welcome.makeText()                   // "Hallo <b>Bob</b>, hier tippen": arguments stay text"#))

        let table = LocalizedMarkupTable(
            developmentLanguage: "en",
            styleBookJSON: #"{"b": {"font": {"weight": "bold"}}, "help": {"action": "open-help"}}"#,
            strings: [
                "welcome": ["en": .format("Hello <b>%1$@</b>, <help>tap here</help>"),
                            "de": .format("Hallo <b>%1$@</b>, <help>hier tippen</help>")],
                "files": ["en": .plural(argument: 1, forms: [.one: .format("%1$lld file"), .other: .format("%1$lld files")])],
            ])
        let welcome = table.string("welcome", arguments: [.text("<b>Bob</b>")], locale: Locale(identifier: "de-AT"))
        XCTAssertEqual(welcome.language, "de")
        XCTAssertEqual(welcome.makeText(), "Hallo <b>Bob</b>, hier tippen")
        XCTAssertEqual(welcome.action(atUTF16Offset: 20), "open-help")
        XCTAssertEqual(table.string("files", arguments: [.integer(1)]).makeText(), "1 file")
        XCTAssertEqual(PluralRules.category(for: 22, language: "ru"), .few)
    }
}

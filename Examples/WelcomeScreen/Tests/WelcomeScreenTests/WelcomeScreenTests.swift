import Foundation
import StyleMarkup
import XCTest
@testable import WelcomeScreen

/// The resources the MarkupcPlugin compiled at build time load from `Bundle.module` with the
/// runs the style book gives.
final class WelcomeScreenTests: XCTestCase {
    func testWelcomeJSONIsInTheBundle() throws {
        let url = try XCTUnwrap(Bundle.module.url(forResource: "Welcome", withExtension: "json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertEqual(object["offsets"] as? String, "utf16")
        XCTAssertEqual((object["tags"] as? [[String: Any]])?.compactMap { $0["name"] as? String }, ["title", "name", "start"])
        // The sources are compiled, not copied.
        XCTAssertNil(Bundle.module.url(forResource: "Welcome", withExtension: "markup"))
    }

    func testWelcomeRuns() throws {
        // Read back by the library itself: no model of the app's own.
        let welcome = try WelcomeStrings.compiled("Welcome")
        // Welcome.markup ends with a line break, as editors save files: it ends the file and is not text.
        XCTAssertEqual(welcome.makeText(), "Welcome, friend! 👋\nTap Get started to begin.")
        let body = StyleAttributes(font: FontAttributes(textStyle: .body))
        let title = StyleAttributes(font: FontAttributes(weight: 700, textStyle: .largeTitle))
        let name = StyleAttributes(font: FontAttributes(weight: 700, italic: true, textStyle: .largeTitle))
        let start = StyleAttributes(font: FontAttributes(textStyle: .body), color: Color(red: 0, green: 0x7a, blue: 0xff),
                                    underline: LineStyle(.single), action: "start")
        XCTAssertEqual(welcome.runs.map(\.range.utf16), [0..<9, 9..<15, 15..<19, 19..<24, 24..<35, 35..<45])
        XCTAssertEqual(welcome.runs.map(\.attributes), [title, name, title, body, start, body])   // "! 👋" is 4 UTF-16 units
        XCTAssertEqual(welcome.makeTags().map(\.name), ["title", "name", "start"])
        XCTAssertEqual(welcome.action(atUTF16Offset: 30), "start")
        XCTAssertNil(welcome.action(atUTF16Offset: 3))
    }

    func testActionBecomesALinkTheViewsCanTap() throws {
        let welcome = try WelcomeStrings.compiled("Welcome")
        let presentation = ApplePresentation()
        let run = try XCTUnwrap(welcome.run(atUTF16Offset: 30))
        XCTAssertEqual(presentation.link(for: run.attributes)?.absoluteString, "markup-action:start")
    }

    func testLegalTextIsRTF() throws {
        let rtf = String(decoding: try LegalText.rtf(named: "Terms"), as: UTF8.self)
        XCTAssertTrue(rtf.hasPrefix("{\\rtf1"), rtf)
        XCTAssertTrue(rtf.contains("HYPERLINK \"https://example.com/terms\""), rtf)
        XCTAssertTrue(rtf.contains("Terms & Conditions"), rtf)
        XCTAssertNil(Bundle.module.url(forResource: "Terms", withExtension: "json"))
    }
}

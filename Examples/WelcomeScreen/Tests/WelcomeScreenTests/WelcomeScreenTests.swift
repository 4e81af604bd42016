import Foundation
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
        let welcome = try CompiledString.named("Welcome")
        XCTAssertEqual(welcome.text, "Welcome, friend! 👋\nTap Get started to begin.")
        let body = CompiledString.Font(textStyle: "body")
        let title = CompiledString.Font(weight: 700, textStyle: "largeTitle")
        let name = CompiledString.Font(weight: 700, italic: true, textStyle: "largeTitle")
        XCTAssertEqual(welcome.runs, [
            .init(start: 0, length: 9, attributes: .init(font: title)),          // "Welcome, "
            .init(start: 9, length: 6, attributes: .init(font: name)),           // "friend"
            .init(start: 15, length: 4, attributes: .init(font: title)),         // "! 👋" (the emoji is 2 UTF-16 units)
            .init(start: 19, length: 5, attributes: .init(font: body)),          // "\nTap "
            .init(start: 24, length: 11, attributes: .init(action: "start", color: "#007aff", font: body)),
            .init(start: 35, length: 10, attributes: .init(font: body)),         // " to begin."
        ])
        XCTAssertEqual(welcome.action(atUTF16Offset: 30), "start")
        XCTAssertNil(welcome.action(atUTF16Offset: 3))
        XCTAssertEqual(welcome.runs.last.map { $0.start + $0.length }, welcome.text.utf16.count)
    }

    func testLegalTextIsRTF() throws {
        let rtf = String(decoding: try LegalText.rtf(named: "Terms"), as: UTF8.self)
        XCTAssertTrue(rtf.hasPrefix("{\\rtf1"), rtf)
        XCTAssertTrue(rtf.contains("HYPERLINK \"https://example.com/terms\""), rtf)
        XCTAssertTrue(rtf.contains("Terms & Conditions"), rtf)
        XCTAssertNil(Bundle.module.url(forResource: "Terms", withExtension: "json"))
    }
}

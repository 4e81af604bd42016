import Foundation
import XCTest
import StyleMarkup

/// Action names read back as the cases of a `String` enum, as the generated `MarkupAction` is.
final class TypedActionsTests: XCTestCase {
    private enum Action: String, CaseIterable {
        case openHelp = "open-help"
        case terms
    }

    func testActionLinksGiveEnumCases() throws {
        let links = try XCTUnwrap(ActionLinks())
        XCTAssertEqual(links.action(Action.self, for: links.url(forAction: "open-help")), .openHelp)
        XCTAssertEqual(links.action(Action.self, for: links.url(forAction: "terms")), .terms)
        XCTAssertNil(links.action(Action.self, for: links.url(forAction: "removed")), "a name the enum lacks")
        XCTAssertNil(links.action(Action.self, for: try XCTUnwrap(URL(string: "https://example.com/terms"))), "a real link")
    }

    func testStyledStringAndCompiledTextHitTestToEnumCases() {
        let table = LocalizedMarkupTable(developmentLanguage: "en",
                                         styleBookJSON: #"{"help": {"action": "open-help"}, "old": {"action": "gone"}, "terms": {"action": "terms"}}"#,
                                         strings: ["k": ["en": .format("<help>Help</help> <old>Old</old> <terms>Terms</terms> plain")]])
        let string = table.string("k", arguments: [], locale: Locale(identifier: "en"))
        XCTAssertEqual(string.action(Action.self, atUTF16Offset: 0), .openHelp)
        XCTAssertNil(string.action(Action.self, atUTF16Offset: 5), "an action the enum does not name")
        XCTAssertEqual(string.action(atUTF16Offset: 5), "gone")
        XCTAssertEqual(string.compiled.action(Action.self, atUTF16Offset: 9), .terms)
        XCTAssertNil(string.action(Action.self, atUTF16Offset: 16), "no action on plain text")
        XCTAssertNil(string.action(Action.self, atUTF16Offset: 99), "past the end")
    }
}

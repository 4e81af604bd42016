import Foundation
import StyleMarkup
import StyleMarkupUI
import SwiftUI
import XCTest

/// `Text(markup:)` for a localized `StyledString`, and `onMarkupAction(_:)` routing taps to an
/// action enum as the generated `MarkupAction` is. (Main-actor bodies run with
/// `MainActor.assumeIsolated`, as in MarkupActionModifierTests.)
final class SwiftUIStyledStringTests: XCTestCase {
    private enum MarkupAction: String, CaseIterable {
        case openHelp = "open-help"
    }

    private static let table = LocalizedMarkupTable(
        developmentLanguage: "en",
        styleBookJSON: #"{"help": {"action": "open-help"}, "old": {"action": "removed"}}"#,
        strings: ["welcome": ["en": .format("Hi %1$@, <help>tap here</help> <old>old</old> <a href=\"https://example.com\">web</a>")]])

    func testTextOfAStyledStringIsTheRenderersOfItsCompiledText() {
        let styled = Self.table.string("welcome", arguments: [.text("<help>Eve</help>")], locale: Locale(identifier: "en"))
        XCTAssertEqual(Text(markup: styled), SwiftUIMarkupRenderer().text(styled.compiled))
        XCTAssertEqual(SwiftUIMarkupRenderer().text(styled), SwiftUIMarkupRenderer().text(styled.compiled))
        guard case .attributed(let string)? = Text(markup: styled).pieces.first else { return XCTFail("one attributed piece") }
        XCTAssertEqual(String(string.characters), "Hi <help>Eve</help>, tap here old web")
    }

    func testTapsReachTheActionEnum() throws {
        try MainActor.assumeIsolated {
            let styled = Self.table.string("welcome", arguments: [.text("Eve")], locale: Locale(identifier: "en"))
            let text = Text(markup: styled)
            var actions: [MarkupAction] = []
            var unknown: [String] = []
            let view = text.onMarkupAction(MarkupAction.self, unknownAction: { unknown.append($0) }) { action in
                switch action {
                case .openHelp: actions.append(action)
                }
            }
            let environment = try XCTUnwrap(view as? StandInEnvironmentView<Text>).environment
            var links: [URL] = []
            for piece in text.pieces {
                if case .attributed(let string) = piece { links += string.runs.compactMap(\.link) }
            }
            XCTAssertEqual(links.map(\.absoluteString), ["markup-action:open-help", "markup-action:removed", "https://example.com"])
            XCTAssertEqual(links.map { environment.openURL.standInOpen($0) }, [.handled, .handled, .systemAction])
            XCTAssertEqual(actions, [.openHelp])
            XCTAssertEqual(unknown, ["removed"])
        }
    }
}

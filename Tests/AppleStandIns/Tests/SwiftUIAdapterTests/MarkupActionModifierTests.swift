import Foundation
import StyleMarkup
import StyleMarkupUI
import SwiftUI
import XCTest

/// `onMarkupAction` puts an `OpenURLAction` into the environment that routes action links to the
/// app's handler and real links to the system. (XCTest on Linux cannot run main-actor test
/// methods; each body runs on the main actor, where XCTest runs tests anyway.)
final class MarkupActionModifierTests: XCTestCase {
    func testTwoTappableActionsAndARealLink() throws {
        try MainActor.assumeIsolated {
            // "By signing up you agree to our Terms & Conditions and Privacy Policy" in SwiftUI.
            let book = try StyleBook(json: #"{"terms": {"action": "terms"}, "privacy": {"action": "privacy"}}"#)
            let text = try SwiftUIMarkupRenderer().text(
                markup: #"By signing up you agree to our <terms>Terms & Conditions</terms> and <privacy>Privacy Policy</privacy>. <a href="https://example.com">Help</a>"#,
                styleBook: book)
            var tapped: [String] = []
            let view = text.onMarkupAction { tapped.append($0) }
            let environment = try XCTUnwrap(view as? StandInEnvironmentView<Text>).environment
            var links: [URL] = []
            for piece in text.pieces {
                if case .attributed(let string) = piece { links += string.runs.compactMap(\.link) }
            }
            XCTAssertEqual(links.map(\.absoluteString), ["markup-action:terms", "markup-action:privacy", "https://example.com"])
            XCTAssertEqual(links.map { environment.openURL.standInOpen($0) }, [.handled, .handled, .systemAction])
            XCTAssertEqual(tapped, ["terms", "privacy"])
        }
    }

    func testRealLinksCanBeKeptInTheApp() {
        MainActor.assumeIsolated {
            var opened: [URL] = []
            var tapped: [String] = []
            let action = MarkupActions.openURLAction(ActionLinks(scheme: "myapp-action")!, openLink: { opened.append($0); return .discarded }) { tapped.append($0) }
            XCTAssertEqual(action.standInOpen(URL(string: "myapp-action:date%2012%2F31")!), .handled)
            XCTAssertEqual(action.standInOpen(URL(string: "markup-action:other")!), .discarded, "another scheme is a real link here")
            XCTAssertEqual(action.standInOpen(URL(string: "wtdatelink://?date=12_31_2000")!), .discarded)
            XCTAssertEqual(tapped, ["date 12/31"])
            XCTAssertEqual(opened.map(\.absoluteString), ["markup-action:other", "wtdatelink://?date=12_31_2000"])
        }
    }
}

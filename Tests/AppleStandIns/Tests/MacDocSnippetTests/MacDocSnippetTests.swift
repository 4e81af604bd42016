import AppKit
import StyleMarkup
import XCTest
@testable import MacDocSnippets

/// The Mac snippet of Docs/Apple.md routes a click on an action.
final class MacDocSnippetTests: XCTestCase {
    static let markup = "By signing up you agree to our <terms>Terms & Conditions</terms>."

    func testMacTerms() throws {
        let book = try StyleBook(json: ##"{"link": {"color": "#007aff", "underline": "single"}, "terms": {"action": "terms"}}"##)
        try MainActor.assumeIsolated {
            var clicked: [String] = []
            let terms = try MacTerms(markup: Self.markup, styleBook: book) { clicked.append($0) }
            XCTAssertTrue(terms.router.textView(NSTextView(), clickedOnLink: "markup-action:terms", at: 0))
            XCTAssertEqual(clicked, ["terms"])
            XCTAssertEqual(terms.attributedString.string, "By signing up you agree to our Terms & Conditions.")
        }
    }
}

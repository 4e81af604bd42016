import AppKit
import StyleMarkup
import XCTest
@testable import DocSnippets
@testable import MacDocSnippets

/// The Mac snippet of Docs/Apple.md routes a click on an action.
final class MacDocSnippetTests: XCTestCase {
    func testMacTerms() throws {
        try MainActor.assumeIsolated {
            var clicked: [String] = []
            let terms = try MacTerms(markup: SignUp.markup, styleBook: SignUp.styleBook()) { clicked.append($0) }
            XCTAssertTrue(terms.router.textView(NSTextView(), clickedOnLink: "markup-action:terms", at: 0))
            XCTAssertEqual(clicked, ["terms"])
            XCTAssertEqual(terms.attributedString.string, try MarkupCompiler(styleBook: SignUp.styleBook()).compile(SignUp.markup).text)
        }
    }
}

import Foundation
import StyleMarkup
import StyleMarkupUI
import UIKit
import XCTest

/// A localized `StyledString` in a UIKit text view, and taps routed to an action enum as the
/// generated `MarkupAction` is. (Main-actor bodies run with `MainActor.assumeIsolated`, as in
/// UIKitTextViewTests.)
final class UIKitStyledStringTests: XCTestCase, @unchecked Sendable {
    private enum MarkupAction: String, CaseIterable {
        case openHelp = "open-help"
        case terms
    }

    private static let table = LocalizedMarkupTable(
        developmentLanguage: "en",
        styleBookJSON: #"{"b": {"font": {"weight": "bold"}}, "help": {"action": "open-help"}, "terms": {"action": "terms"}, "old": {"action": "removed"}}"#,
        strings: ["welcome": [
            "en": .format("Hello <b>%1$@</b>, <help>tap here</help> or <terms>read</terms> <old>old</old>"),
            "he": .format("שלום <b>%1$@</b>, <help>הקש כאן</help> או <terms>קרא</terms> <old>ישן</old>"),
        ]])

    func testAttributedStringOfAStyledStringIsTheRenderersOfItsCompiledText() throws {
        try MainActor.assumeIsolated {
            for language in ["en", "he"] {
                let styled = Self.table.string("welcome", arguments: [.text("<b>Bob</b> &amp;")], locale: Locale(identifier: language))
                XCTAssertNil(styled.problem)
                let renderer = UIKitMarkupRenderer()
                let string = renderer.attributedString(styled)
                XCTAssertEqual(string.string, styled.makeText())
                XCTAssertTrue(string.string.contains("<b>Bob</b> &amp;"), "the argument stays text")
                // The same runs with the same attributes as the renderer gives the compiled text
                // (UIFont and UIColor are objects, so the keys and run ranges are compared).
                XCTAssertEqual(runs(string), runs(renderer.attributedString(styled.compiled)))
                XCTAssertEqual(runs(string).map(\.range), styled.makeRuns().map(\.range.nsRange))
                let boldOffset = (styled.makeText() as NSString).range(of: "<b>Bob").location
                let font = try XCTUnwrap(string.attribute(.font, at: boldOffset, effectiveRange: nil) as? UIFont)
                XCTAssertEqual(font.requestedWeight, .bold)
            }
        }
    }

    private struct RunKeys: Equatable {
        var range: NSRange
        var keys: Set<String>
    }

    private func runs(_ string: NSAttributedString) -> [RunKeys] {
        var result: [RunKeys] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length)) { attributes, range, _ in
            result.append(RunKeys(range: range, keys: Set(attributes.keys.map(\.rawValue))))
        }
        return result
    }

    func testTapsReachTheActionEnum() throws {
        try MainActor.assumeIsolated {
            let styled = Self.table.string("welcome", arguments: [.text("<help>Eve</help>")], locale: Locale(identifier: "en"))
            let textView = UITextView()
            textView.attributedText = UIKitMarkupRenderer().attributedString(styled)
            var actions: [MarkupAction] = []
            var unknown: [String] = []
            let router = MarkupTextViewDelegate(actions: MarkupAction.self, onUnknownAction: { unknown.append($0) }) { action in
                switch action {
                case .openHelp, .terms: actions.append(action)
                }
            }
            @MainActor func tap(_ word: String) throws -> Bool {
                let offset = (styled.makeText() as NSString).range(of: word).location
                let url = try XCTUnwrap(textView.attributedText.attribute(.link, at: offset, effectiveRange: nil) as? URL, word)
                return router.textView(textView, shouldInteractWith: url, in: NSRange(location: offset, length: 1), interaction: .invokeDefaultAction)
            }
            XCTAssertFalse(try tap("tap here"))
            XCTAssertFalse(try tap("read"))
            XCTAssertFalse(try tap("old"))
            XCTAssertEqual(actions, [.openHelp, .terms])
            XCTAssertEqual(unknown, ["removed"])
            // The argument "<help>Eve</help>" is text: no link on it.
            let eve = (styled.makeText() as NSString).range(of: "Eve").location
            XCTAssertNil(textView.attributedText.attribute(.link, at: eve, effectiveRange: nil))
        }
    }
}

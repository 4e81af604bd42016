import AppKit
import Foundation
import StyleMarkup
import StyleMarkupUI
import XCTest

/// A localized `StyledString` through the AppKit renderer.
final class AppKitStyledStringTests: XCTestCase {
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

    func testAttributedStringOfAStyledString() throws {
        let table = LocalizedMarkupTable(
            developmentLanguage: "en",
            styleBookJSON: #"{"b": {"font": {"weight": "bold"}}, "help": {"action": "open-help"}}"#,
            strings: ["welcome": ["en": .format("Hello <b>%1$@</b>, <help>tap here</help>"),
                                  "ar": .format("مرحبا <b>%1$@</b>، <help>اضغط هنا</help>")]])
        for language in ["en", "ar"] {
            let styled = table.string("welcome", arguments: [.text("<i>Ann</i>")], locale: Locale(identifier: language))
            let renderer = AppKitMarkupRenderer()
            let string = renderer.attributedString(styled)
            XCTAssertEqual(string.string, styled.makeText())
            // The same runs with the same attribute keys as the renderer gives the compiled text
            // (NSFont and NSColor are objects, so keys and run ranges are compared).
            XCTAssertEqual(runs(string), runs(renderer.attributedString(styled.compiled)))
            XCTAssertEqual(runs(string).map(\.range), styled.makeRuns().map(\.range.nsRange))
            let offset = (styled.makeText() as NSString).range(of: "<i>Ann</i>").location
            let font = try XCTUnwrap(string.attribute(.font, at: offset, effectiveRange: nil) as? NSFont)
            XCTAssertEqual(font.requestedWeight, .bold)
            let actionOffset = (styled.makeText() as NSString).range(of: language == "en" ? "tap" : "اضغط").location
            let link = try XCTUnwrap(string.attribute(.link, at: actionOffset, effectiveRange: nil) as? URL)
            XCTAssertEqual(link.absoluteString, "markup-action:open-help")
        }
    }

    private enum MarkupAction: String, CaseIterable {
        case openHelp = "open-help"
    }

    func testClicksReachTheActionEnum() {
        MainActor.assumeIsolated {
            let table = LocalizedMarkupTable(developmentLanguage: "en",
                                             styleBookJSON: #"{"help": {"action": "open-help"}, "old": {"action": "removed"}}"#,
                                             strings: ["k": ["en": .format("<help>Help</help> <old>Old</old>")]])
            let styled = table.string("k", arguments: [], locale: Locale(identifier: "en"))
            let string = AppKitMarkupRenderer().attributedString(styled)
            var actions: [MarkupAction] = []
            var unknown: [String] = []
            let router = MarkupNSTextViewDelegate(actions: MarkupAction.self, onUnknownAction: { unknown.append($0) }) { action in
                switch action {
                case .openHelp: actions.append(action)
                }
            }
            for offset in [0, 5] {
                let link = string.attribute(.link, at: offset, effectiveRange: nil)
                XCTAssertTrue(router.textView(NSTextView(), clickedOnLink: link as Any, at: offset))
            }
            XCTAssertEqual(actions, [.openHelp])
            XCTAssertEqual(unknown, ["removed"])
            XCTAssertFalse(router.textView(NSTextView(), clickedOnLink: URL(string: "https://example.com")!, at: 0))
        }
    }
}

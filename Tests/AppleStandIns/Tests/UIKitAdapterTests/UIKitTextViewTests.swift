import Foundation
import StyleMarkup
import StyleMarkupUI
import UIKit
import XCTest

/// The text view set up like a label, and taps on actions and links routed by the delegate helper.
/// (XCTest on Linux cannot run main-actor test methods; each test runs its body on the main
/// actor, where XCTest runs tests anyway.)
final class UIKitTextViewTests: XCTestCase {
    func testConfiguredLikeALabel() {
        MainActor.assumeIsolated {
            let textView = UITextView()
            textView.configureAsMarkupLabel()
            XCTAssertFalse(textView.isEditable)
            XCTAssertTrue(textView.isSelectable, "links need a selectable text view")
            XCTAssertFalse(textView.isScrollEnabled, "so Auto Layout sizes it to its text")
            XCTAssertEqual(textView.textContainerInset, .zero)
            XCTAssertEqual(textView.textContainer.lineFragmentPadding, 0)
            XCTAssertEqual(textView.backgroundColor?.alpha, 0)
            XCTAssertTrue(textView.adjustsFontForContentSizeCategory)
            XCTAssertTrue(textView.linkTextAttributes.isEmpty, "links keep the style book's colors")
        }
    }

    func testTapsOnTwoActionsAndARealLink() throws {
        try MainActor.assumeIsolated {
            // "By signing up you agree to our Terms & Conditions and Privacy Policy", as a tappable UITextView.
            let book = try StyleBook(json: #"{"terms": {"action": "terms"}, "privacy": {"action": "privacy"}}"#)
            let compiled = try MarkupCompiler(styleBook: book).compile(
                "By signing up you agree to our <terms>Terms & Conditions</terms> and <privacy>Privacy Policy</privacy>. <a href=\"https://example.com/help\">Help</a>")
            let textView = UITextView()
            textView.configureAsMarkupLabel()
            textView.attributedText = UIKitMarkupRenderer().attributedString(compiled)
            var actions: [String] = []
            var links: [URL] = []
            let router = MarkupTextViewDelegate(onLink: { links.append($0); return .systemAction }, onAction: { actions.append($0) })
            textView.delegate = router
            XCTAssertTrue(textView.delegate === router)

            // UIKit calls the delegate with the link at the tapped character; find each one's link.
            @MainActor func tap(_ word: String, _ interaction: UITextItemInteraction = .invokeDefaultAction) throws -> Bool {
                let offset = (compiled.makeText() as NSString).range(of: word).location
                let link = textView.attributedText.attribute(.link, at: offset, effectiveRange: nil)
                let url = try XCTUnwrap(link as? URL)
                return router.textView(textView, shouldInteractWith: url, in: NSRange(location: offset, length: 1), interaction: interaction)
            }
            XCTAssertFalse(try tap("Conditions"), "an action never reaches the system")
            XCTAssertFalse(try tap("Policy"))
            XCTAssertFalse(try tap("Privacy", .presentActions), "a long press runs nothing")
            XCTAssertEqual(actions, ["terms", "privacy"])
            XCTAssertTrue(try tap("Help"), "a real link goes to the system")
            XCTAssertEqual(links, [URL(string: "https://example.com/help")!])
            XCTAssertTrue(try tap("Help", .presentActions), "a long press on a real link shows the system's menu")
            XCTAssertEqual(links.count, 1, "and does not call onLink")

            // A handler may keep real links in the app instead.
            router.onLink = { _ in .handled }
            XCTAssertFalse(try tap("Help"))
        }
    }

    func testCustomSchemeDateLinks() throws {
        try MainActor.assumeIsolated {
            // WTDateLink://?date=12_31_2000 kept as written: a real link with the app's own scheme.
            let book = try StyleBook(json: ##"{"$linkSchemes": ["https", "wtdatelink"], "date": {"color": "#0000ff"}}"##)
            let compiled = try MarkupCompiler(styleBook: book).compile(#"Due <date href="WTDateLink://?date=12_31_2000">December 31</date>"#)
            let string = UIKitMarkupRenderer().attributedString(compiled)
            let url = try XCTUnwrap(string.attribute(.link, at: 5, effectiveRange: nil) as? URL)
            XCTAssertEqual(url.absoluteString, "WTDateLink://?date=12_31_2000")
            var opened: [String] = []
            let router = MarkupTextViewDelegate(onLink: { url in
                opened.append(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first?.value ?? "")
                return .handled
            }, onAction: { _ in XCTFail("not an action") })
            XCTAssertFalse(router.textView(UITextView(), shouldInteractWith: url, in: NSRange(location: 4, length: 11), interaction: .invokeDefaultAction))
            XCTAssertEqual(opened, ["12_31_2000"])
        }
    }

    func testACustomActionScheme() throws {
        try MainActor.assumeIsolated {
            let links = try XCTUnwrap(ActionLinks(scheme: "myapp-action"))
            let renderer = UIKitMarkupRenderer(presentation: ApplePresentation(actionLinks: links))
            let string = try renderer.attributedString(markup: "<help>Help</help>", styleBook: StyleBook(json: #"{"help": {"action": "help"}}"#))
            let url = try XCTUnwrap(string.attribute(.link, at: 0, effectiveRange: nil) as? URL)
            XCTAssertEqual(url.absoluteString, "myapp-action:help")
            var got: [String] = []
            let router = MarkupTextViewDelegate(actionLinks: links) { got.append($0) }
            XCTAssertEqual(router.handle(url, isTap: true), .handled)
            XCTAssertEqual(got, ["help"])
            // The default scheme's links are real links to a router with another scheme.
            XCTAssertEqual(router.handle(URL(string: "markup-action:help")!, isTap: true), .systemAction)
        }
    }

    /// iOS 17 and later ask for a text item's primary action and menu instead; the answers are
    /// the same as the older method's.
    func testTheIOS17TextItemPath() throws {
        try MainActor.assumeIsolated {
            let compiled = try MarkupCompiler(styleBook: StyleBook(json: #"{"terms": {"action": "terms"}}"#))
                .compile(#"<terms>Terms</terms> and <a href="https://example.com/help">Help</a>"#)
            let textView = UITextView()
            textView.attributedText = UIKitMarkupRenderer().attributedString(compiled)
            var actions: [String] = []
            var links: [URL] = []
            var linkResult = MarkupLinkResult.systemAction
            let router = MarkupTextViewDelegate(onLink: { links.append($0); return linkResult }, onAction: { actions.append($0) })
            let system = UIAction(title: "system") { _ in }
            let menu = UIMenu(title: "menu")
            @MainActor func item(_ offset: Int) throws -> UITextItem {
                let url = try XCTUnwrap(textView.attributedText.attribute(.link, at: offset, effectiveRange: nil) as? URL)
                return UITextItem(standInContent: .link(url), range: NSRange(location: offset, length: 1))
            }

            // An action: its own UIAction runs onAction; no menu on a long press.
            let termsAction = try XCTUnwrap(router.textView(textView, primaryActionFor: item(0), defaultAction: system))
            XCTAssertFalse(termsAction === system)
            XCTAssertEqual(actions, [], "asking for the action runs nothing")
            termsAction.standInPerform()
            XCTAssertEqual(actions, ["terms"])
            XCTAssertNil(router.textView(textView, menuConfigurationFor: try item(0), defaultMenu: menu))

            // A real link the handler leaves to the system: the system's action and menu.
            let help = (compiled.makeText() as NSString).range(of: "Help").location
            XCTAssertTrue(router.textView(textView, primaryActionFor: try item(help), defaultAction: system) === system)
            XCTAssertEqual(links, [URL(string: "https://example.com/help")!])
            XCTAssertTrue(router.textView(textView, menuConfigurationFor: try item(help), defaultMenu: menu)?.menu === menu)

            // A real link the handler took care of: an action that does nothing (not nil, which
            // would show a menu).
            linkResult = .handled
            let handled = try XCTUnwrap(router.textView(textView, primaryActionFor: item(help), defaultAction: system))
            XCTAssertFalse(handled === system)
            handled.standInPerform()
            XCTAssertEqual(actions, ["terms"])

            // Other text items (an attachment, a tag) keep the system's action.
            let tag = UITextItem(standInContent: .tag("x"), range: NSRange(location: 0, length: 1))
            XCTAssertTrue(router.textView(textView, primaryActionFor: tag, defaultAction: system) === system)
        }
    }
}

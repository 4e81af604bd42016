import Foundation
import StyleMarkup
import StyleMarkupUI
import UIKit
import XCTest

/// A tap or a long press on a link behaves the same on every platform the package declares (and
/// Mac Catalyst): the delegate method `LinkGestureRouting` names for the platform and system
/// version is compiled there (read from the adapters' `#if` guards), and answers a long press on
/// an action with no menu and one on a real link with the system's menu.
final class LinkGestureRoutingTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The major versions of `platform` from `minimum` on: each up to the last before Apple
    /// renumbered them all 26 (2025), then 26.
    static func versions(of platform: LinkGesturePlatform, from minimum: Int) -> [Int] {
        let lastBefore26 = switch platform {
        case .iOS, .macCatalyst, .tvOS: 18
        case .visionOS: 2
        case .watchOS: 11
        case .macOS: 15
        }
        return Array(minimum...lastBefore26) + [26]
    }

    /// Each platform `Package.swift` declares, with its minimum major version; Mac Catalyst with
    /// the iOS minimum (Catalyst apps are iOS apps in the manifest).
    static func declaredPlatforms() throws -> [LinkGesturePlatform: Int] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let declaration = try XCTUnwrap(manifest.components(separatedBy: "\n").first { $0.hasPrefix("let platforms:") })
        let pattern = try NSRegularExpression(pattern: #"\.(\w+)\(\.v(\d+)"#)
        var result: [LinkGesturePlatform: Int] = [:]
        for match in pattern.matches(in: declaration, range: NSRange(declaration.startIndex..., in: declaration)) {
            let name = (declaration as NSString).substring(with: match.range(at: 1))
            let version = Int((declaration as NSString).substring(with: match.range(at: 2)))!
            let platform = try XCTUnwrap(LinkGesturePlatform(rawValue: name), "Package.swift declares \(name), which LinkGesturePlatform lacks")
            result[platform] = version
        }
        if let iOS = result[.iOS] { result[.macCatalyst] = iOS }
        return result
    }

    func testEveryPlatformIsDeclaredAndKnown() throws {
        XCTAssertEqual(Set(try Self.declaredPlatforms().keys), Set(LinkGesturePlatform.allCases),
                       "every platform the package declares has its gestures decided, and no other")
    }

    /// Where the handler is declared: the adapter's file and a piece of its declaration.
    static func declaration(of handler: LinkGestureHandler) -> (file: String, marker: String)? {
        switch handler {
        case .textItemPrimaryAction: ("Sources/StyleMarkupUI/UIKit/UIKitMarkupTextView.swift", "primaryActionFor textItem: UITextItem")
        case .textItemMenuConfiguration: ("Sources/StyleMarkupUI/UIKit/UIKitMarkupTextView.swift", "menuConfigurationFor textItem: UITextItem")
        case .shouldInteract: ("Sources/StyleMarkupUI/UIKit/UIKitMarkupTextView.swift", "shouldInteractWith URL: URL")
        case .clickedOnLink: ("Sources/StyleMarkupUI/AppKit/AppKitMarkupRenderer.swift", "clickedOnLink link: Any")
        case .none: nil
        }
    }

    func testTheHandlerForEveryDeclaredPlatformAndVersionIsCompiledThere() throws {
        var checked = 0
        for (platform, minimum) in try Self.declaredPlatforms().sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for version in Self.versions(of: platform, from: minimum) {
                for handler in [LinkGestureRouting.tapHandler(on: platform, majorVersion: version),
                                LinkGestureRouting.longPressHandler(on: platform, majorVersion: version)] {
                    guard let (file, marker) = Self.declaration(of: handler) else { continue }
                    let source = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
                    // An app built with an SDK that has the text item API runs on every version
                    // from the minimum; one built with an older SDK runs where that API is not.
                    var sdks = [true]
                    if version < platform.firstTextItemVersion ?? Int.max { sdks.append(false) }
                    for sdkHasTextItems in sdks {
                        let conditions = CompilationConditions(platform: platform, sdkHasTextItems: sdkHasTextItems)
                        let compiled = try XCTUnwrap(try conditions.isCompiled(marker, in: source), "\(marker) is not in \(file)")
                        XCTAssertTrue(compiled, "\(platform) \(version) (\(sdkHasTextItems ? "Xcode 15 or later" : "an older SDK")): \(handler) is not compiled")
                        checked += 1
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 50, "every declared platform and version is checked")
    }

    /// What a long press shows, asked of the method that hears it, as UIKit asks it.
    @MainActor
    static func longPress(on url: URL, through handler: LinkGestureHandler, router: MarkupTextViewDelegate) -> String {
        let textView = UITextView()
        let range = NSRange(location: 0, length: 1)
        let menu = UIMenu(title: "system menu")
        switch handler {
        case .textItemMenuConfiguration:
            let configuration = router.textView(textView, menuConfigurationFor: UITextItem(standInContent: .link(url), range: range), defaultMenu: menu)
            return configuration.map { $0.menu === menu ? "system menu" : "another menu" } ?? "no menu"
        case .shouldInteract:
            return router.textView(textView, shouldInteractWith: url, in: range, interaction: .presentActions) ? "system menu" : "no menu"
        case .none:
            return "no long press"
        case .textItemPrimaryAction, .clickedOnLink:
            return "not a long-press handler"
        }
    }

    func testALongPressShowsNoMenuOnAnActionAndTheSystemMenuOnALinkEverywhere() throws {
        try MainActor.assumeIsolated {
            var ran: [String] = []
            let router = MarkupTextViewDelegate(onLink: { _ in XCTFail("a long press is not a tap"); return .handled }, onAction: { ran.append($0) })
            let action = router.actionLinks.url(forAction: "terms")
            let link = try XCTUnwrap(URL(string: "https://example.com/terms"))
            for (platform, minimum) in try Self.declaredPlatforms() {
                for version in Self.versions(of: platform, from: minimum) {
                    let handler = LinkGestureRouting.longPressHandler(on: platform, majorVersion: version)
                    let onAction = Self.longPress(on: action, through: handler, router: router)
                    let onLink = Self.longPress(on: link, through: handler, router: router)
                    switch platform {
                    case .macOS, .watchOS:
                        // No UITextView there: a Mac's NSTextView has no long press, watchOS no text view.
                        XCTAssertEqual([onAction, onLink], ["no long press", "no long press"], "\(platform) \(version)")
                    case .iOS, .macCatalyst, .tvOS, .visionOS:
                        XCTAssertEqual(onAction, "no menu", "\(platform) \(version): a long press on an action")
                        XCTAssertEqual(onLink, "system menu", "\(platform) \(version): a long press on a link")
                    }
                }
            }
            XCTAssertEqual(ran, [], "a long press runs no action")
        }
    }

    func testTapsAndLongPressesUseOneAPIFamily() throws {
        for (platform, minimum) in try Self.declaredPlatforms() {
            for version in Self.versions(of: platform, from: minimum) {
                let pair = (LinkGestureRouting.tapHandler(on: platform, majorVersion: version),
                            LinkGestureRouting.longPressHandler(on: platform, majorVersion: version))
                switch pair {
                case (.textItemPrimaryAction, .textItemMenuConfiguration), (.shouldInteract, .shouldInteract), (.clickedOnLink, .none), (.none, .none):
                    break
                default:
                    XCTFail("\(platform) \(version): a tap through \(pair.0) but a long press through \(pair.1)")
                }
            }
        }
        XCTAssertEqual(LinkGestureRouting.longPressHandler(on: .macCatalyst, majorVersion: 17), .textItemMenuConfiguration)
        XCTAssertEqual(LinkGestureRouting.longPressHandler(on: .visionOS, majorVersion: 1), .textItemMenuConfiguration)
        XCTAssertEqual(LinkGestureRouting.longPressHandler(on: .iOS, majorVersion: 16), .shouldInteract)
        XCTAssertEqual(LinkGestureRouting.longPressHandler(on: .tvOS, majorVersion: 26), .shouldInteract)
    }

    func testTheConditionsAreReadAsTheCompilerReadsThem() throws {
        let source = """
        #if canImport(UIKit) && !os(watchOS)
        #if (canImport(SwiftData) || os(Linux)) && !os(tvOS) && !targetEnvironment(macCatalyst)
        newOnly
        #elseif os(tvOS)
        tvOnly
        #else
        otherwise
        #endif
        everyUIKit
        #endif
        """
        let catalyst = CompilationConditions(platform: .macCatalyst, sdkHasTextItems: true)
        XCTAssertEqual(try catalyst.isCompiled("newOnly", in: source), false)
        XCTAssertEqual(try catalyst.isCompiled("otherwise", in: source), true)
        XCTAssertEqual(try catalyst.isCompiled("everyUIKit", in: source), true)
        XCTAssertEqual(try catalyst.isCompiled("absent", in: source), nil)
        let iOS = CompilationConditions(platform: .iOS, sdkHasTextItems: true)
        XCTAssertEqual(try iOS.isCompiled("newOnly", in: source), true)
        XCTAssertEqual(try iOS.isCompiled("otherwise", in: source), false)
        XCTAssertEqual(try CompilationConditions(platform: .iOS, sdkHasTextItems: false).isCompiled("otherwise", in: source), true)
        XCTAssertEqual(try CompilationConditions(platform: .tvOS, sdkHasTextItems: true).isCompiled("tvOnly", in: source), true)
        XCTAssertEqual(try CompilationConditions(platform: .watchOS, sdkHasTextItems: true).isCompiled("everyUIKit", in: source), false)
        XCTAssertThrowsError(try iOS.evaluate("compiler(>=6.2)"))
    }
}

import Foundation
import StyleMarkup
import XCTest
@testable import WelcomeScreen

#if canImport(UIKit) && !os(watchOS)
import StyleMarkupUI
import UIKit

/// With the real UIKit (an iOS simulator, `.github/workflows/apple.yml`): the welcome text view.
final class WelcomeTextViewTests: XCTestCase {
    @MainActor
    func testTheTextViewShowsTheRunListAndRoutesStart() throws {
        var started = 0
        let view = try WelcomeTextView { started += 1 }
        let text = try XCTUnwrap(view.textView.attributedText)
        XCTAssertEqual(text.string, "Welcome, friend! 👋\nTap Get started to begin.")
        let url = try XCTUnwrap(text.attribute(.link, at: 30, effectiveRange: nil) as? URL)
        XCTAssertEqual(url.absoluteString, "markup-action:start")
        XCTAssertNotNil(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        XCTAssertEqual(text.attribute(.underlineStyle, at: 30, effectiveRange: nil) as? Int, UnderlineStyleBits.single)
        let router = try XCTUnwrap(view.textView.delegate as? MarkupTextViewDelegate)
        XCTAssertEqual(router.handle(url, isTap: true), .handled, "an action never reaches the system")
        XCTAssertEqual(started, 1)
        XCTAssertFalse(view.textView.isEditable)
        XCTAssertFalse(view.textView.isScrollEnabled)
    }
}
#elseif canImport(AppKit)
import AppKit
import StyleMarkupUI

/// With the real AppKit (macOS, `.github/workflows/apple.yml`): the run list as an attributed string.
final class WelcomeAppKitTests: XCTestCase {
    func testTheRunListWithRealAppKitObjects() throws {
        let text = AppKitMarkupRenderer().attributedString(try WelcomeStrings.compiled("Welcome"))
        XCTAssertEqual(text.string, "Welcome, friend! 👋\nTap Get started to begin.")
        XCTAssertEqual((text.attribute(.link, at: 30, effectiveRange: nil) as? URL)?.absoluteString, "markup-action:start")
        XCTAssertNotNil(text.attribute(.font, at: 0, effectiveRange: nil) as? NSFont)
        XCTAssertEqual(text.attribute(.underlineStyle, at: 30, effectiveRange: nil) as? Int, UnderlineStyleBits.single)
    }
}
#endif

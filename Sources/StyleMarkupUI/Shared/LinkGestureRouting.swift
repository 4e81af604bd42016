// Which delegate method of which text view hears a tap or a long press on a link, on each Apple
// platform and system version: the decision that `MarkupTextViewDelegate` and
// `MarkupNSTextViewDelegate` implement, as a plain function that builds everywhere (Linux too), so
// a test can ask it for every platform the package declares. The delegates' `#if` guards follow it:
// the text item methods are compiled wherever the SDK declares the text item API, the older
// method wherever the SDK has it and the text item API does not replace it from the platform's
// first release.

/// An Apple platform an app can show markup on, as `Package.swift` names them, with Mac Catalyst
/// apart: it is built with the iOS SDK's UIKit but runs on the Mac, with availability of its own.
package enum LinkGesturePlatform: String, CaseIterable, Sendable {
    case iOS, macCatalyst, tvOS, visionOS, watchOS, macOS

    /// The platform this code is compiled for; `nil` on Linux and Windows.
    package static var current: LinkGesturePlatform? {
        #if targetEnvironment(macCatalyst)
        return .macCatalyst
        #elseif os(iOS)
        return .iOS
        #elseif os(tvOS)
        return .tvOS
        #elseif os(visionOS)
        return .visionOS
        #elseif os(watchOS)
        return .watchOS
        #elseif os(macOS)
        return .macOS
        #else
        return nil
        #endif
    }

    /// The first major version of this platform whose UIKit has `UITextItem` and the two
    /// `UITextViewDelegate` methods that take one (`nil`: never). From Apple's pages for
    /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:primaryactionfor:defaultaction:)
    /// and https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:menuconfigurationfor:defaultmenu:):
    /// iOS 17.0, iPadOS 17.0, Mac Catalyst 17.0, visionOS 1.0; not tvOS or watchOS.
    package var firstTextItemVersion: Int? {
        switch self {
        case .iOS, .macCatalyst: 17
        case .visionOS: 1
        case .tvOS, .watchOS, .macOS: nil
        }
    }
}

/// The delegate method through which a gesture on a link reaches markupc's delegates.
package enum LinkGestureHandler: Hashable, Sendable {
    /// `UITextViewDelegate.textView(_:primaryActionFor:defaultAction:)` (a tap).
    case textItemPrimaryAction
    /// `UITextViewDelegate.textView(_:menuConfigurationFor:defaultMenu:)` (a long press).
    case textItemMenuConfiguration
    /// `UITextViewDelegate.textView(_:shouldInteractWith:in:interaction:)`, with
    /// `.invokeDefaultAction` for a tap and `.presentActions` for a long press.
    case shouldInteract
    /// `NSTextViewDelegate.textView(_:clickedOnLink:at:)` (a click on the Mac).
    case clickedOnLink
    /// The gesture does not exist there: watchOS has no text view (SwiftUI's `onMarkupAction`
    /// routes taps), and a Mac's `NSTextView` has no long press.
    case none
}

/// Which delegate method applies to a gesture on a link, per platform and major system version.
package enum LinkGestureRouting {
    /// The method that hears a tap (a click on the Mac) on a link.
    package static func tapHandler(on platform: LinkGesturePlatform, majorVersion: Int) -> LinkGestureHandler {
        switch platform {
        case .macOS: .clickedOnLink
        case .watchOS: .none
        case .iOS, .macCatalyst, .tvOS, .visionOS: hasTextItemAPI(platform, majorVersion) ? .textItemPrimaryAction : .shouldInteract
        }
    }

    /// The method that hears a long press on a link: always the same API family as the tap, so
    /// a long press on an action never falls through to the system's menu for its URL.
    package static func longPressHandler(on platform: LinkGesturePlatform, majorVersion: Int) -> LinkGestureHandler {
        switch platform {
        case .macOS, .watchOS: .none
        case .iOS, .macCatalyst, .tvOS, .visionOS: hasTextItemAPI(platform, majorVersion) ? .textItemMenuConfiguration : .shouldInteract
        }
    }

    private static func hasTextItemAPI(_ platform: LinkGesturePlatform, _ majorVersion: Int) -> Bool {
        platform.firstTextItemVersion.map { majorVersion >= $0 } ?? false
    }
}

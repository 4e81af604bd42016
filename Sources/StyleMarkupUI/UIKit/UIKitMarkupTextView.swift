// UITextView exists on iOS, iPadOS, Mac Catalyst, tvOS and visionOS, not on watchOS.
#if canImport(UIKit) && !os(watchOS)
import Foundation
import StyleMarkup
import UIKit

extension UITextView {
    /// Makes the text view look and size like a label that shows markup: not editable, not
    /// scrollable (so Auto Layout sizes it to its text), no insets or line padding, clear
    /// background, fonts that follow Dynamic Type, and links drawn with the style book's own
    /// attributes instead of the tint color. Links and actions stay tappable (it is selectable).
    ///
    /// Give it a ``MarkupTextViewDelegate`` to route taps (keep a strong reference to the delegate:
    /// `delegate` is weak).
    @MainActor
    public func configureAsMarkupLabel() {
        #if !os(tvOS)
        // https://developer.apple.com/documentation/uikit/uitextview/iseditable (not on tvOS, where
        // a text view is never editable)
        isEditable = false
        #endif
        // https://developer.apple.com/documentation/uikit/uitextview/isselectable (links need it)
        isSelectable = true
        // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
        isScrollEnabled = false
        // https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
        textContainerInset = .zero
        // https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding
        textContainer.lineFragmentPadding = 0
        // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
        backgroundColor = .clear
        // https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
        adjustsFontForContentSizeCategory = true
        // https://developer.apple.com/documentation/uikit/uitextview/linktextattributes
        linkTextAttributes = [:]
    }
}

/// A `UITextView` delegate that routes taps on action links to one handler and lets real links
/// go to the system (or to a handler of your own).
///
/// ```swift
/// let router = MarkupTextViewDelegate { action in
///     if action == "terms" { showTerms() }
/// }
/// textView.configureAsMarkupLabel()
/// textView.attributedText = UIKitMarkupRenderer().attributedString(compiled)
/// textView.delegate = router           // keep `router` alive: the delegate is weak
/// ```
///
/// On iOS 17 and later UIKit asks `textView(_:primaryActionFor:defaultAction:)` and
/// `textView(_:menuConfigurationFor:defaultMenu:)`; before, the delegate method it replaced.
/// Both give the same answers: a tapped action runs `onAction` and nothing else, a long press on
/// an action shows no menu (its URL is not one to open or share), and a tapped real link goes to
/// `onLink`, whose ``MarkupLinkResult`` says whether the system still opens it.
@MainActor
public final class MarkupTextViewDelegate: NSObject, UITextViewDelegate {
    /// How actions were turned into links (must match the renderer's presentation).
    public let actionLinks: ActionLinks
    /// Called with the action's name when an action is tapped.
    public var onAction: (String) -> Void
    /// Called when a real link is tapped; return ``MarkupLinkResult/systemAction`` to let the
    /// system open it (the default), ``MarkupLinkResult/handled`` when you took care of it.
    public var onLink: (URL) -> MarkupLinkResult

    /// Creates the delegate.
    public init(actionLinks: ActionLinks = ActionLinks()!, onLink: @escaping (URL) -> MarkupLinkResult = { _ in .systemAction },
                onAction: @escaping (String) -> Void) {
        self.actionLinks = actionLinks
        self.onAction = onAction
        self.onLink = onLink
    }

    /// What happens to `url` when it is tapped (`isTap`) or long-pressed: an action runs
    /// `onAction` on a tap and is ``MarkupLinkResult/handled`` either way (it never reaches the
    /// system); a real link goes to `onLink` on a tap, and to the system on a long press (its
    /// preview and menu).
    public func handle(_ url: URL, isTap: Bool) -> MarkupLinkResult {
        if let name = actionLinks.action(for: url) {
            if isTap { onAction(name) }
            return .handled
        }
        return isTap ? onLink(url) : .systemAction
    }

    // visionOS has the text item API from its first release and deprecates this method there.
    #if !os(visionOS)
    /// UIKit before iOS 17 (and tvOS, which has no text item API) asks whether the text view may
    /// go on with a link; deprecated in iOS 17, where UIKit asks the two methods below instead.
    /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldinteractwith:in:interaction:)-622ub
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        // https://developer.apple.com/documentation/uikit/uitextiteminteraction
        handle(URL, isTap: interaction == .invokeDefaultAction) == .systemAction
    }
    #endif

    // The iOS 17 text item API is declared only by the SDKs of iOS 17 and later (Xcode 15 on),
    // which are also the first to ship SwiftData: that module's presence tells an SDK that has
    // the API from an older one (a framework version check is not reliable once SwiftUI has
    // loaded UIKit). On Linux, UIKit is the test stand-in, which models the current SDK. The
    // package's minimum is older than iOS 17, so the methods also carry their availability.
    #if (canImport(SwiftData) || os(Linux)) && !os(tvOS)
    /// UIKit on iOS 17 and later asks for the action of a tapped text item: an action's closure,
    /// the system's own action for a link `onLink` leaves to it, and none for a link `onLink`
    /// handled.
    /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:primaryactionfor:defaultaction:)
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        // https://developer.apple.com/documentation/uikit/uitextitem/content-swift.property
        guard case .link(let url) = textItem.content else { return defaultAction }
        if let name = actionLinks.action(for: url) {
            let perform = onAction
            // https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
            return UIAction { _ in perform(name) }
        }
        // A handled link gets an action that does nothing: `nil` would make UIKit show a menu.
        return onLink(url) == .systemAction ? defaultAction : UIAction { _ in }
    }

    // The long-press handler goes wherever the tap handler goes (LinkGestureRouting): without it,
    // UIKit would show its menu for an action's URL (Open, Copy, Share).
    /// UIKit on iOS 17 and later (Mac Catalyst 17, visionOS 1) asks for the menu of a
    /// long-pressed text item: none for an action, the system's menu for anything else.
    /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:menuconfigurationfor:defaultmenu:)
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
        if case .link(let url) = textItem.content, handle(url, isTap: false) == .handled { return nil }
        // UIKit's Swift overlay declares this initializer `@available(iOS 17.0, *)`, which Mac
        // Catalyst and visionOS inherit (iOS 17 is Catalyst 17 and visionOS 1).
        // https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration/init(preview:menu:)
        return UITextItem.MenuConfiguration(menu: defaultMenu)
    }
    #endif
}
#endif

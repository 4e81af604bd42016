#if canImport(UIKit)
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
        // https://developer.apple.com/documentation/uikit/uitextview/iseditable
        isEditable = false
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
@MainActor
public final class MarkupTextViewDelegate: NSObject, UITextViewDelegate {
    /// How actions were turned into links (must match the renderer's presentation).
    public let actionLinks: ActionLinks
    /// Called with the action's name when an action is tapped.
    public var onAction: (String) -> Void
    /// Called for a real link; return `true` to let the system open it (the default), `false` to
    /// handle it yourself.
    public var onLink: (URL) -> Bool

    /// Creates the delegate.
    public init(actionLinks: ActionLinks = ActionLinks()!, onLink: @escaping (URL) -> Bool = { _ in true }, onAction: @escaping (String) -> Void) {
        self.actionLinks = actionLinks
        self.onAction = onAction
        self.onLink = onLink
    }

    /// Whether the tapped link is an action (`nil` for a real link), and what happens: an action
    /// runs `onAction` on a tap (not on a long press, which would otherwise show a menu for an
    /// unopenable URL) and never reaches the system.
    public func handle(_ url: URL, isTap: Bool) -> Bool {
        if let name = actionLinks.action(for: url) {
            if isTap { onAction(name) }
            return false
        }
        return onLink(url)
    }

    /// UIKit asks whether the text view may open a link (iOS 10–17; UIKit still calls it on
    /// later systems when the delegate does not implement the iOS 17 menu API).
    /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldinteractwith:in:interaction:)-622ub
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool {
        // https://developer.apple.com/documentation/uikit/uitextiteminteraction
        handle(URL, isTap: interaction == .invokeDefaultAction)
    }
}
#endif

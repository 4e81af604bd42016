#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Foundation
import StyleMarkup

extension AppKitMarkupRenderer {
    /// The attributed string of a localized `StyledString` (what the accessors of
    /// `markupc generate` return):
    ///
    /// ```swift
    /// textField.attributedStringValue = AppKitMarkupRenderer().attributedString(L10n.welcome(name))
    /// ```
    /// https://developer.apple.com/documentation/foundation/nsattributedstring
    public func attributedString(_ styled: StyledString) -> NSAttributedString {
        attributedString(styled.compiled)
    }
}

extension MarkupNSTextViewDelegate {
    /// Creates a delegate that gives clicked actions to `onAction` as cases of `Action`, an enum
    /// whose raw values are the style book's action names (the generated `MarkupAction`), so the
    /// handler is an exhaustive `switch`:
    ///
    /// ```swift
    /// let router = MarkupNSTextViewDelegate(actions: MarkupAction.self) { action in
    ///     switch action {
    ///     case .openHelp: showHelp()
    ///     }
    /// }
    /// ```
    ///
    /// An action name `Action` has no case for goes to `onUnknownAction` (by default, nothing
    /// happens; the click still counts as handled); real links go to `onLink`, as with
    /// ``init(actionLinks:onLink:onAction:)``.
    public convenience init<Action: RawRepresentable>(actions: Action.Type, actionLinks: ActionLinks = ActionLinks()!,
                                                      onLink: @escaping (URL) -> MarkupLinkResult = { _ in .systemAction },
                                                      onUnknownAction: @escaping (String) -> Void = { _ in },
                                                      onAction: @escaping (Action) -> Void) where Action.RawValue == String {
        self.init(actionLinks: actionLinks, onLink: onLink) { name in
            if let action = Action(rawValue: name) { onAction(action) } else { onUnknownAction(name) }
        }
    }
}
#endif

#if canImport(SwiftUI)
import Foundation
import StyleMarkup
import SwiftUI

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension View {
    /// Routes taps on actions in this view's markup `Text`s to `perform`, through SwiftUI's
    /// `openURL` environment: an action link (`markup-action:NAME`) calls `perform(NAME)` and
    /// goes no further; any other link goes to `openLink` (by default, the system opens it).
    ///
    /// ```swift
    /// Text(markup: compiled)
    ///     .onMarkupAction { action in
    ///         if action == "terms" { showTerms = true }
    ///     }
    /// ```
    /// https://developer.apple.com/documentation/swiftui/openurlaction
    @MainActor
    public func onMarkupAction(_ actionLinks: ActionLinks = ActionLinks()!,
                               openLink: @escaping (URL) -> OpenURLAction.Result = { _ in .systemAction },
                               perform: @escaping (String) -> Void) -> some View {
        // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
        // https://developer.apple.com/documentation/swiftui/environmentvalues/openurl
        environment(\.openURL, MarkupActions.openURLAction(actionLinks, openLink: openLink, perform: perform))
    }
}

/// The `OpenURLAction` behind ``SwiftUI/View/onMarkupAction(_:openLink:perform:)``.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public enum MarkupActions {
    /// An action that calls `perform` with an action link's name (and reports it handled), and
    /// passes every other URL to `openLink`.
    @MainActor
    public static func openURLAction(_ actionLinks: ActionLinks = ActionLinks()!,
                                     openLink: @escaping (URL) -> OpenURLAction.Result = { _ in .systemAction },
                                     perform: @escaping (String) -> Void) -> OpenURLAction {
        // https://developer.apple.com/documentation/swiftui/openurlaction/init(handler:)
        OpenURLAction { url in
            guard let name = actionLinks.action(for: url) else { return openLink(url) }
            perform(name)
            // https://developer.apple.com/documentation/swiftui/openurlaction/result/handled
            return .handled
        }
    }
}
#endif

#if canImport(SwiftUI)
import Foundation
import StyleMarkup
import SwiftUI

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension SwiftUIMarkupRenderer {
    /// The `Text` of a localized `StyledString` (what the accessors of
    /// `markupc generate` return).
    /// https://developer.apple.com/documentation/swiftui/text
    public func text(_ styled: StyledString) -> Text {
        text(styled.compiled)
    }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension Text {
    /// A `Text` showing a localized `StyledString` with the default renderer:
    ///
    /// ```swift
    /// Text(markup: L10n.welcome(name))
    ///     .onMarkupAction(MarkupAction.self) { action in
    ///         switch action {
    ///         case .openHelp: showHelp = true
    ///         }
    ///     }
    /// ```
    public init(markup styled: StyledString) {
        self = SwiftUIMarkupRenderer().text(styled.compiled)
    }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension View {
    /// Routes taps on actions in this view's markup `Text`s to `perform` as cases of `Action`, an
    /// enum whose raw values are the style book's action names (the generated `MarkupAction`), so
    /// the handler is an exhaustive `switch`. An action name `Action` has no case for goes to
    /// `unknownAction` (by default, nothing happens); other links go to `openLink`, as with
    /// ``onMarkupAction(_:openLink:perform:)``.
    /// https://developer.apple.com/documentation/swiftui/view
    /// https://developer.apple.com/documentation/swiftui/openurlaction/result
    @MainActor
    public func onMarkupAction<Action: RawRepresentable>(_ actions: Action.Type, actionLinks: ActionLinks = ActionLinks()!,
                                                         openLink: @escaping (URL) -> OpenURLAction.Result = { _ in .systemAction },
                                                         unknownAction: @escaping (String) -> Void = { _ in },
                                                         perform: @escaping (Action) -> Void) -> some View where Action.RawValue == String {
        onMarkupAction(actionLinks, openLink: openLink) { name in
            if let action = Action(rawValue: name) { perform(action) } else { unknownAction(name) }
        }
    }
}
#endif

import StyleMarkup

/// What tapping an action of the welcome text does, for the UIKit and the SwiftUI view alike:
/// one exhaustive `switch` over the `MarkupAction` enum that the GenerateStrings plugin writes
/// from styles.json, so an action removed from the style book breaks the build here instead of
/// leaving a string comparison that never matches.
enum WelcomeActions {
    /// Runs the handler of `action`.
    static func perform(_ action: MarkupAction, onStart: () -> Void) {
        switch action {
        case .start: onStart()
        }
    }
}

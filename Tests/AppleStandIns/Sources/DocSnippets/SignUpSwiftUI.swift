import StyleMarkup
import StyleMarkupUI
import SwiftUI

/// The sign-up sentence in SwiftUI, both actions tappable, even where a link wraps onto the
/// next line: `Text` hit-tests its own links.
// View: https://developer.apple.com/documentation/swiftui/view
@available(iOS 15, macOS 12, *)
struct SignUpTerms: View {
    let compiled: CompiledText
    let onAction: (String) -> Void

    init(onAction: @escaping (String) -> Void) throws {
        compiled = try MarkupCompiler(styleBook: SignUp.styleBook()).compile(SignUp.markup)
        self.onAction = onAction
    }

    var body: some View {                        // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
        Text(markup: compiled)                   // https://developer.apple.com/documentation/swiftui/text
            .onMarkupAction { action in onAction(action) }   // "terms" or "privacy"
    }
}

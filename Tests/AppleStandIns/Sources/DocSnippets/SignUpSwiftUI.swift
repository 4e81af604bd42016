import StyleMarkup
import StyleMarkupUIStandIn
import SwiftUI

/// The sign-up sentence in SwiftUI, both actions tappable, even where a link wraps onto the
/// next line: `Text` hit-tests its own links.
@available(iOS 15, macOS 12, *)
struct SignUpTerms: View {
    let compiled: CompiledText
    let onAction: (String) -> Void

    init(onAction: @escaping (String) -> Void) throws {
        compiled = try MarkupCompiler(styleBook: SignUp.styleBook()).compile(SignUp.markup)
        self.onAction = onAction
    }

    var body: some View {
        Text(markup: compiled)
            .onMarkupAction { action in onAction(action) }   // "terms" or "privacy"
    }
}

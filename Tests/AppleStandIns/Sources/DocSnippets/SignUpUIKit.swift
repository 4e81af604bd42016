import StyleMarkup
import StyleMarkupUI
import UIKit

/// The sign-up sentence in UIKit: a text view that looks and sizes like a label and routes the
/// two taps. UIKit finds the tapped link itself, also when it wraps over two lines.
@MainActor
final class SignUpTermsView {
    let textView = UITextView()                  // https://developer.apple.com/documentation/uikit/uitextview
    private let router: MarkupTextViewDelegate   // the text view's delegate is weak: keep it

    init(onAction: @escaping (String) -> Void) throws {
        router = MarkupTextViewDelegate(onAction: onAction)
        textView.configureAsMarkupLabel()
        // https://developer.apple.com/documentation/uikit/uitextview/attributedtext
        textView.attributedText = try UIKitMarkupRenderer().attributedString(markup: SignUp.markup, styleBook: SignUp.styleBook())
        textView.delegate = router               // https://developer.apple.com/documentation/uikit/uitextview/delegate
    }
}

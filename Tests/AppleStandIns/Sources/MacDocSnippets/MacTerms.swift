import AppKit
import StyleMarkup
import StyleMarkupUI

/// On the Mac: the attributed string for an NSTextView, and a delegate that routes clicks on
/// actions. (macOS has no Dynamic Type: text styles give the Mac's sizes.)
@MainActor
final class MacTerms {
    let attributedString: NSAttributedString   // https://developer.apple.com/documentation/foundation/nsattributedstring
    // Set as the NSTextView's delegate (https://developer.apple.com/documentation/appkit/nstext/delegate); keep it.
    let router: MarkupNSTextViewDelegate

    init(markup: String, styleBook: StyleBook, onAction: @escaping (String) -> Void) throws {
        attributedString = try AppKitMarkupRenderer().attributedString(markup: markup, styleBook: styleBook)
        router = MarkupNSTextViewDelegate(onAction: onAction)
    }
}

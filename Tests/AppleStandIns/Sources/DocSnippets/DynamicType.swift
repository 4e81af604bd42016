import StyleMarkup
import StyleMarkupUI
import UIKit

/// Dynamic Type: a text style scales with the user's text size; so does a custom family with a
/// fixed size (scaled like `body`, or like its own `textStyle`). A family the device lacks falls
/// back to the system font with the same weight and traits. The text styles are UIKit's
/// (https://developer.apple.com/documentation/uikit/uifont/textstyle/body, https://developer.apple.com/documentation/uikit/uifont/textstyle/title1).
@MainActor
func makeArticleView() throws -> UITextView {
    let book = try StyleBook(json: """
    {
      "body": {"font": {"textStyle": "body"}},
      "title": {"font": {"family": "Avenir Next", "size": 28, "weight": "bold", "textStyle": "title1"}},
      "note": {"font": {"family": "Georgia", "size": 13, "italic": true}}
    }
    """)
    let textView = UITextView()                // https://developer.apple.com/documentation/uikit/uitextview
    textView.configureAsMarkupLabel()          // adjustsFontForContentSizeCategory = true
    // https://developer.apple.com/documentation/uikit/uitextview/attributedtext
    textView.attributedText = try UIKitMarkupRenderer().attributedString(
        markup: "<title>Release notes</title>\nEverything is faster. <note>(Measured on an iPhone 15.)</note>", styleBook: book)
    return textView
}

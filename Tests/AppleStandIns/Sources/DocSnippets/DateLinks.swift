import Foundation
import StyleMarkup
import StyleMarkupUI
import UIKit

/// Custom-scheme date links (`WTDateLink://?date=12_31_2000`) in a text view: real links with
/// the app's own scheme, allowed by `$linkSchemes`, which the app opens itself.
@MainActor
final class DueDateView {
    let textView = UITextView()                  // https://developer.apple.com/documentation/uikit/uitextview
    private let router: MarkupTextViewDelegate

    init(showDate: @escaping (String) -> Void) throws {
        let book = try StyleBook(json: """
        {"$linkSchemes": ["https", "wtdatelink"], "date": {"color": "#0a66c2", "underline": "single"}}
        """)
        let markup = #"Your order arrives by <date href="WTDateLink://?date=12_31_2000">December 31</date>."#
        // URL: https://developer.apple.com/documentation/foundation/url, https://developer.apple.com/documentation/foundation/url/scheme
        // URLComponents: https://developer.apple.com/documentation/foundation/urlcomponents,
        // https://developer.apple.com/documentation/foundation/urlcomponents/init(url:resolvingagainstbaseurl:),
        // https://developer.apple.com/documentation/foundation/urlcomponents/queryitems
        // URLQueryItem: https://developer.apple.com/documentation/foundation/urlqueryitem/name, https://developer.apple.com/documentation/foundation/urlqueryitem/value
        router = MarkupTextViewDelegate(onLink: { url in
            guard url.scheme?.lowercased() == "wtdatelink",
                  let date = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "date" })?.value
            else { return .systemAction }     // any other link: the system opens it
            showDate(date)                    // "12_31_2000"
            return .handled
        }, onAction: { _ in })
        textView.configureAsMarkupLabel()
        // https://developer.apple.com/documentation/uikit/uitextview/attributedtext
        textView.attributedText = try UIKitMarkupRenderer().attributedString(markup: markup, styleBook: book)
        textView.delegate = router               // https://developer.apple.com/documentation/uikit/uitextview/delegate
    }
}

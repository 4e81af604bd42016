import Foundation
import StyleMarkup
import StyleMarkupUIStandIn
import UIKit

/// Custom-scheme date links (`WTDateLink://?date=12_31_2000`) in a text view: real links with
/// the app's own scheme, allowed by `$linkSchemes`, which the app opens itself.
@MainActor
final class DueDateView {
    let textView = UITextView()
    private let router: MarkupTextViewDelegate

    init(showDate: @escaping (String) -> Void) throws {
        let book = try StyleBook(json: """
        {"$linkSchemes": ["https", "wtdatelink"], "date": {"color": "#0a66c2", "underline": "single"}}
        """)
        let markup = #"Your order arrives by <date href="WTDateLink://?date=12_31_2000">December 31</date>."#
        router = MarkupTextViewDelegate(onLink: { url in
            guard url.scheme?.lowercased() == "wtdatelink",
                  let date = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first(where: { $0.name == "date" })?.value
            else { return true }     // any other link: let the system open it
            showDate(date)           // "12_31_2000"
            return false
        }, onAction: { _ in })
        textView.configureAsMarkupLabel()
        textView.attributedText = try UIKitMarkupRenderer().attributedString(markup: markup, styleBook: book)
        textView.delegate = router
    }
}

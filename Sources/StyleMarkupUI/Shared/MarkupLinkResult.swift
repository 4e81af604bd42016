/// What happens to a tapped or clicked real link (not an action) after your `onLink` handler saw
/// it, with one meaning in every adapter: UIKit's `MarkupTextViewDelegate`, AppKit's
/// `MarkupNSTextViewDelegate` (SwiftUI's `onMarkupAction` uses SwiftUI's own
/// `OpenURLAction.Result`, whose `.handled` and `.systemAction` mean the same).
///
/// ```swift
/// MarkupTextViewDelegate(onLink: { url in
///     guard url.scheme == "myapp" else { return .systemAction }   // the system opens it
///     open(url)
///     return .handled                                              // the system does nothing
/// }, onAction: { action in … })
/// ```
public enum MarkupLinkResult: Hashable, Sendable {
    /// The handler took care of the link; the system does not open it.
    case handled
    /// The system opens the link as it would without the delegate (the default).
    case systemAction
}

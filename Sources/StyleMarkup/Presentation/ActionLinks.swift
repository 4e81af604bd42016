import Foundation

/// Turns action names into links with an app-private URL scheme, and such links back into
/// action names.
///
/// UIKit's `UITextView`, AppKit's `NSTextView` and SwiftUI's `Text` already hit-test links
/// exactly, including links that wrap over several lines; an action given to them as a link
/// (`markup-action:help`) is tapped like any other, and the app's single link handler gets the
/// action's name back with ``action(for:)``. Real links (`https:` …) are not action links, so
/// they keep going wherever the handler sends them.
///
/// ```swift
/// let links = ActionLinks()                        // scheme "markup-action"
/// let url = links.url(forAction: "terms")          // markup-action:terms
/// links.action(for: url)                           // "terms"
/// links.action(for: URL(string: "https://x.test")!) // nil: a real link
/// ```
public struct ActionLinks: Hashable, Sendable {
    /// The URL scheme of action links, lower case.
    public let scheme: String

    /// The default scheme, `markup-action`: unregistered, so the system never opens it itself.
    public static let defaultScheme = "markup-action"

    /// Schemes that name real destinations and so may not carry actions.
    static let reservedSchemes: Set<String> = ["http", "https", "mailto", "tel", "sms", "file", "ftp", "data", "javascript", "about"]

    /// Creates action links with `scheme`, or returns `nil` when `scheme` is not a valid URL
    /// scheme (RFC 3986: a letter, then letters, digits, `+`, `-`, `.`) or names a real
    /// destination (`http`, `https`, `mailto`, `tel`, `sms`, `file`, …).
    public init?(scheme: String = ActionLinks.defaultScheme) {
        let lower = scheme.lowercased()
        guard let first = lower.unicodeScalars.first, ("a"..."z").contains(first),
              lower.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0) }),
              !Self.reservedSchemes.contains(lower) else { return nil }
        self.scheme = lower
    }

    /// Characters an action name keeps in its link; every other byte is percent-encoded.
    private static let kept: CharacterSet = {
        var set = CharacterSet()
        set.insert(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
        return set
    }()

    /// The link for an action: `scheme:name`, with the name percent-encoded as UTF-8.
    public func url(forAction name: String) -> URL {
        let encoded = name.addingPercentEncoding(withAllowedCharacters: Self.kept) ?? ""
        // A scheme and percent-encoded unreserved characters always make a valid URL.
        return URL(string: "\(scheme):\(encoded)")!
    }

    /// The action name a link carries, or `nil` when the link is not one of these action links.
    public func action(for url: URL) -> String? {
        action(forLink: url.absoluteString)
    }

    /// The action name a link written as text carries, or `nil` when it is not an action link.
    public func action(forLink link: String) -> String? {
        guard let colon = link.firstIndex(of: ":"), link[..<colon].lowercased() == scheme else { return nil }
        var rest = link[link.index(after: colon)...]
        // `scheme://name` is accepted too, as some code adds the slashes.
        if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
        guard let name = String(rest).removingPercentEncoding, !name.isEmpty else { return nil }
        return name
    }
}

import StyleMarkup

/// Whether a translated link target still works: `link-changed` is an error when it does not
/// (the reader follows a dead link), a warning when it is another valid target (a translated
/// page).
///
/// A target is read as a browser reads a URL (WHATWG URL parsing): leading and trailing spaces
/// and control characters are dropped (`"%2$s "` is `%2$s`), and in an absolute URL a space in
/// the path, query or fragment is encoded, so `https://be.wikipedia.org/wiki/Вікіпедыя: …`
/// still opens its page. A target no longer works when it is empty, holds a line break (a URL
/// broken over two lines) or markup (`<`, `>` or a `"`), is a relative reference holding a
/// space (`# set-default`), or, where its source's target is an absolute URL (`https://…`), is
/// no longer one (`https: //example.com`) or names no host; and an absolute URL whose host a
/// browser would not open as the real site is dead too (``LinkHost``: a space in the host,
/// what IDNA refuses, a label mixing scripts such as `gოthub.com`). A placeholder (`%1$s`) is
/// a target the app fills in.
/// In a Mallard manual an `xref` names a page of the same manual (`mem-swap`, or a section
/// of it, `mem-swap#check`): one that names no page the manual has is dead too.
enum LinkTarget {
    /// Why `target` no longer works as a link where the source links to `source`, or `nil`.
    static func problem(_ written: String, source: String) -> String? {
        let target = trimmed(written)
        if target.isEmpty { return "it is empty" }
        let absolute = absoluteScheme(target)
        var hasSpace = false
        for scalar in target.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}": return "a line break is inside it"
            case "<", ">", "\"": return "markup is inside it"
            case " ", "\t", "\u{00A0}", "\u{3000}": hasSpace = true
            default: continue
            }
        }
        // An absolute URL's path encodes a space (its host is checked below); a relative
        // reference with one names another anchor or page.
        if hasSpace, absolute == nil { return "a space is inside it" }
        if let scheme = absoluteScheme(source) {
            guard absolute != nil else { return "it is no longer an absolute URL like the source's \(scheme)://…" }
            let sourceRest = source.dropFirst(scheme.count + 3)
            if host(of: target).isEmpty, !(sourceRest.isEmpty || sourceRest.hasPrefix("/")) { return "it names no host" }
        }
        if absolute != nil, let problem = LinkHost.problem(host(of: target)) { return problem }
        return nil
    }

    /// Whether `target` and `source` are the same link once a browser has dropped the spaces
    /// around them (`"%2$s "` is `%2$s`).
    static func isSameLink(_ target: String, _ source: String) -> Bool {
        trimmed(target) == trimmed(source)
    }

    /// `target` without the leading and trailing spaces and C0 controls a browser drops.
    private static func trimmed(_ target: String) -> Substring {
        let unicodeScalars = target.unicodeScalars
        func isDropped(_ scalar: Unicode.Scalar) -> Bool { scalar.value <= 0x20 }
        guard let first = unicodeScalars.firstIndex(where: { !isDropped($0) }),
              let last = unicodeScalars.lastIndex(where: { !isDropped($0) }) else { return "" }
        return Substring(unicodeScalars[first...last])
    }

    /// The host of an absolute URL `scheme://…`: between `//` and the first `/`, `\`, `?` or `#`,
    /// without user information (up to the last `@`) or port.
    private static func host(of url: Substring) -> String {
        guard let slashes = url.range(of: "://") else { return "" }
        var authority = url[slashes.upperBound...].prefix { !"/\\?#".contains($0) }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if !authority.hasPrefix("["), let colon = authority.lastIndex(of: ":"),
           authority[authority.index(after: colon)...].allSatisfy({ $0.isASCII && $0.isNumber }) {
            authority = authority[..<colon]
        }
        return String(authority)
    }

    /// Why the Mallard `xref` `target` leads nowhere, where its source's `source` leads to a
    /// page of the manual whose pages are `pages`, or `nil`. Only the page is checked (a
    /// section's id is not known), and only when the source's page is one of `pages`: a
    /// manual whose pages are not known checks nothing.
    static func missingPage(_ target: String, source: String, pages: Set<String>) -> String? {
        func page(_ reference: String) -> Substring { reference.prefix { $0 != "#" } }
        let sourcePage = page(source), targetPage = page(target)
        guard !targetPage.isEmpty, pages.contains(String(sourcePage)), !pages.contains(String(targetPage)) else { return nil }
        return "the manual has no page \"\(targetPage)\""
    }

    /// The scheme of an absolute URL written `scheme://…`, or `nil`.
    private static func absoluteScheme<Text: StringProtocol>(_ url: Text) -> String? {
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else { return nil }
        let scheme = url[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0)) })
        else { return nil }
        return String(scheme)
    }
}

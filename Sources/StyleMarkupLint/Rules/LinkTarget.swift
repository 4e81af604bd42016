@_spi(MarkupcTools) import StyleMarkup

/// Whether a translated link target still works: `link-changed` is an error when it does not
/// (the reader follows a dead link), a warning when it is another valid target (a translated
/// page).
///
/// A target no longer works when it is empty, holds white space or a line break (`https:
/// //example.com`, a URL broken over two lines, `# set-default`), holds markup (`<`, `>` or a
/// `"`), or, where its source's target is an absolute URL (`https://…`), is no longer one: its
/// scheme or `//` and host are gone. A placeholder (`%1$s`) is a target the app fills in.
/// In a Mallard manual an `xref` names a page of the same manual (`mem-swap`, or a section
/// of it, `mem-swap#check`): one that names no page the manual has is dead too.
enum LinkTarget {
    /// Why `target` no longer works as a link where the source links to `source`, or `nil`.
    static func problem(_ target: String, source: String) -> String? {
        if target.isEmpty { return "it is empty" }
        for scalar in target.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}": return "a line break is inside it"
            case " ", "\t", "\u{00A0}", "\u{3000}": return "a space is inside it"
            case "<", ">", "\"": return "markup is inside it"
            default: continue
            }
        }
        if let scheme = absoluteScheme(source) {
            guard let found = absoluteScheme(target) else { return "it is no longer an absolute URL like the source's \(scheme)://…" }
            let rest = target.dropFirst(found.count + 3), sourceRest = source.dropFirst(scheme.count + 3)
            if rest.isEmpty || rest.hasPrefix("/"), !(sourceRest.isEmpty || sourceRest.hasPrefix("/")) { return "it names no host" }
        }
        return nil
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
    private static func absoluteScheme(_ url: String) -> String? {
        guard let colon = url.firstIndex(of: ":"), url[colon...].hasPrefix("://") else { return nil }
        let scheme = url[..<colon]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+.-".unicodeScalars.contains($0)) })
        else { return nil }
        return String(scheme)
    }
}

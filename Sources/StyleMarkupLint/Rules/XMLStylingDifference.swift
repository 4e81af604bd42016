/// The level of a `tag-mismatch` finding in the XML dialect (Mallard and DocBook, as itstool
/// writes them into PO files), where a translator restyles prose more freely than an app's
/// strings allow:
///
/// - an element that only marks a name or a stress in prose (``proseElements``: `<app>`,
///   `<file>`, `<em>`, DocBook's `<application>`, `<filename>`, `<emphasis>` …) may be
///   dropped, as a sentence refers to the application by a pronoun or to the home folder by
///   its localized name, or added: a warning;
/// - any other element a translation adds (a `<gui>` around a label the source leaves plain)
///   takes nothing from the reader: a warning;
/// - an element the reader has to match on screen or type (`<gui>`, `<key>`, `<cmd>`, …)
///   that the translation drops is an instruction lost: an error;
/// - a link (an element with a target, or a `link`, `xref`, `ulink`, `olink` or `a` element)
///   dropped or added is an error, as is a string that drops one element and adds another
///   (`<app>` written `<gui>`: the reader is told to look for the wrong thing);
/// - except a link the source repeats to the same page, which a translation may merge into
///   one phrase or give once: when the translation still links every target the source's
///   links of that name have, and adds none, no page is lost: a warning.
enum XMLStylingDifference {
    /// The elements that only mark a name or a stress in prose.
    static let proseElements: Set<String> = [
        // Mallard
        "app", "file", "em", "hi", "span", "name", "email", "years", "date",
        // DocBook
        "application", "filename", "emphasis", "phrase", "productname", "citetitle", "firstterm",
        "foreignphrase", "wordasword", "quote", "trademark",
    ]

    /// The names of link elements, whether or not a target was read.
    static let linkElements: Set<String> = ["link", "xref", "ulink", "olink", "a"]

    /// How one string's tag counts differ from its source's.
    struct Difference {
        /// The names the translation has fewer of than its source.
        var lost: Set<String>
        /// The names the translation has more of than its source.
        var gained: Set<String>
        /// The names of elements that carry a link target, on either side.
        var linked: Set<String>
        /// The link names the translation has fewer of while still linking every target its
        /// source's links of that name have (and no target the source lacks).
        var keepsEveryTarget: Set<String> = []

        /// The difference between a source's tags and a translation's.
        init(source: [StringAnalysis.TagInfo], translation: [StringAnalysis.TagInfo], lost: Set<String>, gained: Set<String>) {
            self.lost = lost
            self.gained = gained
            linked = Set((source + translation).filter { $0.href != nil }.map(\.name))
            for name in lost where linked.contains(name) {
                let sourceLinks = source.filter { $0.name == name }
                let translationLinks = translation.filter { $0.name == name }
                guard sourceLinks.allSatisfy({ $0.href != nil }), translationLinks.allSatisfy({ $0.href != nil }) else { continue }
                let sourceTargets = Set(sourceLinks.compactMap(\.href))
                let translationTargets = Set(translationLinks.compactMap(\.href))
                if !translationTargets.isEmpty, sourceTargets == translationTargets { keepsEveryTarget.insert(name) }
            }
        }

        func isLink(_ name: String) -> Bool { linked.contains(name) || XMLStylingDifference.linkElements.contains(name) }

        /// Whether the string drops one element and adds another (neither a link).
        var isRename: Bool {
            lost.contains { !isLink($0) } && gained.contains { !isLink($0) }
        }

        /// The level of the finding about `name`, which the translation has fewer of
        /// (`isLost`) or more of than its source.
        func level(of name: String, isLost: Bool) -> LintLevel {
            if isRename { return .error }
            if isLink(name) { return isLost && keepsEveryTarget.contains(name) ? .warning : .error }
            if !isLost || XMLStylingDifference.proseElements.contains(name) { return .warning }
            return .error
        }
    }
}

/// The level of a `tag-mismatch` finding in the XML dialect (Mallard and DocBook, as itstool
/// writes them into PO files).
///
/// A manual's translator rewrites whole paragraphs: a sentence names the application by a
/// pronoun, quotes a term instead of marking it, gives a label the element the label really
/// is, or describes the menu the application has today where the source still names an older
/// one. The markup alone cannot tell such a rewrite from an instruction lost, so only links
/// make a difference an error:
///
/// - a link (an element with a target, or a `link`, `xref`, `ulink`, `olink` or `a` element)
///   dropped or added is an error: a page the reader can no longer reach, or one the source
///   does not lead to;
/// - except a link the source repeats to the same page, which a translation may merge into
///   one phrase or give once: when the translation still links every target the source's
///   links of that name have, and adds none, no page is lost: a warning;
/// - any other element dropped, added or written as another (`<gui>`, `<key>`, `<app>`,
///   `<em>` …) is a warning, for a reviewer to read.
enum XMLStylingDifference {
    /// The names of link elements, whether or not a target was read.
    static let linkElements: Set<String> = ["link", "xref", "ulink", "olink", "a"]

    /// How one string's tag counts differ from its source's.
    struct Difference {
        /// The names of elements that carry a link target, on either side.
        var linked: Set<String>
        /// The link names the translation has fewer of while still linking every target its
        /// source's links of that name have (and no target the source lacks).
        var keepsEveryTarget: Set<String> = []

        /// The difference between a source's tags and a translation's, whose counts differ for
        /// the names in `lost` (fewer in the translation) and others.
        init(source: [StringAnalysis.TagInfo], translation: [StringAnalysis.TagInfo], lost: Set<String>) {
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

        /// The level of the finding about `name`, which the translation has fewer of
        /// (`isLost`) or more of than its source.
        func level(of name: String, isLost: Bool) -> LintLevel {
            guard isLink(name) else { return .warning }
            return isLost && keepsEveryTarget.contains(name) ? .warning : .error
        }
    }
}

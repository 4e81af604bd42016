import StyleMarkup

/// What to do about a finding of each rule: the `help` text of the rule in a SARIF log, for
/// readers that show it beside a result. The rules' full documentation is in Docs/Lint.md,
/// which markupc cannot link to: the project has no published home.
extension LintRule {
    /// One or two sentences: what the rule checks and how to fix a finding.
    var help: String {
        switch self {
        case .malformedMarkup:
            return "The string must parse as markup: close every tag it opens, in order, quote attribute values, and write a < or & meant as text as &lt; or &amp;. The message gives the fix in the file's own syntax."
        case .unknownTag:
            return "Every tag must be a style of the style book: fix the tag name (the message suggests the nearest one) or add the style to the book."
        case .tagMismatch:
            return "A translation must have the same tags as its source, each as often (their order may change): add the missing tags and remove the extra ones. In Mallard and DocBook manuals only a link dropped or added is an error (except a link the source repeats to the same page, which the translation may give once); any other element dropped, added or renamed is a warning, since a translator may rewrite the sentence."
        case .tagNesting:
            return "The translation has the source's tags nested differently; check that each styled span still covers the words it should."
        case .linkChanged:
            return "A link target differs from the source's: keep the source's URL unless the translation links a translated page, and never leave it empty or broken; in a Mallard manual an xref must name a page the manual has."
        case .placeholderMismatch:
            return "The translation's printf placeholders must match the source's: the same conversions and length modifiers, numbered ones by position, unnumbered ones in order."
        case .imageContent:
            return "An image tag holds one character or nothing (<thumb/>): remove the text inside it."
        case .duplicateKey:
            return "A key is defined twice in one file, and only one definition is used: remove or rename the other."
        case .orphanTranslation:
            return "The source has no string with this key: remove the translation, or add the key to the source."
        case .malformedFile:
            return "The file cannot be read or breaks its format's syntax at the position given; fix it there, the strings before it are still checked."
        case .sourceMalformed:
            return "The source string does not parse in its dialect: fix it, or escape the text that only looks like markup; its translations' tags are not compared until then."
        case .pluralCountDropped:
            return "A plural form leaves out the count its source form has: write the number (or, where the form holds exactly one number, the word for it)."
        case .invalidLink:
            return "The link's scheme or host is not allowed by the style book ($linkSchemes), or the link is empty: use an allowed link."
        case .overBudget:
            return "The string, laid out with the style book's fonts, is wider or has more lines than its budget: shorten the translation or give the key a larger budget in .markupc.json."
        }
    }
}

import StyleMarkup

/// Android lint's `tools:ignore` attribute, read as the markupc lint rules it silences.
///
/// Android developers silence their own lint checks on a resource with
/// `tools:ignore="ImpliedQuantity,StringFormatMatches"` (on the `<string>`, `<plurals>` or
/// `<string-array>`, or on `<resources>` for the whole file). Where an Android check finds
/// what a markupc rule finds, naming the check silences the rule on that element:
///
/// | Android lint check | markupc lint rule |
/// | --- | --- |
/// | `ImpliedQuantity` | `plural-count-dropped` |
/// | `StringFormatInvalid`, `StringFormatMatches`, `StringFormatCount` | `placeholder-mismatch` |
/// | `ExtraTranslation` | `orphan-translation` |
/// | `all` | every rule |
///
/// Other checks name nothing markupc lint reports and are ignored. Names are matched
/// without regard to case, as Android lint does, and may be separated by commas and spaces.
enum AndroidToolsIgnore {
    /// The attribute, with the prefix Android Studio binds to `http://schemas.android.com/tools`.
    static let attribute = "tools:ignore"

    /// The rules an attribute value silences.
    static func rules(silencedBy value: String) -> Set<LintRule> {
        var rules: Set<LintRule> = []
        for name in value.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }) {
            switch name.lowercased() {
            case "all": rules.formUnion(LintRule.lintRules)
            case "impliedquantity": rules.insert(.pluralCountDropped)
            case "stringformatinvalid", "stringformatmatches", "stringformatcount": rules.insert(.placeholderMismatch)
            case "extratranslation": rules.insert(.orphanTranslation)
            default: break
            }
        }
        return rules
    }
}

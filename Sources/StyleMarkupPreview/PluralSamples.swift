import StyleMarkup
import StyleMarkupLint
/// The count each plural form of a language is shown with in a preview: one that selects that
/// form by the language's CLDR rule (``PluralRules``).
///
/// The count is the smallest from 2 up that falls in the category, so a form that holds more
/// than one number is shown where a translator would not expect it (Russian `one` with 21,
/// Arabic `few` with 3, Latvian `zero` with 10); a category that holds only 0 or 1 is shown
/// with it (English `one` with 1, Arabic `zero` with 0); counts up to 1,000 are tried, then a
/// million and a billion (French `many`). A category the language never selects (English
/// `few`) has no count.
enum PluralSamples {
    /// The count for `category` in `language`, or `nil` when the language never selects it.
    static func count(for category: PluralCategory, language: String) -> Int? {
        samples(for: language)[category]
    }

    /// Every category the language selects, with its count.
    static func samples(for language: String) -> [PluralCategory: Int] {
        let rule = PluralRules.rule(for: language)
        var found: [PluralCategory: Int] = [:]
        let candidates = Array(2...1_000) + [1, 0, 1_000_000, 1_000_000_000]
        for n in candidates where found.count < PluralCategory.allCases.count {
            let category = rule.category(UInt64(n))
            if found[category] == nil { found[category] = n }
        }
        return found
    }
}

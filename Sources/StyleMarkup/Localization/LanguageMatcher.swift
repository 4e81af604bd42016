import Foundation

/// Chooses which of a table's languages serves a locale.
///
/// For each language tag asked for (a locale's identifier, or each of the user's preferred
/// languages in order) it tries, comparing case-insensitively with `_` read as `-`:
///
/// 1. the exact tag (`pt-BR` for `pt-BR`, `zh-Hant-TW` for `zh_Hant_TW`);
/// 2. language and script, the script inferred when the tag has none (`zh-Hant` for `zh-TW`
///    and `zh-HK`, `zh-Hans` for `zh-CN` and `zh`, `sr-Latn` for `sr-Latn-RS`);
/// 3. the language alone (`pt` for `pt-BR`, `de` for `de-AT`);
/// 4. another regional or script form of the same language, preferring one with the same
///    script, then the first in sorted order (`pt-PT` for `pt-BR` when the table has no `pt`,
///    `zh-Hans` for `zh` when it has only `zh-Hans` and `zh-Hant`).
///
/// The first preferred language that matches at any step wins; when none does, the table's
/// development language serves.
struct LanguageMatcher: Sendable {
    /// One of the table's languages, with the parts matching compares.
    private struct Candidate: Sendable {
        var tag: String           // as the table spells it
        var normalized: String    // lower-case, "-" separated
        var language: String      // "zh"
        var script: String?       // "hant", explicit or likely
    }

    private let candidates: [Candidate]
    private let byNormalizedTag: [String: String]
    /// The language used when nothing matches.
    let developmentLanguage: String

    init(languages: [String], developmentLanguage: String) {
        self.developmentLanguage = developmentLanguage
        candidates = languages.sorted().map { tag in
            let parts = Self.parts(of: tag)
            return Candidate(tag: tag, normalized: parts.normalized, language: parts.language, script: parts.script)
        }
        var byTag: [String: String] = [:]
        for candidate in candidates where byTag[candidate.normalized] == nil {
            byTag[candidate.normalized] = candidate.tag
        }
        byNormalizedTag = byTag
    }

    /// The table language for `locale`, or for the user's preferred languages when it is `nil`.
    func language(for locale: Locale?) -> String {
        if let locale {
            return language(forPreferred: [locale.identifier])
        }
        // Locale.preferredLanguages: https://developer.apple.com/documentation/foundation/locale/preferredlanguages
        return language(forPreferred: Locale.preferredLanguages)
    }

    /// The table language for the first of `preferred` that matches, else the development language.
    func language(forPreferred preferred: [String]) -> String {
        for tag in preferred {
            if let match = match(tag) { return match }
        }
        return developmentLanguage
    }

    /// The table language for one tag, by the steps above, or `nil`.
    func match(_ tag: String) -> String? {
        let wanted = Self.parts(of: tag)
        guard !wanted.language.isEmpty else { return nil }
        if let exact = byNormalizedTag[wanted.normalized] { return exact }
        if let script = wanted.script, let withScript = byNormalizedTag[wanted.language + "-" + script] { return withScript }
        if let language = byNormalizedTag[wanted.language] { return language }
        let sameLanguage = candidates.filter { $0.language == wanted.language }
        return (sameLanguage.first { $0.script != nil && $0.script == wanted.script } ?? sameLanguage.first)?.tag
    }

    /// A tag's normalized form, language subtag and script (explicit, else the likely one).
    private static func parts(of tag: String) -> (normalized: String, language: String, script: String?) {
        var text = Substring(tag)
        if let at = text.firstIndex(of: "@") { text = text[..<at] }  // "en_US@calendar=gregorian"
        let normalized = text.replacingOccurrences(of: "_", with: "-").lowercased()
        let subtags = normalized.split(separator: "-", omittingEmptySubsequences: false)
        let language = subtags.first.map(String.init) ?? ""
        if subtags.count > 1, subtags[1].count == 4, subtags[1].allSatisfy(\.isLetter) {
            return (normalized, language, String(subtags[1]))
        }
        return (normalized, language, likelyScript(of: normalized))
    }

    /// The likely script of a tag without one, from Foundation's likely-subtags data.
    private static func likelyScript(of tag: String) -> String? {
        guard !tag.isEmpty else { return nil }
        if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
            // Locale.Language(identifier:): https://developer.apple.com/documentation/foundation/locale/language-swift.struct/init(identifier:)
            // Locale.Language.script: https://developer.apple.com/documentation/foundation/locale/language-swift.struct/script
            return Locale.Language(identifier: tag).script?.identifier.lowercased()
        }
        return nil
    }
}

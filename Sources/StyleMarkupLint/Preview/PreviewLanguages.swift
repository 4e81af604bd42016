@_spi(MarkupcTools) import StyleMarkup
/// How a preview orders and lays out its language columns.
enum PreviewLanguages {
    /// Languages written right to left, by primary subtag (BCP 47 or Apple's `iw`).
    static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ps", "sd", "syr", "ug", "ur", "yi"]
    /// Scripts written right to left (a script subtag wins over the language's usual script).
    static let rightToLeftScripts: Set<String> = ["adlm", "arab", "hebr", "nkoo", "rohg", "syrc", "thaa"]

    /// Whether `language` (`ar`, `he-IL`, `az-Arab`, Android's `ar-XB` pseudo-locale) is laid out
    /// right to left.
    static func isRightToLeft(_ language: String) -> Bool {
        let parts = language.lowercased().replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let primary = parts.first else { return false }
        if parts.count > 1 {
            if rightToLeftScripts.contains(parts[1]) { return true }
            if ["latn", "cyrl"].contains(parts[1]) { return false }
            if parts[1] == "xb" { return true }
        }
        return rightToLeftLanguages.contains(primary)
    }

    /// Whether `language` is a pseudo-locale (`en-XA`, `ar-XB`, or a private-use tag such as
    /// `en-x-pseudo`), shown right after the development language.
    static func isPseudo(_ language: String) -> Bool {
        let tag = language.lowercased().replacingOccurrences(of: "_", with: "-")
        return tag.hasSuffix("-xa") || tag.hasSuffix("-xb") || tag.contains("-x-")
    }

    /// The columns: the development language first, then pseudo-locales, then the others in
    /// the order of their tags.
    static func ordered(_ languages: Set<String>, development: String) -> [String] {
        let rest = languages.subtracting([development])
        let pseudo = rest.filter(isPseudo).sorted()
        let others = rest.filter { !isPseudo($0) }.sorted()
        return (languages.contains(development) ? [development] : []) + pseudo + others
    }
}

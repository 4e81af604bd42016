import StyleMarkup
import StyleMarkupLint
/// How a preview orders and lays out its language columns.
enum PreviewLanguages {
    /// Whether `language` is laid out right to left: by its script (``ScriptDirection``).
    static func isRightToLeft(_ language: String) -> Bool { ScriptDirection.isRightToLeft(language) }

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

import StyleMarkup
import StyleMarkupLint

/// A formatted string holding a `%` that starts no placeholder (`%lld of %Y files`): lint
/// accepts such a `%` in a translation only when the same characters follow it as in the
/// source (``FormattedPercentSigns/strayPercentSigns(in:source:)``), which accenting them or
/// wrapping words around them would change, so `pseudo` copies the string unchanged. A `%` in
/// prose (`Up 50%.`) is text, and the string is rewritten as any other.
enum PseudoStrayPercentSigns {
    /// Whether `string` (a source string of `file`, read in `dialect`) is copied unchanged for
    /// its stray `%`. Its placeholders are lint's (`<inttypes.h>` macros among them), and a
    /// plural form is formatted when a form of its group has one, as lint judges it.
    static func keepsString(_ string: LocalizedString, of file: LocalizationFile, dialect: MarkupDialect) -> Bool {
        // Another format language's directives (a PO entry's `python-format`) are kept as they are.
        guard string.checksPlaceholders, string.placeholderDialect?.isPrintf ?? true,
              FormattedPercentSigns.hasStrayPercentSign(string.value, dialect: string.printfDialect) else {
            return false
        }
        var analyzer = StringAnalyzer()
        func hasPlaceholders(_ other: LocalizedString) -> Bool {
            !analyzer.analyze(other.value, dialect: dialect, printf: other.printfDialect).placeholders.isEmpty
        }
        var placeholders = hasPlaceholders(string)
        if !placeholders, let group = string.pluralGroup {
            placeholders = file.strings.contains { $0.pluralGroup == group && $0.role == .source && hasPlaceholders($0) }
        }
        return FormattedPercentSigns.isFormatted(string, source: string, sourceHasPlaceholders: placeholders)
    }
}

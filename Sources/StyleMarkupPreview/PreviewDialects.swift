import StyleMarkup
import StyleMarkupLint

/// The dialect a preview reads each string in, as lint reads it (Docs/Lint.md "Dialects"):
///
/// - the configuration's `dialects` entry for the string's format, path and key, when one
///   matches;
/// - otherwise markupc's own markup (a preview always has a style book). Android and PO
///   strings are rendered by Android's `Html.fromHtml` or GTK, not by markupc: one that is not
///   markupc's markup is read as lint reads these files without a style book (the HTML
///   dialect; XML for itstool's PO files), where a `<word>` that names no HTML element and is
///   never closed is text. Only a string neither reading accepts is a finding.
///
/// A string of the HTML or XML dialect that the style book cannot render is shown as text.
enum PreviewDialects {
    /// How one string is read.
    struct Reading: Sendable {
        /// The dialect tried first.
        var dialect: MarkupDialect
        /// The dialect a string that is not markupc's markup is read in, if any.
        var fallback: MarkupDialect?
    }

    /// How `string` of `file` is read.
    static func reading(_ string: LocalizedString, in file: LocalizationFile, configuration: LintConfiguration) -> Reading {
        // A configured entry decides whatever the fallback; without one the two fallbacks differ.
        let chosen = configuration.dialect(format: file.format, path: file.path, key: string.key, fallback: .markupc)
        if chosen == configuration.dialect(format: file.format, path: file.path, key: string.key, fallback: .text) {
            return Reading(dialect: chosen, fallback: nil)
        }
        switch file.format {
        case .androidXML, .gettext: return Reading(dialect: .markupc, fallback: file.holdsXML ? .xml : .html)
        case .appleStrings, .stringsdict, .xcstrings, .xliff: return Reading(dialect: .markupc, fallback: nil)
        }
    }

    /// `value`, read in `dialect`, as markupc markup.
    static func markup(_ value: String, in dialect: MarkupDialect) -> String {
        switch dialect {
        case .markupc: return value
        case .html: return HTMLDialectMarkup.markupc(from: value, xml: false)
        case .xml: return HTMLDialectMarkup.markupc(from: value, xml: true)
        case .text: return value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
    }
}

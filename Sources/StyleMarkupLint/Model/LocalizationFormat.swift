import Foundation

/// The localization file formats `markupc lint` reads.
public enum LocalizationFormat: String, Hashable, Sendable, CaseIterable {
    /// Apple `.strings` (UTF-8 or UTF-16), in `xx.lproj` directories.
    case appleStrings = "strings"
    /// Android resources (`res/values*/strings.xml`).
    case androidXML = "android"
    /// gettext `.po`.
    case gettext = "po"
    /// XLIFF 1.2 (`.xliff`, `.xlf`).
    case xliff = "xliff"
    /// Xcode String Catalogs (`.xcstrings`, JSON): every language in one file.
    case xcstrings = "xcstrings"
    /// Apple `.stringsdict` plural rules (XML property lists), in `xx.lproj` directories.
    case stringsdict = "stringsdict"

    /// The format of a file, from its name. Inside a searched directory an `.xml` file is read
    /// only in a `values` or `values-*` directory, but not in `values-qq`, where translatewiki
    /// keeps each message's documentation for translators (no language's translation); a file
    /// named on the command line always is.
    static func detect(path: String, namedExplicitly: Bool) -> LocalizationFormat? {
        let url = URL(fileURLWithPath: path)
        switch url.pathExtension.lowercased() {
        case "strings": return .appleStrings
        case "po": return .gettext
        case "xliff", "xlf": return .xliff
        case "xcstrings": return .xcstrings
        case "stringsdict": return .stringsdict
        case "xml":
            if namedExplicitly { return .androidXML }
            let directory = url.deletingLastPathComponent().lastPathComponent
            return directory == "values" || directory.hasPrefix("values-") && directory != "values-qq" ? .androidXML : nil
        default: return nil
        }
    }
}

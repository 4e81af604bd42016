import StyleMarkup

/// A source language (`--source-language`, ``Linter/sourceLanguage``) that none of the files
/// paired by language has: no `LANG.lproj` folder beside the others, no string catalog with
/// that `sourceLanguage` or localization. Pairing would find no source, so real errors would
/// vanish and false ones appear; the command line refuses the run instead (exit status 2).
///
/// Only `.lproj` tables and string catalogs pair by language. Android `values/`, PO msgids and
/// XLIFF sources are the source whatever it is called, so they never make this problem.
public struct UnknownSourceLanguage: Error, Hashable, Sendable, CustomStringConvertible {
    /// The language asked for.
    public var language: String
    /// The languages the `.lproj` tables and catalogs have, sorted.
    public var found: [String]

    /// Creates the problem.
    public init(language: String, found: [String]) {
        self.language = language
        self.found = found
    }

    /// `no .lproj folder or string catalog has the source language en-US; the languages found are en, fr`.
    public var description: String {
        "no .lproj folder or string catalog has the source language \(language); the languages found are \(found.joined(separator: ", "))"
    }

    /// The problem with `language` among `files`, or `nil` when one of them has it, when no
    /// language was asked for, or when no file pairs by language.
    static func check(_ language: String?, files: [LocalizationFile]) -> UnknownSourceLanguage? {
        guard let language else { return nil }
        var pairsByLanguage = false
        for file in files {
            switch file.format {
            case .appleStrings, .stringsdict:
                guard file.groupID != nil, let own = file.language else { continue }
                if own == language { return nil }
                pairsByLanguage = true
            case .xcstrings:
                // Read with `language` as its source: an entry localized in it, or the catalog's own.
                if file.hasSourceLocalization || file.catalogSourceLanguage == language { return nil }
                pairsByLanguage = true
            case .androidXML, .gettext, .xliff:
                continue
            }
        }
        guard pairsByLanguage else { return nil }
        return UnknownSourceLanguage(language: language, found: languages(of: files))
    }

    /// The languages the `.lproj` tables and catalogs have, for the message (read only when
    /// the language is unknown): the tables' folders, and each catalog's `sourceLanguage` and
    /// the languages of its translations.
    private static func languages(of files: [LocalizationFile]) -> [String] {
        var found = Set<String>()
        for file in files {
            switch file.format {
            case .appleStrings, .stringsdict:
                if file.groupID != nil, let own = file.language { found.insert(own) }
            case .xcstrings:
                if let declared = file.catalogSourceLanguage { found.insert(declared) }
                for string in file.strings where string.role == .translation { if let own = string.language { found.insert(own) } }
            case .androidXML, .gettext, .xliff:
                continue
            }
        }
        return found.sorted()
    }
}

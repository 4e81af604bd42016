import StyleMarkupLint

/// A language a project's localization files hold, and where it was first found.
public struct PseudoProjectLanguage: Hashable, Sendable {
    /// The language as the files name it (`de`, `pt-BR` for Android's `values-pt-rBR`).
    public var identifier: String
    /// Where: `path:line:column` of its first string, or the path of a file without strings.
    public var place: String
    /// Whether it is a source language (the catalog's `sourceLanguage`, the source `.lproj`).
    public var isSource: Bool
}

/// Which names `markupc pseudo` writes: pseudo-locales only, never a language the project has
/// or its source language (Docs/Pseudo.md).
///
/// A pseudo-locale is one of the platforms' own (Android's `en-XA` and `ar-XB`, Windows'
/// `qps-ploc`, `qps-ploca` and `qps-plocm`), or a name marked as pseudo by a part no real
/// language can have: a private-use region (`AA`, `QM`–`QZ`, `XA`–`XZ`, but not `QO` and `XK`,
/// which CLDR gives Outlying Oceania and Kosovo: `en-XL`, `de-XA`), a private-use language
/// (`qaa`–`qtz`), or the modifier `@pseudo` (`en@pseudo`, as gettext names it).
public enum PseudoLocaleCheck {
    /// The platforms' own pseudo-locales, as written.
    public static let platformLocales = ["en-XA", "ar-XB", "qps-ploc", "qps-ploca", "qps-plocm"]

    /// Whether `identifier` names a pseudo-locale.
    public static func isPseudoLocale(_ identifier: String) -> Bool {
        let name = normalized(identifier)
        if platformLocales.map(normalized).contains(name) { return true }
        let parts = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, parts[1] == "pseudo", !parts[0].isEmpty { return true }
        let subtags = parts[0].split(separator: "-")
        guard let language = subtags.first else { return false }
        if language.count == 3, language >= "qaa", language <= "qtz" { return true }
        // The region: the first two-letter subtag after the language (a script has four).
        guard let region = subtags.dropFirst().first(where: { $0.count == 2 && $0.allSatisfy(\.isLetter) }) else { return false }
        return isPrivateUseRegion(String(region))
    }

    /// Whether a region code (lower case) is one ISO 3166 leaves to private use and CLDR does
    /// not give a real place.
    private static func isPrivateUseRegion(_ region: String) -> Bool {
        guard region != "qo", region != "xk" else { return false }
        return region == "aa" || ("qm"..."qz").contains(region) || ("xa"..."xz").contains(region)
    }

    /// The problem with writing `locale` into a project holding `languages`, or `nil`: a
    /// source language, a language the project has, or a name that is not a pseudo-locale.
    public static func problem(with locale: PseudoLocale, in languages: [PseudoProjectLanguage]) -> String? {
        let name = normalized(locale.identifier)
        let found = languages.filter { normalized($0.identifier) == name }
        let what: String
        if let source = found.first(where: \.isSource) {
            what = "names the source language of the project (\(source.place))"
        } else if isPseudoLocale(locale.identifier) {
            return nil  // an earlier run's pseudo-locale, replaced
        } else if let language = found.first {
            what = "names a language the project has (\(language.place))"
        } else {
            what = "is not a pseudo-locale"
        }
        let language = locale.identifier.prefix { $0.isLetter }
        let transformations = PseudoTransformation.applicationOrder.filter(locale.transformations.contains).map(\.rawValue).joined(separator: ",")
        return "--locale \(locale.identifier) \(what); pseudo writes only pseudo-locales: \(platformLocales.joined(separator: ", ")), "
            + "or a name marked as pseudo by a private-use region (XA–XZ, QM–QZ: \(language)-XL=\(transformations)) "
            + "or the modifier @pseudo (\(language)@pseudo=\(transformations))"
    }

    /// The languages of `files`, each with the first place it was found; a language is a
    /// source one when any file holds its source strings.
    static func languages(of files: [LocalizationFile]) -> [PseudoProjectLanguage] {
        var result: [PseudoProjectLanguage] = []
        var indexByName: [String: Int] = [:]
        // The place is worked out only for a language's first string (and its first source).
        func note(_ identifier: String, place: () -> String, isSource: Bool) {
            guard !identifier.isEmpty else { return }
            let name = normalized(identifier)
            if let index = indexByName[name] {
                if isSource, !result[index].isSource { result[index] = PseudoProjectLanguage(identifier: identifier, place: place(), isSource: true) }
            } else {
                indexByName[name] = result.count
                result.append(PseudoProjectLanguage(identifier: identifier, place: place(), isSource: isSource))
            }
        }
        for file in files {
            for string in file.strings {
                guard let language = string.language ?? file.language else { continue }
                note(language, place: {
                    let location = string.valueLocation
                    return "\(file.path):\(location.line):\(location.column)"
                }, isSource: string.role == .source)
            }
            if let language = file.language { note(language, place: { file.path }, isSource: false) }
        }
        return result
    }

    /// An identifier compared as a folder name: letter case ignored, `_` read as `-`.
    static func normalized(_ identifier: String) -> String {
        identifier.lowercased().replacingOccurrences(of: "_", with: "-")
    }
}

import Foundation
import StyleMarkup
import StyleMarkupLint

/// Turns the localization files read for `markupc generate` into ``StringTable``s: files are
/// grouped into tables by name (`Localizable.xcstrings`, `fr.lproj/Localizable.strings` and
/// `fr.lproj/Localizable.stringsdict` are all the table `Localizable`), each key's strings
/// into one ``LocalizedFormat`` per language (``VariantTree``), the development language's
/// placeholders into parameters (``AccessorParameters``), keys into names (``SwiftName``).
///
/// - The development language is `--source-language`, else the String Catalog's
///   `sourceLanguage`, else `en` when there is an `en.lproj`, else `Base`.
/// - `Base.lproj` strings are the development language's where its own folder lacks them.
/// - A `.stringsdict` entry replaces the `.strings` entry of the same key and language, as
///   Foundation does; any other key defined for one language by two files is an error.
/// - A key the development language does not have gets no accessor (lint reports it as an
///   `orphan-translation`); a language that lacks a key is reported `untranslated`.
struct StringTableBuilder {
    /// The tables, sorted by name.
    private(set) var tables: [StringTable] = []
    /// Every problem found, in file order.
    private(set) var findings: [GenerationFinding] = []

    /// One key's strings in one language, and the file kind they came from.
    private struct Strings {
        var pieces: [VariantTree.Piece] = []
        var fromStringsdict = false
        var file: String
    }

    private struct TableSource {
        var name: String
        var catalogLanguage: String?
        /// key → language → strings.
        var keys: [String: [String: Strings]] = [:]
        /// Language → the first file of the table in that language (for reports without a key).
        var files: [String: String] = [:]
        var stale: [(key: String, file: String, location: LintLocation)] = []
        var untranslatable: Set<String> = []
    }

    init(files: [LocalizationFile], sourceLanguage: String?) {
        var sources: [String: TableSource] = [:]
        for file in files {
            let url = URL(fileURLWithPath: file.path)
            let name = url.deletingPathExtension().lastPathComponent
            if file.format != .xcstrings, file.language == nil {
                findings.append(GenerationFinding(file: file.path, location: nil, rule: .table,
                                                  message: "the file is not in an xx.lproj folder, so its language is unknown; put it in en.lproj (or the language it is in)"))
                continue
            }
            // Taken out while it changes, so its dictionaries are not copied once per file.
            var table = sources.removeValue(forKey: name) ?? TableSource(name: name)
            if file.format == .xcstrings {
                table.catalogLanguage = table.catalogLanguage ?? file.strings.first { $0.role == .source }?.language
            }
            for stale in file.staleEntries { table.stale.append((stale.key, file.path, stale.location)) }
            table.untranslatable.formUnion(file.untranslatableEntries)
            add(file, to: &table)
            sources[name] = table
        }
        for name in sources.keys.sorted() {
            build(sources[name]!, sourceLanguage: sourceLanguage)
        }
        let typeNames = Dictionary(grouping: tables.filter { $0.name != "Localizable" }, by: { SwiftName.type($0.name) })
        for (typeName, group) in typeNames.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            findings.append(GenerationFinding(file: group[1].name, location: nil, rule: .nameCollision,
                                              message: "the tables \(group.map { "\"\($0.name)\"" }.joined(separator: " and ")) both become the Swift name \(typeName); rename one of the files"))
        }
    }

    private mutating func add(_ file: LocalizationFile, to table: inout TableSource) {
        var seen = Set<String>()
        for (index, string) in file.strings.enumerated() {
            let place = file.places[index] ?? StringPlace(entry: string.key, steps: [])
            guard let language = string.language ?? file.language else { continue }
            if table.files[language] == nil { table.files[language] = file.path }
            var strings = table.keys[place.entry]?[language] ?? Strings(file: file.path)
            let fromStringsdict = file.format == .stringsdict
            if !strings.pieces.isEmpty, strings.file != file.path {
                if fromStringsdict && !strings.fromStringsdict {
                    strings = Strings(file: file.path)          // a .stringsdict entry replaces the .strings one
                } else if strings.fromStringsdict && !fromStringsdict {
                    continue
                } else if seen.insert(place.entry).inserted {
                    findings.append(GenerationFinding(file: file.path, location: string.keyLocation, rule: .table,
                                                      message: LintFinding.prefix(language: language, key: place.entry) + "the key is also defined in \(strings.file)"))
                    continue
                } else {
                    continue
                }
            }
            strings.fromStringsdict = fromStringsdict
            strings.pieces.append(VariantTree.Piece(string: string, steps: place.steps))
            table.keys[place.entry, default: [:]][language] = strings
        }
    }

    private mutating func build(_ source: TableSource, sourceLanguage: String?) {
        let languages = Set(source.keys.values.flatMap(\.keys))
        let development = sourceLanguage ?? source.catalogLanguage ?? (languages.contains("en") ? "en" : "Base")
        guard languages.contains(development) || (languages.contains("Base") && development != "Base") else {
            findings.append(GenerationFinding(file: source.files.values.sorted().first ?? source.name, location: nil, rule: .table,
                                              message: "the table \(source.name) has no strings in its development language '\(development)'; name it with --source-language"))
            return
        }
        var table = StringTable(name: source.name, developmentLanguage: development, entries: [])
        var names: [String: LocalizedString] = [:]
        for key in source.keys.keys.sorted() {
            var perLanguage = source.keys[key]!
            if development != "Base", let base = perLanguage.removeValue(forKey: "Base"), perLanguage[development] == nil {
                perLanguage[development] = base
            }
            guard let developmentStrings = perLanguage[development], let first = developmentStrings.pieces.first else { continue }
            let entry: StringTable.Entry
            do {
                entry = try makeEntry(key, perLanguage, development: development, developmentStrings: developmentStrings)
            } catch {
                findings.append(error.finding)
                continue
            }
            if let other = names[entry.name] {
                let otherKey = table.entries.first { $0.name == entry.name }?.key ?? other.key
                findings.append(GenerationFinding(file: first.string.file, location: first.string.keyLocation, rule: .nameCollision,
                                                  message: "the keys \"\(otherKey)\" (at \(other.file):\(other.keyLocation.line):\(other.keyLocation.column)) "
                                                      + "and \"\(key)\" both become the Swift name \(entry.name); rename one of them"))
                continue
            }
            names[entry.name] = first.string
            reportUntranslated(key, entry, languages: languages.subtracting(["Base"]), source: source, first: first.string)
            table.entries.append(entry)
        }
        let generated = Set(table.entries.map(\.key))
        for stale in source.stale where generated.contains(stale.key) {
            findings.append(GenerationFinding(file: stale.file, location: stale.location, rule: .stale,
                                              message: LintFinding.prefix(language: nil, key: stale.key)
                                                  + "the catalog marks the key stale (no longer in the source code); its accessor is still generated"))
        }
        tables.append(table)
    }

    private func makeEntry(_ key: String, _ perLanguage: [String: Strings], development: String,
                           developmentStrings: Strings) throws(GenerationProblem) -> StringTable.Entry {
        let sourceTree = try VariantTree(developmentStrings.pieces, pluralArgument: nil)
        let parameters = try AccessorParameters.make(sourceTree)
        var formats = [development: sourceTree.format]
        for language in perLanguage.keys.sorted() where language != development && language != "Base" {
            let tree = try VariantTree(perLanguage[language]!.pieces, pluralArgument: sourceTree.pluralArgument)
            try AccessorParameters.check(tree, against: parameters)
            formats[language] = tree.format
        }
        let pieces = developmentStrings.pieces
        let shown = pieces.first { $0.steps.isEmpty } ?? pieces.first { $0.steps.last == .plural("other") } ?? pieces[0]
        return StringTable.Entry(key: key, name: SwiftName.member(key), formats: formats, parameters: parameters, sourceText: shown.string.value)
    }

    private mutating func reportUntranslated(_ key: String, _ entry: StringTable.Entry, languages: Set<String>, source: TableSource, first: LocalizedString) {
        guard !source.untranslatable.contains(key) else { return }
        for language in languages.sorted() where entry.formats[language] == nil {
            // A catalog names the key where it is; a .strings file for the language has no place for a missing key.
            let inCatalog = first.file.hasSuffix(".xcstrings")
            findings.append(GenerationFinding(file: inCatalog ? first.file : source.files[language] ?? first.file,
                                              location: inCatalog ? first.keyLocation : nil, rule: .untranslated,
                                              message: LintFinding.prefix(language: language, key: key)
                                                  + "not translated; the development language's markup is shown"))
        }
    }
}

import Foundation
import StyleMarkup

/// Pairs each translation with its source string(s).
///
/// - `.strings`: files with the same name in sibling `xx.lproj` directories form a table;
///   its source is `LANG.lproj` with `--source-language LANG`, else `Base.lproj`, else
///   `en.lproj`.
/// - Android: the `values/` directory of a `res` directory is the source of every
///   `values-*` beside it; a plural item is paired with the source's item of the same
///   quantity first, then `other`, then the others (``PairRules`` compares it form by form).
/// - XLIFF and PO hold sources and translations together (``LocalizationFile/inlineSources``).
///
/// A translation whose key the source does not have is an `orphan-translation` (saying so when
/// the source has it but marks it `translatable="false"`), unless a
/// source file of its table is itself malformed (its `malformed-file` error stands for the
/// keys it lost); a table or `res` directory without a source file is not paired at all.
package struct LintPairing {
    /// A string's address: the file's index and the string's index in it.
    struct Ref: Hashable {
        var file: Int
        var string: Int
    }

    /// Each translation and its sources, the preferred one first.
    var pairs: [(translation: Ref, sources: [Ref])] = []
    var orphans: [LintFinding] = []

    /// Pairs the strings of `files` (marking each string's role); the files of a table are
    /// paired on up to `workers` threads, with the same result as on one.
    package init(files: inout [LocalizationFile], sourceLanguage: String?, workers: Int = 1) {
        var groups: [String: [Int]] = [:]
        var groupOrder: [String] = []
        for (index, file) in files.enumerated() {
            guard let group = file.groupID else { continue }
            if groups[group] == nil { groupOrder.append(group) }
            groups[group, default: []].append(index)
        }
        for group in groupOrder {
            let members = groups[group]!
            let sources = chooseSources(members, files: files, sourceLanguage: sourceLanguage)
            guard !sources.isEmpty else { continue }
            for member in members {
                let role: LocalizedString.Role = sources.contains(member) ? .source : .translation
                for index in files[member].strings.indices { files[member].strings[index].role = role }
            }
            pairGroup(members: members, sources: sources, files: files, workers: workers)
        }
        for (fileIndex, file) in files.enumerated() {
            for (translation, sources) in file.inlineSources.sorted(by: { $0.key < $1.key }) {
                pairs.append((Ref(file: fileIndex, string: translation), sources.map { Ref(file: fileIndex, string: $0) }))
            }
            for orphan in file.inlineOrphans {
                orphans.append(LintFinding(.orphanTranslation, file.strings[orphan], at: file.strings[orphan].keyLocation,
                                           "the trans-unit has a <target> but no <source>"))
            }
        }
    }

    /// The files of a group that hold its source strings.
    private func chooseSources(_ members: [Int], files: [LocalizationFile], sourceLanguage: String?) -> [Int] {
        if files[members[0]].format == .androidXML {
            return members.filter { Self.isAndroidDefault(files[$0].path) }
        }
        let languages = members.map { files[$0].language }
        let wanted = sourceLanguage.map { [$0] } ?? ["Base", "en"]
        for language in wanted {
            if let index = languages.firstIndex(of: language) { return [members[index]] }
        }
        return []
    }

    package static func isAndroidDefault(_ path: String) -> Bool {
        URL(fileURLWithPath: path).deletingLastPathComponent().lastPathComponent == "values"
    }

    private mutating func pairGroup(members: [Int], sources: [Int], files: [LocalizationFile], workers: Int) {
        var byKey: [String: Ref] = [:]
        var byPlural: [String: [Ref]] = [:]
        var untranslatable: Set<String> = []
        for file in sources {
            untranslatable.formUnion(files[file].untranslatableResources)
            for index in files[file].strings.indices {
                let ref = Ref(file: file, string: index)
                byKey[files[file].strings[index].key] = ref
                if let plural = files[file].strings[index].pluralGroup { byPlural[plural, default: []].append(ref) }
            }
        }
        let sourceName: String
        if files[sources[0]].format == .androidXML {
            sourceName = (files[sources[0]].path as NSString).deletingLastPathComponent + "/"
        } else {
            sourceName = files[sources[0]].path
        }
        let translations = members.filter { !sources.contains($0) }
        // A source file read only up to a syntax error (or not at all) lacks keys its
        // translations rightly have: its one `malformed-file` error is the finding.
        let sourceIsComplete = !sources.contains { files[$0].findings.contains { $0.rule == .malformedFile } }
        let paired = ParallelWork.map(translations.count, workers: workers) { [byKey, byPlural, untranslatable] position in
            let member = translations[position]
            var pairs: [(translation: Ref, sources: [Ref])] = []
            var orphans: [LintFinding] = []
            pairs.reserveCapacity(files[member].strings.count)
            var reported = Set<String>()
            for index in files[member].strings.indices {
                let ref = Ref(file: member, string: index)
                var alternatives: [Ref] = []
                if let primary = byKey[files[member].strings[index].key] { alternatives.append(primary) }
                if let plural = files[member].strings[index].pluralGroup, let forms = byPlural[plural] {
                    // Prefer the same quantity, then `other`, then the rest.
                    let other = forms.filter { files[$0.file].strings[$0.string].key == "\(plural)[other]" }
                    for form in other + forms where !alternatives.contains(form) { alternatives.append(form) }
                }
                if alternatives.isEmpty {
                    guard sourceIsComplete else { continue }
                    let string = files[member].strings[index]
                    let resource = string.resourceName ?? string.key
                    guard reported.insert(resource).inserted else { continue }
                    if untranslatable.contains(resource) {
                        orphans.append(LintFinding(.orphanTranslation, string, at: string.keyLocation,
                                                   "translated, though the source in \(sourceName) marks it translatable=\"false\"; remove the translation or the mark"))
                    } else {
                        orphans.append(LintFinding(.orphanTranslation, string, at: string.keyLocation,
                                                   "no source string has this key; the source is \(sourceName)"))
                    }
                    continue
                }
                pairs.append((ref, alternatives))
            }
            return (pairs, orphans)
        }
        for (memberPairs, memberOrphans) in paired {
            pairs += memberPairs
            orphans += memberOrphans
        }
    }
}

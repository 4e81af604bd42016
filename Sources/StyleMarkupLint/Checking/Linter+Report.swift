import StyleMarkup

/// The last stage of a lint run: the configuration's levels applied, the rules a file
/// silences for a key dropped, the findings in file order, and the report.
extension Linter {
    /// The report of `findings` (with `extraFindings`, the problems found before reading, whose
    /// files come first) on `files`.
    func makeReport(_ findings: [LintFinding], extraFindings: [LintFinding], files: [LocalizationFile], pairing: LintPairing,
                    strings: StringJudgement) -> LintReport {
        // Rules the files silence for some keys (Android's tools:ignore), by file path.
        var silenced: [String: [String: Set<LintRule>]] = [:]
        for file in files where !file.silencedRules.isEmpty { silenced[file.path, default: [:]].merge(file.silencedRules) { $0.union($1) } }
        var kept = findings.compactMap { finding -> LintFinding? in
            if let key = finding.key, configuration.ignores(key: key) { return nil }
            if !silenced.isEmpty, let key = finding.key, silenced[finding.file]?[key]?.contains(finding.rule) == true { return nil }
            guard let level = configuration.level(of: finding.rule, found: finding.level) else { return nil }
            var copy = finding
            copy.level = level
            return copy
        }
        var order: [String: Int] = [:]
        for finding in extraFindings where order[finding.file] == nil { order[finding.file] = order.count }
        for file in files where order[file.path] == nil { order[file.path] = order.count }
        kept.sort { a, b in
            let (fileA, fileB) = (order[a.file] ?? Int.max, order[b.file] ?? Int.max)
            if fileA != fileB { return fileA < fileB }
            let (lineA, lineB) = (a.location ?? LintLocation(line: 0, column: 0), b.location ?? LintLocation(line: 0, column: 0))
            if lineA != lineB { return lineA < lineB }
            if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
            return a.message < b.message
        }
        var report = LintReport(findings: kept, stringCount: strings.stringCount, languages: strings.languages.sorted(),
                                files: files.filter { !$0.continuesPreviousFile }.map(\.path))
        if keepsStrings {
            let named = keepsOnlyStringsWithFindings ? Set(kept.map { StringName(file: $0.file, key: $0.key ?? "", language: $0.language ?? "") }) : nil
            func isKept(_ string: LocalizedString) -> Bool {
                !configuration.ignores(key: string.key)
                    && named.map { $0.contains(StringName(file: string.file, key: string.key, language: string.language ?? "")) } ?? true
            }
            var sourceOf: [LintPairing.Ref: LintPairing.Ref] = [:]
            for (translation, sources) in pairing.pairs where named == nil || isKept(files[translation.file].strings[translation.string]) {
                if let first = sources.first { sourceOf[translation] = first }
            }
            func dialect(_ string: LocalizedString, in file: LocalizationFile) -> MarkupDialect {
                configuration.dialect(format: file.format, path: file.path, key: string.key,
                                      fallback: LintAnalyses.fallbackDialect(of: file, styleBook: styleBook))
            }
            for (fileIndex, file) in files.enumerated() {
                for (index, string) in file.strings.enumerated() where isKept(string) {
                    let ref = sourceOf[LintPairing.Ref(file: fileIndex, string: index)]
                    let source = ref.map { files[$0.file].strings[$0.string] }
                    let sourceDialect = ref.map { dialect(files[$0.file].strings[$0.string], in: files[$0.file]) } ?? .markupc
                    report.checkedStrings.append(.init(string: string, source: source, dialect: dialect(string, in: file), sourceDialect: sourceDialect))
                }
            }
        }
        return report
    }

    /// What names a string in a finding: its file, key and language (`""` for none).
    private struct StringName: Hashable {
        var file: String
        var key: String
        var language: String
    }
}

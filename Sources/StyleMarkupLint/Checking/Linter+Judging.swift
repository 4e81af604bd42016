import StyleMarkup

/// The judging stages of a lint run: each string on its own (``MarkupRules``), then each
/// translation against its sources (``PairRules``).
extension Linter {
    /// What judging the strings one by one found, and what it counted.
    struct StringJudgement {
        var findings: [LintFinding]
        var stringCount: Int
        var languages: Set<String>
    }

    /// Runs the rules that look at one string on its own, on every string not ignored. A
    /// source repeated in every XLIFF or PO file is reported once, in the first file.
    func judgeStrings(_ files: [LocalizationFile], _ analyses: LintAnalyses, pairing: LintPairing) -> StringJudgement {
        // Translations whose source does not parse (the source's one `source-malformed`
        // warning stands for their markup problems) or reads as plain text: their markup is
        // not judged, their placeholders are.
        let markupUnjudged = Set(pairing.pairs.lazy.filter { !analyses.analysis($0.sources[0]).judgesTranslationMarkup }
            .map { analyses.strings.flatIndex($0.translation) })
        let checked = ParallelWork.map(analyses.strings.ranges.count, workers: workers) { piece in
            var found: [LintFinding] = []
            // Sources of XLIFF and PO files, with the key and text that identify them.
            var inlineSources: [(identity: String, finding: LintFinding)] = []
            var count = 0
            var languages = Set<String>()
            var lastLanguage: String?
            for flatIndex in analyses.strings.ranges[piece] {
                let (fileIndex, stringIndex) = analyses.strings.flat[flatIndex]
                let string = files[fileIndex].strings[stringIndex]
                guard !configuration.ignores(key: string.key) else { continue }
                count += 1
                if let language = string.language, language != lastLanguage {
                    languages.insert(language)
                    lastLanguage = language
                }
                // Most strings parse and use no tag outside the style book: nothing to report.
                let analyzed = analyses.analysis(at: flatIndex)
                if analyzed.markupErrors.isEmpty, analyzed.tags.isEmpty || styleBook == nil { continue }
                let format = files[fileIndex].format
                let dialect = analyses.dialect(of: string, in: files[fileIndex], fileIndex: fileIndex, configuration: configuration)
                let results = MarkupRules.check(string, analyzed, styleBook: styleBook, dialect: dialect, format: format,
                                                sourceJudgesMarkup: !markupUnjudged.contains(flatIndex))
                if string.role == .source, format == .xliff || format == .gettext, !analyzed.markupErrors.isEmpty {
                    inlineSources += results.map { (string.key + "\u{0}" + string.value, $0) }
                } else {
                    found += results
                }
            }
            return (found, count, languages, inlineSources)
        }
        var judgement = StringJudgement(findings: [], stringCount: 0, languages: [])
        var reportedSources = Set<String>()
        for part in checked {
            judgement.stringCount += part.1
            judgement.languages.formUnion(part.2)
            judgement.findings += part.0
            for (identity, finding) in part.3 where finding.rule != .sourceMalformed || reportedSources.insert(identity).inserted {
                judgement.findings.append(finding)
            }
        }
        return judgement
    }

    /// Compares every translation with its sources.
    func judgePairs(_ files: [LocalizationFile], _ analyses: LintAnalyses, pairing: LintPairing) -> [LintFinding] {
        let pairRanges = ParallelWork.ranges(pairing.pairs.count, workers: workers)
        let compared = ParallelWork.map(pairRanges.count, workers: workers) { piece in
            var found: [LintFinding] = []
            for (translationRef, sourceRefs) in pairing.pairs[pairRanges[piece]] {
                // The common case: the first source has the same tags, links and placeholders
                // (and, for a plural form, is the only source: otherwise the count the other
                // source forms have may be missing), and it has no more `%` that start no
                // placeholder than its source (most have none). A PO
                // entry in another format language than C's has its own directives, which only
                // PairRules reads.
                let translation = files[translationRef.file].strings[translationRef.string]
                let analysis = analyses.analysis(translationRef)
                let sourceAnalysis = analyses.analysis(sourceRefs[0])
                if StringAnalysis.sameMarkup(analysis, sourceAnalysis),
                   translation.inlineElements.isEmpty && files[sourceRefs[0].file].strings[sourceRefs[0].string].inlineElements.isEmpty,
                   translation.pluralGroup == nil || sourceRefs.count == 1, translation.placeholderDialect?.isPrintf ?? true,
                   analysis.strayPercentCount <= sourceAnalysis.strayPercentCount {
                    continue
                }
                guard !configuration.ignores(key: translation.key) else { continue }
                let sources = sourceRefs.map { (string: files[$0.file].strings[$0.string], analysis: analyses.analysis($0)) }
                found += PairRules.compare(translation, analysis, with: sources, manualPages: files[translationRef.file].manualPages)
            }
            return found
        }
        return compared.flatMap { $0 }
    }
}

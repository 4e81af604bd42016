import StyleMarkup

/// The analysis stage of a lint run: every string of the list (``LintStringList``) analysed
/// once (``StringAnalysis``), in parallel, in its dialect. The later stages look analyses up
/// by a string's place (``LintPairing/Ref``) or its index in the list.
struct LintAnalyses {
    /// The strings analysed, and the ranges the threads work on.
    let strings: LintStringList
    /// One array per range (all ranges but the last have the same length), not joined:
    /// joining would copy every analysis once more.
    private(set) var pieces: [[StringAnalysis]]
    private let rangeLength: Int
    private let fileDialects: [MarkupDialect]
    /// Each file's dialect when no configured rule matches: markupc with a style book, else
    /// XML for itstool's PO files and HTML for the rest.
    private let fileFallbacks: [MarkupDialect]
    private let keyDialects: Bool
    private let fallback: MarkupDialect
    private let chains: TagChainTable
    /// Whether some string holds a start tag read as text or a void element read as a
    /// container (HTML dialect): only then may a translation read differently with its source.
    private var readsWithContext = false

    /// Analyses `strings`, the strings of `files`, on up to `workers` threads; the threads'
    /// analyzers share the tag chain ids. XLIFF and PO sources, repeated in every language's
    /// file, are analysed once per thread.
    init(_ strings: LintStringList, files: [LocalizationFile], styleBook: StyleBook?, configuration: LintConfiguration, workers: Int) {
        self.strings = strings
        rangeLength = strings.ranges.first?.count ?? 1
        fallback = styleBook == nil ? .html : .markupc
        let fileFallbacks = files.map { Self.fallbackDialect(of: $0, styleBook: styleBook) }
        self.fileFallbacks = fileFallbacks
        fileDialects = files.indices.map { configuration.dialect(format: files[$0].format, path: files[$0].path, key: nil, fallback: fileFallbacks[$0]) }
        keyDialects = configuration.hasKeyDialects
        pieces = []

        let imageTags = styleBook?.imageStyleNames ?? []
        let chains = TagChainTable()
        self.chains = chains
        let setup = self
        let analysed = ParallelWork.map(strings.ranges.count, workers: workers) { piece in
            var analyzer = StringAnalyzer(imageTags: imageTags, table: chains)
            var sourceAnalyses: [MarkupDialect: [ExactText: StringAnalysis]] = [:]
            var readsWithContext = false
            let analyses = strings.ranges[piece].map { flatIndex in
                let (fileIndex, stringIndex) = strings.flat[flatIndex]
                let string = files[fileIndex].strings[stringIndex]
                let dialect = setup.dialect(of: string, in: files[fileIndex], fileIndex: fileIndex, configuration: configuration)
                var made: StringAnalysis
                if string.role == .source, files[fileIndex].format == .xliff || files[fileIndex].format == .gettext,
                   string.printfDialect == PrintfDialect.of(files[fileIndex].format) {
                    let value = ExactText(string.value)
                    if let known = sourceAnalyses[dialect]?[value] {
                        made = known
                    } else {
                        made = analyzer.analyze(value.text, dialect: dialect, printf: string.printfDialect)
                        sourceAnalyses[dialect, default: [:]][value] = made
                    }
                } else {
                    made = analyzer.analyze(string.value, dialect: dialect, printf: string.printfDialect)
                }
                if let table = string.substitutionArguments { Self.resolveSubstitutions(&made, table) }
                if made.textTagCount > 0 || made.containerVoids != 0 { readsWithContext = true }
                return made
            }
            return (analyses, readsWithContext)
        }
        pieces = analysed.map(\.0)
        readsWithContext = analysed.contains { $0.1 }
    }

    /// Reads again, with its source's ``HTMLSourceContext``, each translation in the HTML
    /// dialect that its source would read differently: one with a `<word>` read as text whose
    /// name the source reads as a tag (a `<gui>` whose `</gui>` the translator dropped), or whose
    /// source closes a void element (`<link …>…</link>`). Most projects have neither, and then
    /// nothing is looked at.
    mutating func readTranslationsAsTheirSources(_ pairs: [(translation: LintPairing.Ref, sources: [LintPairing.Ref])],
                                                 files: [LocalizationFile], configuration: LintConfiguration) {
        guard readsWithContext else { return }
        var analyzer = StringAnalyzer(table: chains)
        for (translationRef, sourceRefs) in pairs {
            let translation = analysis(translationRef)
            var context = HTMLSourceContext()
            for ref in sourceRefs {
                let source = analysis(ref)
                guard !source.tags.isEmpty else { continue }
                if translation.textTagCount > 0 { context.tagNames.formUnion(source.tags.lazy.map(\.name)) }
                context.containers |= source.containerVoids
            }
            guard !context.tagNames.isEmpty || context.containers & ~translation.containerVoids != 0 else { continue }
            let string = files[translationRef.file].strings[translationRef.string]
            guard dialect(of: string, in: files[translationRef.file], fileIndex: translationRef.file, configuration: configuration) == .html
            else { continue }
            let index = strings.flatIndex(translationRef)
            var made = analyzer.analyze(string.value, dialect: .html, printf: string.printfDialect, context: context)
            if let table = string.substitutionArguments { Self.resolveSubstitutions(&made, table) }
            pieces[index / rangeLength][index % rangeLength] = made
        }
    }

    /// A String Catalog string's substitution references (`%#@count@`) read as the arguments
    /// their substitutions stand for (``CatalogArguments``).
    private static func resolveSubstitutions(_ analysis: inout StringAnalysis, _ table: [String: PrintfPlaceholder]) {
        analysis.placeholders = CatalogArguments.resolve(analysis.placeholders, substitutions: table)
    }

    /// The dialect of `file`'s strings when no configured rule matches: markupc with a style
    /// book, else XML for itstool's PO files and HTML for the rest.
    static func fallbackDialect(of file: LocalizationFile, styleBook: StyleBook?) -> MarkupDialect {
        styleBook != nil ? .markupc : file.holdsXML ? .xml : .html
    }

    /// The dialect `string` of `file` (the `fileIndex`th) is read in.
    func dialect(of string: LocalizedString, in file: LocalizationFile, fileIndex: Int, configuration: LintConfiguration) -> MarkupDialect {
        guard keyDialects else { return fileDialects[fileIndex] }
        return configuration.dialect(format: file.format, path: file.path, key: string.key, fallback: fileFallbacks[fileIndex])
    }

    /// The analysis of the string at `flatIndex`.
    func analysis(at flatIndex: Int) -> StringAnalysis { pieces[flatIndex / rangeLength][flatIndex % rangeLength] }

    /// The analysis of the string at `ref`.
    func analysis(_ ref: LintPairing.Ref) -> StringAnalysis { analysis(at: strings.flatIndex(ref)) }

    /// Releases the analyses on every core, not one by one on the calling thread.
    mutating func release(workers: Int) {
        ParallelWork.update(&pieces, workers: workers) { $0 = [] }
    }
}

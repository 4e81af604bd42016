import Foundation

/// One file to lint, already in memory.
public struct LintInput: Sendable {
    /// The path the file is known by: its format, language and pairing come from it
    /// (`fr.lproj/Localizable.strings`, `res/values-fr/strings.xml`).
    public var path: String
    /// The file's bytes.
    public var contents: Data

    /// Creates an input.
    public init(path: String, contents: Data) {
        self.path = path
        self.contents = contents
    }
}

/// Checks the markup of localized strings: each string parses, each translation keeps its
/// source's tags, links and printf placeholders. What `markupc lint` runs (see Docs/Lint.md).
///
/// ```swift
/// let linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
/// let report = linter.lint(paths: ["App/Resources"])
/// for finding in report.findings {
///     print("\(finding.file):\(finding.line ?? 0): \(finding.message) [\(finding.rule.rawValue)]")
/// }
/// ```
public struct Linter: Sendable {
    /// The style book naming the known tags, for `unknown-tag` and image tags; `nil` skips
    /// `unknown-tag`.
    public var styleBook: StyleBook?
    /// Rule levels, ignored keys and paths, `--strict`.
    public var configuration: LintConfiguration
    /// The source language (`--source-language`): which `LANG.lproj` is the source, and the
    /// language of sources whose files do not say.
    public var sourceLanguage: String?
    /// Keep every checked string in the report (``LintReport/checkedStrings``), for reporters
    /// that show them all (`--reporter html`). Off by default: it holds every string in memory.
    public var keepsStrings = false
    /// How many threads read, parse and check: by default one per core; 1 does everything in
    /// order on the calling thread. The report is the same whatever the number.
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Called after each file is read by ``lint(paths:)``, with how many of how many are read;
    /// calls never overlap and their counts increase one by one, from any thread.
    public var progress: (@Sendable (_ read: Int, _ total: Int) -> Void)?

    /// Creates a linter.
    public init(styleBook: StyleBook?, configuration: LintConfiguration, sourceLanguage: String?) {
        self.styleBook = styleBook
        self.configuration = configuration
        self.sourceLanguage = sourceLanguage
    }

    /// Lints files and directories. Directories are searched recursively; a path that cannot
    /// be read, or a file that is not valid in its format, is a `malformed-file` finding and
    /// the others are still checked.
    public func lint(paths: [String]) -> LintReport {
        let discovery = LintFileDiscovery(paths: paths, configuration: configuration)
        let counter = progress.map { ProgressCounter(total: discovery.files.count, report: $0) }
        var results: [(files: [LocalizationFile], problem: LintFinding?)] = ParallelWork.map(discovery.files.count, workers: workers) { index in
            let found = discovery.files[index]
            defer { counter?.advance() }
            do throws(FileReadError) {
                let data = try FileContents.read(found.path)
                return (readPieces(LintInput(path: found.path, contents: data), format: found.format), nil)
            } catch {
                return ([], LintFinding(file: found.path, location: nil, rule: .malformedFile,
                                         message: "cannot read: \(error.reasonText)"))
            }
        }
        var files: [LocalizationFile] = []
        var unreadable: [LintFinding] = discovery.unreadable.map {
            LintFinding(file: $0.path, location: nil, rule: .malformedFile, message: "cannot read: \($0.reason)")
        }
        for result in results {
            files += result.files
            if let problem = result.problem { unreadable.append(problem) }
        }
        // Pairing marks each string's role in place; the files' string arrays must not be
        // shared with `results`, or marking them would copy every one.
        results = []
        return check(consume files, extraFindings: unreadable)
    }

    /// Lints files already in memory; each one's format comes from its path.
    public func lint(_ inputs: [LintInput]) -> LintReport {
        let formats = inputs.map { LocalizationFormat.detect(path: $0.path, namedExplicitly: true) }
        let problems = inputs.indices.filter { formats[$0] == nil }.map {
            LintFinding(file: inputs[$0].path, location: nil, rule: .malformedFile,
                        message: "cannot read: not a file markupc lint reads (.strings, .stringsdict, .xcstrings, .po, .xliff, .xlf, Android .xml)")
        }
        let readable = inputs.indices.filter { formats[$0] != nil }
        let files = ParallelWork.map(readable.count, workers: workers) { readPieces(inputs[readable[$0]], format: formats[readable[$0]]!) }.flatMap { $0 }
        return check(consume files, extraFindings: problems)
    }

    // MARK: - Reading

    /// The file `input` read as `format`, in one piece.
    func read(_ input: LintInput, format: LocalizationFormat) -> LocalizationFile {
        readPieces(input, format: format, inParallel: false)[0]
    }

    /// The file `input` read as `format`: one ``LocalizationFile``, or with `inParallel`
    /// several pieces of one when it was read on several threads.
    func readPieces(_ input: LintInput, format: LocalizationFormat, inParallel: Bool = true) -> [LocalizationFile] {
        var file = LocalizationFile(path: input.path, format: format)
        let options = LocalizationReadOptions(sourceLanguage: sourceLanguage, checksUnflaggedPOEntries: configuration.checksUnflaggedPOEntries,
                                              workers: inParallel ? workers : 1)
        let reader = format.reader
        reader.describe(&file, options: options)
        switch LintTextDecoder.decode(input.contents) {
        case .success(let decoded):
            return reader.readPieces(LineTable(text: decoded.text), file: file, options: options)
        case .failure(let failure):
            file.malformed(failure.message, at: failure.location)
            return [file]
        }
    }

    // MARK: - Checking

    private func check(_ readFiles: consuming [LocalizationFile], extraFindings: [LintFinding]) -> LintReport {
        var files = readFiles
        var pairing = LintPairing(files: &files, sourceLanguage: sourceLanguage, workers: workers)
        var findings = extraFindings
        for file in files { findings += file.findings }
        findings += pairing.orphans

        // Every string analysed once, in parallel; the threads' analyzers share the chain ids.
        var starts: [Int] = []
        var total = 0
        for file in files {
            starts.append(total)
            total += file.strings.count
        }
        var flat: [(file: Int, string: Int)] = []
        flat.reserveCapacity(total)
        for (fileIndex, file) in files.enumerated() { for index in file.strings.indices { flat.append((fileIndex, index)) } }
        let parser = MarkupParser(imageTags: styleBook?.imageStyleNames ?? [])
        let ranges = ParallelWork.ranges(total, workers: workers)
        let chains = TagChainTable()
        let fallback: MarkupDialect = styleBook == nil ? .html : .markupc
        let fileDialects = files.map { configuration.dialect(format: $0.format, path: $0.path, key: nil, fallback: fallback) }
        let keyDialects = configuration.hasKeyDialects
        func dialect(_ fileIndex: Int, _ stringIndex: Int) -> MarkupDialect {
            guard keyDialects else { return fileDialects[fileIndex] }
            return configuration.dialect(format: files[fileIndex].format, path: files[fileIndex].path,
                                         key: files[fileIndex].strings[stringIndex].key, fallback: fallback)
        }
        // One array per range (all ranges but the last have the same length), not joined:
        // joining would copy every analysis once more.
        var analyses = ParallelWork.map(ranges.count, workers: workers) { piece in
            var analyzer = StringAnalyzer(parser: parser, table: chains)
            // XLIFF and PO files repeat the same source strings in every language's file.
            var sourceAnalyses: [MarkupDialect: [ExactText: StringAnalysis]] = [:]
            return ranges[piece].map { flatIndex in
                let (fileIndex, stringIndex) = flat[flatIndex]
                let stringDialect = dialect(fileIndex, stringIndex)
                guard files[fileIndex].strings[stringIndex].role == .source, files[fileIndex].format == .xliff || files[fileIndex].format == .gettext else {
                    return analyzer.analyze(files[fileIndex].strings[stringIndex].value, dialect: stringDialect)
                }
                let value = ExactText(files[fileIndex].strings[stringIndex].value)
                if let known = sourceAnalyses[stringDialect]?[value] { return known }
                let made = analyzer.analyze(value.text, dialect: stringDialect)
                sourceAnalyses[stringDialect, default: [:]][value] = made
                return made
            }
        }
        let rangeLength = ranges.first?.count ?? 1
        func analysis(_ ref: LintPairing.Ref) -> StringAnalysis { analysis(at: starts[ref.file] + ref.string) }
        func analysis(at flatIndex: Int) -> StringAnalysis { analyses[flatIndex / rangeLength][flatIndex % rangeLength] }

        // Translations whose source does not parse: the source's one `source-malformed`
        // warning stands for their markup problems, and their tags are not compared.
        var sourceMalformed = Set<Int>()
        for (translation, sources) in pairing.pairs where !analysis(sources[0]).markupErrors.isEmpty {
            sourceMalformed.insert(starts[translation.file] + translation.string)
        }

        let checked = ParallelWork.map(ranges.count, workers: workers) { piece in
            var found: [LintFinding] = []
            // Sources of XLIFF and PO files, with the key and text that identify them.
            var inlineSources: [(identity: String, finding: LintFinding)] = []
            var count = 0
            var languages = Set<String>()
            var lastLanguage: String?
            for flatIndex in ranges[piece] {
                let (fileIndex, stringIndex) = flat[flatIndex]
                guard !configuration.ignores(key: files[fileIndex].strings[stringIndex].key) else { continue }
                count += 1
                if let language = files[fileIndex].strings[stringIndex].language, language != lastLanguage {
                    languages.insert(language)
                    lastLanguage = language
                }
                // Most strings parse and use no tag outside the style book: nothing to report.
                let analyzed = analysis(at: flatIndex)
                if analyzed.markupErrors.isEmpty, analyzed.tags.isEmpty || styleBook == nil { continue }
                let string = files[fileIndex].strings[stringIndex]
                let format = files[fileIndex].format
                let results = MarkupRules.check(string, analyzed, styleBook: styleBook, dialect: dialect(fileIndex, stringIndex),
                                                format: format, sourceIsMalformed: sourceMalformed.contains(flatIndex))
                if string.role == .source, format == .xliff || format == .gettext, !analyzed.markupErrors.isEmpty {
                    inlineSources += results.map { (string.key + "\u{0}" + string.value, $0) }
                } else {
                    found += results
                }
            }
            return (found, count, languages, inlineSources)
        }
        let stringCount = checked.reduce(0) { $0 + $1.1 }
        let languages = checked.reduce(into: Set<String>()) { $0.formUnion($1.2) }
        // A source repeated in every XLIFF or PO file is reported once, in the first file.
        var reportedSources = Set<String>()
        for part in checked {
            findings += part.0
            for (identity, finding) in part.3 where finding.rule != .sourceMalformed || reportedSources.insert(identity).inserted {
                findings.append(finding)
            }
        }

        let pairRanges = ParallelWork.ranges(pairing.pairs.count, workers: workers)
        let compared = ParallelWork.map(pairRanges.count, workers: workers) { piece in
            var found: [LintFinding] = []
            for (translationRef, sourceRefs) in pairing.pairs[pairRanges[piece]] {
                // The common case: the first source has the same tags, links and placeholders.
                let translation = files[translationRef.file].strings[translationRef.string]
                if StringAnalysis.sameMarkup(analysis(translationRef), analysis(sourceRefs[0])),
                   translation.inlineElements.isEmpty && files[sourceRefs[0].file].strings[sourceRefs[0].string].inlineElements.isEmpty {
                    continue
                }
                guard !configuration.ignores(key: translation.key) else { continue }
                let translated = analysis(translationRef)
                let sources = sourceRefs.map { (string: files[$0.file].strings[$0.string], analysis: analysis($0)) }
                found += PairRules.compare(translation, translated, with: sources)
            }
            return found
        }
        for part in compared { findings += part }

        findings = findings.compactMap { finding in
            if let key = finding.key, configuration.ignores(key: key) { return nil }
            guard let level = configuration.level(of: finding.rule) else { return nil }
            var copy = finding
            copy.level = level
            return copy
        }
        var order: [String: Int] = [:]
        for finding in extraFindings where order[finding.file] == nil { order[finding.file] = order.count }
        for file in files where order[file.path] == nil { order[file.path] = order.count }
        findings.sort { a, b in
            let (fileA, fileB) = (order[a.file] ?? Int.max, order[b.file] ?? Int.max)
            if fileA != fileB { return fileA < fileB }
            let (lineA, lineB) = (a.location ?? LintLocation(line: 0, column: 0), b.location ?? LintLocation(line: 0, column: 0))
            if lineA != lineB { return lineA < lineB }
            if a.rule != b.rule { return a.rule.rawValue < b.rule.rawValue }
            return a.message < b.message
        }
        var report = LintReport(findings: findings, stringCount: stringCount, languages: languages.sorted(),
                                files: files.filter { !$0.continuesPreviousFile }.map(\.path))
        if keepsStrings {
            var sourceOf: [LintPairing.Ref: LintPairing.Ref] = [:]
            for (translation, sources) in pairing.pairs { if let first = sources.first { sourceOf[translation] = first } }
            for (fileIndex, file) in files.enumerated() {
                for (index, string) in file.strings.enumerated() where !configuration.ignores(key: string.key) {
                    let source = sourceOf[LintPairing.Ref(file: fileIndex, string: index)].map { files[$0.file].strings[$0.string] }
                    report.checkedStrings.append(.init(string: string, source: source))
                }
            }
        }
        // Release the strings, their analyses and their pairs on every core, not one by one
        // on this thread when they go out of scope.
        ParallelWork.update(&files, workers: workers) { $0 = LocalizationFile(path: $0.path, format: $0.format) }
        ParallelWork.update(&analyses, workers: workers) { $0 = [] }
        ParallelWork.update(&pairing.pairs, workers: workers) { $0.sources = [] }
        return report
    }
}

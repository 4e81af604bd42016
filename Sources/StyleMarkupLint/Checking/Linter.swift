import Foundation
import StyleMarkup

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
    /// With ``keepsStrings``, keep only the strings a finding names (by file, key and
    /// language) and their sources: what a page of the strings with findings shows, without
    /// holding the rest of a large project in memory.
    public var keepsOnlyStringsWithFindings = false
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
        let (files, unreadable) = read(paths: paths)
        return check(files, extraFindings: unreadable)
    }

    /// Whether ``sourceLanguage`` names a language the `.lproj` tables and string catalogs at
    /// `paths` do not have (``UnknownSourceLanguage``); `nil` when it is fine or not set. Reads
    /// only those files, for a command that reads them its own way (`pseudo`, `preview`);
    /// ``lint(paths:)`` reports the same in ``LintReport/unknownSourceLanguage``.
    public func unknownSourceLanguage(paths: [String]) -> UnknownSourceLanguage? {
        guard sourceLanguage != nil else { return nil }
        let (files, _) = read(paths: paths, only: [.appleStrings, .stringsdict, .xcstrings])
        return UnknownSourceLanguage.check(sourceLanguage, files: files)
    }

    /// The files found at `paths` (directories searched), read on up to ``workers`` threads,
    /// and a `malformed-file` finding for each path that could not be read. With
    /// `recordsPlaces`, readers record where each string sits in its entry (for `markupc
    /// generate`); `only` keeps the files of those formats.
    package func read(paths: [String], recordsPlaces: Bool = false,
              only formats: Set<LocalizationFormat>? = nil) -> (files: [LocalizationFile], unreadable: [LintFinding]) {
        let discovery = {
            var found = LintFileDiscovery(paths: paths, configuration: configuration)
            if let formats { found.files.removeAll { !formats.contains($0.format) } }
            return found
        }()
        let counter = progress.map { ProgressCounter(total: discovery.files.count, report: $0) }
        var results: [(files: [LocalizationFile], problem: LintFinding?)] = ParallelWork.map(discovery.files.count, workers: workers) { index in
            let found = discovery.files[index]
            defer { counter?.advance() }
            do throws(FileReadError) {
                // Up to the markup input limit (1 GiB): a longer file, or an endless stream,
                // is a finding instead of exhausting memory.
                let data = try FileContents.read(found.path, maxBytes: MarkupLimits.default.maxInputBytes)
                return (readPieces(LintInput(path: found.path, contents: data), format: found.format, recordsPlaces: recordsPlaces), nil)
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
        return (files, unreadable)
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
    package func read(_ input: LintInput, format: LocalizationFormat) -> LocalizationFile {
        readPieces(input, format: format, inParallel: false)[0]
    }

    /// The file `input` read as `format`: one ``LocalizationFile``, or with `inParallel`
    /// several pieces of one when it was read on several threads.
    func readPieces(_ input: LintInput, format: LocalizationFormat, inParallel: Bool = true, recordsPlaces: Bool = false) -> [LocalizationFile] {
        var file = LocalizationFile(path: input.path, format: format)
        let options = LocalizationReadOptions(sourceLanguage: sourceLanguage, checksUnflaggedPOEntries: configuration.checksUnflaggedPOEntries,
                                              workers: inParallel ? workers : 1, recordsPlaces: recordsPlaces)
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

    /// Checks read files, by stage, one file each: pair (``LintPairing``), flatten
    /// (``LintStringList``), analyse (``LintAnalyses``, translations read again with their
    /// sources where that matters), judge each string and each pair (Linter+Judging), report
    /// (Linter+Report).
    package func check(_ readFiles: consuming [LocalizationFile], extraFindings: [LintFinding]) -> LintReport {
        var files = readFiles
        var pairing = LintPairing(files: &files, sourceLanguage: sourceLanguage, workers: workers)
        var findings = extraFindings
        for file in files { findings += file.findings }
        findings += pairing.orphans
        let list = LintStringList(files: files, workers: workers)
        var analyses = LintAnalyses(list, files: files, styleBook: styleBook, configuration: configuration, workers: workers)
        analyses.readTranslationsAsTheirSources(pairing.pairs, files: files, configuration: configuration)
        let strings = judgeStrings(files, analyses, pairing: pairing)
        findings += strings.findings
        findings += judgePairs(files, analyses, pairing: pairing)
        var report = makeReport(findings, extraFindings: extraFindings, files: files, pairing: pairing, strings: strings)
        report.unknownSourceLanguage = UnknownSourceLanguage.check(sourceLanguage, files: files)
        // Release the strings, their analyses and their pairs on every core, not one by one
        // on this thread when they go out of scope.
        ParallelWork.update(&files, workers: workers) { $0 = LocalizationFile(path: $0.path, format: $0.format) }
        analyses.release(workers: workers)
        ParallelWork.update(&pairing.pairs, workers: workers) { $0.sources = [] }
        return report
    }
}

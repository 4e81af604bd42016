import Foundation
import StyleMarkup
import StyleMarkupLint

/// One file `markupc pseudo` writes: a String Catalog with the pseudo-locales added, or a
/// pseudo-locale's copy of a source file (`en-XA.lproj/Localizable.strings`,
/// `values-en-rXA/strings.xml`).
public struct PseudoOutput: Hashable, Sendable {
    /// Where it goes.
    public var path: String
    /// Its whole contents.
    public var contents: [UInt8]
    /// The source file it is made from (the catalog itself, for a catalog).
    public var source: String
    /// Whether it is its source file with the pseudo-locales added (a String Catalog), the
    /// one case where an output replaces a file the run reads.
    public var replacesSource: Bool
}

/// What a run of ``PseudoLocalizer`` made.
public struct PseudoResult: Sendable {
    /// The files to write. Nothing has been written: the caller writes them all or none.
    public var outputs: [PseudoOutput] = []
    /// Source strings that do not parse (`source-malformed`, as lint reports them; each is
    /// copied unchanged) and files that could not be read.
    public var findings: [LintFinding] = []
    /// Every localization file read.
    public var files: [String] = []
    /// The files holding source strings that were rewritten: no output may replace one, but a
    /// catalog, which holds the pseudo-locales too.
    public var sourceFiles: [String] = []
    /// How many source strings were rewritten.
    public var rewritten = 0
    /// How many source strings were copied unchanged because their markup does not parse.
    public var copiedMalformed = 0
    /// The languages the files read hold (sources and translations), with where each was
    /// found: a locale among them is refused (``PseudoLocaleCheck``).
    public var languages: [PseudoProjectLanguage] = []
    /// What the caller should tell the user besides findings: which file gave a gettext
    /// catalog its msgids when there was a choice (`pseudo: msgids from 'po/app.pot' (the
    /// template) for 'po/en_XA.po'`).
    public var notes: [String] = []
}

/// Writes pseudo-locales of the development language in each input's own format: String
/// Catalogs get a localization per pseudo-locale; `.strings` and `.stringsdict` tables get a
/// `LOCALE.lproj` copy; Android `values/` files get a `values-QUALIFIER` copy; a folder's
/// gettext catalogs get `en_XA.po`, its XLIFF files `en-XA.xliff`. Only text changes (tags,
/// attributes, references, placeholders and escapes never do); the rest of each file is kept
/// byte for byte. What `markupc pseudo` runs (Docs/Pseudo.md).
///
/// ```swift
/// let localizer = PseudoLocalizer(locales: [.enXA, .arXB], styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
/// let result = localizer.run(paths: ["App/Resources"])
/// for output in result.outputs { try Data(output.contents).write(to: URL(fileURLWithPath: output.path)) }
/// ```
public struct PseudoLocalizer: Sendable {
    /// The pseudo-locales to write.
    public var locales: [PseudoLocale]
    /// The style book: with one, strings are read as markupc markup and tags whose style is a
    /// link or action are bounded as links; without, in the HTML dialect, as lint reads them.
    public var styleBook: StyleBook?
    /// Dialects per format, path or key, and ignored paths, as for lint.
    public var configuration: LintConfiguration
    /// The development language (`--source-language`), as for lint.
    public var sourceLanguage: String?

    /// The formats `pseudo` writes.
    static let formats: Set<LocalizationFormat> = [.xcstrings, .appleStrings, .stringsdict, .androidXML, .gettext, .xliff]

    /// Creates a localizer.
    public init(locales: [PseudoLocale], styleBook: StyleBook?, configuration: LintConfiguration, sourceLanguage: String?) {
        self.locales = locales
        self.styleBook = styleBook
        self.configuration = configuration
        self.sourceLanguage = sourceLanguage
    }

    /// Reads the files at `paths` (directories searched) and makes every output.
    public func run(paths: [String]) -> PseudoResult {
        var linter = Linter(styleBook: styleBook, configuration: configuration, sourceLanguage: sourceLanguage)
        linter.workers = 1
        var (files, unreadable) = linter.read(paths: paths, only: Self.formats)
        _ = LintPairing(files: &files, sourceLanguage: sourceLanguage)
        var result = PseudoResult()
        result.findings = unreadable
        result.files = files.map(\.path)
        result.languages = PseudoLocaleCheck.languages(of: files)
        var rewriter = PseudoStringRewriter(styleBook: styleBook)
        var gettextChoices = PseudoPOTemplates.choose(files.filter { $0.format == .gettext }, locales: locales)
        let lone = PseudoPOTemplates.loneTemplates(in: paths, besides: gettextChoices, configuration: configuration)
        gettextChoices += lone
        result.files += lone.map(\.template)
        let templates = Set(gettextChoices.map(\.template)).union(Self.xliffTemplates(files.filter { $0.format == .xliff }, locales: locales))
        let anchors = Dictionary(gettextChoices.map { ($0.template, $0.anchor) }, uniquingKeysWith: { first, _ in first })
        for choice in gettextChoices {
            guard let reason = choice.reason else { continue }
            let targets = locales.map { "'\(PseudoPOWriter.path(for: choice.anchor, locale: $0.identifier))'" }.joined(separator: ", ")
            result.notes.append("pseudo: msgids from '\(choice.template)' (\(reason)) for \(targets)")
        }
        // A .pot template is no file lint reads: it is read below, as the catalogs are.
        let potTemplates = gettextChoices.filter { $0.template.hasSuffix(".pot") }.map { LocalizationFile(path: $0.template, format: .gettext) }
        for read in files + potTemplates {
            if read.format == .gettext || read.format == .xliff, !templates.contains(read.path) { continue }
            var file = read
            if file.format == .gettext, !file.findings.contains(where: { $0.rule == .malformedFile }) {
                do throws(FileReadError) {
                    let data = try FileContents.read(file.path, maxBytes: MarkupLimits.default.maxInputBytes)
                    // A template's fuzzy entries are sources like the others: read again without the flag.
                    file = linter.read(LintInput(path: file.path, contents: Data(PseudoPOWriter.withoutFuzzyFlags([UInt8](data)))), format: .gettext)
                } catch {
                    result.findings.append(LintFinding(file: file.path, location: nil, rule: .malformedFile, message: "cannot read: \(error.reasonText)"))
                    continue
                }
            }
            // Problems of the files pseudo reads from; translations are lint's business.
            if isSourceFile(file) { result.findings += file.findings }
            guard !file.findings.contains(where: { $0.rule == .malformedFile }) else { continue }
            // Android's resources not to translate get no pseudo-locale, as aapt2's pseudo-localizer leaves them out.
            if file.format == .androidXML, PseudoAndroidResources.isDoNotTranslate(file.path) { continue }
            let sources = file.strings.indices.filter { file.strings[$0].role == .source }
            guard let first = sources.first else { continue }
            let text = file.strings[first].positions.lines.text
            let protected = file.format == .androidXML ? PseudoFileCopy.protectedRanges(in: text) : []
            let inlineCode = file.format == .xliff ? XLIFFInlineCode(lines: file.strings[first].positions.lines) : nil
            var localeEdits: [[FileEdit]] = Array(repeating: [], count: locales.count)
            for index in sources {
                let string = file.strings[index]
                if file.format == .androidXML, let head = string.value.utf8.first, head == UInt8(ascii: "@") || head == UInt8(ascii: "?"),
                   string.positions.isVerbatim(decodedByte: 0) {
                    continue  // a resource reference, not text (`\@text` is text)
                }
                let dialect = configuration.dialect(format: file.format, path: file.path, key: string.key, fallback: styleBook == nil ? .html : .markupc)
                if PseudoStrayPercentSigns.keepsString(string, of: file, dialect: dialect) { continue }
                let rewritable = { (offset: Int) -> Bool in string.positions.isVerbatim(decodedByte: offset) }
                let untranslatable: ((Int) -> Bool)? = protected.isEmpty ? nil : { offset in
                    PseudoFileCopy.isProtected(string.positions.fileOffset(ofDecodedByte: offset), in: protected)
                }
                let code = inlineCode?.spans(of: string) ?? (kept: [], breaks: [])
                var malformed = false
                for (number, locale) in locales.enumerated() {
                    switch rewriter.rewrite(string.value, dialect: dialect, placeholders: string.placeholderDialect,
                                            transformations: locale.transformations, rewritable: rewritable,
                                            untranslatable: untranslatable, kept: code.kept, breaks: code.breaks,
                                            casesApart: file.format == .xliff) {
                    case .edits(let edits):
                        let fileEdits = FileEdit.edits(of: edits, in: string)
                        switch file.format {
                        case .appleStrings: localeEdits[number] += FileEdit.merged(StringsTableValue.edits(fileEdits, of: string), in: text)
                        case .stringsdict: localeEdits[number] += FileEdit.merged(fileEdits, in: text)
                        case .xliff: localeEdits[number] += inlineCode?.movingInsertionsOutOfCode(fileEdits) ?? fileEdits
                        case .androidXML: localeEdits[number] += PseudoAndroidResources.movedOutside(fileEdits, protected: protected, text: text)
                        case .xcstrings, .gettext: localeEdits[number] += fileEdits
                        }
                    case .malformed(let errors):
                        // Reported as lint reports it: at the level the configuration gives, not for an ignored key.
                        if !malformed, !configuration.ignores(key: string.key), let level = configuration.level(of: .sourceMalformed) {
                            var finding = MarkupRules.sourceMalformed(string, errors, dialect: dialect, format: file.format)
                            finding.level = level
                            result.findings.append(finding)
                        }
                        malformed = true
                    }
                }
                if malformed { result.copiedMalformed += 1 } else { result.rewritten += 1 }
            }
            if file.format == .androidXML {
                let removed = PseudoAndroidResources.untranslatableElements(in: text).map { FileEdit(range: $0, bytes: []) }
                for number in localeEdits.indices { localeEdits[number] += removed }
            }
            // Only how the file was encoded is kept, not a second copy of a large file.
            guard let original = (try? FileContents.read(file.path, maxBytes: MarkupLimits.default.maxInputBytes)).map(PseudoFileCopy.SourceEncoding.init)
            else { continue }
            result.sourceFiles.append(file.path)
            result.outputs += outputs(of: file, lines: file.strings[first].positions.lines, original: original, localeEdits: localeEdits,
                                      placedBeside: anchors[file.path] ?? file.path)
        }
        return result
    }
}

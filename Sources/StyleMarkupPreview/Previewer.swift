import Foundation
import StyleMarkup
import StyleMarkupLint

/// Builds `markupc preview`'s page: every key of the localization files in every language,
/// compiled with the style book, on one self-contained HTML page (see Docs/Preview.md).
///
/// ```swift
/// var previewer = Previewer(styleBook: book)
/// previewer.budgets.defaultWidth = 240
/// var preview = previewer.preview(paths: ["App/Resources"])
/// try preview.check()                       // lays the page out in headless Chromium
/// let html = preview.html()                 // the page, UTF-8
/// for finding in preview.findings { print(finding.message) }
/// ```
public struct Previewer: Sendable {
    /// The style book every string is compiled with.
    public var styleBook: StyleBook
    /// The language of source files that do not name theirs (Android `values/`, a PO file
    /// without `X-Source-Language` whose template names none), and of `LANG.lproj` as the
    /// development language; `en` when `nil`.
    public var sourceLanguage: String?
    /// The width budgets.
    public var budgets = PreviewBudgets()
    /// Settings shared with lint: ignored keys and paths, PO settings.
    public var configuration = LintConfiguration()
    /// Whether the preview keeps only the strings of the keys with a finding, for a page
    /// written with `onlyFindings` and no layout check (``Preview/check(chromium:)``, which
    /// lays out every string): the keys, languages and counts stay those of every string,
    /// and a large project's other strings are not held in memory.
    public var keepsOnlyKeysWithFindings = false

    /// Creates a previewer.
    public init(styleBook: StyleBook, sourceLanguage: String? = nil) {
        self.styleBook = styleBook
        self.sourceLanguage = sourceLanguage
    }

    /// Reads the files and folders at `paths` (folders searched as lint searches them) and
    /// builds the page. A path that cannot be read is a `malformed-file` finding.
    public func preview(paths: [String]) -> Preview {
        var linter = Linter(styleBook: styleBook, configuration: configuration, sourceLanguage: sourceLanguage)
        linter.workers = ProcessInfo.processInfo.activeProcessorCount
        var (files, unreadable) = linter.read(paths: paths, recordsPlaces: true)
        for file in files { unreadable += file.findings.filter { $0.rule == .malformedFile } }
        _ = LintPairing(files: &files, sourceLanguage: sourceLanguage)
        nameTemplateLanguages(&files)
        AndroidStringReferences.resolve(&files)
        for index in files.indices {
            files[index].strings.removeAll { configuration.ignores(key: $0.key) }
        }
        var builder = PreviewPageBuilder(styleBook: styleBook, sourceLanguage: sourceLanguage, budgets: budgets, configuration: configuration)
        builder.keepsOnlyFormsOfRowsWithFindings = keepsOnlyKeysWithFindings
        let page = builder.build(files)
        var paths: [String] = []
        for file in files where paths.last != file.path { paths.append(file.path) }
        return Preview(page: page, styleBook: styleBook, files: paths, fileFindings: unreadable)
    }

    /// Gives the `msgid`s of a PO file whose header names no source language the language its
    /// template (``POTemplateLanguage``) names, before `--source-language`.
    private func nameTemplateLanguages(_ files: inout [LocalizationFile]) {
        var templates = POTemplateLanguage()
        for index in files.indices where files[index].format == .gettext {
            guard files[index].strings.contains(where: { $0.role == .source && ($0.language == nil || $0.language == sourceLanguage) }),
                  let language = templates.language(forPOFile: files[index].path) else { continue }
            for string in files[index].strings.indices where files[index].strings[string].role == .source {
                let named = files[index].strings[string].language
                if named == nil || named == sourceLanguage { files[index].strings[string].language = language }
            }
        }
    }
}

/// A preview page, and what it found.
public struct Preview: Sendable {
    var page: PreviewPage
    let styleBook: StyleBook
    /// The localization files read.
    public let files: [String]
    private let fileFindings: [LintFinding]
    /// The forms over their budget (by number), once ``check(chromium:)`` has run.
    private var overBudget: Set<Int> = []
    /// The `over-budget` findings of ``check(chromium:)``.
    private var overBudgetFindings: [LintFinding] = []

    /// The findings of the strings that do not compile, in page order.
    private let compileFindings: [LintFinding]
    /// How many forms the page shows.
    private let formCount: Int

    init(page: PreviewPage, styleBook: StyleBook, files: [String], fileFindings: [LintFinding]) {
        self.page = page
        self.styleBook = styleBook
        self.files = files
        self.fileFindings = fileFindings
        compileFindings = page.findings
        formCount = page.formCount
    }

    /// Every finding: files that could not be read, strings that do not compile (lint's
    /// `malformed-markup`, `unknown-tag`, `invalid-link`), and after ``check(chromium:)`` the
    /// strings over their budget (`over-budget`), each at its position in its file.
    public var findings: [LintFinding] { fileFindings + compileFindings + overBudgetFindings }

    /// How many keys the page shows.
    public var keyCount: Int { page.tables.reduce(0) { $0 + $1.rows.count } }
    /// How many languages the page shows.
    public var languages: [String] { Array(Set(page.tables.flatMap(\.languages))).sorted() }

    /// `7 keys in 4 languages: 1 error, 0 warnings`.
    public var summary: String {
        let report = self.report
        return "\(LintReport.count(keyCount, "key")) in \(LintReport.count(languages.count, "language")): "
            + "\(LintReport.count(report.errorCount, "error")), \(LintReport.count(report.warningCount, "warning"))"
    }

    /// The findings as a lint report, for lint's reporters.
    public var report: LintReport {
        LintReport(findings: findings, stringCount: formCount, languages: languages, files: files)
    }

    /// The page, UTF-8; with `onlyFindings`, only the rows with a finding, the columns with a
    /// finding (and the development language's), and the tables with a finding.
    public func html(onlyFindings: Bool = false) -> [UInt8] {
        PreviewPageWriter(page: page, styleBook: styleBook, onlyFindings: onlyFindings, overBudget: overBudget).write()
    }

    /// The browser the check and screenshots use (`chromium` or `chromium-browser` on `PATH`,
    /// else Google Chrome or Chromium in /Applications on macOS), or `nil` when none is found.
    public static func findChromium() -> String? { PreviewLayoutCheck.findChromium() }

    /// Lays the page out in headless Chromium at `chromium` and records an `over-budget`
    /// finding, at the string's position in its file, for each string wider or longer than
    /// its budget. Returns those findings.
    /// - Throws: ``PreviewCheckError`` when Chromium cannot lay the page out.
    @discardableResult
    public mutating func check(chromium: String) throws(PreviewCheckError) -> [LintFinding] {
        var writer = PreviewPageWriter(page: page, styleBook: styleBook)
        writer.probe = PreviewLayoutCheck.probe
        let over: Set<Int>
        do { over = try PreviewLayoutCheck.overflowing(writer.write(), chromium: chromium) } catch { throw PreviewCheckError(message: error.message) }
        overBudget = over
        var found: [LintFinding] = []
        page.forEachForm { _, row, form in
            guard over.contains(form.id), let budget = row.budget else { return }
            let lines = budget.lines == 1 ? "1 line" : "\(budget.lines) lines"
            let detail = "\(form.label.map { "\($0): " } ?? "")does not fit its budget of \(budget.width) pt and \(lines)"
                + (form.count.map { " (shown with n = \($0))" } ?? "")
            found.append(LintFinding(file: form.string.file, location: form.string.valueLocation, rule: .overBudget,
                                     message: LintFinding.prefix(language: form.string.language, key: row.key) + detail,
                                     key: row.key, language: form.string.language))
        }
        overBudgetFindings = found
        return found
    }

    /// A PNG screenshot of the page as ``html(onlyFindings:)`` writes it, `width` pixels wide.
    /// - Throws: ``PreviewCheckError`` when Chromium cannot take it.
    public func screenshot(chromium: String, onlyFindings: Bool = false, width: Int = 1400, height: Int = 900) throws(PreviewCheckError) -> Data {
        do {
            return try PreviewLayoutCheck.screenshot(html(onlyFindings: onlyFindings), chromium: chromium, width: width, height: height)
        } catch {
            throw PreviewCheckError(message: error.message)
        }
    }
}

/// Chromium could not lay out or photograph a preview page.
public struct PreviewCheckError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String
    /// The message.
    public var description: String { message }
}

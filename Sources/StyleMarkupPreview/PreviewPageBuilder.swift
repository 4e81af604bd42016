import Foundation
import StyleMarkup
import StyleMarkupLint

/// Builds a ``PreviewPage`` from the localization files read (and paired, so each string's
/// role is known).
///
/// - Tables: the file's name without its extension (`Localizable`, Android's `strings`); a
///   PO or XLIFF file named after its language (`fr.po`) belongs to the table of its folder.
/// - Rows: the key; the forms of one plural (a String Catalog's or stringsdict's variations,
///   an Android `<plurals>`, a PO entry's `msgstr[N]`) share their key's row. A stringsdict or
///   catalog substitution form is shown inside its entry's format (`%#@files@` replaced).
/// - Columns: each string's language; a source file that does not name its language (Android
///   `values/`) is in `--source-language`, else `en`. A PO file's `msgid`s (an XLIFF file's
///   `<source>`s) are in the source language, never in the file's own language: its header's
///   `X-Source-Language`, else its template's (``POTemplateLanguage``), else
///   `--source-language`, else `en`.
///   The development language is the language of the table's source strings.
/// - A string that repeats in several files (the `msgid` of every PO file) is shown once.
/// - Each string is compiled with the style book, strictly (a tag the book does not name is
///   `unknown-tag`, as lint reports it); one that does not compile shows the finding, at its
///   position in the file. Placeholders are then filled with ``PlaceholderSamples``, the count
///   being the form's sample count (``PluralSamples``).
struct PreviewPageBuilder: Sendable {
    let compiler: MarkupCompiler
    /// Compiles the strings read in the HTML, XML or text dialect, whose tags the style book
    /// need not name.
    let lenientCompiler: MarkupCompiler
    let sourceLanguage: String?
    let budgets: PreviewBudgets
    /// The dialects the configuration chooses.
    var configuration = LintConfiguration()
    /// How many threads compile: rows are compiled in parallel, with the same page as on one.
    var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Whether a row without a finding keeps only its key and budget, its forms dropped once
    /// compiled (their legend entries kept): a page of the rows with findings needs no more.
    var keepsOnlyFormsOfRowsWithFindings = false

    /// One string before compiling, with what the page shows it as.
    private struct Piece: Sendable {
        var string: LocalizedString
        /// The column it is shown in.
        var language = ""
        var steps: [StringPlace.Step]
        var label: String?
        var category: PluralCategory?
        var count: Int?
        /// The dialect the string is read in (``PreviewDialects``).
        var reading = PreviewDialects.Reading(dialect: .markupc, fallback: nil)
    }

    private struct Slot: Hashable {
        var table: String
        var row: String
        var language: String
        var label: String?
    }

    init(styleBook: StyleBook, sourceLanguage: String?, budgets: PreviewBudgets, configuration: LintConfiguration = LintConfiguration()) {
        self.configuration = configuration
        compiler = MarkupCompiler(styleBook: styleBook, strict: true)
        lenientCompiler = MarkupCompiler(styleBook: styleBook)
        self.sourceLanguage = sourceLanguage
        self.budgets = budgets
    }

    func build(_ files: [LocalizationFile]) -> PreviewPage {
        // table → row → language → pieces, and each table's source languages.
        var tables: [String: [String: [String: [Piece]]]] = [:]
        var developmentLanguages: [String: [String: Int]] = [:]
        var seen = Set<Slot>()
        for file in files {
            let table = Self.tableName(file)
            for (index, string) in file.strings.enumerated() {
                // A PO or XLIFF file holds its source strings beside its translations: a source
                // string without a language is in the source language, never the file's.
                let fileLanguage = string.role == .source && [.gettext, .xliff].contains(file.format) ? nil : file.language
                let language = string.language ?? fileLanguage ?? sourceLanguage ?? "en"
                let (row, found) = Self.piece(string, at: index, in: file)
                var piece = found
                guard seen.insert(Slot(table: table, row: row, language: language, label: piece.label)).inserted else { continue }
                piece.language = language
                piece.reading = PreviewDialects.reading(string, in: file, configuration: configuration)
                tables[table, default: [:]][row, default: [:]][language, default: []].append(piece)
                if string.role == .source { developmentLanguages[table, default: [:]][language, default: 0] += 1 }
            }
        }
        seen = []  // not held while every string compiles
        var page = PreviewPage()
        var legend: [String: PreviewPage.LegendEntry] = [:]
        var nextID = 0
        for name in tables.keys.sorted() {
            let rowsByKey = tables[name]!
            let languages = Set(rowsByKey.values.flatMap(\.keys))
            let counts = developmentLanguages[name] ?? [:]
            let development = counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key ?? sourceLanguage ?? languages.sorted().first ?? "en"
            var table = PreviewPage.Table(name: name, developmentLanguage: development,
                                          languages: PreviewLanguages.ordered(languages, development: development), rows: [])
            let keys = rowsByKey.keys.sorted()
            let samples = Dictionary(uniqueKeysWithValues: languages.map { ($0, PluralSamples.samples(for: $0)) })
            // The forms are numbered in page order (rows, then columns), whatever thread compiles them.
            let columns = table.languages
            // A row's cells are combined where it compiles, so no more than a row's are held at once.
            var firstIDs: [Int] = []
            for key in keys {
                firstIDs.append(nextID)
                nextID += columns.reduce(0) { $0 + (rowsByKey[key]![$1].map(Self.combinedCount) ?? 0) }
            }
            let built = ParallelWork.map(keys.count, workers: workers) { [self, firstIDs] index in
                var row = PreviewPage.Row(key: keys[index], budget: budgets.budget(key: keys[index], table: name), cells: [:])
                var found: [String: PreviewPage.LegendEntry] = [:]
                var id = firstIDs[index]
                for language in columns {
                    guard let pieces = rowsByKey[keys[index]]![language].map(Self.combineSubstitutions) else { continue }
                    let forms = forms(pieces, samples: samples[language] ?? [:], firstID: id)
                    id += forms.count
                    for form in forms { Self.collectLegend(form.compiled, book: compiler.styleBook, into: &found) }
                    row.cells[language] = forms
                }
                if keepsOnlyFormsOfRowsWithFindings, !row.hasFindings { row.cells = [:] }
                return (row, found)
            }
            for (row, found) in built {
                for language in columns {
                    for form in row.cells[language] ?? [] { if let finding = form.finding { page.findings.append(finding) } }
                }
                table.rows.append(row)
                legend.merge(found) { first, _ in first }
            }
            page.tables.append(table)
        }
        page.formCount = nextID
        page.legend = legend.values.sorted { ($0.kind.rawValue, $0.value) < ($1.kind.rawValue, $1.value) }
        for index in page.legend.indices { page.legend[index].number = index + 1 }
        return page
    }

    // MARK: - Pieces

    /// The table a file's strings belong to.
    static func tableName(_ file: LocalizationFile) -> String {
        let url = URL(fileURLWithPath: file.path)
        let name = url.deletingPathExtension().lastPathComponent
        if [.gettext, .xliff].contains(file.format), let language = file.language,
           name.lowercased() == language.lowercased() || name.lowercased().replacingOccurrences(of: "-", with: "_") == language.lowercased().replacingOccurrences(of: "-", with: "_") {
            return url.deletingLastPathComponent().lastPathComponent
        }
        return name
    }

    /// The row of a string and how it is shown, from its place in its entry (catalogs,
    /// stringsdict), its plural group (Android, PO) or its key.
    private static func piece(_ string: LocalizedString, at index: Int, in file: LocalizationFile) -> (String, Piece) {
        if let place = file.places[index] {
            var labels: [String] = []
            var category: PluralCategory?
            for step in place.steps {
                switch step {
                case .plural(let form):
                    labels.append(form)
                    category = PluralCategory(rawValue: form)
                case .device(let device):
                    labels.append(device)
                case .substitution:
                    continue
                }
            }
            let label = labels.isEmpty ? nil : labels.joined(separator: " · ")
            return (place.entry, Piece(string: string, steps: place.steps, label: label, category: category, count: nil))
        }
        switch file.format {
        case .gettext:
            if string.role == .source, string.key.hasSuffix("[plural]"),
               let previous = file.strings[..<index].last, string.key == previous.key + "[plural]" {
                return (previous.key, Piece(string: string, steps: [], label: "other", category: .other, count: nil))
            }
            if string.role == .source, file.strings.indices.contains(index + 1), file.strings[index + 1].key == string.key + "[plural]" {
                return (string.key, Piece(string: string, steps: [], label: "one", category: .one, count: nil))
            }
            if let group = string.pluralGroup, string.key.hasPrefix(group + "["), string.key.hasSuffix("]") {
                let form = string.key.dropFirst(group.count + 1).dropLast()
                return (group, Piece(string: string, steps: [], label: "msgstr[\(form)]", category: nil, count: string.pluralSample))
            }
        case .androidXML:
            if let group = string.pluralGroup, string.key.hasPrefix(group + "["), string.key.hasSuffix("]") {
                let form = String(string.key.dropFirst(group.count + 1).dropLast())
                return (group, Piece(string: string, steps: [], label: form, category: PluralCategory(rawValue: form), count: nil))
            }
        case .appleStrings, .xliff, .xcstrings, .stringsdict:
            break
        }
        return (string.key, Piece(string: string, steps: [], label: nil, category: nil, count: nil))
    }

    /// A catalog's or stringsdict's substitution forms shown inside their entry's own format:
    /// `%#@files@` in the format is replaced by each form (the format itself is then not shown
    /// on its own).
    private static func combineSubstitutions(_ pieces: [Piece]) -> [(piece: Piece, shown: String)] {
        guard let own = ownFormat(of: pieces) else {
            return pieces.map { ($0, $0.string.value) }
        }
        var result: [(piece: Piece, shown: String)] = []
        for piece in pieces where !piece.steps.isEmpty {
            guard case .substitution(let name, _, _)? = piece.steps.first else {
                result.append((piece, piece.string.value))
                continue
            }
            result.append((piece, own.string.value.replacingOccurrences(of: "%#@\(name)@", with: piece.string.value)))
        }
        return result
    }

    /// The piece whose format substitution forms are shown in, when `pieces` has both.
    private static func ownFormat(of pieces: [Piece]) -> Piece? {
        guard let own = pieces.first(where: { $0.steps.isEmpty }),
              pieces.contains(where: { if case .substitution? = $0.steps.first { return true } else { return false } }) else { return nil }
        return own
    }

    /// How many forms ``combineSubstitutions(_:)`` makes of `pieces`.
    private static func combinedCount(_ pieces: [Piece]) -> Int {
        ownFormat(of: pieces) == nil ? pieces.count : pieces.count { !$0.steps.isEmpty }
    }

    // MARK: - Compiling

    /// The forms of one cell, numbered from `firstID`; `samples` are the cell language's plural counts.
    private func forms(_ pieces: [(piece: Piece, shown: String)], samples: [PluralCategory: Int], firstID: Int) -> [PreviewPage.Form] {
        pieces.enumerated().map { offset, entry in
            let piece = entry.piece
            var form = PreviewPage.Form(label: piece.label, count: piece.count, string: piece.string, compiled: nil, finding: nil, id: firstID + offset)
            if let category = piece.category {
                form.count = samples[category]
                form.unusedCategory = form.count == nil
            }
            var dialect = piece.reading.dialect
            let alone: CompiledText
            do throws(CompileError) {
                alone = try compile(piece.string.value, in: dialect)
            } catch {
                // A string lint reads without error in its file's other dialect is shown so.
                if let fallback = piece.reading.fallback, let compiled = try? compile(piece.string.value, in: fallback) {
                    dialect = fallback
                    alone = compiled
                } else if dialect != .markupc, let compiled = try? compile(piece.string.value, in: .text) {
                    dialect = .text
                    alone = compiled
                } else {
                    form.finding = LintFinding(LintRule(error.rule), piece.string, at: piece.string.location(ofUTF8Offset: error.location.byteOffset), error.message)
                    return form
                }
            }
            let shown = PlaceholderSamples.fill(PreviewDialects.markup(entry.shown, in: dialect), count: form.count)
            if shown == PreviewDialects.markup(piece.string.value, in: dialect) {
                form.compiled = alone
                return form
            }
            let compiler = dialect == .markupc ? compiler : lenientCompiler
            do {
                form.compiled = try compiler.compile(shown)
            } catch {
                // The string compiles alone but not inside its entry's format: show it alone.
                form.compiled = try? compiler.compile(PlaceholderSamples.fill(PreviewDialects.markup(piece.string.value, in: dialect), count: form.count))
            }
            return form
        }
    }

    /// `value` read in `dialect`, compiled (strictly in markupc's own dialect).
    private func compile(_ value: String, in dialect: MarkupDialect) throws(CompileError) -> CompiledText {
        switch dialect {
        case .markupc: return try compiler.compile(value)
        case .html, .xml, .text: return try lenientCompiler.compile(PreviewDialects.markup(value, in: dialect))
        }
    }

    /// Adds the link targets and action names of `compiled` to the legend.
    private static func collectLegend(_ compiled: CompiledText?, book: StyleBook, into legend: inout [String: PreviewPage.LegendEntry]) {
        guard let compiled else { return }
        // Each distinct attribute set once, not each run.
        let runs = compiled.runs
        for index in 0..<runs.styleCount {
            let attributes = runs.style(index)
            if let action = attributes.action {
                let key = HTMLEmitter.InertMarks.action(action)
                if legend[key] == nil { legend[key] = .init(kind: .action, value: action, number: 0) }
            } else if let link = attributes.link, let url = HTMLEscaping.checkedURL(link, policy: book.linkPolicy, forbidden: []) {
                let key = HTMLEmitter.InertMarks.link(url)
                if legend[key] == nil { legend[key] = .init(kind: .link, value: url, number: 0) }
            }
        }
    }
}

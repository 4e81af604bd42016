import Foundation
import StyleMarkup
import StyleMarkupLint

/// Writes a ``PreviewPage`` as one self-contained HTML page: no external resource, readable
/// without script.
///
/// Each table is a section (listed at the top, reached by its anchor) holding a grid of rows:
/// the key, then one cell per language, development language first, each with `lang` and, for
/// right-to-left languages, `dir="rtl"`. A cell shows each form with its label and count
/// (`one · n = 21`) and the string written by ``HTMLEmitter`` with the style book's classes,
/// links and actions as marked spans numbered in the legend, images as boxes of their size
/// holding their `alt`; or the finding, with its file, line and column, where it does not
/// compile. A key with a budget shows its strings in a box of that width and line count,
/// clipped there as the app would clip them. Languages are filtered with no script by the
/// `#lang-N` anchors of the language list (CSS `:target`); a small script, which the page
/// does not need, adds a key filter. A Content-Security-Policy (``PageSecurityPolicy``) lets
/// the page run and apply only its own script and style.
struct PreviewPageWriter: Sendable {
    var page: PreviewPage
    var styleBook: StyleBook
    /// Keep only rows with a finding (`--only-findings`).
    var onlyFindings = false
    /// The forms over their budget, by ``PreviewPage/Form/id`` (from the layout check).
    var overBudget: Set<Int> = []
    /// Write the layout check's probe (only for the copy Chromium measures).
    var probe: String?
    /// How many threads write rows; the page is the same whatever the number.
    var workers = ProcessInfo.processInfo.activeProcessorCount

    /// The page, UTF-8.
    func write() -> [UInt8] {
        var emitter = HTMLEmitter(styleBook: styleBook, options: .init(styles: .classes))
        emitter.options.inertMarks = page.marks
        let tables = page.tables.compactMap(shown)
        let allLanguages = Array(Set(tables.flatMap(\.languages))).sorted()
        let column = Dictionary(uniqueKeysWithValues: allLanguages.enumerated().map { ($1, $0) })

        var out: [UInt8] = []
        out.reserveCapacity(1 << 20)
        out.append(contentsOf: Self.head.utf8)
        // The Content-Security-Policy goes here once the page is written (it hashes the page's
        // style attributes).
        let policyAt = out.count
        var style = "<style>\n" + Self.pageCSS
        for index in allLanguages.indices {
            style += "#lang-\(index):target ~ section .cell[data-col]:not([data-col=\"\(index)\"]) { display: none; }\n"
        }
        style += emitter.stylesheet() + "</style>\n"
        out.append(contentsOf: style.utf8)
        out.append(contentsOf: "</head>\n<body>\n<h1>markupc preview</h1>\n".utf8)
        summary(into: &out)
        out.append(contentsOf: "<nav><p>Tables:".utf8)
        for (index, table) in tables.enumerated() {
            out.append(contentsOf: " <a href=\"#table-\(index)\">".utf8)
            HTMLEscaping.append(table.name, to: &out)
            out.append(contentsOf: "</a>".utf8)
        }
        out.append(contentsOf: "</p>\n<p>Languages: <a href=\"#\">all</a>".utf8)
        for (index, language) in allLanguages.enumerated() {
            out.append(contentsOf: " <a href=\"#lang-\(index)\">".utf8)
            HTMLEscaping.append(language, to: &out)
            out.append(contentsOf: "</a>".utf8)
        }
        out.append(contentsOf: "</p>\n<p class=\"script-only\"><label>Key <input id=\"filter-key\" type=\"search\"></label></p></nav>\n".utf8)
        for index in allLanguages.indices { out.append(contentsOf: "<i id=\"lang-\(index)\" class=\"target\"></i>".utf8) }
        out.append(contentsOf: "\n".utf8)
        if tables.isEmpty, onlyFindings { out.append(contentsOf: "<p class=\"no-findings\">No string has a finding.</p>\n".utf8) }
        for (index, table) in tables.enumerated() {
            section(table, index: index, column: column, emitter: emitter, into: &out)
        }
        legend(into: &out)
        out.append(contentsOf: Self.script.utf8)
        if let probe { out.append(contentsOf: probe.utf8) }
        out.append(contentsOf: "</body>\n</html>\n".utf8)
        out.insert(contentsOf: Array(PageSecurityPolicy.meta(trusted: [style, Self.script, probe ?? ""], page: out).utf8), at: policyAt)
        return out
    }

    /// `table` as the page shows it: with `onlyFindings`, only its rows with a finding and its
    /// columns with a finding in them, after the development language's column (kept as the
    /// reference the findings are read against), and no table at all without a finding.
    private func shown(_ table: PreviewPage.Table) -> PreviewPage.Table? {
        guard onlyFindings else { return table }
        func flagged(_ form: PreviewPage.Form) -> Bool { form.finding != nil || overBudget.contains(form.id) }
        var result = table
        result.rows = table.rows.filter { $0.cells.values.contains { $0.contains(where: flagged) } }
        guard !result.rows.isEmpty else { return nil }
        result.languages = table.languages.filter { language in
            language == table.developmentLanguage || result.rows.contains { $0.cells[language]?.contains(where: flagged) ?? false }
        }
        return result
    }

    private func summary(into out: inout [UInt8]) {
        let keys = page.tables.reduce(0) { $0 + $1.rows.count }
        let languages = Set(page.tables.flatMap(\.languages)).count
        let findings = page.findings.count + overBudget.count
        out.append(contentsOf: "<p class=\"summary\">".utf8)
        HTMLEscaping.append("\(LintReport.count(keys, "key")) in \(LintReport.count(page.tables.count, "table")) and \(LintReport.count(languages, "language")); \(LintReport.count(findings, "finding"))", to: &out)
        out.append(contentsOf: "</p>\n".utf8)
    }

    private func section(_ table: PreviewPage.Table, index: Int, column: [String: Int], emitter: HTMLEmitter, into out: inout [UInt8]) {
        let rows = table.rows
        let widest = table.rows.compactMap(\.budget?.width).max() ?? 0
        let cellWidth = max(260, widest + 24)
        out.append(contentsOf: "<section class=\"table\" id=\"table-\(index)\">\n<h2>".utf8)
        HTMLEscaping.append(table.name, to: &out)
        out.append(contentsOf: "</h2>\n<div role=\"table\" style=\"--cell: \(cellWidth)px; --columns: \(table.languages.count)\">\n<div class=\"row head\" role=\"row\"><div class=\"key\" role=\"columnheader\">key</div>".utf8)
        for language in table.languages {
            out.append(contentsOf: "<div class=\"cell\" role=\"columnheader\" data-col=\"\(column[language]!)\"".utf8)
            HTMLEscaping.appendAttribute("data-language", language, to: &out)
            out.append(contentsOf: ">".utf8)
            HTMLEscaping.append(language, to: &out)
            if language == table.developmentLanguage { out.append(contentsOf: " <small>(development)</small>".utf8) }
            if PreviewLanguages.isRightToLeft(language) { out.append(contentsOf: " <small>(right to left)</small>".utf8) }
            out.append(contentsOf: "</div>".utf8)
        }
        out.append(contentsOf: "</div>\n".utf8)
        // Each language's column number and the start of its cells' opening tags, worked out once.
        let cellStarts = table.languages.map { language in
            var start: [UInt8] = Array("<div class=\"cell\" role=\"cell\" data-col=\"\(column[language]!)\"".utf8)
            HTMLEscaping.appendAttribute("data-language", language, to: &start)
            HTMLEscaping.appendAttribute("lang", language, to: &start)
            if PreviewLanguages.isRightToLeft(language) { start.append(contentsOf: " dir=\"rtl\"".utf8) }
            start.append(UInt8(ascii: ">"))
            return (language, start)
        }
        let ranges = ParallelWork.ranges(rows.count, workers: workers, minimum: 32)
        let pieces = ParallelWork.map(ranges.count, workers: workers) { [self] index in
            var piece: [UInt8] = []
            piece.reserveCapacity(ranges[index].count * table.languages.count * 512)
            var cache = HTMLEmitter.ElementCache()
            for row in rows[ranges[index]] { write(row, cellStarts: cellStarts, emitter: emitter, cache: &cache, into: &piece) }
            return piece
        }
        for piece in pieces { out += piece }
        out.append(contentsOf: "</div>\n</section>\n".utf8)
    }

    private func write(_ row: PreviewPage.Row, cellStarts: [(String, [UInt8])], emitter: HTMLEmitter, cache: inout HTMLEmitter.ElementCache,
                       into out: inout [UInt8]) {
        out.append(contentsOf: "<div class=\"row\" role=\"row\"".utf8)
        HTMLEscaping.appendAttribute("data-key", row.key, to: &out)
        out.append(contentsOf: "><div class=\"key\" role=\"rowheader\"><code>".utf8)
        HTMLEscaping.append(row.key, to: &out)
        out.append(contentsOf: "</code>".utf8)
        if let budget = row.budget {
            out += Array("<div class=\"budget-note\">budget \(budget.width) pt, \(budget.lines) line\(budget.lines == 1 ? "" : "s")</div>".utf8)
        }
        out.append(contentsOf: "</div>".utf8)
        for (language, start) in cellStarts {
            out += start
            cell(row, language: language, emitter: emitter, cache: &cache, into: &out)
        }
        out.append(contentsOf: "</div>\n".utf8)
    }

    /// A cell's content and its end (its start is written by the caller).
    private func cell(_ row: PreviewPage.Row, language: String, emitter: HTMLEmitter, cache: inout HTMLEmitter.ElementCache, into out: inout [UInt8]) {
        guard let forms = row.cells[language], !forms.isEmpty else {
            out.append(contentsOf: "<span class=\"missing\" dir=\"ltr\">not translated</span></div>".utf8)
            return
        }
        for form in forms {
            let over = overBudget.contains(form.id)
            out += Array("<div class=\"form\(form.finding != nil ? " has-finding" : "")\(over ? " over" : "")\" data-ref=\"\(form.id)\">".utf8)
            if form.label != nil || form.count != nil {
                out.append(contentsOf: "<div class=\"form-label\" dir=\"ltr\">".utf8)
                HTMLEscaping.append([form.label, form.count.map { "n = \($0)" }].compactMap { $0 }.joined(separator: " · "), to: &out)
                if form.unusedCategory { out.append(contentsOf: " (no count selects it)".utf8) }
                out.append(contentsOf: "</div>".utf8)
            }
            if let finding = form.finding {
                out.append(contentsOf: "<div class=\"finding\" dir=\"ltr\"><code>".utf8)
                HTMLEscaping.append("\(finding.file):\(finding.line ?? 0):\(finding.column ?? 0)", to: &out)
                out.append(contentsOf: "</code> ".utf8)
                HTMLEscaping.append("\(finding.level.rawValue): \(finding.message) [\(finding.rule.rawValue)]", to: &out)
                out.append(contentsOf: "</div>".utf8)
            } else if let compiled = form.compiled {
                if let budget = row.budget {
                    out.append(contentsOf: "<div class=\"budget\" style=\"width: \(budget.width)px; -webkit-line-clamp: \(budget.lines)\" data-ref=\"\(form.id)\">".utf8)
                    emitter.emitFragment(compiled, appendingTo: &out, cache: &cache)
                    out.append(contentsOf: "</div>".utf8)
                } else {
                    emitter.emitFragment(compiled, appendingTo: &out, cache: &cache)
                }
            }
            if over {
                out.append(contentsOf: "<div class=\"over-note\" dir=\"ltr\">over budget: <code>".utf8)
                HTMLEscaping.append("\(form.string.file):\(form.string.valueLocation.line):\(form.string.valueLocation.column)", to: &out)
                out.append(contentsOf: "</code></div>".utf8)
            }
            out.append(contentsOf: "</div>".utf8)
        }
        out.append(contentsOf: "</div>".utf8)
    }

    private func legend(into out: inout [UInt8]) {
        out.append(contentsOf: "<section id=\"legend\"><h2>Links and actions</h2>\n".utf8)
        guard !page.legend.isEmpty else {
            out.append(contentsOf: "<p>No string has a link or an action.</p></section>\n".utf8)
            return
        }
        out.append(contentsOf: "<ol>\n".utf8)
        for entry in page.legend {
            out += Array("<li value=\"\(entry.number)\" class=\"legend-\(entry.kind.rawValue)\">\(entry.kind == .link ? "link to" : "action") <code>".utf8)
            HTMLEscaping.append(entry.value, to: &out)
            out.append(contentsOf: "</code></li>\n".utf8)
        }
        out.append(contentsOf: "</ol></section>\n".utf8)
    }

    // MARK: - Fixed parts

    private static let head = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>markupc preview</title>

    """

    static let pageCSS = """
    body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; color: #222; }
    [role=table] { display: grid; gap: 0; }
    .row { display: grid; grid-template-columns: 14em repeat(var(--columns), var(--cell)); border-bottom: 1px solid #ddd;
      content-visibility: auto; contain-intrinsic-size: auto 4em; }
    .row.head { font-weight: 600; position: sticky; top: 0; background: #f4f4f4; content-visibility: visible; z-index: 1; }
    .key, .cell { padding: .4em; overflow-wrap: anywhere; }
    .key code { font-weight: 600; } .budget-note { color: #777; font-size: 12px; }
    .form + .form { margin-top: .4em; border-top: 1px dotted #ccc; padding-top: .3em; }
    .form-label { color: #777; font-size: 11px; }
    .missing { color: #999; font-style: italic; }
    .finding { background: #ffd6d6; outline: 1px solid #d33; padding: .2em; font-size: 12px; }
    .budget { overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; outline: 1px dashed #89a; overflow-wrap: normal; }
    .budget > .markupc { display: inline; }
    .over .budget { outline: 2px solid #d33; background: #fff0f0; }
    .over-note { color: #c00; font-size: 12px; font-weight: 600; }
    .mc-link, .mc-action { outline: 1px dotted currentColor; }
    .mc-link { background: #e8f0ff; } .mc-action { background: #fff3d6; }
    .cell .mc-link::after, .cell .mc-action::after { content: attr(data-mark); font-size: 9px; vertical-align: super; color: #555; }
    .cell .budget .mc-link::after, .cell .budget .mc-action::after { content: none; }
    .mc-image { display: inline-block; box-sizing: border-box; border: 1px dashed #888; font-size: 10px; color: #555;
      overflow: hidden; vertical-align: middle; white-space: normal; }
    .target { display: none; }
    .script-only { display: none; } .scripted .script-only { display: block; }
    [hidden] { display: none !important; }

    """

    private static let script = """
    <script>
    (function () {
      document.body.classList.add("scripted");
      var input = document.getElementById("filter-key");
      input.addEventListener("input", function () {
        var wanted = input.value.toLowerCase();
        var rows = document.querySelectorAll(".row[data-key]");
        for (var i = 0; i < rows.length; i++) {
          rows[i].hidden = wanted !== "" && rows[i].getAttribute("data-key").toLowerCase().indexOf(wanted) < 0;
        }
      });
    })();
    </script>

    """
}

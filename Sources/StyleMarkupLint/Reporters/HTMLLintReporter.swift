import Foundation
import StyleMarkup

/// One self-contained HTML page for translators and reviewers: the checked strings with
/// findings (every checked string with ``showsAllStrings``) rendered with the style book's
/// styles (by `HTMLEmitter`), source beside translation, one row per string, each finding highlighted where it is in the string's markup, and menus that filter
/// the rows by language and rule. Needs ``LintReport/checkedStrings`` (``Linter/keepsStrings``).
///
/// A highlighted place is a `<mark class="finding">` with `data-rule`, `data-level`,
/// `data-line` and `data-column` (the finding's position in the file) and the message as its
/// `title`; the row lists the findings with the same attributes. Findings not inside a string
/// (a file that cannot be read, a duplicate or orphan key) are listed at the top. Everything
/// from the files is escaped; the page loads nothing, and its Content-Security-Policy
/// (`PageSecurityPolicy`) lets it run and apply only its own script and style.
public struct HTMLLintReporter: LintReporter {
    /// The style book the strings are rendered with.
    public var styleBook: StyleBook
    /// Whether the page shows every checked string; by default only those with findings, so
    /// the page of a large app stays small.
    public var showsAllStrings = false

    /// Creates the reporter.
    public init(styleBook: StyleBook = .default) {
        self.styleBook = styleBook
    }

    /// The page, UTF-8.
    public func format(_ report: LintReport) -> [UInt8] {
        let compiler = MarkupCompiler(styleBook: styleBook)
        let emitter = HTMLEmitter(styleBook: styleBook)
        var placed = Set<Int>()
        var rows: [[UInt8]] = []
        let byString = Dictionary(grouping: report.findings.indices) { index in
            let finding = report.findings[index]
            return "\(finding.file)\u{0}\(finding.key ?? "")\u{0}\(finding.language ?? "")"
        }
        for entry in report.checkedStrings {
            let string = entry.string
            let mine = byString["\(string.file)\u{0}\(string.key)\u{0}\(string.language ?? "")"] ?? []
            var marks: [(offset: Int, finding: Int)] = []
            var listed: [Int] = []
            for index in mine where !placed.contains(index) {
                let finding = report.findings[index]
                if let location = finding.location, let offset = Self.offset(of: location, in: string) {
                    marks.append((offset, index))
                    listed.append(index)
                    placed.insert(index)
                } else if finding.location == string.keyLocation || finding.location == nil {
                    listed.append(index)
                    placed.insert(index)
                }
            }
            if listed.isEmpty, !showsAllStrings { continue }
            rows.append(row(entry, marks: marks, listed: listed, report: report, compiler: compiler, emitter: emitter))
        }

        var page: [UInt8] = []
        // The Content-Security-Policy goes before the style, once the page is written (it
        // hashes the page's style attributes).
        let styleStart = Self.head.range(of: "<style>")!.lowerBound
        page += Array(Self.head[..<styleStart].utf8)
        let policyAt = page.count
        page += Array(Self.head[styleStart...].utf8)
        page += Array("<h1>markupc lint</h1>\n<p class=\"summary\">".utf8)
        HTMLEscaping.append(report.summary, to: &page)
        page += Array("</p>\n<form class=\"filters\"><label>Language <select id=\"filter-language\"><option value=\"\">all</option>".utf8)
        for language in report.languages { option(language, into: &page) }
        page += Array("</select></label> <label>Rule <select id=\"filter-rule\"><option value=\"\">all</option>".utf8)
        for rule in LintRule.lintRules where report.findings.contains(where: { $0.rule == rule }) { option(rule.rawValue, into: &page) }
        page += Array("</select></label> <label><input type=\"checkbox\" id=\"filter-findings\"> only strings with findings</label></form>\n".utf8)
        let loose = report.findings.indices.filter { !placed.contains($0) }
        if !loose.isEmpty {
            page += Array("<section id=\"other-findings\"><h2>Other findings</h2>\n<ul>".utf8)
            for index in loose {
                let finding = report.findings[index]
                page += Array("<li class=\"finding-item\" data-entry".utf8)
                attributes(finding, into: &page)
                HTMLEscaping.appendAttribute("data-language", finding.language ?? "", to: &page)
                HTMLEscaping.appendAttribute("data-rules", finding.rule.rawValue, to: &page)
                page += Array("><code>".utf8)
                HTMLEscaping.append(finding.file + (finding.location.map { ":\($0.line):\($0.column)" } ?? ""), to: &page)
                page += Array("</code> ".utf8)
                describe(finding, into: &page)
                page += Array("</li>\n".utf8)
            }
            page += Array("</ul></section>\n".utf8)
        }
        page += Array("<table id=\"strings\"><thead><tr><th class=\"key\">key</th><th class=\"language\">language</th><th class=\"source\">source</th><th class=\"string\">string</th><th class=\"findings\">findings</th></tr></thead>\n<tbody>\n".utf8)
        for row in rows { page += row }
        page += Array("</tbody></table>\n".utf8)
        page += Array(Self.script.utf8)
        page += Array("</body>\n</html>\n".utf8)
        page.insert(contentsOf: Array(PageSecurityPolicy.meta(trusted: [Self.head, Self.script], page: page).utf8), at: policyAt)
        return page
    }

    // MARK: - Rows

    private func row(_ entry: LintReport.CheckedString, marks: [(offset: Int, finding: Int)], listed: [Int], report: LintReport,
                     compiler: MarkupCompiler, emitter: HTMLEmitter) -> [UInt8] {
        let string = entry.string
        let rules = Set(listed.map { report.findings[$0].rule.rawValue }).sorted()
        var out: [UInt8] = Array("<tr data-entry".utf8)
        HTMLEscaping.appendAttribute("data-language", string.language ?? "", to: &out)
        HTMLEscaping.appendAttribute("data-rules", rules.joined(separator: " "), to: &out)
        HTMLEscaping.appendAttribute("data-file", string.file, to: &out)
        HTMLEscaping.appendAttribute("data-key", string.key, to: &out)
        out += Array("><td class=\"key\"><code>".utf8)
        HTMLEscaping.append(string.key, to: &out)
        out += Array("</code><div class=\"where\">".utf8)
        HTMLEscaping.append("\(string.file):\(string.valueLocation.line)", to: &out)
        out += Array("</div></td><td class=\"language\">".utf8)
        HTMLEscaping.append(string.language ?? "", to: &out)
        out += Array("</td><td class=\"source\">".utf8)
        if let source = entry.source {
            render(source.value, dialect: entry.sourceDialect, compiler: compiler, emitter: emitter, into: &out)
            markup(source.value, marks: [], report: report, into: &out)
        }
        out += Array("</td><td class=\"string\">".utf8)
        render(string.value, dialect: entry.dialect, compiler: compiler, emitter: emitter, into: &out)
        markup(string.value, marks: marks, report: report, into: &out)
        out += Array("</td><td class=\"findings\">".utf8)
        if !listed.isEmpty {
            out += Array("<ul>".utf8)
            for index in listed {
                out += Array("<li class=\"finding-item\"".utf8)
                attributes(report.findings[index], into: &out)
                out += Array(">".utf8)
                describe(report.findings[index], into: &out)
                out += Array("</li>".utf8)
            }
            out += Array("</ul>".utf8)
        }
        out += Array("</td></tr>\n".utf8)
        return out
    }

    /// The string rendered by the HTML emitter, read in its `dialect` (``HTMLDialectMarkup``:
    /// `<br>` a line break, unquoted links links); a string that does not compile is shown as text.
    private func render(_ value: String, dialect: MarkupDialect, compiler: MarkupCompiler, emitter: HTMLEmitter, into out: inout [UInt8]) {
        out += Array("<div class=\"rendered\">".utf8)
        let markup: String
        switch dialect {
        case .markupc: markup = value
        case .html: markup = HTMLDialectMarkup.markupc(from: value, xml: false)
        case .xml: markup = HTMLDialectMarkup.markupc(from: value, xml: true)
        case .text: markup = value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        if let compiled = try? compiler.compile(markup) {
            out += emitter.emit(compiled)
        } else {
            out += Array("<span class=\"unrendered\">".utf8)
            HTMLEscaping.append(value, to: &out)
            out += Array("</span>".utf8)
        }
        out += Array("</div>".utf8)
    }

    /// The string's markup as text, with a `<mark>` on the character at each finding.
    private func markup(_ value: String, marks: [(offset: Int, finding: Int)], report: LintReport, into out: inout [UInt8]) {
        let bytes = Array(value.utf8)
        out += Array("<pre class=\"markup\">".utf8)
        var position = 0
        for mark in marks.sorted(by: { ($0.offset, $0.finding) < ($1.offset, $1.finding) }) {
            let start = min(mark.offset, bytes.count)
            if start >= position {
                HTMLEscaping.append(bytes[position..<start], to: &out)
                position = start
            }
            out += Array("<mark class=\"finding\"".utf8)
            attributes(report.findings[mark.finding], into: &out)
            HTMLEscaping.appendAttribute("title", "\(report.findings[mark.finding].rule.rawValue): \(report.findings[mark.finding].message)", to: &out)
            out += Array(">".utf8)
            if position == start, position < bytes.count {
                var end = position + 1
                while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
                HTMLEscaping.append(bytes[position..<end], to: &out)
                position = end
            }
            out += Array("</mark>".utf8)
        }
        HTMLEscaping.append(bytes[min(position, bytes.count)...], to: &out)
        out += Array("</pre>".utf8)
    }

    private func attributes(_ finding: LintFinding, into out: inout [UInt8]) {
        HTMLEscaping.appendAttribute("data-rule", finding.rule.rawValue, to: &out)
        HTMLEscaping.appendAttribute("data-level", finding.level.rawValue, to: &out)
        HTMLEscaping.appendAttribute("data-line", finding.location.map { String($0.line) } ?? "", to: &out)
        HTMLEscaping.appendAttribute("data-column", finding.location.map { String($0.column) } ?? "", to: &out)
    }

    private func describe(_ finding: LintFinding, into out: inout [UInt8]) {
        out += Array("<span class=\"level-\(finding.level.rawValue)\">".utf8)
        HTMLEscaping.append(finding.level.rawValue, to: &out)
        out += Array("</span> <code>".utf8)
        HTMLEscaping.append(finding.rule.rawValue, to: &out)
        out += Array("</code> ".utf8)
        HTMLEscaping.append(finding.message, to: &out)
    }

    private func option(_ value: String, into out: inout [UInt8]) {
        out += Array("<option".utf8)
        HTMLEscaping.appendAttribute("value", value, to: &out)
        out += Array(">".utf8)
        HTMLEscaping.append(value, to: &out)
        out += Array("</option>".utf8)
    }

    /// The offset in the string's value (UTF-8) of the character at `location` in the file.
    static func offset(of location: LintLocation, in string: LocalizedString) -> Int? {
        let bytes = Array(string.value.utf8)
        for offset in 0...bytes.count where offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
            if string.location(ofUTF8Offset: offset) == location { return offset }
        }
        return nil
    }

    // MARK: - Page

    private static let head = """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>markupc lint report</title>
    <style>
    body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5em; overflow-wrap: anywhere; }
    #strings, #strings > thead, #strings > tbody { display: block; width: 100%; }
    #strings tr { display: grid; grid-template-columns: minmax(0, 16%) 6.5em minmax(0, 1fr) minmax(0, 1fr); border-bottom: 1px solid #ddd; }
    th, td { padding: .4em; text-align: left; vertical-align: top; overflow-wrap: anywhere; min-width: 0; }
    #strings td.findings { grid-column: 1 / -1; padding-top: 0; } #strings td.findings:empty, #strings th.findings { display: none; }
    td.key code { font-weight: 600; } .where { color: #777; font-size: 12px; }
    pre.markup { margin: .3em 0 0; white-space: pre-wrap; overflow-wrap: anywhere; color: #555; font-size: 12px; }
    mark.finding { background: #ffd6d6; outline: 1px solid #d33; }
    mark.finding[data-level="warning"] { background: #fff1c2; outline-color: #c90; }
    mark.finding:empty::after { content: "\\2038"; color: #d33; }
    .level-error { color: #c00; font-weight: 600; } .level-warning { color: #a60; font-weight: 600; }
    td.findings ul, #other-findings ul { margin: 0; padding-left: 1.1em; }
    .filters { margin: 1em 0; } [hidden] { display: none !important; }
    </style>
    </head>
    <body>

    """

    private static let script = """
    <script>
    (function () {
      var language = document.getElementById("filter-language");
      var rule = document.getElementById("filter-rule");
      var only = document.getElementById("filter-findings");
      function apply() {
        var entries = document.querySelectorAll("[data-entry]");
        for (var i = 0; i < entries.length; i++) {
          var entry = entries[i];
          var rules = (entry.getAttribute("data-rules") || "").split(" ").filter(Boolean);
          var show = (!language.value || entry.getAttribute("data-language") === language.value)
            && (!rule.value || rules.indexOf(rule.value) >= 0) && (!only.checked || rules.length > 0);
          entry.hidden = !show;
        }
      }
      language.addEventListener("change", apply);
      rule.addEventListener("change", apply);
      only.addEventListener("change", apply);
      apply();
    })();
    </script>

    """
}

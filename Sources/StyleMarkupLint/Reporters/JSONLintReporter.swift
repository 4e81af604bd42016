import StyleMarkup

/// A JSON document with every finding and a summary (documented in Docs/Lint.md):
///
/// ```json
/// {"version": 1, "findings": [{"file": "…", "line": 12, "column": 31, "rule": "tag-mismatch",
///   "level": "error", "message": "…", "key": "signup.terms", "language": "fr"}],
///  "summary": {"files": 3, "strings": 120, "languages": 3, "errors": 1, "warnings": 0}}
/// ```
///
/// `line` and `column` are `null` for a file that could not be read; `key` and `language` are
/// `null` when the finding is not about one string, or the language is unknown. With a
/// baseline, the summary also has `hiddenByBaseline`: how many findings it hid.
public struct JSONLintReporter: LintReporter {
    /// Creates the reporter.
    public init() {}

    /// The JSON document, ending with a line feed.
    public func format(_ report: LintReport) -> [UInt8] {
        var json = JSONWriter()
        json.raw("{\n  \"version\": 1,\n  \"findings\": [")
        for (index, finding) in report.findings.enumerated() {
            json.raw(index == 0 ? "\n    {" : ",\n    {")
            var first = true
            json.key("file", first: &first)
            json.string(finding.file)
            json.key("line", first: &first)
            optional(finding.line, into: &json)
            json.key("column", first: &first)
            optional(finding.column, into: &json)
            json.key("rule", first: &first)
            json.string(finding.rule.rawValue)
            json.key("level", first: &first)
            json.string(finding.level.rawValue)
            json.key("message", first: &first)
            json.string(finding.message)
            json.key("key", first: &first)
            if let key = finding.key { json.string(key) } else { json.raw("null") }
            json.key("language", first: &first)
            if let language = finding.language { json.string(language) } else { json.raw("null") }
            json.raw("}")
        }
        json.raw(report.findings.isEmpty ? "],\n" : "\n  ],\n")
        json.raw("  \"summary\": {")
        var first = true
        json.key("files", first: &first)
        json.number(report.files.count)
        json.key("strings", first: &first)
        json.number(report.stringCount)
        json.key("languages", first: &first)
        json.number(report.languages.count)
        json.key("errors", first: &first)
        json.number(report.errorCount)
        json.key("warnings", first: &first)
        json.number(report.warningCount)
        if let hidden = report.hiddenByBaseline {
            json.key("hiddenByBaseline", first: &first)
            json.number(hidden)
        }
        json.raw("}\n}\n")
        return json.bytes
    }

    private func optional(_ value: Int?, into json: inout JSONWriter) {
        if let value { json.number(value) } else { json.raw("null") }
    }
}

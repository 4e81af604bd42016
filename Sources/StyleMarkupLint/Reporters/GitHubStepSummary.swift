import StyleMarkup

/// What the `github` reporter adds for a CI reader: GitHub shows at most
/// ``GitHubLintReporter/annotationLimit`` error and as many warning annotations per step, so
/// the full list goes to the job summary (the file `GITHUB_STEP_SUMMARY` names) as a Markdown
/// table, and a note says how many findings were shown as annotations.
extension GitHubLintReporter {
    /// How many annotations of each level GitHub shows for one step.
    public static let annotationLimit = 10
    /// The most a step's summary may hold (GitHub refuses more than 1 MiB); rows past it are
    /// counted, not written.
    public static let summaryLimit = 1_000_000

    /// How many findings GitHub shows as annotations, and where the rest are: `nil` when it
    /// shows them all.
    public static func annotationNote(_ report: LintReport, summaryWritten: Bool) -> String? {
        let errors = report.findings.count { $0.level == .error }
        let warnings = report.findings.count { $0.level == .warning }
        guard errors > annotationLimit || warnings > annotationLimit else { return nil }
        let shown = "GitHub shows \(min(errors, annotationLimit)) of \(errors) \(errors == 1 ? "error" : "errors") and "
            + "\(min(warnings, annotationLimit)) of \(warnings) \(warnings == 1 ? "warning" : "warnings") as annotations (at most \(annotationLimit) of each per step)"
        return shown + (summaryWritten ? "; every finding is in the job summary and in this log" : "; every finding is in this log")
    }

    /// The job summary: a heading with the counts, and one table row per finding (level,
    /// place, rule, message). Text from the files is escaped, so no finding adds Markdown or
    /// HTML to the page.
    public func stepSummary(_ report: LintReport) -> String {
        let errors = report.findings.count { $0.level == .error }
        let warnings = report.findings.count { $0.level == .warning }
        var text = "### markupc lint\n\n\(Self.cell(report.summary))\n\n"
        if let note = Self.annotationNote(report, summaryWritten: true) { text += Self.cell(note) + ".\n\n" }
        guard errors + warnings > 0 else { return text }
        text += "| level | place | rule | message |\n| --- | --- | --- | --- |\n"
        for (index, finding) in report.findings.enumerated() {
            var place = finding.file
            if let location = finding.location { place += ":\(location.line):\(location.column)" }
            let row = "| \(finding.level.rawValue) | \(Self.cell(place)) | \(finding.rule.rawValue) | \(Self.cell(finding.message)) |\n"
            if text.utf8.count + row.utf8.count > Self.summaryLimit - 200 {
                text += "\n\(report.findings.count - index) more findings are in the log.\n"
                break
            }
            text += row
        }
        return text
    }

    /// `text` as one table cell's plain text: Markdown's and HTML's special characters
    /// escaped, line breaks as spaces, other control characters shown as symbols
    /// (``DiagnosticText/visible(_:)``).
    static func cell(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "!", "#", "(", ")": result += "\\" + String(scalar)
            case "\n", "\r", "\t": result += " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return DiagnosticText.visible(result)
    }
}

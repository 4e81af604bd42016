import StyleMarkup

/// One line per finding, as compilers print diagnostics and Xcode reads them from a Run
/// Script phase: `path:line:col: error: message [rule]` (`warning:` for warnings). A file that
/// could not be read has no position: `path: error: message [rule]`. The path and the message
/// are shown inert (`DiagnosticText.visible(_:)`): a line break as `↵`, a control character
/// as a visible symbol, so a hostile key or file name cannot forge a line or drive the terminal.
public struct XcodeLintReporter: LintReporter {
    /// Creates the reporter.
    public init() {}

    /// One line per finding.
    public func format(_ report: LintReport) -> [UInt8] {
        var output = ""
        for finding in report.findings {
            output += Self.line(for: finding)
            output += "\n"
        }
        return Array(output.utf8)
    }

    /// The line for one finding, without the line feed.
    public static func line(for finding: LintFinding) -> String {
        let file = DiagnosticText.visible(finding.file)
        let position = finding.location.map { "\(file):\($0.line):\($0.column)" } ?? file
        return "\(position): \(finding.level.rawValue): \(DiagnosticText.visible(finding.message)) [\(finding.rule.rawValue)]"
    }
}

import StyleMarkup

/// One line per finding, as compilers print diagnostics and Xcode reads them from a Run
/// Script phase: `path:line:col: error: message [rule]` (`warning:` for warnings). A file that
/// could not be read has no position: `path: error: message [rule]`.
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
        let position = finding.location.map { "\(finding.file):\($0.line):\($0.column)" } ?? finding.file
        return "\(position): \(finding.level.rawValue): \(Self.singleLine(finding.message)) [\(finding.rule.rawValue)]"
    }

    /// Line breaks in a message would start a new diagnostic; they are shown as `↵`.
    package static func singleLine(_ text: String) -> String {
        guard text.contains(where: \.isNewline) else { return text }
        return String(text.map { $0.isNewline ? "↵" : $0 })
    }
}

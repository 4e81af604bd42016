/// Formats a ``LintReport`` for a reader: Xcode and compilers, GitHub Actions, or JSON.
public protocol LintReporter: Sendable {
    /// The report as the bytes to write (UTF-8).
    func format(_ report: LintReport) -> [UInt8]
}

/// The reporters `markupc lint --reporter` offers.
public enum LintReporterKind: String, CaseIterable, Sendable {
    /// `path:line:col: error: message [rule]`, which Xcode, editors and CI logs understand.
    case xcode
    /// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=rule::message`).
    case github
    /// A JSON document (see Docs/Lint.md).
    case json

    /// The reporter of this kind.
    public var reporter: any LintReporter {
        switch self {
        case .xcode: return XcodeLintReporter()
        case .github: return GitHubLintReporter()
        case .json: return JSONLintReporter()
        }
    }
}

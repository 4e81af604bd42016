import StyleMarkup

/// Formats a ``LintReport`` for a reader: Xcode and compilers, GitHub Actions, JSON, SARIF
/// or a page for translators.
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
    /// SARIF 2.1.0, for code scanning services and editors.
    case sarif
    /// One self-contained HTML page showing the checked strings with findings (every one with
    /// ``HTMLLintReporter/showsAllStrings``) rendered, source beside translation, with the
    /// findings highlighted.
    case html

    /// Whether the reporter shows every checked string, so the linter must keep them
    /// (``Linter/keepsStrings``).
    public var needsStrings: Bool { self == .html }

    /// The reporter of this kind; `styleBook` styles the HTML page's rendered strings
    /// (`StyleBook.default` when `nil`).
    public func reporter(styleBook: StyleBook? = nil) -> any LintReporter {
        switch self {
        case .xcode: return XcodeLintReporter()
        case .github: return GitHubLintReporter()
        case .json: return JSONLintReporter()
        case .sarif: return SARIFLintReporter()
        case .html: return HTMLLintReporter(styleBook: styleBook ?? .default)
        }
    }

    /// The reporter of this kind, with the default style book for `html`.
    public var reporter: any LintReporter { reporter(styleBook: nil) }
}

import StyleMarkup

/// How serious a finding is.
public enum LintLevel: String, Hashable, Sendable, Comparable {
    /// Reported; does not fail the run.
    case warning
    /// Fails the run (exit status 1).
    case error

    /// A warning is less severe than an error.
    public static func < (a: LintLevel, b: LintLevel) -> Bool { a == .warning && b == .error }
}

/// One problem found by the linter, positioned in the localization file.
public struct LintFinding: Hashable, Sendable {
    /// The file, as the linter found it.
    public var file: String
    /// Where in the file; `nil` when the file could not be read at all.
    public var location: LintLocation?
    /// The rule.
    public var rule: LintRule
    /// The level, after the configuration and `--strict` are applied.
    public var level: LintLevel
    /// The message, naming the language, the key and the tag or placeholder:
    /// `fr: "signup.terms": tag <terms> is missing (source has <terms>, <privacy>)`.
    public var message: String
    /// The key of the string, when the finding is about one.
    public var key: String?
    /// The language of the string, when known.
    public var language: String?

    /// Creates a finding. A long message has its very long words (quoted input) shortened.
    public init(file: String, location: LintLocation?, rule: LintRule, level: LintLevel? = nil,
                message: String, key: String? = nil, language: String? = nil) {
        self.file = file
        self.location = location
        self.rule = rule
        self.level = level ?? rule.defaultLevel
        self.message = DiagnosticText.shorten(message)
        self.key = key
        self.language = language
    }

    /// The 1-based line, or `nil`.
    public var line: Int? { location?.line }
    /// The 1-based column, or `nil`.
    public var column: Int? { location?.column }
}

extension LintFinding {
    /// A finding about `string`, at `location`, whose message is prefixed with the language
    /// and key: `fr: "key": detail`.
    /// A translation marked `fuzzy="true"` (outdated, but shipped) says so after its key.
    package init(_ rule: LintRule, _ string: LocalizedString, at location: LintLocation, _ detail: String) {
        let fuzzy = string.isFuzzy ? LintFinding.fuzzyNote : ""
        self.init(file: string.file, location: location, rule: rule,
                  message: LintFinding.prefix(language: string.language, key: string.key) + fuzzy + detail,
                  key: string.key, language: string.language)
    }

    /// What a finding on a translation marked `fuzzy="true"` says after its key.
    static let fuzzyNote = "(marked fuzzy=\"true\": outdated, but the app shows it) "

    /// `fr: "key": `, with long keys shortened (the full key is in ``key``).
    package static func prefix(language: String?, key: String) -> String {
        var shown = key
        if shown.count > 60 { shown = String(shown.prefix(59)) + "…" }
        if shown.contains(where: { $0.isNewline || $0 == "\t" }) {
            shown = String(shown.map { $0.isNewline ? "↵" : $0 == "\t" ? " " : $0 })
        }
        let quoted = "\"\(shown)\": "
        guard let language else { return quoted }
        return "\(language): \(quoted)"
    }
}

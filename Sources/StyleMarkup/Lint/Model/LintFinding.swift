/// How serious a finding is.
public enum LintLevel: String, Hashable, Sendable, Comparable {
    /// Reported; does not fail the run.
    case warning
    /// Fails the run (exit status 1).
    case error

    /// A warning is less severe than an error.
    public static func < (a: LintLevel, b: LintLevel) -> Bool { a == .warning && b == .error }
}

/// The checks `markupc lint` makes, with their identifiers and default levels (SPEC §8).
public enum LintRule: String, CaseIterable, Hashable, Sendable {
    /// The string does not parse as markup.
    case malformedMarkup = "malformed-markup"
    /// A tag the style book does not name (only with a style book).
    case unknownTag = "unknown-tag"
    /// The translation's tags differ from the source's as a multiset.
    case tagMismatch = "tag-mismatch"
    /// The same tags, nested differently.
    case tagNesting = "tag-nesting"
    /// An `href` differs from the source's.
    case linkChanged = "link-changed"
    /// printf placeholders differ from the source's.
    case placeholderMismatch = "placeholder-mismatch"
    /// An image tag holds more than one character.
    case imageContent = "image-content"
    /// A key appears twice in one file.
    case duplicateKey = "duplicate-key"
    /// A translation whose key the source does not have.
    case orphanTranslation = "orphan-translation"
    /// A file that cannot be read, or is not valid in its format.
    case malformedFile = "malformed-file"
    /// A source string does not parse in its dialect (reported once; its translations' tags
    /// and links are then not compared).
    case sourceMalformed = "source-malformed"
    /// A plural form leaves out the count its source form has (a language that writes "one"
    /// as a word): usually intended, so a warning of its own that can be turned off.
    case pluralCountDropped = "plural-count-dropped"

    /// The level the rule reports at unless the configuration says otherwise.
    public var defaultLevel: LintLevel {
        switch self {
        case .tagNesting, .linkChanged, .duplicateKey, .orphanTranslation, .sourceMalformed, .pluralCountDropped: return .warning
        default: return .error
        }
    }
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
    init(_ rule: LintRule, _ string: LocalizedString, at location: LintLocation, _ detail: String) {
        self.init(file: string.file, location: location, rule: rule,
                  message: LintFinding.prefix(language: string.language, key: string.key) + detail,
                  key: string.key, language: string.language)
    }

    /// `fr: "key": `, with long keys shortened (the full key is in ``key``).
    static func prefix(language: String?, key: String) -> String {
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

extension LintRule {
    /// One sentence saying what the rule finds (SARIF's `shortDescription`, the HTML report's
    /// legend).
    public var summary: String {
        switch self {
        case .malformedMarkup: return "The string does not parse as markup."
        case .unknownTag: return "A tag the style book does not name."
        case .tagMismatch: return "The translation's tags differ from the source's."
        case .tagNesting: return "The same tags as the source, nested differently."
        case .linkChanged: return "A link (href) differs from the source's."
        case .placeholderMismatch: return "The printf placeholders differ from the source's."
        case .imageContent: return "An image tag holds more than one character."
        case .duplicateKey: return "A key is defined twice in one file."
        case .orphanTranslation: return "A translation whose key the source does not have."
        case .malformedFile: return "A file that cannot be read or is not valid in its format."
        case .sourceMalformed: return "A source string does not parse as markup in its dialect."
        case .pluralCountDropped: return "A plural form leaves out its source form's count."
        }
    }
}

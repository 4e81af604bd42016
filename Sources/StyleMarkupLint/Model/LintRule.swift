import StyleMarkup

/// The rules `markupc lint` findings (Docs/Lint.md) are reported under, with their identifiers
/// (the raw values, printed as `[rule]`) and their default levels. The compiler's own rules
/// (`DiagnosticRule`, in `StyleMarkup`) are among them, with the same identifiers, so a string
/// that does not compile is reported by lint as the compiler names it.
public enum LintRule: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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

    /// A link whose scheme or host the style book does not allow, or an empty one (compiling
    /// only: `markupc generate` reports it).
    case invalidLink = "invalid-link"
    /// A string wider or longer than its width budget, as headless Chromium lays out the
    /// preview page (`markupc preview --check` only).
    case overBudget = "over-budget"

    /// The rules `markupc lint` reports and its configuration names: all but `invalid-link`,
    /// which only compiling reports, and `over-budget`, which only `markupc preview --check` does.
    public static let lintRules: [LintRule] = allCases.filter { $0 != .invalidLink && $0 != .overBudget }

    /// The lint rule of a compile error or warning: the same identifier.
    public init(_ rule: DiagnosticRule) {
        switch rule {
        case .malformedMarkup: self = .malformedMarkup
        case .unknownTag: self = .unknownTag
        case .imageContent: self = .imageContent
        case .invalidLink: self = .invalidLink
        }
    }

    /// The identifier, as printed: `malformed-markup`, `unknown-tag`, ….
    public var description: String { rawValue }

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
        case .invalidLink: return "A link whose scheme or host the style book does not allow, or an empty one."
        case .overBudget: return "A string is wider or longer than its width budget."
        }
    }
}

import StyleMarkup
import StyleMarkupLint

/// The problems `markupc generate` finds besides lint's (Docs/Generate.md, "What is checked").
public enum GenerationRule: String, Hashable, Sendable, CaseIterable {
    /// Two keys (or a key and a table) become the same Swift name.
    case nameCollision = "name-collision"
    /// A placeholder without a Swift type, numbered and unnumbered placeholders mixed, an
    /// argument the source never uses, or an argument given two types.
    case placeholderType = "placeholder-type"
    /// A plural, device or substitution variation the generator cannot turn into an accessor.
    case variation
    /// A file the generator cannot place: no language, no development language, a key
    /// defined twice for one language.
    case table
    /// A key a language of the table does not translate (the development language's markup is used).
    case untranslated
    /// A key the String Catalog marks stale (no longer in the source code).
    case stale

    /// The level the rule reports at (`GenerationOptions.warningsAsErrors` raises warnings).
    public var defaultLevel: LintLevel {
        switch self {
        case .untranslated, .stale: return .warning
        default: return .error
        }
    }
}

/// One problem found while generating: lint's findings and the generator's own, in one shape,
/// positioned in the localization file.
public struct GenerationFinding: Hashable, Sendable {
    /// The file, as given or found.
    public var file: String
    /// Where in the file, when known.
    public var location: LintLocation?
    /// The level, after `--warnings-as-errors`.
    public var level: LintLevel
    /// The rule's identifier: a lint rule (`tag-mismatch`), `invalid-link`, or a ``GenerationRule``.
    public var rule: String
    /// The message.
    public var message: String

    /// Creates a finding of the generator's own.
    public init(file: String, location: LintLocation?, rule: GenerationRule, message: String) {
        self.file = file
        self.location = location
        self.level = rule.defaultLevel
        self.rule = rule.rawValue
        self.message = message
    }

    /// A finding under a compile rule (`invalid-link`), at error level.
    init(file: String, location: LintLocation?, compileRule rule: DiagnosticRule, message: String) {
        self.file = file
        self.location = location
        self.level = .error
        self.rule = rule.rawValue
        self.message = message
    }

    /// Lint's finding, as the generator reports it.
    public init(_ finding: LintFinding) {
        file = finding.file
        location = finding.location
        level = finding.level
        rule = finding.rule.rawValue
        message = finding.message
    }

    /// `path:line:column: error: message [rule]`, as the command line prints it, the path and
    /// the message shown inert (`DiagnosticText.visible(_:)`).
    public var description: String {
        let shownFile = DiagnosticText.visible(file)
        let place = location.map { "\(shownFile):\($0.line):\($0.column)" } ?? shownFile
        return "\(place): \(level.rawValue): \(DiagnosticText.visible(message)) [\(rule)]"
    }
}

import StyleMarkup

extension LintRule {
    /// The level lint reports the rule at unless the configuration says otherwise.
    public var defaultLevel: LintLevel {
        switch self {
        case .tagNesting, .linkChanged, .duplicateKey, .orphanTranslation, .sourceMalformed, .pluralCountDropped:
            return .warning
        case .malformedMarkup, .unknownTag, .tagMismatch, .placeholderMismatch, .imageContent, .malformedFile, .invalidLink, .overBudget:
            return .error
        }
    }
}

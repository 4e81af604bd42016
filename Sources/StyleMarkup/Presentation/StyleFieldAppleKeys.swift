extension StyleField {
    /// The keys ``ApplePresentation/attributes(for:)`` may give a run for this field when it is
    /// set, `.font` aside (every run has a font): one exhaustive `switch`, so a new field is a
    /// compile error here until it is decided which keys UIKit and AppKit are given for it (none
    /// only on purpose). `AppleKeyTableTests` holds the plan to this table, and checks that every
    /// ``AppleAttributeKey`` comes from some field.
    var appleAttributeKeys: [AppleAttributeKey] {
        switch self {
        case .action: return [.link]   // an action link, which wins over the run's link
        case .background: return [.backgroundColor]
        case .baselineOffset: return [.baselineOffset]
        case .color: return [.foregroundColor]
        case .custom: return []   // the app's own values: nothing for the framework
        case .font: return [.font]
        case .image: return [.attachment]
        case .kern: return [.kern]
        case .link: return [.link]
        case .paragraph: return [.paragraphStyle]
        case .strikethrough: return [.strikethroughStyle, .strikethroughColor]
        case .underline: return [.underlineStyle, .underlineColor]
        }
    }
}

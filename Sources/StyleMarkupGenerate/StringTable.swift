import StyleMarkup
import StyleMarkupLint

/// What `markupc generate` writes an accessor enum from: one table of localized strings
/// (`Localizable`, `Settings`) with every key's markup in every language and the accessor's
/// parameters. `StringTableBuilder` builds it from the files read; ``SwiftAccessorWriter``
/// writes it as Swift.
public struct StringTable: Hashable, Sendable {
    /// The table's name: the file name without its extension (`Localizable`).
    public var name: String
    /// The language whose markup decides the parameters and serves untranslated keys.
    public var developmentLanguage: String
    /// Every key, sorted by key.
    public var entries: [Entry]

    /// One key of the table.
    public struct Entry: Hashable, Sendable {
        /// The key, as the files write it.
        public var key: String
        /// The accessor's name (``SwiftName/member(_:)`` of the key), unescaped.
        public var name: String
        /// The key's markup per language, placeholders positional.
        public var formats: [String: LocalizedFormat]
        /// The accessor's parameters, in argument order (position 1 first).
        public var parameters: [Parameter]
        /// The development language's markup as written (its first variant), for the
        /// accessor's documentation comment.
        public var sourceText: String
    }

    /// One parameter of an accessor.
    public struct Parameter: Hashable, Sendable {
        /// The 1-based argument position.
        public var position: Int
        /// Its type.
        public var type: ParameterType
        /// The argument label, or `nil` for none (`_`).
        public var label: String?
        /// Whether a plural form is chosen by it.
        public var selectsPlural: Bool
    }
}

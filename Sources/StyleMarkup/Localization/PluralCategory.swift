/// The CLDR plural categories a language can tell counts apart by.
///
/// Every language has ``other``; English adds ``one`` (1 file, 2 files), Arabic uses all six.
/// The raw values are the names `.stringsdict` files and String Catalogs use (`"one"`, `"few"`).
/// ``PluralRules`` gives the category of a count in a language.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    /// Zero, in languages that treat it apart (Arabic 0, Latvian 10, Welsh 0).
    case zero
    /// The singular, and what grammar treats like it (Russian 21, French 0).
    case one
    /// The dual (Arabic, Hebrew, Slovenian, Irish 2).
    case two
    /// A paucal (Russian and Polish 2–4, Czech 2–4, Arabic 3–10).
    case few
    /// Large or "many" counts (Polish 5, Russian 11, Arabic 11–99, French 1,000,000).
    case many
    /// Everything else; every language has it, and it is the fallback for a missing form.
    case other
}

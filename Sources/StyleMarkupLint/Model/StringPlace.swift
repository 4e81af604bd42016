import StyleMarkup

/// Where a string read from a String Catalog or a `.stringsdict` sits inside its entry: the
/// entry's key and the variations and substitutions on the way to it. Lint names the place
/// in the string's key (`files[iphone][one]`, `files{count}[one]`); `markupc generate`, which
/// must rebuild the structure, asks the readers to record it
/// (``LocalizationReadOptions/recordsPlaces``) instead of parsing keys back.
package struct StringPlace: Hashable, Sendable {
    /// One step into an entry.
    package enum Step: Hashable, Sendable {
        /// A plural variation's form (`one`, `other`).
        case plural(String)
        /// A device variation's form (`iphone`, `other`).
        case device(String)
        /// A String Catalog substitution or a stringsdict variable named in the format as
        /// `%#@name@`: its `argNum` and `formatSpecifier` (catalogs) or its
        /// `NSStringFormatValueTypeKey` (stringsdict), when given.
        case substitution(name: String, argument: Int?, specifier: String?)
    }

    /// The entry's key.
    package var entry: String
    /// The steps from the entry's own string to this one; empty for the entry's own string.
    package var steps: [Step]

    package init(entry: String, steps: [Step]) {
        self.entry = entry
        self.steps = steps
    }
}

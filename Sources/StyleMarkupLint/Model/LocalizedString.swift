import StyleMarkup

/// One string read from a localization file: its key, its language, its value with the
/// file's escaping undone, and where each of its characters came from in the file.
///
/// ```swift
/// let string: LocalizedString = …           // "signup.terms" in fr.lproj/Localizable.strings
/// string.value                              // "J'accepte les <terms>conditions</terms>"
/// string.location(ofUTF8Offset: 15)         // line and column of "<terms>" in the file
/// ```
public struct LocalizedString: Sendable {
    /// Whether a string is what translators translate from, or a translation.
    public enum Role: String, Hashable, Sendable {
        /// A source string (`en.lproj`, `values/`, XLIFF `<source>`, PO `msgid`).
        case source
        /// A translation of a source string.
        case translation
    }

    /// The path of the file, as it was found (the argument, or the argument joined with the
    /// path inside a searched directory).
    public var file: String
    /// The key: a `.strings` key, an Android resource name (`name[few]` for a plural item,
    /// `name[2]` for an array item), an XLIFF `trans-unit` id or a PO `msgid` (`msgid[1]` for
    /// the second plural form, `context::msgid` with a `msgctxt`).
    public var key: String
    /// The language, as the file names it (`fr`, `pt-BR`, `Base`), or `nil` when unknown.
    public var language: String?
    /// The value, with the file format's escaping undone once.
    public var value: String
    /// Maps offsets in ``value`` to positions in the file.
    public var positions: PositionMap
    /// Where the key is written in the file.
    public var keyLocation: LintLocation
    /// Whether this is a source string or a translation.
    public var role: Role
    /// Whether printf placeholders are compared (`false` for Android `formatted="false"` and
    /// PO `no-c-format` entries).
    public var checksPlaceholders: Bool

    /// The name shared by the forms of one plural (an Android `<plurals>` name): a plural form
    /// of a translation is compared with the source's form of the same quantity, else `other`
    /// (``PairRules``), the other forms being the alternatives it may borrow only the count from.
    package var pluralGroup: String?
    /// The Android resource a plural or array item belongs to, for reporting a missing source once.
    var resourceName: String?
    /// Whether reading the value dropped an unescaped `"` (Android, as aapt2 does), for
    /// messages about attribute values that lost their quotes.
    var droppedQuotes = false
    /// The one number this plural form is used for, when the file says so (a PO file's
    /// `Plural-Forms`: Hebrew's `msgstr[0]` is used for 1 only); such a form may write the
    /// number as a word.
    var singleNumber: Int?
    /// A number this PO plural form is used for by its file's `Plural-Forms` (the smallest from
    /// 2 up, else 0 or 1), which `markupc preview` shows the form with.
    package var pluralSample: Int?
    /// The first numbers (up to three) this plural form is used for, when the file says it is
    /// used for several (a PO file's `Plural-Forms`: Russian's `msgstr[0]` is 1, 21, 31…).
    var severalNumbers: [Int]?
    /// Whether the file's `Plural-Forms` uses this plural form for fewer than five numbers of
    /// 0…1000 (French `msgstr[0]` is 0 and 1), so that, as `msgfmt --check` allows, it may leave
    /// out arguments of a format string other than C's.
    var isRarePluralForm = false
    /// XLIFF's placeholder elements (`<x id="INTERPOLATION"/>`), in order.
    var inlineElements: [InlineElement] = []
    /// The printf syntax the string is formatted with: its file format's
    /// (``PrintfDialect/of(_:)``), or a PO entry's flag (`objc-format` is Apple's).
    package var printfDialect: PrintfDialect = .apple
    /// The format dialect a PO entry's first `*-format` flag names (`python-brace-format`), whose
    /// directives `markupc pseudo` keeps and lint compares; `nil` elsewhere.
    package var placeholderDialect: PlaceholderDialect?
    /// Whether the file says the string is a format (PO `c-format`, Android
    /// `formatted="true"`): then its placeholders are compared even where its source has none.
    var declaresFormat = false
    /// Whether the file marks the translation outdated but still ships it (Android
    /// `fuzzy="true"`): its findings say so.
    var isFuzzy = false
    /// In a String Catalog, for a string that refers to substitutions (`%#@count@`): the
    /// argument each substitution stands for (``CatalogArguments``).
    var substitutionArguments: [String: PrintfPlaceholder]?
    /// In a String Catalog, for a translation: the arguments of its key, numbered (those the
    /// key and its source language write), which it may use though its source value does not.
    var catalogArguments: [PrintfPlaceholder]?
    /// In a String Catalog, for a form of a translation's substitution: the argument numbers its
    /// localization's own value writes, which the form need not write again.
    var catalogWrittenElsewhere: [Int] = []
    /// In a String Catalog, for a translation: the arguments its source uses only to choose a
    /// substitution's plural form, never printing them, which a language without plural forms
    /// (Korean, Japanese) need not use; bit `n - 1` for argument `n` (arguments 1 to 64), so
    /// that copying a string copies no array.
    var catalogSelectorArguments: UInt64 = 0

    /// Creates a string.
    public init(file: String, key: String, language: String?, value: String, positions: PositionMap,
                keyLocation: LintLocation, role: Role, checksPlaceholders: Bool = true) {
        self.file = file
        self.key = key
        self.language = language
        self.value = value
        self.positions = positions
        self.keyLocation = keyLocation
        self.role = role
        self.checksPlaceholders = checksPlaceholders
    }

    /// The position in the file of the value's byte at `offset` (UTF-8, 0-based).
    public func location(ofUTF8Offset offset: Int) -> LintLocation {
        positions.location(ofDecodedByte: offset)
    }

    /// Where the value starts in the file.
    public var valueLocation: LintLocation { positions.location(ofDecodedByte: 0) }
}

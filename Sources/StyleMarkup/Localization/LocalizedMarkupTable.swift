import Foundation

/// Every key of one generated strings table in every language, and the style book they are
/// compiled with: built once by the code `markupc generate` writes (a `static let`) and shared
/// by all of its accessors.
///
/// ```swift
/// static let table = LocalizedMarkupTable(
///     developmentLanguage: "en",
///     styleBookJSON: #"{"help": {"action": "open-help"}}"#,
///     strings: ["welcome": ["en": .format("Hello <b>%1$@</b>, <help>tap here</help>"),
///                           "de": .format("Hallo <b>%1$@</b>, <help>hier tippen</help>")]])
/// let welcome = table.string("welcome", arguments: [.text("<b>Bob</b>")], locale: Locale(identifier: "de-AT"))
/// welcome.text      // "Hallo <b>Bob</b>, hier tippen" — the argument stays text
/// welcome.language  // "de"
/// ```
///
/// The style book is loaded once, in the initializer. ``string(_:arguments:locale:device:)``
/// picks the language (``language(for:)``), the key's markup in it (the development language's
/// when that language lacks the key), the variant for the arguments and device
/// (``LocalizedFormat``), fills the placeholders with ``MarkupTemplate`` — so arguments are
/// always text, never markup — and compiles the result. It never traps: a problem is reported in
/// ``StyledString/problem`` with the markup shown as plain text. The table is immutable and safe
/// to share between threads.
public final class LocalizedMarkupTable: Sendable {
    /// The language the strings were written in, used when no other language matches.
    public let developmentLanguage: String
    /// Every language any key has, sorted.
    public let languages: [String]
    /// The style book the markup is compiled with: the one given, or the built-in default book
    /// when that failed to load (see ``styleBookProblem``).
    public let styleBook: StyleBook
    /// Why the given style book could not be loaded, if it could not; `nil` when it loaded.
    public let styleBookProblem: StyleBookError?

    private let strings: [String: [String: LocalizedFormat]]
    private let compiler: MarkupCompiler
    private let matcher: LanguageMatcher

    /// Creates a table.
    ///
    /// - Parameters:
    ///   - developmentLanguage: the language the strings were written in (`"en"`).
    ///   - styleBookJSON: the style book, as JSON (checked by the generator). If it still fails
    ///     to load, the built-in default style book serves and ``styleBookProblem`` says why.
    ///   - styleBookName: how ``styleBookProblem`` names the style book's file.
    ///   - strings: key → language → markup.
    public init(developmentLanguage: String, styleBookJSON: String, styleBookName: String = "stylebook.json",
                strings: [String: [String: LocalizedFormat]]) {
        self.developmentLanguage = developmentLanguage
        self.strings = strings
        var languages = Set<String>()
        for forms in strings.values { languages.formUnion(forms.keys) }
        self.languages = languages.sorted()
        do {
            styleBook = try StyleBook(json: styleBookJSON, fileName: styleBookName)
            styleBookProblem = nil
        } catch {
            styleBook = .default
            styleBookProblem = error
        }
        compiler = MarkupCompiler(styleBook: styleBook)
        matcher = LanguageMatcher(languages: self.languages, developmentLanguage: developmentLanguage)
    }

    /// Every key, sorted by each call.
    public func sortedKeys() -> [String] { strings.keys.sorted() }

    /// The language used for `locale` (`nil`: the user's preferred languages,
    /// `Locale.preferredLanguages`, in order): the exact tag, then language and script
    /// (`zh-Hant` for `zh-TW`), then the language (`pt` for `pt-BR`), then another regional form
    /// of the language (`pt-PT` for `pt-BR` when there is no `pt`), and when nothing matches the
    /// development language. Tags compare case-insensitively, `_` as `-`.
    public func language(for locale: Locale?) -> String {
        matcher.language(for: locale)
    }

    /// ``language(for:)`` for a list of preferred language tags, in order of preference.
    public func language(forPreferredLanguages preferred: [String]) -> String {
        matcher.language(forPreferred: preferred)
    }

    /// The key's markup for the locale, its variant chosen for the arguments and device, the
    /// arguments filled **as text** (``MarkupTemplate``), compiled with the style book.
    ///
    /// - Parameters:
    ///   - key: the key, as in the catalog.
    ///   - arguments: one per positional placeholder, in position order.
    ///   - locale: the locale whose language to use; `nil` for the user's preferred languages.
    ///   - device: the device whose variation to use; `nil` for ``DeviceClass/current``.
    public func string(_ key: String, arguments: [TemplateArgument], locale: Locale? = nil,
                       device: DeviceClass? = nil) -> StyledString {
        let wanted = language(for: locale)
        guard let forms = strings[key] else {
            return failed(key: key, language: wanted, markup: "", problem: .unknownKey(key))
        }
        let language: String
        let format: LocalizedFormat
        if let chosen = forms[wanted] {
            (language, format) = (wanted, chosen)
        } else if let development = forms[developmentLanguage] {
            (language, format) = (developmentLanguage, development)
        } else if let first = forms.min(by: { $0.key < $1.key }) {
            (language, format) = (first.key, first.value)
        } else {
            return failed(key: key, language: wanted, markup: "", problem: .unknownKey(key))
        }

        let template: String
        do {
            template = try format.template(arguments: arguments, language: language, device: device ?? .current)
        } catch {
            return failed(key: key, language: language, markup: "", problem: error)
        }
        let markup: String
        do {
            // The chosen variant may leave arguments out (a plural form writing "one" as a word).
            markup = try MarkupTemplate.fill(template, with: arguments, allowingUnusedArguments: true)
        } catch {
            return failed(key: key, language: language, markup: template, problem: .template(error))
        }
        do {
            return StyledString(key: key, language: language, markup: markup, compiled: try compiler.compile(markup), problem: nil)
        } catch {
            return failed(key: key, language: language, markup: markup, problem: .compile(error))
        }
    }

    /// A string that shows `markup` as plain text and carries `problem`.
    private func failed(key: String, language: String, markup: String, problem: LocalizationProblem) -> StyledString {
        StyledString(key: key, language: language, markup: markup, compiled: plainText(markup), problem: problem)
    }

    /// `text` as compiled text with no tags: one run of the book's `body` style. Built directly,
    /// not compiled, so no markup limit can refuse it.
    private func plainText(_ text: String) -> CompiledText {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count < Int(UInt32.max) else {
            return CompiledText(utf8Text: [], utf16Count: 0,
                                runs: RunList(bounds: [], styles: [], utf8End: 0, utf16End: 0), tags: [])
        }
        let utf16Count = text.utf16.count
        let runs = RunList(bounds: [RunList.Bound(utf8Start: 0, utf16Start: 0, style: 0)], styles: [styleBook.body],
                           utf8End: UInt32(bytes.count), utf16End: UInt32(utf16Count))
        return CompiledText(utf8Text: bytes, utf16Count: utf16Count, runs: runs, tags: [])
    }
}

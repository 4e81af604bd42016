import StyleMarkup

/// The result of a lint run: every finding, and what was checked.
public struct LintReport: Sendable {
    /// Every finding, ordered by file (in the order files were read), then position.
    public var findings: [LintFinding]
    /// How many strings were checked (sources and translations, without ignored keys).
    public var stringCount: Int
    /// The languages of the strings checked (`fr`, `pt-BR`, `Base`), sorted.
    public var languages: [String]
    /// The localization files read.
    public var files: [String]
    /// The source language asked for, when none of the `.lproj` tables and string catalogs
    /// read has it: nothing could be paired with it (`markupc lint` refuses the run, exit 2).
    public var unknownSourceLanguage: UnknownSourceLanguage?
    /// Every checked string with the source it was compared with, in file order; filled only
    /// when the linter's ``Linter/keepsStrings`` is set (the HTML reporter needs it).
    public var checkedStrings: [CheckedString] = []
    /// How many findings a baseline hid (``LintBaseline/filter(_:)``); `nil` when no baseline
    /// was applied.
    public var hiddenByBaseline: Int?

    /// A checked string and the source string it was compared with.
    public struct CheckedString: Sendable {
        /// The string (a source or a translation).
        public var string: LocalizedString
        /// The source it was compared with first; `nil` for sources and unpaired strings.
        public var source: LocalizedString?
        /// The dialects the string and its source were read in, which say how they render.
        public var dialect: MarkupDialect
        /// The dialect of ``source``.
        public var sourceDialect: MarkupDialect

        /// Creates an entry.
        public init(string: LocalizedString, source: LocalizedString?, dialect: MarkupDialect = .markupc, sourceDialect: MarkupDialect = .markupc) {
            self.string = string
            self.source = source
            self.dialect = dialect
            self.sourceDialect = sourceDialect
        }
    }

    /// Creates a report.
    public init(findings: [LintFinding], stringCount: Int, languages: [String], files: [String]) {
        self.findings = findings
        self.stringCount = stringCount
        self.languages = languages
        self.files = files
    }

    /// How many findings are errors.
    public var errorCount: Int { findings.count { $0.level == .error } }
    /// How many findings are warnings.
    public var warningCount: Int { findings.count { $0.level == .warning } }
    /// Whether any finding is an error (the run fails: exit status 1).
    public var hasErrors: Bool { findings.contains { $0.level == .error } }

    /// `checked 12,345 strings in 38 languages: 3 errors, 1 warning`, followed by
    /// ` (42 findings hidden by the baseline)` when a baseline was applied.
    public var summary: String {
        "checked \(Self.count(stringCount, "string")) in \(Self.count(languages.count, "language")): "
            + "\(Self.count(errorCount, "error")), \(Self.count(warningCount, "warning"))"
            + (baselineNote.map { " (\($0))" } ?? "")
    }

    /// `42 findings hidden by the baseline`, or `nil` when no baseline was applied.
    public var baselineNote: String? {
        hiddenByBaseline.map { "\(Self.count($0, "finding")) hidden by the baseline" }
    }

    /// `1 string`, `12,345 strings`.
    package static func count(_ value: Int, _ noun: String) -> String {
        "\(grouped(value)) \(noun)\(value == 1 ? "" : "s")"
    }

    /// Digits in groups of three separated by commas, whatever the locale.
    static func grouped(_ value: Int) -> String {
        let digits = Array(String(value))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}

import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// Every command and option of `markupc`, declared once. Parsing, `--help`, the man page's
/// option lists and the completion scripts all come from here, so they cannot disagree.
enum CommandTable {
    static let help = OptionSpec(.help, short: "-h", .flag, applies: .always, help: "Show this help.")

    private static func limit(_ long: OptionName, _ placeholder: String, _ defaultValue: Int, _ shown: String? = nil, help: String,
                              details: String) -> OptionSpec {
        OptionSpec(long, .number(1...Int.max), placeholder: placeholder, default: shown ?? "\(defaultValue)", applies: .always, help: help, details: details)
    }

    static let compile = CommandSpec(
        name: "compile",
        summary: "compile tagged strings (the default command)",
        operand: OperandSpec(placeholder: "INPUT", label: "input file", required: true),
        options: [
            OptionSpec(.styleBook, .file, placeholder: "FILE", default: "the built-in book (b, i, u, s, em, strong, code, a, basic colors)",
                       applies: .always, help: "The style book: JSON, or an XML or binary property list.",
                       details: "the style book (JSON, XML or binary property list). Without it the built-in default book serves (`StyleBooks/default.json`); a given book replaces it whole."),
            OptionSpec(.format, short: "-f", .choice(OutputFormat.allCases.map(\.rawValue)), placeholder: "FORMAT", default: OutputFormat.ansi.rawValue,
                       applies: .always, help: "The output format (ansi is plain text when colour is off).",
                       details: OutputFormat.documentedList),
            OptionSpec(.output, short: "-o", .file, placeholder: "FILE", applies: .always, help: "Write the output to FILE, whole or not at all (one input only).",
                       details: "write the output to FILE instead of standard output, byte for byte the same. One input only."),
            OptionSpec(.outputDir, .directory, placeholder: "DIR", applies: .always, help: "Write one file per input into the existing DIR (name.ans, name.json, …).",
                       details: "write one file per input into DIR, which must exist: the input's name with its last extension replaced by the format's \(OutputFormat.extensionList); standard input is written as `stdin.EXT`."),
            OptionSpec(.offsets, .choice(OffsetUnit.allCases.map(\.rawValue)), placeholder: "UNIT", default: OffsetUnit.utf16.rawValue,
                       applies: .onlyWith(.format, [OutputFormat.json.rawValue]), help: "The unit of offsets in JSON (utf16 counts as NSRange does).",
                       details: "JSON offsets in `utf16` (default, as `NSRange`), `utf8` or `scalars`"),
            OptionSpec(.strict, .flag, applies: .always, help: "A tag the style book does not name is an error (unknown-tag), not a warning.",
                       details: "a tag the style book does not name is an error (`unknown-tag`) instead of a warning"),
            OptionSpec(.keepFinalNewline, .flag,
                       applies: .always, help: "Keep one line break at the very end of an input as text (by default it ends the file, as editors save it).",
                       details: "keep one line break at the very end of an input as text; by default it ends the file (see [the final line break](#the-final-line-break))"),
            OptionSpec(.color, .choice(ColorChoice.allCases.map(\.rawValue)), placeholder: "WHEN", default: ColorChoice.auto.rawValue,
                       applies: .onlyWith(.format, [OutputFormat.ansi.rawValue]), help: "When to write terminal escapes; auto honours FORCE_COLOR, NO_COLOR (no colours) and TERM.",
                       details: "`auto` (default), `always`, `never` (ANSI only; see [the ANSI format](#the-ansi-format))"),
            OptionSpec(.colorDepth, .choice(ColorDepth.allCases.map(\.rawValue)), placeholder: "DEPTH", default: "from COLORTERM and TERM",
                       applies: .onlyWith(.format, [OutputFormat.ansi.rawValue]), help: "The terminal's colour depth.", details: "`truecolor`, `256` or `16` (ANSI only); default: from `COLORTERM` and `TERM`"),
            OptionSpec(.width, .number(0...Int.max), placeholder: "N", default: "the terminal's width when writing to one",
                       applies: .onlyWith(.format, [OutputFormat.ansi.rawValue]), help: "Word-wrap ANSI output to N columns; 0 turns wrapping off.",
                       details: "word-wrap ANSI output to N columns; default: the terminal's width when writing to one, else no wrapping; `0` turns wrapping off"),
            OptionSpec(.htmlDocument, .flag, applies: .onlyWith(.format, [OutputFormat.html.rawValue]), help: "HTML: a whole page instead of a fragment.",
                       details: "HTML: a whole page (`<!doctype html>`, charset, title) instead of a fragment"),
            OptionSpec(.htmlStyles, .choice(HTMLEmitter.StyleMode.allCases.map(\.rawValue)), placeholder: "MODE",
                       default: HTMLEmitter.StyleMode.inline.rawValue,
                       applies: .onlyWith(.format, [OutputFormat.html.rawValue]), help: "HTML: style attributes, or classes named after the styles (stylesheet in the page).",
                       details: "HTML: `inline` (default) `style` attributes, or `classes` named after the styles with the stylesheet embedded in a page"),
            OptionSpec(.css, .file, placeholder: "FILE", applies: .onlyWith(.format, [OutputFormat.html.rawValue]), help: "HTML: use classes and write the stylesheet to FILE, linked from a page by its path relative to the page.",
                       details: "HTML: use classes and write the stylesheet to FILE (whole or not at all); a page links to FILE by its path relative to the page (see [HTML.md](HTML.md#the-command-line))"),
            OptionSpec(.lang, .text(check: nil), placeholder: "LANG", default: "en on a page (--html-document), none on a fragment",
                       applies: .onlyWith(.format, [OutputFormat.html.rawValue]), help: "HTML: the lang attribute (BCP 47, such as fr or pt-BR); '' says the language is unknown.",
                       details: "HTML: the `lang` attribute of the page (or of the fragment's wrapper); a page (`--html-document`) without `--lang` is `lang=\"en\"`, the language most source strings are written in; `--lang ''` writes `lang=\"\"` (the language is unknown)"),
            limit(.maxInputBytes, "N", MarkupLimits.default.maxInputBytes, "1073741824 (1 GiB)", help: "Limit: the largest input, in bytes.",
                  details: "limit: the largest input, in bytes (default 1073741824, 1 GiB; see [Limits](#limits))"),
            limit(.maxDepth, "N", MarkupLimits.default.maxNestingDepth, help: "Limit: the deepest tag nesting.",
                  details: "limit: the deepest tag nesting (default \(MarkupLimits.default.maxNestingDepth))"),
            limit(.maxTags, "N", MarkupLimits.default.maxTags, help: "Limit: tags in one input.",
                  details: "limit: tags in one input (default \(MarkupLimits.default.maxTags))"),
            limit(.maxAttributeBytes, "N", MarkupLimits.default.maxAttributeBytes, help: "Limit: the longest attribute value, in bytes.",
                  details: "limit: the longest attribute value, in bytes (default \(MarkupLimits.default.maxAttributeBytes))"),
            limit(.maxReferenceDigits, "N", MarkupLimits.default.maxCharacterReferenceDigits,
                  help: "Limit: digits in a numeric character reference such as &#x1F600;.",
                  details: "limit: digits in a numeric character reference such as `&#x1F600;` (default \(MarkupLimits.default.maxCharacterReferenceDigits))"),
            limit(.maxReferenceDepth, "N", StyleBookLimits.default.maxReferenceDepth,
                  help: "Limit: styles one chain of style book references may pass through.",
                  details: "limit: styles one chain of style book references may pass through (default \(StyleBookLimits.default.maxReferenceDepth))"),
            help,
        ],
        about: "INPUT is a UTF-8 file with tags (<b>…</b>), or - for standard input.",
        exitStatuses: [
            (0, "success"),
            (1, "an input has errors (reported as path:line:column: error: message [rule])"),
            (2, "usage error, unreadable input, unwritable output, or invalid style book"),
        ]
    )

    static let lint = CommandSpec(
        name: "lint",
        summary: "check the markup of localized strings",
        operand: OperandSpec(placeholder: "PATH", label: "localization file or folder", required: true),
        options: [
            OptionSpec(.styleBook, .file, placeholder: "FILE",
                       applies: .always, help: "Report tags the style book does not name (unknown-tag); read strings as markupc markup, not the HTML dialect.",
                       details: "report tags the style book does not name (`unknown-tag`), and read strings as markupc markup rather than in the HTML dialect"),
            OptionSpec(.sourceLanguage, .text(check: { $0.isEmpty || $0.contains("/") ? "needs a language such as en, fr or pt-BR" : nil }),
                       placeholder: "LANG", default: "Base, then en",
                       applies: .always, help: "The source language; one no .lproj folder or string catalog has is a usage error.",
                       details: "the source language (default: `Base`, then `en`); a language no `.lproj` folder or string catalog has is a usage error (exit 2) naming the languages found"),
            OptionSpec(.reporter, .choice(LintReporterKind.allCases.map(\.rawValue)), placeholder: "NAME", default: LintReporterKind.xcode.rawValue,
                       applies: .always, help: "The report format: xcode (path:line:col: error: …), github annotations, json, sarif 2.1.0, an html page.",
                       details: "`xcode` (default), `github`, `json`, `sarif` or `html`"),
            OptionSpec(.output, short: "-o", .file, placeholder: "FILE", applies: .always, help: "Write the report to FILE instead of standard output.",
                       details: "write the report to FILE instead of standard output (never over a file lint read)"),
            OptionSpec(.strict, .flag, applies: .always, help: "Report warnings as errors.", details: "report warnings as errors"),
            OptionSpec(.allStrings, .flag, applies: .onlyWith(.reporter, [LintReporterKind.html.rawValue]), help: "With --reporter html, show every checked string, not only those with findings.",
                       details: "with `--reporter html`, show every checked string, not only those with findings"),
            OptionSpec(.config, .file, placeholder: "FILE", default: "./.markupc.json if present",
                       applies: .always, help: "Rule levels, ignored keys and paths, dialects per format, path or key, and PO settings.",
                       details: "rule levels, ignored keys and paths, dialects per format, path or key, and PO settings (default: `./.markupc.json` if present)"),
            OptionSpec(.baseline, .file, placeholder: "FILE", applies: .always,
                       help: "Report only findings the baseline FILE does not record (matched by file, key, rule and message).",
                       details: "report only findings the baseline FILE does not record, matched by file, key, rule and message, not by line; the summary says how many it hid"),
            OptionSpec(.writeBaseline, .file, placeholder: "FILE", applies: .always,
                       help: "Record every finding in the baseline FILE; the run then exits 0.",
                       details: "record every finding in the baseline FILE (for `--baseline`); the findings are reported as usual and the run exits 0 once FILE is written"),
            help,
        ],
        about: """
        PATH is a .strings, .stringsdict, .xcstrings, .po, .xliff/.xlf or Android
        values*/strings.xml file, or a directory searched for them. Translations are paired
        with their source: Base.lproj or en.lproj (or LANG.lproj with --source-language),
        the catalog's sourceLanguage, values/, XLIFF <source>, PO msgid.
        On a terminal, a progress line counts the files while 300 or more are read; never
        when standard error is not a terminal or the CI environment variable is set.
        """,
        exitStatuses: [
            (0, "no finding at error level"),
            (1, "a finding at error level"),
            (2, "usage error, invalid style book or configuration, nothing could be read, or the report could not be written"),
        ]
    )

    static let generate = CommandSpec(
        name: "generate",
        summary: "write typed Swift accessors for localized strings",
        operand: OperandSpec(placeholder: "CATALOG|FOLDER", label: "string catalog or folder of xx.lproj folders", required: true),
        options: [
            OptionSpec(.styleBook, .file, placeholder: "FILE", required: true,
                       applies: .always, help: "The style book (required, or from --markupc-json): every language is checked with it, and the generated code embeds it.",
                       details: "required (or named by `--markupc-json`): the style book every translation must compile with (`unknown-tag` is an error), embedded in the generated file; JSON or an XML property list (a binary property list is refused: it cannot be embedded as text)"),
            OptionSpec(.output, short: "-o", .file, placeholder: "FILE.swift", required: true, applies: .always, help: "The Swift file to write (required), whole or not at all.",
                       details: "required: the Swift file, written whole or not at all, and not at all when a finding is an error; never over a file the run reads"),
            OptionSpec(.sourceLanguage, .text(check: { $0.isEmpty || $0.contains("/") ? "needs a language such as en, fr or pt-BR" : nil }),
                       placeholder: "LANG", default: "the catalog's sourceLanguage, else en, else Base",
                       applies: .always, help: "The development language: its placeholders decide the parameters.",
                       details: "the development language, whose placeholders decide the parameters (default: the catalog's `sourceLanguage`, else `en`, else `Base`)"),
            OptionSpec(.warningsAsErrors, .flag, applies: .always, help: "Every warning (untranslated, stale, lint warnings) is an error and stops generation.",
                       details: "every warning (`untranslated`, `stale`, lint's warnings) is an error: nothing is written"),
            OptionSpec(.markupcJSON, .file, placeholder: "FILE",
                       applies: .always, help: "Read the style book and the generate options from a markupc.json (as the GenerateStrings plugin does); the command line wins.",
                       details: "a `markupc.json` (see [Generate.md](Generate.md#build-plugin)): its `stylebook` (relative to it) and its `generate` options serve where the command line gives none; every key is checked, and a bad one is a usage error naming the file and the key"),
            OptionSpec(.accessLevel, .choice(["public", "internal"]), placeholder: "LEVEL", default: "public",
                       applies: .always, help: "The access level of the generated enums and accessors.",
                       details: "`public` (default) or `internal`: the access level of the generated enums and accessors"),
            OptionSpec(.enumName, .text(check: GenerateCommand.checkTypeName), placeholder: "NAME", default: "L10n",
                       applies: .always, help: "The name of the enum holding the accessors (not Swift, Foundation or StyleMarkup).",
                       details: "the enum holding the accessors (default `L10n`); not `Swift`, `Foundation`, `StyleMarkup` or `_MarkupcGenerated`, which the generated code uses"),
            OptionSpec(.actionEnumName, .text(check: GenerateCommand.checkTypeName), placeholder: "NAME", default: "MarkupAction",
                       applies: .always, help: "The name of the enum of the style book's actions (not Swift, Foundation or StyleMarkup).",
                       details: "the enum of the style book's actions (default `MarkupAction`); not `Swift`, `Foundation`, `StyleMarkup` or `_MarkupcGenerated`"),
            help,
        ],
        about: """
        CATALOG is a .xcstrings file; FOLDER is searched for .xcstrings files and xx.lproj
        folders of .strings and .stringsdict files. Every language is checked with the lint
        rules and the style book before anything is written; a problem is reported at its
        line and column in the localization file.
        """,
        exitStatuses: [
            (0, "the Swift file was written (warnings may have been reported)"),
            (1, "a finding at error level; nothing was written"),
            (2, "usage error, invalid style book, nothing could be read, or the Swift file could not be written"),
        ]
    )

    static let pseudo = CommandSpec(
        name: "pseudo",
        summary: "write pseudo-locales that keep every tag, link and placeholder",
        operand: OperandSpec(placeholder: "CATALOG|FOLDER|FILE", label: "localization file or folder", required: true),
        options: [
            OptionSpec(.locale, .text(check: PseudoCommand.checkLocale), placeholder: "LOCALE", required: true,
                       applies: .always, help: "A pseudo-locale to write, again for each: en-XA, ar-XB, or LOCALE=NAME,… naming transformations "
                           + "(accented, expanded, bounded, right-to-left, stress). LOCALE is a pseudo-locale: qps-ploc, qps-ploca, "
                           + "qps-plocm, or a name with a private-use region (en-XL) or @pseudo; never a language the project has."),
            OptionSpec(.styleBook, .file, placeholder: "FILE",
                       applies: .always, help: "Read strings as markupc markup, not the HTML dialect; its link and action styles are bounded as links."),
            OptionSpec(.sourceLanguage, .text(check: { $0.isEmpty || $0.contains("/") ? "needs a language such as en, fr or pt-BR" : nil }),
                       placeholder: "LANG", default: "the catalog's sourceLanguage; Base, then en",
                       applies: .always, help: "The development language; one no .lproj folder or string catalog has is a usage error."),
            OptionSpec(.config, .file, placeholder: "FILE", default: "./.markupc.json if present",
                       applies: .always, help: "Dialects per format, path or key, and ignored paths, as for lint."),
            help,
        ],
        about: """
        Reads what lint reads and writes, for the development language's strings, each
        pseudo-locale in the same format: a localization added to each .xcstrings catalog,
        LOCALE.lproj copies of .strings and .stringsdict tables, values-QUALIFIER copies of
        Android values/ files (resources not to translate left out), LOCALE.po beside gettext
        catalogs (msgids from the .pot template, else the newest catalog), LOCALE.xliff with targets.
        Only text changes: tags, attributes, entities, placeholders, escapes and variations
        are kept byte for byte. Every file is written whole, and all of them or none. A
        source string whose markup does not parse is reported as lint reports it and copied
        unchanged.
        """,
        exitStatuses: [
            (0, "every pseudo-locale was written (warnings may have been reported)"),
            (1, "a source file is malformed (reported as path:line:column: error: …); the pseudo-locales of the other files were written"),
            (2, "usage error (a locale that is no pseudo-locale or that the project has, a pseudo-locale file at a symbolic link), "
                + "invalid style book or configuration, nothing could be read, no source strings, or a file could not be written (then none was)"),
        ]
    )

    static let preview = CommandSpec(
        name: "preview",
        summary: "show every localized string in every language on one HTML page",
        operand: OperandSpec(placeholder: "CATALOG|FOLDER|FILE", label: "localization file or folder", required: true),
        options: [
            OptionSpec(.styleBook, .file, placeholder: "FILE", required: true, applies: .always, help: "The style book (required): every string is compiled with it."),
            OptionSpec(.output, short: "-o", .file, placeholder: "FILE.html", required: true, applies: .always, help: "The HTML page to write (required), whole or not at all."),
            OptionSpec(.sourceLanguage, .text(check: { $0.isEmpty || $0.contains("/") ? "needs a language such as en, fr or pt-BR" : nil }),
                       placeholder: "LANG", default: "Base, then en",
                       applies: .always, help: "The source language; one no .lproj folder or string catalog has is a usage error."),
            OptionSpec(.width, .number(1...100_000), placeholder: "N",
                       applies: .always, help: "A one-line budget of N points for every key the configuration gives none."),
            OptionSpec(.check, .flag, applies: .always, help: "Lay the page out in headless Chromium and report strings over their budget (over-budget)."),
            OptionSpec(.png, .file, placeholder: "FILE", applies: .always, help: "Also write a screenshot of the page (needs headless Chromium)."),
            OptionSpec(.onlyFindings, .flag, applies: .always, help: "Show only the keys, languages and tables with a finding."),
            OptionSpec(.reporter, .choice(LintReporterKind.allCases.filter { $0 != .html }.map(\.rawValue)), placeholder: "NAME",
                       default: LintReporterKind.xcode.rawValue, applies: .always, help: "The format of the findings on standard output, as lint writes them."),
            OptionSpec(.config, .file, placeholder: "FILE", default: "./.markupc.json if present",
                       applies: .always, help: "Width budgets (preview.budgets), ignored keys and paths."),
            help,
        ],
        about: """
        Reads the files lint reads (.strings, .stringsdict, .xcstrings, .po, .xliff/.xlf,
        Android values*/strings.xml, or folders of them) and writes one self-contained page:
        a row per key, a column per language, each plural form with a count that selects it,
        placeholders filled with long sample values. A string that does not compile shows
        its finding.
        """,
        exitStatuses: [
            (0, "the page was written; no finding at error level"),
            (1, "the page was written; a string does not compile or is over its budget"),
            (2, "usage error, invalid style book or configuration, nothing could be read, Chromium is missing for --check or --png, or the page could not be written"),
        ]
    )

    static let checkStyleBook = CommandSpec(
        name: "check-stylebook",
        summary: "check style books",
        operand: OperandSpec(placeholder: "FILE", label: "style book", required: true),
        options: [help],
        about: "Loads each style book and reports every problem with its position.",
        exitStatuses: [
            (0, "every style book is valid"),
            (2, "a style book is invalid or cannot be read"),
        ]
    )

    static let helpCommand = CommandSpec(name: "help", summary: "show help", operand: nil, options: [])

    /// The commands, in the order help texts list them; `compile` is the default.
    static let commands = [compile, lint, generate, pseudo, preview, checkStyleBook, helpCommand]

    /// Options that are the whole command line (`markupc --version`).
    static let topLevel = CommandSpec(
        name: "markupc",
        summary: "compile tagged strings with a style book",
        operand: nil,
        options: [
            help,
            OptionSpec(.version, .flag, applies: .always, help: "Show the version."),
            OptionSpec(.generateCompletionScript, .choice(CompletionScripts.shells), placeholder: "SHELL",
                       applies: .always, help: "Print a completion script for the shell."),
        ]
    )

    /// The command named `name`.
    static func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }
}

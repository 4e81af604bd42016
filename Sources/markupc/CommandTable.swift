import StyleMarkup

/// Every command and option of `markupc`, declared once. Parsing, `--help`, the man page's
/// option lists and the completion scripts all come from here, so they cannot disagree.
enum CommandTable {
    static let help = OptionSpec("--help", short: "-h", .flag, help: "Show this help.")

    private static func limit(_ long: String, _ placeholder: String, _ defaultValue: Int, _ shown: String? = nil, help: String) -> OptionSpec {
        OptionSpec(long, .number(1...Int.max), placeholder: placeholder, default: shown ?? "\(defaultValue)", help: help)
    }

    static let compile = CommandSpec(
        name: "compile",
        summary: "compile tagged strings (the default command)",
        operand: OperandSpec(placeholder: "INPUT", label: "input file", required: true),
        options: [
            OptionSpec("--stylebook", .file, placeholder: "FILE", default: "the built-in book (b, i, u, s, em, strong, code, a, basic colors)",
                       help: "The style book: JSON, or an XML or binary property list."),
            OptionSpec("--format", short: "-f", .choice(OutputFormat.allCases.map(\.rawValue)), placeholder: "FORMAT", default: OutputFormat.ansi.rawValue,
                       help: "The output format (ansi is plain text when colour is off)."),
            OptionSpec("--output", short: "-o", .file, placeholder: "FILE", help: "Write the output to FILE, whole or not at all (one input only)."),
            OptionSpec("--output-dir", .directory, placeholder: "DIR", help: "Write one file per input into the existing DIR (name.ans, name.json, …)."),
            OptionSpec("--offsets", .choice(OffsetUnit.allCases.map(\.rawValue)), placeholder: "UNIT", default: OffsetUnit.utf16.rawValue,
                       help: "The unit of offsets in JSON (utf16 counts as NSRange does)."),
            OptionSpec("--strict", .flag, help: "A tag the style book does not name is an error (unknown-tag), not a warning."),
            OptionSpec("--color", .choice(ColorChoice.allCases.map(\.rawValue)), placeholder: "WHEN", default: ColorChoice.auto.rawValue,
                       help: "When to write terminal escapes; auto honours FORCE_COLOR, NO_COLOR (no colours) and TERM."),
            OptionSpec("--color-depth", .choice(ColorDepth.allCases.map(\.rawValue)), placeholder: "DEPTH", default: "from COLORTERM and TERM",
                       help: "The terminal's colour depth."),
            OptionSpec("--width", .number(0...Int.max), placeholder: "N", default: "the terminal's width when writing to one",
                       help: "Word-wrap ANSI output to N columns; 0 turns wrapping off."),
            OptionSpec("--html-document", .flag, help: "HTML: a whole page instead of a fragment."),
            OptionSpec("--html-styles", .choice(HTMLEmitter.StyleMode.allCases.map(\.rawValue)), placeholder: "MODE",
                       default: HTMLEmitter.StyleMode.inline.rawValue,
                       help: "HTML: style attributes, or classes named after the styles (stylesheet in the page)."),
            OptionSpec("--css", .file, placeholder: "FILE", help: "HTML: use classes and write the stylesheet to FILE."),
            OptionSpec("--lang", .text(check: nil), placeholder: "LANG", help: "HTML: the lang attribute."),
            limit("--max-input-bytes", "N", MarkupLimits.default.maxInputBytes, "1073741824 (1 GiB)", help: "Limit: the largest input, in bytes."),
            limit("--max-depth", "N", MarkupLimits.default.maxNestingDepth, help: "Limit: the deepest tag nesting."),
            limit("--max-tags", "N", MarkupLimits.default.maxTags, help: "Limit: tags in one input."),
            limit("--max-attribute-bytes", "N", MarkupLimits.default.maxAttributeBytes, help: "Limit: the longest attribute value, in bytes."),
            limit("--max-reference-digits", "N", MarkupLimits.default.maxCharacterReferenceDigits,
                  help: "Limit: digits in a numeric character reference such as &#x1F600;."),
            limit("--max-reference-depth", "N", StyleBookLimits.default.maxReferenceDepth,
                  help: "Limit: styles one chain of style book references may pass through."),
            help,
        ],
        about: "INPUT is a UTF-8 file with tags (<b>…</b>), or - for standard input.",
        footer: """
        EXIT STATUS:
          0  success
          1  an input has errors (reported as path:line:column: error: message [rule])
          2  usage error, unreadable input, unwritable output, or invalid style book
        """
    )

    static let lint = CommandSpec(
        name: "lint",
        summary: "check the markup of localized strings",
        operand: OperandSpec(placeholder: "PATH", label: "localization file or folder", required: true),
        options: [
            OptionSpec("--stylebook", .file, placeholder: "FILE",
                       help: "Report tags the style book does not name (unknown-tag); read strings as markupc markup, not the HTML dialect."),
            OptionSpec("--source-language", .text(check: { $0.isEmpty || $0.contains("/") ? "needs a language such as en, fr or pt-BR" : nil }),
                       placeholder: "LANG", default: "Base, then en", help: "The source language."),
            OptionSpec("--reporter", .choice(LintReporterKind.allCases.map(\.rawValue)), placeholder: "NAME", default: LintReporterKind.xcode.rawValue,
                       help: "The report format: xcode (path:line:col: error: …), github annotations, json, sarif 2.1.0, an html page."),
            OptionSpec("--output", short: "-o", .file, placeholder: "FILE", help: "Write the report to FILE instead of standard output."),
            OptionSpec("--strict", .flag, help: "Report warnings as errors."),
            OptionSpec("--all-strings", .flag, help: "With --reporter html, show every checked string, not only those with findings."),
            OptionSpec("--config", .file, placeholder: "FILE", default: "./.markupc.json if present",
                       help: "Rule levels, ignored keys and paths, dialects per format, path or key, and PO settings."),
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
        footer: """
        EXIT STATUS:
          0  no finding at error level
          1  a finding at error level
          2  usage error, invalid style book or configuration, nothing could be read,
             or the report could not be written
        """
    )

    static let generate = CommandSpec(
        name: "generate",
        summary: "write typed Swift accessors for localized strings",
        operand: OperandSpec(placeholder: "CATALOG|FOLDER", label: "string catalog or folder of xx.lproj folders", required: true),
        options: [
            OptionSpec("--stylebook", .file, placeholder: "FILE",
                       help: "The style book (required): every language is checked with it, and the generated code embeds it."),
            OptionSpec("--output", short: "-o", .file, placeholder: "FILE", help: "The Swift file to write (required), whole or not at all."),
            OptionSpec("--source-language", .text(check: { $0.isEmpty || $0.contains("/") ? "needs a language such as en, fr or pt-BR" : nil }),
                       placeholder: "LANG", default: "the catalog's sourceLanguage, else en, else Base",
                       help: "The development language: its placeholders decide the parameters."),
            OptionSpec("--warnings-as-errors", .flag, help: "Every warning (untranslated, stale, lint warnings) is an error and stops generation."),
            OptionSpec("--access-level", .choice(["public", "internal"]), placeholder: "LEVEL", default: "public",
                       help: "The access level of the generated enums and accessors."),
            OptionSpec("--enum-name", .text(check: GenerateCommand.checkTypeName), placeholder: "NAME", default: "L10n",
                       help: "The name of the enum holding the accessors."),
            OptionSpec("--action-enum-name", .text(check: GenerateCommand.checkTypeName), placeholder: "NAME", default: "MarkupAction",
                       help: "The name of the enum of the style book's actions."),
            help,
        ],
        about: """
        CATALOG is a .xcstrings file; FOLDER is searched for .xcstrings files and xx.lproj
        folders of .strings and .stringsdict files. Every language is checked with the lint
        rules and the style book before anything is written; a problem is reported at its
        line and column in the localization file.
        """,
        footer: """
        EXIT STATUS:
          0  the Swift file was written (warnings may have been reported)
          1  a finding at error level; nothing was written
          2  usage error, invalid style book, nothing could be read,
             or the Swift file could not be written
        """
    )

    static let checkStyleBook = CommandSpec(
        name: "check-stylebook",
        summary: "check style books",
        operand: OperandSpec(placeholder: "FILE", label: "style book", required: true),
        options: [help],
        about: "Loads each style book and reports every problem with its position.",
        footer: """
        EXIT STATUS:
          0  every style book is valid
          2  a style book is invalid or cannot be read
        """
    )

    static let helpCommand = CommandSpec(name: "help", summary: "show help", operand: nil, options: [])

    /// The commands, in the order help texts list them; `compile` is the default.
    static let commands = [compile, lint, generate, checkStyleBook, helpCommand]

    /// Options that are the whole command line (`markupc --version`).
    static let topLevel = CommandSpec(
        name: "markupc",
        summary: "compile tagged strings with a style book",
        operand: nil,
        options: [
            help,
            OptionSpec("--version", .flag, help: "Show the version."),
            OptionSpec("--generate-completion-script", .choice(CompletionScripts.shells), placeholder: "SHELL",
                       help: "Print a completion script for the shell."),
        ]
    )

    /// The command named `name`.
    static func command(named name: String) -> CommandSpec? {
        commands.first { $0.name == name }
    }
}

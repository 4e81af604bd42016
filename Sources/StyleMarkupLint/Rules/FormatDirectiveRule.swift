import StyleMarkup

/// `placeholder-mismatch` in a PO entry whose flag names a format language other than C's and
/// Objective-C's (``PlaceholderDialect``: `python-format`, `python-brace-format`, `sh-format`,
/// `qt-format`, …), judged as `msgfmt --check` judges it.
///
/// Each directive takes an argument by name (`%(name)s`, `{name}`, `$HOME`), by number (`{0}`,
/// `%1`, `%2$s`) or in order (`%s`, `{}`, `~a`: the first such is argument 1, the next 2, …).
/// The translation may not use an argument its source does not, nor use one as another kind of
/// value (`{0}` where the source has `{0,number,percent}`, `%(count)s` for `%(count)d`), and it
/// must use every argument of its source, except in a plural form the file uses for one number
/// only (English and German `msgstr[0]`), which may write that number as a word, or for fewer
/// than five numbers of 0…1000 (French `msgstr[0]`, 0 and 1), which gettext checks as leniently (not in Qt,
/// Lua, Lisp and Scheme, nor Python's arguments taken in order, which gettext reads strictly). A plural
/// entry's forms are all compared with its `msgid_plural`, as gettext does. A source that is
/// no valid format string in its language is not judged; a translation that is none where its
/// source is one is reported where it goes wrong (`100% fertig` in Python: `% f` is a
/// placeholder, `%(name)` lacks its conversion).
enum FormatDirectiveRule {
    /// The findings on `translation` against `source` in `dialect`; `strict` when the
    /// translation must use every argument of the source.
    static func compare(_ translation: LocalizedString, with source: LocalizedString, dialect: PlaceholderDialect, strict: Bool) -> [LintFinding] {
        let expected = dialect.directives(in: source.value)
        guard dialect.firstInvalidOffset(in: source.value, directives: expected) == nil else { return [] }
        // Lisp's and Scheme's control directives (`~[…~]`, `~{…~}`, `~*`, `~^`) choose which
        // arguments are used: such strings are not compared.
        if dialect.syntax == .tilde, hasControlDirective(source.value) || hasControlDirective(translation.value) { return [] }
        let found = dialect.directives(in: translation.value)
        if let offset = dialect.firstInvalidOffset(in: translation.value, directives: found) {
            let bytes = Array(translation.value.utf8)
            // The character and what follows it, up to three ASCII characters (`% v`, `}`).
            var end = offset + 1
            while end < min(bytes.count, offset + 3), bytes[end] < 0x80 { end += 1 }
            let text = String(decoding: bytes[offset..<end], as: UTF8.self)
            return [LintFinding(.placeholderMismatch, translation, at: translation.location(ofUTF8Offset: offset),
                                "\"\(text)\" starts no placeholder of a \(dialect.flag) string, as the source's do")]
        }
        if dialect == .qt, let complex = complexQtDirective(found, expected) {
            let text = String(decoding: Array(translation.value.utf8)[complex.range], as: UTF8.self)
            return [LintFinding(.placeholderMismatch, translation, at: translation.location(ofUTF8Offset: complex.range.lowerBound),
                                "placeholder \(text) has an L flag or a two-digit number, which the source's do not: "
                                    + "the arg() that takes several arguments at once reads neither")]
        }
        // The common case: the very same directives.
        if expected.count == found.count, zip(expected, found).allSatisfy({ $0.argument == $1.argument && $0.type == $1.type && $0.starTypes == $1.starTypes }) { return [] }
        let sourceBytes = Array(source.value.utf8)
        let translationBytes = Array(translation.value.utf8)
        // Braces and Object Pascal count from 0 (`{}` is `{0}`, `%s` is `%0:s`), the others
        // from 1 (`%s` is `%1$s`).
        let first: Int
        switch dialect.syntax {
        case .brace: first = 0
        case .percent(let table): first = table.position == .colon ? 0 : 1
        case .boost, .dollar, .tilde, .numbered, .qtPlural: first = 1
        }
        let expectedArguments = arguments(expected, bytes: sourceBytes, first: first)
        let foundArguments = arguments(found, bytes: translationBytes, first: first)
        var seen = Set<String>()
        let texts = expectedArguments.map(\.text).filter { seen.insert($0).inserted }
        let has = "(source has \(texts.isEmpty ? "no placeholders" : texts.joined(separator: ", ")))"
        var findings: [LintFinding] = []
        for argument in foundArguments {
            let location = translation.location(ofUTF8Offset: argument.offset)
            guard let other = expectedArguments.first(where: { $0.key == argument.key }) else {
                // Perl's `__x` leaves a `{name}` it has no value for as it is.
                if dialect == .perlBrace { continue }
                findings.append(LintFinding(.placeholderMismatch, translation, at: location,
                                            "placeholder \(argument.text) is not in the source \(has)"))
                continue
            }
            if other.type != argument.type {
                findings.append(LintFinding(.placeholderMismatch, translation, at: location,
                                            "placeholder \(argument.text) does not match the source's \(other.text)"))
            }
        }
        // Qt's, Lua's, Lisp's and Scheme's forms, and Python's arguments taken in order, must use
        // every argument even in a form for one number, as gettext reads them.
        let alwaysStrict = dialect == .qt || dialect == .lua || dialect.syntax == .tilde
        let pythonInOrder = dialect == .python && expected.contains { $0.argument == .next }
        if strict || alwaysStrict || pythonInOrder {
            for argument in expectedArguments where !foundArguments.contains(where: { $0.key == argument.key }) {
                findings.append(LintFinding(.placeholderMismatch, translation, at: translation.valueLocation,
                                            "placeholder \(argument.text) is missing \(has)"))
            }
        }
        return findings
    }

    /// Qt's `%L1` or `%10` in a translation whose source has only `%1` … `%9`, which the source
    /// may be formatted with `QString::arg(a, b, …)`, which reads only those.
    private static func complexQtDirective(_ found: [FormatDirective], _ expected: [FormatDirective]) -> FormatDirective? {
        func isSimple(_ directive: FormatDirective) -> Bool { directive.range.count == 2 }
        guard expected.allSatisfy(isSimple) else { return nil }
        return found.first { !isSimple($0) }
    }

    /// Whether a Lisp or Scheme format string has a directive that jumps among the arguments or
    /// chooses among clauses.
    private static func hasControlDirective(_ value: String) -> Bool {
        OtherDirectives.scanTilde(Array(value.utf8)).contains { $0.type.count == 1 && "*[]{}()<>^?;".contains($0.type) }
    }

    /// One argument a string uses: the first directive that takes it.
    private struct Argument {
        var key: FormatDirective.Argument
        var type: String
        var text: String
        var offset: Int
    }

    /// The arguments of `directives`, each once, in order; those taken in order are numbered
    /// from `first`, as their language gives them out.
    private static func arguments(_ directives: [FormatDirective], bytes: [UInt8], first: Int) -> [Argument] {
        var result: [Argument] = []
        var next = first - 1
        for directive in directives {
            var key = directive.argument
            for type in directive.starTypes {
                // A `*` width or precision takes the next argument, an integer.
                next += 1
                let text = String(decoding: bytes[directive.range], as: UTF8.self)
                result.append(Argument(key: .number(next), type: type, text: "\(text) (argument \(next))", offset: directive.range.lowerBound))
            }
            switch key {
            case .none: continue
            case .next:
                next += 1
                key = .number(next)
            case .number, .name: break
            }
            guard !result.contains(where: { $0.key == key }) else { continue }
            let text = String(decoding: bytes[directive.range], as: UTF8.self)
            result.append(Argument(key: key, type: directive.type, text: directive.argument == .next ? "\(text) (argument \(next))" : text,
                                   offset: directive.range.lowerBound))
        }
        return result
    }
}

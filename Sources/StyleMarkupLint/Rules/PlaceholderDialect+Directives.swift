/// How each placeholder dialect finds its directives.
extension PlaceholderDialect {
    /// How the dialect writes its directives.
    var syntax: FormatSyntax {
        switch self {
        case .c: return .percent(.c)
        case .objc: return .percent(.objc)
        case .python: return .percent(.python)
        case .javaPrintf: return .percent(.javaPrintf)
        case .javascript: return .percent(.javascript)
        case .elisp: return .percent(.elisp)
        case .librep: return .percent(.librep)
        case .ruby: return .percent(.ruby)
        case .sh: return .dollar
        case .shPrintf: return .percent(.shPrintf)
        case .awk: return .percent(.awk)
        case .lua: return .percent(.lua)
        case .perl: return .percent(.perl)
        case .php: return .percent(.php)
        case .gccInternal: return .percent(.gccInternal)
        case .gfcInternal: return .percent(.gfcInternal)
        case .tcl: return .percent(.tcl)
        case .pascal: return .percent(.pascal)
        case .go: return .percent(.go)
        case .d: return .percent(.d)
        case .modula2: return .percent(.modula2)
        case .ocaml: return .percent(.ocaml)
        case .boost: return .boost
        case .pythonBrace: return .brace(.python)
        case .perlBrace: return .brace(.perl)
        case .csharp: return .brace(.csharp)
        case .java: return .brace(.messageFormat)
        case .rust, .cPlusPlus: return .brace(.rust)
        case .scheme, .lisp: return .tilde
        case .qt, .kde, .kdeKuit, .ycp, .smalltalk: return .numbered(self == .qt)
        case .qtPlural: return .qtPlural
        }
    }

    /// The directives of `value`, in order, as this dialect's formatter reads them.
    func directives(in value: String) -> [FormatDirective] {
        let bytes = Array(value.utf8)
        switch syntax {
        case .percent(let table): return PercentDirectives.scan(bytes, table: table)
        case .boost: return PercentDirectives.scanBoost(bytes)
        case .brace(let style): return BraceDirectives.scan(bytes, style: style)
        case .dollar: return OtherDirectives.scanShell(bytes)
        case .tilde: return OtherDirectives.scanTilde(bytes)
        case .numbered(let localized):
            let found = OtherDirectives.scanNumbered(bytes, localized: localized, smalltalk: self == .smalltalk,
                                                     escapedPercent: self == .ycp || self == .smalltalk)
            // KDE numbers its arguments from 1: `%0` is text there.
            return self == .kde || self == .kdeKuit ? found.filter { $0.argument != .number(0) } : found
        case .qtPlural: return OtherDirectives.scanQtPlural(bytes)
        }
    }

    /// The byte ranges of `value`'s directives (what `markupc pseudo` keeps as written), each
    /// once: a directive nested in another (Python's `{value:{width}}`) is in its span.
    package func spans(in value: String) -> [Range<Int>] {
        var spans: [Range<Int>] = []
        for directive in directives(in: value) where spans.last.map({ directive.range.lowerBound >= $0.upperBound }) ?? true {
            spans.append(directive.range)
        }
        return spans
    }
}

/// The families of directive syntax gettext's formats fall in.
enum FormatSyntax: Equatable, Sendable {
    /// printf's `%…conversion`, with a language's flags, lengths and conversions.
    case percent(PercentTable)
    /// Boost.Format: `%1%`, `%|1$+5d|` and printf's directives.
    case boost
    /// Braces: `{0}`, `{name}`, `{0,number}`.
    case brace(BraceDirectives.Style)
    /// The shell's `$NAME` and `${NAME}`.
    case dollar
    /// Lisp's and Scheme's `~a`, `~:d`, `~{…~}`.
    case tilde
    /// `%1` … `%99` (Qt's also `%L1`; Smalltalk's also `%<yes|no>1`).
    case numbered(Bool)
    /// Qt's plural count, `%n` and `%Ln`.
    case qtPlural
}

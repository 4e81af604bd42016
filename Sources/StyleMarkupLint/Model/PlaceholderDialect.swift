/// The placeholder syntax a gettext entry's `*-format` flag names: one case per language whose
/// format strings GNU gettext knows (`c-format`, `python-brace-format`, `sh-format`, …).
///
/// Each dialect finds the spans of a string that its language's formatter reads as directives
/// (``FormatDirective``): `%(name)s` in Python, `{0}` and `{name}` in the brace dialects, `$HOME`
/// and `${HOME}` in the shell's, `~a` in Lisp's, `%1` and `%L1` in Qt's. `markupc pseudo` keeps
/// those spans byte for byte and `markupc lint` compares them between a msgid and its msgstr.
/// A literal that only escapes the syntax (`%%`, `{{`, `}}`) is text, not a directive.
package enum PlaceholderDialect: String, CaseIterable, Sendable {
    case c, objc, cPlusPlus = "c++", python, pythonBrace = "python-brace", java, javaPrintf = "java-printf"
    case csharp, javascript, scheme, lisp, elisp, librep, ruby, sh, shPrintf = "sh-printf", awk, lua
    case perl, perlBrace = "perl-brace", php, gccInternal = "gcc-internal", gfcInternal = "gfc-internal"
    case qt, qtPlural = "qt-plural", kde, kdeKuit = "kde-kuit", boost, tcl, ycp, smalltalk, pascal = "object-pascal"
    case rust, go, d, modula2, ocaml

    /// The dialect a flag names (`python-brace-format` is ``pythonBrace``), or `nil` for another
    /// flag (`fuzzy`, `no-c-format`, a format gettext does not know).
    init?(flag: Substring) {
        if flag == "c-format" {
            self = .c  // by far the most common: no string is made for it
            return
        }
        guard flag.hasSuffix("-format"), !flag.hasPrefix("no-") else { return nil }
        self.init(rawValue: String(flag.dropLast("-format".count)))
    }

    /// The flag that names the dialect: `python-brace-format`.
    var flag: String { rawValue + "-format" }

    /// Whether lint reads the dialect as printf (``PrintfDialect``: C's and Objective-C's),
    /// rather than with ``FormatDirectiveRule``.
    package var isPrintf: Bool { self == .c || self == .objc }
}

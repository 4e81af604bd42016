import StyleMarkup

/// How the markup of a localized string is read (Docs/Lint.md "Dialects").
///
/// Who renders a string decides what its markup means: markupc reads its own markup
/// (Docs/Markup.md), while Android's `Html.fromHtml`, GTK and web views read HTML, and some
/// strings are never rendered as markup at all.
public enum MarkupDialect: String, Hashable, Sendable, CaseIterable {
    /// markupc's markup: every tag closed, names compared exactly, quoted attribute values,
    /// strict character references. The dialect with a style book.
    case markupc
    /// HTML as renderers read it: void elements (`<br>`, `<img …>`) need no closing tag, tag
    /// names are case-insensitive, attribute values may be unquoted and attributes may have no
    /// value, `&` needs no escaping. The dialect without a style book.
    case html
    /// Plain text: nothing is a tag, so only placeholders are compared.
    case text
    /// XML as itstool writes Mallard and DocBook into PO files: like ``html`` but no element is
    /// void, every start tag must be closed (or written `<x/>`), and `xref`/`linkend` are links.
    case xml

    /// The name used in messages: `HTML`, `XML`, `markupc`, `text`.
    var displayName: String {
        switch self {
        case .html: return "HTML"
        case .xml: return "XML"
        case .markupc, .text: return rawValue
        }
    }
}

/// One entry of the configuration's `dialects` list: strings whose format, path and key match
/// are read in `dialect`. Omitted criteria match everything.
public struct MarkupDialectRule: Hashable, Sendable {
    /// The format (`android`, `po`, `strings`, `stringsdict`, `xcstrings`, `xliff`), or `nil` for any.
    public var format: LocalizationFormat?
    /// A glob matched against the file's path (as ``LintConfiguration/ignoredPaths`` are), or `nil`.
    public var path: LintGlob?
    /// A glob matched against the string's key (as ``LintConfiguration/ignoredKeys`` are), or `nil`.
    public var key: LintGlob?
    /// The dialect.
    public var dialect: MarkupDialect

    /// Creates a rule.
    public init(format: LocalizationFormat? = nil, path: String? = nil, key: String? = nil, dialect: MarkupDialect) {
        self.format = format
        self.path = path.map(LintGlob.init)
        self.key = key.map(LintGlob.init)
        self.dialect = dialect
    }

    /// Whether the rule applies to a file (ignoring its key criterion).
    func matches(format: LocalizationFormat, path: String) -> Bool {
        if let wanted = self.format, wanted != format { return false }
        if let glob = self.path {
            let relative = LintPath.relativeToCurrentDirectory(path)
            if glob.pattern.contains("/") { return glob.matches(relative) }
            return relative.split(separator: "/").contains { glob.matches(String($0)) }
        }
        return true
    }
}

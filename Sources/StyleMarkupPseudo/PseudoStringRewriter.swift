import StyleMarkup
import StyleMarkupLint

/// Rewrites the text of one source string for a pseudo-locale: reads its markup in its
/// dialect, as `markupc lint` does, and makes the ``ValueEdit``s of the locale's
/// transformations. A string whose markup does not parse is not rewritten: its markup errors
/// are returned instead, and the caller copies it as it is.
struct PseudoStringRewriter {
    /// The style book (tags whose style is a link or action are bounded as links), or `nil`.
    let styleBook: StyleBook?
    private var analyzer: StringAnalyzer

    init(styleBook: StyleBook?) {
        self.styleBook = styleBook
        analyzer = StringAnalyzer(imageTags: styleBook?.imageStyleNames ?? [])
    }

    /// What happens to one string.
    enum Outcome: Equatable {
        /// Its edits (none for a string without text).
        case edits([ValueEdit])
        /// Its markup does not parse: copied unchanged.
        case malformed([MarkupError])

        static func == (a: Outcome, b: Outcome) -> Bool {
            switch (a, b) {
            case (.edits(let x), .edits(let y)): return x == y
            case (.malformed(let x), .malformed(let y)): return x.map(\.message) == y.map(\.message)
            case (.edits, _), (.malformed, _): return false
            }
        }
    }

    /// The edits that make `value`'s pseudo form for `transformations`, read in `dialect`;
    /// `placeholders` names the format dialect whose directives are kept too (a PO entry's flag);
    /// `rewritable(offset)` says whether the text character at a byte offset may be replaced,
    /// `untranslatable(offset)` whether it is text the file marks not to translate (kept, and
    /// nothing is inserted inside it); `kept` and `breaks` are what the file's format sets apart
    /// (``MarkupPieces/setApart(kept:breaks:)``); `casesApart` makes each case of a string that
    /// is one ICU plural or select expression a string of its own (``PseudoRewriter/casesApart``).
    mutating func rewrite(_ value: String, dialect: MarkupDialect, placeholders: PlaceholderDialect? = nil,
                          transformations: Set<PseudoTransformation>, rewritable: (Int) -> Bool = { _ in true },
                          untranslatable: ((Int) -> Bool)? = nil, kept: [Range<Int>] = [], breaks: [Int] = [],
                          casesApart: Bool = false) -> Outcome {
        let analysis = analyzer.analyze(value, dialect: dialect)
        if !analysis.markupErrors.isEmpty { return .malformed(analysis.markupErrors) }
        let bytes = Array(value.utf8)
        let book = styleBook
        var pieces = MarkupPieces(bytes, dialect: dialect, directives: placeholders?.spans(in: value) ?? [],
                                  readsMessageFormat: placeholders?.isPrintf ?? true) { name, attributes in
            Self.isInteractive(name, attributes: attributes, dialect: dialect, styleBook: book)
        }
        if let untranslatable { pieces.keep(where: untranslatable) }
        pieces.setApart(kept: kept, breaks: breaks)
        return .edits(PseudoRewriter(transformations: transformations, casesApart: casesApart).edits(of: bytes, pieces: pieces, rewritable: rewritable))
    }

    /// The pseudo form of `value` itself (what the edits make of it), or `nil` when its markup
    /// does not parse.
    mutating func transform(_ value: String, dialect: MarkupDialect, placeholders: PlaceholderDialect? = nil,
                            transformations: Set<PseudoTransformation>, casesApart: Bool = false) -> String? {
        guard case .edits(let edits) = rewrite(value, dialect: dialect, placeholders: placeholders, transformations: transformations,
                                               casesApart: casesApart) else { return nil }
        return String(decoding: PseudoRewriter.apply(edits, to: Array(value.utf8)), as: UTF8.self)
    }

    /// Whether a start tag is a link or tap action: it has an `href` or `data-action`
    /// attribute, or it is HTML's `<a>`, or the style book gives its style a link or action.
    static func isInteractive(_ name: String, attributes: [String], dialect: MarkupDialect, styleBook: StyleBook?) -> Bool {
        if attributes.contains(where: { ["href", "data-action", "xref", "linkend"].contains($0.lowercased()) }) { return true }
        switch dialect {
        case .html: return name.lowercased() == "a"
        case .markupc: return styleBook?.style(named: name)?.isInteractive ?? (name == "a")
        case .xml, .text: return false   // Mallard's and DocBook's links carry xref, linkend or href
        }
    }
}

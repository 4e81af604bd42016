import StyleMarkup

/// What a translation's source tells the reader of the translation, so that both are read
/// alike (Docs/Lint.md "Dialects"): a `<word>` the source reads as a tag is a tag in the
/// translation too, and a void element the source closes is a container there too.
package struct HTMLSourceContext: Sendable {
    /// The names the source reads as tags.
    var tagNames: Set<String> = []
    /// The void elements the source closes (`<link xref="…">…</link>` in a Mallard manual), as
    /// ``HTMLElementNames/voidBit(key:)`` bits.
    var containers: UInt16 = 0
}

/// Reads a string's tags in the HTML dialect (``MarkupDialect/html``), as the HTML renderers of
/// localization files do, and finds every problem rather than stopping at the first.
///
/// - `<` starts a tag only before an ASCII letter (`</` and a letter for a closing tag);
///   `a < b`, `<3` and `<<` are text. `<!-- … -->`, `<!…>` and `<?…>` are skipped.
/// - Tag names are compared in lower case (`<B>…</b>`).
/// - A start tag whose name is no HTML element (``HTMLElementNames``), that the string never
///   closes (no `</name>` anywhere in it) and that is not written `<x/>`, is text: `<None>`,
///   `<key>=<value>`, `--solve <equation>`. It is counted (``textTagCount``), not kept as a
///   tag, and never reported. In a translation, a name its source reads as a tag
///   (``HTMLSourceContext/tagNames``) stays a tag, so a dropped `</gui>` is still found.
/// - Void elements (``HTMLElementNames/void``) and tags written `<x/>` have no content;
///   `</br>` is read as `<br>`, as browsers do, and other closing tags of void elements that
///   close nothing are ignored. A void element the string closes (`<link …>…</link>`), or
///   its source closes (``HTMLSourceContext/containers``), is a container there, so a
///   `<link>` never closed is reported (``containerVoids``).
/// - Attribute values may be quoted, unquoted (`href=%1$s`) or missing (`<input disabled>`).
/// - `&` is text unless it starts a reference; references are not checked.
///
/// With `xml` (the XML dialect: Mallard and DocBook in itstool's PO files) no element is
/// void and every start tag is a tag (`<link xref="…">` must be closed, `<None>` too), and a
/// tag's link is its `href`, else its `xref` (Mallard) or `linkend` (DocBook).
///
/// Problems (a tag never closed, a closing tag that does not match, a tag never ended with
/// `>`, a quote never closed) are reported with messages in the words markupc uses, and the
/// reader recovers: a closing tag that matches an outer open tag closes the tags inside it.
/// One pass over the UTF-8 bytes (and one more to list the closing tags, only for a string
/// with an unknown or void start tag); open tags are kept on an explicit stack, as deep as
/// ``MarkupLimits/maxNestingDepth``.
struct HTMLDialectReader {
    struct Tag {
        var name: String
        var href: String?
        /// The byte offset of the tag's `<`.
        var offset: Int
        /// The index of the enclosing open tag, if any.
        var parent: Int?
        /// Whether the tag is a `</br>`, which browsers read as `<br>`.
        var isClosingLineBreak = false
        /// Whether ``href`` is an `xref` or `linkend`: the id of a page or an element of the
        /// same document, not a URL.
        var isReference = false
    }

    private(set) var tags: [Tag] = []
    private(set) var errors: [MarkupError] = []
    /// How many start tags were read as text (an unknown name, never closed).
    private(set) var textTagCount = 0
    /// The void elements read as containers, as ``HTMLElementNames/voidBit(key:)`` bits.
    private(set) var containerVoids: UInt16 = 0

    /// Reads `bytes` (a string's UTF-8 bytes); a translation's with its source's `context`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, limits: MarkupLimits = .default, maxErrors: Int = 16,
         context: HTMLSourceContext? = nil, xml: Bool = false) {
        var scan = HTMLDialectScan(bytes, limits: limits, maxErrors: maxErrors, context: context, xml: xml)
        scan.readAll()
        tags = scan.tags
        errors = scan.errors
        textTagCount = scan.textTagCount
        containerVoids = scan.containerVoids
    }
}

/// The element names the HTML dialect (``MarkupDialect/html``) knows, in one table: the
/// elements of the WHATWG HTML Living Standard (its index of elements, with `svg` and `math`,
/// which HTML embeds) and the obsolete ones its "Obsolete features" section lists, which
/// renderers of localization files still read (`<font>`, `<big>`, `<tt>`, `<strike>` in
/// Android's `Html.fromHtml` and GTK's Pango markup).
///
/// A start tag whose name is not here and that the string never closes is text in the HTML
/// dialect (`<None>`, `<key>=<value>`, `--solve <equation>`); see ``HTMLDialectReader``.
enum HTMLElementNames {
    /// Every known element name, in lower case.
    static let all: Set<String> = [
        // The WHATWG index of elements.
        "a", "abbr", "address", "area", "article", "aside", "audio", "b", "base", "bdi", "bdo", "blockquote", "body", "br",
        "button", "canvas", "caption", "cite", "code", "col", "colgroup", "data", "datalist", "dd", "del", "details", "dfn",
        "dialog", "div", "dl", "dt", "em", "embed", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3",
        "h4", "h5", "h6", "head", "header", "hgroup", "hr", "html", "i", "iframe", "img", "input", "ins", "kbd", "label",
        "legend", "li", "link", "main", "map", "mark", "math", "menu", "meta", "meter", "nav", "noscript", "object", "ol",
        "optgroup", "option", "output", "p", "picture", "pre", "progress", "q", "rp", "rt", "ruby", "s", "samp", "script",
        "search", "section", "select", "slot", "small", "source", "span", "strong", "style", "sub", "summary", "sup", "svg",
        "table", "tbody", "td", "template", "textarea", "tfoot", "th", "thead", "time", "title", "tr", "track", "u", "ul",
        "var", "video", "wbr",
        // Obsolete elements, no longer conforming but still read by renderers.
        "acronym", "applet", "basefont", "bgsound", "big", "blink", "center", "dir", "font", "frame", "frameset", "image",
        "isindex", "keygen", "listing", "marquee", "menuitem", "multicol", "nextid", "nobr", "noembed", "noframes", "param",
        "plaintext", "rb", "rtc", "spacer", "strike", "tt", "xmp",
    ]

    /// The elements that never have content or a closing tag in HTML.
    static let void: Set<String> = [
        "br", "hr", "img", "wbr", "input", "meta", "link", "area", "col", "embed", "param", "source", "track", "base",
    ]
}

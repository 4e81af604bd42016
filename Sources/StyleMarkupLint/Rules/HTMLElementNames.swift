import StyleMarkup

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

    /// The text-level elements that only style their text (no link, no action, no content of
    /// their own): a translation may add one to a source that has markup (``TagRules``).
    static let styling: Set<String> = [
        "b", "i", "em", "strong", "u", "s", "sup", "sub", "small", "big", "mark", "cite", "code", "kbd", "var", "samp",
        "dfn", "abbr", "q", "tt", "strike", "font", "span",
    ]

    /// A name of up to eight bytes packed into an integer, first byte highest, with ASCII
    /// letters in lower case (`"Br"` is `0x6272`); 0 for a longer name. The reader compares
    /// names by their key: an integer `switch` costs far less than hashing a `String`.
    static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        guard range.count <= 8 else { return 0 }
        var key: UInt64 = 0
        for index in range {
            let byte = bytes[index]
            key = key << 8 | UInt64(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        return key
    }

    /// Whether the element named `name` (in lower case), whose ``key(_:_:)`` is `key`, is known.
    /// The names most strings use are recognised by their key, without hashing the name.
    static func isKnown(_ name: String, key: UInt64) -> Bool {
        switch key {
        // b i a u s p em strong span small big font sub sup tt
        case 0x62, 0x69, 0x61, 0x75, 0x73, 0x70, 0x656D, 0x7374726F6E67, 0x7370616E, 0x736D616C6C, 0x626967, 0x666F6E74,
             0x737562, 0x737570, 0x7474:
            return true
        default:
            return voidBit(key: key) != 0 || all.contains(name)
        }
    }

    /// The bit of a void element (one that never has content or a closing tag in HTML), by its
    /// ``key(_:_:)``, in a set of them kept as a mask (`StringAnalysis.containerVoids`); 0 for
    /// any other name.
    static func voidBit(key: UInt64) -> UInt16 {
        switch key {
        case 0x6272: return 1 << 0 // br
        case 0x6872: return 1 << 1 // hr
        case 0x696D67: return 1 << 2 // img
        case 0x776272: return 1 << 3 // wbr
        case 0x696E707574: return 1 << 4 // input
        case 0x6D657461: return 1 << 5 // meta
        case 0x6C696E6B: return 1 << 6 // link
        case 0x61726561: return 1 << 7 // area
        case 0x636F6C: return 1 << 8 // col
        case 0x656D626564: return 1 << 9 // embed
        case 0x706172616D: return 1 << 10 // param
        case 0x736F75726365: return 1 << 11 // source
        case 0x747261636B: return 1 << 12 // track
        case 0x62617365: return 1 << 13 // base
        default: return 0
        }
    }

    /// The bit of `br`, which is never a container (`</br>` is a line break).
    static let lineBreakBit: UInt16 = 1 << 0

    /// The void elements, in the order of their bits.
    static let void = ["br", "hr", "img", "wbr", "input", "meta", "link", "area", "col", "embed", "param", "source", "track", "base"]
}

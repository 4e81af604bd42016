/// HTML (`--format html`): a fragment, or a whole page, with inline styles or CSS classes.
///
/// The text is wrapped in `<div class="markupc">` with `white-space: pre-wrap`, so spaces and
/// newlines show exactly as written. Inside it, every tag becomes one element, nested as the
/// tags are: `<a href>` for a link, `<span>` otherwise (with `data-action`, `role="button"` and
/// `tabindex="0"` for an action), styled by the tag's style (after the `link` style for links
/// and actions). An image's U+FFFC becomes `<img src alt>` when the image has a `src`, else its
/// `alt` text. A tag the style book does not name writes no element, unless it has an `href`.
///
/// Nothing from the text, a tag, or the style book can inject markup, script or CSS: text and
/// attribute values are escaped, links and image sources are checked against the book's link
/// policy (and `javascript:`, `vbscript:`, `data:` links are never written), and CSS is rebuilt
/// from parsed values (see `CSSWriter`). `Docs/HTML.md` describes the output in full.
///
/// What each tag contributes is read from the compiled text, as the compiler resolved it, so
/// elements always match the runs. The emitter's style book gives the wrapper its `body` style,
/// the classes and stylesheet, and the link policy links are checked against again; tags of
/// text that was not compiled from markup (read from a run list) are resolved with it too.
/// Use the emitter with the style book the text was compiled with:
///
/// ```swift
/// let html = HTMLEmitter(styleBook: book, options: .init(styles: .classes))
/// let page = html.emitString(compiled)
/// let css = html.stylesheet()
/// ```
public struct HTMLEmitter: Emitter {
    /// How styles reach the browser.
    public enum StyleMode: String, Hashable, Sendable, CaseIterable {
        /// A `style` attribute on each element.
        case inline
        /// One CSS class per style name (``HTMLEmitter/className(forStyle:)``), defined by
        /// ``HTMLEmitter/stylesheet()``; the output has no `style` attribute.
        case classes
    }

    /// What the emitter writes.
    public struct Options: Hashable, Sendable {
        /// Write a whole page (`<!doctype html>`, `<meta charset="utf-8">`, `<title>`) instead
        /// of a fragment.
        public var document: Bool
        /// The language (BCP 47, such as `en` or `pt-BR`) for the `lang` attribute: on `<html>`
        /// in a page, on the wrapper in a fragment. `nil` writes none.
        public var lang: String?
        /// Inline styles or classes.
        public var styles: StyleMode
        /// The page's `<title>`; `nil` uses the text's first line (or `markupc` when it is empty).
        public var title: String?
        /// In a page with classes: link this stylesheet URL (`<link rel="stylesheet">`) instead of
        /// embedding ``HTMLEmitter/stylesheet()`` in a `<style>` element. A relative reference or
        /// an `http`, `https` or `file` URL; anything else (or a control character) embeds instead.
        public var stylesheetHref: String?
        /// For `markupc preview` (internal): links and actions are written as marked spans
        /// that go nowhere, each carrying its number in the page's legend, and images as boxes
        /// of their size holding their `alt` text; `nil` writes live links and images.
        package var inertMarks: InertMarks?

        /// Creates options; the defaults write an inline-styled fragment.
        public init(document: Bool = false, lang: String? = nil, styles: StyleMode = .inline, title: String? = nil, stylesheetHref: String? = nil) {
            self.document = document
            self.lang = lang
            self.styles = styles
            self.title = title
            self.stylesheetHref = stylesheetHref
        }
    }

    /// How the preview page writes links, actions and images (``Options/inertMarks``): every
    /// link target and action name of the page, numbered for its legend.
    package struct InertMarks: Hashable, Sendable {
        /// `link URL` or `action NAME` → the legend's number.
        var numbers: [String: Int]

        /// Marks numbered by `numbers` (keys made with ``link(_:)`` and ``action(_:)``).
        package init(numbers: [String: Int]) {
            self.numbers = numbers
        }

        /// The legend key of a link target.
        package static func link(_ url: String) -> String { "link " + url }
        /// The legend key of an action name.
        package static func action(_ name: String) -> String { "action " + name }
    }

    /// The style book the text was compiled with; it gives elements their styles and classes.
    public let styleBook: StyleBook
    /// What to write.
    public var options: Options
    /// The class of each style name.
    private let classNames: [String: String]

    /// Creates the emitter for texts compiled with `styleBook`.
    public init(styleBook: StyleBook, options: Options = Options()) {
        self.styleBook = styleBook
        self.options = options
        self.classNames = CSSWriter.classNames(for: styleBook.styles.keys)
    }

    /// `html`.
    public var fileExtension: String { OutputFormat.html.fileExtension }

    /// The CSS class for the style named `name` (`m-` and the name with characters a class
    /// name cannot hold replaced by `-`), or `nil` when the book has no such style.
    public func className(forStyle name: String) -> String? {
        classNames[name]
    }

    /// The stylesheet that defines the classes ``StyleMode/classes`` output uses: the wrapper's
    /// `white-space: pre-wrap`, a reset so links look as the book says rather than as the
    /// browser's default, and one rule per style. It depends only on the style book.
    public func stylesheet() -> String {
        CSSWriter.stylesheet(book: styleBook, classNames: classNames)
    }

    /// The HTML document or fragment, UTF-8, ending with a newline.
    public func emit(_ compiled: CompiledText) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(compiled.utf8Text.count + compiled.utf8Text.count / 8 + compiled.tagCount * 40 + 512)
        if options.document { writeHead(compiled, to: &output) }
        writeFragment(compiled, to: &output)
        if options.document { output.append(contentsOf: "</body>\n</html>\n".utf8) }
        return output
    }

    // MARK: - Page

    private func writeHead(_ compiled: CompiledText, to output: inout [UInt8]) {
        output.append(contentsOf: "<!doctype html>\n<html".utf8)
        if let lang = options.lang { HTMLEscaping.appendAttribute("lang", lang, to: &output) }
        output.append(contentsOf: ">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>".utf8)
        HTMLEscaping.append(options.title ?? Self.defaultTitle(compiled), to: &output)
        output.append(contentsOf: "</title>\n".utf8)
        if options.styles == .classes {
            let policy = LinkPolicy(allowedSchemes: ["http", "https", "file"])
            if let href = options.stylesheetHref.flatMap({ HTMLEscaping.checkedURL($0, policy: policy, forbidden: []) }) {
                output.append(contentsOf: "<link rel=\"stylesheet\"".utf8)
                HTMLEscaping.appendAttribute("href", href, to: &output)
                output.append(contentsOf: ">\n".utf8)
            } else {
                output.append(contentsOf: "<style>\n\(stylesheet())</style>\n".utf8)
            }
        }
        output.append(contentsOf: "</head>\n<body>\n".utf8)
    }

    /// The text's first non-empty line without images, each run of white space (the spaces
    /// around an image that was left out among them) written as one space, trimmed, at most 80
    /// characters.
    static func defaultTitle(_ compiled: CompiledText) -> String {
        // Only the start of the text is read: a title comes from its first lines.
        let start = String(decoding: compiled.utf8Text.prefix(65_536), as: UTF8.self)
        for line in start.split(whereSeparator: \.isNewline) {
            let words = line.filter { $0 != "\u{FFFC}" }.split(whereSeparator: \.isWhitespace)
            if !words.isEmpty { return String(words.joined(separator: " ").prefix(80)) }
        }
        return "markupc"
    }

    // MARK: - Fragment

    /// An element's start and end tags (both empty for a tag that writes no element).
    fileprivate struct Element {
        var open: [UInt8] = []
        var close: [UInt8] = []
        var isLink = false
    }

    /// Tags with the same name, `href` and link context get the same element.
    fileprivate struct CacheKey: Hashable {
        var name: String
        var href: String?
        var insideLink: Bool
    }

    /// The elements an emitter has built, by tag name, `href` and link context, kept across
    /// texts: for texts compiled with the emitter's style book (which the preview page writes
    /// by the thousand), a tag's element depends on nothing else. Use it with one emitter only.
    package struct ElementCache {
        fileprivate var elements: [CacheKey: Element] = [:]

        /// An empty cache.
        package init() {}
    }

    /// Appends the fragment of `compiled` to `output`, reusing and filling `cache`.
    package func emitFragment(_ compiled: CompiledText, appendingTo output: inout [UInt8], cache: inout ElementCache) {
        writeFragment(compiled, to: &output, cache: &cache.elements)
    }

    private func writeFragment(_ compiled: CompiledText, to output: inout [UInt8]) {
        var cache: [CacheKey: Element] = [:]
        writeFragment(compiled, to: &output, cache: &cache)
    }

    private func writeFragment(_ compiled: CompiledText, to output: inout [UInt8], cache: inout [CacheKey: Element]) {
        let body = styleBook.body
        output.append(contentsOf: "<div class=\"markupc".utf8)
        if options.styles == .classes, let name = classNames["body"] { output.append(contentsOf: " \(name)".utf8) }
        output.append(UInt8(ascii: "\""))
        if options.styles == .inline {
            let declarations = ["white-space: pre-wrap"] + CSSWriter.declarations(body, block: true)
            HTMLEscaping.appendAttribute("style", declarations.joined(separator: "; "), to: &output)
        }
        if !options.document, let lang = options.lang { HTMLEscaping.appendAttribute("lang", lang, to: &output) }
        output.append(UInt8(ascii: ">"))
        // A body that is itself a link or an action: one element around everything.
        let outer = element(style: StyleAttributes(link: body.link, action: body.action), className: nil, insideLink: false)

        var writer = TextWriter(compiled: compiled, book: styleBook, inert: options.inertMarks != nil)
        output.append(contentsOf: outer.open)
        var stack: [(end: Int, element: Element)] = []
        var linkDepth = outer.isLink ? 1 : 0
        for (index, tag) in compiled.makeTags().enumerated() {
            while stack.count > tag.depth, let top = stack.popLast() {
                writer.write(upTo: top.end, to: &output)
                output.append(contentsOf: top.element.close)
                if top.element.isLink { linkDepth -= 1 }
            }
            writer.write(upTo: tag.range.utf8.lowerBound, to: &output)
            let href = tag.attribute("href")
            let key = CacheKey(name: tag.name, href: href, insideLink: linkDepth > 0)
            let element: Element
            if let cached = cache[key] {
                element = cached
            } else {
                let (contribution, isNamed) = compiled.resolvedTag(at: index) ?? TagStyler.resolve(name: tag.name, href: href, book: styleBook)
                element = self.element(for: tag.name, contribution: contribution, isNamedByBook: isNamed, insideLink: linkDepth > 0)
                cache[key] = element
            }
            output.append(contentsOf: element.open)
            if element.isLink { linkDepth += 1 }
            stack.append((tag.range.utf8.upperBound, element))
        }
        while let top = stack.popLast() {
            writer.write(upTo: top.end, to: &output)
            output.append(contentsOf: top.element.close)
        }
        writer.write(upTo: compiled.utf8Text.count, to: &output)
        output.append(contentsOf: outer.close)
        output.append(contentsOf: "</div>\n".utf8)
    }

    /// The element for a tag named `name` that contributes `contribution` (the `link` style,
    /// its own style, its link, as ``TagStyler`` resolved them), with its link checked again here;
    /// none for a tag the book does not name that is not a link.
    private func element(for name: String, contribution: StyleAttributes, isNamedByBook: Bool, insideLink: Bool) -> Element {
        let interactive = contribution.isInteractive
        guard isNamedByBook || interactive else { return Element() }
        var classes: [String] = []
        if interactive, let linkClass = classNames["link"] { classes.append(linkClass) }
        if isNamedByBook, let ownClass = classNames[name], !classes.contains(ownClass) { classes.append(ownClass) }
        return element(style: contribution, className: classes.isEmpty ? nil : classes.joined(separator: " "), insideLink: insideLink)
    }

    /// An `a` (for an allowed link not inside another link) or a `span` with the style's CSS
    /// or class, and the action attributes; nothing when it would be a bare `span`.
    private func element(style: StyleAttributes, className: String?, insideLink: Bool) -> Element {
        if let marks = options.inertMarks { return inertElement(style: style, className: className, marks: marks) }
        let url = insideLink ? nil : style.link.flatMap {
            HTMLEscaping.checkedURL($0, policy: styleBook.linkPolicy, forbidden: HTMLEscaping.forbiddenLinkSchemes)
        }
        var open: [UInt8] = Array((url != nil ? "<a" : "<span").utf8)
        if let url { HTMLEscaping.appendAttribute("href", url, to: &open) }
        var bare = url == nil
        switch options.styles {
        case .classes:
            if let className {
                HTMLEscaping.appendAttribute("class", className, to: &open)
                bare = false
            }
        case .inline:
            var declarations = CSSWriter.declarations(style, block: false)
            if url != nil {
                // Links look as the style book says, not as the browser's default link.
                if !declarations.contains(where: { $0.hasPrefix("color:") }) { declarations.insert("color: inherit", at: 0) }
                if !declarations.contains(where: { $0.hasPrefix("text-decoration") }) { declarations.append("text-decoration: inherit") }
            }
            if !declarations.isEmpty {
                HTMLEscaping.appendAttribute("style", declarations.joined(separator: "; "), to: &open)
                bare = false
            }
        }
        if let action = style.action {
            HTMLEscaping.appendAttribute("data-action", action, to: &open)
            if url == nil { open.append(contentsOf: " role=\"button\" tabindex=\"0\"".utf8) }
            bare = false
        }
        if bare { return Element() }
        open.append(UInt8(ascii: ">"))
        return Element(open: open, close: Array((url != nil ? "</a>" : "</span>").utf8), isLink: url != nil)
    }

    /// A `span` marking a link (`mc-link`) or an action (`mc-action`) with the legend's number
    /// of its target or name in `data-mark`: it goes nowhere and takes no focus.
    private func inertElement(style: StyleAttributes, className: String?, marks: InertMarks) -> Element {
        var open: [UInt8] = Array("<span".utf8)
        var classes: [String] = []
        var mark: Int?
        if let action = style.action {
            classes.append("mc-action")
            mark = marks.numbers[InertMarks.action(action)]
        } else if let link = style.link, let url = HTMLEscaping.checkedURL(link, policy: styleBook.linkPolicy, forbidden: []) {
            classes.append("mc-link")
            mark = marks.numbers[InertMarks.link(url)]
        }
        if options.styles == .classes, let className { classes.append(className) }
        if classes.isEmpty, options.styles == .classes { return Element() }
        if !classes.isEmpty { HTMLEscaping.appendAttribute("class", classes.joined(separator: " "), to: &open) }
        if options.styles == .inline {
            let declarations = CSSWriter.declarations(style, block: false)
            if !declarations.isEmpty { HTMLEscaping.appendAttribute("style", declarations.joined(separator: "; "), to: &open) }
        }
        if let mark { HTMLEscaping.appendAttribute("data-mark", String(mark), to: &open) }
        guard open.count > 5 else { return Element() }
        open.append(UInt8(ascii: ">"))
        return Element(open: open, close: Array("</span>".utf8), isLink: false)
    }

    /// Writes the text in order, escaped, with each image's U+FFFC as the image.
    private struct TextWriter {
        let compiled: CompiledText
        let book: StyleBook
        /// Images as boxes of their size holding their `alt` text (``Options/inertMarks``).
        let inert: Bool
        /// How far the text has been written (UTF-8 offset).
        var position = 0
        /// The run holding `position`; runs are visited in order.
        var runIndex = 0

        init(compiled: CompiledText, book: StyleBook, inert: Bool = false) {
            self.compiled = compiled
            self.book = book
            self.inert = inert
        }

        mutating func write(upTo end: Int, to output: inout [UInt8]) {
            let utf8 = compiled.utf8Text
            let end = min(end, utf8.count)
            guard position < end else { return }
            var start = position
            var index = position
            while index + 2 < end {
                guard utf8[index] == 0xEF, utf8[index + 1] == 0xBF, utf8[index + 2] == 0xBC else {
                    index += 1
                    continue
                }
                HTMLEscaping.append(utf8[start..<index], to: &output)
                while runIndex + 1 < compiled.runs.count, compiled.runs.range(at: runIndex).utf8.upperBound <= index { runIndex += 1 }
                if let image = compiled.runs[runIndex].attributes.image {
                    writeImage(image, to: &output)
                } else {
                    output.append(contentsOf: utf8[index..<index + 3])
                }
                index += 3
                start = index
            }
            HTMLEscaping.append(utf8[start..<end], to: &output)
            position = end
        }

        /// `<img src alt width height>` when the image has an allowed `src`, else its `alt`.
        func writeImage(_ image: ImageAttributes, to output: inout [UInt8]) {
            if inert {
                writeImageBox(image, to: &output)
                return
            }
            guard let src = image.src.flatMap({ HTMLEscaping.checkedURL($0, policy: book.linkPolicy, forbidden: HTMLEscaping.forbiddenImageSchemes) }) else {
                HTMLEscaping.append(image.alt ?? "", to: &output)
                return
            }
            output.append(contentsOf: "<img".utf8)
            HTMLEscaping.appendAttribute("src", src, to: &output)
            HTMLEscaping.appendAttribute("alt", image.alt ?? "", to: &output)
            // HTML's width and height are whole CSS pixels.
            for (name, value) in [("width", image.width), ("height", image.height)] {
                guard let value, value.isFinite else { continue }
                HTMLEscaping.appendAttribute(name, String(Int(min(max(value.rounded(), 1), 100_000))), to: &output)
            }
            output.append(UInt8(ascii: ">"))
        }

        /// A box of the image's size (whole CSS pixels, from its numbers only) holding its
        /// `alt` text: the preview loads nothing.
        func writeImageBox(_ image: ImageAttributes, to output: inout [UInt8]) {
            output.append(contentsOf: "<span class=\"mc-image\"".utf8)
            var size: [String] = []
            for (name, value) in [("width", image.width), ("height", image.height)] {
                guard let value, value.isFinite else { continue }
                size.append("\(name): \(Int(min(max(value.rounded(), 1), 100_000)))px")
            }
            if !size.isEmpty { HTMLEscaping.appendAttribute("style", size.joined(separator: "; "), to: &output) }
            let alt = image.alt ?? image.name ?? "image"
            HTMLEscaping.appendAttribute("title", alt, to: &output)
            output.append(UInt8(ascii: ">"))
            HTMLEscaping.append(alt, to: &output)
            output.append(contentsOf: "</span>".utf8)
        }
    }
}

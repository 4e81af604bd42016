import Foundation

/// A style book: what each tag means. Load one from JSON or a property list, or use ``default``.
///
/// ```swift
/// let book = try StyleBook(json: #"{"terms": {"link": "https://example.com/terms"}}"#)
/// book.style(named: "terms")?.link  // "https://example.com/terms"
/// ```
///
/// References and arrays are resolved when the book is loaded, so every style is one flat
/// ``StyleAttributes`` value. A book is a plain value: what compiling keeps from text to text
/// belongs to the ``MarkupCompiler``.
public struct StyleBook: Sendable {
    /// Every style, resolved, by name.
    public let styles: [String: StyleAttributes]
    /// The link schemes the book allows (`$linkSchemes`).
    public let linkPolicy: LinkPolicy

    /// The names of styles that are inline images; tags with these names hold one U+FFFC.
    public let imageStyleNames: Set<String>

    /// The file the book was loaded from, as its errors name it; `nil` for the built-in book
    /// and for a book built from styles in code.
    public internal(set) var fileName: String?

    /// Whether this is the built-in ``default`` book, which messages name as such.
    var isBuiltInDefault = false

    /// Every style name, sorted: the candidates for "did you mean" suggestions.
    let sortedStyleNames: [String]

    /// Creates a book from resolved styles.
    public init(styles: [String: StyleAttributes], linkPolicy: LinkPolicy = LinkPolicy()) {
        self.styles = styles
        self.linkPolicy = linkPolicy
        self.imageStyleNames = Set(styles.filter { $0.value.image != nil }.keys)
        self.fileName = nil
        self.sortedStyleNames = styles.keys.sorted()
    }

    /// Loads a book from JSON or property list bytes. `fileName` names the file in errors.
    /// - Throws: ``StyleBookError`` listing every problem, or the limit passed.
    public init(data: Data, fileName: String = "stylebook", limits: StyleBookLimits = .default) throws(StyleBookError) {
        self = try StyleBookLoader(file: fileName, limits: limits).load(data)
    }

    /// Loads a book from a JSON (or XML property list) string.
    /// - Throws: ``StyleBookError`` listing every problem.
    public init(json: String, fileName: String = "stylebook.json", limits: StyleBookLimits = .default) throws(StyleBookError) {
        try self.init(data: Data(json.utf8), fileName: fileName, limits: limits)
    }

    /// Loads a book from a file. Errors name the file by `url.path`.
    /// - Throws: ``StyleBookError``, also when the file cannot be read.
    public init(contentsOf url: URL, limits: StyleBookLimits = .default) throws(StyleBookError) {
        try self.init(contentsOfFile: url.path, limits: limits)
    }

    /// Loads a book from a file path. Errors name the file by `path` as given.
    /// - Throws: ``StyleBookError``, also when the file cannot be read.
    public init(contentsOfFile path: String, limits: StyleBookLimits = .default) throws(StyleBookError) {
        let data: Data
        do {
            // A file past the limit is refused before it is read into memory.
            data = try FileContents.read(path, maxBytes: limits.maxFileBytes)
        } catch {
            if case .tooLarge(let size, _) = error.reason {
                throw StyleBookError(file: path, problems: [.init(path: "", message: StyleBookLoader.tooLargeMessage(size, limits),
                                                                  location: SourceLocation(line: 1, column: 1, byteOffset: 0))])
            }
            throw StyleBookError(file: path, problems: [.init(path: "", message: "cannot read the style book: \(error.reasonText)")])
        }
        try self.init(data: data, fileName: path, limits: limits)
    }

    /// The style named `name`, if the book has one.
    public func style(named name: String) -> StyleAttributes? {
        styles[name]
    }

    /// The reserved `body` style, applied to the whole text first.
    public var body: StyleAttributes { styles["body"] ?? .empty }

    /// The reserved `link` style, applied under every link or action before the tag's own style.
    public var linkStyle: StyleAttributes { styles["link"] ?? .empty }

    /// The built-in default book: b, i, u, s, em, strong, code, a, link and the basic colors.
    /// It is the same book as `StyleBooks/default.json`.
    public static let `default`: StyleBook = {
        do {
            var book = try StyleBook(json: DefaultStyleBook.json, fileName: "default.json")
            book.fileName = nil
            book.isBuiltInDefault = true
            return book
        } catch {
            preconditionFailure("the built-in style book is invalid: \(error)")
        }
    }()
}

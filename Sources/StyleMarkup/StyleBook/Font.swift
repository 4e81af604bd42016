/// Font attributes of a style. Every field is optional and merges on its own, so
/// `<bold><em>x</em></bold>` is bold italic.
public struct FontAttributes: Hashable, Sendable {
    /// The font family name, such as `"Helvetica Neue"`.
    public var family: String?
    /// The point size.
    public var size: Double?
    /// The weight, 100 (ultralight) to 900 (black); 400 is regular, 700 bold.
    public var weight: Int?
    /// Whether the font is italic.
    public var italic: Bool?
    /// Whether the font is monospaced.
    public var monospace: Bool?
    /// A Dynamic Type text style that apps scale with the user's preferred text size.
    public var textStyle: TextStyle?

    /// Creates font attributes; unset fields inherit from enclosing styles.
    public init(family: String? = nil, size: Double? = nil, weight: Int? = nil, italic: Bool? = nil, monospace: Bool? = nil, textStyle: TextStyle? = nil) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
        self.monospace = monospace
        self.textStyle = textStyle
    }

    /// Whether no field is set.
    public var isEmpty: Bool { self == FontAttributes() }

    /// Sets every field that `other` sets (`FontField`).
    public mutating func merge(_ other: FontAttributes) {
        for field in FontField.allCases {
            switch field {
            case .family: if let value = other.family { family = value }
            case .italic: if let value = other.italic { italic = value }
            case .monospace: if let value = other.monospace { monospace = value }
            case .size: if let value = other.size { size = value }
            case .textStyle: if let value = other.textStyle { textStyle = value }
            case .weight: if let value = other.weight { weight = value }
            }
        }
    }

    /// Weight names and the numbers they stand for.
    package static let weightNames: [(name: String, weight: Int)] = [
        ("ultralight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
        ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
    ]
}

/// A Dynamic Type text style (`UIFont.TextStyle`).
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    /// Large title.
    case largeTitle
    /// First-level title.
    case title1
    /// Second-level title.
    case title2
    /// Third-level title.
    case title3
    /// Headline.
    case headline
    /// Subheadline.
    case subheadline
    /// Body text.
    case body
    /// Callout.
    case callout
    /// Footnote.
    case footnote
    /// Standard caption.
    case caption1
    /// Alternate caption.
    case caption2
}

/// The attributes a style sets, and the merged attributes of a run of text.
///
/// Every attribute is optional: an unset attribute inherits from the enclosing styles.
/// ``merge(_:)`` applies another set on top: later wins key by key, while `font`, `paragraph`
/// and `custom` merge field by field.
public struct StyleAttributes: Hashable, Sendable {
    /// Font family, size, weight, italic, monospace and text style.
    public var font: FontAttributes?
    /// The text color.
    public var color: Color?
    /// The background color.
    public var background: Color?
    /// The underline.
    public var underline: LineStyle?
    /// The strikethrough.
    public var strikethrough: LineStyle?
    /// Extra space between characters, in points.
    public var kern: Double?
    /// Vertical offset from the baseline, in points.
    public var baselineOffset: Double?
    /// Paragraph attributes.
    public var paragraph: ParagraphAttributes?
    /// A link URL (percent-encoded, scheme checked).
    public var link: String?
    /// An action name the app handles when the text is tapped.
    public var action: String?
    /// An inline image.
    public var image: ImageAttributes?
    /// Free-form values passed through to the JSON output.
    public var custom: [String: CustomValue]?

    /// Creates attributes; every argument defaults to unset.
    public init(font: FontAttributes? = nil, color: Color? = nil, background: Color? = nil, underline: LineStyle? = nil, strikethrough: LineStyle? = nil, kern: Double? = nil, baselineOffset: Double? = nil, paragraph: ParagraphAttributes? = nil, link: String? = nil, action: String? = nil, image: ImageAttributes? = nil, custom: [String: CustomValue]? = nil) {
        self.font = font
        self.color = color
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
        self.kern = kern
        self.baselineOffset = baselineOffset
        self.paragraph = paragraph
        self.link = link
        self.action = action
        self.image = image
        self.custom = custom
    }

    /// No attributes.
    public static let empty = StyleAttributes()

    /// Whether every attribute is the same. The fields that usually tell two sets apart (link,
    /// action, color, font) are compared first, so two different sets rarely get past them.
    /// Written by hand for that order; `StyleFieldTests` fails when a `StyleField` is missing
    /// here, from the initializer, or from the stored properties.
    public static func == (a: StyleAttributes, b: StyleAttributes) -> Bool {
        a.link == b.link && a.action == b.action && a.color == b.color && a.font == b.font
            && a.underline == b.underline && a.strikethrough == b.strikethrough && a.background == b.background
            && a.kern == b.kern && a.baselineOffset == b.baselineOffset && a.paragraph == b.paragraph
            && a.image == b.image && a.custom == b.custom
    }

    /// Hashes the fields that usually tell sets apart (link, action, colors, the font's weight,
    /// slant, width and size, which lines and offsets are set): equal sets hash equally, and
    /// hashing stays cheap however many nested fields a set has (font families, paragraphs,
    /// images and custom values are only compared). Sets that hash alike are compared field by
    /// field, so each field a style book commonly varies alone belongs here.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(link)
        hasher.combine(action)
        hasher.combine(color)
        hasher.combine(background)
        hasher.combine(font?.weight)
        hasher.combine(font?.italic)
        hasher.combine(font?.monospace)
        hasher.combine(font?.size)
        hasher.combine(underline != nil)
        hasher.combine(strikethrough != nil)
        hasher.combine(baselineOffset)
        hasher.combine(paragraph != nil)
        hasher.combine(image != nil)
    }

    /// Whether ``hash(into:)`` combines `field`, or a cheap part of it (`false`: only `==`
    /// compares it): one exhaustive `switch`, so a new field is a compile error here until it is
    /// decided, and `StyleFieldTests` holds ``hash(into:)`` to the choice.
    static func isHashed(_ field: StyleField) -> Bool {
        switch field {
        case .action, .background, .baselineOffset, .color, .font, .image, .link, .paragraph, .strikethrough, .underline: return true
        case .custom, .kern: return false
        }
    }

    /// Whether no attribute is set.
    public var isEmpty: Bool { self == .empty }

    /// Whether text with these attributes is tappable: it has a link or an action.
    public var isInteractive: Bool { link != nil || action != nil }

    /// Applies `other` on top of these attributes, field by field (`StyleField`).
    public mutating func merge(_ other: StyleAttributes) {
        for field in StyleField.allCases { merge(field, from: other) }
    }

    /// Sets `field` from `other` when `other` sets it: the font, the paragraph and the custom
    /// values merge with the ones already set, every other field is replaced.
    private mutating func merge(_ field: StyleField, from other: StyleAttributes) {
        switch field {
        case .action: if let value = other.action { action = value }
        case .background: if let value = other.background { background = value }
        case .baselineOffset: if let value = other.baselineOffset { baselineOffset = value }
        case .color: if let value = other.color { color = value }
        case .custom:
            if let value = other.custom {
                if custom == nil { custom = value } else { custom!.merge(value) { _, new in new } }
            }
        case .font:
            if let value = other.font {
                if font == nil { font = value } else { font!.merge(value) }
            }
        case .image: if let value = other.image { image = value }
        case .kern: if let value = other.kern { kern = value }
        case .link: if let value = other.link { link = value }
        case .paragraph:
            if let value = other.paragraph {
                if paragraph == nil { paragraph = value } else { paragraph!.merge(value) }
            }
        case .strikethrough: if let value = other.strikethrough { strikethrough = value }
        case .underline: if let value = other.underline { underline = value }
        }
    }

    /// These attributes with `other` applied on top.
    public func merging(_ other: StyleAttributes) -> StyleAttributes {
        var result = self
        result.merge(other)
        return result
    }
}

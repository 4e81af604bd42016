/// Paragraph attributes of a style. Fields merge on their own.
public struct ParagraphAttributes: Hashable, Sendable {
    /// Horizontal text alignment.
    public enum Alignment: String, Hashable, Sendable, CaseIterable {
        /// Left-aligned.
        case left
        /// Centered.
        case center
        /// Right-aligned.
        case right
        /// Justified.
        case justified
        /// The writing direction's natural alignment.
        case natural
    }

    /// Horizontal alignment.
    public var alignment: Alignment?
    /// Extra space between lines, in points.
    public var lineSpacing: Double?
    /// Space after the paragraph, in points.
    public var paragraphSpacing: Double?
    /// A multiple of the natural line height.
    public var lineHeightMultiple: Double?
    /// Indent of the first line, in points.
    public var firstLineHeadIndent: Double?
    /// Indent of the other lines, in points.
    public var headIndent: Double?

    /// Creates paragraph attributes; unset fields inherit.
    public init(alignment: Alignment? = nil, lineSpacing: Double? = nil, paragraphSpacing: Double? = nil, lineHeightMultiple: Double? = nil, firstLineHeadIndent: Double? = nil, headIndent: Double? = nil) {
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.lineHeightMultiple = lineHeightMultiple
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
    }

    /// Whether no field is set.
    public var isEmpty: Bool { self == ParagraphAttributes() }

    /// Sets every field that `other` sets (`ParagraphField`).
    public mutating func merge(_ other: ParagraphAttributes) {
        for field in ParagraphField.allCases {
            switch field {
            case .alignment: if let value = other.alignment { alignment = value }
            case .firstLineHeadIndent: if let value = other.firstLineHeadIndent { firstLineHeadIndent = value }
            case .headIndent: if let value = other.headIndent { headIndent = value }
            case .lineHeightMultiple: if let value = other.lineHeightMultiple { lineHeightMultiple = value }
            case .lineSpacing: if let value = other.lineSpacing { lineSpacing = value }
            case .paragraphSpacing: if let value = other.paragraphSpacing { paragraphSpacing = value }
            }
        }
    }
}

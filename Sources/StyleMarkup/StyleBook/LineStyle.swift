/// An underline or strikethrough: its pattern and, optionally, its own color.
public struct LineStyle: Hashable, Sendable {
    /// The line's pattern.
    public enum Pattern: String, Hashable, Sendable, CaseIterable {
        /// No line (turns off an inherited one).
        case none
        /// One thin line.
        case single
        /// Two thin lines.
        case double
        /// One thick line.
        case thick
    }

    /// The line's pattern.
    public var pattern: Pattern
    /// The line's color; `nil` draws it in the text color.
    public var color: Color?

    /// Creates a line style.
    public init(_ pattern: Pattern, color: Color? = nil) {
        self.pattern = pattern
        self.color = color
    }
}

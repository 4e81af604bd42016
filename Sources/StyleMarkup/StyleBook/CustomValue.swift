/// A value of a style's `custom` object, passed through to the JSON output unchanged.
public indirect enum CustomValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// A boolean.
    case bool(Bool)
    /// JSON `null`.
    case null
    /// An array.
    case array([CustomValue])
    /// An object, keys in the order written.
    case object([String: CustomValue])
}

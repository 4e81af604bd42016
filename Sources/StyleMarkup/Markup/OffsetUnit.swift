/// The unit in which offsets into the text are counted.
public enum OffsetUnit: String, Sendable, CaseIterable {
    /// UTF-8 code units (bytes).
    case utf8
    /// UTF-16 code units, as `NSRange` and UIKit count.
    case utf16
    /// Unicode scalars (code points).
    case scalars
}

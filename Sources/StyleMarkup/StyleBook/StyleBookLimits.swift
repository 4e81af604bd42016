/// Limits that keep a hostile style book from exhausting memory or time.
///
/// Passing a limit is a ``StyleBookError`` that names the file and, for JSON books, the line
/// and column. Nesting of JSON and property list values is limited separately, to 64 levels.
public struct StyleBookLimits: Hashable, Sendable {
    /// The largest style book file in bytes. Default 64 MiB.
    public var maxFileBytes: Int
    /// How many styles one chain of references may pass through (`a` → `b` → `c` is 3).
    /// Default 100.
    public var maxReferenceDepth: Int

    /// Creates limits; every argument defaults to the documented default.
    public init(maxFileBytes: Int = 64 << 20, maxReferenceDepth: Int = 100) {
        self.maxFileBytes = maxFileBytes
        self.maxReferenceDepth = maxReferenceDepth
    }

    /// The defaults.
    public static let `default` = StyleBookLimits()
}

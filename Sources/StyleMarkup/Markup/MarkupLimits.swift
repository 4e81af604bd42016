/// Limits that keep hostile input from exhausting memory or time.
///
/// Every limit produces a positioned ``MarkupError`` of kind ``MarkupError/Kind/nestingTooDeep``
/// or ``MarkupError/Kind/limitExceeded`` when it is passed.
public struct MarkupLimits: Hashable, Sendable {
    /// The deepest tag nesting allowed. Default 1,000.
    public var maxNestingDepth: Int
    /// The largest input in bytes. Default 1 GiB (the documented floor is 256 MiB).
    public var maxInputBytes: Int
    /// The most tags one input may hold. Default 50 million (the documented floor is 10 million).
    public var maxTags: Int
    /// The longest attribute value in bytes. Default 1 MiB.
    public var maxAttributeBytes: Int
    /// The most digits a numeric character reference (`&#…;` or `&#x…;`) may have, leading
    /// zeros included. Default 32.
    public var maxCharacterReferenceDigits: Int

    /// Creates limits; every argument defaults to the documented default.
    public init(
        maxNestingDepth: Int = 1_000,
        maxInputBytes: Int = 1 << 30,
        maxTags: Int = 50_000_000,
        maxAttributeBytes: Int = 1 << 20,
        maxCharacterReferenceDigits: Int = 32
    ) {
        self.maxNestingDepth = maxNestingDepth
        self.maxInputBytes = maxInputBytes
        self.maxTags = maxTags
        self.maxAttributeBytes = maxAttributeBytes
        self.maxCharacterReferenceDigits = maxCharacterReferenceDigits
    }

    /// The defaults.
    public static let `default` = MarkupLimits()
}

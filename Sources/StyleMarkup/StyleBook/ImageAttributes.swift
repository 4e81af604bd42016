/// An inline image. The tag's text becomes one U+FFFC OBJECT REPLACEMENT CHARACTER.
public struct ImageAttributes: Hashable, Sendable {
    /// The image's name in the app's assets (`UIImage(named:)`).
    public var name: String?
    /// A URL for emitters that load images (HTML).
    public var src: String?
    /// Text shown where images cannot be (terminals, plain text).
    public var alt: String?
    /// Width in points.
    public var width: Double?
    /// Height in points.
    public var height: Double?

    /// Creates image attributes.
    public init(name: String? = nil, src: String? = nil, alt: String? = nil, width: Double? = nil, height: Double? = nil) {
        self.name = name
        self.src = src
        self.alt = alt
        self.width = width
        self.height = height
    }
}

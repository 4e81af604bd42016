// Stand-in for AppKit's fonts: only what StyleMarkupUI calls, with Apple's signatures (the page
// beside each declaration) and the availability that page gives: macOS only, so each declaration
// also says it is unavailable on the other platforms (a page listing macOS without a version makes
// it available from the first release: the `*`). Records how each font was made. Not Apple's
// code: Linux only.
import Foundation

/// The "Mac" the stand-ins pretend to run on (not an Apple API: a knob for tests).
public enum StandInMac {
    nonisolated(unsafe) public static var fontFamilies: Set<String> = ["Helvetica Neue", "Georgia", "Menlo"]
    nonisolated(unsafe) public static var images: [String: CGSize] = ["thumbIcon": CGSize(width: 32, height: 32)]
}

/// https://developer.apple.com/documentation/appkit/nsfont
@available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
open class NSFont: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfont/pointsize
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public let pointSize: CGFloat
    /// https://developer.apple.com/documentation/appkit/nsfont/familyname
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public let familyName: String?
    /// https://developer.apple.com/documentation/appkit/nsfont/fontdescriptor
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public let fontDescriptor: NSFontDescriptor
    /// Not an Apple API: the weight asked for.
    public var requestedWeight: Weight? { fontDescriptor.baseWeight }

    init(pointSize: CGFloat, family: String, traits: NSFontDescriptor.SymbolicTraits, weight: Weight?) {
        self.pointSize = pointSize
        self.familyName = family
        self.fontDescriptor = NSFontDescriptor(family: family, traits: traits, weight: weight)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:)
    @available(macOS 10.11, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(pointSize: fontSize, family: ".AppleSystemUIFont", traits: [], weight: weight)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/monospacedsystemfont(ofsize:weight:)
    @available(macOS 10.15, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(pointSize: fontSize, family: ".AppleSystemUIFontMonospaced", traits: [.monoSpace], weight: weight)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/preferredfont(fortextstyle:options:)
    /// Sizes are the stand-in Mac's (body 13, as macOS uses; not relied upon by the adapters).
    @available(macOS 11.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    open class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]) -> NSFont {
        let sizes: [TextStyle: CGFloat] = [.largeTitle: 26, .title1: 22, .title2: 17, .title3: 15, .headline: 13, .subheadline: 11,
                                          .body: 13, .callout: 12, .footnote: 10, .caption1: 10, .caption2: 10]
        return NSFont(pointSize: sizes[style] ?? 13, family: ".AppleSystemUIFont", traits: [], weight: .regular)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {
        let family: String
        if let asked = fontDescriptor.fontAttributes[.family] as? String {
            // A family the Mac lacks matches some other installed font, as AppKit's matching does.
            family = StandInMac.fontFamilies.contains(asked) ? asked : "Helvetica"
        } else {
            family = fontDescriptor.family ?? ".AppleSystemUIFont"
        }
        var weight = fontDescriptor.baseWeight
        if let traits = fontDescriptor.fontAttributes[.traits] as? [NSFontDescriptor.TraitKey: Any], let asked = traits[.weight] as? Weight { weight = asked }
        self.pointSize = fontSize
        self.familyName = family
        self.fontDescriptor = NSFontDescriptor(family: family, traits: fontDescriptor.symbolicTraits, weight: weight, attributes: fontDescriptor.fontAttributes)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/weight
    /// Raw values: Apple's pages give no numbers and say to use the named constants; these are the
    /// values the constants carry at run time, on the scale of the weight trait (-1.0 to 1.0, 0.0
    /// regular: https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey/weight).
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/ultralight
        @available(macOS 10.11, *)
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let ultraLight = Weight(rawValue: -0.8)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/thin
        // availability: no Apple page found
        public static let thin = Weight(rawValue: -0.6)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/light
        @available(macOS 10.11, *)
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let light = Weight(rawValue: -0.4)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/regular
        @available(macOS 10.11, *)
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let regular = Weight(rawValue: 0)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/medium
        // availability: no Apple page found
        public static let medium = Weight(rawValue: 0.23)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/semibold
        // availability: no Apple page found
        public static let semibold = Weight(rawValue: 0.3)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/bold
        @available(macOS 10.11, *)
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let bold = Weight(rawValue: 0.4)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/heavy
        // availability: no Apple page found
        public static let heavy = Weight(rawValue: 0.56)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/black
        @available(macOS 10.11, *)
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let black = Weight(rawValue: 0.62)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/textstyle
    @available(macOS 11.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/largetitle
        // availability: no Apple page found
        public static let largeTitle = TextStyle(rawValue: "NSCTFontUIFontDisplayLarge")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title1
        @available(macOS 11.0, *)
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let title1 = TextStyle(rawValue: "title1")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title2
        // availability: no Apple page found
        public static let title2 = TextStyle(rawValue: "title2")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title3
        // availability: no Apple page found
        public static let title3 = TextStyle(rawValue: "title3")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/headline
        // availability: no Apple page found
        public static let headline = TextStyle(rawValue: "headline")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/subheadline
        // availability: no Apple page found
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/body
        // availability: no Apple page found
        public static let body = TextStyle(rawValue: "body")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/callout
        @available(macOS 11.0, *)
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let callout = TextStyle(rawValue: "callout")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/footnote
        // availability: no Apple page found
        public static let footnote = TextStyle(rawValue: "footnote")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/caption1
        // availability: no Apple page found
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/caption2
        @available(macOS 11.0, *)
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/textstyleoptionkey
    @available(macOS 11.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public struct TextStyleOptionKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/appkit/nsfontdescriptor
@available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
open class NSFontDescriptor: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/fontattributes
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public let fontAttributes: [AttributeName: Any]
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.property
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public let symbolicTraits: SymbolicTraits
    let family: String?
    let baseWeight: NSFont.Weight?

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(fontattributes:)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any]? = nil) {
        fontAttributes = attributes ?? [:]
        symbolicTraits = []
        family = attributes?[.family] as? String
        baseWeight = nil
    }

    init(family: String, traits: SymbolicTraits, weight: NSFont.Weight?, attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        symbolicTraits = traits
        self.family = family
        baseWeight = weight
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/withsymbolictraits(_:)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    open func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor {
        NSFontDescriptor(family: family ?? ".AppleSystemUIFont", traits: symbolicTraits, weight: baseWeight, attributes: fontAttributes)
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/family
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/traits
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey/weight
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct
    // availability: no Apple page found
    public struct SymbolicTraits: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/italic
        // availability: no Apple page found
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/monospace
        @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
    }
}

// Note: the stand-in value classes are plain Swift classes, not NSObject subclasses like Apple's,
// for the reason given at the end of the UIKit stand-in's Fonts.swift (a CoreFoundation trap on
// Linux when it compares two distinct NSObject subclass instances with stored properties).

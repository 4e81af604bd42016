// Stand-in for AppKit's fonts: only what StyleMarkupUI calls, with Apple's signatures (the page
// beside each declaration), recording how each font was made. Not Apple's code: Linux only.
import Foundation

/// The "Mac" the stand-ins pretend to run on (not an Apple API: a knob for tests).
public enum StandInMac {
    nonisolated(unsafe) public static var fontFamilies: Set<String> = ["Helvetica Neue", "Georgia", "Menlo"]
    nonisolated(unsafe) public static var images: [String: CGSize] = ["thumbIcon": CGSize(width: 32, height: 32)]
}

/// https://developer.apple.com/documentation/appkit/nsfont
open class NSFont: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfont/pointsize
    public let pointSize: CGFloat
    /// https://developer.apple.com/documentation/appkit/nsfont/familyname
    public let familyName: String?
    /// https://developer.apple.com/documentation/appkit/nsfont/fontdescriptor
    public let fontDescriptor: NSFontDescriptor
    /// Not an Apple API: the weight asked for.
    public var requestedWeight: Weight? { fontDescriptor.baseWeight }

    init(pointSize: CGFloat, family: String, traits: NSFontDescriptor.SymbolicTraits, weight: Weight?) {
        self.pointSize = pointSize
        self.familyName = family
        self.fontDescriptor = NSFontDescriptor(family: family, traits: traits, weight: weight)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:)
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(pointSize: fontSize, family: ".AppleSystemUIFont", traits: [], weight: weight)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/monospacedsystemfont(ofsize:weight:)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont {
        NSFont(pointSize: fontSize, family: ".AppleSystemUIFontMonospaced", traits: [.monoSpace], weight: weight)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/preferredfont(fortextstyle:options:)
    /// Sizes are the stand-in Mac's (body 13, as macOS uses; not relied upon by the adapters).
    open class func preferredFont(forTextStyle style: NSFont.TextStyle, options: [NSFont.TextStyleOptionKey: Any] = [:]) -> NSFont {
        let sizes: [TextStyle: CGFloat] = [.largeTitle: 26, .title1: 22, .title2: 17, .title3: 15, .headline: 13, .subheadline: 11,
                                          .body: 13, .callout: 12, .footnote: 10, .caption1: 10, .caption2: 10]
        return NSFont(pointSize: sizes[style] ?? 13, family: ".AppleSystemUIFont", traits: [], weight: .regular)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:)
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
    public struct Weight: Hashable, Sendable, RawRepresentable {
        /// Stand-in values (Apple does not document the real ones; the adapters never use them).
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/ultralight
        public static let ultraLight = Weight(rawValue: 100)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/thin
        public static let thin = Weight(rawValue: 200)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/light
        public static let light = Weight(rawValue: 300)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/regular
        public static let regular = Weight(rawValue: 400)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/medium
        public static let medium = Weight(rawValue: 500)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/semibold
        public static let semibold = Weight(rawValue: 600)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/bold
        public static let bold = Weight(rawValue: 700)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/heavy
        public static let heavy = Weight(rawValue: 800)
        /// https://developer.apple.com/documentation/appkit/nsfont/weight/black
        public static let black = Weight(rawValue: 900)
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/textstyle
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/largetitle
        public static let largeTitle = TextStyle(rawValue: "NSCTFontUIFontDisplayLarge")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title1
        public static let title1 = TextStyle(rawValue: "title1")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title2
        public static let title2 = TextStyle(rawValue: "title2")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/title3
        public static let title3 = TextStyle(rawValue: "title3")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/headline
        public static let headline = TextStyle(rawValue: "headline")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/subheadline
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/body
        public static let body = TextStyle(rawValue: "body")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/callout
        public static let callout = TextStyle(rawValue: "callout")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/footnote
        public static let footnote = TextStyle(rawValue: "footnote")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/caption1
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// https://developer.apple.com/documentation/appkit/nsfont/textstyle/caption2
        public static let caption2 = TextStyle(rawValue: "caption2")
    }

    /// https://developer.apple.com/documentation/appkit/nsfont/textstyleoptionkey
    public struct TextStyleOptionKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
}

/// https://developer.apple.com/documentation/appkit/nsfontdescriptor
open class NSFontDescriptor: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/fontattributes
    public let fontAttributes: [AttributeName: Any]
    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.property
    public let symbolicTraits: SymbolicTraits
    let family: String?
    let baseWeight: NSFont.Weight?

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(fontattributes:)
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
    open func withSymbolicTraits(_ symbolicTraits: NSFontDescriptor.SymbolicTraits) -> NSFontDescriptor {
        NSFontDescriptor(family: family ?? ".AppleSystemUIFont", traits: symbolicTraits, weight: baseWeight, attributes: fontAttributes)
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/family
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/attributename/traits
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/traitkey/weight
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct
    public struct SymbolicTraits: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/italic
        public static let italic = SymbolicTraits(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.struct/monospace
        public static let monoSpace = SymbolicTraits(rawValue: 1 << 10)
    }
}

// Note: the stand-in value classes are plain Swift classes, not NSObject subclasses like Apple's,
// for the reason given at the end of the UIKit stand-in's Fonts.swift (a CoreFoundation trap on
// Linux when it compares two distinct NSObject subclass instances with stored properties).

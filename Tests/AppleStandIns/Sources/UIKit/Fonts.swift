// Stand-in for UIKit's fonts: only what StyleMarkupUI calls, with Apple's signatures (the page
// beside each declaration) and the availability and isolation that page gives (a page that lists a
// platform without a version makes it available from the first release there: the `*`), recording
// how each font was made. Not Apple's code: Linux only.
import Foundation

/// The "device" the stand-ins pretend to run on: font families it has, assets it ships.
/// (Not an Apple API: a knob for tests.)
public enum StandInDevice {
    nonisolated(unsafe) public static var fontFamilies: Set<String> = ["Helvetica Neue", "Avenir Next", "Georgia", "Menlo"]
    nonisolated(unsafe) public static var assets: [String: CGSize] = ["thumb": CGSize(width: 40, height: 30), "thumbIcon": CGSize(width: 32, height: 32)]
}

/// https://developer.apple.com/documentation/uikit/uifont
@available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class UIFont: @unchecked Sendable {
    /// How the stand-in font was made (not an Apple API).
    public enum Origin: Sendable {
        case system(weight: Weight)
        case monospacedSystem(weight: Weight)
        case descriptor(UIFontDescriptor)
        case scaled(base: UIFont, textStyle: TextStyle)
    }

    /// Not an Apple API: how this font was made.
    public let origin: Origin
    /// https://developer.apple.com/documentation/uikit/uifont/pointsize
    @available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public let pointSize: CGFloat
    /// https://developer.apple.com/documentation/uikit/uifont/familyname
    @available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public let familyName: String
    /// https://developer.apple.com/documentation/uikit/uifont/fontdescriptor
    @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public let fontDescriptor: UIFontDescriptor

    init(origin: Origin, pointSize: CGFloat, familyName: String, traits: UIFontDescriptor.SymbolicTraits, weight: Weight?) {
        self.origin = origin
        self.pointSize = pointSize
        self.familyName = familyName
        self.fontDescriptor = UIFontDescriptor(family: familyName, traits: traits, weight: weight)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
    @available(iOS 8.2, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(origin: .system(weight: weight), pointSize: fontSize, familyName: ".SF UI", traits: [], weight: weight)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/monospacedsystemfont(ofsize:weight:)
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    open class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
        UIFont(origin: .monospacedSystem(weight: weight), pointSize: fontSize, familyName: ".SF Mono", traits: [.traitMonoSpace], weight: weight)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
    @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        // A family the device lacks resolves to the system family, as UIKit does.
        let family: String
        if let asked = descriptor.fontAttributes[.family] as? String {
            family = StandInDevice.fontFamilies.contains(asked) ? asked : ".SF UI"
        } else {
            family = descriptor.family ?? ".SF UI"
        }
        var weight = descriptor.baseWeight
        if let traits = descriptor.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any], let asked = traits[.weight] as? Weight { weight = asked }
        self.origin = .descriptor(descriptor)
        self.pointSize = pointSize
        self.familyName = family
        self.fontDescriptor = UIFontDescriptor(family: family, traits: descriptor.symbolicTraits, attributes: descriptor.fontAttributes, weight: weight)
    }

    /// Not an Apple API: the weight asked for, through any descriptor or scaling.
    public var requestedWeight: Weight? { fontDescriptor.baseWeight }

    /// Not an Apple API: the text style whose metrics scale this font, if any.
    public var scalingTextStyle: TextStyle? {
        if case .scaled(_, let style) = origin { return style }
        return nil
    }

    /// https://developer.apple.com/documentation/uikit/uifont/weight
    /// Raw values: Apple's pages give no numbers and say to use the named constants; these are the
    /// values the constants carry at run time, on the scale of the weight trait (-1.0 to 1.0, 0.0
    /// regular; https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
    /// gives ultraLight as about -0.8 and black as about 0.62).
    @available(watchOS 4.0, *)
    @available(macOS, unavailable)
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/weight/ultralight
        // availability: no Apple page found
        public static let ultraLight = Weight(rawValue: -0.8)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/thin
        // availability: no Apple page found
        public static let thin = Weight(rawValue: -0.6)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/light
        // availability: no Apple page found
        public static let light = Weight(rawValue: -0.4)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/regular
        // availability: no Apple page found
        public static let regular = Weight(rawValue: 0)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/medium
        // availability: no Apple page found
        public static let medium = Weight(rawValue: 0.23)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/semibold
        @available(iOS 8.2, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let semibold = Weight(rawValue: 0.3)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/bold
        // availability: no Apple page found
        public static let bold = Weight(rawValue: 0.4)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/heavy
        // availability: no Apple page found
        public static let heavy = Weight(rawValue: 0.56)
        /// https://developer.apple.com/documentation/uikit/uifont/weight/black
        // availability: no Apple page found
        public static let black = Weight(rawValue: 0.62)
    }

    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    @available(watchOS 3.0, *)
    @available(macOS, unavailable)
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/largetitle
        @available(iOS 11.0, macCatalyst 13.1, watchOS 5.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        @available(tvOS, unavailable)
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title1
        @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title2
        @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/title3
        // availability: no Apple page found
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/headline
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/subheadline
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/body
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/callout
        @available(iOS 9.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/footnote
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption1
        // availability: no Apple page found
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// https://developer.apple.com/documentation/uikit/uifont/textstyle/caption2
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
    }
}

/// https://developer.apple.com/documentation/uikit/uifontdescriptor
@available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class UIFontDescriptor: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/fontattributes
    @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public let fontAttributes: [AttributeName: Any]
    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property
    @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public let symbolicTraits: SymbolicTraits
    let family: String?
    /// Not an Apple API: the weight the described font was asked for.
    public let baseWeight: UIFont.Weight?

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:)
    @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
        fontAttributes = attributes
        symbolicTraits = []
        family = attributes[.family] as? String
        baseWeight = nil
    }

    init(family: String, traits: SymbolicTraits, attributes: [AttributeName: Any] = [:], weight: UIFont.Weight? = nil) {
        fontAttributes = attributes
        symbolicTraits = traits
        self.family = family
        baseWeight = weight
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:)
    @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(family: family ?? ".SF UI", traits: symbolicTraits, attributes: fontAttributes, weight: baseWeight)
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename
    @available(watchOS 4.0, *)
    @available(macOS, unavailable)
    public struct AttributeName: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/family
        // availability: no Apple page found
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/attributename/traits
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey
    @available(watchOS 4.0, *)
    @available(macOS, unavailable)
    public struct TraitKey: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/traitkey/weight
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }

    /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct
    @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public struct SymbolicTraits: OptionSet, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traititalic
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traitbold
        // availability: no Apple page found
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.struct/traitmonospace
        @available(iOS 7.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
        @available(macOS, unavailable)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }
}

/// https://developer.apple.com/documentation/uikit/uifontmetrics
@available(iOS 11.0, macCatalyst 13.1, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class UIFontMetrics: @unchecked Sendable {
    let textStyle: UIFont.TextStyle

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
    @available(iOS 11.0, macCatalyst 13.1, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
    @available(iOS 11.0, macCatalyst 13.1, tvOS 11.0, watchOS 4.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    open func scaledFont(for font: UIFont) -> UIFont {
        // "Do not specify a font that has already been scaled; doing so results in an exception."
        precondition(font.scalingTextStyle == nil, "scaledFont(for:) was given a font that is already scaled")
        return UIFont(origin: .scaled(base: font, textStyle: textStyle), pointSize: font.pointSize, familyName: font.familyName,
                      traits: font.fontDescriptor.symbolicTraits, weight: font.requestedWeight)
    }
}

// Note on the stand-in classes that attributed strings hold (fonts, colors, paragraph styles,
// attachments, images): Apple's are NSObject subclasses; these are plain Swift classes, because
// CoreFoundation on Linux stops the process (an illegal-instruction trap in
// CFBasicHashesAreEqual) when it compares two distinct instances of an NSObject subclass that
// has stored properties, as NSMutableAttributedString does when neighbouring runs share keys.
// The adapters use none of NSObject's members on them.

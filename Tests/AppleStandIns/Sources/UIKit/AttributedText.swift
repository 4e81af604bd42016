// Stand-in for the attributed-text parts of UIKit (UIFoundation): attribute keys, colors,
// paragraph styles, attachments and images. Only what StyleMarkupUI calls; each declaration
// cites its page. Not Apple's code: Linux only.
import Foundation

extension NSAttributedString.Key {
    // The raw values are the SDK's attribute names; the adapters only use the names.
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    @available(iOS 6.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let font = NSAttributedString.Key("NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    @available(iOS 6.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor
    @available(iOS 6.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinestyle
    @available(iOS 6.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinecolor
    @available(iOS 7.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughstyle
    @available(iOS 6.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughcolor
    // availability: no Apple page found
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
    @available(iOS 6.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let kern = NSAttributedString.Key("NSKern")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset
    @available(iOS 7.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    @available(iOS 6.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/link
    @available(iOS 7.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let link = NSAttributedString.Key("NSLink")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/attachment
    @available(iOS 7.0, macCatalyst 13.1, macOS 10.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class UIColor: @unchecked Sendable {
    /// Not an Apple API: the components given (UIKit keeps them in extended sRGB).
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    @available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    @available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
/// Raw values as UIKit's SDK numbers them (NSText.h with TARGET_OS_IPHONE): center 1, right 2.
@available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
public enum NSTextAlignment: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/nstextalignment/left
    // availability: no Apple page found
    case left = 0
    /// https://developer.apple.com/documentation/uikit/nstextalignment/center
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    case center = 1
    /// https://developer.apple.com/documentation/uikit/nstextalignment/right
    // availability: no Apple page found
    case right = 2
    /// https://developer.apple.com/documentation/uikit/nstextalignment/justified
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    case justified = 3
    /// https://developer.apple.com/documentation/uikit/nstextalignment/natural
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    case natural = 4
}

/// https://developer.apple.com/documentation/uikit/nsparagraphstyle
@available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class NSParagraphStyle: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/alignment
    // availability: no Apple page found
    public internal(set) var alignment: NSTextAlignment = .natural
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/linespacing
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public internal(set) var lineSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/paragraphspacing
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/lineheightmultiple
    // availability: no Apple page found
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/firstlineheadindent
    // availability: no Apple page found
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/headindent
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public internal(set) var headIndent: CGFloat = 0

    public init() {}
}

/// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
@available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/alignment
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/linespacing
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/paragraphspacing
    // availability: no Apple page found
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/lineheightmultiple
    // availability: no Apple page found
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/firstlineheadindent
    @available(iOS 6.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/headindent
    // availability: no Apple page found
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
}

/// https://developer.apple.com/documentation/uikit/uiimage
@available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class UIImage: @unchecked Sendable {
    /// Not an Apple API: the asset's name.
    public let name: String
    /// https://developer.apple.com/documentation/uikit/uiimage/size
    @available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public let size: CGSize

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    @available(iOS 2.0, macCatalyst 13.1, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    public init?(named name: String) {
        guard let size = StandInDevice.assets[name] else { return nil }
        self.name = name
        self.size = size
    }
}

/// https://developer.apple.com/documentation/uikit/nstextattachment
@available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
@available(macOS, unavailable)
open class NSTextAttachment: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nstextattachment/image
    @available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/nstextattachment/bounds
    @available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    open var bounds: CGRect = .zero
    /// UIKit gives every NSObject this property (the UIAccessibility informal protocol), isolated
    /// to the main actor: `@MainActor var accessibilityLabel: String? { get set }`
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    // availability: no Apple page found
    @MainActor open var accessibilityLabel: String?

    public init() {}
}

// Stand-in for the attributed-text parts of UIKit (UIFoundation): attribute keys, colors,
// paragraph styles, attachments and images. Only what StyleMarkupUI calls; each declaration
// cites its page. Not Apple's code: Linux only.
import Foundation

extension NSAttributedString.Key {
    // The raw values are the SDK's attribute names; the adapters only use the names.
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
    public static let font = NSAttributedString.Key("NSFont")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/foregroundcolor
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/backgroundcolor
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinestyle
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/underlinecolor
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughstyle
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/strikethroughcolor
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/kern
    public static let kern = NSAttributedString.Key("NSKern")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/baselineoffset
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/paragraphstyle
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/link
    public static let link = NSAttributedString.Key("NSLink")
    /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/attachment
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: @unchecked Sendable {
    /// Not an Apple API: the components given (UIKit keeps them in extended sRGB).
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
}

/// https://developer.apple.com/documentation/uikit/nstextalignment
/// Raw values as UIKit's SDK numbers them (NSText.h with TARGET_OS_IPHONE): center 1, right 2.
public enum NSTextAlignment: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/nstextalignment/left
    case left = 0
    /// https://developer.apple.com/documentation/uikit/nstextalignment/center
    case center = 1
    /// https://developer.apple.com/documentation/uikit/nstextalignment/right
    case right = 2
    /// https://developer.apple.com/documentation/uikit/nstextalignment/justified
    case justified = 3
    /// https://developer.apple.com/documentation/uikit/nstextalignment/natural
    case natural = 4
}

/// https://developer.apple.com/documentation/uikit/nsparagraphstyle
open class NSParagraphStyle: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/alignment
    public internal(set) var alignment: NSTextAlignment = .natural
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/linespacing
    public internal(set) var lineSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/paragraphspacing
    public internal(set) var paragraphSpacing: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/lineheightmultiple
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/firstlineheadindent
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    /// https://developer.apple.com/documentation/uikit/nsparagraphstyle/headindent
    public internal(set) var headIndent: CGFloat = 0

    public init() {}
}

/// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/alignment
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/linespacing
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/paragraphspacing
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/lineheightmultiple
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/firstlineheadindent
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle/headindent
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
}

/// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: @unchecked Sendable {
    /// Not an Apple API: the asset's name.
    public let name: String
    /// https://developer.apple.com/documentation/uikit/uiimage/size
    public let size: CGSize

    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
    public init?(named name: String) {
        guard let size = StandInDevice.assets[name] else { return nil }
        self.name = name
        self.size = size
    }
}

/// https://developer.apple.com/documentation/uikit/nstextattachment
open class NSTextAttachment: @unchecked Sendable {
    /// https://developer.apple.com/documentation/uikit/nstextattachment/image
    open var image: UIImage?
    /// https://developer.apple.com/documentation/uikit/nstextattachment/bounds
    open var bounds: CGRect = .zero
    /// UIKit gives every NSObject this property (the UIAccessibility informal protocol), isolated
    /// to the main actor: `@MainActor var accessibilityLabel: String? { get set }`
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    @MainActor open var accessibilityLabel: String?

    public init() {}
}

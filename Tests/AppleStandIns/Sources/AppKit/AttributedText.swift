// Stand-in for the attributed-text parts of AppKit and NSTextView's delegate. Only what
// StyleMarkupUI calls; each declaration cites its page. Not Apple's code: Linux only.
import Foundation

extension NSAttributedString.Key {
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

/// https://developer.apple.com/documentation/appkit/nscolor
open class NSColor: @unchecked Sendable {
    /// Not an Apple API: the sRGB components given.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)-9oz51
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// https://developer.apple.com/documentation/appkit/nstextalignment
/// Raw values as that page gives them: on Apple silicon (arm64) center is 1 and right 2, on Intel
/// (and under Rosetta) right is 1 and center 2. The adapters use only the named cases.
public enum NSTextAlignment: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nstextalignment/left
    case left = 0
    #if arch(arm64)
    /// https://developer.apple.com/documentation/appkit/nstextalignment/center
    case center = 1
    /// https://developer.apple.com/documentation/appkit/nstextalignment/right
    case right = 2
    #else
    /// https://developer.apple.com/documentation/appkit/nstextalignment/right
    case right = 1
    /// https://developer.apple.com/documentation/appkit/nstextalignment/center
    case center = 2
    #endif
    /// https://developer.apple.com/documentation/appkit/nstextalignment/justified
    case justified = 3
    /// https://developer.apple.com/documentation/appkit/nstextalignment/natural
    case natural = 4
}

/// https://developer.apple.com/documentation/appkit/nsparagraphstyle
open class NSParagraphStyle: @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public init() {}
}

/// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/alignment
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/linespacing
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/paragraphspacing
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/lineheightmultiple
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/firstlineheadindent
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/headindent
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
}

/// https://developer.apple.com/documentation/appkit/nsimage
open class NSImage: NSObject, NSCopying, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsimage/name-swift.typealias
    public typealias Name = String
    /// Not an Apple API: the image's name.
    public let standInName: String
    /// https://developer.apple.com/documentation/appkit/nsimage/size
    public let size: CGSize
    /// https://developer.apple.com/documentation/appkit/nsimage/accessibilitydescription
    open var accessibilityDescription: String?

    /// https://developer.apple.com/documentation/appkit/nsimage/init(named:)
    public init?(named name: NSImage.Name) {
        guard let size = StandInMac.images[name] else { return nil }
        self.standInName = name
        self.size = size
    }

    init(copying image: NSImage) {
        standInName = image.standInName
        size = image.size
        accessibilityDescription = image.accessibilityDescription
    }

    /// https://developer.apple.com/documentation/foundation/nscopying/copy(with:)
    public func copy(with zone: NSZone? = nil) -> Any {
        NSImage(copying: self)
    }
}

/// https://developer.apple.com/documentation/appkit/nstextattachment
open class NSTextAttachment: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nstextattachment/image
    open var image: NSImage?
    /// https://developer.apple.com/documentation/appkit/nstextattachment/bounds
    open var bounds: CGRect = .zero
    public init() {}
}

/// https://developer.apple.com/documentation/appkit/nstextview
@MainActor
open class NSTextView: NSObject {
    public override init() {}
}

/// https://developer.apple.com/documentation/appkit/nstextviewdelegate
/// (Its methods are optional Objective-C requirements, which Swift on Linux cannot declare; the
/// tests call the delegate's method as AppKit would.)
@MainActor
public protocol NSTextViewDelegate: NSObjectProtocol {}

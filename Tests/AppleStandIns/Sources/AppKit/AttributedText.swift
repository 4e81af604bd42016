// Stand-in for the attributed-text parts of AppKit and NSTextView's delegate. Only what
// StyleMarkupUI calls; each declaration cites its page. Not Apple's code: Linux only.
import Foundation

extension NSAttributedString.Key {
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

/// https://developer.apple.com/documentation/appkit/nscolor
@available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
open class NSColor: @unchecked Sendable {
    /// Not an Apple API: the sRGB components given.
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)-9oz51
    @available(macOS 10.7, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
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
@available(macOS 10.0, *)
@available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
public enum NSTextAlignment: Int, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nstextalignment/left
    // availability: no Apple page found
    case left = 0
    #if arch(arm64)
    /// https://developer.apple.com/documentation/appkit/nstextalignment/center
    // availability: no Apple page found
    case center = 1
    /// https://developer.apple.com/documentation/appkit/nstextalignment/right
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    case right = 2
    #else
    /// https://developer.apple.com/documentation/appkit/nstextalignment/right
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    case right = 1
    /// https://developer.apple.com/documentation/appkit/nstextalignment/center
    // availability: no Apple page found
    case center = 2
    #endif
    /// https://developer.apple.com/documentation/appkit/nstextalignment/justified
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    case justified = 3
    /// https://developer.apple.com/documentation/appkit/nstextalignment/natural
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    case natural = 4
}

/// https://developer.apple.com/documentation/appkit/nsparagraphstyle
// availability: no Apple page found
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
// availability: no Apple page found
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/alignment
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/linespacing
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/paragraphspacing
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/lineheightmultiple
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/firstlineheadindent
    @available(macOS 10.0, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle/headindent
    // availability: no Apple page found
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
}

/// https://developer.apple.com/documentation/appkit/nsimage
@available(iOS 13.0, macCatalyst 13.1, *)
@available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
open class NSImage: NSObject, NSCopying, @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nsimage/name-swift.typealias
    // availability: no Apple page found
    public typealias Name = String
    /// Not an Apple API: the image's name.
    public let standInName: String
    /// https://developer.apple.com/documentation/appkit/nsimage/size
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    public let size: CGSize
    /// https://developer.apple.com/documentation/appkit/nsimage/accessibilitydescription
    @available(macOS 10.6, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    open var accessibilityDescription: String?

    /// https://developer.apple.com/documentation/appkit/nsimage/init(named:)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
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
    // availability: no Apple page found
    public func copy(with zone: NSZone? = nil) -> Any {
        NSImage(copying: self)
    }
}

/// https://developer.apple.com/documentation/appkit/nstextattachment
// availability: no Apple page found
open class NSTextAttachment: @unchecked Sendable {
    /// https://developer.apple.com/documentation/appkit/nstextattachment/image
    @available(macOS 10.11, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    open var image: NSImage?
    /// https://developer.apple.com/documentation/appkit/nstextattachment/bounds
    @available(macOS 10.11, *)
    @available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
    open var bounds: CGRect = .zero
    public init() {}
}

/// https://developer.apple.com/documentation/appkit/nstextview
/// The page declares `class NSTextView`; its superclass NSView is `@MainActor class NSView`
/// (https://developer.apple.com/documentation/appkit/nsview), whose isolation subclasses inherit.
@available(iOS, unavailable) @available(macCatalyst, unavailable) @available(tvOS, unavailable) @available(watchOS, unavailable) @available(visionOS, unavailable)
@MainActor
open class NSTextView: NSObject {
    public override init() {}
}

/// https://developer.apple.com/documentation/appkit/nstextviewdelegate
/// (Its methods are optional Objective-C requirements, which Swift on Linux cannot declare; the
/// tests call the delegate's method as AppKit would.)
// availability: no Apple page found (nor its isolation: this keeps the `@MainActor` of its
// UIKit counterpart, UITextViewDelegate)
@MainActor
public protocol NSTextViewDelegate: NSObjectProtocol {}

// Stand-in for UITextView and its delegate protocol: only what StyleMarkupUI calls, with the
// SDK's signatures and main-actor isolation. Not Apple's code: Linux only.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(watchOS 2.0, *)
@available(macOS, unavailable)
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    @available(watchOS 2.0, *)
    @available(macOS, unavailable)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    @available(watchOS 2.0, *)
    @available(macOS, unavailable)
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/nstextcontainer
@available(iOS 7.0, macCatalyst 13.1, tvOS 9.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
open class NSTextContainer: NSObject {
    /// https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding
    // availability: no Apple page found
    open var lineFragmentPadding: CGFloat = 5
}

/// https://developer.apple.com/documentation/uikit/uitextiteminteraction
@available(iOS, introduced: 10.0, deprecated: 17.0)
@available(macCatalyst, introduced: 13.1, deprecated: 17.0)
@available(tvOS, introduced: 10.0, deprecated: 17.0)
@available(visionOS, introduced: 1.0, deprecated: 1.0)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public enum UITextItemInteraction: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitextiteminteraction/invokedefaultaction
    @available(iOS, introduced: 10.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 17.0)
    @available(tvOS, introduced: 10.0, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    case invokeDefaultAction = 0
    /// https://developer.apple.com/documentation/uikit/uitextiteminteraction/presentactions
    @available(iOS, introduced: 10.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 17.0)
    @available(tvOS, introduced: 10.0, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    case presentActions = 1
    /// https://developer.apple.com/documentation/uikit/uitextiteminteraction/preview
    @available(iOS, introduced: 10.0, deprecated: 17.0)
    @available(macCatalyst, introduced: 13.1, deprecated: 17.0)
    @available(tvOS, introduced: 10.0, deprecated: 17.0)
    @available(visionOS, introduced: 1.0, deprecated: 1.0)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    case preview = 2
}

/// https://developer.apple.com/documentation/uikit/uitextviewdelegate
/// (Its methods are optional Objective-C requirements, which Swift on Linux cannot declare; the
/// stand-in protocol has none, and the tests call the delegate's methods as UIKit would.)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
public protocol UITextViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitextview
/// Defaults are UIKit's: editable, selectable, scrolling, an 8-point inset, 5-point padding.
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UITextView: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitextview/iseditable
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open var isEditable = true
    /// https://developer.apple.com/documentation/uikit/uitextview/isselectable
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var isSelectable = true
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var isScrollEnabled = true
    /// https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// https://developer.apple.com/documentation/uikit/uitextview/textcontainer
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public let textContainer = NSTextContainer()
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    /// (The page declares `@NSCopying var backgroundColor: UIColor? { get set }`; UIColor here is
    /// not NSCopying, see the note at the end of Fonts.swift.)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var adjustsFontForContentSizeCategory = false
    /// https://developer.apple.com/documentation/uikit/uitextview/linktextattributes
    @available(iOS 7.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)]
    /// https://developer.apple.com/documentation/uikit/uitextview/attributedtext
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var attributedText: NSAttributedString!
    /// https://developer.apple.com/documentation/uikit/uitextview/delegate
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open weak var delegate: UITextViewDelegate?

    /// UIView's `init()` (https://developer.apple.com/documentation/uikit/uiview/init(frame:) with a zero frame).
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UILabel: NSObject {
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    @available(iOS 6.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var attributedText: NSAttributedString?
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var numberOfLines = 1
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    @available(iOS 10.0, macCatalyst 13.1, tvOS 10.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    open var adjustsFontForContentSizeCategory = false

    /// UIView's `init()` (https://developer.apple.com/documentation/uikit/uiview/init(frame:) with a zero frame).
    @available(iOS 2.0, macCatalyst 13.1, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIMenuElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/title
    // availability: no Apple page found
    public let title: String
    init(title: String) { self.title = title }
}

/// https://developer.apple.com/documentation/uikit/uimenu
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIMenu: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uimenu/children
    @available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    public let children: [UIMenuElement]
    /// https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
    /// (the stand-in takes the title and children; Apple's other parameters have defaults)
    @available(iOS 13.0, tvOS 14.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public init(title: String = "", children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
@available(macOS, unavailable)
@available(watchOS, unavailable)
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@available(iOS 13.0, macCatalyst 13.1, tvOS 13.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIAction: UIMenuElement {
    let handler: UIActionHandler
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// (the stand-in takes the title and handler; Apple's other parameters have defaults)
    @available(iOS 13.0, tvOS 14.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init(title: title)
    }

    /// Not an Apple API: runs the handler, as UIKit does when the action is performed.
    public func standInPerform() { handler(self) }
}

/// https://developer.apple.com/documentation/uikit/uitextitem
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UITextItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.enum
    // availability: no Apple page found
    public enum Content {
        /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.enum/link(_:)
        // availability: no Apple page found
        case link(URL)
        /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.enum/textattachment(_:)
        // availability: no Apple page found
        case textAttachment(NSTextAttachment)
        /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.enum/tag(_:)
        // availability: no Apple page found
        case tag(String)
    }

    /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.property
    @available(iOS 17.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor @preconcurrency
    public let content: Content
    /// https://developer.apple.com/documentation/uikit/uitextitem/range
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public let range: NSRange

    /// Not an Apple API (UIKit makes text items): the item a tap on `content` in `range` gives.
    public init(standInContent content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }

    /// https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration
    @available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @MainActor
    public final class MenuConfiguration {
        /// https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration/preview
        @available(iOS 17.0, *)
        @available(macOS, unavailable)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        public enum Preview {
            /// https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration/preview/default
            @available(iOS 17.0, *)
            @available(macOS, unavailable)
            @available(tvOS, unavailable)
            @available(watchOS, unavailable)
            case `default`
        }

        /// Not an Apple API: what the configuration was made with.
        public let preview: Preview?
        public let menu: UIMenu

        /// https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration/init(preview:menu:)
        @available(iOS 17.0, *)
        @available(macOS, unavailable)
        @available(tvOS, unavailable)
        @available(watchOS, unavailable)
        @MainActor @preconcurrency
        public init(preview: Preview? = .default, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
        }
    }
}

// Stand-in for UITextView and its delegate protocol: only what StyleMarkupUI calls, with the
// SDK's signatures and main-actor isolation. Not Apple's code: Linux only.
import Foundation

/// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    /// https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// https://developer.apple.com/documentation/uikit/nstextcontainer
open class NSTextContainer: NSObject {
    /// https://developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding
    open var lineFragmentPadding: CGFloat = 5
}

/// https://developer.apple.com/documentation/uikit/uitextiteminteraction
public enum UITextItemInteraction: Int, Sendable {
    /// https://developer.apple.com/documentation/uikit/uitextiteminteraction/invokedefaultaction
    case invokeDefaultAction = 0
    /// https://developer.apple.com/documentation/uikit/uitextiteminteraction/presentactions
    case presentActions = 1
    /// https://developer.apple.com/documentation/uikit/uitextiteminteraction/preview
    case preview = 2
}

/// https://developer.apple.com/documentation/uikit/uitextviewdelegate
/// (Its methods are optional Objective-C requirements, which Swift on Linux cannot declare; the
/// stand-in protocol has none, and the tests call the delegate's methods as UIKit would.)
@MainActor
public protocol UITextViewDelegate: NSObjectProtocol {}

/// https://developer.apple.com/documentation/uikit/uitextview
/// Defaults are UIKit's: editable, selectable, scrolling, an 8-point inset, 5-point padding.
@MainActor
open class UITextView: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitextview/iseditable
    open var isEditable = true
    /// https://developer.apple.com/documentation/uikit/uitextview/isselectable
    open var isSelectable = true
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled = true
    /// https://developer.apple.com/documentation/uikit/uitextview/textcontainerinset
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// https://developer.apple.com/documentation/uikit/uitextview/textcontainer
    public let textContainer = NSTextContainer()
    /// https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor?
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false
    /// https://developer.apple.com/documentation/uikit/uitextview/linktextattributes
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)]
    /// https://developer.apple.com/documentation/uikit/uitextview/attributedtext
    open var attributedText: NSAttributedString!
    /// https://developer.apple.com/documentation/uikit/uitextview/delegate
    open weak var delegate: UITextViewDelegate?

    /// UIView's `init()` (https://developer.apple.com/documentation/uikit/uiview/init(frame:) with a zero frame).
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: NSObject {
    /// https://developer.apple.com/documentation/uikit/uilabel/attributedtext
    open var attributedText: NSAttributedString?
    /// https://developer.apple.com/documentation/uikit/uilabel/numberoflines
    open var numberOfLines = 1
    /// https://developer.apple.com/documentation/uikit/uicontentsizecategoryadjusting/adjustsfontforcontentsizecategory
    open var adjustsFontForContentSizeCategory = false

    /// UIView's `init()` (https://developer.apple.com/documentation/uikit/uiview/init(frame:) with a zero frame).
    public override init() {}
}

/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class UIMenuElement: NSObject {
    /// https://developer.apple.com/documentation/uikit/uimenuelement/title
    public let title: String
    init(title: String) { self.title = title }
}

/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class UIMenu: UIMenuElement {
    /// https://developer.apple.com/documentation/uikit/uimenu/children
    public let children: [UIMenuElement]
    /// https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
    /// (the stand-in takes the title and children; Apple's other parameters have defaults)
    public init(title: String = "", children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class UIAction: UIMenuElement {
    let handler: UIActionHandler
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    /// (the stand-in takes the title and handler; Apple's other parameters have defaults)
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.handler = handler
        super.init(title: title)
    }

    /// Not an Apple API: runs the handler, as UIKit does when the action is performed.
    public func standInPerform() { handler(self) }
}

/// https://developer.apple.com/documentation/uikit/uitextitem
@available(iOS 17.0, macCatalyst 17.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UITextItem: NSObject {
    /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.enum
    public enum Content {
        /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.enum/link(_:)
        case link(URL)
        /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.enum/textattachment(_:)
        case textAttachment(NSTextAttachment)
        /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.enum/tag(_:)
        case tag(String)
    }

    /// https://developer.apple.com/documentation/uikit/uitextitem/content-swift.property
    public let content: Content
    /// https://developer.apple.com/documentation/uikit/uitextitem/range
    public let range: NSRange

    /// Not an Apple API (UIKit makes text items): the item a tap on `content` in `range` gives.
    public init(standInContent content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }

    /// https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration
    @MainActor
    public final class MenuConfiguration {
        /// https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration/preview
        public enum Preview {
            /// https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration/preview/default
            case `default`
        }

        /// Not an Apple API: what the configuration was made with.
        public let preview: Preview?
        public let menu: UIMenu

        /// https://developer.apple.com/documentation/uikit/uitextitem/menuconfiguration/init(preview:menu:)
        @available(iOS 17.0, *)
        @available(macCatalyst, unavailable)
        @available(visionOS, unavailable)
        public init(preview: Preview? = .default, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
        }
    }
}

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

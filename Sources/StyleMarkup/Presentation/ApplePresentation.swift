import Foundation

/// The `NSAttributedString.Key` each style field becomes on Apple platforms, named here without
/// UIKit or AppKit so the choice is made, and tested, on every platform.
public enum AppleAttributeKey: String, Hashable, Sendable, CaseIterable {
    /// `.font`: a `UIFont`/`NSFont` made from ``FontPlan``.
    case font
    /// `.foregroundColor`: `color`.
    case foregroundColor
    /// `.backgroundColor`: `background`.
    case backgroundColor
    /// `.underlineStyle`: `underline`'s pattern as `NSUnderlineStyle` bits.
    case underlineStyle
    /// `.underlineColor`: `underline`'s color.
    case underlineColor
    /// `.strikethroughStyle`: `strikethrough`'s pattern as `NSUnderlineStyle` bits.
    case strikethroughStyle
    /// `.strikethroughColor`: `strikethrough`'s color.
    case strikethroughColor
    /// `.kern`: points.
    case kern
    /// `.baselineOffset`: points.
    case baselineOffset
    /// `.paragraphStyle`: an `NSParagraphStyle` made from the paragraph fields.
    case paragraphStyle
    /// `.link`: a `URL`, the run's link or its action as an action link.
    case link
    /// `.attachment`: an `NSTextAttachment` for an image.
    case attachment
}

/// A value for one ``AppleAttributeKey``, still free of UIKit and AppKit types.
public enum AppleAttributeValue: Hashable, Sendable {
    /// A font to make.
    case font(FontPlan)
    /// An sRGB color with alpha.
    case color(Color)
    /// `NSUnderlineStyle` raw bits (for underline and strikethrough).
    case lineStyle(Int)
    /// A number of points.
    case points(Double)
    /// Paragraph fields; unset ones keep `NSParagraphStyle`'s defaults.
    case paragraph(ParagraphAttributes)
    /// A link.
    case link(URL)
    /// An image attachment: the image, and the run's baseline offset to place it with.
    case attachment(ImageAttributes)
}

/// Everything that decides *what* UIKit and AppKit are given for a run, without importing them.
///
/// ```swift
/// let presentation = ApplePresentation()
/// let attributes = presentation.attributes(for: run.attributes)
/// attributes[.underlineStyle]      // .lineStyle(0x09) for a double underline
/// attributes[.link]                // .link(markup-action:help) for an action
/// ```
public struct ApplePresentation: Hashable, Sendable {
    /// How actions become links.
    public var actionLinks: ActionLinks
    /// Whether fonts without a text style scale with the user's text size like `body`.
    public var dynamicType: Bool

    /// Creates a presentation; actions use the `markup-action` scheme and fonts scale by default.
    public init(actionLinks: ActionLinks = ActionLinks()!, dynamicType: Bool = true) {
        self.actionLinks = actionLinks
        self.dynamicType = dynamicType
    }

    /// The `NSUnderlineStyle` bits of a line pattern (`NSUnderlineStyle.single` is `0x01`,
    /// `.thick` `0x02`, `.double` `0x09`; the line is solid, `patternSolid` being `0`), or `0`
    /// for `none`.
    public static func underlineStyleBits(_ pattern: LineStyle.Pattern) -> Int {
        switch pattern {
        case .none: return 0
        case .single: return UnderlineStyleBits.single
        case .thick: return UnderlineStyleBits.thick
        case .double: return UnderlineStyleBits.double
        }
    }

    /// The link a run is given: its action as an action link when it has one (the app's
    /// handler then decides), otherwise its link, or `nil`. A link `URL` cannot hold is dropped.
    public func link(for attributes: StyleAttributes) -> URL? {
        if let action = attributes.action { return actionLinks.url(forAction: action) }
        return attributes.link.flatMap(URL.init(string:))
    }

    /// The frame of an image attachment (`NSTextAttachment.bounds`): the style's width and
    /// height; with only one of them, the other from the image's natural aspect ratio; with
    /// neither, the natural size. `y` is the run's baseline offset (negative lowers the image,
    /// as for text). `nil` when no size is known, so the attachment keeps its image's own.
    public static func attachmentBounds(for image: ImageAttributes, naturalSize: (width: Double, height: Double)?, baselineOffset: Double?)
        -> (x: Double, y: Double, width: Double, height: Double)? {
        let y = baselineOffset ?? 0
        switch (image.width, image.height) {
        case let (width?, height?):
            return (0, y, width, height)
        case let (width?, nil):
            guard let natural = naturalSize, natural.width > 0 else { return nil }
            return (0, y, width, width * natural.height / natural.width)
        case let (nil, height?):
            guard let natural = naturalSize, natural.height > 0 else { return nil }
            return (0, y, height * natural.width / natural.height, height)
        case (nil, nil):
            guard let natural = naturalSize else { return nil }
            return (0, y, natural.width, natural.height)
        }
    }

    /// The attributes a run is given, by key. Every run has a font (so text without a style
    /// still gets the platform's default font, scaled for Dynamic Type). A line with pattern
    /// `none` gives no key, and its color is dropped with it. An image's baseline offset places
    /// its attachment (``attachmentBounds(for:naturalSize:baselineOffset:)``) instead of
    /// becoming `.baselineOffset`. `custom` is the app's own and gives no key.
    public func attributes(for attributes: StyleAttributes) -> [AppleAttributeKey: AppleAttributeValue] {
        var result: [AppleAttributeKey: AppleAttributeValue] = [:]
        for field in StyleField.allCases { add(field, of: attributes, to: &result) }
        return result
    }

    /// The keys `field` gives a run: each field's choice, in one exhaustive switch. The UIKit,
    /// AppKit and SwiftUI renderers then switch over the keys.
    private func add(_ field: StyleField, of attributes: StyleAttributes, to result: inout [AppleAttributeKey: AppleAttributeValue]) {
        switch field {
        case .action:
            break   // an action becomes the run's `.link`, made with the link below
        case .link:
            // The action as an action link when there is one, else the link (``link(for:)``).
            if let url = link(for: attributes) { result[.link] = .link(url) }
        case .background:
            if let color = attributes.background { result[.backgroundColor] = .color(color) }
        case .baselineOffset:
            // An image's baseline offset goes into its attachment's bounds instead (not both).
            if let offset = attributes.baselineOffset, attributes.image == nil { result[.baselineOffset] = .points(offset) }
        case .color:
            if let color = attributes.color { result[.foregroundColor] = .color(color) }
        case .custom:
            break   // the app's own values: nothing for the framework
        case .font:
            result[.font] = .font(FontPlan(attributes.font, dynamicType: dynamicType))
        case .image:
            if let image = attributes.image { result[.attachment] = .attachment(image) }
        case .kern:
            if let kern = attributes.kern { result[.kern] = .points(kern) }
        case .paragraph:
            if let paragraph = attributes.paragraph, !paragraph.isEmpty { result[.paragraphStyle] = .paragraph(paragraph) }
        case .strikethrough:
            if let line = attributes.strikethrough, line.pattern != .none {
                result[.strikethroughStyle] = .lineStyle(Self.underlineStyleBits(line.pattern))
                if let color = line.color { result[.strikethroughColor] = .color(color) }
            }
        case .underline:
            if let line = attributes.underline, line.pattern != .none {
                result[.underlineStyle] = .lineStyle(Self.underlineStyleBits(line.pattern))
                if let color = line.color { result[.underlineColor] = .color(color) }
            }
        }
    }
}

/// `NSUnderlineStyle` raw values, as UIKit and AppKit define them (they agree): a style in the
/// low byte, a pattern in the second, `byWord` above. The style book's patterns use the styles
/// (the line is solid); the pattern bits are here for apps that add their own.
///
/// Pages: https://developer.apple.com/documentation/uikit/nsunderlinestyle and
/// https://developer.apple.com/documentation/appkit/nsunderlinestyle (names); the numbers are
/// the SDK's (`NSAttributedString.h`), as Microsoft's binding lists them:
/// https://learn.microsoft.com/en-us/dotnet/api/foundation.nsunderlinestyle
public enum UnderlineStyleBits {
    /// `NSUnderlineStyle.single`.
    public static let single = 0x01
    /// `NSUnderlineStyle.thick`.
    public static let thick = 0x02
    /// `NSUnderlineStyle.double`.
    public static let double = 0x09
    /// `NSUnderlineStyle.patternDot`.
    public static let patternDot = 0x0100
    /// `NSUnderlineStyle.patternDash`.
    public static let patternDash = 0x0200
    /// `NSUnderlineStyle.patternDashDot`.
    public static let patternDashDot = 0x0300
    /// `NSUnderlineStyle.patternDashDotDot`.
    public static let patternDashDotDot = 0x0400
    /// `NSUnderlineStyle.byWord`.
    public static let byWord = 0x8000
}

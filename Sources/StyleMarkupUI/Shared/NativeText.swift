// What the UIKit and AppKit adapters share: both make an NSAttributedString from the same
// presentation plan, with NSParagraphStyle, NSTextAlignment and named font weights; they differ
// only in the framework's font, color and image types (the typealiases below) and in how a
// font and an attachment are made, which each renderer passes in.
#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
import Foundation
import StyleMarkup
#if canImport(UIKit) && !os(watchOS)
import UIKit
/// The framework's font type: `UIFont` here, `NSFont` on the Mac.
typealias NativeFont = UIFont
/// The framework's color type: `UIColor` here, `NSColor` on the Mac.
typealias NativeColor = UIColor
#else
import AppKit
typealias NativeFont = NSFont
typealias NativeColor = NSColor
#endif

enum NativeText {
    /// The attributed string of compiled text: the text once, then each run's attributes on its
    /// UTF-16 range.
    static func attributedString(_ compiled: CompiledText, attributes: (StyleAttributes) -> [NSAttributedString.Key: Any]) -> NSAttributedString {
        // https://developer.apple.com/documentation/foundation/nsmutableattributedstring
        let result = NSMutableAttributedString(string: compiled.makeText())
        for run in compiled.runs {
            // https://developer.apple.com/documentation/foundation/nsmutableattributedstring/addattributes(_:range:)
            result.addAttributes(attributes(run.attributes), range: run.range.nsRange)
        }
        return result
    }

    /// The framework attributes of one run. Every key of the presentation plan is handled here
    /// (a new key is a compile error, not a silent drop); the font and the attachment are made
    /// by the renderer.
    static func attributes(for attributes: StyleAttributes, presentation: ApplePresentation,
                           font: (FontPlan) -> NativeFont, attachment: (ImageAttributes, Double?) -> NSTextAttachment?)
        -> [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        for (key, value) in presentation.attributes(for: attributes) {
            switch (key, value) {
            case (.font, .font(let plan)): result[.font] = font(plan)
            case (.foregroundColor, .color(let color)): result[.foregroundColor] = Self.color(color)
            case (.backgroundColor, .color(let color)): result[.backgroundColor] = Self.color(color)
            case (.underlineStyle, .lineStyle(let bits)): result[.underlineStyle] = bits
            case (.underlineColor, .color(let color)): result[.underlineColor] = Self.color(color)
            case (.strikethroughStyle, .lineStyle(let bits)): result[.strikethroughStyle] = bits
            case (.strikethroughColor, .color(let color)): result[.strikethroughColor] = Self.color(color)
            case (.kern, .points(let points)): result[.kern] = CGFloat(points)
            case (.baselineOffset, .points(let points)): result[.baselineOffset] = CGFloat(points)
            case (.paragraphStyle, .paragraph(let paragraph)): result[.paragraphStyle] = Self.paragraphStyle(paragraph)
            case (.link, .link(let url)): result[.link] = url
            case (.attachment, .attachment(let image)):
                if let made = attachment(image, attributes.baselineOffset) { result[.attachment] = made }
            case (.font, _), (.foregroundColor, _), (.backgroundColor, _), (.underlineStyle, _), (.underlineColor, _),
                 (.strikethroughStyle, _), (.strikethroughColor, _), (.kern, _), (.baselineOffset, _),
                 (.paragraphStyle, _), (.link, _), (.attachment, _):
                // ApplePresentation pairs each key with its one kind of value; another pairing
                // cannot be made, and would mean nothing to the framework.
                assertionFailure("\(key) with \(value)")
            }
        }
        return result
    }

    /// An sRGB color with alpha.
    static func color(_ color: StyleMarkup.Color) -> NativeColor {
        let (red, green, blue, alpha) = (CGFloat(color.red) / 255, CGFloat(color.green) / 255, CGFloat(color.blue) / 255, CGFloat(color.alpha) / 255)
        #if canImport(UIKit) && !os(watchOS)
        // UIKit's RGB initializer is extended sRGB since iOS 10.
        // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
        #else
        // https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)-9oz51
        return NSColor(srgbRed: red, green: green, blue: blue, alpha: alpha)
        #endif
    }

    /// A paragraph style with the fields set; unset ones keep `NSParagraphStyle`'s defaults.
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle
    static func paragraphStyle(_ paragraph: ParagraphAttributes) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        if let alignment = paragraph.alignment { style.alignment = Self.alignment(alignment) }
        if let value = paragraph.lineSpacing { style.lineSpacing = CGFloat(value) }
        if let value = paragraph.paragraphSpacing { style.paragraphSpacing = CGFloat(value) }
        if let value = paragraph.lineHeightMultiple { style.lineHeightMultiple = CGFloat(value) }
        if let value = paragraph.firstLineHeadIndent { style.firstLineHeadIndent = CGFloat(value) }
        if let value = paragraph.headIndent { style.headIndent = CGFloat(value) }
        return style
    }

    /// `NSTextAlignment`'s named case (never a raw value: Apple numbers them differently by
    /// framework and processor).
    /// https://developer.apple.com/documentation/uikit/nstextalignment
    /// https://developer.apple.com/documentation/appkit/nstextalignment
    static func alignment(_ alignment: ParagraphAttributes.Alignment) -> NSTextAlignment {
        switch alignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }

    /// The framework's named weight constant (never a number).
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    /// https://developer.apple.com/documentation/appkit/nsfont/weight
    static func weight(_ weight: FontWeightName) -> NativeFont.Weight {
        switch weight {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .regular: return .regular
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        }
    }

    /// The framework's text style (UIKit on tvOS has no `largeTitle`: `title1` stands in).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    /// https://developer.apple.com/documentation/appkit/nsfont/textstyle
    static func textStyle(_ style: TextStyle) -> NativeFont.TextStyle {
        switch style {
        #if os(tvOS)
        case .largeTitle: return .title1
        #else
        case .largeTitle: return .largeTitle
        #endif
        case .title1: return .title1
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption1: return .caption1
        case .caption2: return .caption2
        }
    }
}
#endif

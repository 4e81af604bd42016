// UIKit's text attachments are unavailable on watchOS, where SwiftUI's adapter serves.
#if canImport(UIKit) && !os(watchOS)
import Foundation
import StyleMarkup
import UIKit

/// Turns compiled text into an `NSAttributedString` for UIKit: real `UIFont`s that grow with
/// Dynamic Type, sRGB `UIColor`s, `NSParagraphStyle`s, `NSTextAttachment`s for images, and
/// actions as action links that a text view taps like any link.
///
/// ```swift
/// let renderer = UIKitMarkupRenderer()
/// label.attributedText = try renderer.attributedString(markup: "<b>Bold</b> text", styleBook: book)
/// ```
///
/// Every decision about *what* a run gets is ``ApplePresentation``'s (tested on every platform);
/// this type only makes the UIKit objects.
///
/// It renders on the main actor, where the views it feeds live: UIKit declares the image
/// attachment's VoiceOver label (`accessibilityLabel`) `@MainActor`. Its font, color, weight,
/// text style and paragraph helpers are nonisolated.
@MainActor
public struct UIKitMarkupRenderer {
    /// Where each style field goes and how actions become links.
    public var presentation: ApplePresentation
    /// Loads an inline image; the default loads the asset named by the image's `name`
    /// (`UIImage(named:)`). Return `nil` to leave the image out (its U+FFFC stays, with no attachment).
    public var imageProvider: (ImageAttributes) -> UIImage?

    /// Creates a renderer; images come from the app's asset catalog unless `imageProvider` says otherwise.
    public init(presentation: ApplePresentation = ApplePresentation(), imageProvider: @escaping (ImageAttributes) -> UIImage? = UIKitMarkupRenderer.assetImage) {
        self.presentation = presentation
        self.imageProvider = imageProvider
    }

    /// The default image provider: the asset named by the image's `name`.
    nonisolated public static func assetImage(_ image: ImageAttributes) -> UIImage? {
        // https://developer.apple.com/documentation/uikit/uiimage/init(named:)
        image.name.flatMap { UIImage(named: $0) }
    }

    /// The attributed string of compiled text.
    public func attributedString(_ compiled: CompiledText) -> NSAttributedString {
        let result = NSMutableAttributedString(string: compiled.text)
        for run in compiled.runs {
            result.addAttributes(attributes(for: run.attributes), range: run.range.nsRange)
        }
        return result
    }

    /// Compiles `markup` with `styleBook` at run time and renders it.
    public func attributedString(markup: String, styleBook: StyleBook) throws -> NSAttributedString {
        attributedString(try MarkupCompiler(styleBook: styleBook).compile(markup))
    }

    /// Renders a JSON run list compiled at build time (`MarkupcPlugin`), without parsing markup.
    public func attributedString(jsonRunList data: Data, fileName: String = "run list") throws -> NSAttributedString {
        attributedString(try CompiledText(jsonRunList: data, fileName: fileName))
    }

    /// The UIKit attributes of one run.
    public func attributes(for attributes: StyleAttributes) -> [NSAttributedString.Key: Any] {
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
                if let attachment = attachment(image, baselineOffset: attributes.baselineOffset) { result[.attachment] = attachment }
            default: break
            }
        }
        return result
    }

    // MARK: - Fonts

    /// The font of a plan: the first source the device has, at the plan's size, weight and
    /// traits, scaled with `UIFontMetrics` for its text style so it follows the user's text size.
    nonisolated public func font(_ plan: FontPlan) -> UIFont {
        let size = CGFloat(plan.size ?? FontPlan.defaultSize(of: plan.textStyleForSize))
        let weight = Self.weight(plan.resolvedWeight)
        var font: UIFont?
        for source in plan.sources where font == nil {
            switch source {
            case .family(let family):
                // https://developer.apple.com/documentation/uikit/uifontdescriptor/init(fontattributes:)
                let descriptor = UIFontDescriptor(fontAttributes: [.family: family, .traits: [UIFontDescriptor.TraitKey.weight: weight]])
                // https://developer.apple.com/documentation/uikit/uifont/init(descriptor:size:)
                let candidate = UIFont(descriptor: descriptor, size: size)
                // A family the device lacks resolves to another one: fall through to the system font.
                // https://developer.apple.com/documentation/uikit/uifont/familyname
                if candidate.familyName == family { font = candidate }
            case .monospacedSystem:
                // https://developer.apple.com/documentation/uikit/uifont/monospacedsystemfont(ofsize:weight:)
                font = UIFont.monospacedSystemFont(ofSize: size, weight: weight)
            case .textStyle, .system:
                // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
                font = UIFont.systemFont(ofSize: size, weight: weight)
            }
        }
        var result = font ?? UIFont.systemFont(ofSize: size, weight: weight)
        if plan.italic || plan.monospace {
            // https://developer.apple.com/documentation/uikit/uifontdescriptor/symbolictraits-swift.property
            var traits = result.fontDescriptor.symbolicTraits
            if plan.italic { traits.insert(.traitItalic) }
            if plan.monospace { traits.insert(.traitMonoSpace) }
            // https://developer.apple.com/documentation/uikit/uifontdescriptor/withsymbolictraits(_:)
            if let descriptor = result.fontDescriptor.withSymbolicTraits(traits) {
                result = UIFont(descriptor: descriptor, size: size)
            }
        }
        if let style = plan.scaling {
            // https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
            // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
            result = UIFontMetrics(forTextStyle: Self.textStyle(style)).scaledFont(for: result)
        }
        return result
    }

    /// `UIFont.Weight`'s named constant for a weight (never a number: their values are not documented).
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    nonisolated public static func weight(_ weight: FontWeightName) -> UIFont.Weight {
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

    /// `UIFont.TextStyle` for a text style (on tvOS, which has no `largeTitle`, `largeTitle` is
    /// `title1`).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    nonisolated public static func textStyle(_ style: TextStyle) -> UIFont.TextStyle {
        switch style {
        #if os(tvOS)
        case .largeTitle: return .title1    // tvOS has no largeTitle text style
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

    // MARK: - Colors, paragraphs, images

    /// An sRGB `UIColor` with alpha (UIKit's RGB initializer is extended sRGB since iOS 10).
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    nonisolated public static func color(_ color: Color) -> UIColor {
        UIColor(red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }

    /// A paragraph style with the fields set; unset ones keep `NSParagraphStyle`'s defaults.
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
    nonisolated public static func paragraphStyle(_ paragraph: ParagraphAttributes) -> NSParagraphStyle {
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
    /// platform and processor).
    /// https://developer.apple.com/documentation/uikit/nstextalignment
    nonisolated public static func alignment(_ alignment: ParagraphAttributes.Alignment) -> NSTextAlignment {
        switch alignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }

    /// The attachment for an inline image, or `nil` when the provider has no image: sized by the
    /// style (or the image), placed by the run's baseline offset, with the alt text as its
    /// VoiceOver label.
    public func attachment(_ image: ImageAttributes, baselineOffset: Double?) -> NSTextAttachment? {
        guard let picture = imageProvider(image) else { return nil }
        // https://developer.apple.com/documentation/uikit/nstextattachment
        let attachment = NSTextAttachment()
        attachment.image = picture
        // https://developer.apple.com/documentation/uikit/uiimage/size
        let natural = (width: Double(picture.size.width), height: Double(picture.size.height))
        if let frame = ApplePresentation.attachmentBounds(for: image, naturalSize: natural, baselineOffset: baselineOffset) {
            // https://developer.apple.com/documentation/uikit/nstextattachment/bounds
            attachment.bounds = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
        attachment.accessibilityLabel = image.alt
        return attachment
    }
}
#endif

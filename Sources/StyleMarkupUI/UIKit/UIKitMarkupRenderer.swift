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
/// Every decision about *what* a run gets is `ApplePresentation`'s (tested on every platform);
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
        NativeText.attributedString(compiled, attributes: attributes(for:))
    }

    /// Compiles `markup` with `styleBook` at run time, with a compiler made for this call, and
    /// renders it. To render many strings with one book, keep one `MarkupCompiler` and pass
    /// what it compiles to `attributedString(_:)`: the compiler keeps what compiling learns from string to string.
    public func attributedString(markup: String, styleBook: StyleBook) throws -> NSAttributedString {
        attributedString(try MarkupCompiler(styleBook: styleBook).compile(markup))
    }

    /// Renders a JSON run list compiled at build time (`MarkupcPlugin`), without parsing markup.
    public func attributedString(jsonRunList data: Data, fileName: String = "run list") throws -> NSAttributedString {
        attributedString(try CompiledText(jsonRunList: data, fileName: fileName))
    }

    /// The UIKit attributes of one run.
    public func attributes(for attributes: StyleAttributes) -> [NSAttributedString.Key: Any] {
        NativeText.attributes(for: attributes, presentation: presentation, font: font, attachment: attachment)
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

    /// `UIFont.Weight`'s named constant for a weight (never a number).
    /// https://developer.apple.com/documentation/uikit/uifont/weight
    nonisolated public static func weight(_ weight: FontWeightName) -> UIFont.Weight { NativeText.weight(weight) }

    /// `UIFont.TextStyle` for a text style (on tvOS, which has no `largeTitle`, `largeTitle` is
    /// `title1`).
    /// https://developer.apple.com/documentation/uikit/uifont/textstyle
    nonisolated public static func textStyle(_ style: TextStyle) -> UIFont.TextStyle { NativeText.textStyle(style) }

    // MARK: - Colors, paragraphs, images

    /// An sRGB `UIColor` with alpha (UIKit's RGB initializer is extended sRGB since iOS 10).
    /// https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
    nonisolated public static func color(_ color: Color) -> UIColor { NativeText.color(color) }

    /// A paragraph style with the fields set; unset ones keep `NSParagraphStyle`'s defaults.
    /// https://developer.apple.com/documentation/uikit/nsmutableparagraphstyle
    nonisolated public static func paragraphStyle(_ paragraph: ParagraphAttributes) -> NSParagraphStyle { NativeText.paragraphStyle(paragraph) }

    /// `NSTextAlignment`'s named case (never a raw value: Apple numbers them differently by
    /// platform and processor).
    /// https://developer.apple.com/documentation/uikit/nstextalignment
    nonisolated public static func alignment(_ alignment: ParagraphAttributes.Alignment) -> NSTextAlignment { NativeText.alignment(alignment) }

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

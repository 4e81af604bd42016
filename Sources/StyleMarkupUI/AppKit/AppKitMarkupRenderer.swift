#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import Foundation
import StyleMarkup

/// Turns compiled text into an `NSAttributedString` for AppKit (`NSTextView`, `NSTextField`):
/// real `NSFont`s, sRGB `NSColor`s, `NSParagraphStyle`s, `NSTextAttachment`s for images, and
/// actions as action links that `NSTextView` clicks like any link.
///
/// macOS has no Dynamic Type: a text style gives the size of `NSFont.preferredFont(forTextStyle:)`
/// and fonts do not grow with a user setting.
public struct AppKitMarkupRenderer {
    /// Where each style field goes and how actions become links.
    public var presentation: ApplePresentation
    /// Loads an inline image; the default loads the image named by the image's `name`
    /// (`NSImage(named:)`). Return `nil` to leave the image out.
    public var imageProvider: (ImageAttributes) -> NSImage?

    /// Creates a renderer; images come from the app's assets unless `imageProvider` says otherwise.
    public init(presentation: ApplePresentation = ApplePresentation(), imageProvider: @escaping (ImageAttributes) -> NSImage? = AppKitMarkupRenderer.assetImage) {
        self.presentation = presentation
        self.imageProvider = imageProvider
    }

    /// The default image provider: a copy of the image named by the image's `name` (a copy, since
    /// the attachment sets its accessibility description and named images are shared).
    public static func assetImage(_ image: ImageAttributes) -> NSImage? {
        // https://developer.apple.com/documentation/appkit/nsimage/init(named:)
        guard let name = image.name, let shared = NSImage(named: name) else { return nil }
        return shared.copy() as? NSImage
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

    /// The AppKit attributes of one run.
    public func attributes(for attributes: StyleAttributes) -> [NSAttributedString.Key: Any] {
        NativeText.attributes(for: attributes, presentation: presentation, font: font, attachment: attachment)
    }

    /// The font of a plan: the first source the Mac has, at the plan's size, weight and traits.
    public func font(_ plan: FontPlan) -> NSFont {
        let weight = Self.weight(plan.resolvedWeight)
        let size: CGFloat
        if let points = plan.size {
            size = CGFloat(points)
        } else {
            // https://developer.apple.com/documentation/appkit/nsfont/preferredfont(fortextstyle:options:)
            size = NSFont.preferredFont(forTextStyle: Self.textStyle(plan.textStyleForSize), options: [:]).pointSize
        }
        var font: NSFont?
        for source in plan.sources where font == nil {
            switch source {
            case .family(let family):
                // https://developer.apple.com/documentation/appkit/nsfontdescriptor/init(fontattributes:)
                let descriptor = NSFontDescriptor(fontAttributes: [.family: family, .traits: [NSFontDescriptor.TraitKey.weight: weight]])
                // https://developer.apple.com/documentation/appkit/nsfont/init(descriptor:size:)
                // https://developer.apple.com/documentation/appkit/nsfont/familyname
                if let candidate = NSFont(descriptor: descriptor, size: size), candidate.familyName == family { font = candidate }
            case .monospacedSystem:
                // https://developer.apple.com/documentation/appkit/nsfont/monospacedsystemfont(ofsize:weight:)
                font = NSFont.monospacedSystemFont(ofSize: size, weight: weight)
            case .textStyle, .system:
                // https://developer.apple.com/documentation/appkit/nsfont/systemfont(ofsize:weight:)
                font = NSFont.systemFont(ofSize: size, weight: weight)
            }
        }
        var result = font ?? NSFont.systemFont(ofSize: size, weight: weight)
        if plan.italic || plan.monospace {
            // https://developer.apple.com/documentation/appkit/nsfontdescriptor/symbolictraits-swift.property
            var traits = result.fontDescriptor.symbolicTraits
            if plan.italic { traits.insert(.italic) }
            if plan.monospace { traits.insert(.monoSpace) }
            // https://developer.apple.com/documentation/appkit/nsfontdescriptor/withsymbolictraits(_:)
            if let styled = NSFont(descriptor: result.fontDescriptor.withSymbolicTraits(traits), size: size) { result = styled }
        }
        return result
    }

    /// `NSFont.Weight`'s named constant (never a number).
    /// https://developer.apple.com/documentation/appkit/nsfont/weight
    public static func weight(_ weight: FontWeightName) -> NSFont.Weight { NativeText.weight(weight) }

    /// `NSFont.TextStyle` for a text style.
    /// https://developer.apple.com/documentation/appkit/nsfont/textstyle
    public static func textStyle(_ style: TextStyle) -> NSFont.TextStyle { NativeText.textStyle(style) }

    /// An sRGB `NSColor` with alpha.
    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)-9oz51
    public static func color(_ color: Color) -> NSColor { NativeText.color(color) }

    /// A paragraph style with the fields set; unset ones keep `NSParagraphStyle`'s defaults.
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle
    public static func paragraphStyle(_ paragraph: ParagraphAttributes) -> NSParagraphStyle { NativeText.paragraphStyle(paragraph) }

    /// `NSTextAlignment`'s named case (never a raw value: AppKit numbers center and right
    /// differently on Intel and Apple silicon, and differently from UIKit).
    /// https://developer.apple.com/documentation/appkit/nstextalignment
    public static func alignment(_ alignment: ParagraphAttributes.Alignment) -> NSTextAlignment { NativeText.alignment(alignment) }

    /// The attachment for an inline image, or `nil` when the provider has no image: sized by the
    /// style (or the image), placed by the run's baseline offset, with the alt text as the
    /// image's accessibility description.
    public func attachment(_ image: ImageAttributes, baselineOffset: Double?) -> NSTextAttachment? {
        guard let picture = imageProvider(image) else { return nil }
        // https://developer.apple.com/documentation/appkit/nsimage/accessibilitydescription
        if let alt = image.alt { picture.accessibilityDescription = alt }
        // https://developer.apple.com/documentation/appkit/nstextattachment
        let attachment = NSTextAttachment()
        // https://developer.apple.com/documentation/appkit/nstextattachment/image
        attachment.image = picture
        // https://developer.apple.com/documentation/appkit/nsimage/size
        let natural = (width: Double(picture.size.width), height: Double(picture.size.height))
        if let frame = ApplePresentation.attachmentBounds(for: image, naturalSize: natural, baselineOffset: baselineOffset) {
            // https://developer.apple.com/documentation/appkit/nstextattachment/bounds
            attachment.bounds = CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height)
        }
        return attachment
    }
}

/// An `NSTextView` delegate that routes clicks on action links to one handler and lets real
/// links go to the system (or to a handler of your own).
///
/// ```swift
/// let router = MarkupNSTextViewDelegate { action in
///     if action == "terms" { showTerms() }
/// }
/// textView.textStorage?.setAttributedString(AppKitMarkupRenderer().attributedString(compiled))
/// textView.delegate = router          // keep `router` alive: the delegate is weak
/// ```
@MainActor
public final class MarkupNSTextViewDelegate: NSObject, NSTextViewDelegate {
    /// How actions were turned into links (must match the renderer's presentation).
    public let actionLinks: ActionLinks
    /// Called with the action's name when an action is clicked.
    public var onAction: (String) -> Void
    /// Called when a real link is clicked; return ``MarkupLinkResult/systemAction`` to let AppKit
    /// open it (the default), ``MarkupLinkResult/handled`` when you took care of it.
    public var onLink: (URL) -> MarkupLinkResult

    /// Creates the delegate.
    public init(actionLinks: ActionLinks = ActionLinks()!, onLink: @escaping (URL) -> MarkupLinkResult = { _ in .systemAction },
                onAction: @escaping (String) -> Void) {
        self.actionLinks = actionLinks
        self.onAction = onAction
        self.onLink = onLink
    }

    /// AppKit asks the delegate first when a link is clicked; `true` means handled (AppKit then
    /// does not open it). The link is a `URL` or a `String`, as the text holds it.
    /// https://developer.apple.com/documentation/appkit/nstextviewdelegate/textview(_:clickedonlink:at:)
    public func textView(_ textView: NSTextView, clickedOnLink link: Any, at charIndex: Int) -> Bool {
        let url = (link as? URL) ?? (link as? String).flatMap(URL.init(string:))
        guard let url else { return false }
        if let name = actionLinks.action(for: url) {
            onAction(name)
            return true
        }
        return onLink(url) == .handled
    }
}
#endif

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

    /// The AppKit attributes of one run.
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

    /// `NSFont.Weight`'s named constant.
    /// https://developer.apple.com/documentation/appkit/nsfont/weight
    public static func weight(_ weight: FontWeightName) -> NSFont.Weight {
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

    /// `NSFont.TextStyle` for a text style.
    /// https://developer.apple.com/documentation/appkit/nsfont/textstyle
    public static func textStyle(_ style: TextStyle) -> NSFont.TextStyle {
        switch style {
        case .largeTitle: return .largeTitle
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

    /// An sRGB `NSColor` with alpha.
    /// https://developer.apple.com/documentation/appkit/nscolor/init(srgbred:green:blue:alpha:)-9oz51
    public static func color(_ color: Color) -> NSColor {
        NSColor(srgbRed: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255, alpha: CGFloat(color.alpha) / 255)
    }

    /// A paragraph style with the fields set; unset ones keep `NSParagraphStyle`'s defaults.
    /// https://developer.apple.com/documentation/appkit/nsmutableparagraphstyle
    public static func paragraphStyle(_ paragraph: ParagraphAttributes) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        if let alignment = paragraph.alignment { style.alignment = Self.alignment(alignment) }
        if let value = paragraph.lineSpacing { style.lineSpacing = CGFloat(value) }
        if let value = paragraph.paragraphSpacing { style.paragraphSpacing = CGFloat(value) }
        if let value = paragraph.lineHeightMultiple { style.lineHeightMultiple = CGFloat(value) }
        if let value = paragraph.firstLineHeadIndent { style.firstLineHeadIndent = CGFloat(value) }
        if let value = paragraph.headIndent { style.headIndent = CGFloat(value) }
        return style
    }

    /// `NSTextAlignment`'s named case (never a raw value: AppKit numbers center and right
    /// differently on Intel and Apple silicon, and differently from UIKit).
    /// https://developer.apple.com/documentation/appkit/nstextalignment
    public static func alignment(_ alignment: ParagraphAttributes.Alignment) -> NSTextAlignment {
        switch alignment {
        case .left: return .left
        case .center: return .center
        case .right: return .right
        case .justified: return .justified
        case .natural: return .natural
        }
    }

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

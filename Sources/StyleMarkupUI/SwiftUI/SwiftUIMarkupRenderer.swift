#if canImport(SwiftUI)
import Foundation
import StyleMarkup
import SwiftUI

/// Turns compiled text into one SwiftUI `Text`: runs become an `AttributedString` with SwiftUI's
/// font, colors, line styles, kerning and baseline offset, links and actions become `.link`, and
/// each image becomes `Text(Image(…))` joined in with `+` (a `Text` cannot hold an attachment).
///
/// ```swift
/// Text(markup: compiled)                       // or SwiftUIMarkupRenderer().text(compiled)
///     .onMarkupAction { action in open(action) }
/// ```
///
/// What SwiftUI's `Text` cannot show is left out (see `Docs/Apple.md`): paragraph fields (use
/// `multilineTextAlignment` and `lineSpacing` on the view), image sizes (an image shows at its
/// asset's size), double and thick lines (drawn single), and Dynamic Type for a system font
/// with a fixed size and no text style.
@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
public struct SwiftUIMarkupRenderer {
    /// Where each style field goes and how actions become links.
    public var presentation: ApplePresentation
    /// The image for an inline image; the default is the asset named by its `name`, labelled
    /// with its alt text for VoiceOver. Return `nil` to leave the image out.
    public var imageProvider: (ImageAttributes) -> Image?

    /// Creates a renderer.
    public init(presentation: ApplePresentation = ApplePresentation(), imageProvider: @escaping (ImageAttributes) -> Image? = SwiftUIMarkupRenderer.assetImage) {
        self.presentation = presentation
        self.imageProvider = imageProvider
    }

    /// The asset named by the image's `name`, with its alt text as the accessibility label.
    public static func assetImage(_ image: ImageAttributes) -> Image? {
        guard let name = image.name else { return nil }
        // https://developer.apple.com/documentation/swiftui/image/init(_:bundle:label:)
        // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
        return Image(name, bundle: nil, label: Text(verbatim: image.alt ?? ""))
    }

    /// The `Text` of compiled text.
    public func text(_ compiled: CompiledText) -> Text {
        var pieces: [Text] = []
        var pending = AttributedString()
        let string = compiled.makeText()
        let utf16 = string.utf16
        for run in compiled.runs {
            let range = run.range.utf16
            let start = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
            let end = utf16.index(start, offsetBy: range.count)
            if let image = run.attributes.image {
                if let picture = imageProvider(image) {
                    if !pending.characters.isEmpty {
                        // https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh
                        pieces.append(Text(pending))
                        pending = AttributedString()
                    }
                    // Text(Image), "init(_ image: Image)": https://developer.apple.com/documentation/swiftui/text (Creating a text view from an image)
                    var piece = Text(picture)
                    if let offset = run.attributes.baselineOffset {
                        // https://developer.apple.com/documentation/swiftui/text/baselineoffset(_:)
                        piece = piece.baselineOffset(CGFloat(offset))
                    }
                    pieces.append(piece)
                }
                continue
            }
            pending.append(AttributedString(String(string[start..<end]), attributes: container(for: run.attributes)))
        }
        if !pending.characters.isEmpty || pieces.isEmpty { pieces.append(Text(pending)) }
        return pieces.dropFirst().reduce(pieces[0], Self.joined)
    }

    /// One `Text` of two, in order. From the 26 systems on, Apple deprecates `+` for texts and
    /// has them interpolated into one instead (a `Text` in a `LocalizedStringKey`, iOS 14 and
    /// later), which is what happens there; earlier systems join them with `+`. The key's format
    /// (`%@%@`) is looked up in a table no app has, so it is never translated.
    static func joined(_ first: Text, _ second: Text) -> Text {
        if #available(iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
            // https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
            // https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo
            return Text("\(first)\(second)", tableName: "StyleMarkupUI.JoinedText")
        } else {
            // https://developer.apple.com/documentation/swiftui/text/+(_:_:)
            return first + second
        }
    }

    /// Compiles `markup` with `styleBook` at run time, with a compiler made for this call, and
    /// renders it. To render many strings with one book, keep one `MarkupCompiler` and pass
    /// what it compiles to `text(_:)`: the compiler keeps what compiling learns from string to string.
    public func text(markup: String, styleBook: StyleBook) throws -> Text {
        text(try MarkupCompiler(styleBook: styleBook).compile(markup))
    }

    /// Renders a JSON run list compiled at build time (`MarkupcPlugin`), without parsing markup.
    public func text(jsonRunList data: Data, fileName: String = "run list") throws -> Text {
        text(try CompiledText(jsonRunList: data, fileName: fileName))
    }

    /// SwiftUI's attributes for one run (keys spelled out, since UIKit's scope has the same names).
    /// https://developer.apple.com/documentation/foundation/attributescopes/swiftuiattributes
    public func container(for attributes: StyleAttributes) -> AttributeContainer {
        typealias Keys = AttributeScopes.SwiftUIAttributes
        var container = AttributeContainer()
        for (key, value) in presentation.attributes(for: attributes) {
            switch (key, value) {
            case (.font, .font(let plan)):
                container[Keys.FontAttribute.self] = font(plan)
            case (.foregroundColor, .color(let color)):
                container[Keys.ForegroundColorAttribute.self] = Self.color(color)
            case (.backgroundColor, .color(let color)):
                container[Keys.BackgroundColorAttribute.self] = Self.color(color)
            case (.underlineStyle, _):
                container[Keys.UnderlineStyleAttribute.self] = Self.lineStyle(attributes.underline?.color)
            case (.strikethroughStyle, _):
                container[Keys.StrikethroughStyleAttribute.self] = Self.lineStyle(attributes.strikethrough?.color)
            case (.kern, .points(let points)):
                container[Keys.KerningAttribute.self] = CGFloat(points)
            case (.baselineOffset, .points(let points)):
                container[Keys.BaselineOffsetAttribute.self] = CGFloat(points)
            case (.link, .link(let url)):
                // https://developer.apple.com/documentation/foundation/attributescopes/foundationattributes/link
                container[AttributeScopes.FoundationAttributes.LinkAttribute.self] = url
            case (.paragraphStyle, _), (.attachment, _):
                break   // not in a Text: paragraphs are the view's, images are joined in (see the type's notes)
            case (.underlineColor, _), (.strikethroughColor, _):
                break   // given with the line style above
            case (.font, _), (.foregroundColor, _), (.backgroundColor, _), (.kern, _), (.baselineOffset, _), (.link, _):
                // ApplePresentation pairs each key with its one kind of value.
                assertionFailure("\(key) with \(value)")
            }
        }
        return container
    }

    /// A solid line in the given color (SwiftUI's lines have no double or thick form).
    /// https://developer.apple.com/documentation/swiftui/text/linestyle/init(pattern:color:)
    static func lineStyle(_ color: StyleMarkup.Color?) -> Text.LineStyle {
        Text.LineStyle(pattern: .solid, color: color.map(Self.color))
    }

    /// An sRGB color with opacity.
    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public static func color(_ color: StyleMarkup.Color) -> SwiftUI.Color {
        SwiftUI.Color(.sRGB, red: Double(color.red) / 255, green: Double(color.green) / 255, blue: Double(color.blue) / 255, opacity: Double(color.alpha) / 255)
    }

    /// The font of a plan. A family scales with its text style (`custom(_:size:relativeTo:)`;
    /// SwiftUI uses the system font when the family is missing); a text style without a size is
    /// the system's text style font; a monospaced face uses the monospaced design.
    public func font(_ plan: FontPlan) -> Font {
        let size = CGFloat(plan.size ?? FontPlan.defaultSize(of: plan.textStyleForSize))
        var font: Font
        switch plan.sources.first {
        case .family(let family)?:
            if let style = plan.scaling {
                // https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
                font = .custom(family, size: size, relativeTo: Self.textStyle(style))
            } else {
                // https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
                font = .custom(family, fixedSize: size)
            }
            if plan.weightIsSet {
                // https://developer.apple.com/documentation/swiftui/font/weight(_:)
                font = font.weight(Self.weight(plan.weight))
            }
        case .textStyle(let style)? where plan.size == nil:
            // https://developer.apple.com/documentation/swiftui/font/system(_:design:)
            font = .system(Self.textStyle(style), design: plan.monospace ? .monospaced : .default)
            if plan.weightIsSet { font = font.weight(Self.weight(plan.weight)) }
        default:
            if plan.size == nil, plan.scaling != nil {
                font = .system(Self.textStyle(plan.textStyleForSize), design: plan.monospace ? .monospaced : .default)
                if plan.weightIsSet { font = font.weight(Self.weight(plan.weight)) }
            } else {
                // https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
                font = .system(size: size, weight: Self.weight(plan.resolvedWeight), design: plan.monospace ? .monospaced : .default)
            }
        }
        // https://developer.apple.com/documentation/swiftui/font/italic()
        if plan.italic { font = font.italic() }
        return font
    }

    /// SwiftUI's named weight.
    /// https://developer.apple.com/documentation/swiftui/font/weight
    public static func weight(_ weight: FontWeightName) -> Font.Weight {
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

    /// SwiftUI's text style (`title1` is `title`, `caption1` is `caption`).
    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public static func textStyle(_ style: TextStyle) -> Font.TextStyle {
        switch style {
        case .largeTitle: return .largeTitle
        case .title1: return .title
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption1: return .caption
        case .caption2: return .caption2
        }
    }
}

@available(iOS 15, macOS 12, tvOS 15, watchOS 8, *)
extension Text {
    /// A `Text` showing compiled text with the default renderer (``SwiftUIMarkupRenderer``).
    public init(markup compiled: CompiledText) {
        self = SwiftUIMarkupRenderer().text(compiled)
    }
}
#endif

/// How an adapter makes the font of a run: where the face comes from, in order of preference,
/// with its size, weight, traits and Dynamic Type scaling.
///
/// The plan never ends in nothing: a family the device does not have falls back to the system
/// font with the same weight, italic and monospace traits and the same size and scaling.
///
/// ```swift
/// let plan = FontPlan(FontAttributes(family: "Avenir Next", size: 15, weight: 600))
/// plan.sources        // [.family("Avenir Next"), .system]
/// plan.weight         // .semibold
/// plan.scaling        // .body: a sized custom family still grows with the user's text size
/// ```
public struct FontPlan: Hashable, Sendable {
    /// Where a face comes from.
    public enum Source: Hashable, Sendable {
        /// A named family (`UIFontDescriptor`/`NSFontDescriptor` with the family attribute);
        /// used only when the device has it.
        case family(String)
        /// The system's monospaced font (`monospacedSystemFont(ofSize:weight:)`).
        case monospacedSystem
        /// The preferred font of a Dynamic Type text style (`preferredFont(forTextStyle:)`),
        /// at the text style's size unless the style sets one.
        case textStyle(TextStyle)
        /// The system font (`systemFont(ofSize:weight:)`).
        case system
    }

    /// Faces to try in order; the last one always exists.
    public var sources: [Source]
    /// The point size, or `nil` for the text style's size (with a text style) or the platform's
    /// default size (without).
    public var size: Double?
    /// The named weight.
    public var weight: FontWeightName
    /// Whether the weight was set by a style (otherwise a text style keeps its own weight:
    /// `headline` is semibold).
    public var weightIsSet: Bool
    /// Whether the face is italic.
    public var italic: Bool
    /// Whether the face must be monospaced (the family is asked for it; a system fallback is
    /// the monospaced system font).
    public var monospace: Bool
    /// The style's Dynamic Type text style, if it set one.
    public var textStyle: TextStyle?
    /// The Dynamic Type text style whose metrics scale the font (`UIFontMetrics(forTextStyle:)`),
    /// or `nil` for a fixed size. A font with no text style scales with `body` when the adapter
    /// is asked for Dynamic Type.
    public var scaling: TextStyle?

    /// The plan for a run's font fields. `dynamicType` (default `true`) makes fonts without a
    /// text style scale like `body`; `false` leaves them at their size.
    public init(_ font: FontAttributes?, dynamicType: Bool = true) {
        let font = font ?? FontAttributes()
        weight = FontWeightName(cssWeight: font.weight ?? 400)
        weightIsSet = font.weight != nil
        italic = font.italic ?? false
        monospace = font.monospace ?? false
        size = font.size
        textStyle = font.textStyle
        scaling = font.textStyle ?? (dynamicType ? .body : nil)
        var sources: [Source] = []
        if let family = font.family { sources.append(.family(family)) }
        if monospace {
            sources.append(.monospacedSystem)
        } else if let style = font.textStyle {
            sources.append(.textStyle(style))
        } else {
            sources.append(.system)
        }
        self.sources = sources
    }

    /// The text style whose default size applies when the style sets no size: its own, or `body`.
    public var textStyleForSize: TextStyle { textStyle ?? .body }

    /// The weight to use: the style's, or else the text style's own (`headline` is semibold,
    /// the others regular, as Apple's Human Interface Guidelines give them).
    public var resolvedWeight: FontWeightName {
        if weightIsSet { return weight }
        return textStyle == .headline ? .semibold : .regular
    }

    /// The text style's size on iOS at the default ("Large") text size, in points, from Apple's
    /// Human Interface Guidelines (Typography, "iOS, iPadOS Dynamic Type sizes"):
    /// https://developer.apple.com/design/human-interface-guidelines/typography
    public static func defaultSize(of style: TextStyle) -> Double {
        switch style {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }
}

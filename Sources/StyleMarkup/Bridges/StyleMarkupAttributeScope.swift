import Foundation

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributeScopes {
    /// The attributes a StyleMarkup style sets, as `AttributedString` attributes.
    ///
    /// ``AttributedString/init(_:)`` puts each of a run's ``StyleAttributes`` into one key of
    /// this scope; links go into Foundation's own `.link` (a `URL`), which SwiftUI and
    /// `NSAttributedString` already understand. An app maps the rest to its UI framework
    /// (`markupFont` to a `UIFont`/`NSFont`/`Font`, `markupColor` to a foreground color, …) and
    /// hit-tests a tap by reading `markupAction` or `link` at the tapped character.
    ///
    /// The properties carry a `markup` prefix so they never collide with UIKit's, AppKit's or
    /// SwiftUI's own `font`, `kern` and `baselineOffset` in `AttributedString`'s dynamic member
    /// lookup:
    ///
    /// ```swift
    /// let string = AttributedString(compiled)
    /// for run in string.runs {
    ///     if let action = run.markupAction { … }    // "help"
    ///     if let color = run.markupColor { … }      // Color(red: 255, green: 165, blue: 0)
    /// }
    /// ```
    ///
    /// The values are StyleMarkup's own types (``FontAttributes``, ``Color``, ``LineStyle``,
    /// ``ParagraphAttributes``, ``ImageAttributes``, ``CustomValue``), unmerged with anything:
    /// an unset key means the style did not set it.
    public struct StyleMarkupAttributes: AttributeScope {
        /// Font family, size, weight, italic, monospace and Dynamic Type text style.
        public let markupFont: FontAttribute
        /// The text color.
        public let markupColor: ColorAttribute
        /// The background color.
        public let markupBackground: BackgroundAttribute
        /// The underline's pattern and color.
        public let markupUnderline: UnderlineAttribute
        /// The strikethrough's pattern and color.
        public let markupStrikethrough: StrikethroughAttribute
        /// Extra space between characters, in points.
        public let markupKern: KernAttribute
        /// Vertical offset from the baseline, in points.
        public let markupBaselineOffset: BaselineOffsetAttribute
        /// Paragraph alignment, spacing and indents.
        public let markupParagraph: ParagraphAttribute
        /// The name of the action the app runs when the text is tapped.
        public let markupAction: ActionAttribute
        /// The inline image that the run's U+FFFC stands for.
        public let markupImage: ImageAttribute
        /// A style's free-form `custom` values.
        public let markupCustom: CustomAttribute
        /// A link written exactly, when Foundation's `URL` cannot hold it as written.
        public let markupLinkText: LinkTextAttribute
        /// Foundation's attributes, for `.link`.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The key of ``StyleAttributes/font``.
        public enum FontAttribute: AttributedStringKey {
            /// Font attributes.
            public typealias Value = FontAttributes
            /// `StyleMarkup.font`.
            public static let name = "StyleMarkup.font"
        }

        /// The key of ``StyleAttributes/color``.
        public enum ColorAttribute: AttributedStringKey {
            /// An sRGB color.
            public typealias Value = Color
            /// `StyleMarkup.color`.
            public static let name = "StyleMarkup.color"
        }

        /// The key of ``StyleAttributes/background``.
        public enum BackgroundAttribute: AttributedStringKey {
            /// An sRGB color.
            public typealias Value = Color
            /// `StyleMarkup.background`.
            public static let name = "StyleMarkup.background"
        }

        /// The key of ``StyleAttributes/underline``.
        public enum UnderlineAttribute: AttributedStringKey {
            /// A line pattern and color.
            public typealias Value = LineStyle
            /// `StyleMarkup.underline`.
            public static let name = "StyleMarkup.underline"
        }

        /// The key of ``StyleAttributes/strikethrough``.
        public enum StrikethroughAttribute: AttributedStringKey {
            /// A line pattern and color.
            public typealias Value = LineStyle
            /// `StyleMarkup.strikethrough`.
            public static let name = "StyleMarkup.strikethrough"
        }

        /// The key of ``StyleAttributes/kern``.
        public enum KernAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = Double
            /// `StyleMarkup.kern`.
            public static let name = "StyleMarkup.kern"
        }

        /// The key of ``StyleAttributes/baselineOffset``.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// Points.
            public typealias Value = Double
            /// `StyleMarkup.baselineOffset`.
            public static let name = "StyleMarkup.baselineOffset"
        }

        /// The key of ``StyleAttributes/paragraph``.
        public enum ParagraphAttribute: AttributedStringKey {
            /// Paragraph attributes.
            public typealias Value = ParagraphAttributes
            /// `StyleMarkup.paragraph`.
            public static let name = "StyleMarkup.paragraph"
        }

        /// The key of ``StyleAttributes/action``.
        public enum ActionAttribute: AttributedStringKey {
            /// The action's name.
            public typealias Value = String
            /// `StyleMarkup.action`.
            public static let name = "StyleMarkup.action"
        }

        /// The key of ``StyleAttributes/image``.
        public enum ImageAttribute: AttributedStringKey {
            /// Image attributes.
            public typealias Value = ImageAttributes
            /// `StyleMarkup.image`.
            public static let name = "StyleMarkup.image"
        }

        /// The key of ``StyleAttributes/custom``.
        public enum CustomAttribute: AttributedStringKey {
            /// The style's `custom` object.
            public typealias Value = [String: CustomValue]
            /// `StyleMarkup.custom`.
            public static let name = "StyleMarkup.custom"
        }

        /// The key that keeps a ``StyleAttributes/link`` as written when `URL(string:)` would
        /// spell it differently (`a%zz` becomes `a%25zz`) or cannot hold it (an empty link).
        ///
        /// Set only in that case, beside `.link` when a `URL` exists; reading runs back prefers
        /// it while it still matches `.link`, so links survive a round trip exactly.
        public enum LinkTextAttribute: AttributedStringKey {
            /// The link as written, percent-encoded.
            public typealias Value = String
            /// `StyleMarkup.linkText`.
            public static let name = "StyleMarkup.linkText"
        }
    }

    /// StyleMarkup's attributes: `\.styleMarkup` names the scope where one is expected.
    public var styleMarkup: StyleMarkupAttributes.Type { StyleMarkupAttributes.self }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension AttributeDynamicLookup {
    /// Makes StyleMarkup's keys readable and writable as properties: `run.markupAction`,
    /// `string[range].markupColor = …`, `container.markupFont`.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.StyleMarkupAttributes, T>) -> T {
        self[T.self]
    }
}

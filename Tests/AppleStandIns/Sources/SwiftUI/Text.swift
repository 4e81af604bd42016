// Stand-in for SwiftUI's Text, Image, Font and Color: only what StyleMarkupUI calls, with the
// SDK's signatures and the availability and isolation the page beside each gives, recording
// what they are given. Not Apple's code.
import Foundation

/// https://developer.apple.com/documentation/swiftui/view
/// (The stand-in has no `body` requirement: nothing here is ever drawn.)
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public protocol View {}

/// https://developer.apple.com/documentation/swiftui/text
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Text: Hashable, Sendable {
    /// Not an Apple API: what the text holds, piece by piece, as it was built.
    public enum Piece: Hashable, Sendable {
        case attributed(AttributedString)
        case verbatim(String)
        case image(Image, baselineOffset: CGFloat?)
    }

    /// Not an Apple API: the pieces, in order.
    public private(set) var pieces: [Piece]

    /// https://developer.apple.com/documentation/swiftui/text/init(_:)-1a4oh
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public init(_ attributedContent: AttributedString) {
        pieces = [.attributed(attributedContent)]
    }

    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(verbatim content: String) {
        pieces = [.verbatim(content)]
    }

    /// `init(_ image: Image)`, listed under "Creating a text view" at
    /// https://developer.apple.com/documentation/swiftui/text
    // availability: no Apple page found
    public init(_ image: Image) {
        pieces = [.image(image, baselineOffset: nil)]
    }

    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    /// (the stand-in looks nothing up: a key's interpolated texts become its pieces, and
    /// `tableName` is recorded)
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        pieces = key.pieces
        standInTableName = tableName
    }

    /// Not an Apple API: the table a localized text was looked up in.
    public private(set) var standInTableName: String?

    /// https://developer.apple.com/documentation/swiftui/text/+(_:_:)
    @available(iOS, introduced: 13.0, deprecated: 26.0, message: "Use string interpolation on Text instead")
    @available(macCatalyst, introduced: 13.0, deprecated: 26.0, message: "Use string interpolation on Text instead")
    @available(macOS, introduced: 10.15, deprecated: 26.0, message: "Use string interpolation on Text instead")
    @available(tvOS, introduced: 13.0, deprecated: 26.0, message: "Use string interpolation on Text instead")
    @available(watchOS, introduced: 6.0, deprecated: 26.0, message: "Use string interpolation on Text instead")
    @available(visionOS 1.0, *)
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.pieces += rhs.pieces
        return result
    }

    /// https://developer.apple.com/documentation/swiftui/text/baselineoffset(_:)
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    nonisolated
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var result = self
        result.pieces = pieces.map { piece in
            if case .image(let image, _) = piece { return .image(image, baselineOffset: baselineOffset) }
            return piece
        }
        return result
    }

    /// https://developer.apple.com/documentation/swiftui/text/linestyle
    @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
    public struct LineStyle: Hashable, Sendable {
        /// Not an Apple API: the pattern and color given.
        public let pattern: Pattern
        public let color: Color?

        /// https://developer.apple.com/documentation/swiftui/text/linestyle/init(pattern:color:)
        @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern
        @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/solid
            // availability: no Apple page found
            public static let solid = Pattern(name: "solid")
            /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/dot
            // availability: no Apple page found
            public static let dot = Pattern(name: "dot")
            /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/dash
            @available(iOS 15.0, macCatalyst 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
            public static let dash = Pattern(name: "dash")
        }
    }
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
    /// Not an Apple API: the texts interpolated into the key, in order (literal parts are
    /// kept as verbatim pieces).
    let pieces: [Text.Piece]

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(stringLiteral value: String) {
        pieces = value.isEmpty ? [] : [.verbatim(value)]
    }

    /// The compiler's initializer for an interpolated literal.
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
    }

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var pieces: [Text.Piece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
        @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(.verbatim(literal)) }
        }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo
        @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
        public mutating func appendInterpolation(_ text: Text) {
            pieces += text.pieces
        }
    }
}

/// https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Image: Hashable, Sendable {
    /// Not an Apple API: the arguments given.
    public let name: String
    public let bundle: Bundle?
    public let label: Text?

    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:label:)
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.name = name
        self.bundle = bundle
        self.label = label
    }
}

/// https://developer.apple.com/documentation/swiftui/font
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Font: Hashable, Sendable {
    /// Not an Apple API: how the font was made.
    public indirect enum Origin: Hashable, Sendable {
        case custom(String, size: CGFloat, relativeTo: TextStyle?)
        case system(size: CGFloat, weight: Weight, design: Design)
        case systemStyle(TextStyle, design: Design)
        case weight(Font, Weight)
        case italic(Font)
    }

    /// Not an Apple API.
    public let origin: Origin

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:size:relativeto:)
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(origin: .custom(name, size: size, relativeTo: textStyle))
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    @available(iOS 14.0, macCatalyst 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(origin: .custom(name, size: fixedSize, relativeTo: nil))
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
    @available(iOS, introduced: 13.0, deprecated: 27.2)
    @available(macCatalyst, introduced: 13.0, deprecated: 27.2)
    @available(macOS, introduced: 10.15, deprecated: 27.2)
    @available(tvOS, introduced: 13.0, deprecated: 27.2)
    @available(watchOS, introduced: 6.0, deprecated: 27.2)
    @available(visionOS, introduced: 1.0, deprecated: 27.2)
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(origin: .system(size: size, weight: weight, design: design))
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(_:design:)
    @available(iOS, introduced: 13.0, deprecated: 27.0)
    @available(macCatalyst, introduced: 13.0, deprecated: 27.0)
    @available(macOS, introduced: 10.15, deprecated: 27.0)
    @available(tvOS, introduced: 13.0, deprecated: 27.0)
    @available(watchOS, introduced: 6.0, deprecated: 27.0)
    @available(visionOS, introduced: 1.0, deprecated: 27.0)
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(origin: .systemStyle(style, design: design))
    }

    /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func weight(_ weight: Font.Weight) -> Font {
        Font(origin: .weight(self, weight))
    }

    /// https://developer.apple.com/documentation/swiftui/font/italic()
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public func italic() -> Font {
        Font(origin: .italic(self))
    }

    /// https://developer.apple.com/documentation/swiftui/font/weight
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public struct Weight: Hashable, Sendable {
        let name: String
        /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
        // availability: no Apple page found
        public static let ultraLight = Weight(name: "ultraLight")
        /// https://developer.apple.com/documentation/swiftui/font/weight/thin
        // availability: no Apple page found
        public static let thin = Weight(name: "thin")
        /// https://developer.apple.com/documentation/swiftui/font/weight/light
        // availability: no Apple page found
        public static let light = Weight(name: "light")
        /// https://developer.apple.com/documentation/swiftui/font/weight/regular
        // availability: no Apple page found
        public static let regular = Weight(name: "regular")
        /// https://developer.apple.com/documentation/swiftui/font/weight/medium
        // availability: no Apple page found
        public static let medium = Weight(name: "medium")
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        // availability: no Apple page found
        public static let semibold = Weight(name: "semibold")
        /// https://developer.apple.com/documentation/swiftui/font/weight/bold
        // availability: no Apple page found
        public static let bold = Weight(name: "bold")
        /// https://developer.apple.com/documentation/swiftui/font/weight/heavy
        // availability: no Apple page found
        public static let heavy = Weight(name: "heavy")
        /// https://developer.apple.com/documentation/swiftui/font/weight/black
        // availability: no Apple page found
        public static let black = Weight(name: "black")
    }

    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// https://developer.apple.com/documentation/swiftui/font/design
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}

/// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Color: Hashable, Sendable {
    /// Not an Apple API: the arguments given.
    public let colorSpace: RGBColorSpace
    public let red: Double, green: Double, blue: Double, opacity: Double

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    @available(iOS 13.0, macCatalyst 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }
}

// As in the SDK, the conformance is declared apart from the type, so `Text` itself is not
// isolated to the main actor.
extension Text: View {}

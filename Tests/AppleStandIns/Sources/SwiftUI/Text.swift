// Stand-in for SwiftUI's Text, Image, Font and Color: only what StyleMarkupUI calls, with the
// SDK's signatures (the page beside each), recording what they are given. Not Apple's code.
import Foundation

/// https://developer.apple.com/documentation/swiftui/view
/// (The stand-in has no `body` requirement: nothing here is ever drawn.)
@MainActor @preconcurrency
public protocol View {}

/// https://developer.apple.com/documentation/swiftui/text
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
    public init(_ attributedContent: AttributedString) {
        pieces = [.attributed(attributedContent)]
    }

    /// https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
    public init(verbatim content: String) {
        pieces = [.verbatim(content)]
    }

    /// `init(_ image: Image)`, listed under "Creating a text view" at
    /// https://developer.apple.com/documentation/swiftui/text
    public init(_ image: Image) {
        pieces = [.image(image, baselineOffset: nil)]
    }

    /// https://developer.apple.com/documentation/swiftui/text/init(_:tablename:bundle:comment:)
    /// (the stand-in looks nothing up: a key's interpolated texts become its pieces, and
    /// `tableName` is recorded)
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        pieces = key.pieces
        standInTableName = tableName
    }

    /// Not an Apple API: the table a localized text was looked up in.
    public private(set) var standInTableName: String?

    /// https://developer.apple.com/documentation/swiftui/text/+(_:_:)
    @available(iOS, deprecated: 26.0, message: "Use string interpolation on Text instead")
    @available(macOS, deprecated: 26.0, message: "Use string interpolation on Text instead")
    @available(tvOS, deprecated: 26.0, message: "Use string interpolation on Text instead")
    @available(watchOS, deprecated: 26.0, message: "Use string interpolation on Text instead")
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.pieces += rhs.pieces
        return result
    }

    /// https://developer.apple.com/documentation/swiftui/text/baselineoffset(_:)
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        var result = self
        result.pieces = pieces.map { piece in
            if case .image(let image, _) = piece { return .image(image, baselineOffset: baselineOffset) }
            return piece
        }
        return result
    }

    /// https://developer.apple.com/documentation/swiftui/text/linestyle
    public struct LineStyle: Hashable, Sendable {
        /// Not an Apple API: the pattern and color given.
        public let pattern: Pattern
        public let color: Color?

        /// https://developer.apple.com/documentation/swiftui/text/linestyle/init(pattern:color:)
        public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern
        public struct Pattern: Hashable, Sendable {
            let name: String
            /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/solid
            public static let solid = Pattern(name: "solid")
            /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/dot
            public static let dot = Pattern(name: "dot")
            /// https://developer.apple.com/documentation/swiftui/text/linestyle/pattern/dash
            public static let dash = Pattern(name: "dash")
        }
    }
}

/// https://developer.apple.com/documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable {
    /// Not an Apple API: the texts interpolated into the key, in order (literal parts are
    /// kept as verbatim pieces).
    let pieces: [Text.Piece]

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/init(stringliteral:)
    public init(stringLiteral value: String) {
        pieces = value.isEmpty ? [] : [.verbatim(value)]
    }

    /// The compiler's initializer for an interpolated literal.
    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
    }

    /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var pieces: [Text.Piece] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendliteral(_:)
        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(.verbatim(literal)) }
        }
        /// https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:)-4qyfo
        public mutating func appendInterpolation(_ text: Text) {
            pieces += text.pieces
        }
    }
}

/// https://developer.apple.com/documentation/swiftui/image
public struct Image: Hashable, Sendable {
    /// Not an Apple API: the arguments given.
    public let name: String
    public let bundle: Bundle?
    public let label: Text?

    /// https://developer.apple.com/documentation/swiftui/image/init(_:bundle:label:)
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.name = name
        self.bundle = bundle
        self.label = label
    }
}

/// https://developer.apple.com/documentation/swiftui/font
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
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(origin: .custom(name, size: size, relativeTo: textStyle))
    }

    /// https://developer.apple.com/documentation/swiftui/font/custom(_:fixedsize:)
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(origin: .custom(name, size: fixedSize, relativeTo: nil))
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(size:weight:design:)-73a88
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font {
        Font(origin: .system(size: size, weight: weight, design: design))
    }

    /// https://developer.apple.com/documentation/swiftui/font/system(_:design:)
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font {
        Font(origin: .systemStyle(style, design: design))
    }

    /// https://developer.apple.com/documentation/swiftui/font/weight(_:)
    public func weight(_ weight: Font.Weight) -> Font {
        Font(origin: .weight(self, weight))
    }

    /// https://developer.apple.com/documentation/swiftui/font/italic()
    public func italic() -> Font {
        Font(origin: .italic(self))
    }

    /// https://developer.apple.com/documentation/swiftui/font/weight
    public struct Weight: Hashable, Sendable {
        let name: String
        /// https://developer.apple.com/documentation/swiftui/font/weight/ultralight
        public static let ultraLight = Weight(name: "ultraLight")
        /// https://developer.apple.com/documentation/swiftui/font/weight/thin
        public static let thin = Weight(name: "thin")
        /// https://developer.apple.com/documentation/swiftui/font/weight/light
        public static let light = Weight(name: "light")
        /// https://developer.apple.com/documentation/swiftui/font/weight/regular
        public static let regular = Weight(name: "regular")
        /// https://developer.apple.com/documentation/swiftui/font/weight/medium
        public static let medium = Weight(name: "medium")
        /// https://developer.apple.com/documentation/swiftui/font/weight/semibold
        public static let semibold = Weight(name: "semibold")
        /// https://developer.apple.com/documentation/swiftui/font/weight/bold
        public static let bold = Weight(name: "bold")
        /// https://developer.apple.com/documentation/swiftui/font/weight/heavy
        public static let heavy = Weight(name: "heavy")
        /// https://developer.apple.com/documentation/swiftui/font/weight/black
        public static let black = Weight(name: "black")
    }

    /// https://developer.apple.com/documentation/swiftui/font/textstyle
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    /// https://developer.apple.com/documentation/swiftui/font/design
    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }
}

/// https://developer.apple.com/documentation/swiftui/color
public struct Color: Hashable, Sendable {
    /// Not an Apple API: the arguments given.
    public let colorSpace: RGBColorSpace
    public let red: Double, green: Double, blue: Double, opacity: Double

    /// https://developer.apple.com/documentation/swiftui/color/init(_:red:green:blue:opacity:)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// https://developer.apple.com/documentation/swiftui/color/rgbcolorspace
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }
}

// As in the SDK, the conformance is declared apart from the type, so `Text` itself is not
// isolated to the main actor.
extension Text: View {}

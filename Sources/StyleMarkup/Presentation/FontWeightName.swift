/// The nine named font weights Apple's frameworks have (`UIFont.Weight`, `NSFont.Weight`,
/// SwiftUI's `Font.Weight`), and which CSS weight each stands for.
///
/// Adapters map each case to the framework's *named* constant (`UIFont.Weight.semibold`), never
/// to a number: the constants' values are not documented and differ from CSS's 100–900.
public enum FontWeightName: String, Hashable, Sendable, CaseIterable {
    /// 100.
    case ultraLight
    /// 200.
    case thin
    /// 300.
    case light
    /// 400.
    case regular
    /// 500.
    case medium
    /// 600.
    case semibold
    /// 700.
    case bold
    /// 800.
    case heavy
    /// 900.
    case black

    /// The CSS weight, 100–900.
    public var cssWeight: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }

    /// The named weight nearest to a CSS weight; a weight halfway between two (`550`) takes
    /// the bolder one. Weights below 100 or above 900 take the lightest or boldest.
    public init(cssWeight weight: Int) {
        let hundreds = (min(max(weight, 100), 900) + 50) / 100
        self = Self.allCases[hundreds - 1]
    }

    /// Whether the weight is bold enough for a bold trait (600 and up), as fonts that have only
    /// regular and bold faces are asked.
    public var isBold: Bool { cssWeight >= 600 }
}

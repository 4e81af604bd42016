/// Maps colors to what a terminal can show: truecolor, the 256-color palette, or 16 colors.
///
/// Downsampling picks the palette entry nearest by the "redmean" distance, a cheap weighted
/// RGB distance that tracks perceived difference far better than plain RGB distance.
public enum ColorDepth: String, Sendable, CaseIterable {
    /// 24-bit color (`38;2;r;g;b`).
    case trueColor = "truecolor"
    /// The xterm 256-color palette (`38;5;n`).
    case ansi256 = "256"
    /// The 16 basic colors (`30`–`37`, `90`–`97`).
    case ansi16 = "16"
}

enum TerminalPalette {
    /// xterm's default values for the 16 basic colors.
    static let basic: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The redmean distance between two colors (squared, scaled).
    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let meanRed = (a.0 + b.0) / 2
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return (((512 + meanRed) * dr * dr) >> 8) + 4 * dg * dg + (((767 - meanRed) * db * db) >> 8)
    }

    /// The index (0–15) of the nearest basic color.
    static func nearestBasic(_ color: Color) -> Int {
        let target = (Int(color.red), Int(color.green), Int(color.blue))
        var best = 0
        var bestDistance = Int.max
        for (index, entry) in basic.enumerated() {
            let d = distance(target, (Int(entry.0), Int(entry.1), Int(entry.2)))
            if d < bestDistance { best = index; bestDistance = d }
        }
        return best
    }

    /// The index (16–255) of the nearest color of the 6×6×6 cube or the gray ramp.
    static func nearest256(_ color: Color) -> Int {
        let target = (Int(color.red), Int(color.green), Int(color.blue))
        func nearestLevel(_ value: Int) -> Int {
            var best = 0
            for (index, level) in cubeLevels.enumerated() where abs(level - value) < abs(cubeLevels[best] - value) { best = index }
            return best
        }
        let r = nearestLevel(target.0), g = nearestLevel(target.1), b = nearestLevel(target.2)
        let cube = (cubeLevels[r], cubeLevels[g], cubeLevels[b])
        var best = 16 + 36 * r + 6 * g + b
        var bestDistance = distance(target, cube)
        let average = (target.0 + target.1 + target.2) / 3
        let grayIndex = max(0, min(23, (average - 8 + 5) / 10))
        let gray = 8 + 10 * grayIndex
        let grayDistance = distance(target, (gray, gray, gray))
        if grayDistance < bestDistance {
            best = 232 + grayIndex
            bestDistance = grayDistance
        }
        return best
    }

    /// SGR parameters selecting `color` as foreground (or background).
    static func parameters(_ color: Color, depth: ColorDepth, background: Bool) -> String {
        switch depth {
        case .trueColor:
            return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
        case .ansi256:
            return "\(background ? 48 : 38);5;\(nearest256(color))"
        case .ansi16:
            let index = nearestBasic(color)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return String(base + index % 8)
        }
    }
}

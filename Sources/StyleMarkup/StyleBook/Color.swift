/// An sRGB color with 8-bit channels.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0–255.
    public var red: UInt8
    /// Green, 0–255.
    public var green: UInt8
    /// Blue, 0–255.
    public var blue: UInt8
    /// Alpha, 0 (transparent) – 255 (opaque).
    public var alpha: UInt8

    /// Creates a color from its channels.
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#rrggbb`, or `#rrggbbaa` when the color is not opaque.
    public var hexString: String {
        // At most nine ASCII bytes, written on the stack: a small string, made without a heap
        // allocation. (`String(unsafeUninitializedCapacity:initializingUTF8With:)` would need
        // macOS 11, iOS 14, watchOS 7 or tvOS 14, above SwiftPM's default deployment targets.)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 9) { bytes in
            func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }
            bytes[0] = UInt8(ascii: "#")
            var count = 1
            func put(_ channel: UInt8) {
                bytes[count] = digit(channel >> 4)
                bytes[count + 1] = digit(channel & 15)
                count += 2
            }
            put(red)
            put(green)
            put(blue)
            if alpha != 255 { put(alpha) }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<count]), as: UTF8.self)
        }
    }

    /// Same as ``hexString``.
    public var description: String { hexString }


    /// Parses a CSS color: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, a CSS named color
    /// (case-insensitive), `rgb(r, g, b)` or `rgba(r, g, b, a)` with `a` from 0 to 1.
    /// Returns `nil` when `string` is none of these.
    public init?(css string: String) {
        let trimmed = string.trimmingSpaces()
        if trimmed.hasPrefix("#") {
            let digits = trimmed.dropFirst().map { $0.hexDigitValue }
            guard !digits.contains(where: { $0 == nil }) else { return nil }
            let d = digits.map { UInt8($0!) }
            switch d.count {
            case 3, 4:
                self.init(red: d[0] * 17, green: d[1] * 17, blue: d[2] * 17, alpha: d.count == 4 ? d[3] * 17 : 255)
            case 6, 8:
                self.init(red: d[0] << 4 | d[1], green: d[2] << 4 | d[3], blue: d[4] << 4 | d[5], alpha: d.count == 8 ? d[6] << 4 | d[7] : 255)
            default:
                return nil
            }
            return
        }
        let lower = trimmed.lowercased()
        if let packed = CSSNamedColors.table[lower] {
            self.init(red: UInt8(packed >> 24), green: UInt8(packed >> 16 & 0xFF), blue: UInt8(packed >> 8 & 0xFF), alpha: UInt8(packed & 0xFF))
            return
        }
        for (prefix, count) in [("rgba(", 4), ("rgb(", 3)] where lower.hasPrefix(prefix) && lower.hasSuffix(")") {
            let inside = lower.dropFirst(prefix.count).dropLast()
            let parts = inside.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
            guard parts.count == count else { return nil }
            var channels: [UInt8] = []
            for part in parts.prefix(3) {
                guard let value = Int(part), (0...255).contains(value) else { return nil }
                channels.append(UInt8(value))
            }
            var alpha: UInt8 = 255
            if count == 4 {
                guard let value = Double(parts[3]), (0...1).contains(value) else { return nil }
                alpha = UInt8((value * 255).rounded())
            }
            self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha)
            return
        }
        return nil
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice.removeFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice.removeLast() }
        return String(slice)
    }
}

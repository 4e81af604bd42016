/// How many terminal columns text takes: East Asian wide and fullwidth characters and emoji
/// take two, combining marks and zero-width joiners none, a grapheme cluster is measured as
/// one unit (an emoji ZWJ sequence is two columns, not the sum of its parts).
///
/// Control characters count as one column: the ANSI emitter shows them as one visible
/// picture each.
package enum DisplayWidth {
    /// The columns one scalar takes on its own.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return 1 }
        if contains(DisplayWidthTable.zero, value) { return 0 }
        if contains(DisplayWidthTable.wide, value) { return 2 }
        return 1
    }

    /// The columns a grapheme cluster takes: its first scalar's width, or two when
    /// VARIATION SELECTOR-16 asks for emoji presentation of a character that has it.
    package static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        var width = columns(of: first)
        if width == 1, scalars.contains("\u{FE0F}"), contains(DisplayWidthTable.widenedByVS16, first.value) {
            width = 2
        }
        if width == 0, first.properties.generalCategory != .nonspacingMark, first.properties.generalCategory != .enclosingMark,
           scalars.count > 1 {
            // A cluster that starts with a zero-width format character (rare): measure the rest.
            width = scalars.dropFirst().map(columns(of:)).max() ?? 0
        }
        return width
    }

    /// The columns a string takes on one line.
    package static func columns(of text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].contains(value)
    }
}

/// Converts offsets counted in one unit (UTF-8, UTF-16 or Unicode scalars) of a text into its
/// UTF-8 and UTF-16 offsets, and tells whether an offset falls on a Unicode scalar boundary.
///
/// One pass over the text records a checkpoint every 64 scalars; a lookup binary-searches the
/// checkpoints and walks at most 64 scalars, so converting every run and tag of a large run
/// list stays linear-logarithmic, whatever order the offsets come in.
struct TextOffsetIndex {
    /// UTF-8, UTF-16 and scalar offsets of one position in the text.
    struct Position: Equatable {
        var utf8: Int
        var utf16: Int
        var scalars: Int

        subscript(unit: OffsetUnit) -> Int {
            switch unit {
            case .utf8: return utf8
            case .utf16: return utf16
            case .scalars: return scalars
            }
        }
    }

    private let utf8: [UInt8]
    private var checkpoints: [Position] = []
    /// The end of the text.
    private(set) var end = Position(utf8: 0, utf16: 0, scalars: 0)
    private static let stride = 64

    /// Indexes `utf8`, which must be valid UTF-8.
    init(utf8: [UInt8]) {
        self.utf8 = utf8
        var position = Position(utf8: 0, utf16: 0, scalars: 0)
        checkpoints.reserveCapacity(utf8.count / Self.stride + 1)
        while position.utf8 < utf8.count {
            if position.scalars % Self.stride == 0 { checkpoints.append(position) }
            Self.step(&position, lead: utf8[position.utf8])
        }
        end = position
    }

    /// Moves `position` over the scalar whose first UTF-8 byte is `lead`.
    private static func step(_ position: inout Position, lead: UInt8) {
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        position.utf8 += length
        position.utf16 += length == 4 ? 2 : 1
        position.scalars += 1
    }

    /// The position `offset` units of `unit` into the text, or `nil` when the offset is negative,
    /// past the end, or inside a scalar (between the bytes of one character, or between the two
    /// halves of a surrogate pair).
    func position(_ offset: Int, in unit: OffsetUnit) -> Position? {
        guard offset >= 0, offset <= end[unit] else { return nil }
        if offset == end[unit] { return end }
        // The last checkpoint at or before the offset.
        var low = 0
        var high = checkpoints.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if checkpoints[middle][unit] <= offset { low = middle } else { high = middle - 1 }
        }
        var position = checkpoints[low]
        while position[unit] < offset {
            Self.step(&position, lead: utf8[position.utf8])
        }
        return position[unit] == offset ? position : nil
    }
}

/// Converts UTF-8 offsets of a text into Unicode scalar offsets in near-constant time, from a
/// table with one checkpoint per 256 bytes.
package struct OffsetConverter: Sendable {
    private let utf8: [UInt8]
    private let checkpoints: [UInt32]
    private static let stride = 256

    /// Prepares conversions for `text`.
    package init(text: String) {
        self.init(utf8: Array(text.utf8))
    }

    /// Prepares conversions for a text given as UTF-8 bytes.
    package init(utf8: [UInt8]) {
        self.utf8 = utf8
        var checkpoints: [UInt32] = [0]
        checkpoints.reserveCapacity(utf8.count / Self.stride + 1)
        var count: UInt32 = 0
        for (index, byte) in utf8.enumerated() {
            if index > 0 && index % Self.stride == 0 { checkpoints.append(count) }
            if byte & 0xC0 != 0x80 { count += 1 }
        }
        self.checkpoints = checkpoints
    }

    /// The number of Unicode scalars in the first `offset` bytes of the text.
    package func scalarOffset(ofUTF8 offset: Int) -> Int {
        let checkpoint = offset / Self.stride
        var count = Int(checkpoints[min(checkpoint, checkpoints.count - 1)])
        var index = min(checkpoint, checkpoints.count - 1) * Self.stride
        while index < offset {
            if utf8[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}

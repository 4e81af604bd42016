import Foundation

/// A position in a source file: 1-based line and column, and the 0-based byte offset.
///
/// Columns count Unicode scalars, so a column points at the same character in every editor
/// that counts code points, whatever the UTF-8 length of the characters before it.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars.
    public var column: Int
    /// The 0-based byte offset into the UTF-8 input.
    public var byteOffset: Int

    /// Creates a location from its three coordinates.
    public init(line: Int, column: Int, byteOffset: Int) {
        self.line = line
        self.column = column
        self.byteOffset = byteOffset
    }

    /// The location of `byteOffset` in `input`, such as a tag's ``TagToken/sourceByteOffset``
    /// in the string it was tokenized from (linear in the offset).
    public init(byteOffset: Int, in input: String) {
        self = Self.locate(byteOffset: byteOffset, in: input)
    }

    /// The location of `byteOffset` in the UTF-8 bytes `input` (linear in the offset).
    public init(byteOffset: Int, in input: Data) {
        self = input.withUnsafeBytes { raw in Self.locate(byteOffset: byteOffset, in: raw.bindMemory(to: UInt8.self)) }
    }

    /// `line:column`, as diagnostics print it.
    public var description: String { "\(line):\(column)" }

    /// Computes the line and column of `byteOffset` by scanning `bytes` from the start.
    ///
    /// A UTF-8 byte-order mark at the very start is not a column (an editor does not show
    /// it), but the byte offset counts its three bytes. This is linear in the offset and only
    /// used when a diagnostic is reported.
    package static func locate(byteOffset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        locate(sortedByteOffsets: [byteOffset], in: bytes)[0]
    }

    /// The locations of `offsets`, which must be in increasing order, in one pass over `bytes`
    /// up to the last of them.
    static func locate(sortedByteOffsets offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>) -> [SourceLocation] {
        var locations: [SourceLocation] = []
        locations.reserveCapacity(offsets.count)
        var line = 1
        var column = 1
        var index = 0
        let start = byteOrderMarkLength(of: bytes)
        for offset in offsets {
            let end = min(max(offset, 0), bytes.count)
            if index < start { index = min(start, end) }
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            locations.append(SourceLocation(line: line, column: column, byteOffset: offset))
        }
        return locations
    }

    /// 3 when `bytes` starts with a UTF-8 byte-order mark (EF BB BF), else 0.
    static func byteOrderMarkLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// Computes the location of `byteOffset` inside a string's UTF-8 bytes.
    static func locate(byteOffset: Int, in text: String) -> SourceLocation {
        var copy = text
        return copy.withUTF8 { locate(byteOffset: byteOffset, in: $0) }
    }
}

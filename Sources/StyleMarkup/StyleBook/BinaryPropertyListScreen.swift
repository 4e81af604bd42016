import Foundation

/// Looks through a binary property list's object table before Foundation reads it, for what
/// Foundation cannot read safely.
///
/// On Linux, Foundation crashes the process (a null dereference while bridging an `NSSet`)
/// when a binary property list holds a set, an object type that XML property lists do not
/// have and a style book never needs. Such a file is rejected with an error instead. A table
/// that is itself malformed is left to Foundation, which reports it as an invalid file.
enum BinaryPropertyListScreen {
    /// The problem with `bytes` as a style book, or `nil` when Foundation may read it.
    static func problem(in bytes: UnsafeRawBufferPointer) -> String? {
        // "bplist00", at least one object, and the 32-byte trailer.
        guard bytes.count >= 8 + 1 + 32, bytes.starts(with: "bplist".utf8) else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        guard (1...8).contains(offsetSize),
              let objectCount = integer(bytes, at: trailer + 8, size: 8),
              let tableOffset = integer(bytes, at: trailer + 24, size: 8),
              objectCount <= trailer, tableOffset <= trailer,
              objectCount * offsetSize <= trailer - tableOffset else { return nil }
        for index in 0..<objectCount {
            guard let offset = integer(bytes, at: tableOffset + index * offsetSize, size: offsetSize),
                  offset >= 8, offset < trailer else { continue }
            if bytes[offset] >> 4 == 0xC {
                return "unsupported binary property list value: a set (object \(index), at byte offset \(offset)); a style book holds dictionaries, arrays, strings, numbers and booleans"
            }
        }
        return nil
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, if it fits in an `Int`.
    private static func integer(_ bytes: UnsafeRawBufferPointer, at offset: Int, size: Int) -> Int? {
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}

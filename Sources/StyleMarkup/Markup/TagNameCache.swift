/// A small direct-mapped cache from tag-name bytes to `String`, so the thousands of repeats
/// of the few names a document uses cost a hash and a compare instead of a string creation.
///
/// Only names of 1–8 bytes are cached: they pack into one `UInt64` key (names never hold a
/// zero byte, so the packing is unique).
struct TagNameCache {
    private static let size = 64
    // Allocated on first use, so parsing a string without tags allocates nothing here.
    private var keys: [UInt64] = []
    private var names: [String] = []

    @inline(__always)
    mutating func name(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> String {
        guard length <= 8 else {
            return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        }
        var key: UInt64 = 0
        for index in 0..<length { key |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
        if keys.isEmpty {
            keys = [UInt64](repeating: 0, count: Self.size)
            names = [String](repeating: "", count: Self.size)
        } else if keys[slot] == key {
            return names[slot]
        }
        let name = String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
        keys[slot] = key
        names[slot] = name
        return name
    }
}

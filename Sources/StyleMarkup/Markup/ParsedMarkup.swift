import Foundation

/// The result of parsing tagged text: the plain text and every tag occurrence.
public struct ParsedMarkup: Sendable {
    /// The text with tags removed and entities decoded, as UTF-8 bytes (valid UTF-8).
    public var utf8Text: [UInt8]
    /// The text with tags removed and entities decoded. Made from ``utf8Text`` on each access.
    public var text: String { String(decoding: utf8Text, as: UTF8.self) }
    /// Every tag in document order (a tag before the tags it encloses).
    public var tags: [Tag]
    /// The length of ``text`` in UTF-16 code units.
    public var utf16Count: Int
    /// The input the text was parsed from, kept to compute positions of later errors.
    let source: SourceBuffer

    init(utf8Text: [UInt8], tags: [Tag], utf16Count: Int, source: SourceBuffer) {
        self.utf8Text = utf8Text
        self.tags = tags
        self.utf16Count = utf16Count
        self.source = source
    }

    /// The line and column in the input of a byte offset (such as ``Tag/sourceByteOffset``).
    public func sourceLocation(ofByte offset: Int) -> SourceLocation {
        source.locate(byteOffset: offset)
    }

    /// The locations of byte offsets given in increasing order, found in one pass.
    func sourceLocations(ofSortedBytes offsets: [Int]) -> [SourceLocation] {
        source.withBytes { SourceLocation.locate(sortedByteOffsets: offsets, in: $0) }
    }
}

/// The input bytes of a parse, shared (not copied) with the caller's `String` or `Data`.
enum SourceBuffer: Sendable {
    case string(String)
    case data(Data)

    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        switch self {
        case .string(var string):
            return try string.withUTF8(body)
        case .data(let data):
            return try data.withUnsafeBytes { raw in try body(raw.bindMemory(to: UInt8.self)) }
        }
    }

    func locate(byteOffset: Int) -> SourceLocation {
        withBytes { SourceLocation.locate(byteOffset: byteOffset, in: $0) }
    }
}

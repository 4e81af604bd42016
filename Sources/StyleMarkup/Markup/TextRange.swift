import Foundation

/// A range of the output text, in UTF-8 and UTF-16 offsets at once.
///
/// UTF-16 offsets are what `NSRange`, `NSAttributedString` and UIKit's character indexes use;
/// UTF-8 offsets index the text's bytes.
public struct TextRange: Hashable, Sendable, CustomStringConvertible {
    // Stored as 32-bit offsets to keep runs and tags small for large inputs.
    @usableFromInline var utf8Start: UInt32
    @usableFromInline var utf8End: UInt32
    @usableFromInline var utf16Start: UInt32
    @usableFromInline var utf16End: UInt32

    /// Creates a range from UTF-8 and UTF-16 bounds.
    public init(utf8: Range<Int>, utf16: Range<Int>) {
        self.utf8Start = UInt32(utf8.lowerBound)
        self.utf8End = UInt32(utf8.upperBound)
        self.utf16Start = UInt32(utf16.lowerBound)
        self.utf16End = UInt32(utf16.upperBound)
    }

    @inlinable init(utf8Start: UInt32, utf8End: UInt32, utf16Start: UInt32, utf16End: UInt32) {
        self.utf8Start = utf8Start
        self.utf8End = utf8End
        self.utf16Start = utf16Start
        self.utf16End = utf16End
    }

    /// The range in UTF-8 code units (bytes of the text).
    public var utf8: Range<Int> { Int(utf8Start)..<Int(utf8End) }
    /// The range in UTF-16 code units.
    public var utf16: Range<Int> { Int(utf16Start)..<Int(utf16End) }
    /// The range as an `NSRange` (UTF-16), ready for `NSAttributedString`.
    public var nsRange: NSRange { NSRange(location: Int(utf16Start), length: Int(utf16End - utf16Start)) }
    /// Whether the range covers no text.
    public var isEmpty: Bool { utf8Start == utf8End }

    /// `utf16 start..<end`.
    public var description: String { "\(utf16Start)..<\(utf16End)" }
}

import StyleMarkup

/// A line and column in a localization file: both count from 1, columns in Unicode scalars.
///
/// The position is the same whatever the file's encoding (UTF-8 or UTF-16), because it counts
/// characters, not bytes.
public struct LintLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// `line:column`.
    public var description: String { "\(line):\(column)" }

    /// Earlier in the file: by line, then column.
    public static func < (a: LintLocation, b: LintLocation) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

/// The text of one localization file as UTF-8, with what it takes to turn a byte offset
/// into a line and column quickly.
///
/// Line starts are found once; columns are counted from the nearer of the line start and a
/// checkpoint kept every 1,024 bytes, so each lookup costs at most about a kilobyte of
/// scanning, even in a file that is one long line.
package final class LineTable: Sendable {
    /// The file's text as UTF-8 (transcoded when the file is UTF-16).
    package let text: [UInt8]
    /// The offset of the first byte of each line.
    private let lineStarts: [Int]
    /// For every 1,024th byte, the number of scalars that start before it on its line.
    private let checkpoints: [Int]
    private static let stride = 1024

    init(text: [UInt8]) {
        self.text = text
        var starts = [0]
        var marks: [Int] = []
        marks.reserveCapacity(text.count / Self.stride + 1)
        var scalarsOnLine = 0
        text.withUnsafeBytes { bytes in
            // Eight bytes at a time: a word without a line feed only adds its scalar starts
            // (the bytes that are not UTF-8 continuation bytes, 10xxxxxx).
            let highs = ByteWord.highs
            var index = 0
            while index < bytes.count {
                if index % Self.stride == 0 { marks.append(scalarsOnLine) }
                if index + 8 <= bytes.count {
                    let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if !ByteWord.hasZero(word ^ ByteWord.repeating(0x0A)) {
                        let continuations = word & (~word << 1) & highs
                        scalarsOnLine += 8 - continuations.nonzeroBitCount
                        index += 8
                        continue
                    }
                }
                // A word with a line feed, or the last few bytes: one byte at a time, up to
                // the next multiple of eight.
                let end = min(bytes.count, (index / 8 + 1) * 8)
                while index < end {
                    let byte = bytes[index]
                    if byte == UInt8(ascii: "\n") {
                        starts.append(index + 1)
                        scalarsOnLine = 0
                    } else if byte & 0xC0 != 0x80 {
                        scalarsOnLine += 1
                    }
                    index += 1
                }
            }
        }
        marks.append(scalarsOnLine)
        lineStarts = starts
        checkpoints = marks
    }

    /// How many lines the text has (a text without a line feed has one).
    var lineCount: Int { lineStarts.count }

    /// The line and column of the byte at `offset` (clamped to the text).
    package func location(ofByte offset: Int) -> LintLocation {
        let offset = min(max(offset, 0), text.count)
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let checkpoint = offset / Self.stride * Self.stride
        var scalars: Int
        var index: Int
        if checkpoint > lineStart && checkpoint / Self.stride < checkpoints.count {
            scalars = checkpoints[checkpoint / Self.stride]
            index = checkpoint
        } else {
            scalars = 0
            index = lineStart
        }
        while index < offset {
            if text[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        return LintLocation(line: low + 1, column: scalars + 1)
    }
}

/// Maps byte offsets in a decoded string (escapes undone) back to the file it was read from.
///
/// A string is made of segments: a *verbatim* segment was copied from the file byte for byte,
/// so an offset inside it maps to the same distance into the file; any other segment came
/// from an escape or an entity (`\n`, `&lt;`, `\U00E9`) and maps to where that escape starts.
public struct PositionMap: Sendable {
    /// A run of the decoded string: where it starts there and in the file, and whether it was
    /// copied from the file as it is.
    package struct Segment: Sendable {
        var decoded: Int
        var file: Int
        var verbatim: Bool

        /// A segment starting at `decoded` in the string and `file` in the file.
        package init(decoded: Int, file: Int, verbatim: Bool) {
            self.decoded = decoded
            self.file = file
            self.verbatim = verbatim
        }
    }

    package let lines: LineTable
    let segments: [Segment]

    package init(lines: LineTable, segments: [Segment]) {
        self.lines = lines
        self.segments = segments
    }

    /// The byte offset in the file's UTF-8 text of the decoded string's byte at `offset`.
    package func fileOffset(ofDecodedByte offset: Int) -> Int {
        guard !segments.isEmpty else { return 0 }
        var low = 0
        var high = segments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if segments[middle].decoded <= offset { low = middle } else { high = middle - 1 }
        }
        let segment = segments[low]
        return segment.verbatim ? segment.file + max(0, offset - segment.decoded) : segment.file
    }

    /// The map of the decoded string's part that starts at its byte `offset`.
    func dropping(decodedBytes offset: Int) -> PositionMap {
        guard !segments.isEmpty, offset > 0 else { return self }
        var first = 0
        while first + 1 < segments.count, segments[first + 1].decoded <= offset { first += 1 }
        let start = segments[first]
        var shifted = [Segment(decoded: 0, file: start.verbatim ? start.file + offset - start.decoded : start.file, verbatim: start.verbatim)]
        for segment in segments[(first + 1)...] {
            shifted.append(Segment(decoded: segment.decoded - offset, file: segment.file, verbatim: segment.verbatim))
        }
        return PositionMap(lines: lines, segments: shifted)
    }

    /// The line and column in the file of the decoded string's byte at `offset`.
    public func location(ofDecodedByte offset: Int) -> LintLocation {
        lines.location(ofByte: fileOffset(ofDecodedByte: offset))
    }
}

/// Where decoded text goes, byte by byte or in runs copied from the file.
protocol DecodedTextSink {
    /// Appends one byte that came from `fileOffset`: copied as is (`verbatim`), or produced by
    /// an escape that starts there.
    mutating func append(_ byte: UInt8, from fileOffset: Int, verbatim: Bool)
    /// Appends the file's bytes in `range`, as if each were appended verbatim in turn.
    mutating func appendVerbatim(_ range: Range<Int>)
}

/// Builds a decoded string together with its ``PositionMap``.
struct DecodedTextBuilder: DecodedTextSink {
    private(set) var bytes: [UInt8] = []
    private var segments: [PositionMap.Segment]
    private let lines: LineTable

    /// Starts a string whose first character is at `fileOffset` in the file.
    init(lines: LineTable, startingAt fileOffset: Int) {
        self.lines = lines
        segments = [PositionMap.Segment(decoded: 0, file: fileOffset, verbatim: true)]
    }

    /// Appends one byte that came from `fileOffset`: copied as is (`verbatim`), or produced by
    /// an escape that starts there.
    mutating func append(_ byte: UInt8, from fileOffset: Int, verbatim: Bool) {
        startSegment(at: fileOffset, verbatim: verbatim)
        bytes.append(byte)
    }

    /// Appends the file's bytes in `range`, copied as they are.
    mutating func appendVerbatim(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        startSegment(at: range.lowerBound, verbatim: true)
        bytes.append(contentsOf: lines.text[range])
    }

    /// Starts a new segment for a byte from `fileOffset` unless it continues the last one.
    private mutating func startSegment(at fileOffset: Int, verbatim: Bool) {
        let last = segments[segments.count - 1]
        let continues: Bool
        if verbatim {
            continues = last.verbatim && last.file + (bytes.count - last.decoded) == fileOffset
        } else {
            continues = !last.verbatim && last.file == fileOffset
        }
        if !continues {
            if last.decoded == bytes.count {
                segments[segments.count - 1] = .init(decoded: bytes.count, file: fileOffset, verbatim: verbatim)
            } else {
                segments.append(.init(decoded: bytes.count, file: fileOffset, verbatim: verbatim))
            }
        }
    }

    /// Appends a scalar produced by an escape that starts at `fileOffset`.
    mutating func append(_ scalar: Unicode.Scalar, from fileOffset: Int) {
        for byte in UTF8.encode(scalar)! { append(byte, from: fileOffset, verbatim: false) }
    }

    /// Whether nothing has been appended.
    var isEmpty: Bool { bytes.isEmpty }

    /// The decoded string and its map.
    func finish() -> (value: String, positions: PositionMap) {
        (String(decoding: bytes, as: UTF8.self), PositionMap(lines: lines, segments: segments))
    }
}

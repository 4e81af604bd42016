/// Steps through compiled text one grapheme cluster at a time, with the columns each takes
/// on a terminal. ASCII is stepped byte by byte; only non-ASCII text pays for grapheme
/// breaking.
struct ClusterIterator {
    struct Cluster {
        var utf8: Int
        var utf16: Int
        var utf8Length: Int
        var utf16Length: Int
        var columns: Int
        var isNewline = false
        var isSpace = false
    }

    private let bytes: [UInt8]
    private let runs: RunList
    /// The whole text as a `String`, made only for a cluster longer than a window.
    private var text: String?
    private let compiled: CompiledText
    private var offset: Int
    private var utf16: Int
    private var runIndex = 0

    /// Steps through `compiled` from a cluster boundary.
    init(_ compiled: CompiledText, from offset: Int = 0, utf16: Int = 0) {
        self.compiled = compiled
        self.bytes = compiled.utf8Text
        self.runs = compiled.runs
        self.offset = offset
        self.utf16 = utf16
    }

    /// The grapheme cluster that starts at `offset`: found in a 64-byte window, or in the whole
    /// text when the cluster may be longer than that.
    private mutating func character(at offset: Int) -> Character {
        let window = min(bytes.count, offset + 64)
        let nearby = String(decoding: bytes[offset..<window], as: UTF8.self)
        if let first = nearby.first, first.utf8.count < window - offset - 4 || window == bytes.count {
            return first
        }
        if text == nil { text = compiled.makeText() }
        let utf8View = text!.utf8
        return text![utf8View.index(utf8View.startIndex, offsetBy: offset)]
    }

    /// Continues from another position (a cluster boundary).
    mutating func seek(to offset: Int, utf16: Int) {
        self.offset = offset
        self.utf16 = utf16
    }

    /// The next cluster; `column` is where it starts (tabs depend on it).
    mutating func next(column: Int) -> Cluster? {
        let count = bytes.count
        guard offset < count else { return nil }
        let byte = bytes[offset]
        var cluster: Cluster
        // Control characters are always clusters of their own; other ASCII is when the next
        // byte is ASCII too.
        if byte < 0x80, byte < 0x20 || byte == 0x7F || offset + 1 == count || bytes[offset + 1] < 0x80 {
            cluster = Cluster(utf8: offset, utf16: utf16, utf8Length: 1, utf16Length: 1, columns: 1)
            switch byte {
            case UInt8(ascii: "\n"): cluster.isNewline = true; cluster.columns = 0
            case UInt8(ascii: "\r") where offset + 1 < count && bytes[offset + 1] == UInt8(ascii: "\n"): cluster.columns = 0
            case UInt8(ascii: " "): cluster.isSpace = true
            case UInt8(ascii: "\t"): cluster.columns = 8 - column % 8
            default: break
            }
        } else {
            let character = self.character(at: offset)
            cluster = Cluster(utf8: offset, utf16: utf16, utf8Length: character.utf8.count,
                              utf16Length: character.utf16.count, columns: DisplayWidth.columns(of: character))
            cluster.isSpace = character == " "
            if character == "\u{FFFC}", let image = image(at: offset) {
                cluster.columns = DisplayWidth.columns(of: image.alt ?? "")
            }
        }
        offset += cluster.utf8Length
        utf16 += cluster.utf16Length
        return cluster
    }

    /// The image of the run containing `offset`, if that run is an image.
    private mutating func image(at offset: Int) -> ImageAttributes? {
        while runIndex < runs.count, runs.range(at: runIndex).utf8.upperBound <= offset { runIndex += 1 }
        if runIndex < runs.count, runs.range(at: runIndex).utf8.lowerBound > offset { runIndex = 0 }
        while runIndex < runs.count, runs.range(at: runIndex).utf8.upperBound <= offset { runIndex += 1 }
        return runIndex < runs.count ? runs[runIndex].attributes.image : nil
    }
}

/// The common case of non-ASCII text: a scalar that forms a grapheme cluster by itself,
/// recognized from its bytes and the next scalar's, without `Character`'s grapheme breaking.
///
/// It answers only when that is certain: the scalar is not one that joins what follows
/// (regional indicators, Hangul jamo, U+FFFC which may be an image), and the next scalar is
/// ASCII, Latin-1, or a wide character that does not extend (not an emoji modifier).
enum SimpleCluster {
    struct Result {
        var columns: Int
        var utf8Length: Int
        var utf16Length: Int
    }

    static func at(_ offset: Int, in bytes: [UInt8]) -> Result? {
        guard let (scalar, length) = decode(offset, bytes) else { return nil }
        switch scalar {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xD7B0...0xD7FF, 0x1F1E6...0x1F1FF, 0xFFFC: return nil
        default: break
        }
        guard nextStartsCluster(offset + length, in: bytes) else { return nil }
        return Result(columns: DisplayWidth.columns(of: Unicode.Scalar(scalar)!), utf8Length: length, utf16Length: scalar > 0xFFFF ? 2 : 1)
    }

    /// Whether the scalar at `offset` (or the end of the text) certainly starts a new grapheme
    /// cluster: it is ASCII, Latin-1, or a wide character that is not an emoji modifier.
    static func nextStartsCluster(_ offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset < bytes.count, bytes[offset] >= 0x80 else { return true }
        guard let (following, _) = decode(offset, bytes) else { return false }
        return following < 0x300
            || (DisplayWidth.columns(of: Unicode.Scalar(following)!) == 2 && !(0x1F3FB...0x1F3FF).contains(following))
    }

    /// Decodes the (valid) UTF-8 scalar at `offset`.
    private static func decode(_ offset: Int, _ bytes: [UInt8]) -> (UInt32, Int)? {
        let byte = bytes[offset]
        switch byte {
        case 0..<0x80: return (UInt32(byte), 1)
        case 0xC0..<0xE0 where offset + 1 < bytes.count:
            return (UInt32(byte & 0x1F) << 6 | UInt32(bytes[offset + 1] & 0x3F), 2)
        case 0xE0..<0xF0 where offset + 2 < bytes.count:
            return (UInt32(byte & 0x0F) << 12 | UInt32(bytes[offset + 1] & 0x3F) << 6 | UInt32(bytes[offset + 2] & 0x3F), 3)
        case 0xF0...0xF4 where offset + 3 < bytes.count:
            return (UInt32(byte & 0x07) << 18 | UInt32(bytes[offset + 1] & 0x3F) << 12 | UInt32(bytes[offset + 2] & 0x3F) << 6 | UInt32(bytes[offset + 3] & 0x3F), 4)
        default: return nil
        }
    }
}

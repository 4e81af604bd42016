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
    private let text: String
    private var offset: Int
    private var utf16: Int
    private var runIndex = 0

    /// Steps through `compiled`, whose text is also given as `text` (made once by the caller).
    init(_ compiled: CompiledText, text: String, from offset: Int = 0, utf16: Int = 0) {
        self.bytes = compiled.utf8Text
        self.runs = compiled.runs
        self.text = text
        self.offset = offset
        self.utf16 = utf16
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
        if byte < 0x80, offset + 1 == count || bytes[offset + 1] < 0x80 {
            cluster = Cluster(utf8: offset, utf16: utf16, utf8Length: 1, utf16Length: 1, columns: 1)
            switch byte {
            case UInt8(ascii: "\n"): cluster.isNewline = true; cluster.columns = 0
            case UInt8(ascii: "\r") where offset + 1 < count && bytes[offset + 1] == UInt8(ascii: "\n"): cluster.columns = 0
            case UInt8(ascii: " "): cluster.isSpace = true
            case UInt8(ascii: "\t"): cluster.columns = 8 - column % 8
            default: break
            }
        } else {
            let utf8View = text.utf8
            let index = utf8View.index(utf8View.startIndex, offsetBy: offset)
            let character = text[index]
            cluster = Cluster(utf8: offset, utf16: utf16, utf8Length: character.utf8.count,
                              utf16Length: character.utf16.count, columns: DisplayWidth.columns(of: character))
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

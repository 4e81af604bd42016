import StyleMarkup

/// Undoes Android resource string escaping the way aapt2 does, after XML entities are decoded:
///
/// - an unescaped `"` toggles quoting and is dropped;
/// - outside quotes, a run of white space becomes one space, and white space at the start
///   and end of the string is dropped;
/// - `\n` and `\t` are a line feed and a tab, `\uXXXX` a character, and a backslash before any
///   other character (`\"`, `\'`, `\\`, `\@`, `\?`) is dropped.
///
/// Child elements (`<b>`, `<a href="…">`) are appended as written, outside this processing.
struct AndroidTextBuilder: DecodedTextSink {
    private(set) var builder: DecodedTextBuilder
    private let lines: LineTable
    private var quoted = false
    /// The offset of a backslash whose escape is not complete yet.
    private var escapeOffset: Int?
    /// For `\u`: the hex digits read so far.
    private var unicodeDigits: (count: Int, value: UInt32)?
    /// A white space run not yet written: where it starts and whether it is one plain space.
    private var pendingSpace: (offset: Int, verbatim: Bool)?
    private var wroteSomething = false
    /// Whether an unescaped `"` was dropped.
    private(set) var droppedQuotes = false

    init(lines: LineTable, startingAt offset: Int) {
        builder = DecodedTextBuilder(lines: lines, startingAt: offset)
        self.lines = lines
    }

    /// Processes the file's bytes in `range` as decoded character data copied verbatim: runs
    /// with nothing to undo (no backslash, quote, or white space outside quotes) are copied
    /// in one step, the other bytes go through ``append(_:from:verbatim:)``.
    mutating func appendVerbatim(_ range: Range<Int>) {
        let text = lines.text
        var index = range.lowerBound
        while index < range.upperBound {
            if escapeOffset == nil {
                let run = index
                while index < range.upperBound, isPlain(text[index]) { index += 1 }
                if index > run {
                    flushSpace()
                    builder.appendVerbatim(run..<index)
                    wroteSomething = true
                    continue
                }
            }
            append(text[index], from: index, verbatim: true)
            index += 1
        }
    }

    /// Whether `byte`, with no escape pending, is written as it is.
    private func isPlain(_ byte: UInt8) -> Bool {
        byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "\"") && (quoted || !Self.isSpace(byte))
    }

    /// Processes one byte of decoded character data.
    mutating func append(_ byte: UInt8, from offset: Int, verbatim: Bool) {
        if let (count, value) = unicodeDigits, let escape = escapeOffset {
            if let digit = Self.hexValue(byte) {
                let newValue = value * 16 + digit
                if count + 1 == 4 {
                    unicodeDigits = nil
                    escapeOffset = nil
                    write(Unicode.Scalar(newValue) ?? "\u{FFFD}", from: escape)
                } else {
                    unicodeDigits = (count + 1, newValue)
                }
                return
            }
            // Fewer than four digits: aapt2 rejects the string; keep the text as written.
            unicodeDigits = nil
            escapeOffset = nil
            writeByte(UInt8(ascii: "u"), from: escape, verbatim: false)
        }
        if let escape = escapeOffset {
            escapeOffset = nil
            switch byte {
            case UInt8(ascii: "n"): writeByte(0x0A, from: escape, verbatim: false)
            case UInt8(ascii: "t"): writeByte(0x09, from: escape, verbatim: false)
            case UInt8(ascii: "u"):
                escapeOffset = escape
                unicodeDigits = (0, 0)
            default: writeByte(byte, from: escape, verbatim: false)
            }
            return
        }
        if byte == UInt8(ascii: "\\") {
            escapeOffset = offset
            return
        }
        if byte == UInt8(ascii: "\"") {
            quoted.toggle()
            droppedQuotes = true
            return
        }
        if !quoted, Self.isSpace(byte) {
            if pendingSpace == nil, wroteSomething { pendingSpace = (offset, verbatim && byte == 0x20) }
            return
        }
        writeByte(byte, from: offset, verbatim: verbatim)
    }

    /// Appends a child element's tag as written in the file.
    mutating func appendRaw(_ range: Range<Int>) {
        flushSpace()
        builder.appendVerbatim(range)
        wroteSomething = true
    }

    private mutating func writeByte(_ byte: UInt8, from offset: Int, verbatim: Bool) {
        flushSpace()
        builder.append(byte, from: offset, verbatim: verbatim)
        wroteSomething = true
    }

    private mutating func write(_ scalar: Unicode.Scalar, from offset: Int) {
        for byte in UTF8.encode(scalar)! { writeByte(byte, from: offset, verbatim: false) }
    }

    private mutating func flushSpace() {
        if let space = pendingSpace {
            pendingSpace = nil
            builder.append(0x20, from: space.offset, verbatim: space.verbatim)
        }
    }

    /// The decoded string; trailing white space outside quotes is dropped.
    mutating func finish() -> (value: String, positions: PositionMap) {
        if let escape = escapeOffset {
            // A backslash at the very end, or an incomplete `\u`.
            writeByte(UInt8(ascii: unicodeDigits == nil ? "\\" : "u"), from: escape, verbatim: false)
        }
        return builder.finish()
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}

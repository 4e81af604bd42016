/// Where compiled text lands on a terminal: word-wrapped to a width, measured in display
/// columns, so a terminal UI can map a mouse click to the character, run, link or action
/// under it, and draw a link that spans several lines.
///
/// ```swift
/// let layout = TerminalLayout(compiled, width: 40)
/// layout.position(ofUTF16Offset: 12)          // Position(row: 0, column: 12)
/// layout.rectangles(forUTF16Range: 30..<50)   // one Rectangle per line the range covers
/// layout.link(atRow: 1, column: 3)            // the link drawn there, if any
/// ```
///
/// Lines break at white space; a word longer than the width breaks between grapheme
/// clusters, never inside one. Images take the width of their `alt` text, control characters
/// one column (they are shown as pictures), a tab runs to the next multiple of eight.
package struct TerminalLayout: Sendable {
    /// A cell on the terminal, both from 0.
    package struct Position: Hashable, Sendable {
        /// The line, from 0.
        package var row: Int
        /// The column, from 0.
        package var column: Int

        /// Creates a position.
        package init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The cells of one line that a range covers.
    package struct Rectangle: Hashable, Sendable {
        /// The line, from 0.
        package var row: Int
        /// The first column, from 0.
        package var column: Int
        /// How many columns.
        package var width: Int

        /// Creates a rectangle.
        package init(row: Int, column: Int, width: Int) {
            self.row = row
            self.column = column
            self.width = width
        }
    }

    /// A line break in the output: the text's own newline, a space the wrap turns into a line
    /// break, or a break inserted inside a word longer than the width.
    struct Break: Sendable {
        enum Kind: Sendable { case newline, replacesSpace, inserted }
        var utf8: Int
        var kind: Kind
    }

    /// The width lines are wrapped to, or `nil` for no wrapping.
    package let width: Int?
    let compiled: CompiledText
    let breaks: [Break]
    /// Where each line starts (UTF-8 and UTF-16 offsets of its first character).
    private let lineStarts: [(utf8: Int, utf16: Int)]

    /// Lays out `compiled`, wrapping to `width` columns (`nil` or less than 1: no wrapping).
    package init(_ compiled: CompiledText, width: Int?) {
        self.compiled = compiled
        self.width = width.flatMap { $0 > 0 ? $0 : nil }
        let bytes = compiled.utf8Text
        var breaks: [Break] = []
        var lineStarts: [(utf8: Int, utf16: Int)] = [(0, 0)]
        guard let width = self.width else {
            // Without wrapping only the text's own newlines break lines: no measuring needed.
            var utf16 = 0
            var previous = 0
            var offset = 0
            while let newline = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) {
                bytes.withUnsafeBufferPointer { buffer in
                    utf16 += UTF8Scanning.validatedUTF16Count(buffer.baseAddress!, previous, newline) ?? 0
                }
                breaks.append(Break(utf8: newline, kind: .newline))
                lineStarts.append((newline + 1, utf16 + 1))
                utf16 += 1
                previous = newline + 1
                offset = newline + 1
            }
            self.breaks = breaks
            self.lineStarts = lineStarts
            return
        }
        var column = 0
        var lastSpace: (utf8: Int, utf16: Int, columnAfter: Int)?
        // Places one cluster: the greedy word wrap.
        func place(_ utf8: Int, _ utf16: Int, columns: Int, isSpace: Bool) {
            if column + columns > width, column > 0, columns > 0 {
                if isSpace {
                    breaks.append(Break(utf8: utf8, kind: .replacesSpace))
                    lineStarts.append((utf8 + 1, utf16 + 1))
                    column = 0
                    lastSpace = nil
                    return
                }
                if let space = lastSpace {
                    breaks.append(Break(utf8: space.utf8, kind: .replacesSpace))
                    lineStarts.append((space.utf8 + 1, space.utf16 + 1))
                    column -= space.columnAfter
                    lastSpace = nil
                }
                if column + columns > width, column > 0 {
                    breaks.append(Break(utf8: utf8, kind: .inserted))
                    lineStarts.append((utf8, utf16))
                    column = 0
                }
            }
            column += columns
            if isSpace { lastSpace = (utf8, utf16, column) }
        }
        let count = bytes.count
        var offset = 0
        var utf16 = 0
        var clusters: ClusterIterator?
        while offset < count {
            let byte = bytes[offset]
            if byte < 0x80, byte < 0x20 || byte == 0x7F || offset + 1 == count || bytes[offset + 1] < 0x80
                || SimpleCluster.nextStartsCluster(offset + 1, in: bytes) {
                // ASCII, measured inline.
                switch byte {
                case UInt8(ascii: "\n"):
                    breaks.append(Break(utf8: offset, kind: .newline))
                    lineStarts.append((offset + 1, utf16 + 1))
                    column = 0
                    lastSpace = nil
                case UInt8(ascii: " "): place(offset, utf16, columns: 1, isSpace: true)
                case UInt8(ascii: "\t"): place(offset, utf16, columns: 8 - column % 8, isSpace: false)
                case UInt8(ascii: "\r") where offset + 1 < count && bytes[offset + 1] == UInt8(ascii: "\n"): break
                default: place(offset, utf16, columns: 1, isSpace: false)
                }
                offset += 1
                utf16 += 1
                continue
            }
            if byte >= 0x80, let simple = SimpleCluster.at(offset, in: bytes) {
                // A scalar that is a grapheme cluster on its own: no grapheme breaking needed.
                place(offset, utf16, columns: simple.columns, isSpace: false)
                offset += simple.utf8Length
                utf16 += simple.utf16Length
                continue
            }
            if clusters == nil {
                clusters = ClusterIterator(compiled)
            }
            clusters!.seek(to: offset, utf16: utf16)
            let cluster = clusters!.next(column: column)!
            place(cluster.utf8, cluster.utf16, columns: cluster.columns, isSpace: cluster.isSpace)
            offset += cluster.utf8Length
            utf16 += cluster.utf16Length
        }
        self.breaks = breaks
        self.lineStarts = lineStarts
    }

    /// How many lines the text takes.
    package var rowCount: Int { compiled.utf8Text.isEmpty ? 0 : lineStarts.count }

    private func row(ofUTF16Offset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle].utf16 <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Walks the clusters of line `row`, calling `body` with each cluster and its column,
    /// until `body` returns false or the line ends.
    private func walk(row: Int, _ body: (ClusterIterator.Cluster, Int) -> Bool) {
        let start = lineStarts[row]
        let end = row + 1 < lineStarts.count ? lineStarts[row + 1].utf8 : compiled.utf8Text.count
        var clusters = ClusterIterator(compiled, from: start.utf8, utf16: start.utf16)
        var column = 0
        while let cluster = clusters.next(column: column), cluster.utf8 < end {
            if row + 1 < lineStarts.count, cluster.utf8 + 1 == end, breaks[row].kind == .replacesSpace {
                return  // the space the wrap turned into the line break is not drawn
            }
            if cluster.isNewline {
                _ = body(cluster, column)
                return
            }
            if !body(cluster, column) { return }
            column += cluster.columns
        }
    }

    /// The row and column where the character at a UTF-16 offset is drawn, or `nil` outside the text.
    package func position(ofUTF16Offset offset: Int) -> Position? {
        guard offset >= 0, offset < compiled.utf16Count else { return nil }
        let row = row(ofUTF16Offset: offset)
        var result: Position?
        walk(row: row) { cluster, column in
            if cluster.utf16 + cluster.utf16Length > offset {
                result = Position(row: row, column: column)
                return false
            }
            return true
        }
        return result
    }

    /// The UTF-16 offset of the character drawn at a row and column, or `nil` for an empty cell.
    package func utf16Offset(atRow row: Int, column: Int) -> Int? {
        guard row >= 0, row < rowCount, column >= 0 else { return nil }
        var result: Int?
        walk(row: row) { cluster, start in
            if column < start + max(cluster.columns, 1) {
                if column >= start, !cluster.isNewline { result = cluster.utf16 }
                return false
            }
            return true
        }
        return result
    }

    /// The rectangles, one per line, that the characters of a UTF-16 range cover.
    package func rectangles(forUTF16Range range: Range<Int>) -> [Rectangle] {
        let lower = max(range.lowerBound, 0)
        let upper = min(range.upperBound, compiled.utf16Count)
        guard lower < upper else { return [] }
        var result: [Rectangle] = []
        for row in self.row(ofUTF16Offset: lower)...self.row(ofUTF16Offset: upper - 1) {
            var first: Int?
            var last = 0
            walk(row: row) { cluster, column in
                if cluster.utf16 >= upper { return false }
                if cluster.utf16 + cluster.utf16Length > lower, !cluster.isNewline, cluster.columns > 0 {
                    if first == nil { first = column }
                    last = column + cluster.columns
                }
                return true
            }
            if let first, last > first { result.append(Rectangle(row: row, column: first, width: last - first)) }
        }
        return result
    }

    /// The run drawn at a row and column.
    package func run(atRow row: Int, column: Int) -> Run? {
        utf16Offset(atRow: row, column: column).flatMap { compiled.run(atUTF16Offset: $0) }
    }

    /// The link drawn at a row and column.
    package func link(atRow row: Int, column: Int) -> String? {
        run(atRow: row, column: column)?.attributes.link
    }

    /// The action drawn at a row and column.
    package func action(atRow row: Int, column: Int) -> String? {
        run(atRow: row, column: column)?.attributes.action
    }
}

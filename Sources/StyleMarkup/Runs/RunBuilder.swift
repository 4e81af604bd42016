/// Cuts the text into maximal runs of equal attributes.
///
/// One sweep over the tags in document order with a stack of open tags. Each stack entry holds
/// the id of the attributes merged so far in the book's ``StyleTable``, so entering a tag costs
/// one lookup of a (set, contribution) pair, merged only the first time any text meets it, and
/// nothing is recomputed per nesting level: the work is linear in text segments plus tags.
/// Comparing neighbours is comparing two integers.
struct RunBuilder {
    private let table: StyleTable
    /// The text's own style numbers: its distinct sets in order of first use, each the table's
    /// id `global[local]`. A short string has a handful, found by a linear search; past eight,
    /// `local`, indexed by the table's ids (which are dense), finds them.
    private var global: [UInt32] = []
    private var local: [UInt32] = []
    private var bounds: [RunList.Bound] = []
    private var position8: UInt32 = 0
    private var position16: UInt32 = 0
    /// The table's id of the last run's set.
    private var last = RunBuilder.none
    private static let none = UInt32.max

    private init(table: StyleTable, tagCount: Int) {
        self.table = table
        global.reserveCapacity(min(tagCount + 1, 16))
        bounds.reserveCapacity(tagCount * 2 + 1)
    }

    /// The runs of a text of `utf8Count` bytes with `tags` (in document order), and what each
    /// tag resolved to: `resolve` gives the tag at an index its contribution in `table`, and is
    /// called for each tag in order. `stack` is scratch space (emptied, its capacity kept). Call
    /// holding `table`'s lock.
    static func build(tags: TagTokens, table: StyleTable, utf8Count: Int, utf16Count: Int, stack: inout [OpenTag],
                      resolve: (Int) throws(CompileError) -> TagResolution) throws(CompileError)
        -> (runs: RunList, resolutions: [TagResolution]) {
        var builder = RunBuilder(table: table, tagCount: tags.count)
        var resolutions: [TagResolution] = []
        resolutions.reserveCapacity(tags.count)
        stack.removeAll(keepingCapacity: true)
        let bodyStyle = StyleTable.body
        var current = bodyStyle
        for index in tags.indices {
            let range = tags[index].range
            while let top = stack.last, top.end8 <= range.utf8Start {
                builder.emit(upTo: top.end8, top.end16, style: current)
                stack.removeLast()
                current = stack.last?.style ?? bodyStyle
            }
            builder.emit(upTo: range.utf8Start, range.utf16Start, style: current)
            let resolution = try resolve(index)
            resolutions.append(resolution)
            let style = table.merge(current, resolution.contribution)
            stack.append(OpenTag(end8: range.utf8End, end16: range.utf16End, style: style))
            current = style
        }
        while let top = stack.popLast() {
            builder.emit(upTo: top.end8, top.end16, style: current)
            current = stack.last?.style ?? bodyStyle
        }
        builder.emit(upTo: UInt32(utf8Count), UInt32(utf16Count), style: current)
        if builder.bounds.isEmpty { _ = builder.localIndex(current) }
        let runs = RunList(bounds: builder.bounds, table: table, tableIDs: builder.global, utf8End: UInt32(utf8Count),
                           utf16End: UInt32(utf16Count))
        return (runs, resolutions)
    }

    /// Ends the current run at `end8`/`end16` with the set `style` (a table id).
    private mutating func emit(upTo end8: UInt32, _ end16: UInt32, style: UInt32) {
        guard end8 > position8 else { return }
        if style != last {
            bounds.append(RunList.Bound(utf8Start: position8, utf16Start: position16, style: localIndex(style)))
            last = style
        }
        position8 = end8
        position16 = end16
    }

    /// The text's own number of the table's set `id`.
    private mutating func localIndex(_ id: UInt32) -> UInt32 {
        if local.isEmpty {
            if let index = global.firstIndex(of: id) { return UInt32(index) }
            global.append(id)
            if global.count > 8 {
                local = [UInt32](repeating: Self.none, count: table.count)
                for (index, id) in global.enumerated() { local[Int(id)] = UInt32(index) }
            }
            return UInt32(global.count - 1)
        }
        if Int(id) >= local.count { local.append(contentsOf: repeatElement(Self.none, count: Int(id) + 1 - local.count)) }
        if local[Int(id)] != Self.none { return local[Int(id)] }
        global.append(id)
        local[Int(id)] = UInt32(global.count - 1)
        return UInt32(global.count - 1)
    }
}

/// An open tag while ``RunBuilder`` sweeps: where it ends, and the table's id of the set inside it.
struct OpenTag {
    var end8: UInt32
    var end16: UInt32
    var style: UInt32
}

/// Cuts the text into maximal runs of equal attributes.
///
/// One sweep over the tags in document order with a stack of open tags. Each stack entry holds
/// the id of the attributes merged so far in the book's ``StyleTable``, so entering a tag costs
/// one lookup of a (set, contribution) pair, merged only the first time any text meets it, and
/// nothing is recomputed per nesting level: the work is linear in text segments plus tags.
/// Comparing neighbours is comparing two integers.
///
/// The runs are written straight into the text's ``RunStorage`` (a new one, or one a text
/// compiled into again held alone), which has room for the most
/// bounds and sets `t` tags can give (each tag ends at most two runs: where it opens and where
/// it closes, and the text's end one more, so `2t + 1` bounds and as many sets at most).
struct RunBuilder {
    private let table: StyleTable
    private let storage: RunStorage
    /// The text's own style numbers: its distinct sets in order of first use, each the table's
    /// id `ids[local]`. A short string has a handful, found by a linear search; past eight,
    /// `local`, indexed by the table's ids (which are dense), finds them.
    private var ids: SlotWriter<UInt32>
    private var local: [UInt32] = []
    private var bounds: SlotWriter<RunList.Bound>
    private var position8: UInt32 = 0
    private var position16: UInt32 = 0
    /// The table's id of the last run's set.
    private var last = RunBuilder.none
    private static let none = UInt32.max

    private init(table: StyleTable, tagCount: Int, reusing old: RunStorage?, roomForTags: Int) {
        self.table = table
        let capacity = tagCount * 2 + 1
        if let old, old.fits(bounds: capacity, resolutions: tagCount, ids: capacity) {
            old.empty()
            storage = old
        } else {
            let room = max(tagCount, roomForTags)
            storage = RunStorage.make(bounds: room * 2 + 1, resolutions: room, ids: room * 2 + 1)
        }
        bounds = SlotWriter(storage.bounds, capacity: capacity)
        ids = SlotWriter(storage.ids, capacity: capacity)
    }

    /// The runs of a text of `utf8Count` bytes with `tags` (in document order), with what each
    /// tag resolved to, in a new ``RunStorage``: `resolve` gives the tag at an index its
    /// contribution in `table`, and is called for each tag in order. `stack` is scratch space
    /// (emptied, its capacity kept). Call holding `table`'s lock.
    ///
    /// `old`, a storage nothing else holds, is filled again when it has room; otherwise a new
    /// storage has room for at least `roomForTags` tags (so one kept for reuse fits most texts).
    static func build(tags: TagTokens, table: StyleTable, utf8Count: Int, utf16Count: Int, stack: inout [OpenTag],
                      reusing old: RunStorage? = nil, roomForTags: Int = 0,
                      resolve: (Int) throws(CompileError) -> TagResolution) throws(CompileError) -> RunStorage {
        var builder = RunBuilder(table: table, tagCount: tags.count, reusing: old, roomForTags: roomForTags)
        let resolutions = builder.storage.resolutions
        // Empty after every build but one that threw (emptying an empty array is a call that
        // costs a short string about 50 instructions).
        if !stack.isEmpty { stack.removeAll(keepingCapacity: true) }
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
            (resolutions + index).initialize(to: resolution)
            let style = table.merge(current, resolution.contribution)
            stack.append(OpenTag(end8: range.utf8End, end16: range.utf16End, style: style))
            current = style
        }
        while let top = stack.popLast() {
            builder.emit(upTo: top.end8, top.end16, style: current)
            current = stack.last?.style ?? bodyStyle
        }
        builder.emit(upTo: UInt32(utf8Count), UInt32(utf16Count), style: current)
        if builder.bounds.count == 0 { _ = builder.localIndex(current) }
        let header = builder.storage.headerPointer
        header.pointee.boundCount = builder.bounds.count
        header.pointee.idCount = builder.ids.count
        header.pointee.table = table
        header.pointee.sideTables = table.sideTables
        return builder.storage
    }

    /// Ends the current run at `end8`/`end16` with the set `style` (a table id).
    private mutating func emit(upTo end8: UInt32, _ end16: UInt32, style: UInt32) {
        guard end8 > position8 else { return }
        if style != last {
            let index = localIndex(style)
            bounds.append(RunList.Bound(utf8Start: position8, utf16Start: position16, style: index), overflow: "more runs than 2 per tag and 1")
            last = style
        }
        position8 = end8
        position16 = end16
    }

    /// Adds the table's set `id` to the text's sets.
    private mutating func append(_ id: UInt32) -> UInt32 {
        ids.append(id, overflow: "more sets than runs")
        return UInt32(ids.count - 1)
    }

    /// The text's own number of the table's set `id`.
    private mutating func localIndex(_ id: UInt32) -> UInt32 {
        if local.isEmpty {
            for index in 0..<ids.count where ids[index] == id { return UInt32(index) }
            let index = append(id)
            if ids.count > 8 {
                local = [UInt32](repeating: Self.none, count: table.count)
                for index in 0..<ids.count { local[Int(ids[index])] = UInt32(index) }
            }
            return index
        }
        if Int(id) >= local.count { local.append(contentsOf: repeatElement(Self.none, count: Int(id) + 1 - local.count)) }
        if local[Int(id)] != Self.none { return local[Int(id)] }
        let index = append(id)
        local[Int(id)] = index
        return index
    }
}

/// An open tag while ``RunBuilder`` sweeps: where it ends, and the table's id of the set inside it.
struct OpenTag {
    var end8: UInt32
    var end16: UInt32
    var style: UInt32
}

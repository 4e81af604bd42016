/// Cuts the text into maximal runs of equal attributes.
///
/// One sweep over the tags in document order with a stack of open tags. Each stack entry holds
/// the id of the attributes merged so far in the book's ``StyleTable``, so entering a tag costs
/// one lookup of a (set, contribution) pair, merged only the first time any text meets it, and
/// nothing is recomputed per nesting level: the work is linear in text segments plus tags.
/// Comparing neighbours is comparing two integers.
enum RunBuilder {
    /// The runs of a text of `utf8Count` bytes whose tags (in document order) contribute
    /// `contributions` (ids in `table`). Call holding `table`'s lock.
    static func build<T: TagRange>(tags: [T], contributions: [UInt32], table: StyleTable, utf8Count: Int, utf16Count: Int) -> RunList {
        // The text's own style numbers: its distinct sets in order of first use, each the
        // table's id `global[local]`. A short string has a handful, found by a linear search;
        // past eight, an array indexed by the table's ids (which are dense) finds them.
        var global: [UInt32] = []
        global.reserveCapacity(min(tags.count + 1, 16))
        var local: [UInt32] = []
        let none = UInt32.max
        func localIndex(_ id: UInt32) -> UInt32 {
            if local.isEmpty {
                if let index = global.firstIndex(of: id) { return UInt32(index) }
                global.append(id)
                if global.count > 8 {
                    local = [UInt32](repeating: none, count: table.styles.count)
                    for (index, id) in global.enumerated() { local[Int(id)] = UInt32(index) }
                }
                return UInt32(global.count - 1)
            }
            if Int(id) >= local.count { local.append(contentsOf: repeatElement(none, count: Int(id) + 1 - local.count)) }
            if local[Int(id)] != none { return local[Int(id)] }
            global.append(id)
            local[Int(id)] = UInt32(global.count - 1)
            return UInt32(global.count - 1)
        }
        var bounds: [RunList.Bound] = []
        bounds.reserveCapacity(tags.count * 2 + 1)
        var position8: UInt32 = 0
        var position16: UInt32 = 0
        var last = none  // the table's id of the last run's set
        func emit(upTo end8: UInt32, _ end16: UInt32, style: UInt32) {
            guard end8 > position8 else { return }
            if style != last {
                bounds.append(RunList.Bound(utf8Start: position8, utf16Start: position16, style: localIndex(style)))
                last = style
            }
            position8 = end8
            position16 = end16
        }
        // Stack of open tags: end offsets and the table's id of the set inside the tag.
        var stack: [(end8: UInt32, end16: UInt32, style: UInt32)] = []
        stack.reserveCapacity(min(tags.count, 16))
        let bodyStyle = StyleTable.body
        var current = bodyStyle
        for index in tags.indices {
            let range = tags[index].range
            while let top = stack.last, top.end8 <= range.utf8Start {
                emit(upTo: top.end8, top.end16, style: current)
                stack.removeLast()
                current = stack.last?.style ?? bodyStyle
            }
            emit(upTo: range.utf8Start, range.utf16Start, style: current)
            let style = table.merge(current, contributions[index])
            stack.append((range.utf8End, range.utf16End, style))
            current = style
        }
        while let top = stack.popLast() {
            emit(upTo: top.end8, top.end16, style: current)
            current = stack.last?.style ?? bodyStyle
        }
        emit(upTo: UInt32(utf8Count), UInt32(utf16Count), style: current)
        if bounds.isEmpty { _ = localIndex(current) }
        let styles = global.map { table.styles[Int($0)] }
        return RunList(bounds: bounds, styles: styles, utf8End: UInt32(utf8Count), utf16End: UInt32(utf16Count),
                       table: table, tableIDs: global)
    }
}

/// A tag occurrence's range of the output text: what ``RunBuilder`` reads of ``Tag`` and ``TagToken``.
protocol TagRange {
    var range: TextRange { get }
}

extension Tag: TagRange {}
extension TagToken: TagRange {}

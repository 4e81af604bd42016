/// Cuts the text into maximal runs of equal attributes.
///
/// One sweep over the tags in document order with a stack of open tags. Each stack entry holds
/// the attributes merged so far, so entering a tag costs one merge and nothing is recomputed per
/// nesting level: the work is linear in text segments plus tags. Distinct attribute sets are
/// interned, so comparing neighbours is comparing two integers.
enum RunBuilder {
    static func build(tags: [Tag], contributions: [StyleAttributes], body: StyleAttributes, utf8Count: Int, utf16Count: Int) -> RunList {
        var styles: [StyleAttributes] = []
        var styleIndex: [StyleAttributes: UInt32] = [:]
        func intern(_ attributes: StyleAttributes) -> UInt32 {
            if let index = styleIndex[attributes] { return index }
            let index = UInt32(styles.count)
            styles.append(attributes)
            styleIndex[attributes] = index
            return index
        }
        var bounds: [RunList.Bound] = []
        bounds.reserveCapacity(tags.count * 2 + 1)
        var position8: UInt32 = 0
        var position16: UInt32 = 0
        func emit(upTo end8: UInt32, _ end16: UInt32, style: UInt32) {
            guard end8 > position8 else { return }
            if bounds.last?.style != style {
                bounds.append(RunList.Bound(utf8Start: position8, utf16Start: position16, style: style))
            }
            position8 = end8
            position16 = end16
        }
        // Stack of (end offsets, interned attributes, merged attributes).
        var stack: [(end8: UInt32, end16: UInt32, style: UInt32, attributes: StyleAttributes)] = []
        let bodyStyle = intern(body)
        var current = (style: bodyStyle, attributes: body)
        for (index, tag) in tags.enumerated() {
            let range = tag.range
            while let top = stack.last, top.end8 <= range.utf8Start {
                emit(upTo: top.end8, top.end16, style: current.style)
                stack.removeLast()
                current = stack.last.map { ($0.style, $0.attributes) } ?? (bodyStyle, body)
            }
            emit(upTo: range.utf8Start, range.utf16Start, style: current.style)
            let merged = current.attributes.merging(contributions[index])
            let style = merged == current.attributes ? current.style : intern(merged)
            stack.append((range.utf8End, range.utf16End, style, merged))
            current = (style, merged)
        }
        while let top = stack.popLast() {
            emit(upTo: top.end8, top.end16, style: current.style)
            current = stack.last.map { ($0.style, $0.attributes) } ?? (bodyStyle, body)
        }
        emit(upTo: UInt32(utf8Count), UInt32(utf16Count), style: current.style)
        return RunList(bounds: bounds, styles: styles, utf8End: UInt32(utf8Count), utf16End: UInt32(utf16Count))
    }

}

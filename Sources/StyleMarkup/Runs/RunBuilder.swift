/// Cuts the text into maximal runs of equal attributes.
///
/// One sweep over the tags in document order with a stack of open tags. Each stack entry holds
/// the attributes merged so far, so entering a tag costs one merge and nothing is recomputed per
/// nesting level: the work is linear in text segments plus tags. Distinct attribute sets are
/// interned, so comparing neighbours is comparing two integers.
enum RunBuilder {
    static func build(tags: [Tag], contributions: TagStyler.Contributions, body: StyleAttributes, utf8Count: Int, utf16Count: Int) -> RunList {
        var styles: [StyleAttributes] = []
        // Room for the styles and open tags of a short string up front: growing an array one
        // element at a time reallocates it at every power of two.
        styles.reserveCapacity(min(tags.count + 1, 16))
        // Styles by a cheap hash of a few fields, chained through `sameHash` (index of the next
        // style with the same hash, or `none`). Keying a dictionary by the attributes themselves
        // would compare whole attribute sets at every probe; here a full comparison happens only
        // when the hashes are equal.
        var byHash: [Int: UInt32] = [:]
        var sameHash: [UInt32] = []
        let none = UInt32.max
        // A short string has a handful of styles: compare them directly, and only hash once
        // there are many.
        let linearLimit = 8
        func index(_ attributes: StyleAttributes, hash: Int) {
            sameHash.append(byHash[hash] ?? none)
            byHash[hash] = UInt32(sameHash.count - 1)
        }
        func intern(_ attributes: StyleAttributes) -> UInt32 {
            if styles.count <= linearLimit {
                if let index = styles.firstIndex(where: { mayBeEqual($0, attributes) && $0 == attributes }) { return UInt32(index) }
                styles.append(attributes)
                if styles.count == linearLimit + 1 {
                    for style in styles { index(style, hash: cheapHash(style)) }
                }
                return UInt32(styles.count - 1)
            }
            let hash = cheapHash(attributes)
            var candidate = byHash[hash] ?? none
            while candidate != none {
                if styles[Int(candidate)] == attributes { return candidate }
                candidate = sameHash[Int(candidate)]
            }
            styles.append(attributes)
            index(attributes, hash: hash)
            return UInt32(styles.count - 1)
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
        // Merging a contribution onto an interned style gives the same result every time, so
        // each (style, contribution) pair is merged and hashed once.
        var merges = PairTable()
        // Stack of open tags: end offsets and the interned style inside the tag.
        var stack: [(end8: UInt32, end16: UInt32, style: UInt32)] = []
        stack.reserveCapacity(min(tags.count, 16))
        let bodyStyle = intern(body)
        var current = bodyStyle
        // Tags are read by index: binding each to a variable would copy (retain and release)
        // its name and attributes.
        for index in tags.indices {
            let range = tags[index].range
            while let top = stack.last, top.end8 <= range.utf8Start {
                emit(upTo: top.end8, top.end16, style: current)
                stack.removeLast()
                current = stack.last?.style ?? bodyStyle
            }
            emit(upTo: range.utf8Start, range.utf16Start, style: current)
            let contribution = contributions.ids[index]
            let style: UInt32
            if let known = merges.value(current, contribution) {
                style = known
            } else {
                var merged = styles[Int(current)]
                contributions.apply(contribution, to: &merged)
                style = intern(merged)
                merges.insert(style, for: current, contribution)
            }
            stack.append((range.utf8End, range.utf16End, style))
            current = style
        }
        while let top = stack.popLast() {
            emit(upTo: top.end8, top.end16, style: current)
            current = stack.last?.style ?? bodyStyle
        }
        emit(upTo: UInt32(utf8Count), UInt32(utf16Count), style: current)
        return RunList(bounds: bounds, styles: styles, utf8End: UInt32(utf8Count), utf16End: UInt32(utf16Count))
    }

    /// Whether two attribute sets may be equal: the few fields that usually tell styles apart
    /// agree. Comparing those first spares most full comparisons of two different sets.
    @inline(__always)
    static func mayBeEqual(_ a: StyleAttributes, _ b: StyleAttributes) -> Bool {
        a.font?.weight == b.font?.weight && a.font?.italic == b.font?.italic && a.color == b.color
            && (a.underline == nil) == (b.underline == nil) && a.link == b.link && a.action == b.action
    }

    /// A hash of the few fields that usually tell styles apart (link, action, color, font
    /// weight and slant, underline), cheaper than hashing every nested field.
    static func cheapHash(_ attributes: StyleAttributes) -> Int {
        var hasher = Hasher()
        hasher.combine(attributes.link)
        hasher.combine(attributes.action)
        hasher.combine(attributes.color)
        hasher.combine(attributes.font?.weight)
        hasher.combine(attributes.font?.italic)
        hasher.combine(attributes.underline != nil)
        return hasher.finalize()
    }
}

/// Decides what each tag contributes to the attributes of its text: the `link` style when the
/// tag is a link or action, then the tag's own style, then its `href`.
///
/// The contribution of a tag without `href` depends only on its name, so the style book
/// computes those once (``StyleBook/contributions``); only tags with an `href` are styled here.
struct TagStyler {
    let book: StyleBook
    let strict: Bool
    let parsed: ParsedMarkup

    /// Every distinct contribution, and for each tag (in tag order) the index of its own:
    /// first the book's table, then contributions made here for tags with an `href`.
    struct Contributions {
        var bookTable: [StyleAttributes]
        var extra: [StyleAttributes] = []
        var ids: [UInt32] = []

        /// Merges the contribution `id` onto `attributes`, without copying the contribution.
        func apply(_ id: UInt32, to attributes: inout StyleAttributes) {
            if Int(id) < bookTable.count {
                attributes.merge(bookTable[Int(id)])
            } else {
                attributes.merge(extra[Int(id) - bookTable.count])
            }
        }
    }

    /// A tag name and an `href`, the key of a contribution made for a link.
    private struct LinkKey: Hashable {
        var name: String
        var href: String
    }

    /// The contribution of every tag.
    func styleTags() throws(CompileError) -> Contributions {
        let contributions = book.contributions
        var hrefCache: [LinkKey: UInt32] = [:]
        var result = Contributions(bookTable: contributions.table)
        result.ids.reserveCapacity(parsed.tags.count)
        // A document repeats a few names many times: a small direct-mapped cache in front of the
        // book's dictionary turns most lookups into one string comparison (equal small strings
        // compare by their bits). A short string's few tags go straight to the dictionary.
        var recent: [(name: String, id: UInt32?)] = parsed.tags.count > 16 ? Array(repeating: ("", nil), count: 16) : []
        let tags = parsed.tags
        // Tags are read by index: binding each to a variable would copy (retain and release)
        // its name and attributes.
        for index in tags.indices {
            let known: UInt32?
            let name = tags[index].name
            if recent.isEmpty {
                known = contributions.ids[name]
            } else {
                let utf8 = name.utf8
                let slot = (utf8.count &* 7 &+ Int(utf8.first ?? 0)) & 15
                if recent[slot].name == name {
                    known = recent[slot].id
                } else {
                    known = contributions.ids[name]
                    recent[slot] = (name, known)
                }
            }
            if known == nil && strict {
                throw CompileError(rule: "unknown-tag",
                                   message: "unknown tag <\(name)>: the style book has no style \"\(name)\"\(Suggestions.hint(for: name, in: book.styles.keys.sorted()))",
                                   location: parsed.sourceLocation(ofByte: tags[index].sourceByteOffset))
            }
            guard let href = tags[index].attribute("href") else {
                result.ids.append(known ?? StyleBook.Contributions.unstyled)
                continue
            }
            let hrefKey = LinkKey(name: name, href: href)
            if let cached = hrefCache[hrefKey] {
                result.ids.append(cached)
                continue
            }
            let link: String
            do {
                link = try book.linkPolicy.normalize(href)
            } catch {
                throw CompileError(rule: "invalid-link", message: "tag <\(name)> href: \(error)",
                                   location: parsed.sourceLocation(ofByte: tags[index].sourceByteOffset))
            }
            let style = book.style(named: name) ?? StyleAttributes()
            var contribution = book.linkStyle
            contribution.merge(style)
            contribution.link = link
            let id = UInt32(result.bookTable.count + result.extra.count)
            result.extra.append(contribution)
            hrefCache[hrefKey] = id
            result.ids.append(id)
        }
        return result
    }
}

/// Decides what each tag contributes to the attributes of its text: the `link` style when the
/// tag is a link or action, then the tag's own style, then its `href`.
struct TagStyler {
    let book: StyleBook
    let strict: Bool
    let parsed: ParsedMarkup

    /// Every distinct contribution, and for each tag (in tag order) the index of its own.
    struct Contributions {
        var table: [StyleAttributes] = []
        var ids: [UInt32] = []
    }

    /// The contribution of every tag.
    func styleTags() throws(CompileError) -> Contributions {
        var cache: [String: UInt32] = [:]
        var hrefCache: [String: UInt32] = [:]
        var result = Contributions()
        result.ids.reserveCapacity(parsed.tags.count)
        for tag in parsed.tags {
            let href = tag.attribute("href")
            if href == nil, let cached = cache[tag.name] {
                result.ids.append(cached)
                continue
            }
            let hrefKey = href.map { tag.name + "\u{0}" + $0 }
            if let hrefKey, let cached = hrefCache[hrefKey] {
                result.ids.append(cached)
                continue
            }
            let style = book.style(named: tag.name)
            if style == nil && strict {
                throw CompileError(rule: "unknown-tag",
                                   message: "unknown tag <\(tag.name)>: the style book has no style \"\(tag.name)\"\(Suggestions.hint(for: tag.name, in: book.styles.keys.sorted()))",
                                   location: parsed.sourceLocation(ofByte: tag.sourceByteOffset))
            }
            var contribution = StyleAttributes()
            var own = style ?? StyleAttributes()
            if let href {
                do {
                    own.link = try book.linkPolicy.normalize(href)
                } catch {
                    throw CompileError(rule: "invalid-link", message: "tag <\(tag.name)> href: \(error)",
                                       location: parsed.sourceLocation(ofByte: tag.sourceByteOffset))
                }
            }
            if own.isInteractive { contribution = book.linkStyle }
            contribution.merge(style ?? StyleAttributes())
            if let link = own.link { contribution.link = link }
            let id = UInt32(result.table.count)
            result.table.append(contribution)
            if let hrefKey { hrefCache[hrefKey] = id } else { cache[tag.name] = id }
            result.ids.append(id)
        }
        return result
    }
}

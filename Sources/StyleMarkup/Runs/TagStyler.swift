/// Decides what each tag contributes to the attributes of its text: the `link` style when the
/// tag is a link or action, then the tag's own style, then its `href`.
struct TagStyler {
    let book: StyleBook
    let strict: Bool
    let parsed: ParsedMarkup

    /// One contribution per tag, in tag order.
    func styleTags() throws(CompileError) -> [StyleAttributes] {
        var cache: [String: StyleAttributes] = [:]
        var result: [StyleAttributes] = []
        result.reserveCapacity(parsed.tags.count)
        for tag in parsed.tags {
            let href = tag.attribute("href")
            if href == nil, let cached = cache[tag.name] {
                result.append(cached)
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
            if href == nil { cache[tag.name] = contribution }
            result.append(contribution)
        }
        return result
    }
}

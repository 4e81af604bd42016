/// What a tag of each style name of a book contributes to its text (``TagStyler``): the `link`
/// style first when the style is a link or action, then the style itself. Made once per
/// compile cache, numbered in the order of the sorted names; id 0 is the empty contribution of
/// a tag the book does not name.
struct StyleContributions: Sendable {
    /// The id of the empty contribution (a tag the book does not name).
    static let unstyled: UInt32 = 0
    /// Each contribution, by id.
    private(set) var table: [StyleAttributes] = [StyleAttributes()]
    /// The id of each style name's contribution.
    private(set) var ids: [String: UInt32] = [:]

    /// The contributions of `book`'s styles.
    init(book: StyleBook) {
        let linkStyle = book.linkStyle
        for name in book.sortedStyleNames {
            ids[name] = UInt32(table.count)
            table.append(TagStyler.contribution(own: book.styles[name]!, linkStyle: linkStyle))
        }
    }
}

/// Decides what each tag contributes to the attributes of its text: the `link` style when the
/// tag is a link or action, then the tag's own style, then its `href`.
///
/// The contribution of a tag without `href` depends only on its name, so the style book
/// computes those once (``StyleBook/contributions``); a tag with an `href` gets the book's
/// ``StyleTable``'s contribution for its (name, `href`), made the first time it is met.
enum TagStyler {
    /// The contribution id of a tag named `name`, whose book contribution is `known` (`nil`
    /// when the book has no such style), with the `href` it was written with, if any; link
    /// contributions are made in `table`, whose lock is held. `location` gives the tag's
    /// position for an error.
    /// - Throws: ``CompileError`` for an unknown tag under `strict`, or an `href` the book's
    ///   link policy rejects.
    @inline(__always)
    static func contribution(name: @autoclosure () -> String, known: UInt32?, href: String?, book: StyleBook, strict: Bool,
                             table: StyleTable, location: () -> SourceLocation) throws(CompileError) -> UInt32 {
        if known == nil && strict {
            let name = name()
            throw CompileError(rule: .unknownTag, message: book.unknownTagMessage(name), location: location())
        }
        guard let href else { return known ?? StyleBook.Contributions.unstyled }
        let name = name()
        do {
            return try table.linkContribution(name: name, href: href, book: book)
        } catch {
            throw CompileError(rule: .invalidLink, message: "tag <\(name)> href: \(error)", location: location())
        }
    }
}

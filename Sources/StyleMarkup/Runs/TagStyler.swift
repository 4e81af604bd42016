/// Decides what each tag contributes to the attributes of its text: the `link` style when the
/// tag is a link or action, then the tag's own style, then its `href`. This is the one place
/// the rule is written: the compiler applies it and records the result in ``CompiledText``
/// (``TagResolution``), and emitters read that.
///
/// The contribution of a tag without `href` depends only on its name, so the style book
/// compiler computes those once per book (``StyleContributions``, with
/// ``contribution(own:linkStyle:)``); a tag with an `href` gets the ``StyleTable``'s contribution for its (name, `href`), made the
/// first time it is met (``linkContribution(own:link:book:)``).
enum TagStyler {
    /// What a tag whose book style is `own` contributes when it has no `href`: the `link` style
    /// first when `own` is a link or action, then `own`.
    static func contribution(own: StyleAttributes, linkStyle: StyleAttributes) -> StyleAttributes {
        own.isInteractive ? linkStyle.merging(own) : own
    }

    /// What a tag whose book style is `own` (`nil` when the book does not name it) contributes
    /// with an `href` that the book's link policy turned into `link`: the `link` style, the
    /// tag's style, the link.
    static func linkContribution(own: StyleAttributes?, link: String?, book: StyleBook) -> StyleAttributes {
        var contribution = book.linkStyle
        contribution.merge(own ?? StyleAttributes())
        contribution.link = link
        return contribution
    }

    /// What a tag of text that was not compiled from markup (read from a run list) contributes
    /// under `book`, and whether `book` names it; an `href` the book's link policy rejects is
    /// ignored. Text the compiler made carries this from its compile (``CompiledText/resolvedTag(at:)``).
    static func resolve(name: String, href: String?, book: StyleBook) -> (contribution: StyleAttributes, isNamedByBook: Bool) {
        let own = book.style(named: name)
        if let href, let link = try? book.linkPolicy.normalize(href) {
            return (linkContribution(own: own, link: link, book: book), own != nil)
        }
        return (own.map { contribution(own: $0, linkStyle: book.linkStyle) } ?? StyleAttributes(), own != nil)
    }

    /// The contribution id of a tag named `name`, whose book contribution is `known` (`nil`
    /// when the book has no such style), with the `href` it was written with, if any; link
    /// contributions are made in `table`, whose lock is held. `location` gives the tag's
    /// position for an error.
    /// - Throws: ``CompileError`` for an unknown tag under `strict`, or an `href` the book's
    ///   link policy rejects.
    static func contribution(name: @autoclosure () -> String, known: UInt32?, href: String?, book: StyleBook, strict: Bool,
                             table: StyleTable, location: () -> SourceLocation) throws(CompileError) -> UInt32 {
        if known == nil && strict {
            let name = name()
            throw CompileError(rule: .unknownTag, message: book.unknownTagMessage(name), location: location())
        }
        guard let href else { return known ?? StyleContributions.unstyled }
        let name = name()
        do {
            return try table.linkContribution(name: name, href: href, book: book)
        } catch {
            throw CompileError(rule: .invalidLink, message: "tag <\(name)> href: \(error)", location: location())
        }
    }
}

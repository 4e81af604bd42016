/// The fields of ``StyleAttributes``, each named by its key in a style book and in the JSON run
/// list: the one list of fields the rest of the library is written against.
///
/// Everything that handles fields one by one does it in an exhaustive `switch` over this type
/// (no `default:`): reading a style book or a run list (``AttributeReader``), merging
/// (``StyleAttributes/merge(_:)``), the JSON writer, the `AttributedString` bridge, the Apple
/// presentation plan, and what each format's emitter shows or drops (``FormatEmitter``). So a new case
/// is a compile error at every place that must decide what to do with the new field.
///
/// The cases are in alphabetical order, the order of the keys in JSON output.
enum StyleField: String, CaseIterable, Sendable {
    /// ``StyleAttributes/action``.
    case action
    /// ``StyleAttributes/background``.
    case background
    /// ``StyleAttributes/baselineOffset``.
    case baselineOffset
    /// ``StyleAttributes/color``.
    case color
    /// ``StyleAttributes/custom``.
    case custom
    /// ``StyleAttributes/font``, with the fields of ``FontField``.
    case font
    /// ``StyleAttributes/image``, with the fields of ``ImageField``.
    case image
    /// ``StyleAttributes/kern``.
    case kern
    /// ``StyleAttributes/link``.
    case link
    /// ``StyleAttributes/paragraph``, with the fields of ``ParagraphField``.
    case paragraph
    /// ``StyleAttributes/strikethrough``, with the fields of ``LineField``.
    case strikethrough
    /// ``StyleAttributes/underline``, with the fields of ``LineField``.
    case underline

    /// The style-book keys of the fields, for "did you mean" hints.
    static let keys = allCases.map(\.rawValue)
}

/// The fields of ``FontAttributes`` by their key, in alphabetical (JSON) order.
enum FontField: String, CaseIterable, Sendable {
    /// ``FontAttributes/family``.
    case family
    /// ``FontAttributes/italic``.
    case italic
    /// ``FontAttributes/monospace``.
    case monospace
    /// ``FontAttributes/size``.
    case size
    /// ``FontAttributes/textStyle``.
    case textStyle
    /// ``FontAttributes/weight``.
    case weight

    /// The keys, for "did you mean" hints.
    static let keys = allCases.map(\.rawValue)
}

/// The fields of ``ParagraphAttributes`` by their key, in alphabetical (JSON) order.
enum ParagraphField: String, CaseIterable, Sendable {
    /// ``ParagraphAttributes/alignment``.
    case alignment
    /// ``ParagraphAttributes/firstLineHeadIndent``.
    case firstLineHeadIndent
    /// ``ParagraphAttributes/headIndent``.
    case headIndent
    /// ``ParagraphAttributes/lineHeightMultiple``.
    case lineHeightMultiple
    /// ``ParagraphAttributes/lineSpacing``.
    case lineSpacing
    /// ``ParagraphAttributes/paragraphSpacing``.
    case paragraphSpacing

    /// The keys, for "did you mean" hints.
    static let keys = allCases.map(\.rawValue)
}

/// The fields of ``ImageAttributes`` by their key, in alphabetical (JSON) order.
enum ImageField: String, CaseIterable, Sendable {
    /// ``ImageAttributes/alt``.
    case alt
    /// ``ImageAttributes/height``.
    case height
    /// ``ImageAttributes/name``.
    case name
    /// ``ImageAttributes/src``.
    case src
    /// ``ImageAttributes/width``.
    case width

    /// The keys, for "did you mean" hints.
    static let keys = allCases.map(\.rawValue)
}

/// The keys of an underline or strikethrough object (``LineStyle``), in alphabetical (JSON) order.
enum LineField: String, CaseIterable, Sendable {
    /// ``LineStyle/color``.
    case color
    /// ``LineStyle/pattern``, spelt `style` in a style book.
    case style

    /// The keys, for "did you mean" hints.
    static let keys = allCases.map(\.rawValue)
}

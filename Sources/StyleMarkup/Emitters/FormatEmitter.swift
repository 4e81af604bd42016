/// The emitter of one ``OutputFormat``: besides writing documents, it declares what it does
/// with each ``StyleField`` set on a tag's style, in one exhaustive `switch`.
///
/// Every format names its emitter type in ``OutputFormat/emitterType``, so a new format is a
/// compile error there until its emitter conforms, and a new field is a compile error in each
/// emitter's ``handling(of:)`` until the emitter decides. The emitter's code then carries the
/// choice out; `EveryFieldOutputTests` sets each field through each format and checks both, and
/// `Docs/StyleBook.md` ("Fields in each output") states them (a test compares the page).
protocol FormatEmitter: Emitter {
    /// What this output does with `field` set on a tag's style: shows it, and how, or leaves it
    /// out on purpose, and why.
    static func handling(of field: StyleField) -> FieldHandling
}

extension OutputFormat {
    /// The emitter that writes this format, with its ``FormatEmitter/handling(of:)`` table.
    var emitterType: any FormatEmitter.Type {
        switch self {
        case .ansi: return ANSIEmitter.self
        case .html: return HTMLEmitter.self
        case .json: return JSONEmitter.self
        case .rtf: return RTFEmitter.self
        case .text: return TextEmitter.self
        }
    }
}

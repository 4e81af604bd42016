/// What one output does with a ``StyleField`` set on the style of a tag: shows it, and how, or
/// leaves it out on purpose, and why.
///
/// Each output format's emitter states its choice for every field in one exhaustive `switch`,
/// its ``FormatEmitter/handling(of:)``, so a new field is a compile error there until someone
/// decides (and a new format until its emitter has the table). `Docs/StyleBook.md` ("Fields in each
/// output") lists the same choices, and a test sets every field and checks each output against
/// them.
enum FieldHandling: Equatable, Sendable {
    /// The output shows the field, as described.
    case shown(String)
    /// The output leaves the field out, for the reason given.
    case dropped(String)

    /// Whether the output shows the field.
    var isShown: Bool {
        switch self {
        case .shown: return true
        case .dropped: return false
        }
    }
}

/// One directive of a format string: where it is, which argument it takes and how.
struct FormatDirective: Equatable, Sendable {
    /// Which argument a directive takes.
    enum Argument: Hashable, Sendable {
        /// The next one in order (`%s`, `{}`, `~a`).
        case next
        /// A numbered one (`%1$s`, `{0}`, `%1`), as the language numbers them.
        case number(Int)
        /// A named one (`%(name)s`, `{name}`, `$HOME`).
        case name(String)
        /// None: the directive writes something itself (gcc's `%<`, Qt's `%n` is ``number(_:)``).
        case none
    }

    /// Its bytes in the string.
    var range: Range<Int>
    /// The argument it takes.
    var argument: Argument
    /// The kinds of value of the arguments its `*` width and precision take before its own
    /// (`%*d` takes two integers, as `%d %d` does); empty for most.
    var starTypes: [String] = []
    /// The kind of value it formats, as its language groups conversions (`d` and `i` are both
    /// `integer` in C); empty where the language does not say.
    var type: String
}

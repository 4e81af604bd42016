import StyleMarkup
import StyleMarkupLint

/// The Swift type of a generated accessor's parameter, decided by the conversion of the
/// placeholders that use its argument (Docs/Generate.md, "Types").
///
/// | conversion | type |
/// | --- | --- |
/// | `%@`, `%s`, `%S` | `String` |
/// | `%d`, `%i` (any length: `%ld`, `%lld`, `%zd`, …) | `Int` |
/// | `%u`, `%o`, `%x`, `%X` (any length) | `UInt` |
/// | `%f`, `%F`, `%e`, `%E`, `%g`, `%G`, `%a`, `%A` (any length) | `Double` |
///
/// `%c`, `%C` and `%p` have no type: generation stops with an error naming them.
public enum ParameterType: String, Hashable, Sendable, CaseIterable {
    /// Text, filled as text (it can never add markup).
    case string = "String"
    /// A signed integer.
    case int = "Int"
    /// An unsigned integer.
    case unsignedInt = "UInt"
    /// A floating-point number.
    case double = "Double"

    /// The type of `placeholder`'s argument, or `nil` when markupc generates no parameter for
    /// its conversion (`%c`, `%C`, `%p`).
    package init?(_ placeholder: PrintfPlaceholder) {
        switch placeholder.conversion {
        case "@", "s", "S": self = .string
        case "d", "i": self = .int
        case "u", "o", "x", "X": self = .unsignedInt
        case "f", "F", "e", "E", "g", "G", "a", "A": self = .double
        default: return nil
        }
    }

    /// Whether the type is an integer, so its argument can select a plural form.
    public var isInteger: Bool { self == .int || self == .unsignedInt }

    /// The Swift expression that passes the parameter `name` as a `TemplateArgument`.
    public func argumentExpression(_ name: String) -> String {
        switch self {
        case .string: return ".text(\(name))"
        case .int: return ".integer(Swift.Int64(\(name)))"
        case .unsignedInt: return ".unsignedInteger(Swift.UInt64(\(name)))"
        case .double: return ".double(\(name))"
        }
    }
}

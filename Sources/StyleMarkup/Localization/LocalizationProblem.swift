/// Why ``LocalizedMarkupTable`` could not give a key's markup filled and compiled; the
/// ``StyledString`` then shows its markup as plain text and carries the problem.
///
/// None of these can happen for a string `markupc generate` checked, called through its
/// generated accessor, unless an argument breaks a limit (a text too long for the markup limits).
public enum LocalizationProblem: Error, Hashable, Sendable, CustomStringConvertible {
    /// The table has no such key.
    case unknownKey(String)
    /// A plural or device variation has neither the form asked for nor `other`.
    case missingVariant(String)
    /// A `%#@name@` token names no variable of its format.
    case unknownVariable(String)
    /// The argument a plural is chosen by is missing or is not a number.
    case pluralArgument(position: Int, String)
    /// Variants are nested deeper than ``LocalizedFormat``'s limit.
    case variantsTooDeep(limit: Int)
    /// The arguments do not fit the markup's placeholders.
    case template(TemplateError)
    /// The filled markup does not compile with the style book.
    case compile(CompileError)

    /// What went wrong, in a sentence with no trailing period.
    public var description: String {
        switch self {
        case .unknownKey(let key): return "no string has the key \(String(reflecting: key))"
        case .missingVariant(let what): return "the variation has \(what)"
        case .unknownVariable(let name): return "%#@\(name)@ names no variable of the string"
        case .pluralArgument(let position, let what): return "the plural is chosen by argument \(position), which \(what)"
        case .variantsTooDeep(let limit): return "the variations are nested more than \(limit) deep"
        case .template(let error): return error.description
        case .compile(let error): return error.description
        }
    }
}

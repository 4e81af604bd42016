/// A value read from a style book file (JSON or property list), with its position in the file
/// when the format gives one.
///
/// Style book trees are at most ``maxDepth`` levels deep, so code that walks them may recurse.
struct BookValue: Sendable {
    /// The deepest nesting of arrays and objects a style book may have.
    static let maxDepth = 64

    enum Kind: Sendable {
        case string(String)
        case number(Double, isInteger: Bool)
        case bool(Bool)
        case null
        case array([BookValue])
        case object([BookMember])
    }

    var kind: Kind
    /// The byte offset of the value in its file, when the format gives one.
    var offset: Int?

    /// A short description of the value's type, for error messages.
    var typeName: String {
        switch kind {
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

/// One key and value of an object in a style book file.
struct BookMember: Sendable {
    var key: String
    var keyOffset: Int?
    var value: BookValue
}

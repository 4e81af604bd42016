/// A value read from a JSON document or a property-list style book, with its position in the
/// file when the format gives one.
///
/// Style book trees are at most ``maxDepth`` levels deep, so code that walks them may recurse.
package struct BookValue: Sendable {
    /// The deepest nesting of arrays and objects a style book may have.
    package static let maxDepth = 64

    /// What a value is: a string, a number (with its text), a boolean, null, an array or an object.
    package enum Kind: Sendable {
        case string(String)
        case number(Double, isInteger: Bool)
        case bool(Bool)
        case null
        case array([BookValue])
        case object([BookMember])
    }

    /// The value.
    package var kind: Kind
    /// The byte offset of the value in its file, when the format gives one.
    package var offset: Int?

    /// A short description of the value's type, for error messages.
    package var typeName: String {
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
package struct BookMember: Sendable {
    package var key: String
    package var keyOffset: Int?
    package var value: BookValue

    /// A member `key` (at byte `keyOffset`, when the format gives one) holding `value`.
    package init(key: String, keyOffset: Int?, value: BookValue) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

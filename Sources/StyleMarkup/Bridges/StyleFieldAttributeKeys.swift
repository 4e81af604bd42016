import Foundation

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
extension StyleField {
    /// The key that carries this field in an `AttributedString`: a key of
    /// ``Foundation/AttributeScopes/StyleMarkupAttributes``, or Foundation's `.link` for `link`.
    ///
    /// One exhaustive `switch` of key paths into the scope, so a new field is a compile error
    /// here until the scope declares its key. The bridge's two switches (``Foundation/AttributeContainer/init(_:)``
    /// and ``StyleAttributes/init(_:)``) must then set and read the field under this key:
    /// `AttributeKeyTableTests` fails for a field either leaves out.
    var attributeKey: FieldAttributeKey {
        switch self {
        case .action: return FieldAttributeKey(\.markupAction)
        case .background: return FieldAttributeKey(\.markupBackground)
        case .baselineOffset: return FieldAttributeKey(\.markupBaselineOffset)
        case .color: return FieldAttributeKey(\.markupColor)
        case .custom: return FieldAttributeKey(\.markupCustom)
        case .font: return FieldAttributeKey(\.markupFont)
        case .image: return FieldAttributeKey(\.markupImage)
        case .kern: return FieldAttributeKey(\.markupKern)
        case .link: return FieldAttributeKey(\.foundation.link)
        case .paragraph: return FieldAttributeKey(\.markupParagraph)
        case .strikethrough: return FieldAttributeKey(\.markupStrikethrough)
        case .underline: return FieldAttributeKey(\.markupUnderline)
        }
    }
}

/// A field's key in an `AttributedString`, usable without knowing its type: its name, and reading
/// and copying its value. Made from a key path into StyleMarkup's scope, so only a key the scope
/// declares (or Foundation's, through it) can be one.
@available(macOS 12, iOS 15, tvOS 15, watchOS 8, *)
struct FieldAttributeKey {
    /// The key's name: `StyleMarkup.color`, or Foundation's for `.link`.
    let name: String
    /// Whether a container holds a value under the key.
    let isSet: (AttributeContainer) -> Bool
    /// Copies the key's value, if any, from the first container into the second.
    let copy: (AttributeContainer, inout AttributeContainer) -> Void

    /// The key at `keyPath` in StyleMarkup's scope.
    init<Key: AttributedStringKey>(_ keyPath: KeyPath<AttributeScopes.StyleMarkupAttributes, Key>) where Key.Value: Sendable {
        name = Key.name
        isSet = { $0[Key.self] != nil }
        copy = { source, target in target[Key.self] = source[Key.self] }
    }
}

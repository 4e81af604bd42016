import StyleMarkup
import StyleMarkupLint

/// One localized string's printf placeholders rewritten to positional form (`%@ has %d` →
/// `%1$@ has %2$d`), so that whichever plural, device or substitution variant is chosen at
/// run time, the accessor passes the same argument list.
///
/// Two kinds of string are rewritten:
///
/// - a **format** (a `.strings` value, a String Catalog unit, a plural form of a String
///   Catalog's plural variation, a stringsdict `NSStringLocalizedFormatKey`): unnumbered
///   placeholders take the arguments in turn (1, 2, 3…), as printf gives them; `%#@name@`
///   substitution tokens take one in turn as well (a String Catalog's `argNum` or a `%2$#@name@`
///   overrides it) and are written back as `%#@name@`; numbered placeholders keep their
///   number. Mixing numbered and unnumbered placeholders (tokens aside, which String Catalogs
///   write unnumbered beside numbered ones) is an error, as printf leaves it undefined.
/// - a **variable form** (a plural form of a stringsdict variable or String Catalog
///   substitution), which belongs to the variable's argument: the first unnumbered
///   placeholder is that argument; numbered placeholders keep their number. (A String
///   Catalog's `%arg` is already its placeholder, `%2$lld`, as the reader reads it.)
///
/// `%%` stays a literal percent sign; flags, width, precision and length are kept.
public struct PositionalFormat: Hashable, Sendable {
    /// One placeholder, as rewritten.
    public struct Use: Hashable, Sendable {
        /// The 1-based argument position.
        public var position: Int
        /// The argument's type.
        public var type: ParameterType
        /// The placeholder as written in the original string.
        public var text: String
        /// Where it starts in the original string (UTF-8 offset).
        public var offset: Int
    }

    /// A `%#@name@` token of a format.
    public struct Substitution: Hashable, Sendable {
        /// The variable's name.
        public var name: String
        /// The argument the token takes in turn (or its `n$`), before a catalog's `argNum`.
        public var position: Int
        /// Where it starts in the original string (UTF-8 offset).
        public var offset: Int
    }

    /// A problem with a placeholder, at a UTF-8 offset of the original string.
    public struct Problem: Error, Hashable, Sendable {
        /// What is wrong, naming the placeholder as written.
        public var message: String
        /// Where in the original string (UTF-8 offset).
        public var offset: Int
    }

    /// What a string is to the rewrite.
    public enum Kind: Hashable, Sendable {
        /// A format: placeholders take arguments in turn.
        case format
        /// A plural form of a variable whose argument is `position`.
        case variableForm(position: Int)
    }

    /// The rewritten text.
    public var text: String
    /// Every placeholder, in text order.
    public var uses: [Use]
    /// Every `%#@name@` token, in text order (formats only).
    public var substitutions: [Substitution]

    /// Rewrites `original`.
    /// - Throws: ``Problem`` for a placeholder with no Swift type (`%c`, `%p`), a `*` width,
    ///   numbered and unnumbered placeholders mixed, or a second unnumbered placeholder in a
    ///   variable form.
    public init(_ original: String, kind: Kind) throws(Problem) {
        let bytes = Array(original.utf8)
        var tokens: [PrintfPlaceholder.Token] = []
        PrintfPlaceholder.forEachToken(in: original) { tokens.append($0) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 8)
        var uses: [Use] = []
        var substitutions: [Substitution] = []
        var copied = 0
        var next = 1
        var numbered: PrintfPlaceholder?
        var unnumbered: PrintfPlaceholder?
        for token in tokens {
            let placeholder: PrintfPlaceholder
            switch token {
            case .literalPercent:
                continue
            case .starPlaceholder(let range, let text):
                throw Problem(message: "placeholder \(text) takes its width or precision from an argument (*), which markupc generate does not support",
                              offset: range.lowerBound)
            case .placeholder(let found):
                placeholder = found
            }
            guard placeholder.range.lowerBound >= copied else { continue }
            output += bytes[copied..<placeholder.range.lowerBound]
            copied = placeholder.range.upperBound
            // `%#@name@` (or `%2$#@name@`): a substitution token of a format.
            if case .format = kind, placeholder.conversion == "@", placeholder.flags == "#",
               let close = bytes[copied...].firstIndex(of: UInt8(ascii: "@")), close > copied {
                let name = String(decoding: bytes[copied..<close], as: UTF8.self)
                copied = close + 1
                let position: Int
                if let explicit = placeholder.position {
                    position = explicit
                } else {
                    position = next
                    next += 1
                }
                substitutions.append(Substitution(name: name, position: position, offset: placeholder.range.lowerBound))
                output += "%#@\(name)@".utf8
                continue
            }
            guard let type = ParameterType(placeholder) else {
                throw Problem(message: "placeholder \(placeholder.text) has no Swift type in markupc generate; use %@ for text, %d for an integer, %f for a number",
                              offset: placeholder.range.lowerBound)
            }
            let position: Int
            if let explicit = placeholder.position {
                position = explicit
                numbered = numbered ?? placeholder
            } else if case .variableForm(let variable) = kind {
                if let first = unnumbered {
                    throw Problem(message: "placeholder \(placeholder.text) is the second unnumbered placeholder of a plural form (\(first.text) is the first, "
                                  + "and stands for the plural's argument); number the others (%2$@)", offset: placeholder.range.lowerBound)
                }
                position = variable
                unnumbered = placeholder
            } else {
                position = next
                next += 1
                unnumbered = unnumbered ?? placeholder
            }
            var written = "%\(position)$\(placeholder.flags)\(placeholder.width ?? "")"
            if let precision = placeholder.precision { written += "." + precision }
            written += placeholder.length + String(placeholder.conversion)
            output += written.utf8
            uses.append(Use(position: position, type: type, text: placeholder.text, offset: placeholder.range.lowerBound))
        }
        if case .format = kind, let one = numbered, let other = unnumbered {
            let later = one.range.lowerBound > other.range.lowerBound ? one : other
            throw Problem(message: "the string mixes numbered (\(one.text)) and unnumbered (\(other.text)) placeholders; number them all (%1$@, %2$d)",
                          offset: later.range.lowerBound)
        }
        output += bytes[copied...]
        self.text = String(decoding: output, as: UTF8.self)
        self.uses = uses
        self.substitutions = substitutions
    }
}

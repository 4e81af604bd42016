import StyleMarkup
import StyleMarkupLint

/// Turns localization keys, table names and action names into Swift identifiers, by one
/// documented rule (Docs/Generate.md, "Names"):
///
/// 1. printf placeholders (`%@`, `%1$lld`, `%#@files@`) are dropped from the key;
/// 2. the rest is cut into words at every character that is not an ASCII letter or digit
///    (`.`, `_`, `-`, spaces, punctuation, any non-ASCII character);
/// 3. the words are joined in lower camel case (``member(_:)``: the first word starts with a
///    lowercase letter, an all-capital first word is lowercased whole, `URL` → `url`; each
///    later word starts with a capital and keeps the rest as written) or upper camel case
///    (``type(_:)``, for nested enums);
/// 4. a name that would start with a digit gets a leading `_` (`1st.place` → `_1stPlace`);
/// 5. a key with no ASCII letter or digit at all is named `key` followed by the hexadecimal
///    code points of its characters (`こんにちは` → `key3053_3093_306B_3061_306F`);
/// 6. a Swift keyword is written in backticks where it is declared (``declared(_:)``).
///
/// ```swift
/// SwiftName.member("settings.title")          // "settingsTitle"
/// SwiftName.member("Hello %@, welcome back!") // "helloWelcomeBack"
/// SwiftName.type("InfoPlist")                 // "InfoPlist"
/// SwiftName.declared("default")               // "`default`"
/// ```
public enum SwiftName {
    /// The lower camel case name of `key` (a function or enum case name).
    public static func member(_ key: String) -> String {
        name(key, upper: false)
    }

    /// The upper camel case name of `key` (a type name).
    public static func type(_ key: String) -> String {
        name(key, upper: true)
    }

    /// `name` as it must be written where it is declared: in backticks when it is a keyword.
    public static func declared(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Swift's keywords and the words with a meaning in the positions generated code uses
    /// them (declarations, parameter names, enum cases), all escaped with backticks.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol",
    ]

    private static func name(_ key: String, upper: Bool) -> String {
        let words = self.words(in: withoutPlaceholders(key))
        guard !words.isEmpty else { return fallback(key, upper: upper) }
        var result = ""
        for (index, word) in words.enumerated() {
            if index == 0 && !upper {
                result += word.allSatisfy({ $0.isUppercase || $0.isNumber }) ? word.lowercased() : lowercasingFirst(word)
            } else {
                result += uppercasingFirst(word)
            }
        }
        if let first = result.unicodeScalars.first, isDigit(first) { result = "_" + result }
        return result
    }

    /// The key without its printf placeholders and `%#@name@` substitution tokens.
    private static func withoutPlaceholders(_ key: String) -> String {
        let bytes = Array(key.utf8)
        var drop: [Range<Int>] = []
        PrintfPlaceholder.forEachToken(in: key) { token in
            switch token {
            case .placeholder(let placeholder):
                var range = placeholder.range
                // `%#@name@`: the scanner sees `%#@`; the name and its closing `@` go too.
                if placeholder.conversion == "@", placeholder.flags.contains("#"),
                   let close = bytes[range.upperBound...].firstIndex(of: UInt8(ascii: "@")) {
                    range = range.lowerBound..<close + 1
                }
                drop.append(range)
            case .literalPercent(let range), .starPlaceholder(let range, _):
                drop.append(range)
            }
        }
        guard !drop.isEmpty else { return key }
        var kept: [UInt8] = []
        var index = 0
        for range in drop where range.lowerBound >= index {
            kept += bytes[index..<range.lowerBound]
            kept.append(UInt8(ascii: " "))
            index = range.upperBound
        }
        kept += bytes[min(index, bytes.count)...]
        return String(decoding: kept, as: UTF8.self)
    }

    /// The runs of ASCII letters and digits in `text`.
    private static func words(in text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII, isLetter(scalar) || isDigit(scalar) {
                current.append(scalar)
            } else if !current.isEmpty {
                words.append(String(current))
                current = String.UnicodeScalarView()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// `key` followed by the key's code points in hexadecimal (`Key…` for a type).
    private static func fallback(_ key: String, upper: Bool) -> String {
        let codes = key.unicodeScalars.filter { !$0.properties.isWhitespace }.map { String($0.value, radix: 16, uppercase: true) }
        return (upper ? "Key" : "key") + codes.joined(separator: "_")
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    private static func lowercasingFirst(_ word: String) -> String { word.prefix(1).lowercased() + word.dropFirst() }

    private static func uppercasingFirst(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
}

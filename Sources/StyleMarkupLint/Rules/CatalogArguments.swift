import StyleMarkup

/// The arguments of a String Catalog key, which its translations are compared with by
/// argument number.
///
/// A catalog key is the format the code passes (`notifications.label.favorite %lld`), so its
/// placeholders are arguments the app gives; so are those its source language writes anywhere
/// (its value, its substitutions' forms, its variations). A substitution reference
/// `%#@name@` stands for the argument its substitution names (`argNum`, `formatSpecifier`),
/// whatever the substitution is called, so `%#@count_posts@` in German and `%#@arg1@` in
/// English are the same argument when both name argument 1. A translation may use an
/// argument its source value leaves out (`%#@count@` where English says "starred"), as long
/// as the key or the source has it, with the same type. A substitution without `argNum` takes
/// the argument its reference's place in the value gives it (`%#@posts@ %#@people@`: 1 and 2).
enum CatalogArguments {
    /// The placeholder a substitution stands for: `%2$lld` for argument 2 and specifier `lld`;
    /// `nil` when the specifier is no Apple conversion.
    static func placeholder(specifier: String, position: Int?) -> PrintfPlaceholder? {
        let text = "%" + (position.map { "\($0)$" } ?? "") + specifier
        guard let found = PrintfScanner.scan(text, dialect: .apple).first, found.range == 0..<text.utf8.count else { return nil }
        return found
    }

    /// The substitution a reference names: `count` for `%#@count@` or `%1$#@count@`.
    static func referencedName(_ placeholder: PrintfPlaceholder) -> String? {
        guard placeholder.conversion == "@", placeholder.flags.contains("#"), placeholder.text.hasSuffix("@"),
              let start = placeholder.text.range(of: "#@") else { return nil }
        // `%#@` alone (a reference cut short, `%#@c]unt@`) ends at its own `@`: no name.
        let end = placeholder.text.index(before: placeholder.text.endIndex)
        guard start.upperBound < end else { return nil }
        return String(placeholder.text[start.upperBound..<end])
    }

    /// `placeholders` with each substitution reference replaced by the argument its
    /// substitution stands for (its text and range kept, for messages and positions).
    static func resolve(_ placeholders: [PrintfPlaceholder], substitutions: [String: PrintfPlaceholder]) -> [PrintfPlaceholder] {
        placeholders.map { placeholder in
            guard let name = referencedName(placeholder), let argument = substitutions[name] else { return placeholder }
            var copy = argument
            copy.position = placeholder.position ?? argument.position
            copy.range = placeholder.range
            copy.text = placeholder.text
            return copy
        }
    }

    /// `placeholders` numbered as printf reads them: when none is numbered, the unnumbered
    /// ones take positions 1, 2, 3…; numbered ones keep theirs.
    static func numbered(_ placeholders: [PrintfPlaceholder]) -> [PrintfPlaceholder] {
        guard placeholders.contains(where: { $0.position == nil }) else { return placeholders }
        var next = 0
        return placeholders.map { placeholder in
            guard placeholder.position == nil else { return placeholder }
            next += 1
            var copy = placeholder
            copy.position = next
            return copy
        }
    }

    /// Whether `language` uses one form for every number (Korean, Japanese, Chinese, Thai):
    /// CLDR gives it no plural category but `other`. `false` when unknown.
    static func hasNoPluralForms(_ language: String?) -> Bool {
        guard let language, PluralRules.hasRule(for: language) else { return false }
        return (0...200).allSatisfy { PluralRules.category(for: $0, language: language) == .other }
            && PluralRules.category(for: 1_000_000, language: language) == .other
    }
}

import StyleMarkup
import StyleMarkupLint

/// Decides an accessor's parameters from the development language's placeholders, and checks
/// every other language's placeholders against them (Docs/Generate.md, "Parameters").
///
/// - Every argument from 1 to the highest one used must be used by some variant of the
///   development language's markup (or select its plural forms); each has one type.
/// - An argument that selects plural forms is an integer: `Int` unless its placeholders or
///   its substitution's format specifier say `UInt`.
/// - Labels: when one argument selects plural forms, it is labelled `count:`; when several
///   do, each is labelled with its substitution's name. The others have no label.
/// - A translation may leave an argument out (a plural form that writes "one" as a word), but
///   may not use an argument the source does not have, nor give one another type.
enum AccessorParameters {
    /// The parameters of `tree`, the development language's variants.
    static func make(_ tree: VariantTree) throws(GenerationProblem) -> [StringTable.Parameter] {
        var types: [Int: (type: ParameterType, use: VariantTree.Use)] = [:]
        for use in tree.uses {
            if let known = types[use.use.position] {
                guard known.type == use.use.type else {
                    throw conflict(use, known.type, "\(known.use.use.text) elsewhere in the source")
                }
            } else {
                types[use.use.position] = (use.use.type, use)
            }
        }
        var selecting: [Int: VariantTree.Selector] = [:]
        for selector in tree.selectors {
            if let type = types[selector.position]?.type, !type.isInteger {
                throw VariantTree.problem(selector.string, .placeholderType,
                                          "argument \(selector.position) chooses the plural form, so it must be an integer, but \(types[selector.position]!.use.use.text) makes it \(type.rawValue)")
            }
            if let declared = selector.declaredType, let used = types[selector.position], used.type != declared {
                throw conflict(used.use, declared, "the substitution's format specifier")
            }
            if selecting[selector.position] == nil { selecting[selector.position] = selector }
        }
        let highest = max(types.keys.max() ?? 0, selecting.keys.max() ?? 0)
        var parameters: [StringTable.Parameter] = []
        for position in stride(from: 1, through: highest, by: 1) {
            let selector = selecting[position]
            guard let type = types[position]?.type ?? selector.map({ $0.declaredType ?? .int }) else {
                let anchor = tree.uses.first?.string ?? tree.selectors[0].string
                let used = Set(tree.uses.map(\.use.position)).union(selecting.keys).sorted().map(String.init).joined(separator: ", ")
                throw VariantTree.problem(anchor, .placeholderType,
                                          "no placeholder uses argument \(position) (the placeholders use \(used)); number them from 1 without gaps")
            }
            var label: String?
            if let selector {
                label = selecting.count == 1 ? "count" : selector.variable.map(SwiftName.member) ?? "count"
            }
            parameters.append(StringTable.Parameter(position: position, type: type, label: label, selectsPlural: selector != nil))
        }
        return parameters
    }

    /// Checks a translation's placeholders against the parameters.
    static func check(_ tree: VariantTree, against parameters: [StringTable.Parameter]) throws(GenerationProblem) {
        for use in tree.uses {
            guard use.use.position <= parameters.count else {
                let count = parameters.count
                throw VariantTree.problem(use.string, at: use.use.offset, .placeholderType,
                                          "placeholder \(use.use.text) is argument \(use.use.position), but the source has "
                                              + (count == 0 ? "no arguments" : count == 1 ? "1 argument" : "\(count) arguments"))
            }
            let expected = parameters[use.use.position - 1].type
            guard use.use.type == expected else {
                throw VariantTree.problem(use.string, at: use.use.offset, .placeholderType,
                                          "placeholder \(use.use.text) makes argument \(use.use.position) \(use.use.type.rawValue), but it is \(expected.rawValue) in the source")
            }
        }
        for selector in tree.selectors where selector.position > parameters.count || !parameters[selector.position - 1].type.isInteger {
            throw VariantTree.problem(selector.string, .placeholderType,
                                      "the plural forms follow argument \(selector.position), which is not an integer argument of the source")
        }
    }

    private static func conflict(_ use: VariantTree.Use, _ other: ParameterType, _ otherText: String) -> GenerationProblem {
        VariantTree.problem(use.string, at: use.use.offset, .placeholderType,
                            "placeholder \(use.use.text) makes argument \(use.use.position) \(use.use.type.rawValue), but \(otherText) makes it \(other.rawValue)")
    }
}

import StyleMarkup
import StyleMarkupLint

/// Builds one key's ``LocalizedFormat`` in one language from the strings read for it (its own
/// string, plural and device forms, substitution variables), each placeholder rewritten to
/// positional form (``PositionalFormat``), and collects every placeholder's argument and type
/// so the table can check them against the accessor's parameters.
///
/// | strings read | format |
/// | --- | --- |
/// | the entry's own string | `.format` |
/// | plural forms (`one`, `other`) | `.plural(argument:)` of the one integer argument the forms use |
/// | device forms (`iphone`, `other`), each a string or plural forms | `.device` |
/// | a format with `%#@name@` and the plural forms of each variable | `.substitutions`, each variable `.plural(argument:)` of its `argNum`, else the argument its token takes |
struct VariantTree {
    /// A string and where it sits in its entry.
    struct Piece {
        var string: LocalizedString
        var steps: [StringPlace.Step]
    }

    /// A placeholder of one of the strings, with the string it is in.
    struct Use {
        var use: PositionalFormat.Use
        var string: LocalizedString
    }

    /// What a variant selects plural forms by: an argument, the type its variable declares
    /// (when it does), the variable's name, and the string that names it.
    struct Selector {
        var position: Int
        var declaredType: ParameterType?
        var variable: String?
        var string: LocalizedString
    }

    /// The key's format.
    private(set) var format: LocalizedFormat = .format("")
    /// Every placeholder, in the order the strings were read.
    private(set) var uses: [Use] = []
    /// Every argument that selects plural forms.
    private(set) var selectors: [Selector] = []
    /// The argument the plain plural variations follow (not the variables').
    private(set) var pluralArgument: Int?

    private struct Forms {
        var own: Piece?
        var plural: [(category: PluralCategory, piece: Piece)] = []
    }

    /// Builds the format of `pieces` (one key, one language). `pluralArgument` is the argument
    /// the development language's plain plural variations follow; `nil` finds it.
    /// - Throws: the first problem, as a finding at its place in the file.
    init(_ pieces: [Piece], pluralArgument: Int?) throws(GenerationProblem) {
        self.pluralArgument = pluralArgument
        var root = Forms()
        var devices: [(device: DeviceClass, forms: Forms)] = []
        var variables: [(name: String, argument: Int?, specifier: String?, forms: Forms)] = []
        for piece in pieces {
            var steps = piece.steps[...]
            var variable: Int?
            if case .substitution(let name, let argument, let specifier)? = steps.first {
                steps = steps.dropFirst()
                if let index = variables.firstIndex(where: { $0.name == name }) {
                    variable = index
                } else {
                    variables.append((name, argument, specifier, Forms()))
                    variable = variables.count - 1
                }
            }
            var device: Int?
            if variable == nil, case .device(let name)? = steps.first {
                steps = steps.dropFirst()
                guard let found = DeviceClass(rawValue: name) else {
                    throw Self.problem(piece.string, .variation, "'\(name)' is not a device variation (\(DeviceClass.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                if let index = devices.firstIndex(where: { $0.device == found }) {
                    device = index
                } else {
                    devices.append((found, Forms()))
                    device = devices.count - 1
                }
            }
            var category: PluralCategory?
            if case .plural(let name)? = steps.first {
                steps = steps.dropFirst()
                guard let found = PluralCategory(rawValue: name) else {
                    throw Self.problem(piece.string, .variation, "'\(name)' is not a plural category (\(PluralCategory.allCases.map(\.rawValue).joined(separator: ", ")))")
                }
                category = found
            }
            guard steps.isEmpty else {
                throw Self.problem(piece.string, .variation, "markupc generate reads plural forms inside device variations and substitutions, not other nestings")
            }
            func add(_ forms: inout Forms) {
                if let category { forms.plural.append((category, piece)) } else { forms.own = piece }
            }
            if let variable { add(&variables[variable].forms) } else if let device { add(&devices[device].forms) } else { add(&root) }
        }

        if !variables.isEmpty {
            format = try substitutions(root, variables)
        } else if !devices.isEmpty {
            var forms: [DeviceClass: LocalizedFormat] = [:]
            for (device, deviceForms) in devices { forms[device] = try plain(deviceForms) }
            if forms[.other] == nil, let own = root.own { forms[.other] = try rewrite(own, .format).format }
            format = .device(forms: forms)
        } else {
            format = try plain(root)
        }
    }

    /// The sources of a finding at `offset` (UTF-8) in `string`'s value.
    static func problem(_ string: LocalizedString, at offset: Int = 0, _ rule: GenerationRule, _ message: String) -> GenerationProblem {
        GenerationProblem(finding: GenerationFinding(file: string.file, location: string.location(ofUTF8Offset: offset), rule: rule,
                                                     message: LintFinding.prefix(language: string.language, key: string.key) + message))
    }

    private static func problem(_ string: LocalizedString, _ rule: GenerationRule, _ message: String) -> GenerationProblem {
        problem(string, at: 0, rule, message)
    }

    /// A string rewritten, its placeholders recorded.
    private mutating func rewrite(_ piece: Piece, _ kind: PositionalFormat.Kind) throws(GenerationProblem) -> (format: LocalizedFormat, rewritten: PositionalFormat) {
        let rewritten: PositionalFormat
        do {
            rewritten = try PositionalFormat(piece.string.value, kind: kind)
        } catch {
            throw Self.problem(piece.string, at: error.offset, .placeholderType, error.message)
        }
        uses += rewritten.uses.map { Use(use: $0, string: piece.string) }
        return (.format(rewritten.text), rewritten)
    }

    /// A string, or plain plural forms following ``pluralArgument``.
    private mutating func plain(_ forms: Forms) throws(GenerationProblem) -> LocalizedFormat {
        guard !forms.plural.isEmpty else {
            guard let own = forms.own else { return .format("") }
            return try rewrite(own, .format).format
        }
        let first = uses.count
        var result: [PluralCategory: LocalizedFormat] = [:]
        for (category, piece) in forms.plural { result[category] = try rewrite(piece, .format).format }
        let anchor = forms.plural.first { $0.category == .other }?.piece ?? forms.plural[0].piece
        if pluralArgument == nil {
            let integers = Set(uses[first...].filter { $0.use.type.isInteger }.map(\.use.position)).sorted()
            guard integers.count == 1 else {
                throw Self.problem(anchor.string, .variation, integers.isEmpty
                    ? "the plural forms have no integer placeholder (%lld) for the count to choose them by"
                    : "the plural forms have several integer placeholders (arguments \(integers.map(String.init).joined(separator: ", "))); "
                        + "say which one the plural follows with a substitution (%#@name@)")
            }
            pluralArgument = integers[0]
        }
        selectors.append(Selector(position: pluralArgument!, declaredType: nil, variable: nil, string: anchor.string))
        return .plural(argument: pluralArgument!, forms: result)
    }

    /// A format with `%#@name@` tokens and its variables.
    private mutating func substitutions(_ root: Forms, _ variables: [(name: String, argument: Int?, specifier: String?, forms: Forms)]) throws(GenerationProblem) -> LocalizedFormat {
        guard let own = root.own else {
            let string = variables[0].forms.own?.string ?? variables[0].forms.plural[0].piece.string
            throw Self.problem(string, .variation, "the substitution '\(variables[0].name)' has no format (%#@\(variables[0].name)@) to go in")
        }
        let (_, rewritten) = try rewrite(own, .format)
        var result: [String: LocalizedFormat] = [:]
        for token in rewritten.substitutions where !variables.contains(where: { $0.name == token.name }) {
            throw Self.problem(own.string, at: token.offset, .variation, "%#@\(token.name)@ names no substitution of the key")
        }
        for variable in variables {
            let token = rewritten.substitutions.first { $0.name == variable.name }
            guard let position = variable.argument ?? token?.position else {
                throw Self.problem(own.string, .variation, "the substitution '\(variable.name)' is not in the format; write %#@\(variable.name)@ where it goes")
            }
            var declared: ParameterType?
            if let specifier = variable.specifier {
                guard let placeholder = PrintfPlaceholder.scan("%" + specifier).first, placeholder.text == "%" + specifier,
                      let type = ParameterType(placeholder) else {
                    throw Self.problem(own.string, .placeholderType, "the substitution '\(variable.name)' has the format specifier '\(specifier)', which markupc generate does not support")
                }
                declared = type
            }
            let kind = PositionalFormat.Kind.variableForm(position: position)
            var forms: [PluralCategory: LocalizedFormat] = [:]
            for (category, piece) in variable.forms.plural { forms[category] = try rewrite(piece, kind).format }
            let anchor = variable.forms.plural.first?.piece.string ?? own.string
            if forms.isEmpty, let single = variable.forms.own {
                result[variable.name] = try rewrite(single, kind).format
            } else {
                result[variable.name] = .plural(argument: position, forms: forms)
                selectors.append(Selector(position: position, declaredType: declared, variable: variable.name, string: anchor))
            }
        }
        return .substitutions(format: rewritten.text, variables: result)
    }
}

/// A problem that stops building one key in one language.
struct GenerationProblem: Error {
    var finding: GenerationFinding
}

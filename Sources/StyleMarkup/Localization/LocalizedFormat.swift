/// One key's markup in one language, as `markupc generate` writes it into the generated file.
///
/// Printf placeholders are already **positional** (`%1$@`, `%2$lld`), so whichever variant is
/// chosen, the argument list is the same. ``LocalizedMarkupTable`` chooses the variant for the
/// arguments and device, then fills the placeholders as text and compiles the markup:
///
/// ```swift
/// let files: LocalizedFormat = .plural(argument: 1, forms: [
///     .one: .format("<b>%1$lld</b> file"),
///     .other: .format("<b>%1$lld</b> files"),
/// ])
/// let welcome: LocalizedFormat = .substitutions(format: "Hi %1$@, you have %#@files@", variables: ["files": files])
/// ```
public indirect enum LocalizedFormat: Sendable, Hashable {
    /// Markup with positional printf placeholders.
    case format(String)
    /// Chosen by the CLDR plural category (``PluralRules``, in the language of the markup) of
    /// argument `argument` (1-based; an integer argument). A missing category falls back to
    /// ``PluralCategory/other``.
    case plural(argument: Int, forms: [PluralCategory: LocalizedFormat])
    /// Chosen by the device (``DeviceClass/current`` unless the caller names one); a missing
    /// device falls back to ``DeviceClass/other``.
    case device(forms: [DeviceClass: LocalizedFormat])
    /// `format` holds `%#@name@` tokens; each is replaced (as markup, before the placeholders
    /// are filled) by the chosen form of `variables[name]`, as stringsdict variables and String
    /// Catalog substitutions do. `%%` is a literal percent sign and starts no token.
    case substitutions(format: String, variables: [String: LocalizedFormat])

    /// The deepest nesting of variants ``template(arguments:language:device:)`` follows; the
    /// generator writes a handful at most.
    static let maximumDepth = 32

    /// The markup template this format gives for the arguments, device and language (whose
    /// plural rules apply), with every variant chosen and every `%#@name@` token replaced.
    func template(arguments: [TemplateArgument], language: String, device: DeviceClass) throws(LocalizationProblem) -> String {
        try template(arguments: arguments, language: language, device: device, depth: 0)
    }

    private func template(arguments: [TemplateArgument], language: String, device: DeviceClass,
                          depth: Int) throws(LocalizationProblem) -> String {
        guard depth < Self.maximumDepth else {
            throw .variantsTooDeep(limit: Self.maximumDepth)
        }
        switch self {
        case .format(let markup):
            return markup
        case .plural(let argument, let forms):
            let category = try Self.pluralCategory(of: argument, in: arguments, language: language)
            guard let form = forms[category] ?? forms[.other] else {
                throw .missingVariant("no \(category.rawValue) or other plural form")
            }
            return try form.template(arguments: arguments, language: language, device: device, depth: depth + 1)
        case .device(let forms):
            guard let form = forms[device] ?? forms[.other] else {
                throw .missingVariant("no \(device.rawValue) or other device form")
            }
            return try form.template(arguments: arguments, language: language, device: device, depth: depth + 1)
        case .substitutions(let format, let variables):
            return try Self.substitute(in: format) { name throws(LocalizationProblem) in
                guard let variable = variables[name] else { throw .unknownVariable(name) }
                return try variable.template(arguments: arguments, language: language, device: device, depth: depth + 1)
            }
        }
    }

    /// The plural category of argument `position` (1-based): integers by CLDR's integer rules, a
    /// `double` by its integer value when it has no fraction and as `other` when it has one.
    static func pluralCategory(of position: Int, in arguments: [TemplateArgument],
                               language: String) throws(LocalizationProblem) -> PluralCategory {
        guard position >= 1, position <= arguments.count else {
            throw .pluralArgument(position: position, "is missing (\(arguments.count) \(arguments.count == 1 ? "argument was" : "arguments were") given)")
        }
        switch arguments[position - 1] {
        case .integer(let value):
            return PluralRules.category(forMagnitude: value.magnitude, language: language)
        case .unsignedInteger(let value):
            return PluralRules.category(forMagnitude: value, language: language)
        case .double(let value):
            guard value.isFinite, value.rounded(.towardZero) == value, value.magnitude < 1e18 else { return .other }
            return PluralRules.category(forMagnitude: UInt64(value.magnitude), language: language)
        case .text:
            throw .pluralArgument(position: position, "is text, not a number")
        }
    }

    /// `format` with each `%#@name@` token replaced by `replacement(name)`. `%%` is copied as is
    /// (the filler turns it into `%` later); any other `%` is left for the filler.
    static func substitute(in format: String,
                           _ replacement: (String) throws(LocalizationProblem) -> String) throws(LocalizationProblem) -> String {
        let bytes = Array(format.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        let percent = UInt8(ascii: "%"), hash = UInt8(ascii: "#"), at = UInt8(ascii: "@")
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == percent, index + 1 < bytes.count else {
                output.append(byte)
                index += 1
                continue
            }
            if bytes[index + 1] == percent {
                output.append(contentsOf: [percent, percent])
                index += 2
                continue
            }
            if index + 2 < bytes.count, bytes[index + 1] == hash, bytes[index + 2] == at,
               let end = bytes[(index + 3)...].firstIndex(of: at), end > index + 3 {
                let name = String(decoding: bytes[(index + 3)..<end], as: UTF8.self)
                output.append(contentsOf: try replacement(name).utf8)
                index = end + 1
                continue
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}

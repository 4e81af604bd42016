/// Reads the attributes object of a style (`{"font": …, "color": …}`) into ``StyleAttributes``,
/// reporting every problem with its path and a "did you mean" hint. The keys are those of
/// ``StyleField`` (and of ``FontField``, ``ParagraphField``, ``ImageField``, ``LineField``
/// inside them), each read by an exhaustive `switch`.
struct AttributeReader {
    let linkPolicy: LinkPolicy
    /// Whether a link's scheme must be one of the policy's (a run list read back keeps any scheme).
    var checksLinkSchemes = true

    func read(_ members: [BookMember], path: String, into diagnostics: inout StyleDiagnostics) -> StyleAttributes {
        var attributes = StyleAttributes()
        for member in members {
            let here = joinPath(path, member.key)
            let value = member.value
            switch StyleField(rawValue: member.key) {
            case .font: attributes.font = readFont(value, path: here, &diagnostics)
            case .color: attributes.color = readColor(value, path: here, &diagnostics)
            case .background: attributes.background = readColor(value, path: here, &diagnostics)
            case .underline: attributes.underline = readLine(value, path: here, &diagnostics)
            case .strikethrough: attributes.strikethrough = readLine(value, path: here, &diagnostics)
            case .kern: attributes.kern = readNumber(value, path: here, &diagnostics)
            case .baselineOffset: attributes.baselineOffset = readNumber(value, path: here, &diagnostics)
            case .paragraph: attributes.paragraph = readParagraph(value, path: here, &diagnostics)
            case .link: attributes.link = readLink(value, path: here, &diagnostics)
            case .action:
                if let name = readString(value, path: here, &diagnostics) {
                    if name.isEmpty { diagnostics.report(here, "an action needs a non-empty name", at: value.offset) } else { attributes.action = name }
                }
            case .image: attributes.image = readImage(value, path: here, &diagnostics)
            case .custom:
                guard case .object(let custom) = value.kind else {
                    diagnostics.report(here, "expected an object, found \(value.typeName)", at: value.offset)
                    continue
                }
                attributes.custom = Dictionary(custom.map { ($0.key, Self.customValue($0.value)) }, uniquingKeysWith: { _, new in new })
            case nil:
                unknownKey(member, in: path, candidates: StyleField.keys, &diagnostics)
            }
        }
        return attributes
    }

    // MARK: - Values

    private func unknownKey(_ member: BookMember, in path: String, candidates: [String], _ diagnostics: inout StyleDiagnostics) {
        diagnostics.report(joinPath(path, member.key), "unknown key \"\(member.key)\"\(Suggestions.hint(for: member.key, in: candidates))", at: member.keyOffset)
    }

    private func members(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> [BookMember]? {
        guard case .object(let members) = value.kind else {
            diagnostics.report(path, "expected an object, found \(value.typeName)", at: value.offset)
            return nil
        }
        return members
    }

    private func readString(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> String? {
        guard case .string(let string) = value.kind else {
            diagnostics.report(path, "expected a string, found \(value.typeName)", at: value.offset)
            return nil
        }
        return string
    }

    private func readNumber(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics, minimum: Double? = nil, positive: Bool = false) -> Double? {
        guard case .number(let number, _) = value.kind else {
            diagnostics.report(path, "expected a number, found \(value.typeName)", at: value.offset)
            return nil
        }
        if positive && number <= 0 {
            diagnostics.report(path, "expected a number greater than 0, found \(format(number))", at: value.offset)
            return nil
        }
        if let minimum, number < minimum {
            diagnostics.report(path, "expected a number of at least \(format(minimum)), found \(format(number))", at: value.offset)
            return nil
        }
        return number
    }

    private func readBool(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> Bool? {
        guard case .bool(let flag) = value.kind else {
            diagnostics.report(path, "expected true or false, found \(value.typeName)", at: value.offset)
            return nil
        }
        return flag
    }

    private func readEnum<E: RawRepresentable & CaseIterable>(_ value: BookValue, _ type: E.Type, path: String, _ diagnostics: inout StyleDiagnostics) -> E? where E.RawValue == String {
        guard let string = readString(value, path: path, &diagnostics) else { return nil }
        if let match = E(rawValue: string) { return match }
        let names = E.allCases.map(\.rawValue)
        diagnostics.report(path, "unknown value \"\(string)\"\(Suggestions.hint(for: string, in: names)); expected one of \(names.joined(separator: ", "))", at: value.offset)
        return nil
    }

    private func readColor(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> Color? {
        guard let string = readString(value, path: path, &diagnostics) else { return nil }
        if let color = Color(css: string) { return color }
        let hint = string.hasPrefix("#") || string.contains("(") ? "" : Suggestions.hint(for: string, in: CSSNamedColors.table.keys.sorted())
        diagnostics.report(path, "invalid color \"\(string)\"\(hint); use #rrggbb, #rgb, #rrggbbaa, rgb(r, g, b), rgba(r, g, b, a) or a CSS color name", at: value.offset)
        return nil
    }

    private func readFont(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> FontAttributes? {
        guard let members = members(value, path: path, &diagnostics) else { return nil }
        var font = FontAttributes()
        for member in members {
            let here = joinPath(path, member.key)
            switch FontField(rawValue: member.key) {
            case .family:
                if let family = readString(member.value, path: here, &diagnostics) {
                    if family.isEmpty { diagnostics.report(here, "a font family needs a non-empty name", at: member.value.offset) } else { font.family = family }
                }
            case .size: font.size = readNumber(member.value, path: here, &diagnostics, positive: true)
            case .weight: font.weight = readWeight(member.value, path: here, &diagnostics)
            case .italic: font.italic = readBool(member.value, path: here, &diagnostics)
            case .monospace: font.monospace = readBool(member.value, path: here, &diagnostics)
            case .textStyle: font.textStyle = readEnum(member.value, TextStyle.self, path: here, &diagnostics)
            case nil: unknownKey(member, in: path, candidates: FontField.keys, &diagnostics)
            }
        }
        return font
    }

    private func readWeight(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> Int? {
        switch value.kind {
        case .number(let number, _):
            guard number == number.rounded(), (100...900).contains(number) else {
                diagnostics.report(path, "font weight must be a whole number from 100 to 900, found \(format(number))", at: value.offset)
                return nil
            }
            return Int(number)
        case .string(let name):
            if let match = FontAttributes.weightNames.first(where: { $0.name == name.lowercased() }) { return match.weight }
            let names = FontAttributes.weightNames.map(\.name)
            diagnostics.report(path, "unknown value \"\(name)\"\(Suggestions.hint(for: name, in: names)); expected one of \(names.joined(separator: ", ")) or 100–900", at: value.offset)
            return nil
        default:
            diagnostics.report(path, "expected a weight name or a number, found \(value.typeName)", at: value.offset)
            return nil
        }
    }

    private func readLine(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> LineStyle? {
        if case .string = value.kind {
            return readEnum(value, LineStyle.Pattern.self, path: path, &diagnostics).map { LineStyle($0) }
        }
        guard case .object(let members) = value.kind else {
            diagnostics.report(path, "expected a line style name or an object {style, color}, found \(value.typeName)", at: value.offset)
            return nil
        }
        var pattern: LineStyle.Pattern?
        var color: Color?
        var sawStyle = false
        for member in members {
            let here = joinPath(path, member.key)
            switch LineField(rawValue: member.key) {
            case .style:
                sawStyle = true
                pattern = readEnum(member.value, LineStyle.Pattern.self, path: here, &diagnostics)
            case .color: color = readColor(member.value, path: here, &diagnostics)
            case nil: unknownKey(member, in: path, candidates: LineField.keys, &diagnostics)
            }
        }
        if !sawStyle { diagnostics.report(path, "missing key \"style\"", at: value.offset) }
        return pattern.map { LineStyle($0, color: color) }
    }

    private func readParagraph(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> ParagraphAttributes? {
        guard let members = members(value, path: path, &diagnostics) else { return nil }
        var paragraph = ParagraphAttributes()
        for member in members {
            let here = joinPath(path, member.key)
            switch ParagraphField(rawValue: member.key) {
            case .alignment: paragraph.alignment = readEnum(member.value, ParagraphAttributes.Alignment.self, path: here, &diagnostics)
            case .lineSpacing: paragraph.lineSpacing = readNumber(member.value, path: here, &diagnostics, minimum: 0)
            case .paragraphSpacing: paragraph.paragraphSpacing = readNumber(member.value, path: here, &diagnostics, minimum: 0)
            case .lineHeightMultiple: paragraph.lineHeightMultiple = readNumber(member.value, path: here, &diagnostics, positive: true)
            case .firstLineHeadIndent: paragraph.firstLineHeadIndent = readNumber(member.value, path: here, &diagnostics, minimum: 0)
            case .headIndent: paragraph.headIndent = readNumber(member.value, path: here, &diagnostics, minimum: 0)
            case nil: unknownKey(member, in: path, candidates: ParagraphField.keys, &diagnostics)
            }
        }
        return paragraph
    }

    private func readLink(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> String? {
        guard let link = readString(value, path: path, &diagnostics) else { return nil }
        do {
            return try linkPolicy.normalize(link, checkingScheme: checksLinkSchemes)
        } catch {
            diagnostics.report(path, error.description, at: value.offset)
            return nil
        }
    }

    private func readImage(_ value: BookValue, path: String, _ diagnostics: inout StyleDiagnostics) -> ImageAttributes? {
        guard let members = members(value, path: path, &diagnostics) else { return nil }
        var image = ImageAttributes()
        for member in members {
            let here = joinPath(path, member.key)
            switch ImageField(rawValue: member.key) {
            case .name: image.name = readString(member.value, path: here, &diagnostics)
            case .src: image.src = readLink(member.value, path: here, &diagnostics)
            case .alt: image.alt = readString(member.value, path: here, &diagnostics)
            case .width: image.width = readNumber(member.value, path: here, &diagnostics, positive: true)
            case .height: image.height = readNumber(member.value, path: here, &diagnostics, positive: true)
            case nil: unknownKey(member, in: path, candidates: ImageField.keys, &diagnostics)
            }
        }
        return image
    }

    /// Converts a book value to a custom value (book trees are depth-limited, so recursion is bounded).
    static func customValue(_ value: BookValue) -> CustomValue {
        switch value.kind {
        case .string(let string): return .string(string)
        case .number(let number, _): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .null: return .null
        case .array(let items): return .array(items.map(customValue))
        case .object(let members): return .object(Dictionary(members.map { ($0.key, customValue($0.value)) }, uniquingKeysWith: { _, new in new }))
        }
    }

    private func format(_ number: Double) -> String {
        JSONNumber.format(number)
    }
}

import StyleMarkup
import StyleMarkupLint

/// Adds pseudo-locales to a String Catalog (`.xcstrings`) as localizations like any other,
/// keeping every other byte of the file as it was.
///
/// For each entry that is translated (not `"shouldTranslate": false`), the localization of
/// each pseudo-locale is a copy of the source language's, as written in the file (variations,
/// substitutions and their `argNum` and `formatSpecifier` included), with its strings' text
/// rewritten and each unit's `state` set to `translated`. An entry whose source language has
/// no localization (the key is the source string) gets a `stringUnit` whose value is the
/// rewritten key. The new localization goes where Xcode keeps it, among the others in
/// order of their names (letter case ignored), with the indentation and separators of its
/// neighbours; one the catalog has already (an earlier run) is replaced.
struct PseudoCatalogWriter {
    /// The catalog's text (UTF-8).
    let text: [UInt8]
    let root: BookValue
    let sourceLanguage: String

    /// One locale to add: its identifier, and the edits of the source strings (file offsets
    /// of ``text``, in order) that make its text.
    struct Locale {
        var identifier: String
        var edits: [FileEdit]
    }

    /// The whole catalog with the localizations of `locales` added.
    func write(_ locales: [Locale]) -> [UInt8] {
        guard case .object(let rootMembers) = root.kind,
              let strings = rootMembers.first(where: { $0.key == "strings" })?.value, case .object(let entries) = strings.kind else {
            return text
        }
        let locales = locales.sorted { $0.identifier.lowercased() < $1.identifier.lowercased() }
        let style = Style(text: text, root: root)
        var catalogEdits: [FileEdit] = []
        for entry in entries {
            guard case .object(let fields) = entry.value.kind, entry.value.offset != nil else { continue }
            if let value = fields.first(where: { $0.key == "shouldTranslate" })?.value, case .bool(false) = value.kind { continue }
            let localizations = fields.first(where: { $0.key == "localizations" })?.value
            var localizationMembers: [BookMember] = []
            if let localizations, case .object(let members) = localizations.kind { localizationMembers = members }
            let source = localizationMembers.first { $0.key == sourceLanguage }
            // The indentation of a localization's name.
            let memberIndent: [UInt8]
            if let first = localizationMembers.first, let offset = first.keyOffset {
                memberIndent = JSONLayout.indentation(text, at: offset)
            } else if let localizations, let offset = localizations.offset {
                memberIndent = JSONLayout.indentation(text, at: offset) + style.step
            } else {
                memberIndent = style.fieldIndent(of: entry, fields: fields) + style.step
            }
            var made: [(key: String, value: [UInt8])] = []
            for locale in locales {
                if let source, let start = source.value.offset {
                    let end = JSONLayout.end(of: text, valueAt: start)
                    let edits = Self.merge(Array(FileEdit.within(locale.edits, start..<end)), stateEdits(in: source.value))
                    made.append((locale.identifier, FileEdit.apply(edits, to: text, in: start..<end)))
                } else if let keyOffset = entry.keyOffset {
                    let literal = FileEdit.apply(locale.edits, to: text, in: keyOffset..<JSONLayout.stringEnd(text, quote: keyOffset))
                    let unit = style.object([("state", Array("\"translated\"".utf8)), ("value", literal)], indent: memberIndent + style.step)
                    made.append((locale.identifier, style.object([("stringUnit", unit)], indent: memberIndent)))
                }
            }
            if let localizations {
                for (key, value) in made {
                    if let existing = localizationMembers.first(where: { $0.key == key }), let start = existing.value.offset {
                        catalogEdits.append(FileEdit(range: start..<JSONLayout.end(of: text, valueAt: start), bytes: value))
                    } else {
                        catalogEdits.append(style.insert(key: key, value: value, into: localizations, members: localizationMembers))
                    }
                }
            } else if !made.isEmpty {
                let object = style.object(made, indent: memberIndent.dropLast(style.step.count).map { $0 })
                catalogEdits.append(style.insert(key: "localizations", value: object, into: entry.value, members: fields))
            }
        }
        return FileEdit.apply(FileEdit.sortedStably(catalogEdits), to: text, in: 0..<text.count)
    }

    /// Edits that set every `state` inside `value` to `translated`.
    private func stateEdits(in value: BookValue) -> [FileEdit] {
        var edits: [FileEdit] = []
        func walk(_ value: BookValue) {
            guard case .object(let members) = value.kind else { return }
            for member in members {
                if member.key == "state", case .string = member.value.kind, let start = member.value.offset {
                    edits.append(FileEdit(range: start..<JSONLayout.stringEnd(text, quote: start), bytes: Array("\"translated\"".utf8)))
                } else {
                    walk(member.value)
                }
            }
        }
        walk(value)
        return edits
    }

    /// Two sorted edit lists (never touching the same bytes) as one, in order.
    private static func merge(_ a: [FileEdit], _ b: [FileEdit]) -> [FileEdit] {
        (a.enumerated().map { ($0.element, 0, $0.offset) } + b.enumerated().map { ($0.element, 1, $0.offset) })
            .sorted { ($0.0.range.lowerBound, $0.1, $0.2) < ($1.0.range.lowerBound, $1.1, $1.2) }
            .map(\.0)
    }

    /// How the catalog is laid out: its key-value separator, its indentation step and whether
    /// it puts members on lines of their own (Xcode: `" : "`, two spaces, yes).
    struct Style {
        let text: [UInt8]
        let separator: [UInt8]
        let step: [UInt8]
        let multiline: Bool

        init(text: [UInt8], root: BookValue) {
            self.text = text
            var separator = Array(" : ".utf8)
            var step = Array("  ".utf8)
            var multiline = true
            if case .object(let members) = root.kind, let first = members.first, let key = first.keyOffset, let value = first.value.offset {
                separator = Array(text[JSONLayout.stringEnd(text, quote: key)..<value])
                multiline = JSONLayout.spaceBefore(text, key).contains(0x0A)
                step = multiline ? JSONLayout.indentation(text, at: key) : []
            }
            self.separator = separator
            self.step = step
            self.multiline = multiline
        }

        /// The indentation of the fields of `entry`.
        func fieldIndent(of entry: BookMember, fields: [BookMember]) -> [UInt8] {
            if let first = fields.first?.keyOffset { return JSONLayout.indentation(text, at: first) }
            return JSONLayout.indentation(text, at: entry.keyOffset ?? 0) + step
        }

        /// An object holding `members` (keys written as literals), its closing brace indented by `indent`.
        func object(_ members: [(key: String, value: [UInt8])], indent: [UInt8]) -> [UInt8] {
            var result: [UInt8] = [UInt8(ascii: "{")]
            for (index, member) in members.enumerated() {
                if index > 0 { result.append(UInt8(ascii: ",")) }
                if multiline { result += [0x0A] + indent + step }
                result += JSONLayout.literal(member.key) + separator + member.value
            }
            if multiline { result += [0x0A] + indent }
            result.append(UInt8(ascii: "}"))
            return result
        }

        /// The edit that adds the member `key`: `value` to `object`, whose members are
        /// `members`, in order of the keys (letter case ignored), laid out as its neighbours.
        func insert(key: String, value: [UInt8], into object: BookValue, members: [BookMember]) -> FileEdit {
            let member = JSONLayout.literal(key) + separator + value
            if let next = members.first(where: { $0.key.lowercased() > key.lowercased() }), let offset = next.keyOffset {
                return FileEdit(range: offset..<offset, bytes: member + [UInt8(ascii: ",")] + JSONLayout.spaceBefore(text, offset))
            }
            if let last = members.last, let keyOffset = last.keyOffset, let valueOffset = last.value.offset {
                let end = JSONLayout.end(of: text, valueAt: valueOffset)
                return FileEdit(range: end..<end, bytes: [UInt8(ascii: ",")] + JSONLayout.spaceBefore(text, keyOffset) + member)
            }
            let start = object.offset ?? 0
            let indent = JSONLayout.indentation(text, at: start)
            let body = self.object([(key, value)], indent: indent)
            return FileEdit(range: start..<JSONLayout.end(of: text, valueAt: start), bytes: body)
        }
    }
}

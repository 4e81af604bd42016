import StyleMarkup

/// `placeholder-mismatch`: a translation's printf placeholders differ from its source's.
///
/// Numbered placeholders (`%1$@`, `%2$lld`) are compared as a set of (position, length
/// modifier, conversion), so a translation may reorder them or use one twice; unnumbered ones
/// (`%@`, `%d`) as a sequence of (length modifier, conversion). Flags, width and precision
/// may differ (and in a PO file, as gettext reads C's printf, conversions of one kind of value:
/// `%d` and `%i`, `%u` and `%x`, `%f` and `%g`). When one side numbers every placeholder and the other numbers none, the
/// unnumbered ones take positions 1, 2, 3… — the arguments printf gives them — so `%s` equals
/// `%1$s`, and `%@ sent %@` equals `%2$@ a envoyé %1$@`.
///
/// A String Catalog translation is compared by argument number with its key's arguments
/// (``LocalizedString/catalogArguments``, ``CatalogArguments``): both sides numbered, it may
/// use an argument its source value leaves out when the key or the source has it with the
/// same type; an argument its source uses only to choose a plural form may be left out by a
/// language without plural forms (Korean `팔로워 %2$@명` for forms chosen by argument 1).
enum PlaceholderRule {
    private struct Signature: Hashable {
        var position: Int
        var length: String
        var conversion: Character
    }

    static func compare(_ translation: LocalizedString, _ analysis: StringAnalysis, with source: StringAnalysis) -> [LintFinding] {
        var sourceAll = source.placeholders
        var translationAll = analysis.placeholders
        if translation.placeholderDialect != nil {
            // A PO entry: conversions of one kind of value are alike, as gettext reads them.
            sourceAll = sourceAll.map(gettextKind)
            translationAll = translationAll.map(gettextKind)
        }
        if let arguments = translation.catalogArguments {
            return compareCatalog(translation, analysis, with: source, arguments: arguments)
        }
        // The common case: the same placeholders in the same order.
        if sourceAll.count == translationAll.count,
           zip(sourceAll, translationAll).allSatisfy({ $0.position == $1.position && $0.length == $1.length && $0.conversion == $1.conversion }) {
            return []
        }
        var sourceNumbered = sourceAll.filter(\.isNumbered)
        var sourceUnnumbered = sourceAll.filter { !$0.isNumbered }
        var translationNumbered = translationAll.filter(\.isNumbered)
        var translationUnnumbered = translationAll.filter { !$0.isNumbered }
        if sourceNumbered.isEmpty, translationUnnumbered.isEmpty, !translationNumbered.isEmpty {
            sourceNumbered = numbered(sourceUnnumbered)
            sourceUnnumbered = []
        } else if translationNumbered.isEmpty, sourceUnnumbered.isEmpty, !sourceNumbered.isEmpty {
            translationNumbered = numbered(translationUnnumbered)
            translationUnnumbered = []
        }
        let has = "(source has \(list(sourceAll)))"
        // What the translation has instead, told with each missing placeholder.
        let instead = { BrokenPlaceholder.note(in: translation.value, dialect: translation.printfDialect) }
        return compareNumbered(translation, sourceNumbered, translationNumbered, has: has, instead: instead)
            + compareSequences(translation, sourceUnnumbered, translationUnnumbered, has: has, instead: instead)
    }

    private static func compareCatalog(_ translation: LocalizedString, _ analysis: StringAnalysis, with source: StringAnalysis,
                                       arguments: [PrintfPlaceholder]) -> [LintFinding] {
        let expected = CatalogArguments.numbered(source.placeholders)
        let found = CatalogArguments.numbered(analysis.placeholders)
        if expected.count == found.count, zip(expected, found).allSatisfy({ signature($0) == signature($1) }) { return [] }
        let has = "(source has \(list(source.placeholders)))"
        let instead = { BrokenPlaceholder.note(in: translation.value, dialect: translation.printfDialect) }
        // An argument that only chooses a plural form needs no place where there are no forms.
        let selectors = translation.catalogSelectorArguments
        let droppable = selectors == 0 || !CatalogArguments.hasNoPluralForms(translation.language)
            ? [] : (1...64).filter { selectors & 1 << UInt64($0 - 1) != 0 }
        return compareNumbered(translation, expected, found, has: has, instead: instead, allowed: arguments,
                               writtenElsewhere: translation.catalogWrittenElsewhere + droppable)
    }

    /// `placeholder` with its conversion named by its kind of value, as gettext groups C's:
    /// `d i` (signed), `o u x X` (unsigned), `e E f F g G a A` (floating point); its text stays.
    private static func gettextKind(_ placeholder: PrintfPlaceholder) -> PrintfPlaceholder {
        var kind = placeholder
        switch placeholder.conversion {
        case "i": kind.conversion = "d"
        case "o", "x", "X": kind.conversion = "u"
        case "e", "E", "F", "g", "G", "a", "A": kind.conversion = "f"
        default: break
        }
        return kind
    }

    /// `%@, %d`, or `no placeholders`.
    private static func list(_ placeholders: [PrintfPlaceholder]) -> String {
        var seen = Set<String>()
        let texts = placeholders.compactMap { seen.insert($0.text).inserted ? $0.text : nil }
        return texts.isEmpty ? "no placeholders" : texts.joined(separator: ", ")
    }

    /// Gives unnumbered placeholders the positions printf reads them at (their text is kept).
    private static func numbered(_ placeholders: [PrintfPlaceholder]) -> [PrintfPlaceholder] {
        placeholders.enumerated().map { index, placeholder in
            var copy = placeholder
            copy.position = index + 1
            return copy
        }
    }

    private static func signature(_ placeholder: PrintfPlaceholder) -> Signature {
        Signature(position: placeholder.position ?? 0, length: placeholder.length, conversion: placeholder.conversion)
    }

    /// `allowed` are arguments the translation may use though the source does not (a String
    /// Catalog key's).
    private static func compareNumbered(_ translation: LocalizedString, _ source: [PrintfPlaceholder], _ target: [PrintfPlaceholder],
                                        has: String, instead: () -> String, allowed: [PrintfPlaceholder] = [],
                                        writtenElsewhere: [Int] = []) -> [LintFinding] {
        let sourceSet = Set(source.map(signature))
        let targetSet = Set(target.map(signature))
        guard sourceSet != targetSet else { return [] }
        var sourceByPosition: [Int: [PrintfPlaceholder]] = [:]
        for placeholder in source { sourceByPosition[placeholder.position!, default: []].append(placeholder) }
        var targetByPosition: [Int: [PrintfPlaceholder]] = [:]
        for placeholder in target { targetByPosition[placeholder.position!, default: []].append(placeholder) }
        var findings: [LintFinding] = []
        for position in Set(sourceByPosition.keys).union(targetByPosition.keys).sorted() {
            let expected = sourceByPosition[position] ?? []
            let found = targetByPosition[position] ?? []
            if found.isEmpty {
                // A substitution's form need not write an argument its localization's value writes.
                if writtenElsewhere.contains(position) { continue }
                findings.append(LintFinding(.placeholderMismatch, translation, at: translation.valueLocation,
                                            "placeholder \(name(expected[0])) is missing \(has)" + instead()))
            } else if expected.isEmpty {
                let declared = allowed.filter { $0.position == position }
                if let other = found.first(where: { placeholder in !declared.contains { signature($0) == signature(placeholder) } }) {
                    let location = translation.location(ofUTF8Offset: other.range.lowerBound)
                    if let argument = declared.first {
                        findings.append(LintFinding(.placeholderMismatch, translation, at: location,
                                                    "placeholder \(name(other)) does not match argument \(position) of the key, \(argument.text)"))
                    } else {
                        findings.append(LintFinding(.placeholderMismatch, translation, at: location,
                                                    "placeholder \(name(other)) is not in the source \(has)"))
                    }
                }
            } else {
                let expectedSignatures = Set(expected.map(signature))
                var reported = Set<Signature>()
                for placeholder in found where !expectedSignatures.contains(signature(placeholder)) && reported.insert(signature(placeholder)).inserted {
                    findings.append(LintFinding(.placeholderMismatch, translation, at: translation.location(ofUTF8Offset: placeholder.range.lowerBound),
                                                "placeholder \(name(placeholder)) does not match the source's \(name(expected[0]))"))
                }
                let foundSignatures = Set(found.map(signature))
                for placeholder in expected where !foundSignatures.contains(signature(placeholder)) && reported.isEmpty && reported.insert(signature(placeholder)).inserted {
                    // The source uses the argument in two ways and the translation in only one.
                    findings.append(LintFinding(.placeholderMismatch, translation, at: translation.valueLocation,
                                                "placeholder \(name(placeholder)) is missing \(has)" + instead()))
                }
            }
        }
        return findings
    }

    /// `%1$@`, or `%@ (argument 2)` for an unnumbered placeholder given a position; a String
    /// Catalog substitution with the argument and type it stands for, `%#@count@ (argument 2, %lld)`.
    private static func name(_ placeholder: PrintfPlaceholder) -> String {
        if placeholder.text.hasPrefix("%#@"), let position = placeholder.position {
            return "\(placeholder.text) (argument \(position), %\(placeholder.length)\(placeholder.conversion))"
        }
        return placeholder.text.contains("$") ? placeholder.text : "\(placeholder.text) (argument \(placeholder.position!))"
    }

    /// Every position where the sequences differ, one finding each, as numbered placeholders
    /// are reported: `%@ has %d of %d` → `%d a %@ sur %@` is three findings, not the first alone.
    private static func compareSequences(_ translation: LocalizedString, _ source: [PrintfPlaceholder], _ target: [PrintfPlaceholder],
                                         has: String, instead: () -> String) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in 0..<max(source.count, target.count) {
            let ordinal = index + 1
            if index >= target.count {
                findings.append(LintFinding(.placeholderMismatch, translation, at: translation.valueLocation,
                                            "placeholder \(ordinal) (\(source[index].text)) is missing \(has)" + instead()))
                continue
            }
            let found = target[index]
            let location = translation.location(ofUTF8Offset: found.range.lowerBound)
            if index >= source.count {
                findings.append(LintFinding(.placeholderMismatch, translation, at: location,
                                            "placeholder \(ordinal) (\(found.text)) is not in the source \(has)"))
            } else if signature(found) != signature(source[index]) {
                findings.append(LintFinding(.placeholderMismatch, translation, at: location,
                                            "placeholder \(ordinal) is \(found.text) but \(source[index].text) in the source"))
            }
        }
        return findings
    }
}

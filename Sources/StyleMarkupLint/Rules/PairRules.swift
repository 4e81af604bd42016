import StyleMarkup

/// Compares a translation with its source string(s): tags and links (``TagRules``) and
/// placeholders (``PlaceholderRule``).
///
/// A plural form is compared with its own source form (the same quantity, else `other`,
/// first in `sources`), form by form:
///
/// - a form that differs from its own but equals another source form passes only when all it
///   adds to its own form is the count (Russian `one` reads 21 too, so it needs `%d` where
///   English `one` has none); one that borrows another argument (`%2$s`) is reported;
/// - a form that only leaves out its source form's count (a language that writes "one" as a
///   word) is a `plural-count-dropped` warning, which a project may turn off.
///
/// Other strings with several candidate sources (a String Catalog's device variations) pass
/// when one candidate matches.
enum PairRules {
    typealias Source = (string: LocalizedString, analysis: StringAnalysis)

    /// The findings on `translation` against its `sources`; `manualPages` are the pages of
    /// the Mallard manual the string belongs to (empty when unknown).
    static func compare(_ translation: LocalizedString, _ analysis: StringAnalysis, with sources: [Source],
                        manualPages: Set<String> = []) -> [LintFinding] {
        guard let own = sources.first else { return [] }
        // A string whose sources hold no placeholder and write no `%%`, and that no flag
        // declares a format, is prose: its `%` is text (`60% o 85%`), though a placeholder
        // that text never writes is not (``FormattedPercentSigns``).
        let placeholdersChecked = translation.checksPlaceholders && own.string.checksPlaceholders
        let formatted = FormattedPercentSigns.isFormatted(translation, source: own.string,
                                                          sourceHasPlaceholders: sources.contains { !$0.analysis.placeholders.isEmpty })
        /// The placeholder findings: `compared` for a formatted string, then its stray `%`
        /// when the placeholders agree; for prose, the placeholders text never writes.
        func placeholderFindings(_ compared: () -> [LintFinding]) -> [LintFinding] {
            guard placeholdersChecked else { return [] }
            guard formatted else { return FormattedPercentSigns.placeholdersAddedToProse(translation, analysis) }
            let found = compared()
            guard found.isEmpty, analysis.strayPercentCount > 0 else { return found }
            return FormattedPercentSigns.strayPercentSigns(in: translation, source: own.string)
        }
        var findings: [LintFinding] = []
        if placeholdersChecked, formatted, let dialect = translation.placeholderDialect, !dialect.isPrintf {
            // Another language's format string (a PO entry's `python-format`): judged as gettext does.
            findings += formatDirectives(translation, with: sources, dialect: dialect)
            if analysis.markupErrors.isEmpty {
                let comparable = sources.prefix(1).filter { $0.analysis.judgesTranslationMarkup }
                findings += firstPassing(comparable.map { TagRules.compare(translation, analysis, with: $0.analysis, manualPages: manualPages) })
            }
            return findings
        }
        if translation.pluralGroup != nil {
            if analysis.markupErrors.isEmpty, own.analysis.judgesTranslationMarkup {
                findings += TagRules.compare(translation, analysis, with: own.analysis, manualPages: manualPages)
            }
            findings += placeholderFindings { pluralPlaceholders(translation, analysis, own: own.analysis, others: sources.dropFirst().map(\.analysis)) }
            findings += pluralInlineElements(translation, own: own.string, others: sources.dropFirst().map(\.string))
            return findings
        }
        if analysis.markupErrors.isEmpty {
            let comparable = sources.filter { $0.analysis.judgesTranslationMarkup }
            findings += firstPassing(comparable.map { TagRules.compare(translation, analysis, with: $0.analysis, manualPages: manualPages) })
        }
        findings += placeholderFindings { firstPassing(sources.map { PlaceholderRule.compare(translation, analysis, with: $0.analysis) }) }
        findings += inlineElements(translation, own.string)
        return findings
    }

    /// A PO translation's directives in `dialect` against its msgid's, or for a plural form its
    /// `msgid_plural`'s; a form the file uses for one number only, or for fewer than five as
    /// `msgfmt --check` counts them (French `msgstr[0]`: 0 and 1), may leave arguments out.
    private static func formatDirectives(_ translation: LocalizedString, with sources: [Source], dialect: PlaceholderDialect) -> [LintFinding] {
        guard let own = sources.first else { return [] }
        guard let group = translation.pluralGroup else {
            return FormatDirectiveRule.compare(translation, with: own.string, dialect: dialect, strict: true)
        }
        let plural = sources.first { $0.string.key == group + "[plural]" } ?? own
        return FormatDirectiveRule.compare(translation, with: plural.string, dialect: dialect,
                                        strict: translation.singleNumber == nil && !translation.isRarePluralForm)
    }

    /// The XLIFF placeholder elements of a case of an ICU expression: compared with its source
    /// case's when the source has a case of the same selector; a case of the language's own
    /// (Polish `few` where English has `=1` and `other`) may only use elements some source case has.
    private static func pluralInlineElements(_ translation: LocalizedString, own: LocalizedString, others: [LocalizedString]) -> [LintFinding] {
        if own.key == translation.key { return inlineElements(translation, own) }
        var known = Set(own.inlineElements.map(\.text))
        for other in others { known.formUnion(other.inlineElements.map(\.text)) }
        var reported = Set<String>()
        return translation.inlineElements.filter { !known.contains($0.text) && reported.insert($0.text).inserted }.map {
            LintFinding(.placeholderMismatch, translation, at: $0.location, "XLIFF placeholder \($0.text) is in no case of the source")
        }
    }

    /// XLIFF placeholder elements the target lacks or adds, compared by name and id as a multiset.
    /// Angular writes a tag as two elements, `START_…` and `CLOSE_…` (`START_TAG_STRONG`,
    /// `CLOSE_TAG_STRONG`); a span dropped or added whole is one finding, as a tag is.
    private static func inlineElements(_ translation: LocalizedString, _ source: LocalizedString) -> [LintFinding] {
        guard !translation.inlineElements.isEmpty || !source.inlineElements.isEmpty else { return [] }
        func counts(_ elements: [InlineElement]) -> [String: Int] { elements.reduce(into: [:]) { $0[$1.text, default: 0] += 1 } }
        let expected = counts(source.inlineElements), found = counts(translation.inlineElements)
        guard expected != found else { return [] }
        func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }
        var seen = Set<String>()
        let names = source.inlineElements.map(\.text).filter { seen.insert($0).inserted }
        let has = "(source has \(names.isEmpty ? "none" : names.joined(separator: ", ")))"
        // The closing element of a span whose counts differ exactly as its opening one's do.
        var pairedClose = Set<String>()
        func span(_ name: String) -> String? {
            guard name.contains(#"id="START_"#) else { return nil }
            let close = name.replacingOccurrences(of: #"id="START_"#, with: #"id="CLOSE_"#)
            guard found[close] == found[name], expected[close] == expected[name] else { return nil }
            pairedClose.insert(close)
            return close
        }
        func describe(_ name: String, _ close: String?) -> String {
            close.map { "XLIFF placeholders \(name)…\($0) (one span)" } ?? "XLIFF placeholder \(name)"
        }
        var findings: [LintFinding] = []
        // Where the target's content starts: its text, or an element before it.
        let start = min(translation.valueLocation, translation.inlineElements.first?.location ?? translation.valueLocation)
        for name in names where found[name, default: 0] < expected[name]! && !pairedClose.contains(name) {
            let close = span(name)
            let subject = describe(name, close)
            let detail = found[name] == nil ? "\(subject) \(close == nil ? "is" : "are") missing \(has)"
                : "\(subject) \(close == nil ? "appears" : "appear") \(times(found[name]!)) but \(times(expected[name]!)) in the source"
            findings.append(LintFinding(.placeholderMismatch, translation, at: start, detail))
        }
        var reported = Set<String>()
        for element in translation.inlineElements where found[element.text]! > expected[element.text, default: 0]
            && !pairedClose.contains(element.text) && reported.insert(element.text).inserted {
            let close = span(element.text)
            let subject = describe(element.text, close)
            let detail = expected[element.text] == nil ? "\(subject) \(close == nil ? "is" : "are") not in the source \(has)"
                : "\(subject) \(close == nil ? "appears" : "appear") \(times(found[element.text]!)) but \(times(expected[element.text]!)) in the source"
            findings.append(LintFinding(.placeholderMismatch, translation, at: element.location, detail))
        }
        return findings
    }

    /// No findings if any alternative passes; else the first alternative's findings.
    private static func firstPassing(_ results: [[LintFinding]]) -> [LintFinding] {
        if results.contains(where: \.isEmpty) { return [] }
        return results.first ?? []
    }

    private static func pluralPlaceholders(_ translation: LocalizedString, _ analysis: StringAnalysis, own: StringAnalysis,
                                           others: [StringAnalysis]) -> [LintFinding] {
        let againstOwn = PlaceholderRule.compare(translation, analysis, with: own)
        guard !againstOwn.isEmpty else { return countItsSourceFormOmits(translation, analysis, own: own, others: others) }
        func passes(_ a: StringAnalysis, _ b: StringAnalysis) -> Bool { PlaceholderRule.compare(translation, a, with: b).isEmpty }
        // Adds the count, and so equals another form of the source.
        if others.contains(where: { passes(analysis, $0) }), withoutOneCount(analysis).contains(where: { passes($0.rest, own) }) {
            return []
        }
        // Adds the count another form has, and differs in more: what differs besides the count.
        let ownTexts = Set(own.placeholders.map(\.text))
        for (rest, count) in withoutOneCount(analysis) where !ownTexts.contains(count.text)
            && others.contains(where: { $0.placeholders.contains { $0.text == count.text } }) {
            return PlaceholderRule.compare(translation, rest, with: own)
        }
        // Leaves out the count of its own source form, and nothing else: fine in a form used
        // for one number only, which may write it as a word; else a warning of its own.
        if let dropped = withoutOneCount(own, among: [own] + others).first(where: { passes(analysis, $0.rest) })?.count {
            if translation.singleNumber != nil { return [] }
            return PluralCountDropped.finding(translation, count: dropped).map { [$0] } ?? []
        }
        return againstOwn
    }

    /// A form that matches its own source form, which writes no count (English `one`: "Found
    /// a file"), in a category that holds several numbers in the translation's language
    /// (Russian `one` is 1, 21, 31 …): it leaves out the count the source's other forms have,
    /// and the reader sees no number, or the wrong one (`plural-count-dropped`, an error).
    /// Nothing where the category holds one number, which the form may write as a word.
    private static func countItsSourceFormOmits(_ translation: LocalizedString, _ analysis: StringAnalysis, own: StringAnalysis,
                                               others: [StringAnalysis]) -> [LintFinding] {
        // The translation has the placeholders of its own source form (it passed the
        // comparison with it), so what that form lacks, the translation lacks too.
        guard !others.isEmpty, translation.singleNumber == nil,
              let count = others.lazy.compactMap({ withoutOneCount($0, among: [own] + others).first?.count }).first,
              !own.placeholders.contains(where: { $0.text == count.text || ($0.position != nil && $0.position == count.position) }),
              case .several = PluralCountDropped.reach(of: translation).0 else { return [] }
        return PluralCountDropped.finding(translation, count: count, ownSourceFormWritesIt: false).map { [$0] } ?? []
    }

    /// `analysis` without its count, and the count: the integer placeholder (`d i u`) that
    /// comes first in the arguments (the lowest `n$`, else the first written), as the count
    /// is passed first (`getQuantityString(id, count, count, other)`). None when there is no
    /// integer placeholder.
    ///
    /// With `forms` (every form of the source's plural), a form with no integer placeholder
    /// takes as its count the first argument when every form has it, written the same: apps
    /// that format the number themselves pass it as a string (`%s of your images`).
    private static func withoutOneCount(_ analysis: StringAnalysis, among forms: [StringAnalysis] = []) -> [(rest: StringAnalysis, count: PrintfPlaceholder)] {
        func position(_ index: Int) -> Int { analysis.placeholders[index].position ?? 0 }
        let integers = analysis.placeholders.indices.filter { "diu".contains(analysis.placeholders[$0].conversion) }
        var chosen = integers.min { position($0) < position($1) }
        if chosen == nil, forms.count > 1, let first = analysis.placeholders.indices.min(by: { position($0) < position($1) }),
           forms.allSatisfy({ $0.placeholders.contains { $0.text == analysis.placeholders[first].text } }) {
            chosen = first
        }
        guard let index = chosen else { return [] }
        var copy = analysis
        copy.placeholders.remove(at: index)
        return [(copy, analysis.placeholders[index])]
    }
}

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

    static func compare(_ translation: LocalizedString, _ analysis: StringAnalysis, with sources: [Source]) -> [LintFinding] {
        guard let own = sources.first else { return [] }
        let checksPlaceholders = translation.checksPlaceholders && own.string.checksPlaceholders
        var findings: [LintFinding] = []
        if translation.pluralGroup != nil {
            if analysis.markupErrors.isEmpty, own.analysis.markupErrors.isEmpty {
                findings += TagRules.compare(translation, analysis, with: own.analysis)
            }
            if checksPlaceholders {
                findings += pluralPlaceholders(translation, analysis, own: own.analysis, others: sources.dropFirst().map(\.analysis))
            }
            return findings
        }
        if analysis.markupErrors.isEmpty {
            let comparable = sources.filter { $0.analysis.markupErrors.isEmpty }
            findings += firstPassing(comparable.map { TagRules.compare(translation, analysis, with: $0.analysis) })
        }
        if checksPlaceholders {
            findings += firstPassing(sources.map { PlaceholderRule.compare(translation, analysis, with: $0.analysis) })
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
        guard !againstOwn.isEmpty else { return [] }
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
        // Leaves out the count of its own source form, and nothing else.
        if let dropped = withoutOneCount(own).first(where: { passes(analysis, $0.rest) })?.count {
            return [LintFinding(.pluralCountDropped, translation, at: translation.valueLocation,
                                "the plural form leaves out the count \(dropped.text) that its source form has; fine where the language writes this form as a word")]
        }
        return againstOwn
    }

    /// `analysis` without one of its integer placeholders (the count), for each one (at most
    /// 16 tried), with the placeholder left out.
    private static func withoutOneCount(_ analysis: StringAnalysis) -> [(rest: StringAnalysis, count: PrintfPlaceholder)] {
        var result: [(rest: StringAnalysis, count: PrintfPlaceholder)] = []
        for index in analysis.placeholders.indices.prefix(16) where "diu".contains(analysis.placeholders[index].conversion) {
            var copy = analysis
            copy.placeholders.remove(at: index)
            result.append((copy, analysis.placeholders[index]))
        }
        return result
    }
}

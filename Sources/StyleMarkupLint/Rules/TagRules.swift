import StyleMarkup

/// The rules that compare a translation's tags with its source's:
///
/// - `tag-mismatch`: the tags differ as a multiset of names (reordered spans are fine);
/// - `tag-nesting`: the same names, nested differently (`<b><i>` against `<i><b>`);
/// - `link-changed`: a link target (`href`; `xref`, `linkend` in the XML dialect) differs
///   from the source's tag of the same name: an error when it no longer works
///   (``LinkTarget``, or a Mallard `xref` to a page the manual does not have), a warning when
///   it is another valid target.
enum TagRules {
    /// The findings on `translation` against `source`; `manualPages` are the pages of the
    /// Mallard manual the string belongs to (empty when unknown).
    static func compare(_ translation: LocalizedString, _ analysis: StringAnalysis, with source: StringAnalysis,
                        manualPages: Set<String> = []) -> [LintFinding] {
        // The common case: the same tags, nested the same way, with the same links, in the same order.
        if source.tags.count == analysis.tags.count,
           zip(source.tags, analysis.tags).allSatisfy({ $0.pathID == $1.pathID && $0.href == $1.href }) {
            return []
        }
        var findings = mismatches(translation, analysis, source)
        if findings.isEmpty, let nesting = nesting(translation, analysis, source) { findings.append(nesting) }
        findings += links(translation, analysis, source, manualPages: manualPages)
        return findings
    }

    /// `<a>, <b>`, or `no tags`.
    static func list(_ names: [String]) -> String {
        names.isEmpty ? "no tags" : names.map { "<\($0)>" }.joined(separator: ", ")
    }

    private static func times(_ count: Int) -> String { count == 1 ? "once" : "\(count) times" }

    private static func mismatches(_ translation: LocalizedString, _ analysis: StringAnalysis, _ source: StringAnalysis) -> [LintFinding] {
        var sourceCounts: [String: Int] = [:]
        for tag in source.tags { sourceCounts[tag.name, default: 0] += 1 }
        var translationCounts: [String: Int] = [:]
        var occurrences: [String: [Int]] = [:]
        for tag in analysis.tags {
            translationCounts[tag.name, default: 0] += 1
            occurrences[tag.name, default: []].append(tag.offset)
        }
        guard sourceCounts != translationCounts else { return [] }
        let sourceNames = source.distinctTagNames
        let has = "(source has \(list(sourceNames)))"
        // `</br>` counts as a `<br>`, as browsers read it: a count that differs says so.
        func closingBreaks(_ name: String) -> String {
            guard name == "br" else { return "" }
            let places = analysis.tags.filter(\.isClosingLineBreak).map { translation.location(ofUTF8Offset: $0.offset).description }
            guard !places.isEmpty else { return "" }
            return "; </br> (at \(places.joined(separator: ", "))) is read as a second <br>, as browsers do: write <br> for a line break, or remove it"
        }
        // In the XML dialect some differences are styling, not defects (``XMLStylingDifference``).
        let styling = source.isXML && analysis.isXML ? XMLStylingDifference.Difference(
            source: source.tags, translation: analysis.tags,
            lost: Set(sourceCounts.keys.filter { translationCounts[$0, default: 0] < sourceCounts[$0]! })) : nil
        // A source with tags is shown as markup: a styling element a translation adds while
        // keeping every tag of its source (`<i>True</i>` for a value) styles its text and takes
        // nothing from the reader, a warning. Added to a source with no tags, it may be shown
        // as written, and it is an error.
        let addsOnlyStyling = source.isHTML && analysis.isHTML && !sourceCounts.isEmpty
            && sourceCounts.allSatisfy { translationCounts[$0.key, default: 0] >= $0.value }
        func finding(_ name: String, isLost: Bool, at location: LintLocation, _ detail: String) -> LintFinding {
            let keepsTargets = isLost && styling?.keepsEveryTarget.contains(name) == true
            var made = LintFinding(.tagMismatch, translation, at: location,
                                   detail + (keepsTargets ? "; it still links every page the source links to" : ""))
            if let styling {
                made.level = styling.level(of: name, isLost: isLost)
            } else if !isLost, addsOnlyStyling, HTMLElementNames.styling.contains(name.lowercased()) {
                made.level = .warning
            }
            return made
        }
        var findings: [LintFinding] = []
        for name in sourceNames {
            let expected = sourceCounts[name]!
            let found = translationCounts[name] ?? 0
            if found == 0 {
                findings.append(finding(name, isLost: true, at: translation.valueLocation, "tag <\(name)> is missing \(has)"))
            } else if found < expected {
                findings.append(finding(name, isLost: true, at: translation.valueLocation,
                                        "tag <\(name)> appears \(times(found)) but \(times(expected)) in the source"))
            }
        }
        for name in analysis.distinctTagNames {
            let expected = sourceCounts[name] ?? 0
            let found = translationCounts[name]!
            guard found > expected else { continue }
            let location = translation.location(ofUTF8Offset: occurrences[name]![expected])
            if expected == 0 {
                findings.append(finding(name, isLost: false, at: location, "tag <\(name)> is not in the source \(has)" + closingBreaks(name)))
            } else {
                findings.append(finding(name, isLost: false, at: location,
                                        "tag <\(name)> appears \(times(found)) but \(times(expected)) in the source" + closingBreaks(name)))
            }
        }
        return findings
    }

    private static func nesting(_ translation: LocalizedString, _ analysis: StringAnalysis, _ source: StringAnalysis) -> LintFinding? {
        var unmatched: [Int: Int] = [:]
        for tag in source.tags { unmatched[tag.pathID, default: 0] += 1 }
        for tag in analysis.tags { unmatched[tag.pathID, default: 0] -= 1 }
        guard unmatched.values.contains(where: { $0 != 0 }) else { return nil }
        // The first translation tag whose chain the source does not have (as often).
        guard let index = analysis.tags.indices.first(where: { unmatched[analysis.tags[$0].pathID, default: 0] < 0 }) else { return nil }
        let tag = analysis.tags[index]
        let here = placement(analysis.ancestors(of: index))
        let counterpart = source.tags.indices.first { source.tags[$0].name == tag.name && unmatched[source.tags[$0].pathID, default: 0] > 0 }
            ?? source.tags.indices.first { source.tags[$0].name == tag.name }
        let there = counterpart.map { placement(source.ancestors(of: $0)) } ?? "elsewhere"
        return LintFinding(.tagNesting, translation, at: translation.location(ofUTF8Offset: tag.offset),
                           "tag <\(tag.name)> is \(here) here but \(there) in the source")
    }

    private static func placement(_ ancestors: [String]) -> String {
        ancestors.isEmpty ? "at the top level" : "inside " + ancestors.map { "<\($0)>" }.joined()
    }

    /// How much of a link a message quotes: whole up to 2,000 bytes.
    static let longestShownLink = 2_000

    /// `link` as a message quotes it: line breaks shown as `↵`, cut after ``longestShownLink`` bytes.
    private static func shown(_ link: String) -> String {
        var text = link.utf8.count > longestShownLink ? String(decoding: link.utf8.prefix(longestShownLink), as: UTF8.self) + "…" : link
        if text.contains(where: \.isNewline) { text = String(text.map { $0.isNewline ? "↵" : $0 }) }
        return text
    }

    private static func links(_ translation: LocalizedString, _ analysis: StringAnalysis, _ source: StringAnalysis,
                              manualPages: Set<String>) -> [LintFinding] {
        guard source.tags.contains(where: { $0.href != nil }) || analysis.tags.contains(where: { $0.href != nil }) else { return [] }
        struct Link: Hashable {
            var name: String
            var href: String?
        }
        // Tags whose (name, href) the other side also has are matched; the rest are paired
        // in order, per tag name.
        var sourceCounts: [Link: Int] = [:]
        for tag in source.tags { sourceCounts[Link(name: tag.name, href: tag.href), default: 0] += 1 }
        var translationCounts: [Link: Int] = [:]
        for tag in analysis.tags { translationCounts[Link(name: tag.name, href: tag.href), default: 0] += 1 }
        var sourceLeft: [String: [String?]] = [:]
        for tag in source.tags {
            let link = Link(name: tag.name, href: tag.href)
            if let count = translationCounts[link], count > 0 {
                translationCounts[link] = count - 1
            } else {
                sourceLeft[tag.name, default: []].append(tag.href)
            }
        }
        // The translation's tags whose link the source does not have, per name.
        var translationLeft: [String: Int] = [:]
        var counts = sourceCounts
        for tag in analysis.tags {
            let link = Link(name: tag.name, href: tag.href)
            if let count = counts[link], count > 0 { counts[link] = count - 1 } else { translationLeft[tag.name, default: 0] += 1 }
        }
        var findings: [LintFinding] = []
        var used: [String: Int] = [:]
        for tag in analysis.tags {
            let link = Link(name: tag.name, href: tag.href)
            if let count = sourceCounts[link], count > 0 {
                sourceCounts[link] = count - 1
                continue
            }
            // Paired in order only when as many are left on each side: an added or dropped
            // tag (a tag-mismatch of its own) would pair the rest with the wrong links.
            let next = used[tag.name, default: 0]
            guard let candidates = sourceLeft[tag.name], next < candidates.count, candidates.count == translationLeft[tag.name] else { continue }
            used[tag.name] = next + 1
            var detail: String
            var broken: String?
            switch (candidates[next], tag.href) {
            case let (old?, new?):
                // Spaces a browser drops around a target leave the same link.
                if LinkTarget.isSameLink(new, old) { continue }
                detail = "the link of <\(tag.name)> is \"\(shown(new))\" but \"\(shown(old))\" in the source"
                broken = LinkTarget.problem(new, source: old)
                if broken == nil, tag.isReference { broken = LinkTarget.missingPage(new, source: old, pages: manualPages) }
            case let (old?, nil): detail = "<\(tag.name)> has no href but links to \"\(shown(old))\" in the source"
            case let (nil, new?): detail = "<\(tag.name)> links to \"\(shown(new))\" but has no href in the source"
            case (nil, nil): continue
            }
            if let broken { detail += "; it no longer works as a link: \(broken)" }
            var finding = LintFinding(.linkChanged, translation, at: translation.location(ofUTF8Offset: tag.offset), detail)
            // Links are quoted whole (up to ``longestShownLink``), not shortened as other long words are.
            finding.message = LintFinding.prefix(language: translation.language, key: translation.key)
                + (translation.isFuzzy ? LintFinding.fuzzyNote : "") + detail
            if broken != nil { finding.level = .error }
            findings.append(finding)
        }
        return findings
    }
}

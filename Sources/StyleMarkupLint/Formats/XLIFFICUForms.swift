/// An XLIFF unit whose source is one ICU expression (Angular's `{VAR_PLURAL, plural, …}` and
/// `{VAR_SELECT, select, …}`) is compared case by case, as a plural's forms are: each case of
/// the target is a string of its own, keyed `id[selector]` (`id[=0]`, `id[other]`), paired
/// with the source's case of the same selector, else `other`.
///
/// - The target must be an expression over the same argument with the same type, and have an
///   `other` case (ICU requires one): otherwise one `placeholder-mismatch` error on the target.
/// - A `select` target must have every case of its source: a missing one shows the `other`
///   case's text for a value the app passes.
/// - A `plural` or `selectordinal` target may have its language's own categories; an `=N` case
///   is used for that number only, so it may write the number as a word.
extension LocalizationFile {
    /// Splits the unit whose source and target are the last two strings read, at `source` and
    /// `target`, when its source is one ICU expression; `false` (nothing changed) otherwise.
    mutating func splitICUExpression(source: Int, target: Int) -> Bool {
        guard min(source, target) == strings.count - 2, max(source, target) == strings.count - 1 else { return false }
        let sourceString = strings[source], targetString = strings[target]
        guard ICUMessage.mayStartOne(sourceString.value), let sourceMessage = ICUMessage(Array(sourceString.value.utf8)) else { return false }
        let header = "{\(sourceMessage.argument), \(sourceMessage.kind.rawValue), …}"
        let parsedTarget = ICUMessage.mayStartOne(targetString.value) ? ICUMessage(Array(targetString.value.utf8)) : nil
        guard let targetMessage = parsedTarget, targetMessage.argument == sourceMessage.argument, targetMessage.kind == sourceMessage.kind else {
            let found = parsedTarget.map { "{\($0.argument), \($0.kind.rawValue), …}" }
            findings.append(LintFinding(.placeholderMismatch, targetString, at: targetString.valueLocation,
                                        "the source is the ICU expression \(header) and the translation "
                                            + (found.map { "is \($0)" } ?? "is not one expression over it")
                                            + ": the app fills in the source's argument and finds no case to show"))
            return true
        }
        let group = sourceMessage.kind == .select ? nil : sourceString.key
        let sourceBytes = Array(sourceString.value.utf8), targetBytes = Array(targetString.value.utf8)
        let sourceForms = sourceMessage.cases.map { sourceString.icuForm($0, of: sourceBytes, pluralGroup: group) }
        let targetForms = targetMessage.cases.map { targetString.icuForm($0, of: targetBytes, pluralGroup: group) }
        strings.removeLast(2)
        let firstSource = strings.count
        strings += sourceForms
        if !targetMessage.cases.contains(where: { $0.selector == "other" }) {
            findings.append(LintFinding(.placeholderMismatch, targetString, at: targetString.valueLocation,
                                        "the ICU expression \(header) has no `other` case, which ICU requires: the message cannot be shown"))
        }
        if sourceMessage.kind == .select {
            for missing in sourceMessage.cases where !targetMessage.cases.contains(where: { $0.selector == missing.selector }) {
                findings.append(LintFinding(.placeholderMismatch, targetString, at: targetString.valueLocation,
                                            "the select case `\(missing.selector)` of \(header) is missing: the translation shows its `other` case for that value"))
            }
        }
        let otherCase = sourceMessage.cases.firstIndex { $0.selector == "other" } ?? 0
        for (form, written) in zip(targetForms, targetMessage.cases) {
            let own = sourceMessage.cases.firstIndex { $0.selector == written.selector } ?? otherCase
            let alternatives = group == nil ? [] : sourceForms.indices.filter { $0 != own }
            inlineSources[strings.count] = ([own] + alternatives).map { firstSource + $0 }
            strings.append(form)
        }
        return true
    }
}

extension LocalizedString {
    /// The message of `icuCase` of the ICU expression this string holds (its value's UTF-8
    /// `bytes`), as a string of its own.
    func icuForm(_ icuCase: ICUMessage.Case, of bytes: [UInt8], pluralGroup: String?) -> LocalizedString {
        let range = icuCase.message
        var form = self
        form.key = "\(key)[\(icuCase.selector)]"
        form.value = String(decoding: bytes[range], as: UTF8.self)
        form.positions = positions.dropping(decodedBytes: range.lowerBound)
        form.pluralGroup = pluralGroup
        if pluralGroup != nil, icuCase.selector.hasPrefix("=") { form.singleNumber = Int(icuCase.selector.dropFirst()) }
        form.inlineElements = inlineElements.filter { range.contains($0.offset) || $0.offset == range.upperBound }.map {
            var element = $0
            element.offset -= range.lowerBound
            return element
        }
        return form
    }
}

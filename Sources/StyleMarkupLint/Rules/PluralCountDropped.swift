import StyleMarkup

/// `plural-count-dropped`: a plural form leaves out the count its source form has. Whether
/// that is fine depends on which numbers the form is shown for, which CLDR's plural rules say
/// (``PluralRules``) for the form's category in the translation's language, or a PO file's
/// `Plural-Forms` header for its `msgstr[i]`:
///
/// - a form shown for exactly one number (English, German or Spanish `one` is 1; Arabic `zero`
///   is 0 and `two` is 2) may write that number as a word: a warning;
/// - a form shown for several (Arabic `few` is 3–10, Russian `one` is 1, 21, 31…, French `one`
///   is 0 and 1, `other` is most numbers) shows the reader no number, or the wrong one: an error;
/// - the same holds for a form whose own source form writes no count (English `one`, "Found a
///   file") while the source's other forms do: Russian `one` without the count is an error;
///   one used for 0 and 1 only (French, Portuguese, Persian `one`) a warning, as it is wrong
///   only for 0, which an app that shows the string for a non-empty count never passes;
/// - when lint cannot tell (a language CLDR has no rule for, a key with no category, a PO file
///   without `Plural-Forms`), a warning;
/// - an empty form says it is empty, once, as an error.
enum PluralCountDropped {
    /// How many numbers a plural form is shown for.
    enum Reach: Equatable {
        /// Exactly this one.
        case one(Int)
        /// Several; the first few.
        case several([Int])
        /// Unknown.
        case unknown
    }

    /// The finding for `translation`, which leaves out `count`; `nil` when the form is used for
    /// one number and writes it in digits (`Edhe 1 sekondë` for Albanian `one`). Unless
    /// `ownSourceFormWritesIt`, the count is the one of the source's other forms (English `one`
    /// writes none, as it is used for 1 only).
    static func finding(_ translation: LocalizedString, count: PrintfPlaceholder, ownSourceFormWritesIt: Bool = true) -> LintFinding? {
        if translation.value.allSatisfy(\.isWhitespace) { return emptyForm(translation) }
        let instead = BrokenPlaceholder.note(in: translation.value, dialect: translation.printfDialect)
        let detail = (ownSourceFormWritesIt ? "the plural form leaves out the count \(count.text) that its source form has"
            : "the plural form leaves out the count \(count.text) that the source's other forms have") + instead
        let (reach, form) = reach(of: translation)
        switch reach {
        case .one(let number) where instead.isEmpty:
            if writesDigits(of: number, in: translation.value) { return nil }
            return LintFinding(.pluralCountDropped, translation, at: translation.valueLocation,
                               "\(detail); fine if it writes \(number) as a word: \(form) is used for \(number) only")
        case .one(let number):
            // A broken placeholder shows as it is written: wrong for the one number too.
            var finding = LintFinding(.pluralCountDropped, translation, at: translation.valueLocation,
                                      "\(detail), and \(form) is used for \(number): the reader sees it as written")
            finding.level = .error
            return finding
        case .several(let numbers) where !ownSourceFormWritesIt && numbers == [0, 1] && instead.isEmpty:
            // The source form for 1 rightly writes no count; the form is wrong only for 0,
            // which an app that shows the string for a non-empty count never passes.
            return LintFinding(.pluralCountDropped, translation, at: translation.valueLocation,
                               "\(detail); fine if the app never shows it for 0: \(form) is used for 0 and 1")
        case .several(let numbers):
            let list = numbers.map(String.init).joined(separator: ", ") + (numbers.count > 2 ? ", …" : "")
            var finding = LintFinding(.pluralCountDropped, translation, at: translation.valueLocation,
                                      "\(detail), but \(form) is used for \(list): the reader sees no number, or the wrong one")
            finding.level = .error
            return finding
        case .unknown:
            return LintFinding(.pluralCountDropped, translation, at: translation.valueLocation,
                               "\(detail); fine where the form is used for one number only and writes it as a word")
        }
    }

    /// The finding for a plural form that is empty (or only white space): one error, whatever
    /// its source form writes, since the reader sees nothing where the string should be.
    static func emptyForm(_ translation: LocalizedString) -> LintFinding {
        let (reach, form) = reach(of: translation)
        let detail: String
        switch reach {
        case .one(let number): detail = "the plural form is empty: \(form) is used for \(number), and the reader sees nothing"
        case .several(let numbers):
            let list = numbers.map(String.init).joined(separator: ", ") + (numbers.count > 2 ? ", …" : "")
            detail = "the plural form is empty: \(form) is used for \(list), and the reader sees nothing"
        case .unknown: detail = "the plural form is empty: the reader sees nothing where it is used"
        }
        var finding = LintFinding(.pluralCountDropped, translation, at: translation.valueLocation, detail)
        finding.level = .error
        return finding
    }

    /// Which numbers `translation` is shown for, and how to name the form in a message
    /// (`CLDR's "one" in ru`, `msgstr[0]`).
    static func reach(of translation: LocalizedString) -> (Reach, String) {
        if let several = translation.severalNumbers { return (.several(several), "this form") }
        guard let language = translation.language, let category = category(ofKey: translation.key),
              PluralRules.hasRule(for: language) || category == .other else { return (.unknown, "") }
        let form = "\"\(category.rawValue)\" in \(language)"
        var numbers: [Int] = []
        for n in 0...1_000 where PluralRules.category(for: n, language: language) == category {
            numbers.append(n)
            if numbers.count == 3 { return (.several(numbers), form) }
        }
        // Categories of large numbers only (French `many` is 1,000,000, 2,000,000 …).
        for n in [1_000_000, 2_000_000, 3_000_000] where PluralRules.category(for: n, language: language) == category {
            numbers.append(n)
            if numbers.count == 3 { break }
        }
        switch numbers.count {
        case 0: return (.unknown, form)
        case 1: return (.one(numbers[0]), form)
        default: return (.several(numbers), form)
        }
    }

    /// Whether `value` writes `number` in ASCII digits, not as part of a longer number.
    static func writesDigits(of number: Int, in value: String) -> Bool {
        let digits = Array(String(number).utf8)
        let bytes = Array(value.utf8)
        guard bytes.count >= digits.count else { return false }
        func isDigit(_ at: Int) -> Bool { at >= 0 && at < bytes.count && bytes[at] >= 0x30 && bytes[at] <= 0x39 }
        for start in 0...(bytes.count - digits.count) where bytes[start..<start + digits.count].elementsEqual(digits) {
            if !isDigit(start - 1), !isDigit(start + digits.count) { return true }
        }
        return false
    }

    /// The plural category a key ends with: `files[few]`, `key{count}[one]`.
    static func category(ofKey key: String) -> PluralCategory? {
        guard key.hasSuffix("]"), let open = key.lastIndex(of: "[") else { return nil }
        return PluralCategory(rawValue: String(key[key.index(after: open)..<key.index(before: key.endIndex)]))
    }
}

import StyleMarkup

/// How a `%` reads depends on whether the string is formatted.
///
/// - **Formatted** (its source has placeholders or writes `%%`, or a flag says it is a
///   format): the platform's formatter reads every `%`. One that starts no placeholder of the
///   dialect (`50% έτοιμα`, a trailing `100%`) makes Java's formatter throw, and makes
///   Foundation and printf drop it with what follows, so it is an error
///   (``strayPercentSigns(in:source:)``).
/// - **Prose** (neither): its `%` are text (`60% o 85%`), but a placeholder that text never
///   writes — one with an argument number, or with a length modifier or Apple's `%@` and no
///   space after its `%` (`70% la vitesse` is text) — added by a
///   translation is an error (``placeholdersAddedToProse(_:_:)``): the app shows it as
///   written, or formats it with no argument to give.
package enum FormattedPercentSigns {
    /// Whether a translation of `source` is formatted: `source` has placeholders or writes
    /// `%%`, or a flag declares either string a format.
    package static func isFormatted(_ translation: LocalizedString, source: LocalizedString, sourceHasPlaceholders: Bool) -> Bool {
        sourceHasPlaceholders || translation.declaresFormat || source.declaresFormat || writesDoubledPercent(source.value)
    }

    /// Whether `value` holds `%%`, which only a format string writes.
    private static func writesDoubledPercent(_ value: String) -> Bool {
        var previousWasPercent = false
        for byte in value.utf8 {
            let isPercent = byte == UInt8(ascii: "%")
            if isPercent, previousWasPercent { return true }
            previousWasPercent = isPercent
        }
        return false
    }

    /// How many `%` of `value` may start a placeholder: every `%` but those of a doubled `%%`
    /// and of Java's `%n`. When as many as the string's placeholders, each starts one and none
    /// is stray, so the string needs no closer look.
    static func percentSignCount(_ value: String) -> Int {
        var value = value
        return value.withUTF8 { bytes in
            var count = 0
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "%") {
                    // `%%` and `%n` start no placeholder; a count that differs only sends the
                    // string to the closer look, which is always right.
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") || bytes[index + 1] == UInt8(ascii: "n") {
                        index += 2
                        continue
                    }
                    count += 1
                }
                index += 1
            }
            return count
        }
    }

    /// One finding per `%` of `translation` that starts no placeholder of its dialect (a
    /// doubled `%%` is a percent sign; Java's `%n` a line break; an `<inttypes.h>` macro such
    /// as gettext's `%<PRIu64>` a placeholder), leaving out those its source writes the same
    /// way: what the source has, the developer wrote for the formatter.
    static func strayPercentSigns(in translation: LocalizedString, source: LocalizedString) -> [LintFinding] {
        guard translation.value.utf8.contains(UInt8(ascii: "%")) else { return [] }
        var inSource: [String: Int] = [:]
        for (_, shown) in strays(in: source.value, dialect: translation.printfDialect) { inSource[shown, default: 0] += 1 }
        var findings: [LintFinding] = []
        for (offset, shown) in strays(in: translation.value, dialect: translation.printfDialect) {
            if let count = inSource[shown], count > 0 {
                inSource[shown] = count - 1
                continue
            }
            findings.append(LintFinding(.placeholderMismatch, translation, at: translation.location(ofUTF8Offset: offset),
                                        "\"\(shown)\" starts no placeholder, and the string is formatted: \(consequence(translation.printfDialect)); write %% for a percent sign"))
        }
        return findings
    }

    /// Whether `value` holds a `%` that starts no placeholder of `dialect`: one
    /// ``strayPercentSigns(in:source:)`` reports when the string is formatted.
    package static func hasStrayPercentSign(_ value: String, dialect: PrintfDialect) -> Bool {
        !strays(in: value, dialect: dialect).isEmpty
    }

    /// The byte offset of each `%` of `value` that starts no placeholder of `dialect`, and the
    /// `%` with the two characters after it, as a message shows it.
    private static func strays(in value: String, dialect: PrintfDialect) -> [(offset: Int, shown: String)] {
        guard value.utf8.contains(UInt8(ascii: "%")) else { return [] }
        let starts = Set(PrintfScanner.scan(value, dialect: dialect).map(\.range.lowerBound))
        let bytes = Array(value.utf8)
        var found: [(offset: Int, shown: String)] = []
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "%") else { continue }
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if next == UInt8(ascii: "%") {
                index += 1
                continue
            }
            if starts.contains(index) { continue }
            if dialect == .java, next == UInt8(ascii: "n") { continue }
            if InttypesPlaceholders.macroEnd(bytes, at: index + 1) != nil { continue }
            let shown = String(decoding: bytes[index...].prefix(while: { $0 != UInt8(ascii: "\n") }), as: UTF8.self).prefix(3)
            found.append((index, String(shown)))
        }
        return found
    }

    /// What the formatter of `dialect` does with a `%` that starts no placeholder.
    private static func consequence(_ dialect: PrintfDialect) -> String {
        switch dialect {
        case .java: return "Java's formatter throws on it (the app crashes)"
        case .apple: return "Foundation's formatter drops it and what follows (the reader sees text missing)"
        case .c: return "printf misreads it, and msgfmt --check rejects the entry"
        }
    }

    /// One finding per placeholder that text never writes, in a translation of prose.
    static func placeholdersAddedToProse(_ translation: LocalizedString, _ analysis: StringAnalysis) -> [LintFinding] {
        analysis.placeholders.compactMap { placeholder in
            // A space after the `%` is how prose writes one (`70% la vitesse`).
            let unmistakable = placeholder.isNumbered || !placeholder.flags.contains(" ")
                && (!placeholder.length.isEmpty || (translation.printfDialect == .apple && placeholder.conversion == "@"))
            guard unmistakable else { return nil }
            return LintFinding(.placeholderMismatch, translation, at: translation.location(ofUTF8Offset: placeholder.range.lowerBound),
                               "placeholder \(placeholder.text) is not in the source, which has none and is not formatted: "
                                + "the app shows it as written, or formats it with no argument to give")
        }
    }
}

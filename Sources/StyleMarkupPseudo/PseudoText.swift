import StyleMarkup
import StyleMarkupLint

/// The characters the transformations write: the accented alphabet, the padding, the stress
/// suffix and the brackets. None of them needs escaping in any localization format (no quote,
/// backslash, `<`, `&`, `%`, `@` or control character), so they can be written into a file
/// as they are.
enum PseudoText {
    /// `accented`: each ASCII letter's look-alike, one precomposed scalar each.
    static let accented: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
        let marked = "ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļṁñöþǫŕšţûṽŵẋýž"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()

    /// The scalar `accented` writes for `scalar` (itself when it is not an ASCII letter).
    static func accent(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        accented[scalar] ?? scalar
    }

    /// `expanded`: how many padding scalars a string whose text has `length` scalars gets:
    /// 40% of up to 20 scalars, 30% of up to 50, 20% of up to 100 and 10% beyond, rounded up.
    static func paddingLength(forTextLength length: Int) -> Int {
        guard length > 0 else { return 0 }
        let percent = length <= 20 ? 40 : length <= 50 ? 30 : length <= 100 ? 20 : 10
        return (length * percent + 99) / 100
    }

    /// The padding words, repeated as needed and cut to the length: they read as filler in
    /// any language and break lines like words do.
    private static let filler = Array(" one two three four five six seven eight nine ten".unicodeScalars)

    /// The padding of about `count` scalars (none for 0): the words, starting with a space,
    /// cut to the length but always visible. It holds at least one letter (`" o"` for 1, so a
    /// one-character string never gets a bare space) and never ends in a space (a cut that
    /// would is one letter longer: `" one t"` for 5), so a label that drops the padding, or
    /// trims it, shows.
    static func padding(count: Int) -> String {
        guard count > 0 else { return "" }
        var length = max(count, 2)
        if filler[(length - 1) % filler.count] == " " { length += 1 }
        var result = String.UnicodeScalarView()
        for index in 0..<length { result.append(filler[index % filler.count]) }
        return String(result)
    }

    /// `stress`: a space, Thai with stacked marks (ปั้น), a Latin letter with three combining
    /// marks (Ą̈́), an emoji ZWJ sequence with a skin tone (woman technologist), and two CJK
    /// ideographs written without a space, where naive line breaking finds no break.
    static let stressSuffix = " \u{0E1B}\u{0E31}\u{0E49}\u{0E19} A\u{0328}\u{0308}\u{0301} \u{1F469}\u{1F3FD}\u{200D}\u{1F4BB}\u{6F22}\u{5B57}"

    /// `right-to-left`: RIGHT-TO-LEFT OVERRIDE and POP DIRECTIONAL FORMATTING around each word.
    static let rightToLeftOverride = "\u{202E}"
    static let popDirectionalFormatting = "\u{202C}"

    /// `bounded`: around the whole string, and around the text of each link and tap action.
    static let stringOpen = "["
    static let stringClose = "]"
    static let linkOpen = "\u{27E6}"
    static let linkClose = "\u{27E7}"
}

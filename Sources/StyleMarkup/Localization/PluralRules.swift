/// The CLDR cardinal plural rules for integer counts, per language.
///
/// ```swift
/// PluralRules.category(for: 1, language: "en")      // .one
/// PluralRules.category(for: 22, language: "ru")     // .few
/// PluralRules.category(for: 11, language: "ar")     // .many
/// PluralRules.category(for: 1, language: "pt-BR")   // .one  (pt), and 0 is .one too
/// PluralRules.category(for: 0, language: "pt-PT")   // .other (pt-PT has its own rule)
/// ```
///
/// The rules are those of the Unicode CLDR "Language Plural Rules" chart,
/// https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html
/// (data file `common/supplemental/plurals.xml` of https://github.com/unicode-org/cldr,
/// plural rule syntax in https://unicode.org/reports/tr35/tr35-numbers.html#Language_Plural_Rules),
/// reduced to integers: for an integer count the operands are `n = i = |count|` and
/// `v = w = f = t = e = 0`, so conditions on fractions never hold. A negative count has the
/// category of its magnitude, as CLDR's `n` is the absolute value.
///
/// Languages are looked up by BCP 47 tag or Apple locale identifier, case-insensitively and with
/// `_` read as `-`: the whole tag first (`pt-PT` has its own rule), then shorter prefixes
/// (`zh-Hant-TW` → `zh-Hant` → `zh`). A language CLDR has no rule for gets the root rule: every
/// count is ``PluralCategory/other``.
public enum PluralRules {
    /// The category `count` falls in for `language` ("en", "pt-BR", "ar", "zh-Hant", …); an
    /// unknown language gets the root rule (``PluralCategory/other``).
    public static func category(for count: Int, language: String) -> PluralCategory {
        category(forMagnitude: UInt64(count.magnitude), language: language)
    }

    /// The category of a count given by its magnitude (so that `UInt64` counts past `Int.max`
    /// are classified too).
    static func category(forMagnitude n: UInt64, language: String) -> PluralCategory {
        rule(for: language).category(n)
    }

    /// The rule for `language`: the longest prefix of the tag that the table names, else root.
    package static func rule(for language: String) -> Rule {
        var tag = Substring(language.lowercased().replacingOccurrences(of: "_", with: "-"))
        if let at = tag.firstIndex(of: "@") { tag = tag[..<at] }  // "en_US@calendar=…"
        while !tag.isEmpty {
            if let rule = table[String(tag)] { return rule }
            guard let dash = tag.lastIndex(of: "-") else { break }
            tag = tag[..<dash]
        }
        return .root
    }

    /// Whether the table has a rule of its own for the tag or one of its prefixes.
    package static func hasRule(for language: String) -> Bool {
        var tag = Substring(language.lowercased().replacingOccurrences(of: "_", with: "-"))
        while !tag.isEmpty {
            if table[String(tag)] != nil { return true }
            guard let dash = tag.lastIndex(of: "-") else { break }
            tag = tag[..<dash]
        }
        return false
    }

    /// One CLDR rule set (a `<pluralRules>` element), evaluated for integers. The comment on each
    /// case gives the CLDR conditions it implements; `other` is whatever no condition takes.
    package enum Rule: Sendable, CaseIterable {
        /// `other` only.
        case root
        /// one: `n = 1` (and the `i = 1 and v = 0` languages, the same for integers).
        case oneIsOne
        /// one: `i = 0 or n = 1`, `i = 0,1`, `n = 0..1`, `n = 0,1 or …` (all 0 and 1 for integers).
        case oneIsZeroOrOne
        /// one: `n = 0..1 or n = 11..99`.
        case centralAtlasTamazight
        /// one: `v = 0 and i % 10 = 1 and i % 100 != 11` (Icelandic, Macedonian on integers).
        case oneEndsInOne
        /// one: `v = 0 and i = 1,2,3 or v = 0 and i % 10 != 4,6,9`.
        case filipino
        /// zero: `n % 10 = 0 or n % 100 = 11..19`; one: `n % 10 = 1 and n % 100 != 11`.
        case latvian
        /// zero: `n = 0`; one: `n = 1` (Langi, Colognian on integers).
        case zeroOne
        /// one: `n = 1`; two: `n = 2`.
        case oneTwo
        /// one: `i = 0 or n = 1`; few: `n = 2..10`.
        case tachelhit
        /// one: `i = 1 and v = 0`; few: `v != 0 or n = 0 or n != 1 and n % 100 = 1..19`.
        case romanian
        /// one: `v = 0 and i % 10 = 1 and i % 100 != 11`; few: `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`.
        case bosnianCroatianSerbian
        /// one: `i = 0,1`; many: `e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5`.
        case french
        /// one: `i = 1 and v = 0` (or `n = 1`); many: as ``french``.
        case oneManyMillions
        /// one: `n = 1,11`; two: `n = 2,12`; few: `n = 3..10,13..19`.
        case scottishGaelic
        /// one: `v = 0 and i % 100 = 1`; two: `v = 0 and i % 100 = 2`; few: `v = 0 and i % 100 = 3..4`.
        case slovenian
        /// one: `i = 1 and v = 0 or i = 0 and v != 0`; two: `i = 2 and v = 0`.
        case hebrew
        /// one: `i = 1 and v = 0`; few: `i = 2..4 and v = 0`; many: `v != 0` (never for integers).
        case czech
        /// one: `i = 1 and v = 0`; few: `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`; many: the other integers.
        case polish
        /// one: `v = 0 and i % 10 = 1 and i % 100 != 11`; few: `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`;
        /// many: `v = 0 and (i % 10 = 0 or i % 10 = 5..9 or i % 100 = 11..14)` (Russian, Ukrainian, Belarusian).
        case russian
        /// one: `n % 10 = 1 and n % 100 != 11..19`; few: `n % 10 = 2..9 and n % 100 != 11..19`; many: `f != 0`.
        case lithuanian
        /// one: `n = 1`; two: `n = 2`; few: `n = 0 or n % 100 = 3..10`; many: `n % 100 = 11..19`.
        case maltese
        /// one: `n % 10 = 1 and n % 100 != 11,71,91`; two: `n % 10 = 2 and n % 100 != 12,72,92`;
        /// few: `n % 10 = 3..4,9 and n % 100 != 10..19,70..79,90..99`; many: `n != 0 and n % 1000000 = 0`.
        case breton
        /// one: `n = 1`; two: `n = 2`; few: `n = 3..6`; many: `n = 7..10`.
        case irish
        /// one: `v = 0 and i % 10 = 1`; two: `v = 0 and i % 10 = 2`; few: `v = 0 and i % 100 = 0,20,40,60,80`.
        case manx
        /// zero: `n = 0`; one: `n = 1`; two: `n % 100 = 2,22,42,62,82 or n % 1000 = 0 and
        /// n % 100000 = 1000..20000,40000,60000,80000 or n != 0 and n % 1000000 = 100000`;
        /// few: `n % 100 = 3,23,43,63,83`; many: `n != 1 and n % 100 = 1,21,41,61,81`.
        case cornish
        /// zero: `n = 0`; one: `n = 1`; two: `n = 2`; few: `n % 100 = 3..10`; many: `n % 100 = 11..99`.
        case arabic
        /// zero: `n = 0`; one: `n = 1`; two: `n = 2`; few: `n = 3`; many: `n = 6`.
        case welsh

        /// The category of the integer `n` (a magnitude).
        package func category(_ n: UInt64) -> PluralCategory {
            let mod10 = n % 10, mod100 = n % 100
            switch self {
            case .root:
                return .other
            case .oneIsOne:
                return n == 1 ? .one : .other
            case .oneIsZeroOrOne:
                return n <= 1 ? .one : .other
            case .centralAtlasTamazight:
                return n <= 1 || (11...99).contains(n) ? .one : .other
            case .oneEndsInOne:
                return mod10 == 1 && mod100 != 11 ? .one : .other
            case .filipino:
                return (1...3).contains(n) || ![4, 6, 9].contains(mod10) ? .one : .other
            case .latvian:
                if mod10 == 0 || (11...19).contains(mod100) { return .zero }
                return mod10 == 1 && mod100 != 11 ? .one : .other
            case .zeroOne:
                return n == 0 ? .zero : n == 1 ? .one : .other
            case .oneTwo:
                return n == 1 ? .one : n == 2 ? .two : .other
            case .tachelhit:
                return n <= 1 ? .one : n <= 10 ? .few : .other
            case .romanian:
                if n == 1 { return .one }
                return n == 0 || (1...19).contains(mod100) ? .few : .other
            case .bosnianCroatianSerbian:
                if mod10 == 1 && mod100 != 11 { return .one }
                return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .other
            case .french:
                if n <= 1 { return .one }
                return n % 1_000_000 == 0 ? .many : .other
            case .oneManyMillions:
                if n == 1 { return .one }
                return n != 0 && n % 1_000_000 == 0 ? .many : .other
            case .scottishGaelic:
                switch n {
                case 1, 11: return .one
                case 2, 12: return .two
                case 3...10, 13...19: return .few
                default: return .other
                }
            case .slovenian:
                switch mod100 {
                case 1: return .one
                case 2: return .two
                case 3, 4: return .few
                default: return .other
                }
            case .hebrew:
                return n == 1 ? .one : n == 2 ? .two : .other
            case .czech:
                return n == 1 ? .one : (2...4).contains(n) ? .few : .other
            case .polish:
                if n == 1 { return .one }
                return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .many
            case .russian:
                if mod10 == 1 && mod100 != 11 { return .one }
                return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .many
            case .lithuanian:
                if (11...19).contains(mod100) { return .other }
                return mod10 == 1 ? .one : mod10 >= 2 ? .few : .other
            case .maltese:
                if n == 1 { return .one }
                if n == 2 { return .two }
                if n == 0 || (3...10).contains(mod100) { return .few }
                return (11...19).contains(mod100) ? .many : .other
            case .breton:
                if mod10 == 1 && ![11, 71, 91].contains(mod100) { return .one }
                if mod10 == 2 && ![12, 72, 92].contains(mod100) { return .two }
                if [3, 4, 9].contains(mod10) && !(10...19).contains(mod100) && !(70...79).contains(mod100)
                    && !(90...99).contains(mod100) { return .few }
                return n != 0 && n % 1_000_000 == 0 ? .many : .other
            case .irish:
                switch n {
                case 1: return .one
                case 2: return .two
                case 3...6: return .few
                case 7...10: return .many
                default: return .other
                }
            case .manx:
                if mod10 == 1 { return .one }
                if mod10 == 2 { return .two }
                return [0, 20, 40, 60, 80].contains(mod100) ? .few : .other
            case .cornish:
                if n == 0 { return .zero }
                if n == 1 { return .one }
                let mod1000 = n % 1000, mod100000 = n % 100_000
                if [2, 22, 42, 62, 82].contains(mod100)
                    || (mod1000 == 0 && ((1000...20_000).contains(mod100000) || [40_000, 60_000, 80_000].contains(mod100000)))
                    || (n != 0 && n % 1_000_000 == 100_000) { return .two }
                if [3, 23, 43, 63, 83].contains(mod100) { return .few }
                return [1, 21, 41, 61, 81].contains(mod100) ? .many : .other
            case .arabic:
                switch n {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                default: return (3...10).contains(mod100) ? .few : (11...99).contains(mod100) ? .many : .other
                }
            case .welsh:
                switch n {
                case 0: return .zero
                case 1: return .one
                case 2: return .two
                case 3: return .few
                case 6: return .many
                default: return .other
                }
            }
        }
    }

    /// CLDR's `locales` lists, one line per rule set (lower-case tags; `pt-pt` is `pt_PT`).
    private static let groups: [(Rule, String)] = [
        (.root, "bm bo dz hnj id ig ii in ja jbo jv jw kde kea km ko lkt lo ms my nqo osa root sah ses sg su th to tpi vi wo yo yue zh"),
        (.oneIsZeroOrOne, "am as bn doi fa gu hi kn pcm zu ff hy kab si ak bho guw ln mg nso pa ti wa"),
        (.centralAtlasTamazight, "tzm"),
        (.oneIsOne, "ast de en et fi fy gl ia io ji lij nl sc scn sv sw ur yi "
            + "af an asa az bal bem bez bg brx ce cgg chr ckb dv ee el eo eu fo fur gsw ha haw hu jgo jmc ka kaj kcg kk "
            + "kkj kl ks ksb ku ky lb lg mas mgo ml mn mr nah nb nd ne nn nnh no nr ny nyn om or os pap ps rm rof rwk saq "
            + "sd sdh seh sn so sq ss ssy st syr ta te teo tig tk tn tr ts ug uz ve vo vun wae xh xog da"),
        (.oneEndsInOne, "is mk"),
        (.filipino, "ceb fil tl"),
        (.latvian, "lv prg"),
        (.zeroOne, "lag ksh"),
        (.oneTwo, "iu naq sat se sma smi smj smn sms"),
        (.tachelhit, "shi"),
        (.romanian, "mo ro"),
        (.bosnianCroatianSerbian, "bs hr sh sr"),
        (.french, "fr pt"),
        (.oneManyMillions, "ca it pt-pt es"),
        (.scottishGaelic, "gd"),
        (.slovenian, "sl dsb hsb"),
        (.hebrew, "he iw"),
        (.czech, "cs sk"),
        (.polish, "pl"),
        (.russian, "ru uk be"),
        (.lithuanian, "lt"),
        (.maltese, "mt"),
        (.breton, "br"),
        (.irish, "ga"),
        (.manx, "gv"),
        (.cornish, "kw"),
        (.arabic, "ar ars"),
        (.welsh, "cy"),
    ]

    /// Language tag → rule, built once from ``groups``.
    private static let table: [String: Rule] = {
        var table: [String: Rule] = [:]
        for (rule, locales) in groups {
            for tag in locales.split(separator: " ") { table[String(tag)] = rule }
        }
        return table
    }()

    /// Every language tag the table names, sorted.
    static var languages: [String] { table.keys.sorted() }
}

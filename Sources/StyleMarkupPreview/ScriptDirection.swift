import StyleMarkupLint

/// Which way a language tag's text runs, decided by its script: the script subtag when the tag
/// has one (`uz-Arab`, `sd-Deva`), else the script the language is usually written in for its
/// region or on its own, from the CLDR likely subtags (`pa-PK` is Shahmukhi, Arabic script;
/// `pa` and `pa-IN` are Gurmukhi). Only the tags whose likely script runs right to left are
/// listed; every other language is left to right.
enum ScriptDirection {
    /// ISO 15924 scripts written right to left (lowercased).
    static let rightToLeftScripts: Set<String> = [
        "adlm", "arab", "armi", "avst", "chrs", "cprt", "elym", "hatr", "hebr", "hung", "khar", "lydi", "mand", "mani",
        "mend", "narb", "nbat", "nkoo", "orkh", "palm", "phli", "phlp", "phnx", "prti", "rohg", "samr", "sarb", "sogd",
        "sogo", "syrc", "thaa", "yezi",
    ]

    /// Languages whose likely script, without a region, runs right to left (lowercased
    /// primary subtag → script). `iw` and `ji` are the old codes of Hebrew and Yiddish.
    static let likelyScripts: [String: String] = [
        "ar": "arab", "arc": "armi", "arq": "arab", "ary": "arab", "arz": "arab", "azb": "arab", "bal": "arab", "bgn": "arab",
        "bqi": "arab", "brh": "arab", "ckb": "arab", "dv": "thaa", "fa": "arab", "glk": "arab", "haz": "arab", "he": "hebr",
        "iw": "hebr", "ji": "hebr", "khw": "arab", "ks": "arab", "lad": "hebr", "lrc": "arab", "luz": "arab", "mzn": "arab",
        "nqo": "nkoo", "pnb": "arab", "prs": "arab", "ps": "arab", "rhg": "rohg", "sam": "samr", "sd": "arab", "sdh": "arab",
        "skr": "arab", "syr": "syrc", "ug": "arab", "ur": "arab", "yi": "hebr",
    ]

    /// Language and region pairs written in another script than the language alone
    /// (lowercased `language-region` → script): Arabic script where the language is otherwise
    /// Latin, Cyrillic or Gurmukhi, and the reverse (`sd-IN` is Devanagari).
    static let regionalScripts: [String: String] = [
        "az-iq": "arab", "az-ir": "arab", "ha-cm": "arab", "ha-sd": "arab", "kk-af": "arab", "kk-cn": "arab", "kk-ir": "arab",
        "kk-mn": "arab", "ku-iq": "arab", "ku-ir": "arab", "ku-lb": "arab", "ky-cn": "arab", "man-gn": "nkoo", "ms-cc": "arab",
        "mn-cn": "mong", "pa-pk": "arab", "sd-in": "deva", "tg-pk": "arab", "tk-af": "arab", "tk-ir": "arab", "uz-af": "arab",
        "uz-cn": "cyrl", "ks-in": "arab", "ff-gn": "latn",
    ]

    /// Whether text in `language` (`ar`, `he-IL`, `pa-PK`, `uz-Arab`, `az_IR`, Android's
    /// `ar-XB` pseudo-locale) runs right to left.
    static func isRightToLeft(_ language: String) -> Bool {
        let parts = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "+" }).map(String.init)
        guard let primary = parts.first else { return false }
        let subtags = parts.dropFirst().prefix { $0 != "x" }
        if let script = subtags.first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
            return rightToLeftScripts.contains(script)
        }
        let region = subtags.prefix(2).first { ($0.count == 2 && $0.allSatisfy(\.isLetter)) || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }
        // Android's right-to-left pseudo-locale.
        if region == "xb" { return true }
        if let region, let script = regionalScripts["\(primary)-\(region)"] { return rightToLeftScripts.contains(script) }
        return likelyScripts[primary].map(rightToLeftScripts.contains) ?? false
    }
}

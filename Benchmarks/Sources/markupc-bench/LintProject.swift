import Foundation

/// A generated localization project for timing `markupc lint`: the same strings (5,000 keys
/// by default, a source language and 39 translations) written in every format lint reads,
/// deterministically (SplitMix64, fixed seed).
///
/// About a third of the strings carry tags (`<b>`, `<i>`, nested pairs, links with an
/// `href`), a third printf placeholders (`%@`, `%d`, `%1$@ … %2$lld`; Android `%1$s`), some
/// both, the rest plain text with the odd `%%`. Translators reorder spans and numbered
/// placeholders in about one string in ten (not findings); about one translation in 200 is
/// broken (a dropped closing tag, a renamed tag, a changed placeholder type, a lost
/// placeholder, a changed link).
struct LintProject {
    var keys: Int
    var languages: Int
    var seed: UInt64 = 7

    /// The formats, each written into its own directory of the project.
    static let formats = ["strings", "xcstrings", "stringsdict", "xliff", "android", "po"]

    /// The translation languages (the source is `en`).
    var translationLanguages: [String] {
        let known = ["fr", "de", "es", "it", "pt-BR", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "nl", "sv", "da", "fi", "nb", "pl",
                     "tr", "cs", "el", "he", "ar", "hu", "ro", "sk", "uk", "vi", "th", "id", "ms", "hi", "ca", "hr", "sl", "bg",
                     "lt", "lv", "et", "pt-PT", "es-MX"]
        return (0..<(languages - 1)).map { $0 < known.count ? known[$0] : "x\($0)" }
    }

    /// One key's source and its translations (`translations[i]` is in `translationLanguages[i]`).
    struct Entry {
        var key: String
        var source: String
        var translations: [String]
    }

    func entries() -> [Entry] {
        var random = SplitMix64(state: seed)
        let words = ["photos", "album", "shared", "with", "your", "friends", "tap", "here", "to", "continue", "settings",
                     "account", "privacy", "terms", "download", "update", "available", "now", "café", "résumé", "日本語"]
        func phrase(_ count: Int) -> String { (0..<count).map { _ in words[random.below(words.count)] }.joined(separator: " ") }
        var result: [Entry] = []
        result.reserveCapacity(keys)
        for index in 0..<keys {
            let kind = random.below(6)
            let a = phrase(2 + random.below(3)), b = phrase(1 + random.below(3)), c = phrase(1 + random.below(4))
            let source: String
            var reordered: String
            switch kind {
            case 0:
                source = "\(a) <b>\(b)</b> and <i>\(c)</i>"
                reordered = "<i>\(c)</i> \(a) <b>\(b)</b>"
            case 1:
                source = "<a href=\"https://example.com/help/\(index)\">\(a)</a> \(b)"
                reordered = "\(b) <a href=\"https://example.com/help/\(index)\">\(a)</a>"
            case 2:
                source = "%1$@ \(a) %2$lld \(b)"
                reordered = "%2$lld \(b) %1$@ \(a)"
            case 3:
                source = "\(a) <b>%@</b> \(b) %d"
                reordered = source
            case 4:
                source = "<b><i>\(a)</i></b> \(b) 100%%"
                reordered = source
            default:
                source = "\(a) \(b) \(c)"
                reordered = source
            }
            var translations: [String] = []
            translations.reserveCapacity(languages - 1)
            for language in 0..<(languages - 1) {
                let roll = random.below(1000)
                var text = roll < 100 ? reordered : source
                if roll < 5 {
                    switch random.below(5) {
                    case 0: text = text.replacingOccurrences(of: "</i>", with: "")
                    case 1: text = text.replacingOccurrences(of: "<b>", with: "<strong>").replacingOccurrences(of: "</b>", with: "</strong>")
                    case 2: text = text.replacingOccurrences(of: "%2$lld", with: "%2$llu").replacingOccurrences(of: "%d", with: "%u")
                    case 3: text = text.replacingOccurrences(of: "%@", with: "")
                    default: text = text.replacingOccurrences(of: "example.com", with: "example.org")
                    }
                }
                translations.append("[\(language)] " + text)
            }
            result.append(Entry(key: "screen\(index / 50).item\(index)", source: source, translations: translations))
        }
        return result
    }

    /// Writes every format under `directory/<format>/`.
    func write(to directory: URL) throws {
        let entries = entries()
        let languages = translationLanguages
        for format in Self.formats {
            let root = directory.appendingPathComponent(format)
            try? FileManager.default.removeItem(at: root)
            switch format {
            case "strings":
                try writeStrings(entries, to: root)
            case "xcstrings":
                var json = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
                for (n, entry) in entries.enumerated() {
                    json += "    \(jsonString(entry.key)) : {\n      \"localizations\" : {\n"
                    json += "        \"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(jsonString(entry.source)) } }"
                    for (i, language) in languages.enumerated() {
                        json += ",\n        \(jsonString(language)) : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(jsonString(entry.translations[i])) } }"
                    }
                    json += "\n      }\n    }\(n + 1 < entries.count ? "," : "")\n"
                }
                try file(root, "Localizable.xcstrings", json + "  },\n  \"version\" : \"1.0\"\n}\n")
            case "stringsdict":
                // A fifth of the keys, each a plural with `one` and `other` forms.
                let plurals = entries.prefix(max(1, entries.count / 5))
                try file(root, "en.lproj/Localizable.stringsdict", plist(plurals.map { ($0.key, $0.source) }))
                for (i, language) in languages.enumerated() {
                    try file(root, "\(language).lproj/Localizable.stringsdict", plist(plurals.map { ($0.key, $0.translations[i]) }))
                }
            case "xliff":
                for (i, language) in languages.enumerated() {
                    var doc = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"
                    doc += "  <file original=\"Localizable.strings\" source-language=\"en\" target-language=\"\(language)\" datatype=\"plaintext\">\n    <body>\n"
                    for entry in entries {
                        doc += "      <trans-unit id=\"\(xml(entry.key))\" xml:space=\"preserve\">\n        <source>\(xml(entry.source))</source>\n"
                        doc += "        <target state=\"translated\">\(xml(entry.translations[i]))</target>\n      </trans-unit>\n"
                    }
                    try file(root, "\(language).xliff", doc + "    </body>\n  </file>\n</xliff>\n")
                }
            case "android":
                try file(root, "res/values/strings.xml", android(entries.map { ($0.key, $0.source) }))
                for (i, language) in languages.enumerated() {
                    let parts = language.split(separator: "-")
                    let directory = parts.count == 1 ? "values-\(language)"
                        : parts[1].count == 2 ? "values-\(parts[0])-r\(parts[1])" : "values-b+" + parts.joined(separator: "+")
                    try file(root, "res/\(directory)/strings.xml", android(entries.map { ($0.key, $0.translations[i]) }))
                }
            default:
                for (i, language) in languages.enumerated() {
                    var po = "msgid \"\"\nmsgstr \"\"\n\"Language: \(language)\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
                    for entry in entries {
                        let flag = entry.source.contains("%") ? "#, c-format\n" : ""
                        po += "#: \(entry.key)\n\(flag)msgid \(cString(entry.source))\nmsgstr \(cString(entry.translations[i]))\n\n"
                    }
                    try file(root, "\(language).po", po)
                }
            }
        }
    }

    /// Writes the `.strings` tables alone: `root/en.lproj/Localizable.strings` and one per
    /// translation language.
    func writeStrings(_ entries: [Entry], to root: URL) throws {
        try file(root, "en.lproj/Localizable.strings", entries.map { strings($0.key, $0.source) }.joined())
        for (i, language) in translationLanguages.enumerated() {
            try file(root, "\(language).lproj/Localizable.strings", entries.map { strings($0.key, $0.translations[i]) }.joined())
        }
    }

    private func file(_ root: URL, _ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func strings(_ key: String, _ value: String) -> String { "\(cString(key)) = \(cString(value));\n" }

    private func cString(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\"" }

    private func jsonString(_ text: String) -> String { cString(text) }

    private func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    private func plist(_ items: [(String, String)]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n"
        for (key, value) in items {
            out += "  <key>\(xml(key))</key>\n  <dict>\n    <key>NSStringLocalizedFormatKey</key>\n    <string>%#@count@</string>\n"
            out += "    <key>count</key>\n    <dict>\n      <key>NSStringFormatSpecTypeKey</key>\n      <string>NSStringPluralRuleType</string>\n"
            out += "      <key>NSStringFormatValueTypeKey</key>\n      <string>d</string>\n"
            out += "      <key>one</key>\n      <string>\(xml(value))</string>\n      <key>other</key>\n      <string>\(xml(value))</string>\n    </dict>\n  </dict>\n"
        }
        return out + "</dict>\n</plist>\n"
    }

    /// Android: markup escaped as `Html.fromHtml` users write it, `%@` as `%s`, quotes escaped.
    private func android(_ items: [(String, String)]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        for (key, value) in items {
            let text = value.replacingOccurrences(of: "%@", with: "%s").replacingOccurrences(of: "$@", with: "$s")
            let escaped = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "'", with: "\\'")
            out += "    <string name=\"\(key.replacingOccurrences(of: ".", with: "_"))\">\(escaped)</string>\n"
        }
        return out + "</resources>\n"
    }
}

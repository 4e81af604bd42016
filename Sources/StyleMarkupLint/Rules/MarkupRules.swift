import Foundation
import StyleMarkup

/// The rules that look at one string on its own: `malformed-markup`, `image-content` and
/// `unknown-tag`. They run on source strings and translations alike.
package enum MarkupRules {
    /// The findings for `string`, whose analysis is `analysis`. `styleBook`, when given, names
    /// the known tags.
    ///
    /// A translation's every markup problem is a `malformed-markup` (or `image-content`)
    /// finding, unless its source does not judge its markup (`sourceJudgesMarkup` false,
    /// ``StringAnalysis/judgesTranslationMarkup``): a source that does not parse, whose
    /// `source-malformed` finding stands for them, or one that reads as plain text. A source
    /// string's problems are one `source-malformed` warning.
    static func check(_ string: LocalizedString, _ analysis: StringAnalysis, styleBook: StyleBook?, dialect: MarkupDialect,
                      format: LocalizationFormat, sourceJudgesMarkup: Bool = true) -> [LintFinding] {
        if !analysis.markupErrors.isEmpty {
            if string.role == .source {
                return [sourceMalformed(string, analysis.markupErrors, dialect: dialect, format: format)]
            }
            if !sourceJudgesMarkup { return [] }
            return analysis.markupErrors.map { error in
                LintFinding(LintRule(error.rule), string, at: string.location(ofUTF8Offset: error.location.byteOffset),
                            message(for: error, in: string, format: format, dialect: dialect))
            }
        }
        guard let styleBook else { return [] }
        var findings: [LintFinding] = []
        var reported = Set<String>()
        for tag in analysis.tags where styleBook.styles[tag.name] == nil && reported.insert(tag.name).inserted {
            findings.append(LintFinding(.unknownTag, string, at: string.location(ofUTF8Offset: tag.offset),
                                        styleBook.unknownTagMessage(tag.name)))
        }
        return findings
    }

    /// The message of a markup error, with its positions in the file, in the file's terms: what
    /// lint saw is the string as the platform gives it to the renderer (escapes undone, for
    /// Android after aapt2), and the fix (``MarkupError/suggestion``, a `<` meant as text) is
    /// spelled as the file must write it there (``MarkupSpelling``).
    ///
    /// In markupc's dialect every tag is closed, so a `<br>` (or another element HTML leaves
    /// empty) never closed is meant as an empty tag: the fix is `<br/>`, not `</br>`.
    static func message(for error: MarkupError, in string: LocalizedString, format: LocalizationFormat,
                        dialect: MarkupDialect = .html) -> String {
        // aapt2 drops unescaped quotes, also inside CDATA and escaped markup: the attribute the
        // markup reader sees has none, though the file shows them.
        if format == .androidXML, string.droppedQuotes, error.kind == .malformedAttribute,
           error.message.hasSuffix("must be in double or single quotes"),
           let name = error.message.split(separator: " ").dropFirst(4).first {
            return "the value of attribute \(name) has no quotes once aapt2 has read the string, because aapt2 drops every unescaped \"; escape them: \(name)=\\\"…\\\""
        }
        var text = filePositions(of: error, in: string)
        let spelling = MarkupSpelling(string, format: format, atUTF8Offset: error.location.byteOffset)
        if dialect == .markupc, error.kind == .unclosedTag, let suggestion = error.suggestion, suggestion.hasPrefix("</"),
           case let name = String(suggestion.dropFirst(2).dropLast()), HTMLElementNames.void.contains(name) {
            return "tag <\(name)> is never closed; an empty tag is written \(spelling.spell("<\(name)/>")) in markupc markup"
        }
        if let suggestion = error.suggestion, let range = text.range(of: suggestion, options: .backwards) {
            text.replaceSubrange(range, with: spelling.spell(suggestion))
        }
        if text.hasSuffix(MarkupReader.textHint) {
            text.removeLast(MarkupReader.textHint.count)
            text += "; if '<' is meant as text, write \(spelling.textLessThan)"
        }
        return text
    }

    /// One `source-malformed` warning for a source string whose markup does not parse: what
    /// was seen, and the two ways out in the file's syntax. A string that is shown as text and
    /// never rendered as markup is declared text in the configuration (writing `&lt;` there
    /// would show `&lt;`); one that is rendered writes the `<` meant as text as its file does.
    package static func sourceMalformed(_ string: LocalizedString, _ errors: [MarkupError], dialect: MarkupDialect,
                                format: LocalizationFormat) -> LintFinding {
        let first = errors[0]
        var problems = errors.prefix(3).map { message(for: $0, in: string, format: format, dialect: dialect) }
        if errors.count > 3 { problems.append("\(errors.count - 3) more") }
        let seen = excerpt(of: string.value, at: first.location.byteOffset)
        let spelling = MarkupSpelling(string, format: format, atUTF8Offset: first.location.byteOffset)
        let rendered = dialect == .markupc ? "markupc markup" : dialect.displayName
        let detail = "the source does not parse as \(dialect.displayName) markup at \(seen): \(problems.joined(separator: "; "))"
            + ". If it is shown as text, never rendered, give it the \"text\" dialect in .markupc.json: "
            + #"{"dialects": [{"key": \#(configurationKey(string.key)), "dialect": "text"}]}"#
            + "; if it is rendered as \(rendered), write each < that is text as \(spelling.textLessThan) in this file"
            + " (its translations' tags and links are not compared)"
        return LintFinding(.sourceMalformed, string, at: string.location(ofUTF8Offset: first.location.byteOffset), detail)
    }

    /// `key` as a JSON string for the configuration's `key` glob, or `"…"` when the key is
    /// long or holds a glob character (`*`, `?`), which a glob cannot match literally.
    static func configurationKey(_ key: String) -> String {
        guard key.count <= 60, !key.contains(where: { $0 == "*" || $0 == "?" }) else { return "\"…\"" }
        var json = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\"": json += "\\\""
            case "\\": json += "\\\\"
            case "\n": json += "\\n"
            case "\t": json += "\\t"
            case _ where scalar.value < 0x20: json += String(format: "\\u%04X", scalar.value)
            default: json.unicodeScalars.append(scalar)
            }
        }
        return json + "\""
    }

    /// Up to 40 characters of `value` from the tag around `offset` (or from `offset`), quoted:
    /// what the reader saw.
    private static func excerpt(of value: String, at offset: Int) -> String {
        let utf8 = value.utf8
        var at = min(max(offset, 0), utf8.count)
        let bytes = Array(utf8)
        if let tagStart = bytes[max(0, at - 60)..<at].lastIndex(of: UInt8(ascii: "<")),
           !bytes[tagStart..<at].contains(UInt8(ascii: ">")) { at = tagStart }
        let start = utf8.index(utf8.startIndex, offsetBy: at)
        var text = String(value[start...].prefix(40))
        if let close = text.firstIndex(of: ">") { text = String(text[...close]) }
        text = String(text.map { $0.isNewline ? "↵" : $0 })
        return "\"" + text + "\""
    }

    /// The error's message with the other place it names (``MarkupError/relatedLocation``,
    /// a position in the string) given as the position in the file.
    static func filePositions(of error: MarkupError, in string: LocalizedString) -> String {
        guard let related = error.relatedLocation else { return error.message }
        let inFile = string.location(ofUTF8Offset: related.byteOffset)
        return error.message.replacingOccurrences(of: " at \(related.line):\(related.column)",
                                                  with: " at \(inFile.line):\(inFile.column)")
    }
}

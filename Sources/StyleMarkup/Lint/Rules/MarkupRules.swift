import Foundation

/// The rules that look at one string on its own: `malformed-markup`, `image-content` and
/// `unknown-tag`. They run on source strings and translations alike.
enum MarkupRules {
    /// The findings for `string`, whose analysis is `analysis`. `styleBook`, when given, names
    /// the known tags.
    static func check(_ string: LocalizedString, _ analysis: StringAnalysis, styleBook: StyleBook?) -> [LintFinding] {
        if let error = analysis.markupError {
            let rule: LintRule = error.kind == .imageContent ? .imageContent : .malformedMarkup
            return [LintFinding(rule, string, at: string.location(ofUTF8Offset: error.location.byteOffset), filePositions(in: error.message, of: string))]
        }
        guard let styleBook else { return [] }
        var findings: [LintFinding] = []
        var reported = Set<String>()
        for tag in analysis.tags where styleBook.styles[tag.name] == nil && reported.insert(tag.name).inserted {
            let hint = Suggestions.hint(for: tag.name, in: styleBook.styles.keys.sorted())
            findings.append(LintFinding(.unknownTag, string, at: string.location(ofUTF8Offset: tag.offset),
                                        "unknown tag <\(tag.name)>: the style book has no style \"\(tag.name)\"\(hint)"))
        }
        return findings
    }

    /// Rewrites `opened at LINE:COLUMN` (a position in the string) as the position in the file.
    static func filePositions(in message: String, of string: LocalizedString) -> String {
        guard let marker = message.range(of: " opened at ") else { return message }
        let rest = message[marker.upperBound...]
        let digits = rest.prefix { $0.isNumber || $0 == ":" }
        let parts = digits.split(separator: ":")
        guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else { return message }
        // Find the byte offset of line:column in the value (columns count scalars).
        var offset = 0
        var currentLine = 1
        var currentColumn = 1
        for scalar in string.value.unicodeScalars {
            if currentLine == line && currentColumn == column { break }
            if scalar == "\n" {
                currentLine += 1
                currentColumn = 1
            } else {
                currentColumn += 1
            }
            offset += UTF8.width(scalar)
        }
        let location = string.location(ofUTF8Offset: offset)
        return message[..<marker.upperBound] + "\(location.line):\(location.column)" + rest.dropFirst(digits.count)
    }
}

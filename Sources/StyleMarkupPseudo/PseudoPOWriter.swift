import StyleMarkup
import StyleMarkupLint

/// Writes a pseudo-locale's gettext catalog (`en_XA.po`) from a template `.po` file: every
/// entry of the template in its order, with its comments, flags, `msgctxt`, `msgid` and
/// `msgid_plural` lines as written, and a `msgstr` that is the rewritten `msgid` (for a plural
/// entry, `msgstr[0]` the rewritten `msgid` and `msgstr[1]` the rewritten `msgid_plural`, as
/// English has two forms). The strings keep their line breaks into quoted pieces and their
/// C escapes. The header is the pseudo-locale's own (its `Language`, UTF-8, English plural
/// forms), after the project's fields of the template's header (`Project-Id-Version`, …; a
/// missing or unfilled `PO-Revision-Date` is the template's `POT-Creation-Date`, else 1970-01-01);
/// `fuzzy` flags and `#|` previous-msgid comments are dropped (the entries are translated
/// now) and obsolete `#~` entries are left out.
struct PseudoPOWriter {
    /// The template's text (UTF-8).
    let text: [UInt8]

    /// One line of the template: its range (without the line feed) and what it is.
    private struct Line {
        enum Kind { case blank, comment, obsolete, flags, keyword(String), continuation }
        var range: Range<Int>
        var kind: Kind
    }

    /// One field of an entry: its keyword and the range from just after the keyword to the end
    /// of its last quoted line.
    private struct Field {
        var keyword: String
        var value: Range<Int>
    }

    /// The catalog for the locale `language` (as gettext writes it, `en_XA`), whose strings'
    /// edits are `edits` (file offsets of ``text``, in order).
    func write(language: String, edits: [FileEdit]) -> [UInt8] {
        let entries = entries()
        var output = Array("msgid \"\"\nmsgstr \"\"\n".utf8)
        // The project's fields of the template's header, as written; then the locale's own.
        var copied: [String: String] = [:]
        if let header = entries.first(where: { isHeader($0.fields) }), let value = header.fields.first(where: { $0.keyword == "msgstr" })?.value {
            for line in String(decoding: text[value], as: UTF8.self).split(separator: "\n") {
                let field = line.trimmingCharacters(in: .whitespaces)
                // A template's unfilled `YEAR-MO-DA HO:MI+ZONE` is no date: msgfmt warns about it.
                if let name = Self.copiedHeaderFields.first(where: { field.hasPrefix("\"\($0):") }), !field.contains("YEAR-MO-DA") { copied[name] = field }
            }
        }
        // gettext wants a revision date: the template's, else its creation date, else a fixed
        // one, so the same template always gives the same catalog.
        if copied["PO-Revision-Date"] == nil {
            let date = copied["POT-Creation-Date"].map { String($0.dropFirst("\"POT-Creation-Date:".count).dropLast(3)).trimmingCharacters(in: .whitespaces) }
            copied["PO-Revision-Date"] = "\"PO-Revision-Date: \(date ?? "1970-01-01 00:00+0000")\\n\""
        }
        for name in Self.copiedHeaderFields { if let field = copied[name] { output += Array(field.utf8) + [0x0A] } }
        output += Array("""
        "Last-Translator: markupc pseudo\\n"
        "Language-Team: none\\n"
        "Language: \(language)\\n"
        "MIME-Version: 1.0\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"
        "Content-Transfer-Encoding: 8bit\\n"
        "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        """.utf8)
        for entry in entries {
            guard let msgid = entry.fields.first(where: { $0.keyword == "msgid" }), !isHeader(entry.fields) else { continue }
            output.append(0x0A)
            for line in entry.comments { output += line + [0x0A] }
            for field in entry.fields where !field.keyword.hasPrefix("msgstr") {
                output += Array(field.keyword.utf8) + text[field.value] + [0x0A]
            }
            if let plural = entry.fields.first(where: { $0.keyword == "msgid_plural" }) {
                output += Array("msgstr[0]".utf8) + FileEdit.apply(edits, to: text, in: msgid.value) + [0x0A]
                output += Array("msgstr[1]".utf8) + FileEdit.apply(edits, to: text, in: plural.value) + [0x0A]
            } else {
                output += Array("msgstr".utf8) + FileEdit.apply(edits, to: text, in: msgid.value) + [0x0A]
            }
        }
        return output
    }

    /// The header fields copied from the template: they name the project, not the language.
    static let copiedHeaderFields = ["Project-Id-Version", "Report-Msgid-Bugs-To", "POT-Creation-Date", "PO-Revision-Date"]

    /// Whether an entry is the header: `msgid ""` without a context.
    private func isHeader(_ fields: [Field]) -> Bool {
        guard let msgid = fields.first(where: { $0.keyword == "msgid" }) else { return false }
        return !fields.contains { $0.keyword == "msgctxt" } && isEmptyString(msgid.value)
    }

    /// Whether a field's value is `""` alone.
    private func isEmptyString(_ range: Range<Int>) -> Bool {
        String(decoding: text[range], as: UTF8.self).trimmingCharacters(in: .whitespaces) == "\"\""
    }

    /// The template's entries: comment lines to keep, and fields.
    private func entries() -> [(comments: [[UInt8]], fields: [Field])] {
        var result: [(comments: [[UInt8]], fields: [Field])] = []
        var comments: [[UInt8]] = []
        var fields: [Field] = []
        var obsolete = false
        func finish() {
            if !fields.isEmpty, !obsolete { result.append((comments, fields)) }
            comments = []
            fields = []
            obsolete = false
        }
        for line in lines() {
            switch line.kind {
            case .blank:
                if !fields.isEmpty || obsolete { finish() }
            case .obsolete:
                obsolete = true
            case .comment, .flags:
                if fields.contains(where: { $0.keyword.hasPrefix("msgstr") }) { finish() }
                if case .flags = line.kind {
                    let flags = String(decoding: text[line.range].dropFirst(2), as: UTF8.self).split(separator: ",")
                        .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "fuzzy" }
                    if !flags.isEmpty { comments.append(Array(("#, " + flags.joined(separator: ", ")).utf8)) }
                } else if !text[line.range].starts(with: "#|".utf8) {
                    // `#|` lines hold the previous msgid of a fuzzy translation: not this locale's.
                    comments.append(Array(text[line.range]))
                }
            case .keyword(let keyword):
                if keyword == "msgctxt" || keyword == "msgid", fields.contains(where: { $0.keyword.hasPrefix("msgstr") }) { finish() }
                let start = line.range.lowerBound + keyword.utf8.count
                fields.append(Field(keyword: keyword, value: start..<line.range.upperBound))
            case .continuation:
                if let last = fields.indices.last { fields[last].value = fields[last].value.lowerBound..<line.range.upperBound }
            }
        }
        finish()
        return result
    }

    /// The template's lines, classified.
    private func lines() -> [Line] {
        var result: [Line] = []
        var index = 0
        while index < text.count {
            var end = index
            while end < text.count, text[end] != 0x0A { end += 1 }
            var lineEnd = end
            if lineEnd > index, text[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            var start = index
            while start < lineEnd, text[start] == 0x20 || text[start] == 0x09 { start += 1 }
            let range = start..<lineEnd
            let kind: Line.Kind
            if start == lineEnd {
                kind = .blank
            } else if text[start] == UInt8(ascii: "#") {
                let next = start + 1 < lineEnd ? text[start + 1] : 0
                kind = next == UInt8(ascii: "~") ? .obsolete : next == UInt8(ascii: ",") ? .flags : .comment
            } else if text[start] == UInt8(ascii: "\"") {
                kind = .continuation
            } else {
                var keywordEnd = start
                while keywordEnd < lineEnd, text[keywordEnd] != 0x20, text[keywordEnd] != 0x09, text[keywordEnd] != UInt8(ascii: "\"") { keywordEnd += 1 }
                kind = .keyword(String(decoding: text[start..<keywordEnd], as: UTF8.self))
            }
            result.append(Line(range: range, kind: kind))
            index = end + 1
        }
        return result
    }
}

extension PseudoPOWriter {
    /// `bytes` with each `fuzzy` in a `#,` flags line turned into spaces (the same length, so
    /// positions stay): the entry's msgid is a source string like any other.
    static func withoutFuzzyFlags(_ bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        let fuzzy = Array("fuzzy".utf8)
        var lineStart = 0
        while lineStart < result.count {
            var lineEnd = lineStart
            while lineEnd < result.count, result[lineEnd] != 0x0A { lineEnd += 1 }
            if lineEnd - lineStart >= 2, result[lineStart] == UInt8(ascii: "#"), result[lineStart + 1] == UInt8(ascii: ",") {
                var index = lineStart + 2
                while index + fuzzy.count <= lineEnd {
                    if Array(result[index..<index + fuzzy.count]) == fuzzy {
                        for offset in index..<index + fuzzy.count { result[offset] = 0x20 }
                        index += fuzzy.count
                    } else {
                        index += 1
                    }
                }
            }
            lineStart = lineEnd + 1
        }
        return result
    }

    /// The locale as gettext names it: `en_XA` for `en-XA` (`en@pseudo` as it is).
    static func gettextName(_ locale: String) -> String {
        locale.replacingOccurrences(of: "-", with: "_")
    }

    /// Where a pseudo-locale's catalog made from the template at `path` goes: beside it
    /// (`po/en_XA.po` for `po/de.po`), or in the layouts that keep one folder per language,
    /// in the locale's folder (`en_XA/LC_MESSAGES/app.po`, itstool's `help/en_XA/en_XA.po`).
    static func path(for path: String, locale: String) -> String {
        let name = gettextName(locale)
        var components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let file = components.removeLast()
        let stem = file.hasSuffix(".po") ? String(file.dropLast(3)) : file
        if components.count >= 2, components[components.count - 1] == "LC_MESSAGES" {
            components[components.count - 2] = name
            return (components + [file]).joined(separator: "/")
        }
        if let folder = components.last, folder == stem {
            components[components.count - 1] = name
            return (components + [name + ".po"]).joined(separator: "/")
        }
        return (components + [name + ".po"]).joined(separator: "/")
    }
}

import Foundation
import StyleMarkup

/// Reads gettext `.po` files: `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[n]`,
/// strings continued over several lines, and C escapes (`\n \t \r \\ \" \a \b \f \v \? \'`,
/// octal `\ooo`, hex `\xHH`).
///
/// Each `msgid` is a source string and each non-empty `msgstr` its translation. The header
/// entry (`msgid ""`) gives the language (`Language:`; `X-Source-Language:` names the
/// source's); entries flagged `#, fuzzy`, obsolete `#~` entries and `translator-credits` (or
/// `translator_credits`), which is not a translation of its msgid, are skipped. Placeholders
/// are compared, as gettext does, only in entries flagged with a format language
/// (``PlaceholderDialect``: `c-format`, `python-brace-format`, …; the first such flag is the
/// one read), never in `no-…-format` ones, and in unflagged entries only when the
/// configuration asks (``LintConfiguration/checksUnflaggedPOEntries``), as C's printf. In a
/// plural entry, `msgstr[0]` is compared with `msgid` and the other forms with `msgid_plural`
/// (in a language other than C's, every form with `msgid_plural`, ``FormatDirectiveRule``).
struct POFileReader: LocalizationReader {
    private struct Field {
        var keyword: String
        var index: Int?
        var keywordOffset: Int
        var builder: DecodedTextBuilder
    }

    private struct Entry {
        var flags: [String] = []
        var fields: [Field] = []
        var hasTranslation: Bool { fields.contains { $0.keyword == "msgstr" } }
        var isEmpty: Bool { fields.isEmpty }
        func field(_ keyword: String) -> Field? { fields.first { $0.keyword == keyword } }
    }

    private struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    private let lines: LineTable
    private let text: [UInt8]
    private var file: LocalizationFile
    private var sourceLanguage: String?
    private var firstDefinition: [String: LintLocation] = [:]
    private var checksUnflagged = false
    /// The header's `Plural-Forms`, evaluated.
    private var pluralForms: POPluralForms?

    /// How itstool starts the comment naming each message's XML path.
    static let itstoolComment = Array("#. (itstool) path:".utf8)
    /// msgids whose msgstr is not their translation (the translators' names).
    static let notTranslations: Set<String> = ["translator-credits", "translator_credits"]

    /// Reads the UTF-8 text of a `.po` file into `file`; `checksUnflaggedPOEntries` compares
    /// the placeholders of entries that have no `*-format` flag too.
    static func describe(_ file: inout LocalizationFile, options: LocalizationReadOptions) {
        file.language = language(ofPath: file.path)
    }

    static func read(_ lines: LineTable, into file: inout LocalizationFile, options: LocalizationReadOptions) {
        var reader = POFileReader(lines: lines, text: lines.text, file: file, sourceLanguage: options.sourceLanguage)
        reader.checksUnflagged = options.checksUnflaggedPOEntries
        // An entry takes four lines or more: room enough that the table is seldom rehashed.
        reader.firstDefinition.reserveCapacity(lines.lineCount / 4)
        do {
            try reader.readAll()
        } catch let error as SyntaxError {
            reader.file.malformed(error.message, at: lines.location(ofByte: error.offset))
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
        file = reader.file
    }

    /// Records the pages a source string of a Mallard manual links to: `<link xref="mem-swap#check">`
    /// names `mem-swap` (a page's id need not be its file's name).
    private mutating func recordLinkedPages(_ value: String) {
        var rest = value[...]
        while let found = rest.range(of: "xref=\"") {
            let target = rest[found.upperBound...].prefix { $0 != "\"" && $0 != "#" }
            if !target.isEmpty { file.manualPages.insert(String(target)) }
            rest = rest[found.upperBound...]
        }
    }

    /// Records the Mallard pages a reference line names: `C/mem-swap.page:47 C/net-bits.page:41`
    /// names `mem-swap` and `net-bits` (a page's id is most often its file's name).
    private mutating func recordManualPages(_ line: ArraySlice<UInt8>) {
        for reference in line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) {
            var path = reference[...]
            if let colon = path.lastIndex(of: UInt8(ascii: ":")), path[(colon + 1)...].allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
                path = path[..<colon]
            }
            let name = path.lastIndex(of: UInt8(ascii: "/")).map { path[($0 + 1)...] } ?? path
            guard name.count > 5, name.suffix(5).elementsEqual(".page".utf8) else { continue }
            file.manualPages.insert(String(decoding: name.dropLast(5), as: UTF8.self))
        }
    }

    /// The language a `.po` file's path suggests: `fr.po`, `pt_BR.po`, `fr/LC_MESSAGES/app.po`.
    static func language(ofPath path: String) -> String? {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        if directory.lastPathComponent == "LC_MESSAGES" {
            let locale = directory.deletingLastPathComponent().lastPathComponent
            return looksLikeLocale(locale) ? locale : nil
        }
        let stem = url.deletingPathExtension().lastPathComponent
        return looksLikeLocale(stem) ? stem : nil
    }

    private static func looksLikeLocale(_ name: String) -> Bool {
        let parts = name.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "@" })
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        return parts.dropFirst().allSatisfy { $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    private mutating func readAll() throws {
        var entry = Entry()
        var index = 0
        while index < text.count {
            var lineEnd = index
            while lineEnd < text.count, text[lineEnd] != 0x0A { lineEnd += 1 }
            var start = index
            while start < lineEnd, text[start] == 0x20 || text[start] == 0x09 || text[start] == 0x0D { start += 1 }
            defer { index = lineEnd + 1 }
            guard start < lineEnd else {
                if entry.hasTranslation { finish(&entry) }
                continue
            }
            let byte = text[start]
            if byte == UInt8(ascii: "#") {
                if entry.hasTranslation { finish(&entry) }
                if start + 1 < lineEnd, text[start + 1] == UInt8(ascii: ",") {
                    let flags = String(decoding: text[(start + 2)..<lineEnd], as: UTF8.self)
                    entry.flags += flags.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                } else if !file.holdsXML, text[start..<lineEnd].starts(with: Self.itstoolComment) {
                    // itstool's extracted comment: the file holds Mallard or DocBook XML.
                    file.holdsXML = true
                } else if file.holdsXML, start + 1 < lineEnd, text[start + 1] == UInt8(ascii: ":") {
                    recordManualPages(text[(start + 2)..<lineEnd])
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                guard !entry.fields.isEmpty else {
                    throw SyntaxError(message: "a string with no keyword before it (expected msgid, msgstr, …)", offset: start)
                }
                try readQuoted(from: start, lineEnd: lineEnd, into: &entry.fields[entry.fields.count - 1].builder)
                continue
            }
            var keywordEnd = start
            while keywordEnd < lineEnd, (text[keywordEnd] >= UInt8(ascii: "a") && text[keywordEnd] <= UInt8(ascii: "z")) || text[keywordEnd] == UInt8(ascii: "_") {
                keywordEnd += 1
            }
            let keyword = String(decoding: text[start..<keywordEnd], as: UTF8.self)
            var position = keywordEnd
            var formIndex: Int?
            if keyword == "msgstr", position < lineEnd, text[position] == UInt8(ascii: "[") {
                var close = position + 1
                while close < lineEnd, text[close] >= UInt8(ascii: "0"), text[close] <= UInt8(ascii: "9") { close += 1 }
                guard close < lineEnd, text[close] == UInt8(ascii: "]"), close > position + 1,
                      let value = Int(String(decoding: text[(position + 1)..<close], as: UTF8.self)) else {
                    throw SyntaxError(message: "expected msgstr[N] with a number N", offset: start)
                }
                formIndex = value
                position = close + 1
            }
            guard ["msgctxt", "msgid", "msgid_plural", "msgstr"].contains(keyword) else {
                let shown = keyword.isEmpty ? "'\(String(decoding: text[start..<min(start + 1, lineEnd)], as: UTF8.self))'" : keyword
                throw SyntaxError(message: "unexpected \(shown); expected msgctxt, msgid, msgid_plural, msgstr, a quoted string or a # comment", offset: start)
            }
            if keyword == "msgctxt" || keyword == "msgid" {
                if entry.hasTranslation { finish(&entry) }
                if keyword == "msgid", entry.field("msgid") != nil {
                    throw SyntaxError(message: "msgid without a msgstr before it", offset: start)
                }
            } else if entry.field("msgid") == nil {
                throw SyntaxError(message: "\(keyword) without a msgid before it", offset: start)
            }
            while position < lineEnd, text[position] == 0x20 || text[position] == 0x09 { position += 1 }
            guard position < lineEnd, text[position] == UInt8(ascii: "\"") else {
                throw SyntaxError(message: "expected a quoted string after \(keyword)", offset: position)
            }
            var field = Field(keyword: keyword, index: formIndex, keywordOffset: start,
                              builder: DecodedTextBuilder(lines: lines, startingAt: position + 1))
            try readQuoted(from: position, lineEnd: lineEnd, into: &field.builder)
            entry.fields.append(field)
        }
        if entry.hasTranslation {
            finish(&entry)
        } else if let msgid = entry.field("msgid") {
            throw SyntaxError(message: "msgid without a msgstr", offset: msgid.keywordOffset)
        }
    }

    /// Reads `"…"` starting at `start` (the quote) and appends its decoded text.
    private func readQuoted(from start: Int, lineEnd: Int, into builder: inout DecodedTextBuilder) throws {
        var index = start + 1
        while index < lineEnd {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                var rest = index + 1
                while rest < lineEnd, text[rest] == 0x20 || text[rest] == 0x09 || text[rest] == 0x0D { rest += 1 }
                guard rest == lineEnd else { throw SyntaxError(message: "unexpected text after the closing quote", offset: rest) }
                return
            }
            guard byte == UInt8(ascii: "\\") else {
                let run = index
                index += 1
                while index < lineEnd, text[index] != UInt8(ascii: "\""), text[index] != UInt8(ascii: "\\") { index += 1 }
                builder.appendVerbatim(run..<index)
                continue
            }
            let escape = index
            index += 1
            guard index < lineEnd else { break }
            let letter = text[index]
            let (decoded, next) = CEscapes.gettext.decode(text, at: index, end: lineEnd)
            index = next
            let produced: UInt32
            switch decoded {
            case .value(let value, _): produced = value
            case .missingHexDigits: throw SyntaxError(message: "\\x must be followed by hex digits", offset: escape)
            case .unknown:
                throw SyntaxError(message: "unknown escape sequence \\\(String(decoding: [letter], as: UTF8.self)); write \\\\ for a backslash", offset: escape)
            }
            // Octal and hex escapes give bytes (as in C); one above 0x7F is read as Latin-1.
            builder.append(Unicode.Scalar(produced) ?? "\u{FFFD}", from: escape)
        }
        throw SyntaxError(message: "string is never closed with \" on its line", offset: start)
    }

    private mutating func finish(_ entry: inout Entry) {
        defer { entry = Entry() }
        guard let msgid = entry.field("msgid") else { return }
        let context = entry.field("msgctxt")
        let id = msgid.builder.finish()
        if id.value.isEmpty, context == nil {
            readHeader(entry.field("msgstr")?.builder.finish().value ?? "")
            return
        }
        if entry.flags.contains("fuzzy") || Self.notTranslations.contains(id.value) { return }
        let key = context.map { "\($0.builder.finish().value)::\(id.value)" } ?? id.value
        let formats = entry.flags.filter { $0.hasSuffix("-format") && !$0.hasPrefix("no-") }
        let placeholderDialect = formats.isEmpty ? nil : formats.lazy.compactMap { PlaceholderDialect(flag: Substring($0)) }.first
        let checksPlaceholders = !entry.flags.contains { $0.hasPrefix("no-") && $0.hasSuffix("-format") }
            && (formats.isEmpty ? checksUnflagged : placeholderDialect != nil)
        let printfDialect: PrintfDialect = formats == ["objc-format"] ? .apple : .c
        let declaresFormat = !formats.isEmpty && checksPlaceholders
        func make(_ field: Field, key: String, role: LocalizedString.Role, language: String?) -> LocalizedString {
            let (value, positions) = field.builder.finish()
            var string = LocalizedString(file: file.path, key: key, language: language, value: value, positions: positions,
                                         keyLocation: lines.location(ofByte: field.keywordOffset), role: role,
                                         checksPlaceholders: checksPlaceholders)
            string.printfDialect = printfDialect
            string.declaresFormat = declaresFormat
            string.placeholderDialect = placeholderDialect
            return string
        }
        let source = file.strings.count
        let sourceString = make(msgid, key: key, role: .source, language: sourceLanguage)
        if let first = firstDefinition[key] {
            file.duplicate(sourceString, firstAt: first)
        } else {
            firstDefinition[key] = sourceString.keyLocation
        }
        file.strings.append(sourceString)
        if file.holdsXML { recordLinkedPages(sourceString.value) }
        var plural: Int?
        if let field = entry.field("msgid_plural") {
            plural = file.strings.count
            file.strings.append(make(field, key: "\(key)[plural]", role: .source, language: sourceLanguage))
        }
        for field in entry.fields where field.keyword == "msgstr" {
            var string = make(field, key: field.index.map { "\(key)[\($0)]" } ?? key, role: .translation, language: file.language)
            if plural != nil {
                string.pluralGroup = key
                string.singleNumber = field.index.flatMap { pluralForms?.singleNumberForms[$0] }
                string.pluralSample = field.index.flatMap { pluralForms?.sampleNumbers[$0] }
                string.severalNumbers = field.index.flatMap { pluralForms?.severalNumberForms[$0] }
                string.isRarePluralForm = field.index.map { pluralForms?.rareForms.contains($0) == true } ?? false
            }
            guard !string.value.isEmpty else { continue }
            let index = file.strings.count
            file.strings.append(string)
            if let plural {
                file.inlineSources[index] = field.index == 0 ? [source, plural] : [plural, source]
            } else {
                file.inlineSources[index] = [source]
            }
        }
    }

    private mutating func readHeader(_ header: String) {
        for line in header.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else { continue }
            switch parts[0].trimmingCharacters(in: .whitespaces) {
            case "Language": file.language = value
            case "X-Source-Language": sourceLanguage = value
            case "Plural-Forms": pluralForms = POPluralForms(header: value)
            default: break
            }
        }
    }
}

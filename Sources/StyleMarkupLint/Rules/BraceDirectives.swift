import Foundation

/// The brace dialects' directives: Python's `str.format` (`{0}`, `{name}`, `{0[key].attr:>10}`,
/// `{{` and `}}` are literal braces), Perl's `{name}` (`__x`), C#'s `String.Format`
/// (`{0}`, `{0,-10:N2}`), Java's `MessageFormat` (`{0}`, `{0,number,integer}`, a choice's nested
/// `{0}`; text in single quotes is literal and `''` is a quote) and Rust's and C++'s `{}`,
/// `{0}`, `{name:?}`.
enum BraceDirectives {
    /// The brace dialect of a language.
    enum Style: Equatable, Sendable {
        case python, perl, csharp, messageFormat, rust
    }

    /// The directives of `bytes` in `style`, in order.
    static func scan(_ bytes: [UInt8], style: Style) -> [FormatDirective] {
        var found: [FormatDirective] = []
        var index = 0
        var quoted = false
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), quote = UInt8(ascii: "'")
        while index < bytes.count {
            let byte = bytes[index]
            if style == .messageFormat, byte == quote {
                // `''` is a quote either way; a lone one starts or ends literal text.
                if index + 1 < bytes.count, bytes[index + 1] == quote { index += 2; continue }
                quoted.toggle()
                index += 1
                continue
            }
            if quoted { index += 1; continue }
            if style != .perl, style != .messageFormat, byte == open || byte == close,
               index + 1 < bytes.count, bytes[index + 1] == byte {
                index += 2  // `{{` or `}}`, a literal brace
                continue
            }
            guard byte == open, let directive = directive(bytes, at: index, style: style) else { index += 1; continue }
            found.append(directive)
            index = directive.range.upperBound
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool { PercentDirectives.isNameByte(byte) }

    /// The directive whose `{` is at `start`, or `nil` when it is text.
    private static func directive(_ bytes: [UInt8], at start: Int, style: Style) -> FormatDirective? {
        // The argument: digits or a name, up to the first character that is neither.
        var nameEnd = start + 1
        while nameEnd < bytes.count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        let name = bytes[(start + 1)..<nameEnd]
        let isNumber = !name.isEmpty && name.allSatisfy(PercentDirectives.isDigit)
        let argument: FormatDirective.Argument = name.isEmpty ? .next
            : isNumber ? .number(PercentDirectives.number(name)) : .name(String(decoding: name, as: UTF8.self))
        switch style {
        case .perl:
            guard !name.isEmpty, !PercentDirectives.isDigit(name.first ?? 0), nameEnd < bytes.count, bytes[nameEnd] == UInt8(ascii: "}") else {
                return nil
            }
            return FormatDirective(range: start..<nameEnd + 1, argument: argument, type: "")
        case .csharp:
            guard isNumber, let end = matchingClose(bytes, from: nameEnd, nested: false, quotes: false) else { return nil }
            return FormatDirective(range: start..<end, argument: argument, type: "")
        case .messageFormat:
            guard isNumber, let end = matchingClose(bytes, from: nameEnd, nested: true, quotes: true) else { return nil }
            // The kind of value: `number`, `date` (or `time`, the same), or none (an object); a
            // choice takes a number.
            let format = end - 1 > nameEnd ? String(decoding: bytes[(nameEnd + 1)..<(end - 1)], as: UTF8.self) : ""
            let type = format.split(separator: ",", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            return FormatDirective(range: start..<end, argument: argument, type: type == "choice" ? "number" : type == "time" ? "date" : type)
        case .python, .rust:
            // What may follow the argument: its end, a format spec, a conversion, an attribute or an index.
            guard nameEnd < bytes.count, "}:!.[".utf8.contains(bytes[nameEnd]), let end = matchingClose(bytes, from: nameEnd, nested: true, quotes: false) else { return nil }
            // Python names the argument with its attributes and indexes: `{user.name}` is not `{user}`.
            var chainEnd = nameEnd
            while chainEnd < end - 1, !":!".utf8.contains(bytes[chainEnd]) { chainEnd += 1 }
            let chained: FormatDirective.Argument = style == .python && chainEnd > nameEnd && !name.isEmpty
                ? .name(String(decoding: bytes[(start + 1)..<chainEnd], as: UTF8.self)) : argument
            return FormatDirective(range: start..<end, argument: chained, type: "")
        }
    }

    /// The offset after the `}` that closes a directive whose content goes on at `from`; with
    /// `nested`, braces inside (a format spec's `{width}`, a choice's `{0}`) are counted; with
    /// `quotes`, MessageFormat's quoted text is skipped.
    private static func matchingClose(_ bytes: [UInt8], from: Int, nested: Bool, quotes: Bool) -> Int? {
        var depth = 1
        var index = from
        var quoted = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'"), quotes {
                quoted.toggle()
            } else if !quoted, byte == UInt8(ascii: "{") {
                guard nested else { return nil }
                depth += 1
            } else if !quoted, byte == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return index + 1 }
            }
            index += 1
        }
        return nil
    }
}

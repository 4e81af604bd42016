/// Whether a string is a valid format string in a ``PlaceholderDialect``: every character that
/// starts a directive in its language does start one, or is escaped (`%%`, `{{`, `}}`).
/// gettext does not judge a msgid that is no valid format string, and rejects a msgstr that
/// is none where its msgid is one; `100% sure` is no Python format string (`% s` would be one).
extension PlaceholderDialect {
    /// The offset of the first byte of `value` that starts no directive though its language
    /// reads it as the start of one, or `nil` when there is none; `directives` are `value`'s.
    func firstInvalidOffset(in value: String, directives: [FormatDirective]) -> Int? {
        switch syntax {
        case .percent(let table):
            // Python takes its arguments by name or in order, never both.
            if table.names == .parenthesized, let named = directives.first(where: { if case .name = $0.argument { true } else { false } }),
               let unnamed = directives.first(where: { $0.argument == .next }) {
                return max(named.range.lowerBound, unnamed.range.lowerBound)
            }
            return firstStray(Array(value.utf8), directives, markers: [UInt8(ascii: "%")], doubled: true)
        case .boost: return firstStray(Array(value.utf8), directives, markers: [UInt8(ascii: "%")], doubled: true)
        case .dollar: return firstStray(Array(value.utf8), directives, markers: [UInt8(ascii: "$")], doubled: false)
        case .tilde: return firstStray(Array(value.utf8), directives, markers: [UInt8(ascii: "~")], doubled: false)
        case .numbered, .qtPlural: return nil
        case .brace(let style):
            switch style {
            case .perl: return nil
            case .messageFormat: return firstStrayMessageFormatBrace(Array(value.utf8), directives)
            case .python:
                // A lone `}` is text to gettext's reading of Python's format strings, and a
                // conversion (`{name!r}`) is none it reads.
                let bytes = Array(value.utf8)
                for directive in directives {
                    let field = bytes[directive.range].prefix { $0 != UInt8(ascii: ":") }
                    if let bang = field.firstIndex(of: UInt8(ascii: "!")) { return bang }
                }
                return firstStray(bytes, directives, markers: [UInt8(ascii: "{")], doubled: true)
            case .csharp, .rust:
                return firstStray(Array(value.utf8), directives, markers: [UInt8(ascii: "{"), UInt8(ascii: "}")], doubled: true)
            }
        }
    }

    /// The first `{` or `}` of a `MessageFormat` pattern outside `directives` and quoted text.
    private func firstStrayMessageFormatBrace(_ bytes: [UInt8], _ directives: [FormatDirective]) -> Int? {
        var index = 0
        var next = 0
        var quoted = false
        while index < bytes.count {
            if next < directives.count, directives[next].range.lowerBound <= index {
                index = max(index, directives[next].range.upperBound)
                next += 1
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                quoted.toggle()
            } else if !quoted, byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The first of `markers` outside `directives` (and, when `doubled`, not written twice).
    private func firstStray(_ bytes: [UInt8], _ directives: [FormatDirective], markers: [UInt8], doubled: Bool) -> Int? {
        var index = 0
        var next = 0
        while index < bytes.count {
            if next < directives.count, directives[next].range.lowerBound <= index {
                index = max(index, directives[next].range.upperBound)
                next += 1
                continue
            }
            let byte = bytes[index]
            guard markers.contains(byte) else { index += 1; continue }
            if doubled, index + 1 < bytes.count, bytes[index + 1] == byte {
                index += 2
                continue
            }
            return index
        }
        return nil
    }
}

/// Whether the host of a translated absolute URL is one a browser opens as the real site:
/// what `link-changed` calls a dead or spoofed link.
///
/// - **Forbidden characters.** A host holding a character that WHATWG URL parsing forbids in a
///   domain (a space, a control character, `#` `%` `/` `:` `<` `>` `?` `@` `[` `\` `]` `^` `|`
///   outside a port or IPv6 literal) does not parse: the link is dead.
/// - **IDNA.** A label holding a code point IDNA never allows (unassigned, a control, a
///   private-use or format character other than the joiners, a separator) fails the
///   conversion to ASCII that browsers make before looking the host up.
/// - **Mixed scripts.** A label that mixes scripts as Unicode's security mechanisms (UTS #39,
///   "highly restrictive") forbid is how look-alike hosts are made (`gოthub.com`, with a
///   Georgian `ო`): browsers show such a host as `xn--…`, and it is not the source's site. A
///   label may use one script, or Latin with Han and Hiragana/Katakana (Japanese), Han and
///   Bopomofo (Chinese) or Han and Hangul (Korean); digits, `-` and combining marks belong to
///   every script.
enum LinkHost {
    /// Why `host` (the part of an absolute URL between `//` and the path, without user
    /// information or port) is not a host a browser opens, or `nil`.
    static func problem(_ host: String) -> String? {
        if host.hasPrefix("[") { return nil }
        for scalar in host.unicodeScalars {
            if let shown = forbidden(scalar) { return "its host holds \(shown), which no host name may" }
        }
        for label in host.split(separator: ".", omittingEmptySubsequences: false) {
            if label.isEmpty { continue }
            for scalar in label.unicodeScalars where !isAllowedByIDNA(scalar) {
                return "its host label \"\(label)\" holds U+\(hex(scalar)), which IDNA does not allow in a host name"
            }
            let scripts = scriptsOf(label)
            if !isAllowedCombination(scripts) {
                let names = scripts.sorted().map { $0.replacingOccurrences(of: "_", with: " ") }
                return "its host label \"\(label)\" mixes the \(names.dropLast().joined(separator: ", ")) and \(names.last!) scripts, "
                    + "as a look-alike of another site does; browsers do not show it as the source's site"
            }
        }
        return nil
    }

    /// How a forbidden host character is named in a message, or `nil` when it is allowed.
    private static func forbidden(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case " ": return "a space"
        case "\u{0}"..."\u{1F}", "\u{7F}": return "a control character"
        case "#", "%", "/", ":", "<", ">", "?", "@", "[", "\\", "]", "^", "|": return "\"\(scalar)\""
        default: return nil
        }
    }

    /// Whether IDNA's mapping table allows `scalar` in a label (after case mapping): every
    /// assigned letter, mark, number, symbol and punctuation, and the zero-width joiners.
    private static func isAllowedByIDNA(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{200C}" || scalar == "\u{200D}" { return true }
        switch scalar.properties.generalCategory {
        case .unassigned, .control, .privateUse, .surrogate, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator:
            return false
        default:
            return true
        }
    }

    /// The scripts of `label`'s characters, leaving out those shared by every script.
    private static func scriptsOf(_ label: Substring) -> Set<String> {
        var scripts: Set<String> = []
        for scalar in label.unicodeScalars where !scalar.isASCII || scalar.properties.isAlphabetic {
            if let script = UnicodeScriptTable.script(of: scalar) { scripts.insert(script) }
        }
        return scripts
    }

    /// The script sets UTS #39's "highly restrictive" level allows in one label.
    private static func isAllowedCombination(_ scripts: Set<String>) -> Bool {
        guard scripts.count > 1 else { return true }
        let allowed: [Set<String>] = [
            ["Latin", "Han", "Hiragana", "Katakana"],
            ["Latin", "Han", "Bopomofo"],
            ["Latin", "Han", "Hangul"],
        ]
        return allowed.contains { scripts.isSubset(of: $0) }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

import StyleMarkup
import StyleMarkupLint

/// Writes untrusted text (translations, keys, a style book) into generated Swift source so
/// that it stays text: nothing a translator writes can end the literal or the comment it is
/// in, or add code.
///
/// A string literal is a one-line raw string (`#"…"#`) with one more `#` than the longest run
/// of `#` after any `"` or `\` in the text, so neither `"#` nor `\#(` can end it or
/// interpolate. Line breaks, other control characters, format characters (bidirectional
/// overrides among them) and the line and paragraph separators are written as `\#u{…}`
/// escapes, so the literal stays on one line and shows what it holds.
///
/// ```swift
/// SwiftLiteral.string(#"Say "hi"#)     // ##"Say "hi"#"##
/// SwiftLiteral.string("a\nb")          // #"a\#u{A}b"#
/// ```
public enum SwiftLiteral {
    /// `text` as a Swift string literal.
    public static func string(_ text: String) -> String {
        let hashes = String(repeating: "#", count: hashCount(for: text))
        var result = hashes + "\""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\" + hashes + "u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\"" + hashes
    }

    /// `text` as lines of a `///` documentation comment, each starting with `indent`: every
    /// line break of the text starts a new comment line, and characters that could hide or
    /// reorder text (controls, format characters) are shown as `U+XXXX`.
    public static func docComment(_ text: String, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}" {
                if scalar == "\n", previous == "\r" { continue }
                lines.append(line)
                line = ""
            } else if needsEscape(scalar) {
                line += "U+" + String(scalar.value, radix: 16, uppercase: true)
            } else {
                line.unicodeScalars.append(scalar)
            }
        }
        lines.append(line)
        return lines.map { indent + ($0.isEmpty ? "///" : "/// " + $0) }.joined(separator: "\n")
    }

    /// One more than the longest run of `#` that follows a `"` or a `\` in `text`.
    static func hashCount(for text: String) -> Int {
        var longest = 0
        var run = 0
        var counting = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "#"), counting {
                run += 1
                longest = max(longest, run)
            } else {
                counting = byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                run = 0
            }
        }
        return longest + 1
    }

    /// Whether `scalar` is written as an escape: controls, format characters (`Cf`: the
    /// bidirectional overrides and isolates, zero-width joiners), separators other than the
    /// space, and unassigned or private code points.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            return true
        default:
            return false
        }
    }
}

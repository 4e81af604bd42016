/// Keeps diagnostic messages short and inert when they quote hostile input: a 5 MB tag name
/// must not become a 10 MB error message (twice quoted) on a terminal or in a CI log, and a
/// key or file name holding an escape sequence or a line break must not retitle the
/// terminal, clear it, or forge a diagnostic line (``visible(_:)``).
///
/// Messages up to 240 bytes are kept as they are. In a longer message, every word (a run
/// without spaces) longer than 80 bytes keeps its first 40 bytes (whole characters) and
/// its quote or bracket at the end, with `…` between.
package enum DiagnosticText {
    static let shortEnough = 240
    static let longWord = 80
    static let kept = 40

    /// `message` with each very long word (a URL, a long value) cut to its first characters and
    /// an ellipsis, so a one-line report stays readable; a short message is returned as it is.
    package static func shorten(_ message: String) -> String {
        guard message.utf8.count > shortEnough else { return message }
        let words = message.split(separator: " ", omittingEmptySubsequences: false).map { word -> Substring in
            guard word.utf8.count > longWord else { return word }
            var prefix = Substring()
            var bytes = 0
            for character in word {
                bytes += character.utf8.count
                if bytes > kept { break }
                prefix.append(character)
            }
            let closing = word.last.map { "\"'>)];:,.".contains($0) } == true ? String(word.last!) : ""
            return prefix + "…" + closing
        }
        return words.joined(separator: " ")
    }
}

/// Translations written to break out of the Swift code `markupc generate` writes: quotes, raw
/// string delimiters, interpolations, comment ends, line and paragraph separators, control and
/// bidirectional characters.
public enum HostileTranslations {
    /// Translations written to break out of a literal or a comment.
    public static let strings = [
        "plain",
        "quote \" inside",
        "ends with quote\"",
        "raw end \"# and \"## and \"###",
        "interpolation \\(exit(1)) and \\#(exit(1)) and \\##(exit(1))",
        "comment */ end /* start",
        "line one\nline two\r\nthree\u{2028}four",
        "tab\tnul\u{0}bell\u{7}",
        "bidi \u{202E}reversed\u{202C} \u{2066}isolate\u{2069}",
        "emoji 👨‍👩‍👧 שלום עולם مرحبا",
        "backslash at end \\",
        "\"#); exit(1); print(#\"",
    ]
}

import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate

/// The documented exit statuses of `markupc`.
enum ExitStatus: Int32, Comparable {
    /// Everything compiled (or checked) cleanly.
    case success = 0
    /// An input has errors (markup, unknown tags under `--strict`, lint findings at error level).
    case inputErrors = 1
    /// Usage error, unreadable input, unwritable output, or an invalid style book.
    case failure = 2

    static func < (a: ExitStatus, b: ExitStatus) -> Bool { a.rawValue < b.rawValue }
}

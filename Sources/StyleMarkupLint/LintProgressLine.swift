import StyleMarkup

/// The progress line `markupc lint` writes to standard error while it reads many files on a
/// terminal: `reading   840 of 5,000 files (16%)`, rewritten in place with a carriage return
/// and erased (overwritten with spaces) before the summary line. It never appears in CI logs
/// or when standard error is not a terminal.
public enum LintProgressLine {
    /// Reading fewer files than this shows no progress line: it would only flicker.
    public static let minimumFileCount = 300

    /// Whether to show the line: standard error is a terminal, the `CI` environment variable
    /// is not set (CI services set it, and their logs would keep every rewrite), and at least
    /// ``minimumFileCount`` files are read.
    public static func isWanted(standardErrorIsTerminal: Bool, environment: [String: String], fileCount: Int) -> Bool {
        standardErrorIsTerminal && environment["CI"] == nil && fileCount >= minimumFileCount
    }

    /// Whether reading file number `read` of `total` changes the percentage shown, so the line
    /// is rewritten at most about a hundred times (always for the first and the last file).
    public static func changes(read: Int, total: Int) -> Bool {
        guard total > 0, read > 1, read < total else { return true }
        return percent(read, total) != percent(read - 1, total)
    }

    /// The text that rewrites the line: a carriage return, then `reading   840 of 5,000 files
    /// (16%)`, the count right-aligned to the width of the total so the line keeps its length.
    public static func update(read: Int, total: Int) -> String {
        let shownTotal = LintReport.grouped(total)
        var shownRead = LintReport.grouped(min(read, total))
        if shownRead.count < shownTotal.count { shownRead = String(repeating: " ", count: shownTotal.count - shownRead.count) + shownRead }
        return "\rreading \(shownRead) of \(shownTotal) file\(total == 1 ? "" : "s") (\(percent(read, total))%)"
    }

    /// The text that erases the line written by ``update(read:total:)`` for `total` files and
    /// returns to its start, so the next line starts clean.
    public static func clear(total: Int) -> String {
        let width = update(read: total, total: total).count - 1
        return "\r" + String(repeating: " ", count: width) + "\r"
    }

    private static func percent(_ read: Int, _ total: Int) -> Int {
        total > 0 ? min(read, total) * 100 / total : 100
    }
}

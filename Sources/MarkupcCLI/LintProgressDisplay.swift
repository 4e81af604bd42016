import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows ``LintProgressLine`` on standard error while `markupc lint` reads files, when that
/// is wanted (a terminal, not CI, many files), and erases it afterwards.
final class LintProgressDisplay: @unchecked Sendable {
    private let standardErrorIsTerminal: Bool
    private let environment: [String: String]
    /// The total of the last line written, when one is on screen. Written only by ``show``,
    /// whose calls never overlap (``Linter/progress``), and read by ``finish`` after they end.
    private var shownTotal: Int?

    init(standardErrorIsTerminal: Bool = isatty(2) == 1, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.standardErrorIsTerminal = standardErrorIsTerminal
        self.environment = environment
    }

    /// The linter's progress callback.
    func show(read: Int, total: Int) {
        guard LintProgressLine.isWanted(standardErrorIsTerminal: standardErrorIsTerminal, environment: environment, fileCount: total),
              LintProgressLine.changes(read: read, total: total) else { return }
        _ = Console.writeAll(Array(LintProgressLine.update(read: read, total: total).utf8), to: 2)
        shownTotal = total
    }

    /// Erases the line, if one was written.
    func finish() {
        guard let total = shownTotal else { return }
        _ = Console.writeAll(Array(LintProgressLine.clear(total: total).utf8), to: 2)
        shownTotal = nil
    }
}

import Foundation
import StyleMarkup

/// The findings a team has accepted for now, so that lint fails only on new ones: what
/// `markupc lint --write-baseline FILE` records and `--baseline FILE` hides (Docs/Lint.md,
/// "Adopting lint on a project with history").
///
/// A finding is matched by its file, key, rule and message, never by its line or column, so
/// editing other strings of the same file does not bring a recorded finding back. Findings that
/// are the same in all four are counted: a baseline that recorded two hides two, and a third
/// is reported. Files are recorded relative to the baseline's own folder, so the baseline
/// matches whatever folder lint is run from.
///
/// ```swift
/// let report = linter.lint(paths: ["App/Resources"])
/// try LintBaseline(findings: report.findings, folder: ".").write(to: ".markupc-baseline.json")
/// let next = try LintBaseline(contentsOfFile: ".markupc-baseline.json").filter(linter.lint(paths: ["App/Resources"]))
/// print(next.summary)   // … (4 findings hidden by the baseline)
/// ```
public struct LintBaseline: Sendable, Equatable {
    /// What identifies a finding in a baseline.
    public struct Entry: Hashable, Sendable, Comparable {
        /// The file, relative to the baseline's folder (`../` where it lies outside it), with
        /// `/` between components.
        public var file: String
        /// The string's key, when the finding is about one.
        public var key: String?
        /// The rule's name (`tag-mismatch`).
        public var rule: String
        /// The finding's message, as lint wrote it.
        public var message: String

        /// Creates an entry.
        public init(file: String, key: String?, rule: String, message: String) {
            self.file = file
            self.key = key
            self.rule = rule
            self.message = message
        }

        /// Ordered by file, key, rule, then message, the order the baseline file lists them in.
        public static func < (a: Entry, b: Entry) -> Bool {
            if a.file != b.file { return a.file < b.file }
            if a.key != b.key { return (a.key ?? "") < (b.key ?? "") }
            if a.rule != b.rule { return a.rule < b.rule }
            return a.message < b.message
        }
    }

    /// The folder files are recorded relative to: the baseline file's own folder.
    public var folder: String
    /// How many findings each entry stands for.
    public var counts: [Entry: Int]

    /// The entries, each as many times as it was recorded, in file order.
    public var entries: [Entry] {
        counts.keys.sorted().flatMap { Array(repeating: $0, count: counts[$0] ?? 0) }
    }

    /// A baseline recording `findings`, with files relative to `folder` (the folder the
    /// baseline file will be written in).
    public init(findings: [LintFinding], folder: String) {
        self.folder = folder
        var files = FileNames(root: Self.absolute(folder))
        counts = [:]
        for finding in findings {
            counts[files.entry(for: finding), default: 0] += 1
        }
    }

    /// A baseline of `entries`, whose files are relative to `folder`.
    public init(entries: [Entry], folder: String) {
        self.folder = folder
        counts = [:]
        for entry in entries { counts[entry, default: 0] += 1 }
    }

    /// `report` without the findings this baseline records, with
    /// ``LintReport/hiddenByBaseline`` counting them. Each entry hides as many findings as it
    /// was recorded for; any more are reported.
    public func filter(_ report: LintReport) -> LintReport {
        var remaining = counts
        var files = FileNames(root: Self.absolute(folder))
        var filtered = report
        var hidden = 0
        filtered.findings = report.findings.filter { finding in
            let entry = files.entry(for: finding)
            guard let left = remaining[entry], left > 0 else { return true }
            remaining[entry] = left - 1
            hidden += 1
            return false
        }
        filtered.hiddenByBaseline = (filtered.hiddenByBaseline ?? 0) + hidden
        return filtered
    }

    /// Findings' files as a baseline records them, each file's name worked out once.
    struct FileNames {
        /// The baseline's folder, absolute and standardized.
        let root: String
        private var known: [String: String] = [:]

        init(root: String) { self.root = root }

        /// The entry `finding` is recorded as.
        mutating func entry(for finding: LintFinding) -> Entry {
            let file: String
            if let name = known[finding.file] {
                file = name
            } else {
                file = LintBaseline.relative(finding.file, to: root)
                known[finding.file] = file
            }
            return Entry(file: file, key: finding.key, rule: finding.rule.rawValue, message: finding.message)
        }
    }

    /// `path` made absolute against the current directory, with `.` and `..` resolved.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `path` relative to the absolute folder `root`, with `..` where it lies outside it.
    static func relative(_ path: String, to root: String) -> String {
        let target = absolute(path).split(separator: "/")
        let folder = root.split(separator: "/")
        var common = 0
        while common < min(target.count, folder.count), target[common] == folder[common] { common += 1 }
        let steps = Array(repeating: "..", count: folder.count - common) + target[common...].map(String.init)
        return steps.joined(separator: "/")
    }
}

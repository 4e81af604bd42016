import Foundation
import StyleMarkup
import StyleMarkupLint

/// What `markupc generate` runs (Docs/Generate.md): reads String Catalogs and `xx.lproj`
/// folders of `.strings` and `.stringsdict` files, checks every language with lint's rules
/// and the generator's own, and writes typed accessors as Swift source.
///
/// ```swift
/// let generator = StringsGenerator(styleBook: book, styleBookText: json, styleBookName: "styles.json")
/// let result = generator.generate(paths: ["Resources/Localizable.xcstrings"])
/// if let source = result.source { try source.write(toFile: "Strings.swift", atomically: true, encoding: .utf8) }
/// for finding in result.findings { print(finding.description) }
/// ```
public struct StringsGenerator: Sendable {
    /// The style book the strings are checked with and the generated code compiles with.
    public var styleBook: StyleBook
    /// The style book's text (JSON or an XML property list), embedded in the generated code.
    public var styleBookText: String
    /// The style book's file name, for the generated file's header and for findings.
    public var styleBookName: String
    /// `--source-language`: the development language, overriding the catalogs'.
    public var sourceLanguage: String?
    /// `--warnings-as-errors`: every warning is an error, and stops generation.
    public var warningsAsErrors = false
    /// Names and access level of the generated code.
    public var writerOptions = SwiftAccessorWriter.Options()
    /// How many threads read and check (see `Linter.workers`).
    public var workers = ProcessInfo.processInfo.activeProcessorCount

    /// The file extensions the generator reads.
    public static let fileExtensions: Set<String> = ["xcstrings", "strings", "stringsdict"]

    /// Creates a generator.
    public init(styleBook: StyleBook, styleBookText: String, styleBookName: String) {
        self.styleBook = styleBook
        self.styleBookText = styleBookText
        self.styleBookName = styleBookName
    }

    /// What a run gives.
    public struct Result: Sendable {
        /// The Swift source, or `nil` when a finding is an error (nothing may be written).
        public var source: String?
        /// Every finding, lint's and the generator's, in file order then position.
        public var findings: [GenerationFinding]
        /// The localization files read.
        public var files: [String]
        /// How many strings lint checked, in how many languages.
        public var stringCount: Int
        /// The languages checked.
        public var languages: [String]
        /// How many accessors the source has.
        public var accessorCount: Int

        /// How many findings are errors.
        public var errorCount: Int { findings.count { $0.level == .error } }
        /// How many findings are warnings.
        public var warningCount: Int { findings.count { $0.level == .warning } }
        /// `checked 24 strings in 3 languages: 0 errors, 2 warnings`, as lint says it.
        public var summary: String {
            "checked \(LintReport.count(stringCount, "string")) in \(LintReport.count(languages.count, "language")): "
                + "\(LintReport.count(errorCount, "error")), \(LintReport.count(warningCount, "warning"))"
        }
        /// `12 accessors`.
        public var accessorSummary: String { LintReport.count(accessorCount, "accessor") }
    }

    /// Reads, checks and generates. Directories are searched for `.xcstrings`, `.strings` and
    /// `.stringsdict` files; a file named directly must be one of those.
    public func generate(paths: [String]) -> Result {
        var linter = Linter(styleBook: styleBook, configuration: LintConfiguration(), sourceLanguage: sourceLanguage)
        linter.workers = workers
        var refused: [GenerationFinding] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               !Self.fileExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
                refused.append(GenerationFinding(file: path, location: nil, rule: .table,
                                                 message: "markupc generate reads .xcstrings, .strings and .stringsdict files, not this one"))
            }
        }
        let (files, unreadable) = linter.read(paths: paths, recordsPlaces: true, only: [.xcstrings, .appleStrings, .stringsdict])
        let builder = StringTableBuilder(files: files, sourceLanguage: sourceLanguage)
        let linkFindings = CompileCheck.findings(files, styleBook: styleBook)
        let paths = files.filter { !$0.continuesPreviousFile }.map(\.path)
        let report = linter.check(files, extraFindings: unreadable)

        var findings = refused + report.findings.map(GenerationFinding.init) + linkFindings
        let linted = Set(report.findings.map { "\($0.file)\u{0}\($0.location.map { "\($0.line):\($0.column)" } ?? "")" })
        // A placeholder lint already reports (placeholder-mismatch) is not reported twice.
        findings += builder.findings.filter { finding in
            guard let location = finding.location else { return true }
            return !linted.contains("\(finding.file)\u{0}\(location.line):\(location.column)")
        }
        let (actions, actionFindings) = actionNames()
        findings += actionFindings
        if warningsAsErrors {
            for index in findings.indices { findings[index].level = .error }
        }
        let order = Dictionary(paths.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        findings.sort { a, b in
            let (fileA, fileB) = (order[a.file] ?? -1, order[b.file] ?? -1)
            if fileA != fileB { return fileA < fileB }
            let (placeA, placeB) = (a.location ?? LintLocation(line: 0, column: 0), b.location ?? LintLocation(line: 0, column: 0))
            if placeA != placeB { return placeA < placeB }
            return a.message < b.message
        }
        var result = Result(source: nil, findings: findings, files: paths, stringCount: report.stringCount, languages: report.languages,
                            accessorCount: builder.tables.reduce(0) { $0 + $1.entries.count })
        guard result.errorCount == 0, !paths.isEmpty else { return result }
        let inputs = paths.map { URL(fileURLWithPath: $0).lastPathComponent }
        let styleBookFile = URL(fileURLWithPath: styleBookName).lastPathComponent
        result.source = SwiftAccessorWriter(options: writerOptions).source(tables: builder.tables, actions: actions, styleBookText: styleBookText,
                                                                           styleBookName: styleBookFile, inputs: Array(Set(inputs)).sorted())
        return result
    }

    /// The style book's actions, sorted, and a finding for each pair whose case names collide.
    private func actionNames() -> ([String], [GenerationFinding]) {
        let actions = Set(styleBook.styles.values.compactMap(\.action)).sorted()
        var findings: [GenerationFinding] = []
        var seen: [String: String] = [:]
        for action in actions {
            let name = SwiftName.member(action)
            if SwiftAccessorWriter.reservedActionNames.contains(name) {
                let styles = styleBook.styles.filter { $0.value.action == action }.keys.sorted().map { "\"\($0)\"" }
                findings.append(GenerationFinding(file: styleBookName, location: nil, rule: .nameCollision,
                                                  message: "the action \"\(action)\" (of the style \(styles.joined(separator: ", "))) would become the case \(name) of "
                                                      + "\(writerOptions.actionEnumName), which CaseIterable's \(name) already names; rename the action"))
            }
            if let other = seen[name] {
                findings.append(GenerationFinding(file: styleBookName, location: nil, rule: .nameCollision,
                                                  message: "the actions \"\(other)\" and \"\(action)\" both become the case \(name) of \(writerOptions.actionEnumName); rename one of them"))
            } else {
                seen[name] = action
            }
        }
        return (actions, findings)
    }
}

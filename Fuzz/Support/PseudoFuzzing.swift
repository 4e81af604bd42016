import Foundation
import StyleMarkup
import StyleMarkupLint

/// Shared body of the pseudo targets: the bytes as one localization file of a given format in
/// a scratch folder. When the format's reader accepts the file, `PseudoLocalizer` writes every
/// pseudo-locale for it, and lint of the folder afterwards may find nothing that lint of the
/// source alone does not: no output the reader refuses, and between the source and each
/// pseudo-locale the same tags, links, placeholders (of every dialect) and plural forms.
enum PseudoFuzzing {
    /// Every transformation, alone and together: the presets, and one locale doing all five.
    static let locales: [PseudoLocale] = {
        do {
            return [.enXA, .arXB, try PseudoLocale(parsing: "en-XL=accented,expanded,bounded,stress,right-to-left")]
        } catch { fatalError("the pseudo targets' locale does not parse: \(error)") }
    }()

    /// One scratch folder per process, emptied before each input.
    static let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-fuzz-pseudo-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }()

    /// The rules whose findings on a pseudo-locale mean pseudo broke its text or its file.
    /// Exhaustive: a new rule must be placed here.
    static func mattersBetweenSourceAndPseudo(_ rule: DiagnosticRule) -> Bool {
        switch rule {
        case .malformedFile, .malformedMarkup, .unknownTag, .tagMismatch, .tagNesting, .placeholderMismatch, .linkChanged,
             .invalidLink, .imageContent, .pluralCountDropped, .sourceMalformed:
            return true
        // Copies of the source's duplicates, or budgets pseudo's longer text is meant to test.
        case .duplicateKey, .orphanTranslation, .overBudget:
            return false
        }
    }

    /// Runs the property for `input` as the file at `relativePath` (its extension and folder
    /// choose the format), with `styleBook` choosing markupc markup (or `nil`: HTML).
    static func run(_ input: [UInt8], relativePath: String, styleBook: StyleBook? = nil) {
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        let file = folder.appendingPathComponent(relativePath)
        do {
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(input).write(to: file)
        } catch { fatalError("cannot write the scratch file \(file.path): \(error)") }
        var linter = Linter(styleBook: styleBook, configuration: LintConfiguration(), sourceLanguage: "en")
        linter.workers = 1
        let before = linter.lint(paths: [folder.path])
        // Only inputs the reader accepts, and without a key defined twice: lint pairs a
        // translation's first definition with the source's, so the copies of two different
        // definitions would be compared with one.
        guard !before.findings.contains(where: { $0.rule == .malformedFile || $0.rule == .duplicateKey }) else { return }
        let localizer = PseudoLocalizer(locales: locales, styleBook: styleBook, configuration: LintConfiguration(), sourceLanguage: "en")
        let result = localizer.run(paths: [folder.path])
        for output in result.outputs {
            require(output.path.hasPrefix(folder.path + "/"), "pseudo writes \(output.path), outside the input's folder")
            let url = URL(fileURLWithPath: output.path)
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(output.contents).write(to: url)
            } catch { fatalError("cannot write the scratch output \(output.path): \(error)") }
        }
        let after = linter.lint(paths: [folder.path])
        var known: [String: Int] = [:]
        for finding in before.findings { known[identity(finding), default: 0] += 1 }
        for finding in after.findings where mattersBetweenSourceAndPseudo(finding.rule) {
            let id = identity(finding)
            if let count = known[id], count > 0 {
                known[id] = count - 1
                continue
            }
            let outputs = result.outputs.map { "--- \($0.path.dropFirst(folder.path.count + 1)):\n\(String(decoding: $0.contents, as: UTF8.self))" }
            require(false, "after pseudo, lint finds \(finding.rule.rawValue) at \(finding.file.dropFirst(folder.path.count + 1)):\(finding.line ?? 0):\(finding.column ?? 0) \(finding.message)\n\(outputs.joined(separator: "\n"))")
        }
    }

    /// A finding as the same problem on another language: its rule, key and message without
    /// the language in front (the pseudo-locale inherits a translation-independent finding of
    /// the source's). A finding on the source that moved with the catalog's new text is the same.
    static func identity(_ finding: LintFinding) -> String {
        var message = Substring(finding.message)
        if let language = finding.language, message.hasPrefix(language + ": ") { message = message.dropFirst(language.count + 2) }
        for locale in locales { message = Substring(message.replacingOccurrences(of: locale.identifier, with: "LANG")) }
        return "\(finding.rule.rawValue)\u{0}\(finding.key ?? "")\u{0}\(message)"
    }
}

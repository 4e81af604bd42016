import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupPseudo

/// Shared body of the pseudo targets: the bytes as one localization file of a given format in
/// a scratch folder. When the format's reader accepts the file, `PseudoLocalizer` writes every
/// pseudo-locale for it, and lint of the folder afterwards may find nothing that it does not
/// find when each pseudo-locale is a plain copy of the source: no output the reader refuses,
/// and between the source and each pseudo-locale the same tags, links, placeholders (of every
/// dialect) and plural forms.
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
    static func mattersBetweenSourceAndPseudo(_ rule: LintRule) -> Bool {
        switch rule {
        case .malformedFile, .malformedMarkup, .unknownTag, .tagMismatch, .tagNesting, .placeholderMismatch, .linkChanged,
             .invalidLink, .imageContent, .pluralCountDropped, .sourceMalformed:
            return true
        // Copies of the source's duplicates, or budgets pseudo's longer text is meant to test.
        case .duplicateKey, .orphanTranslation, .overBudget:
            return false
        }
    }

    /// The same locales with no transformation: each writes a copy of the source's text.
    static let copies: [PseudoLocale] = locales.map { PseudoLocale(identifier: $0.identifier, transformations: []) }

    /// Runs the property for `input` as the file at `relativePath` (its extension and folder
    /// choose the format), with `styleBook` choosing markupc markup (or `nil`: HTML).
    ///
    /// What lint finds on a pseudo-locale is compared with what it finds on a plain copy of the
    /// source written as the same locale: a problem the source brings (a key defined twice, a
    /// plural form without the count its other forms have, a stray `%`) is in both, and only
    /// what the transformations add is a finding.
    static func run(_ input: [UInt8], relativePath: String, styleBook: StyleBook? = nil) {
        var linter = Linter(styleBook: styleBook, configuration: LintConfiguration(), sourceLanguage: "en")
        linter.workers = 1
        prepare(input, relativePath: relativePath)
        // Only inputs the reader accepts.
        guard !linter.lint(paths: [folder.path]).findings.contains(where: { $0.rule == .malformedFile }) else { return }
        let (_, copied) = pseudoThenLint(copies, styleBook: styleBook, linter: linter)
        prepare(input, relativePath: relativePath)
        let (outputs, transformed) = pseudoThenLint(locales, styleBook: styleBook, linter: linter)
        var known: [String: Int] = [:]
        for finding in copied { known[identity(finding), default: 0] += 1 }
        for finding in transformed where mattersBetweenSourceAndPseudo(finding.rule) {
            let id = identity(finding)
            if let count = known[id], count > 0 {
                known[id] = count - 1
                continue
            }
            let shown = outputs.map { "--- \($0.path.dropFirst(folder.path.count + 1)):\n\(String(decoding: $0.contents, as: UTF8.self))" }
            require(false, "after pseudo, lint finds \(finding.rule.rawValue) at \(finding.file.dropFirst(folder.path.count + 1)):\(finding.line ?? 0):\(finding.column ?? 0) \(finding.message)\n\(shown.joined(separator: "\n"))")
        }
    }

    /// Empties the scratch folder and writes the input into it.
    static func prepare(_ input: [UInt8], relativePath: String) {
        let manager = FileManager.default
        try? manager.removeItem(at: folder)
        let file = folder.appendingPathComponent(relativePath)
        do {
            try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(input).write(to: file)
        } catch { fatalError("cannot write the scratch file \(file.path): \(error)") }
    }

    /// Writes the pseudo-locales `locales` for the scratch folder beside its input, and lints it.
    static func pseudoThenLint(_ locales: [PseudoLocale], styleBook: StyleBook?, linter: Linter) -> ([PseudoOutput], [LintFinding]) {
        let localizer = PseudoLocalizer(locales: locales, styleBook: styleBook, configuration: LintConfiguration(), sourceLanguage: "en")
        let result = localizer.run(paths: [folder.path])
        for output in result.outputs {
            require(output.path.hasPrefix(folder.path + "/"), "pseudo writes \(output.path), outside the input's folder")
            let url = URL(fileURLWithPath: output.path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(output.contents).write(to: url)
            } catch { fatalError("cannot write the scratch output \(output.path): \(error)") }
        }
        return (result.outputs, linter.lint(paths: [folder.path]).findings)
    }

    /// A finding as the same problem: its file, rule, key, language and message, not its place
    /// (the transformed text is longer than the copy).
    static func identity(_ finding: LintFinding) -> String {
        "\(finding.file)\u{0}\(finding.rule.rawValue)\u{0}\(finding.key ?? "")\u{0}\(finding.language ?? "")\u{0}\(finding.message)"
    }
}

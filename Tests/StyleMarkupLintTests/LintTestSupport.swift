import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Helpers shared by the lint tests.
enum LintTestSupport {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/Lint")

    /// Reads one in-memory file as the linter would.
    static func read(_ path: String, _ text: String, sourceLanguage: String? = nil) -> LocalizationFile {
        read(path, Data(text.utf8), sourceLanguage: sourceLanguage)
    }

    static func read(_ path: String, _ data: Data, sourceLanguage: String? = nil) -> LocalizationFile {
        let format = LocalizationFormat.detect(path: path, namedExplicitly: true)!
        return Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: sourceLanguage)
            .read(LintInput(path: path, contents: data), format: format)
    }

    /// Lints in-memory files.
    static func lint(_ files: [(String, String)], styleBook: StyleBook? = nil, configuration: LintConfiguration = LintConfiguration(),
                     sourceLanguage: String? = nil) -> LintReport {
        Linter(styleBook: styleBook, configuration: configuration, sourceLanguage: sourceLanguage)
            .lint(files.map { LintInput(path: $0.0, contents: Data($0.1.utf8)) })
    }

    /// `line:column rule message` for each finding, the compact form tests compare.
    static func describe(_ findings: [LintFinding]) -> [String] {
        findings.map { "\($0.location.map { "\($0.line):\($0.column)" } ?? "-") \($0.rule.rawValue) \($0.message)" }
    }
}

extension LocalizationFile {
    /// The strings as `key=value`.
    var pairs: [String] { strings.map { "\($0.key)=\($0.value)" } }

    /// The string with `key`.
    func string(_ key: String, file: StaticString = #filePath, line: UInt = #line) -> LocalizedString? {
        let found = strings.first { $0.key == key }
        if found == nil { XCTFail("no string \(key) in \(pairs)", file: file, line: line) }
        return found
    }
}

extension LocalizedString {
    /// The file position of the first occurrence of `needle` in the value, as `line:column`.
    func position(of needle: String) -> String {
        guard let range = value.range(of: needle) else { return "not found" }
        let offset = value.utf8.distance(from: value.utf8.startIndex, to: range.lowerBound)
        return location(ofUTF8Offset: offset).description
    }
}

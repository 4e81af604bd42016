import Foundation
import StyleMarkupLint
/// Android string resources whose whole value is a reference to another (`@string/app_name`),
/// shown as the text the app shows: the referenced string's in the same language, else the
/// default `values/` one's, as Android resolves resources. A reference to a reference is
/// followed (at most eight steps); one to a string no file has, or to the platform's
/// (`@android:string/ok`), is shown as written.
enum AndroidStringReferences {
    /// The most references followed for one string.
    static let maximumSteps = 8

    /// Replaces each reference's value by the text it refers to. Findings on such a string are
    /// placed at its own value in its file.
    static func resolve(_ files: inout [LocalizationFile]) {
        // Language (nil for `values/`) → resource name → value.
        var byLanguage: [String?: [String: String]] = [:]
        var hasReference = false
        for file in files where file.format == .androidXML {
            for string in file.strings {
                if byLanguage[file.language, default: [:]][string.key] == nil { byLanguage[file.language, default: [:]][string.key] = string.value }
                if referencedName(string.value) != nil { hasReference = true }
            }
        }
        guard hasReference else { return }
        let defaults = files.first { $0.format == .androidXML && $0.strings.contains { $0.role == .source } }?.language
        for fileIndex in files.indices where files[fileIndex].format == .androidXML {
            let language = files[fileIndex].language
            for index in files[fileIndex].strings.indices {
                let string = files[fileIndex].strings[index]
                guard var name = referencedName(string.value) else { continue }
                var value: String?
                for _ in 0..<maximumSteps {
                    guard let found = byLanguage[language]?[name] ?? byLanguage[defaults]?[name] else { break }
                    value = found
                    guard let next = referencedName(found) else { break }
                    name = next
                }
                guard let value, referencedName(value) == nil else { continue }
                files[fileIndex].strings[index].value = value
                let start = string.positions.fileOffset(ofDecodedByte: 0)
                files[fileIndex].strings[index].positions = PositionMap(lines: string.positions.lines, segments: [.init(decoded: 0, file: start, verbatim: false)])
            }
        }
    }

    /// `name` when `value` is `@string/name` (spaces around it allowed), else `nil`.
    static func referencedName(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.hasPrefix("@string/") else { return nil }
        let name = trimmed.dropFirst("@string/".count)
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return String(name)
    }
}

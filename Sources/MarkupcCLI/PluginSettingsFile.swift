import Foundation
import StyleMarkup

/// A `markupc.json`, the settings the build plugins find beside `.markup` and localization
/// files: `stylebook` (relative to the file), `format`, `strict`, `offsets` for compiling, and a
/// `generate` object of `markupc generate` options. `generate --markupc-json FILE` reads it (the
/// GenerateStrings plugin passes the one it found), so every key is checked here, once.
struct PluginSettingsFile {
    /// The style book's path, resolved against the file's folder.
    var styleBook: String?
    /// The `generate` options, each with its value (`""` for a flag that is on).
    var generateOptions: [OptionName: String] = [:]

    /// A problem with the file.
    struct Problem: Error {
        var file: String
        var message: String
        /// `FILE: MESSAGE`.
        var description: String { "\(file): \(message)" }
    }

    private static let expected: [(key: String, expected: String)] = [
        ("stylebook", "a path relative to markupc.json"),
        ("format", "json, rtf, html or text"),
        ("strict", "true or false"),
        ("offsets", "utf16, utf8 or scalars"),
        ("generate", "an object of markupc generate options"),
    ]

    /// The `generate` keys, their options, and what each value must be.
    private static let generateKeys: [(key: String, option: OptionName, expected: String)] = [
        ("accessLevel", .accessLevel, "public or internal"),
        ("enumName", .enumName, "a Swift type name"),
        ("actionEnumName", .actionEnumName, "a Swift type name"),
        ("sourceLanguage", .sourceLanguage, "a language such as en"),
        ("warningsAsErrors", .warningsAsErrors, "true or false"),
    ]

    /// Reads and checks the file at `path`.
    /// - Throws: ``Problem`` naming the file and the bad key.
    init(contentsOfFile path: String) throws(Problem) {
        func fail(_ message: String) -> Problem { Problem(file: path, message: message) }
        let data: Data
        do {
            data = try FileContents.read(path, maxBytes: 1 << 20)
        } catch {
            throw fail("cannot read it: \(error.reasonText)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let settings = object as? [String: Any] else {
            throw fail("not a JSON object")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for key in settings.keys.sorted() {
            let value = settings[key]!
            switch (key, value) {
            case ("stylebook", let book as String) where !book.isEmpty:
                styleBook = URL(fileURLWithPath: book, relativeTo: folder).standardizedFileURL.path
            case ("format", let format as String) where ["json", "rtf", "html", "text"].contains(format):
                break
            case ("strict", is Bool):
                break
            case ("offsets", let offsets as String) where OffsetUnit(rawValue: offsets) != nil:
                break
            case ("generate", let options as [String: Any]):
                generateOptions = try Self.generateOptions(options, fail: fail)
            case ("$schema", _):
                break
            default:
                if let known = Self.expected.first(where: { $0.key == key }) {
                    throw fail("bad value for \"\(key)\"; expected \(known.expected)")
                }
                throw fail("unknown key \"\(key)\"; expected stylebook, format, strict, offsets or generate")
            }
        }
    }

    private static func generateOptions(_ options: [String: Any], fail: (String) -> Problem) throws(Problem) -> [OptionName: String] {
        var result: [OptionName: String] = [:]
        for key in options.keys.sorted() {
            guard let known = generateKeys.first(where: { $0.key == key }) else {
                throw fail("unknown key \"generate.\(key)\"; expected accessLevel, enumName, actionEnumName, sourceLanguage or warningsAsErrors")
            }
            let spec = CommandTable.generate.option(known.option)
            switch (spec.value, options[key]!) {
            case (.flag, let flag as Bool):
                if flag { result[known.option] = "" }
            case (.choice(let choices), let text as String) where choices.contains(text):
                result[known.option] = text
            case (.text(let check), let text as String) where !text.isEmpty && check?(text) == nil:
                result[known.option] = text
            default:
                throw fail("bad value for \"generate.\(key)\"; expected \(known.expected)")
            }
        }
        return result
    }
}

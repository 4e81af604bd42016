import Foundation
import StyleMarkup

/// A `markupc.json`, the settings the build plugins find beside `.markup` and localization
/// files: `stylebook` (relative to the file), `format`, `strict`, `offsets` for compiling, and a
/// `generate` object of `markupc generate` options. `generate --markupc-json FILE` reads it (the
/// GenerateStrings plugin passes the one it found), so every key is checked here, once, and a
/// problem is reported at its line and column.
package struct PluginSettingsFile {
    /// The style book's path, resolved against the file's folder.
    package var styleBook: String?
    /// The `generate` options, each with its value (`""` for a flag that is on).
    package var generateOptions: [OptionName: String] = [:]

    /// A problem with the file, where it is (`nil` when the file cannot be read).
    package struct Problem: Error {
        /// The file's path, as given.
        package var file: String
        /// Where in the file, or `nil` when the file cannot be read.
        package var location: SourceLocation?
        /// What is wrong, in one line.
        package var message: String
        /// `FILE:LINE:COLUMN: MESSAGE`.
        package var description: String { "\(file)\(location.map { ":\($0.line):\($0.column)" } ?? ""): \(message)" }
    }

    /// The top-level keys and what each value must be.
    private static let keys: [(key: String, expected: String)] = [
        ("stylebook", "a path relative to markupc.json"),
        ("format", OutputFormat.pluginFormatList),
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
    /// - Throws: ``Problem`` naming the file, the place and the bad key.
    init(contentsOfFile path: String) throws(Problem) {
        let data: Data
        do {
            data = try FileContents.read(path, maxBytes: 1 << 20)
        } catch {
            throw Problem(file: path, location: nil, message: "cannot read it: \(error.reasonText)")
        }
        try self.init(json: data, path: path)
    }

    /// Reads and checks `data`, the text of the file at `path`.
    /// - Throws: ``Problem`` naming `path`, the place and the bad key.
    package init(json data: Data, path: String) throws(Problem) {
        func fail(_ message: String, at offset: Int?) -> Problem {
            Problem(file: path, location: SourceLocation(byteOffset: offset ?? 0, in: data), message: message)
        }
        let root: BookValue
        do {
            root = try JSONBookReader.document(in: data)
        } catch {
            throw fail("not valid JSON: \(error.message)", at: error.byteOffset)
        }
        guard case .object(let members) = root.kind else { throw fail("expected an object, found \(root.typeName)", at: root.offset) }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for member in members {
            let value = member.value
            func bad() -> Problem {
                fail("bad value for \"\(DiagnosticText.visible(member.key))\"; expected \(Self.keys.first { $0.key == member.key }!.expected)", at: value.offset)
            }
            switch (member.key, value.kind) {
            case ("stylebook", .string(let book)) where !book.isEmpty:
                styleBook = URL(fileURLWithPath: book, relativeTo: folder).standardizedFileURL.path
            case ("format", .string(let format)) where OutputFormat(rawValue: format)?.isPluginFormat == true:
                break
            case ("strict", .bool):
                break
            case ("offsets", .string(let offsets)) where OffsetUnit(rawValue: offsets) != nil:
                break
            case ("generate", .object(let options)):
                generateOptions = try Self.generateOptions(options, fail: fail)
            case ("$schema", _):
                break
            case ("stylebook", _), ("format", _), ("strict", _), ("offsets", _), ("generate", _):
                throw bad()
            default:
                throw fail("unknown key \"\(DiagnosticText.visible(member.key))\"; expected stylebook, format, strict, offsets or generate", at: member.keyOffset)
            }
        }
    }

    private static func generateOptions(_ options: [BookMember], fail: (String, Int?) -> Problem) throws(Problem) -> [OptionName: String] {
        var result: [OptionName: String] = [:]
        for member in options {
            guard let known = generateKeys.first(where: { $0.key == member.key }) else {
                throw fail("unknown key \"generate.\(DiagnosticText.visible(member.key))\"; expected accessLevel, enumName, actionEnumName, sourceLanguage or warningsAsErrors",
                           member.keyOffset)
            }
            let spec = CommandTable.generate.option(known.option)
            switch (spec.value, member.value.kind) {
            case (.flag, .bool(let flag)):
                if flag { result[known.option] = "" }
            case (.choice(let choices), .string(let text)) where choices.contains(text):
                result[known.option] = text
            case (.text(let check), .string(let text)) where !text.isEmpty && check?(text) == nil:
                result[known.option] = text
            default:
                throw fail("bad value for \"generate.\(DiagnosticText.visible(member.key))\"; expected \(known.expected)", member.value.offset)
            }
        }
        return result
    }
}

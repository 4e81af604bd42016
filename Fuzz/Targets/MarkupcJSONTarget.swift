import Foundation
import MarkupcCLI
import StyleMarkup

/// `markupc-json`: arbitrary bytes as a `markupc.json`, the build plugins' settings, read as
/// `markupc generate --markupc-json` reads it (`PluginSettingsFile(json:path:)`). Any input
/// gives settings or a positioned error: one line of message, naming the file, at a line and
/// column inside the input. Bytes that are not a JSON object never load; settings that load
/// hold an absolute style book path and only `generate`'s own options.
enum MarkupcJSONTarget {
    static let path = "/fuzz/Resources/markupc.json"
    static let generateOptions: Set<OptionName> = [.accessLevel, .enumName, .actionEnumName, .sourceLanguage, .warningsAsErrors]

    static func run(_ input: [UInt8]) {
        let data = Data(input)
        // As for `lint-config`: Foundation's verdict holds only for valid UTF-8.
        let isObject = (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
            || String(validating: input, as: UTF8.self) == nil
        do throws(PluginSettingsFile.Problem) {
            let settings = try PluginSettingsFile(json: data, path: path)
            require(isObject, "settings loaded from bytes that are not a JSON object")
            if let book = settings.styleBook {
                require(book.hasPrefix("/"), "the style book path \(book) is not absolute")
            }
            for option in settings.generateOptions.keys {
                require(generateOptions.contains(option), "the settings set \(option.rawValue), which is no generate option of markupc.json")
            }
        } catch {
            require(error.file == path, "an error names \(error.file), not \(path)")
            require(!error.message.isEmpty, "an error without a message")
            require(!error.message.contains("\n") && !error.message.contains("\r"), "an error message of several lines: \(error.message)")
            guard let location = error.location else {
                require(false, "an error without a line and column: \(error.message)")
                return
            }
            require(error.description == "\(path):\(location.line):\(location.column): \(error.message)",
                    "an error's description is \(error.description)")
            let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            require(location.line >= 1 && location.line <= lines.count && location.column >= 1,
                    "an error points at \(location.line):\(location.column) of an input of \(lines.count) lines: \(error.message)")
        }
    }
}

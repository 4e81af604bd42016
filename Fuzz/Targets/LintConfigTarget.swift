import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupPreview

/// `lint-config`: arbitrary bytes as a `.markupc.json`, read as `lint`, `pseudo` and `preview`
/// read it (`LintConfiguration(json:)`, then `PreviewBudgets(configuration:)`). Each reader
/// gives a value or an error naming the file, with a one-line message; bytes that are not a
/// JSON object are an error, and an error's line and column (or a character position its
/// message gives) lie in the input. A configuration that loads names only lint's rules.
enum LintConfigTarget {
    static let fileName = "fuzz/.markupc.json"

    static func run(_ input: [UInt8]) {
        let data = Data(input)
        // Foundation's reader refuses text that is not UTF-8, which the configuration reader
        // repairs as it reads strings; only valid UTF-8 is held to Foundation's verdict.
        let isObject = (try? JSONSerialization.jsonObject(with: data)) is [String: Any]
            || String(validating: input, as: UTF8.self) == nil
        do throws(LintConfiguration.LoadError) {
            let configuration = try LintConfiguration(json: data, fileName: fileName)
            require(isObject, "a configuration that is not a JSON object loaded")
            for rule in configuration.rules.keys {
                require(LintRule.lintRules.contains(rule), "the configuration sets \(rule), which lint does not report")
            }
        } catch {
            check(error, input)
        }
        do throws(LintConfiguration.LoadError) {
            _ = try PreviewBudgets(configuration: data, fileName: fileName)
            require(isObject, "preview budgets loaded from a file that is not a JSON object")
        } catch {
            check(error, input)
        }
    }

    static func check(_ error: LintConfiguration.LoadError, _ input: [UInt8]) {
        require(error.file == fileName, "an error names \(error.file), not \(fileName)")
        require(!error.message.isEmpty, "an error without a message")
        require(!error.message.contains("\n"), "an error message of several lines: \(error.message)")
        if let location = error.location {
            // A positioned error: `file:line:column: error: message`, the place inside the input.
            require(error.description == "\(fileName):\(location.line):\(location.column): error: \(error.message)",
                    "an error's description is \(error.description)")
            let lines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            require(location.line >= 1 && location.line <= lines.count && location.column >= 1,
                    "an error points at \(location.line):\(location.column) of an input of \(lines.count) lines: \(error.message)")
        } else {
            require(error.description == "\(fileName): \(error.message)", "an error's description is \(error.description)")
        }
        if let range = error.message.range(of: "around character ") {
            let digits = error.message[range.upperBound...].prefix { $0.isNumber }
            require(Int(digits).map { $0 >= 0 && $0 <= input.count } ?? false,
                    "an error points at character \(digits) of an input of \(input.count) bytes: \(error.message)")
        }
    }
}

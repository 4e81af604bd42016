import Foundation
import StyleMarkup

/// Reading a `.markupc.json` with the positioned JSON reader style books and `markupc.json`
/// use: a syntax error, a trailing comma or a key given twice is an error at its line and
/// column, as is every unknown key and every value of the wrong type.
extension LintConfiguration {
    /// An error in a configuration file, where it is when the file's text says.
    public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file.
        public var file: String
        /// What is wrong.
        public var message: String
        /// Where, in the file's text; `nil` for a file that cannot be read.
        public var location: SourceLocation?

        /// Creates an error. A line break or other control character the message quotes from
        /// the file is written as an escape (`\n`, `\u{1B}`), so the message stays one line.
        public init(file: String, message: String, location: SourceLocation? = nil) {
            self.file = file
            self.message = Self.oneLine(message)
            self.location = location
        }

        /// `text` with each control character and line or paragraph separator as a Swift-style
        /// escape.
        private static func oneLine(_ text: String) -> String {
            func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
                scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
            }
            guard text.unicodeScalars.contains(where: isBreaking) else { return text }
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                default:
                    if isBreaking(scalar) {
                        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                    } else {
                        result.unicodeScalars.append(scalar)
                    }
                }
            }
            return result
        }

        /// `file:line:column: error: message`, or `file: message` without a position.
        public var description: String {
            guard let location else { return "\(file): \(message)" }
            return "\(file):\(location.line):\(location.column): error: \(message)"
        }
    }

    /// The top-level keys; `preview` holds `markupc preview`'s width budgets, read by
    /// StyleMarkupPreview's `PreviewBudgets`.
    private static let knownKeys = ["rules", "ignore", "dialects", "po", "preview"]
    private static let dialectKeys = ["format", "path", "key", "dialect"]

    /// Reads a configuration from JSON: `rules` (rule id → `error`, `warning` or `off`),
    /// `ignore` (`keys` and `paths`, arrays of globs), `dialects` and `po`. Unknown keys and
    /// rules are errors, so a typo does not silently turn a check off.
    /// - Throws: ``LoadError`` with the line and column of the problem.
    public init(json data: Data, fileName: String = ".markupc.json") throws(LoadError) {
        func fail(_ message: String, at offset: Int?) -> LoadError {
            LoadError(file: fileName, message: message, location: SourceLocation(byteOffset: offset ?? 0, in: data))
        }
        let root: BookValue
        do {
            root = try JSONBookReader.document(in: data)
        } catch {
            throw fail("not valid JSON: \(error.message)", at: error.byteOffset)
        }
        guard case .object(let members) = root.kind else { throw fail("the configuration must be a JSON object, not \(root.typeName)", at: root.offset) }
        self.init()
        for member in members where !(Self.knownKeys + ["$schema"]).contains(member.key) {
            throw fail("unknown key \"\(member.key)\"\(Suggestions.hint(for: member.key, in: Self.knownKeys)); expected rules, ignore, dialects, po, preview",
                       at: member.keyOffset)
        }
        for member in members {
            switch member.key {
            case "dialects": try readDialects(member.value, fail)
            case "po": try readPO(member.value, fail)
            case "rules": try readRules(member.value, fail)
            case "ignore": try readIgnore(member.value, fail)
            default: break
            }
        }
    }

    private mutating func readDialects(_ value: BookValue, _ fail: (String, Int?) -> LoadError) throws(LoadError) {
        guard case .array(let items) = value.kind else {
            throw fail("dialects must be an array of objects such as {\"format\": \"po\", \"dialect\": \"html\"}", value.offset)
        }
        for (index, item) in items.enumerated() {
            guard case .object(let entry) = item.kind else { throw fail("dialects[\(index)] must be an object", item.offset) }
            var texts: [String: String] = [:]
            var offsets: [String: Int?] = [:]
            for field in entry {
                guard Self.dialectKeys.contains(field.key) else {
                    throw fail("dialects[\(index)]: unknown key \"\(field.key)\"\(Suggestions.hint(for: field.key, in: Self.dialectKeys)); expected format, path, key, dialect",
                               field.keyOffset)
                }
                guard case .string(let text) = field.value.kind else { throw fail("dialects[\(index)].\(field.key) must be a string", field.value.offset) }
                texts[field.key] = text
                offsets[field.key] = field.value.offset
            }
            guard let dialectName = texts["dialect"] else { throw fail("dialects[\(index)] has no \"dialect\"", item.offset) }
            guard let dialect = MarkupDialect(rawValue: dialectName) else {
                throw fail("dialects[\(index)].dialect: unknown dialect \"\(dialectName)\"\(Suggestions.hint(for: dialectName, in: MarkupDialect.allCases.map(\.rawValue))); expected html, markupc, text, xml",
                           offsets["dialect"] ?? item.offset)
            }
            var format: LocalizationFormat?
            if let formatName = texts["format"] {
                guard let found = LocalizationFormat(rawValue: formatName) else {
                    let names = LocalizationFormat.allCases.map(\.rawValue)
                    throw fail("dialects[\(index)].format: unknown format \"\(formatName)\"\(Suggestions.hint(for: formatName, in: names)); expected \(names.joined(separator: ", "))",
                               offsets["format"] ?? item.offset)
                }
                format = found
            }
            dialects.append(MarkupDialectRule(format: format, path: texts["path"], key: texts["key"], dialect: dialect))
        }
    }

    private mutating func readPO(_ value: BookValue, _ fail: (String, Int?) -> LoadError) throws(LoadError) {
        guard case .object(let members) = value.kind else { throw fail("po must be an object such as {\"unflaggedPlaceholders\": true}", value.offset) }
        for member in members {
            guard member.key == "unflaggedPlaceholders" else {
                throw fail("po: unknown key \"\(member.key)\"\(Suggestions.hint(for: member.key, in: ["unflaggedPlaceholders"])); expected unflaggedPlaceholders",
                           member.keyOffset)
            }
            guard case .bool(let flag) = member.value.kind else { throw fail("po.unflaggedPlaceholders must be true or false", member.value.offset) }
            checksUnflaggedPOEntries = flag
        }
    }

    private mutating func readRules(_ value: BookValue, _ fail: (String, Int?) -> LoadError) throws(LoadError) {
        guard case .object(let members) = value.kind else { throw fail("rules must be an object of rule → level", value.offset) }
        for member in members {
            guard let rule = LintRule(rawValue: member.key), LintRule.lintRules.contains(rule) else {
                throw fail("rules: unknown rule \"\(member.key)\"\(Suggestions.hint(for: member.key, in: LintRule.lintRules.map(\.rawValue)))", member.keyOffset)
            }
            guard case .string(let text) = member.value.kind, let setting = Setting(rawValue: text) else {
                throw fail("rules.\(member.key): the level must be \"error\", \"warning\" or \"off\"", member.value.offset)
            }
            rules[rule] = setting
        }
    }

    private mutating func readIgnore(_ value: BookValue, _ fail: (String, Int?) -> LoadError) throws(LoadError) {
        guard case .object(let members) = value.kind else { throw fail("ignore must be an object with keys and paths", value.offset) }
        for member in members {
            guard member.key == "keys" || member.key == "paths" else {
                throw fail("ignore: unknown key \"\(member.key)\"; expected keys, paths", member.keyOffset)
            }
            guard case .array(let items) = member.value.kind else { throw fail("ignore.\(member.key) must be an array of strings", member.value.offset) }
            var patterns: [String] = []
            for item in items {
                guard case .string(let pattern) = item.kind else { throw fail("ignore.\(member.key) must be an array of strings", item.offset) }
                patterns.append(pattern)
            }
            if member.key == "keys" { ignoredKeys = patterns.map(LintGlob.init) } else { ignoredPaths = patterns.map(LintGlob.init) }
        }
    }
}

import Foundation
@_spi(MarkupcTools) import StyleMarkup

/// What `markupc lint` checks and how loudly: rule levels, ignored keys and paths, `--strict`.
///
/// Usually read from a `.markupc.json` file:
///
/// ```json
/// {
///   "rules": {"link-changed": "error", "tag-nesting": "off"},
///   "ignore": {"keys": ["debug.*"], "paths": ["Pods/**"]}
/// }
/// ```
public struct LintConfiguration: Sendable {
    /// The largest configuration file read (64 MiB); a longer file, or a stream such as
    /// `/dev/zero` that passes it, cannot be read.
    public static let maxFileBytes = 64 << 20

    /// A rule's level in the configuration: a level, or off.
    public enum Setting: String, Hashable, Sendable {
        /// Report at error level.
        case error
        /// Report at warning level.
        case warning
        /// Do not report.
        case off
    }

    /// Levels that differ from each rule's ``DiagnosticRule/defaultLevel``.
    public var rules: [DiagnosticRule: Setting]
    /// Keys whose strings are not checked. `*` matches any run of characters (`debug.*`).
    public var ignoredKeys: [LintGlob]
    /// Files not read when a directory is searched, matched against the path relative to the
    /// current directory: `*` stops at `/`, `**` does not (`Pods/**`). A pattern without `/`
    /// is matched against every path component (`build` skips any directory named build).
    public var ignoredPaths: [LintGlob]
    /// Whether warnings are reported as errors (`--strict`).
    public var warningsAsErrors: Bool
    /// Which dialect strings are read in, by format, path and key; the first rule that
    /// matches decides. Strings no rule matches are read as markupc markup with a style book
    /// and as HTML without one (see ``MarkupDialect``).
    public var dialects: [MarkupDialectRule] = []
    /// Whether placeholders are compared in PO entries that have no `*-format` flag (by default
    /// only `c-format` and `objc-format` entries are, as gettext's own checks do).
    public var checksUnflaggedPOEntries = false

    /// Creates a configuration; the default checks every rule at its default level.
    public init(rules: [DiagnosticRule: Setting] = [:], ignoredKeys: [String] = [], ignoredPaths: [String] = [],
                warningsAsErrors: Bool = false) {
        self.rules = rules
        self.ignoredKeys = ignoredKeys.map(LintGlob.init)
        self.ignoredPaths = ignoredPaths.map(LintGlob.init)
        self.warningsAsErrors = warningsAsErrors
    }

    /// The level a rule reports at, or `nil` when it is off.
    public func level(of rule: DiagnosticRule) -> LintLevel? {
        level(of: rule, found: rule.defaultLevel)
    }

    /// The level of a finding of `rule` that its rule made at level `found` (a rule with two
    /// levels, such as `plural-count-dropped`, makes some findings errors): the configured
    /// level when the configuration sets one, else `found`; `nil` when the rule is off.
    func level(of rule: DiagnosticRule, found: LintLevel) -> LintLevel? {
        var level: LintLevel
        switch rules[rule] {
        case .off?: return nil
        case .error?: level = .error
        case .warning?: level = .warning
        case nil: level = found
        }
        if warningsAsErrors { level = .error }
        return level
    }

    /// Whether any dialect rule looks at keys (then each string's dialect is looked up).
    var hasKeyDialects: Bool { dialects.contains { $0.key != nil } }

    /// The dialect of the strings of a file (`key` `nil`) or of one string; `fallback` when no
    /// rule matches.
    func dialect(format: LocalizationFormat, path: String, key: String?, fallback: MarkupDialect) -> MarkupDialect {
        for rule in dialects where rule.matches(format: format, path: path) {
            if let glob = rule.key {
                guard let key, glob.matches(key, pathAware: false) else { continue }
            }
            return rule.dialect
        }
        return fallback
    }

    /// Whether strings with this key are skipped.
    public func ignores(key: String) -> Bool {
        ignoredKeys.contains { $0.matches(key, pathAware: false) }
    }

    /// Whether a file found while searching a directory is skipped. `path` is relative to the
    /// current directory when the file is inside it.
    public func ignores(path: String) -> Bool {
        guard !ignoredPaths.isEmpty else { return false }
        let components = path.split(separator: "/").map(String.init)
        return ignoredPaths.contains { glob in
            if glob.pattern.contains("/") { return glob.matches(path) }
            return components.contains { glob.matches($0) }
        }
    }

    /// An error in a configuration file.
    public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The file.
        public var file: String
        /// What is wrong.
        public var message: String
        /// `file: message`.
        public var description: String { "\(file): \(message)" }

        /// Creates an error. A line break or other control character the message quotes from
        /// the file is written as an escape (`\n`, `\u{1B}`), so the message stays one line.
        public init(file: String, message: String) {
            self.file = file
            self.message = Self.oneLine(message)
        }

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
    }

    /// Reads a configuration from JSON: `rules` (rule id → `error`, `warning` or `off`) and
    /// `ignore` (`keys` and `paths`, arrays of globs). Unknown keys and rules are errors, so a
    /// typo does not silently turn a check off.
    /// - Throws: ``LoadError``.
    public init(json data: Data, fileName: String = ".markupc.json") throws(LoadError) {
        func fail(_ message: String) -> LoadError { LoadError(file: fileName, message: message) }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw fail("not valid JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")")
        }
        guard let root = object as? [String: Any] else { throw fail("the configuration must be a JSON object") }
        self.init()
        // `preview` holds `markupc preview`'s width budgets, read by ``PreviewBudgets``.
        let known = ["rules", "ignore", "dialects", "po", "preview"]
        for key in root.keys.sorted() where !(known + ["$schema"]).contains(key) {
            throw fail("unknown key \"\(key)\"\(Suggestions.hint(for: key, in: known)); expected rules, ignore, dialects, po, preview")
        }
        if let dialects = root["dialects"] {
            guard let list = dialects as? [Any] else {
                throw fail("dialects must be an array of objects such as {\"format\": \"po\", \"dialect\": \"html\"}")
            }
            for (index, item) in list.enumerated() {
                do {
                    guard let entry = item as? [String: Any] else { throw fail("dialects[\(index)] must be an object") }
                    for name in entry.keys.sorted() where !["format", "path", "key", "dialect"].contains(name) {
                        throw fail("dialects[\(index)]: unknown key \"\(name)\"\(Suggestions.hint(for: name, in: ["format", "path", "key", "dialect"])); expected format, path, key, dialect")
                    }
                    for name in ["format", "path", "key", "dialect"] where entry[name] != nil && !(entry[name] is String) {
                        throw fail("dialects[\(index)].\(name) must be a string")
                    }
                    guard let dialectName = entry["dialect"] as? String else { throw fail("dialects[\(index)] has no \"dialect\"") }
                    guard let dialect = MarkupDialect(rawValue: dialectName) else {
                        throw fail("dialects[\(index)].dialect: unknown dialect \"\(dialectName)\"\(Suggestions.hint(for: dialectName, in: MarkupDialect.allCases.map(\.rawValue))); expected html, markupc, text, xml")
                    }
                    var format: LocalizationFormat?
                    if let formatName = entry["format"] as? String {
                        guard let found = LocalizationFormat(rawValue: formatName) else {
                            let names = LocalizationFormat.allCases.map(\.rawValue)
                            throw fail("dialects[\(index)].format: unknown format \"\(formatName)\"\(Suggestions.hint(for: formatName, in: names)); expected \(names.joined(separator: ", "))")
                        }
                        format = found
                    }
                    self.dialects.append(MarkupDialectRule(format: format, path: entry["path"] as? String, key: entry["key"] as? String, dialect: dialect))
                }
            }
        }
        if let po = root["po"] {
            guard let po = po as? [String: Any] else { throw fail("po must be an object such as {\"unflaggedPlaceholders\": true}") }
            for (name, value) in po.sorted(by: { $0.key < $1.key }) {
                guard name == "unflaggedPlaceholders" else {
                    throw fail("po: unknown key \"\(name)\"\(Suggestions.hint(for: name, in: ["unflaggedPlaceholders"])); expected unflaggedPlaceholders")
                }
                guard let flag = value as? Bool else {
                    throw fail("po.unflaggedPlaceholders must be true or false")
                }
                checksUnflaggedPOEntries = flag
            }
        }
        if let rules = root["rules"] {
            guard let rules = rules as? [String: Any] else { throw fail("rules must be an object of rule → level") }
            for (name, value) in rules.sorted(by: { $0.key < $1.key }) {
                guard let rule = DiagnosticRule(rawValue: name), DiagnosticRule.lintRules.contains(rule) else {
                    throw fail("rules: unknown rule \"\(name)\"\(Suggestions.hint(for: name, in: DiagnosticRule.lintRules.map(\.rawValue)))")
                }
                guard let text = value as? String, let setting = Setting(rawValue: text) else {
                    throw fail("rules.\(name): the level must be \"error\", \"warning\" or \"off\"")
                }
                self.rules[rule] = setting
            }
        }
        if let ignore = root["ignore"] {
            guard let ignore = ignore as? [String: Any] else { throw fail("ignore must be an object with keys and paths") }
            for (name, value) in ignore.sorted(by: { $0.key < $1.key }) {
                guard name == "keys" || name == "paths" else {
                    throw fail("ignore: unknown key \"\(name)\"; expected keys, paths")
                }
                guard let patterns = value as? [String] else { throw fail("ignore.\(name) must be an array of strings") }
                if name == "keys" { ignoredKeys = patterns.map(LintGlob.init) } else { ignoredPaths = patterns.map(LintGlob.init) }
            }
        }
    }

    /// Reads a configuration file.
    /// - Throws: ``LoadError``, also when the file cannot be read.
    public init(contentsOfFile path: String) throws(LoadError) {
        let data: Data
        do {
            data = try FileContents.read(path, maxBytes: Self.maxFileBytes)
        } catch {
            throw LoadError(file: path, message: "cannot read: \(error.reasonText)")
        }
        try self.init(json: data, fileName: path)
    }
}

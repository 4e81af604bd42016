import Foundation
import StyleMarkup

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

    /// Levels that differ from each rule's ``LintRule/defaultLevel``.
    public var rules: [LintRule: Setting]
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
    public init(rules: [LintRule: Setting] = [:], ignoredKeys: [String] = [], ignoredPaths: [String] = [],
                warningsAsErrors: Bool = false) {
        self.rules = rules
        self.ignoredKeys = ignoredKeys.map(LintGlob.init)
        self.ignoredPaths = ignoredPaths.map(LintGlob.init)
        self.warningsAsErrors = warningsAsErrors
    }

    /// The level a rule reports at, or `nil` when it is off.
    public func level(of rule: LintRule) -> LintLevel? {
        level(of: rule, found: rule.defaultLevel)
    }

    /// The level of a finding of `rule` that its rule made at level `found` (a rule with two
    /// levels, such as `plural-count-dropped`, makes some findings errors): the configured
    /// level when the configuration sets one, else `found`; `nil` when the rule is off.
    func level(of rule: LintRule, found: LintLevel) -> LintLevel? {
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
    package func dialect(format: LocalizationFormat, path: String, key: String?, fallback: MarkupDialect) -> MarkupDialect {
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

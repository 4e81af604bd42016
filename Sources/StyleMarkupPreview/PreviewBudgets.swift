import Foundation
import StyleMarkup
import StyleMarkupLint

/// The width budgets of a preview: how wide (in points, which the page lays out as CSS
/// pixels) and how many lines a string may take where the app shows it.
///
/// Budgets come from the `preview` object of `.markupc.json`, first matching rule wins, and
/// `--width` gives every other key a one-line budget:
///
/// ```json
/// {"preview": {"budgets": [
///   {"key": "tab.*", "width": 80},
///   {"key": "onboarding.title", "table": "Localizable", "width": 240, "lines": 2}
/// ]}}
/// ```
///
/// `key` and `table` are globs (`*` matches any run of characters); `lines` is 1 unless
/// given. A key with no budget is shown at its natural width and never flagged.
public struct PreviewBudgets: Hashable, Sendable {
    /// One budget.
    public struct Budget: Hashable, Sendable {
        /// The width, in points.
        public var width: Int
        /// The most lines the string may take.
        public var lines: Int

        /// Creates a budget.
        public init(width: Int, lines: Int = 1) {
            self.width = width
            self.lines = lines
        }
    }

    /// A budget for the keys (and tables) its globs match.
    struct Rule: Hashable, Sendable {
        var key: LintGlob
        var table: LintGlob?
        var budget: Budget
    }

    /// The configuration's rules, in order.
    var rules: [Rule] = []
    /// `--width N`: a one-line budget for every key no rule matches.
    public var defaultWidth: Int?

    /// No budgets.
    public init() {}

    /// The budget of `key` in `table`, or `nil`.
    func budget(key: String, table: String) -> Budget? {
        for rule in rules where rule.key.matches(key, pathAware: false) {
            if let glob = rule.table, !glob.matches(table, pathAware: false) { continue }
            return rule.budget
        }
        return defaultWidth.map { Budget(width: $0) }
    }

    /// The budgets in a `.markupc.json` (its `preview` object; none when it has none).
    /// - Throws: `LintConfiguration.LoadError` naming the file and the bad value.
    public init(configuration data: Data, fileName: String = ".markupc.json") throws(LintConfiguration.LoadError) {
        func fail(_ message: String) -> LintConfiguration.LoadError { LintConfiguration.LoadError(file: fileName, message: message) }
        guard let root = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw fail("not a JSON object")
        }
        guard let preview = root["preview"] else { return }
        guard let object = preview as? [String: Any] else {
            throw fail("preview must be an object such as {\"budgets\": [{\"key\": \"tab.*\", \"width\": 80}]}")
        }
        for name in object.keys.sorted() where name != "budgets" {
            throw fail("preview: unknown key \"\(name)\"\(Suggestions.hint(for: name, in: ["budgets"])); expected budgets")
        }
        guard let list = object["budgets"] else { return }
        guard let budgets = list as? [Any] else { throw fail("preview.budgets must be an array of objects such as {\"key\": \"tab.*\", \"width\": 80}") }
        let fields = ["key", "table", "width", "lines"]
        for (index, item) in budgets.enumerated() {
            let path = "preview.budgets[\(index)]"
            guard let entry = item as? [String: Any] else { throw fail("\(path) must be an object") }
            for name in entry.keys.sorted() where !fields.contains(name) {
                throw fail("\(path): unknown key \"\(name)\"\(Suggestions.hint(for: name, in: fields)); expected key, table, width, lines")
            }
            guard let key = entry["key"] as? String else { throw fail("\(path) needs \"key\", a key or a glob such as \"tab.*\"") }
            if entry["table"] != nil, !(entry["table"] is String) { throw fail("\(path).table must be a string") }
            let width = try Self.positiveInteger(entry["width"], "\(path).width", required: true, fail) ?? 0
            let lines = try Self.positiveInteger(entry["lines"], "\(path).lines", required: false, fail) ?? 1
            rules.append(Rule(key: LintGlob(key), table: (entry["table"] as? String).map(LintGlob.init), budget: Budget(width: width, lines: lines)))
        }
    }

    private static func positiveInteger(_ value: Any?, _ path: String, required: Bool,
                                        _ fail: (String) -> LintConfiguration.LoadError) throws(LintConfiguration.LoadError) -> Int? {
        guard let value else {
            if required { throw fail("\(path.replacingOccurrences(of: ".width", with: "")) needs \"width\", in points") }
            return nil
        }
        let isFlag = type(of: value) == Bool.self || (value as? NSNumber).map { ["c", "B"].contains(String(cString: $0.objCType)) } == true
        guard !isFlag, let number = value as? NSNumber,
              let integer = Int(exactly: number.doubleValue), (1...100_000).contains(integer) else {
            throw fail("\(path) must be a whole number from 1 to 100000")
        }
        return integer
    }
}

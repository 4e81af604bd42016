import StyleMarkup
import StyleMarkupLint
/// What a preview page shows: for each table, a row per key and a column per language (the
/// development language first), each cell holding the key's string in that language, one
/// form per plural category or variation, compiled with the style book. Built by
/// ``PreviewPageBuilder``, written by ``PreviewPageWriter``.
struct PreviewPage: Sendable {
    /// One string shown in a cell: a plural form, a device variation, or the string itself.
    struct Form: Sendable {
        /// What the form is (`one`, `iphone · few`, `msgstr[2]`), or `nil` for a plain string.
        var label: String?
        /// The count the form is shown with, one that selects it in the cell's language.
        var count: Int?
        /// Whether the label names a plural category the language never selects.
        var unusedCategory = false
        /// The string, where it is in its file.
        var string: LocalizedString
        /// The string as shown (placeholders filled), compiled; `nil` when it does not compile.
        var compiled: CompiledText?
        /// Why it does not compile, at its position in the file (lint's rule and message).
        var finding: LintFinding?
        /// A number unique in the page, which the layout check reports overflows by.
        var id: Int
    }

    /// One key of a table.
    struct Row: Sendable {
        var key: String
        /// The key's width budget, if any.
        var budget: PreviewBudgets.Budget?
        /// Language → the forms shown in its cell; a language without the key has none.
        var cells: [String: [Form]]

        /// Whether a form of the row has a finding.
        var hasFindings: Bool { cells.values.contains { $0.contains { $0.finding != nil } } }
    }

    /// One string table (`Localizable`, `strings`, a PO domain).
    struct Table: Sendable {
        var name: String
        /// The development language, also first in ``languages``.
        var developmentLanguage: String
        /// The columns, development language first.
        var languages: [String]
        /// The rows, sorted by key.
        var rows: [Row]
    }

    /// A link target or an action name, numbered as the cells mark them.
    struct LegendEntry: Hashable, Sendable {
        enum Kind: String, Sendable { case link, action }
        var kind: Kind
        var value: String
        var number: Int
    }

    var tables: [Table] = []
    /// Every link target and action name used, in order of their numbers.
    var legend: [LegendEntry] = []

    /// Every form's finding, in table, row and column order (set by the builder).
    var findings: [LintFinding] = []
    /// How many forms the page holds (set by the builder).
    var formCount = 0

    /// Calls `body` with every form, in table, row and column order.
    func forEachForm(_ body: (Table, Row, Form) -> Void) {
        for table in tables {
            for row in table.rows {
                for language in table.languages {
                    for form in row.cells[language] ?? [] { body(table, row, form) }
                }
            }
        }
    }

    /// The legend's numbers, as the HTML emitter marks links and actions with them.
    var marks: HTMLEmitter.InertMarks {
        var numbers: [String: Int] = [:]
        for entry in legend {
            switch entry.kind {
            case .link: numbers[HTMLEmitter.InertMarks.link(entry.value)] = entry.number
            case .action: numbers[HTMLEmitter.InertMarks.action(entry.value)] = entry.number
            }
        }
        return HTMLEmitter.InertMarks(numbers: numbers)
    }
}

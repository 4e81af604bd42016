import Foundation
import StyleMarkup
import StyleMarkupPreview

/// The preview fixtures (Tests/Fixtures/Preview) and a small reader of the page's rows and
/// cells, so the tests look at the page's structure rather than at whole lines of HTML.
public enum PreviewFixtures {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Preview")

    public static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    public static func book() throws -> StyleBook {
        try StyleBook(data: Data(contentsOf: root.appendingPathComponent("styles.json")), fileName: "styles.json")
    }

    public static func budgets() throws -> PreviewBudgets {
        try PreviewBudgets(configuration: Data(contentsOf: root.appendingPathComponent("markupc.json")), fileName: "markupc.json")
    }

    /// The preview of the Apple fixture app (en, de, ar, ru) with the fixture budgets.
    public static func appPreview() throws -> Preview {
        var previewer = Previewer(styleBook: try book())
        previewer.budgets = try budgets()
        return previewer.preview(paths: [path("App")])
    }
}

/// One row of a written page: its key and its cells by language.
public struct PageRow {
    public var key: String
    public var html: String
    /// language → the cell's HTML, from its opening tag to the next cell.
    public var cells: [String: String]

    /// The rows of `page`, by key.
    public static func rows(_ page: String) -> [String: PageRow] {
        var result: [String: PageRow] = [:]
        for chunk in page.components(separatedBy: "<div class=\"row\" role=\"row\" data-key=\"").dropFirst() {
            let key = String(chunk.prefix { $0 != "\"" })
            var cells: [String: String] = [:]
            for cell in chunk.components(separatedBy: "<div class=\"cell\" role=\"cell\"").dropFirst() {
                guard let start = cell.range(of: "data-language=\"") else { continue }
                let language = String(cell[start.upperBound...].prefix { $0 != "\"" })
                cells[language] = "<div class=\"cell\"" + cell
            }
            result[key] = PageRow(key: key, html: chunk, cells: cells)
        }
        return result
    }

    /// The labels of the forms in a cell (`one · n = 21`).
    public static func labels(_ cell: String) -> [String] {
        cell.components(separatedBy: "<div class=\"form-label\" dir=\"ltr\">").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }
}

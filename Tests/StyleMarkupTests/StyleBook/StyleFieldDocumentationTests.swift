import Foundation
import XCTest
@testable import StyleMarkup

/// The two lists of style fields the compiler cannot see, the JSON Schema for editors and the
/// style book page, against the one declaration (``StyleField`` and its nested fields) and the
/// emitters' ``FieldHandling`` tables.
final class StyleFieldDocumentationTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..")

    private func schemaDefinitions() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.root.appendingPathComponent("StyleBooks/stylebook.schema.json"))
        let schema = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try XCTUnwrap(schema["$defs"] as? [String: Any])
    }

    private func propertyNames(_ object: Any?) throws -> Set<String> {
        let properties = try XCTUnwrap((object as? [String: Any])?["properties"] as? [String: Any])
        return Set(properties.keys)
    }

    func testTheSchemaListsTheDeclaredKeys() throws {
        let definitions = try schemaDefinitions()
        XCTAssertEqual(try propertyNames(definitions["attributes"]), Set(StyleField.keys))
        XCTAssertEqual(try propertyNames(definitions["font"]), Set(FontField.keys))
        XCTAssertEqual(try propertyNames(definitions["paragraph"]), Set(ParagraphField.keys))
        XCTAssertEqual(try propertyNames(definitions["image"]), Set(ImageField.keys))
        let lineForms = try XCTUnwrap((definitions["line"] as? [String: Any])?["anyOf"] as? [Any])
        XCTAssertEqual(try propertyNames(lineForms.last), Set(LineField.keys))
    }

    /// The header and the rows of the first Markdown table after `heading`, each split into its
    /// cells.
    private func table(after heading: String) throws -> (header: [String], rows: [[String]]) {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Docs/StyleBook.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: heading), "no \(heading)")
        let rows = lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        // Cells are split at " | "; none of the two tables has that inside a cell.
        let cells = rows.map { row in
            row.dropFirst(2).dropLast(2).components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return (cells.first ?? [], Array(cells.dropFirst(2)))
    }

    /// The heading of `format`'s column in the page's "Fields in each output" table.
    private static func column(_ format: OutputFormat) -> String {
        switch format {
        case .ansi: return "ANSI"
        case .html: return "HTML"
        case .json: return "JSON"
        case .rtf: return "RTF"
        case .text: return "text"
        }
    }

    func testTheAttributesTableListsEveryField() throws {
        let keys = try table(after: "## Attributes").rows.map { row in
            // "[`font`](#font)" → "font"
            row[0].split(separator: "`")[1]
        }
        XCTAssertEqual(Set(keys.map(String.init)), Set(StyleField.keys))
        XCTAssertEqual(keys.count, StyleField.allCases.count)
    }

    func testTheOutputTableAgreesWithEachEmittersHandling() throws {
        let (header, rows) = try table(after: "### Fields in each output")
        XCTAssertEqual(rows.map { $0[0] }, StyleField.allCases.map { "`\($0.rawValue)`" }, "one row per field, in declaration order")
        let apple = try XCTUnwrap(header.firstIndex(of: "UIKit, AppKit"))
        for format in OutputFormat.allCases {
            guard let index = header.firstIndex(of: Self.column(format)) else {
                XCTFail("the table has no column \(Self.column(format)) for \(format)")
                continue
            }
            for (field, row) in zip(StyleField.allCases, rows) where index < row.count {
                let handling = format.emitterType.handling(of: field)
                XCTAssertEqual(!row[index].hasPrefix("—"), handling.isShown, "\(format), \(field): the page says \(row[index]), the code \(handling)")
            }
        }
        XCTAssertEqual(header.count, OutputFormat.allCases.count + 3, "field, a column per format, AttributedString, UIKit and AppKit")
        for (field, row) in zip(StyleField.allCases, rows) {
            XCTAssertEqual(row.count, header.count, "\(field)")
            guard row.count == header.count else { continue }
            XCTAssertEqual(row[header.firstIndex(of: Self.column(.json))!], "`\(field.rawValue)`", "JSON writes every field under its key")
            XCTAssertEqual(row[apple].hasPrefix("—"), field == .custom, "UIKit, AppKit, \(field)")
        }
    }
}

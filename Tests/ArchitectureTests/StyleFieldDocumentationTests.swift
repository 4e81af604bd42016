import Foundation
import XCTest
@testable import StyleMarkup

/// The two lists of style fields the compiler cannot see, the JSON Schema for editors and the
/// style book page, against the one declaration (``StyleField`` and its nested fields) and the
/// emitters' ``FieldHandling`` tables.
final class StyleFieldDocumentationTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")

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

    /// The rows of the first Markdown table after `heading`, each split into its cells.
    private func table(after heading: String) throws -> [[String]] {
        let page = try String(contentsOf: Self.root.appendingPathComponent("Docs/StyleBook.md"), encoding: .utf8)
        let lines = page.components(separatedBy: "\n")
        let start = try XCTUnwrap(lines.firstIndex(of: heading), "no \(heading)")
        let rows = lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        // Cells are split at " | "; none of the two tables has that inside a cell.
        return rows.dropFirst(2).map { row in
            row.dropFirst(2).dropLast(2).components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    func testTheAttributesTableListsEveryField() throws {
        let keys = try table(after: "## Attributes").map { row in
            // "[`font`](#font)" → "font"
            row[0].split(separator: "`")[1]
        }
        XCTAssertEqual(Set(keys.map(String.init)), Set(StyleField.keys))
        XCTAssertEqual(keys.count, StyleField.allCases.count)
    }

    func testTheOutputTableAgreesWithEachEmittersHandling() throws {
        let rows = try table(after: "### Fields in each output")
        XCTAssertEqual(rows.map { $0[0] }, StyleField.allCases.map { "`\($0.rawValue)`" }, "one row per field, in declaration order")
        for (field, row) in zip(StyleField.allCases, rows) {
            XCTAssertEqual(row.count, 8, "\(field)")
            guard row.count == 8 else { continue }
            XCTAssertEqual(row[1], "`\(field.rawValue)`", "JSON writes every field under its key")
            let columns: [(String, String, FieldHandling)] = [
                ("HTML", row[2], HTMLEmitter.handling(of: field)), ("RTF", row[3], RTFEmitter.handling(of: field)),
                ("ANSI", row[4], ANSIEmitter.handling(of: field)), ("text", row[5], TextEmitter.handling(of: field)),
            ]
            for (output, cell, handling) in columns {
                XCTAssertEqual(!cell.hasPrefix("—"), handling.isShown, "\(output), \(field): the page says \(cell), the code \(handling)")
            }
            XCTAssertEqual(row[7].hasPrefix("—"), field == .custom, "UIKit, AppKit, \(field)")
        }
    }
}

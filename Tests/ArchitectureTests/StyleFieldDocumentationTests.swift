import Foundation
import XCTest
@testable import StyleMarkup

/// The two lists of style fields the compiler cannot see, the JSON Schema for editors and the
/// style book page, against the one declaration (``StyleField`` and its nested fields, with
/// ``StyleFieldReference``) and each format's ``FormatEmitter/handling(of:)``.
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

    /// `lines` with the lines after the first `start` line (after `after`, when given) up to the
    /// next `end` line replaced by `replacement`.
    private func replacing(in lines: [String], after: String? = nil, from start: String, to end: String, with replacement: [String]) throws -> [String] {
        let anchor = try after.map { after in try XCTUnwrap(lines.firstIndex(of: after), "no \(after)") } ?? 0
        let first = try XCTUnwrap(lines[anchor...].firstIndex(of: start), "no \(start)") + 1
        let last = try XCTUnwrap(lines[first...].firstIndex(of: end), "no \(end) after \(start)")
        return Array(lines[..<first]) + replacement + Array(lines[last...])
    }

    /// The schema's attribute properties and the page's "Attributes" table are generated from
    /// ``StyleFieldReference``, one entry per ``StyleField``. Run with MARKUPC_WRITE_DOCS=1 to
    /// rewrite both after changing the fields.
    func testTheSchemaAndTheAttributesTableAreGeneratedFromTheFields() throws {
        let schemaURL = Self.root.appendingPathComponent("StyleBooks/stylebook.schema.json")
        let pageURL = Self.root.appendingPathComponent("Docs/StyleBook.md")
        let schema = try String(contentsOf: schemaURL, encoding: .utf8)
        let page = try String(contentsOf: pageURL, encoding: .utf8)
        // The properties object sits in the attributes definition, 6 spaces in; its members go
        // from after its first line to its closing brace.
        let properties = StyleFieldReference.schemaProperties(indent: 6)
        let generatedSchema = try replacing(in: schema.components(separatedBy: "\n"), after: #"    "attributes": {"#,
                                            from: #"      "properties": {"#, to: "      }", with: Array(properties.dropFirst().dropLast())).joined(separator: "\n")
        let generatedPage = try replacing(in: page.components(separatedBy: "\n"), after: "## Attributes", from: "| --- | --- | --- |", to: "",
                                          with: StyleField.allCases.map(StyleFieldReference.tableRow)).joined(separator: "\n")
        if ProcessInfo.processInfo.environment["MARKUPC_WRITE_DOCS"] == "1" {
            try Data(generatedSchema.utf8).write(to: schemaURL)
            try Data(generatedPage.utf8).write(to: pageURL)
            return
        }
        XCTAssertEqual(schema, generatedSchema, "StyleBooks/stylebook.schema.json differs from StyleFieldReference; run the test with MARKUPC_WRITE_DOCS=1")
        XCTAssertEqual(page, generatedPage, "Docs/StyleBook.md's Attributes table differs from StyleFieldReference; run the test with MARKUPC_WRITE_DOCS=1")
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

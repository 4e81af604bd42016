import Foundation
@testable import StyleMarkup

/// What the reference pages say of each style field, written once: its row of the "Attributes"
/// table in `Docs/StyleBook.md` and its property in the JSON Schema for editors
/// (`StyleBooks/stylebook.schema.json`). `StyleFieldDocumentationTests` generates both from here
/// and fails while the committed files differ (`MARKUPC_WRITE_DOCS=1` rewrites them), so a new
/// ``StyleField`` is a compile error here, then a failing test, until both pages describe it.
struct StyleFieldReference {
    /// The section of `Docs/StyleBook.md` that describes the field (`#font`).
    let section: String
    /// The kind of value, as the table names it (`object`, `color`).
    let type: String
    /// An example value, as the table shows it (Markdown).
    let example: String
    /// The field's property in the schema's `attributes` object, members in order.
    let schema: [(String, SchemaValue)]

    /// A JSON value of the schema, members in the order they are written.
    indirect enum SchemaValue {
        case string(String)
        /// A number, as written.
        case number(String)
        case bool(Bool)
        case array([SchemaValue])
        case object([(String, SchemaValue)])
    }

    static func of(_ field: StyleField) -> StyleFieldReference {
        switch field {
        case .action:
            return .init(section: "#link-and-action", type: "non-empty string", example: #"`"help"`"#,
                         schema: [("type", .string("string")), ("minLength", .number("1")), ("description", .string(#"Action name; the text becomes tappable and the app handles the name. The "link" style applies under it."#)), ("examples", .array([.string("help"), .string("settings")]))])
        case .background:
            return .init(section: "#color-and-background", type: "color", example: #"`"rgba(255, 230, 0, 0.4)"`"#,
                         schema: [("$ref", .string("#/$defs/color")), ("description", .string("Background (highlight) color behind the text."))])
        case .baselineOffset:
            return .init(section: "#kern-and-baselineoffset", type: "number", example: "`4`",
                         schema: [("type", .string("number")), ("description", .string("Vertical shift from the baseline, in points (positive raises, as for superscripts).")), ("examples", .array([.number("4"), .number("-2")]))])
        case .color:
            return .init(section: "#color-and-background", type: "color", example: ##"`"#1d1d1f"`"##,
                         schema: [("$ref", .string("#/$defs/color")), ("description", .string("Text (foreground) color."))])
        case .custom:
            return .init(section: "#custom", type: "object", example: #"`{"analyticsID": "signup-terms"}`"#,
                         schema: [("type", .string("object")), ("description", .string("Any JSON values for your own use, merged key by key and passed through to the JSON output."))])
        case .font:
            return .init(section: "#font", type: "object", example: #"`{"family": "Helvetica Neue", "size": 18, "weight": "bold"}`"#,
                         schema: [("$ref", .string("#/$defs/font")), ("description", .string("Font: {family, size, weight, italic, monospace, textStyle}; each field merges on its own."))])
        case .image:
            return .init(section: "#image", type: "object", example: #"`{"name": "thumbIcon", "alt": "👍", "width": 16, "height": 16}`"#,
                         schema: [("$ref", .string("#/$defs/image")), ("description", .string("Inline image {name, src, alt, width, height}; the tag's text becomes one U+FFFC character."))])
        case .kern:
            return .init(section: "#kern-and-baselineoffset", type: "number", example: "`0.5`",
                         schema: [("type", .string("number")), ("description", .string("Extra space between characters, in points (negative tightens).")), ("examples", .array([.number("0.5"), .number("-0.2")]))])
        case .link:
            return .init(section: "#link-and-action", type: "string (URL)", example: #"`"https://example.com/terms"`"#,
                         schema: [("type", .string("string")), ("minLength", .number("1")), ("pattern", .string(#"^[^\u0000-\u001F\u007F-\u009F]*$"#)), ("description", .string("URL (absolute, or relative with no scheme); the text becomes a link. Its scheme must be listed in $linkSchemes; control characters are not allowed; spaces and non-ASCII are percent-encoded.")), ("examples", .array([.string("https://example.com/terms"), .string("mailto:help@example.com")]))])
        case .paragraph:
            return .init(section: "#paragraph", type: "object", example: #"`{"alignment": "center", "lineSpacing": 2}`"#,
                         schema: [("$ref", .string("#/$defs/paragraph")), ("description", .string("Paragraph: {alignment, lineSpacing, paragraphSpacing, lineHeightMultiple, firstLineHeadIndent, headIndent}; each field merges on its own."))])
        case .strikethrough:
            return .init(section: "#underline-and-strikethrough", type: "line style", example: #"`"single"`"#,
                         schema: [("$ref", .string("#/$defs/line")), ("description", .string(#"Strikethrough: "none", "single", "double", "thick", or {"style", "color"}."#))])
        case .underline:
            return .init(section: "#underline-and-strikethrough", type: "line style", example: #"`"single"` or `{"style": "double", "color": "red"}`"#,
                         schema: [("$ref", .string("#/$defs/line")), ("description", .string(#"Underline: "none", "single", "double", "thick", or {"style", "color"}."#))])
        }
    }

    /// The table row: `` | [`font`](#font) | object | `{…}` | ``.
    static func tableRow(_ field: StyleField) -> String {
        let reference = of(field)
        return "| [`\(field.rawValue)`](\(reference.section)) | \(reference.type) | \(reference.example) |"
    }

    /// The schema's `"properties"` of `attributes`, one field after another, as lines indented
    /// by `indent` spaces: what Python's `json.dumps(indent=2)` writes.
    static func schemaProperties(indent: Int) -> [String] {
        let members = StyleField.allCases.map { ($0.rawValue, SchemaValue.object(of($0).schema)) }
        return write(.object(members), indent: indent).components(separatedBy: "\n")
    }

    /// `value` as pretty-printed JSON whose first line is not indented and whose other lines
    /// start at `indent` spaces; strings keep only ASCII (`\uXXXX` for the rest).
    private static func write(_ value: SchemaValue, indent: Int) -> String {
        let inner = String(repeating: " ", count: indent + 2)
        let outer = String(repeating: " ", count: indent)
        switch value {
        case .string(let text): return quoted(text)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            guard !items.isEmpty else { return "[]" }
            return "[\n" + items.map { inner + write($0, indent: indent + 2) }.joined(separator: ",\n") + "\n" + outer + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{\n" + members.map { inner + quoted($0.0) + ": " + write($0.1, indent: indent + 2) }.joined(separator: ",\n") + "\n" + outer + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for unit in text.utf16 {
            switch unit {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(unit)!)
            default: result += String(format: "\\u%04x", unit)
            }
        }
        return result + "\""
    }
}

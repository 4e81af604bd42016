import Foundation
import StyleMarkup

/// A baseline's file: JSON, one object per recorded finding, sorted so that a re-recorded
/// baseline differs from the last one only where the findings did.
///
/// ```json
/// {
///   "version": 1,
///   "findings": [
///     {"file": "fr.lproj/Localizable.strings", "key": "signup.terms", "rule": "tag-mismatch",
///      "message": "fr: \"signup.terms\": tag <terms> is missing (source has <terms>)"}
///   ]
/// }
/// ```
extension LintBaseline {
    /// The largest baseline file read (256 MiB).
    public static let maxFileBytes = 256 << 20

    /// A baseline file that cannot be read or is not a baseline, with where the problem is.
    public struct FileError: Error, Sendable, CustomStringConvertible {
        /// The baseline file.
        public var file: String
        /// The line and column of the problem; `nil` when the file cannot be read at all.
        public var location: SourceLocation?
        /// What is wrong.
        public var message: String

        /// `FILE:LINE:COLUMN: MESSAGE`.
        public var description: String { "\(file)\(location.map { ":\($0.line):\($0.column)" } ?? ""): \(message)" }
    }

    /// Reads the baseline file at `path`; its files are relative to the file's folder.
    /// - Throws: ``FileError`` with the line and column of the problem.
    public init(contentsOfFile path: String) throws(FileError) {
        let data: Data
        do {
            data = try FileContents.read(path, maxBytes: Self.maxFileBytes)
        } catch {
            throw FileError(file: path, location: nil, message: "cannot read the baseline: \(error.reasonText)")
        }
        try self.init(json: data, fileName: path)
    }

    /// Reads a baseline from the JSON in `data`, known as `fileName` (whose folder its files
    /// are relative to).
    /// - Throws: ``FileError`` with the line and column of the problem.
    public init(json data: Data, fileName: String) throws(FileError) {
        func fail(_ message: String, at offset: Int?) -> FileError {
            FileError(file: fileName, location: SourceLocation(byteOffset: offset ?? 0, in: data), message: message)
        }
        let root: BookValue
        do {
            root = try JSONBookReader.document(in: data)
        } catch {
            throw fail("not valid JSON: \(error.message)", at: error.byteOffset)
        }
        guard case .object(let members) = root.kind else {
            throw fail("a baseline is an object with \"version\" and \"findings\"; found \(root.typeName)", at: root.offset)
        }
        var version: Int?
        var entries: [Entry]?
        for member in members {
            switch member.key {
            case "version":
                guard case .number(let number, isInteger: true) = member.value.kind, number == 1 else {
                    throw fail("unsupported baseline version; this markupc reads version 1", at: member.value.offset)
                }
                version = 1
            case "findings":
                guard case .array(let items) = member.value.kind else {
                    throw fail("\"findings\" must be an array, found \(member.value.typeName)", at: member.value.offset)
                }
                entries = try items.map { item throws(FileError) in try Self.entry(item, fail: fail) }
            default:
                throw fail("unknown key \"\(member.key)\"; a baseline has \"version\" and \"findings\"", at: member.keyOffset)
            }
        }
        guard version != nil else { throw fail("the baseline has no \"version\"", at: root.offset) }
        guard let entries else { throw fail("the baseline has no \"findings\"", at: root.offset) }
        self.init(entries: entries, folder: URL(fileURLWithPath: fileName).deletingLastPathComponent().path)
    }

    /// One recorded finding: an object with a string `file`, `rule` and `message`, and a
    /// string or null `key`.
    private static func entry(_ item: BookValue, fail: (String, Int?) -> FileError) throws(FileError) -> Entry {
        guard case .object(let members) = item.kind else {
            throw fail("a recorded finding is an object, found \(item.typeName)", item.offset)
        }
        var fields: [String: String] = [:]
        var hasKey = false
        for member in members {
            switch (member.key, member.value.kind) {
            case ("file", .string(let text)), ("rule", .string(let text)), ("message", .string(let text)):
                fields[member.key] = text
            case ("key", .string(let text)):
                fields["key"] = text
                hasKey = true
            case ("key", .null):
                hasKey = true
            case ("file", _), ("rule", _), ("message", _):
                throw fail("\"\(member.key)\" must be a string, found \(member.value.typeName)", member.value.offset)
            case ("key", _):
                throw fail("\"key\" must be a string or null, found \(member.value.typeName)", member.value.offset)
            default:
                throw fail("unknown key \"\(member.key)\"; a recorded finding has \"file\", \"key\", \"rule\" and \"message\"", member.keyOffset)
            }
        }
        for required in ["file", "rule", "message"] where fields[required] == nil {
            throw fail("a recorded finding needs \"\(required)\"", item.offset)
        }
        if !hasKey { throw fail("a recorded finding needs \"key\" (null when it is about no string)", item.offset) }
        return Entry(file: fields["file"]!, key: fields["key"], rule: fields["rule"]!, message: fields["message"]!)
    }

    /// The baseline as its file's bytes (UTF-8 JSON ending with a line feed).
    public func encoded() -> [UInt8] {
        var json = JSONWriter()
        json.raw("{\n  \"version\": 1,\n  \"findings\": [")
        let all = entries
        for (index, entry) in all.enumerated() {
            json.raw(index == 0 ? "\n    {" : ",\n    {")
            var first = true
            json.key("file", first: &first)
            json.string(entry.file)
            json.key("key", first: &first)
            if let key = entry.key { json.string(key) } else { json.raw("null") }
            json.key("rule", first: &first)
            json.string(entry.rule)
            json.key("message", first: &first)
            json.string(entry.message)
            json.raw("}")
        }
        json.raw(all.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return json.bytes
    }
}

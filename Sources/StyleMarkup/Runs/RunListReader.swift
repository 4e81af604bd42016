import Foundation

extension CompiledText {
    /// Reads a JSON run list, as `markupc --format json` (and the `MarkupcPlugin` build step)
    /// writes it, back into compiled text: the text, its runs with every attribute, and its tags.
    ///
    /// ```swift
    /// let url = Bundle.module.url(forResource: "Welcome", withExtension: "json")!
    /// let compiled = try CompiledText(jsonRunList: Data(contentsOf: url))
    /// compiled.action(atUTF16Offset: 30)    // "start"
    /// ```
    ///
    /// Offsets may be counted in any unit (`"offsets"`: `utf16`, `utf8` or `scalars`). The
    /// document is checked: `version` must be 1; runs must cover the text in order with no gap
    /// and no overlap, each at least one unit long; every run and tag must lie inside the text
    /// and start and end on Unicode scalar boundaries; attributes are read as a style book's are
    /// (same keys, same value checks). Neighbouring runs with equal attributes are joined.
    /// A tag's source offset is not in the format, so ``Tag/sourceByteOffset`` is 0, and
    /// ``Tag/isEmptyElement`` is `false`.
    ///
    /// - Parameters:
    ///   - data: the UTF-8 JSON document.
    ///   - fileName: the name errors give the document (for example the resource's file name).
    ///   - linkSchemes: when given, links and image sources whose scheme is not in this list are
    ///     errors (as a style book's `$linkSchemes`); by default any scheme is kept, since the
    ///     run list was checked against its style book when it was compiled.
    /// - Throws: ``RunListError`` listing every problem with its JSON path (`runs[3].length`),
    ///   line and column.
    public init(jsonRunList data: Data, fileName: String = "run list", linkSchemes: [String]? = nil) throws(RunListError) {
        let result = data.withUnsafeBytes { raw -> Result<CompiledText, RunListError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader = RunListReader(bytes: bytes, fileName: fileName, linkSchemes: linkSchemes)
            return Result { () throws(RunListError) in try reader.read() }
        }
        self = try result.get()
    }
}

/// Reads a JSON run list (`Docs/JSON.md`) into ``CompiledText``, collecting every problem.
struct RunListReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let fileName: String
    private let attributeReader: AttributeReader
    private var diagnostics = StyleDiagnostics()

    static let keys = ["version", "text", "offsets", "runs", "tags"]
    static let runKeys = ["start", "length", "attributes"]
    static let tagKeys = ["name", "start", "length", "depth", "attributes"]
    /// Problems reported before the reader stops looking for more.
    static let maxProblems = 50

    init(bytes: UnsafeBufferPointer<UInt8>, fileName: String, linkSchemes: [String]?) {
        self.bytes = bytes
        self.fileName = fileName
        var reader = AttributeReader(linkPolicy: LinkPolicy(allowedSchemes: linkSchemes ?? []))
        reader.checksLinkSchemes = linkSchemes != nil
        attributeReader = reader
    }

    private func fail(_ path: String, _ message: String, at offset: Int?) -> RunListError {
        var diagnostics = StyleDiagnostics()
        diagnostics.report(path, message, at: offset)
        return Self.convert(diagnostics.error(file: fileName, source: bytes))
    }

    private static func convert(_ error: StyleBookError) -> RunListError {
        RunListError(file: error.file, problems: error.problems.map { .init(path: $0.path, message: $0.message, location: $0.location) })
    }

    private var isFull: Bool { diagnostics.problems.count >= Self.maxProblems }

    mutating func read() throws(RunListError) -> CompiledText {
        if case .invalid(let offset)? = UTF8Scanning.firstProblem(in: bytes) {
            throw fail("", "invalid UTF-8 at byte \(offset)", at: offset)
        }
        // A run list nests two levels deeper than a style book around the same `custom` values.
        var json = JSONBookReader(bytes: bytes, maxDepth: BookValue.maxDepth + 4)
        let root: BookValue
        do {
            root = try json.read()
        } catch {
            throw fail("", "invalid JSON: \(error.message)", at: error.byteOffset)
        }
        guard case .object(let members) = root.kind else {
            throw fail("", "a run list must be a JSON object, found \(root.typeName)", at: root.offset)
        }
        var values: [String: BookValue] = [:]
        for member in members {
            if Self.keys.contains(member.key) {
                values[member.key] = member.value
            } else {
                diagnostics.report(member.key, "unknown key \"\(member.key)\"\(Suggestions.hint(for: member.key, in: Self.keys))", at: member.keyOffset)
            }
        }
        for key in ["version", "text", "runs"] where values[key] == nil {
            diagnostics.report("", "missing key \"\(key)\"", at: root.offset)
        }
        if let version = values["version"] {
            if case .number(let number, true) = version.kind, number == 1 {
                // The only version there is.
            } else if case .number(let number, true) = version.kind {
                diagnostics.report("version", "unsupported version \(JSONNumber.format(number)); this library reads version 1", at: version.offset)
            } else {
                diagnostics.report("version", "expected the number 1, found \(version.typeName)", at: version.offset)
            }
        }
        var unit = OffsetUnit.utf16
        if let offsets = values["offsets"] {
            if case .string(let name) = offsets.kind, let known = OffsetUnit(rawValue: name) {
                unit = known
            } else {
                let names = OffsetUnit.allCases.map(\.rawValue)
                let found: String
                if case .string(let name) = offsets.kind { found = "\"\(name)\"\(Suggestions.hint(for: name, in: names))" } else { found = offsets.typeName }
                diagnostics.report("offsets", "expected one of \(names.joined(separator: ", ")), found \(found)", at: offsets.offset)
            }
        }
        var utf8Text: [UInt8] = []
        if let text = values["text"] {
            if case .string(let string) = text.kind {
                utf8Text = Array(string.utf8)
                if utf8Text.count >= Int(UInt32.max) {
                    diagnostics.report("text", "the text is \(utf8Text.count) bytes, more than 4 GB", at: text.offset)
                    utf8Text = []
                }
            } else {
                diagnostics.report("text", "expected a string, found \(text.typeName)", at: text.offset)
            }
        }
        // Offsets are meaningless against a text that is missing or has the wrong type.
        guard diagnostics.isEmpty else { throw Self.convert(diagnostics.error(file: fileName, source: bytes)) }
        let index = TextOffsetIndex(utf8: utf8Text)
        let runs = readRuns(values["runs"]!, index: index, unit: unit)
        let tags = values["tags"].map { readTags($0, index: index, unit: unit) } ?? []
        guard diagnostics.isEmpty, let runs else { throw Self.convert(diagnostics.error(file: fileName, source: bytes)) }
        return CompiledText(utf8Text: utf8Text, utf16Count: index.end.utf16, runs: runs, tags: tags)
    }

    // MARK: - Runs

    private mutating func readRuns(_ value: BookValue, index: TextOffsetIndex, unit: OffsetUnit) -> RunList? {
        guard case .array(let items) = value.kind else {
            diagnostics.report("runs", "expected an array, found \(value.typeName)", at: value.offset)
            return nil
        }
        var bounds: [RunList.Bound] = []
        bounds.reserveCapacity(items.count)
        var styles: [StyleAttributes] = []
        var styleIndexes: [StyleAttributes: UInt32] = [:]
        var expected = 0
        // After a run whose range could not be read, the next run is not compared with it.
        var lostTrack = false
        for (number, item) in items.enumerated() where !isFull {
            let path = joinPath("runs", number)
            guard let fields = object(item, path: path, keys: Self.runKeys),
                  let range = readRange(fields, of: item, path: path, index: index, unit: unit, isRun: true) else {
                lostTrack = true
                continue
            }
            let start = range.start[unit]
            if lostTrack {
                lostTrack = false
            } else if start > expected {
                diagnostics.report(joinPath(path, "start"), "gap: offsets \(expected)..<\(start) are in no run (runs must cover the text)", at: fields["start"]?.offset)
            } else if start < expected {
                diagnostics.report(joinPath(path, "start"), "run starts at \(start), inside the previous run, which ends at \(expected) (runs must not overlap)", at: fields["start"]?.offset)
            }
            expected = range.end[unit]
            var attributes = StyleAttributes()
            if let value = fields["attributes"] {
                if case .object(let members) = value.kind {
                    attributes = attributeReader.read(members, path: joinPath(path, "attributes"), into: &diagnostics)
                } else {
                    diagnostics.report(joinPath(path, "attributes"), "expected an object, found \(value.typeName)", at: value.offset)
                }
            }
            let style: UInt32
            if let known = styleIndexes[attributes] {
                style = known
            } else {
                style = UInt32(styles.count)
                styles.append(attributes)
                styleIndexes[attributes] = style
            }
            // Neighbours with equal attributes make one run.
            if bounds.last?.style == style { continue }
            bounds.append(RunList.Bound(utf8Start: UInt32(range.start.utf8), utf16Start: UInt32(range.start.utf16), style: style))
        }
        if diagnostics.isEmpty && expected != index.end[unit] {
            let message = items.isEmpty
                ? "no runs, but the text is \(index.end[unit]) \(unit.rawValue) units long (runs must cover the text)"
                : "the runs end at \(expected), but the text is \(index.end[unit]) \(unit.rawValue) units long (runs must cover the text)"
            diagnostics.report("runs", message, at: items.last?.offset ?? value.offset)
        }
        return RunList(bounds: bounds, styles: styles, utf8End: UInt32(index.end.utf8), utf16End: UInt32(index.end.utf16))
    }

    // MARK: - Tags

    private mutating func readTags(_ value: BookValue, index: TextOffsetIndex, unit: OffsetUnit) -> [Tag] {
        guard case .array(let items) = value.kind else {
            diagnostics.report("tags", "expected an array, found \(value.typeName)", at: value.offset)
            return []
        }
        var tags: [Tag] = []
        tags.reserveCapacity(items.count)
        for (number, item) in items.enumerated() where !isFull {
            let path = joinPath("tags", number)
            guard let fields = object(item, path: path, keys: Self.tagKeys) else { continue }
            let range = readRange(fields, of: item, path: path, index: index, unit: unit, isRun: false)
            var name: String?
            if let value = fields["name"] {
                if case .string(let string) = value.kind, Self.isTagName(string) {
                    name = string
                } else if case .string(let string) = value.kind {
                    diagnostics.report(joinPath(path, "name"), "\"\(string)\" is not a tag name ([A-Za-z_][A-Za-z0-9_.:-]*)", at: value.offset)
                } else {
                    diagnostics.report(joinPath(path, "name"), "expected a string, found \(value.typeName)", at: value.offset)
                }
            } else {
                diagnostics.report(path, "missing key \"name\"", at: item.offset)
            }
            var depth: Int?
            if let value = fields["depth"] {
                depth = count(value, path: joinPath(path, "depth"))
            } else {
                diagnostics.report(path, "missing key \"depth\"", at: item.offset)
            }
            var attributes: [TagAttribute] = []
            if let value = fields["attributes"] {
                if case .object(let members) = value.kind {
                    for member in members {
                        if case .string(let string) = member.value.kind {
                            attributes.append(TagAttribute(name: member.key, value: string))
                        } else {
                            diagnostics.report(joinPath(joinPath(path, "attributes"), member.key), "expected a string, found \(member.value.typeName)", at: member.value.offset)
                        }
                    }
                } else {
                    diagnostics.report(joinPath(path, "attributes"), "expected an object, found \(value.typeName)", at: value.offset)
                }
            }
            if let name, let depth, let range {
                let textRange = TextRange(utf8: range.start.utf8..<range.end.utf8, utf16: range.start.utf16..<range.end.utf16)
                tags.append(Tag(name: name, attributes: attributes, range: textRange, depth: depth, sourceByteOffset: 0))
            }
        }
        return tags
    }

    private static func isTagName(_ name: String) -> Bool {
        guard let first = name.utf8.first, UTF8Scanning.isNameStart(first) else { return false }
        return name.utf8.allSatisfy(UTF8Scanning.isNameByte)
    }

    // MARK: - Shared pieces

    /// The members of an object by key, reporting unknown keys; `nil` (reported) when `value` is not an object.
    private mutating func object(_ value: BookValue, path: String, keys: [String]) -> [String: BookValue]? {
        guard case .object(let members) = value.kind else {
            diagnostics.report(path, "expected an object, found \(value.typeName)", at: value.offset)
            return nil
        }
        var fields: [String: BookValue] = [:]
        for member in members {
            if keys.contains(member.key) {
                fields[member.key] = member.value
            } else {
                diagnostics.report(joinPath(path, member.key), "unknown key \"\(member.key)\"\(Suggestions.hint(for: member.key, in: keys))", at: member.keyOffset)
            }
        }
        return fields
    }

    /// A whole number from 0 to 2³² − 1, or `nil` (reported).
    private mutating func count(_ value: BookValue, path: String) -> Int? {
        guard case .number(let number, let isInteger) = value.kind else {
            diagnostics.report(path, "expected a whole number, found \(value.typeName)", at: value.offset)
            return nil
        }
        guard isInteger, number >= 0, number < Double(UInt32.max) else {
            diagnostics.report(path, "expected a whole number of at least 0, found \(JSONNumber.format(number))", at: value.offset)
            return nil
        }
        return Int(number)
    }

    /// The `start` and `length` of a run or tag as positions in the text, or `nil` (reported).
    private mutating func readRange(_ fields: [String: BookValue], of item: BookValue, path: String, index: TextOffsetIndex, unit: OffsetUnit, isRun: Bool)
        -> (start: TextOffsetIndex.Position, end: TextOffsetIndex.Position)? {
        var numbers: [Int] = []
        for key in ["start", "length"] {
            guard let value = fields[key] else {
                diagnostics.report(path, "missing key \"\(key)\"", at: item.offset)
                continue
            }
            if let number = count(value, path: joinPath(path, key)) { numbers.append(number) }
        }
        guard numbers.count == 2 else { return nil }
        let (start, length) = (numbers[0], numbers[1])
        let textLength = index.end[unit]
        if isRun && length == 0 {
            diagnostics.report(joinPath(path, "length"), "a run must not be empty", at: fields["length"]?.offset)
            return nil
        }
        guard start <= textLength else {
            diagnostics.report(joinPath(path, "start"), "offset \(start) is past the end of the text (\(textLength) \(unit.rawValue) units)", at: fields["start"]?.offset)
            return nil
        }
        guard length <= textLength - start else {
            diagnostics.report(joinPath(path, "length"), "ends at \(start + length), past the end of the text (\(textLength) \(unit.rawValue) units)", at: fields["length"]?.offset)
            return nil
        }
        guard let from = index.position(start, in: unit) else {
            diagnostics.report(joinPath(path, "start"), "offset \(start) is inside a character, not on a Unicode scalar boundary", at: fields["start"]?.offset)
            return nil
        }
        guard let to = index.position(start + length, in: unit) else {
            diagnostics.report(joinPath(path, "length"), "ends at \(start + length), inside a character, not on a Unicode scalar boundary", at: fields["length"]?.offset)
            return nil
        }
        return (from, to)
    }
}

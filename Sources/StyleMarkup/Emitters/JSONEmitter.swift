/// The JSON run list (`--format json`): text, runs and tags, as documented in `Docs/JSON.md`.
///
/// Run attributes use the style book's keys in alphabetical order; unset keys are left out.
/// Each distinct attribute set is serialized once and reused for every run that has it.
public struct JSONEmitter: Emitter {
    /// The unit offsets are counted in.
    public var offsets: OffsetUnit

    /// Creates the emitter; offsets default to UTF-16, as `NSRange` counts.
    public init(offsets: OffsetUnit = .utf16) {
        self.offsets = offsets
    }

    /// `json`.
    public var fileExtension: String { OutputFormat.json.fileExtension }

    /// The JSON document.
    public func emit(_ compiled: CompiledText) -> [UInt8] {
        // Each distinct attribute set is serialized once, before anything else: text compiled
        // with a style book finds it in the book's table (serialized by an earlier text, or
        // now), other text serializes its sets here. With their sizes, the output's size has an
        // upper bound, and the document is written straight into the storage of the array
        // returned, allocated once. (Growing or copying a buffer of tens of megabytes touches
        // fresh pages, which costs more than writing it; the part of the bound not written is
        // never touched.)
        let runs = compiled.runs
        let local = runs.table == nil ? ByteBuffer(capacity: 256) : nil
        let styles: [UnsafeBufferPointer<UInt8>]
        if let table = runs.table {
            styles = table.withLock { runs.tableIDs.map { table.serializedStyle($0) } }
        } else {
            var writer = JSONWriter(buffer: local!)
            var ends: [Int] = []
            for style in runs.styles {
                writer.write(style)
                ends.append(local!.count)
            }
            styles = ends.indices.map { index in
                let start = index == 0 ? 0 : ends[index - 1]
                return UnsafeBufferPointer(start: local!.pointer + start, count: ends[index] - start)
            }
        }
        // The fixed text of the document, of a run and of a tag each fit in these bounds.
        var bound = 256 + compiled.utf8Text.withUnsafeBufferPointer { JSONWriter.escapedSizeBound($0) }
        for index in runs.indices {
            bound += 96 + styles[runs.styleIndex(at: index)].count
        }
        let tags = compiled.tags
        for index in tags.indices {
            bound += 160 + JSONWriter.escapedSizeBound(tags[index].name)
            for attribute in tags[index].attributes {
                bound += 8 + JSONWriter.escapedSizeBound(attribute.name) + JSONWriter.escapedSizeBound(attribute.value)
            }
        }
        return withExtendedLifetime(local) {
            [UInt8](unsafeUninitializedCapacity: bound) { memory, initialized in
                var writer = JSONWriter(writingInto: memory)
                write(compiled, styles: styles, to: &writer)
                initialized = writer.buffer.count
            }
        }
    }

    /// Writes the document, given each distinct attribute set serialized.
    private func write(_ compiled: CompiledText, styles: [UnsafeBufferPointer<UInt8>], to writer: inout JSONWriter) {
        let converter = offsets == .scalars ? OffsetConverter(utf8: compiled.utf8Text) : nil
        func bounds(_ range: TextRange) -> (start: Int, length: Int) {
            switch offsets {
            case .utf8: return (range.utf8.lowerBound, range.utf8.count)
            case .utf16: return (range.utf16.lowerBound, range.utf16.count)
            case .scalars:
                let start = converter!.scalarOffset(ofUTF8: range.utf8.lowerBound)
                return (start, converter!.scalarOffset(ofUTF8: range.utf8.upperBound) - start)
            }
        }
        writer.raw("{\n  \"version\": 1,\n  \"text\": ")
        writer.string(utf8: compiled.utf8Text)
        writer.raw(",\n  \"offsets\": ")
        switch offsets {
        case .utf8: writer.raw("\"utf8\"")
        case .utf16: writer.raw("\"utf16\"")
        case .scalars: writer.raw("\"scalars\"")
        }
        writer.raw(",\n  \"runs\": [")
        let buffer = writer.buffer
        for index in compiled.runs.indices {
            let (start, length) = bounds(compiled.runs.range(at: index))
            let attributes = styles[compiled.runs.styleIndex(at: index)]
            // Every piece of a run fits in this reservation: literals, two numbers, attributes.
            buffer.reserve(96 + attributes.count)
            buffer.appendUnchecked(index == 0 ? "\n    {\"start\": " : ",\n    {\"start\": ")
            buffer.appendDecimalUnchecked(start)
            buffer.appendUnchecked(", \"length\": ")
            buffer.appendDecimalUnchecked(length)
            buffer.appendUnchecked(", \"attributes\": ")
            buffer.appendUnchecked(attributes.baseAddress!, attributes.count)
            buffer.appendUnchecked("}")
        }
        writer.raw(compiled.runs.isEmpty ? "],\n  \"tags\": [" : "\n  ],\n  \"tags\": [")
        // A document repeats a few tag names: past a few tags, each is escaped once and then copied.
        var recentNames = [(name: String, bytes: Range<Int>)?](repeating: nil, count: compiled.tags.count > 4 ? 16 : 0)
        let names = recentNames.isEmpty ? nil : ByteBuffer(capacity: 256)
        let tags = compiled.tags
        for index in tags.indices {
            buffer.reserve(24)
            buffer.appendUnchecked(index == 0 ? "\n    {\"name\": " : ",\n    {\"name\": ")
            if recentNames.isEmpty {
                writer.string(tags[index].name)
            } else {
                let utf8 = tags[index].name.utf8
                let slot = (utf8.count &* 7 &+ Int(utf8.first ?? 0)) & 15
                let name: Range<Int>
                if let known = recentNames[slot], known.name == tags[index].name {
                    name = known.bytes
                } else {
                    var nameWriter = JSONWriter(buffer: names!)
                    let from = names!.count
                    nameWriter.string(tags[index].name)
                    name = from..<names!.count
                    recentNames[slot] = (tags[index].name, name)
                }
                buffer.append(UnsafeBufferPointer(start: names!.pointer + name.lowerBound, count: name.count))
            }
            let (start, length) = bounds(tags[index].range)
            buffer.reserve(96)
            buffer.appendUnchecked(", \"start\": ")
            buffer.appendDecimalUnchecked(start)
            buffer.appendUnchecked(", \"length\": ")
            buffer.appendDecimalUnchecked(length)
            buffer.appendUnchecked(", \"depth\": ")
            buffer.appendDecimalUnchecked(tags[index].depth)
            buffer.appendUnchecked(", \"attributes\": {")
            for (k, attribute) in tags[index].attributes.enumerated() {
                if k > 0 { writer.raw(", ") }
                writer.string(attribute.name)
                writer.raw(": ")
                writer.string(attribute.value)
            }
            writer.raw("}}")
        }
        writer.raw(compiled.tags.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }
}

extension JSONWriter {
    /// Writes a run's attributes as a JSON object with keys in alphabetical order.
    mutating func write(_ attributes: StyleAttributes) {
        raw("{")
        var first = true
        if let action = attributes.action { key("action", first: &first); string(action) }
        if let background = attributes.background { key("background", first: &first); string(background.hexString) }
        if let offset = attributes.baselineOffset { key("baselineOffset", first: &first); number(offset) }
        if let color = attributes.color { key("color", first: &first); string(color.hexString) }
        if let custom = attributes.custom { key("custom", first: &first); write(.object(custom)) }
        if let font = attributes.font {
            key("font", first: &first)
            raw("{")
            var inner = true
            if let family = font.family { key("family", first: &inner); string(family) }
            if let italic = font.italic { key("italic", first: &inner); bool(italic) }
            if let monospace = font.monospace { key("monospace", first: &inner); bool(monospace) }
            if let size = font.size { key("size", first: &inner); number(size) }
            if let textStyle = font.textStyle { key("textStyle", first: &inner); string(textStyle.rawValue) }
            if let weight = font.weight { key("weight", first: &inner); number(weight) }
            raw("}")
        }
        if let image = attributes.image {
            key("image", first: &first)
            raw("{")
            var inner = true
            if let alt = image.alt { key("alt", first: &inner); string(alt) }
            if let height = image.height { key("height", first: &inner); number(height) }
            if let name = image.name { key("name", first: &inner); string(name) }
            if let src = image.src { key("src", first: &inner); string(src) }
            if let width = image.width { key("width", first: &inner); number(width) }
            raw("}")
        }
        if let kern = attributes.kern { key("kern", first: &first); number(kern) }
        if let link = attributes.link { key("link", first: &first); string(link) }
        if let paragraph = attributes.paragraph {
            key("paragraph", first: &first)
            raw("{")
            var inner = true
            if let alignment = paragraph.alignment { key("alignment", first: &inner); string(alignment.rawValue) }
            if let value = paragraph.firstLineHeadIndent { key("firstLineHeadIndent", first: &inner); number(value) }
            if let value = paragraph.headIndent { key("headIndent", first: &inner); number(value) }
            if let value = paragraph.lineHeightMultiple { key("lineHeightMultiple", first: &inner); number(value) }
            if let value = paragraph.lineSpacing { key("lineSpacing", first: &inner); number(value) }
            if let value = paragraph.paragraphSpacing { key("paragraphSpacing", first: &inner); number(value) }
            raw("}")
        }
        if let line = attributes.strikethrough { key("strikethrough", first: &first); write(line) }
        if let line = attributes.underline { key("underline", first: &first); write(line) }
        raw("}")
    }

    mutating func write(_ line: LineStyle) {
        raw("{")
        var first = true
        if let color = line.color { key("color", first: &first); string(color.hexString) }
        key("style", first: &first)
        string(line.pattern.rawValue)
        raw("}")
    }

    /// Writes a custom value; keys sorted. Custom values come from depth-limited style books.
    mutating func write(_ value: CustomValue) {
        switch value {
        case .string(let text): string(text)
        case .number(let number): self.number(number)
        case .bool(let flag): bool(flag)
        case .null: raw("null")
        case .array(let items):
            raw("[")
            for (index, item) in items.enumerated() {
                if index > 0 { raw(", ") }
                write(item)
            }
            raw("]")
        case .object(let members):
            raw("{")
            for (index, name) in members.keys.sorted().enumerated() {
                if index > 0 { raw(", ") }
                string(name)
                raw(": ")
                write(members[name]!)
            }
            raw("}")
        }
    }
}

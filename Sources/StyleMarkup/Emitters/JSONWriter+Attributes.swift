/// Style attributes as JSON: the attribute objects of the run list (Docs/JSON.md), keys in alphabetical order.
extension JSONWriter {
    /// Writes the end of a run of the document with these attributes, from after its length:
    /// `, "attributes": ` and the attributes' object, then the run's `}` — written once per
    /// distinct set (``JSONRunEnds``) and copied whole for each run.
    mutating func writeRunEnd(_ attributes: StyleAttributes) {
        raw(", \"attributes\": ")
        write(attributes)
        raw("}")
    }

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
            object("font", first: &first) { writer, inner in
                if let family = font.family { writer.key("family", first: &inner); writer.string(family) }
                if let italic = font.italic { writer.key("italic", first: &inner); writer.bool(italic) }
                if let monospace = font.monospace { writer.key("monospace", first: &inner); writer.bool(monospace) }
                if let size = font.size { writer.key("size", first: &inner); writer.number(size) }
                if let textStyle = font.textStyle { writer.key("textStyle", first: &inner); writer.string(textStyle.rawValue) }
                if let weight = font.weight { writer.key("weight", first: &inner); writer.number(weight) }
            }
        }
        if let image = attributes.image {
            object("image", first: &first) { writer, inner in
                if let alt = image.alt { writer.key("alt", first: &inner); writer.string(alt) }
                if let height = image.height { writer.key("height", first: &inner); writer.number(height) }
                if let name = image.name { writer.key("name", first: &inner); writer.string(name) }
                if let src = image.src { writer.key("src", first: &inner); writer.string(src) }
                if let width = image.width { writer.key("width", first: &inner); writer.number(width) }
            }
        }
        if let kern = attributes.kern { key("kern", first: &first); number(kern) }
        if let link = attributes.link { key("link", first: &first); string(link) }
        if let paragraph = attributes.paragraph {
            object("paragraph", first: &first) { writer, inner in
                if let alignment = paragraph.alignment { writer.key("alignment", first: &inner); writer.string(alignment.rawValue) }
                if let value = paragraph.firstLineHeadIndent { writer.key("firstLineHeadIndent", first: &inner); writer.number(value) }
                if let value = paragraph.headIndent { writer.key("headIndent", first: &inner); writer.number(value) }
                if let value = paragraph.lineHeightMultiple { writer.key("lineHeightMultiple", first: &inner); writer.number(value) }
                if let value = paragraph.lineSpacing { writer.key("lineSpacing", first: &inner); writer.number(value) }
                if let value = paragraph.paragraphSpacing { writer.key("paragraphSpacing", first: &inner); writer.number(value) }
            }
        }
        if let line = attributes.strikethrough { key("strikethrough", first: &first); write(line) }
        if let line = attributes.underline { key("underline", first: &first); write(line) }
        raw("}")
    }

    /// Writes the member `name` (after a comma unless `first`) as an object whose members
    /// `members` writes, given this writer and whether the next member is the object's first.
    private mutating func object(_ name: StaticString, first: inout Bool, _ members: (inout JSONWriter, inout Bool) -> Void) {
        key(name, first: &first)
        raw("{")
        var inner = true
        members(&self, &inner)
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

/// Style attributes as JSON: the objects of SPEC §5's run lists, keys in alphabetical order.
extension JSONWriter {
    /// Writes the end of a run of the document with these attributes, from after its length:
    /// `, "attributes": ` and the attributes' object, then the run's `}` — written once per
    /// distinct set (``StyleTable/runEnd(_:)``) and copied whole for each run.
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

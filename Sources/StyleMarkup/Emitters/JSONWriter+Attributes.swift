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

    /// Writes a run's attributes as a JSON object with keys in alphabetical order: the order of
    /// ``StyleField`` (and of ``FontField``, ``ImageField``, ``ParagraphField`` inside it).
    mutating func write(_ attributes: StyleAttributes) {
        raw("{")
        var first = true
        for field in StyleField.allCases {
            switch field {
            case .action: if let action = attributes.action { key(field, first: &first); string(action) }
            case .background: if let background = attributes.background { key(field, first: &first); string(background.hexString) }
            case .baselineOffset: if let offset = attributes.baselineOffset { key(field, first: &first); number(offset) }
            case .color: if let color = attributes.color { key(field, first: &first); string(color.hexString) }
            case .custom: if let custom = attributes.custom { key(field, first: &first); write(.object(custom)) }
            case .font: if let font = attributes.font { key(field, first: &first); write(font) }
            case .image: if let image = attributes.image { key(field, first: &first); write(image) }
            case .kern: if let kern = attributes.kern { key(field, first: &first); number(kern) }
            case .link: if let link = attributes.link { key(field, first: &first); string(link) }
            case .paragraph: if let paragraph = attributes.paragraph { key(field, first: &first); write(paragraph) }
            case .strikethrough: if let line = attributes.strikethrough { key(field, first: &first); write(line) }
            case .underline: if let line = attributes.underline { key(field, first: &first); write(line) }
            }
        }
        raw("}")
    }

    /// Writes `"key": ` of a field (its raw value, a plain ASCII name) preceded by `, ` unless
    /// it is the first key.
    private mutating func key<Field: RawRepresentable>(_ field: Field, first: inout Bool) where Field.RawValue == String {
        if !first { raw(", ") }
        first = false
        buffer.append(UInt8(ascii: "\""))
        buffer.append(field.rawValue)
        raw("\": ")
    }

    /// Writes font attributes as an object, keys in ``FontField`` order.
    mutating func write(_ font: FontAttributes) {
        raw("{")
        var first = true
        for field in FontField.allCases {
            switch field {
            case .family: if let family = font.family { key(field, first: &first); string(family) }
            case .italic: if let italic = font.italic { key(field, first: &first); bool(italic) }
            case .monospace: if let monospace = font.monospace { key(field, first: &first); bool(monospace) }
            case .size: if let size = font.size { key(field, first: &first); number(size) }
            case .textStyle: if let textStyle = font.textStyle { key(field, first: &first); string(textStyle.rawValue) }
            case .weight: if let weight = font.weight { key(field, first: &first); number(weight) }
            }
        }
        raw("}")
    }

    /// Writes image attributes as an object, keys in ``ImageField`` order.
    mutating func write(_ image: ImageAttributes) {
        raw("{")
        var first = true
        for field in ImageField.allCases {
            switch field {
            case .alt: if let alt = image.alt { key(field, first: &first); string(alt) }
            case .height: if let height = image.height { key(field, first: &first); number(height) }
            case .name: if let name = image.name { key(field, first: &first); string(name) }
            case .src: if let src = image.src { key(field, first: &first); string(src) }
            case .width: if let width = image.width { key(field, first: &first); number(width) }
            }
        }
        raw("}")
    }

    /// Writes paragraph attributes as an object, keys in ``ParagraphField`` order.
    mutating func write(_ paragraph: ParagraphAttributes) {
        raw("{")
        var first = true
        for field in ParagraphField.allCases {
            switch field {
            case .alignment: if let alignment = paragraph.alignment { key(field, first: &first); string(alignment.rawValue) }
            case .firstLineHeadIndent: if let value = paragraph.firstLineHeadIndent { key(field, first: &first); number(value) }
            case .headIndent: if let value = paragraph.headIndent { key(field, first: &first); number(value) }
            case .lineHeightMultiple: if let value = paragraph.lineHeightMultiple { key(field, first: &first); number(value) }
            case .lineSpacing: if let value = paragraph.lineSpacing { key(field, first: &first); number(value) }
            case .paragraphSpacing: if let value = paragraph.paragraphSpacing { key(field, first: &first); number(value) }
            }
        }
        raw("}")
    }

    /// Writes an underline or strikethrough as an object, keys in ``LineField`` order.
    mutating func write(_ line: LineStyle) {
        raw("{")
        var first = true
        for field in LineField.allCases {
            switch field {
            case .color: if let color = line.color { key(field, first: &first); string(color.hexString) }
            case .style: key(field, first: &first); string(line.pattern.rawValue)
            }
        }
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

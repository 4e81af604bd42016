import StyleMarkupLint

/// What an Android resource file's pseudo-locale copy leaves out or keeps, as aapt2's own
/// pseudo-localizer does: resources not to translate are not in the copy at all, and the
/// content of `<xliff:g>` (a product name, an example value) stays byte for byte.
enum PseudoAndroidResources {
    /// Whether the file at `path` holds only resources not to translate: Android's
    /// `donottranslate.xml` (package names, URLs, channel ids). Its pseudo-locale has no copy.
    static func isDoNotTranslate(_ path: String) -> Bool {
        path.split(separator: "/").last.map { $0.lowercased() == "donottranslate.xml" } ?? false
    }

    /// The byte ranges of the resources marked `translatable="false"` (`<string>`,
    /// `<plurals>`, `<string-array>`, `<item type="string">`), each with the white space before it on its line and its
    /// line break, so that removing them leaves no blank line.
    static func untranslatableElements(in text: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < text.count {
            guard text[index] == UInt8(ascii: "<") else { index += 1; continue }
            if text[index...].starts(with: "<!--".utf8) {
                index = find("-->", in: text, from: index).map { $0 + 3 } ?? text.count
                continue
            }
            let start = index
            guard let name = ["string-array", "plurals", "string", "item"].first(where: { name in
                text[(index + 1)...].starts(with: name.utf8) && index + 1 + name.utf8.count < text.count
                    && [0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(text[index + 1 + name.utf8.count])
            }), let tagEnd = startTagEnd(in: text, from: start) else { index += 1; continue }
            let tag = String(decoding: text[start..<tagEnd], as: UTF8.self)
            let selfClosing = text[tagEnd - 2] == UInt8(ascii: "/")
            let end = selfClosing ? tagEnd : (find("</\(name)>", in: text, from: tagEnd).map { $0 + name.utf8.count + 3 } ?? text.count)
            if tag.contains("translatable=\"false\"") || tag.contains("translatable='false'") {
                ranges.append(wholeLines(start..<end, in: text))
            }
            index = end
        }
        return ranges
    }

    /// `edits` with each insertion that would land inside an `<xliff:g>` element (`protected`,
    /// sorted) moved out of it: before its start tag when it is at the start of the content,
    /// else after its end tag. The rewriter inserts nothing inside such text, but the start and
    /// the end of a string that begins or ends with one map into it.
    static func movedOutside(_ edits: [FileEdit], protected: [Range<Int>], text: [UInt8]) -> [FileEdit] {
        guard !protected.isEmpty else { return edits }
        return edits.map { edit in
            guard edit.range.isEmpty,
                  let element = protected.first(where: { $0.lowerBound < edit.range.lowerBound && edit.range.lowerBound < $0.upperBound }) else { return edit }
            let contentStart = startTagEnd(in: text, from: element.lowerBound) ?? element.lowerBound
            let offset = edit.range.lowerBound <= contentStart ? element.lowerBound : element.upperBound
            return FileEdit(range: offset..<offset, bytes: edit.bytes)
        }
    }

    /// The offset after the `>` of the start tag at `start`, quoted attribute values skipped.
    private static func startTagEnd(in text: [UInt8], from start: Int) -> Int? {
        var quote: UInt8?
        var index = start
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            }
            index += 1
        }
        return nil
    }

    /// The offset of `needle` in `text` at or after `from`.
    private static func find(_ needle: String, in text: [UInt8], from: Int) -> Int? {
        let bytes = Array(needle.utf8)
        var index = from
        while index + bytes.count <= text.count {
            if text[index] == bytes[0], text[index..<index + bytes.count].elementsEqual(bytes) { return index }
            index += 1
        }
        return nil
    }

    /// `range` grown over the spaces and tabs before it back to its line's start, and over those
    /// after it and one line break, when nothing else shares its lines.
    private static func wholeLines(_ range: Range<Int>, in text: [UInt8]) -> Range<Int> {
        var start = range.lowerBound
        while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
        var end = range.upperBound
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 || text[end] == 0x0D { end += 1 }
        guard start == 0 || text[start - 1] == 0x0A, end < text.count, text[end] == 0x0A else { return range }
        return start..<end + 1
    }
}

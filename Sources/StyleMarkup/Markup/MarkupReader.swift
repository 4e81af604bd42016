#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads tagged UTF-8 bytes into plain text and tag occurrences, in one pass.
///
/// Text between `<` and `&` is copied in bulk: `memchr` finds the next markup byte, so the work
/// per plain byte is a `memcpy` and a word-at-a-time UTF-16 count. Open tags live on an explicit
/// stack, never on the call stack, so nesting depth is bounded only by ``MarkupLimits``.
struct MarkupReader {
    private let input: UnsafeBufferPointer<UInt8>
    private let base: UnsafePointer<UInt8>
    private let end: Int
    private let limits: MarkupLimits
    private let imageTags: Set<String>

    private var text: [UInt8] = []
    private var utf16Count = 0
    private var tags: [Tag] = []
    /// Open tags: the index in `tags`, and where the name is in the input (to match the
    /// closing tag by bytes, without making a string).
    private var openTags: [(tag: Int, nameStart: Int, nameLength: Int)] = []
    /// Recently seen tag names, so a repeated name costs no string creation.
    private var nameCache = TagNameCache()

    init(input: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, limits: MarkupLimits, imageTags: Set<String>) {
        self.input = input
        self.base = base
        self.end = input.count
        self.limits = limits
        self.imageTags = imageTags
    }

    /// Reads the whole input.
    mutating func read() throws(MarkupError) -> (text: [UInt8], utf16Count: Int, tags: [Tag]) {
        if end > limits.maxInputBytes || end > Int(UInt32.max) / 2 {
            throw error(.limitExceeded, "the input is \(end) bytes, more than the limit of \(limits.maxInputBytes)", at: 0)
        }
        // UTF-8 is validated where it is copied: every text segment and attribute value on its
        // own (tag names and markup are ASCII by construction), so no separate pass is needed.
        text.reserveCapacity(end)
        tags.reserveCapacity(min(end / 128, limits.maxTags))
        var position = 0
        var nextAngle = find(UInt8(ascii: "<"), from: 0)
        var nextAmpersand = find(UInt8(ascii: "&"), from: 0)
        while position < end {
            if nextAngle < position { nextAngle = find(UInt8(ascii: "<"), from: position) }
            if nextAmpersand < position { nextAmpersand = find(UInt8(ascii: "&"), from: position) }
            let stop = min(nextAngle, nextAmpersand)
            if stop > position { try appendText(position, stop) }
            if stop >= end { break }
            if stop == nextAngle {
                position = try readAngle(at: stop)
            } else {
                position = try Self.readReference(in: input, at: stop, into: &text, utf16: &utf16Count, maxDigits: limits.maxCharacterReferenceDigits)
            }
        }
        if let open = openTags.last {
            let tag = tags[open.tag]
            throw error(.unclosedTag, "tag <\(tag.name)> is never closed; add </\(tag.name)> where its text ends", at: tag.sourceByteOffset)
        }
        return (text, utf16Count, tags)
    }

    // MARK: - Text

    @inline(__always)
    private func find(_ byte: UInt8, from start: Int) -> Int {
        find(byte, from: start, before: end)
    }

    /// The offset of the first `byte` in `start..<limit`, or `limit`.
    @inline(__always)
    private func find(_ byte: UInt8, from start: Int, before limit: Int) -> Int {
        guard start < limit, let hit = memchr(base + start, Int32(byte), limit - start) else { return limit }
        return UnsafeRawPointer(hit) - UnsafeRawPointer(base)
    }

    @inline(__always)
    private mutating func appendText(_ start: Int, _ stop: Int) throws(MarkupError) {
        guard let units = UTF8Scanning.validatedUTF16Count(base, start, stop) else {
            throw encodingError(start, stop)
        }
        text.append(contentsOf: UnsafeBufferPointer(start: base + start, count: stop - start))
        utf16Count += units
    }

    /// The error for the first invalid or NUL byte in `start..<stop`, which has one.
    private func encodingError(_ start: Int, _ stop: Int) -> MarkupError {
        switch UTF8Scanning.firstProblem(in: UnsafeBufferPointer(start: base + start, count: stop - start)) {
        case .nul(let offset)?:
            return error(.nulByte, "the input contains a NUL byte at byte offset \(start + offset)", at: start + offset)
        case .invalid(let offset)?:
            let at = start + offset
            return error(.invalidUTF8, "the input is not valid UTF-8 (byte 0x\(String(base[at], radix: 16, uppercase: true)) at byte offset \(at))", at: at)
        case nil:
            preconditionFailure("encodingError called for valid bytes")
        }
    }

    // MARK: - Tags

    /// Reads what starts at a `<`: a tag, or a literal `<`. Returns the offset after it.
    private mutating func readAngle(at start: Int) throws(MarkupError) -> Int {
        let next = start + 1
        if next < end, UTF8Scanning.isNameStart(base[next]) {
            return try readOpeningTag(at: start)
        }
        if next + 1 < end, base[next] == UInt8(ascii: "/"), UTF8Scanning.isNameStart(base[next + 1]) {
            return try readClosingTag(at: start)
        }
        text.append(UInt8(ascii: "<"))
        utf16Count += 1
        return next
    }

    private func readName(from start: Int) -> Int {
        var index = start
        while index < end, UTF8Scanning.isNameByte(base[index]) { index += 1 }
        return index
    }

    private func string(_ start: Int, _ stop: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: base + start, count: stop - start), as: UTF8.self)
    }

    private mutating func readOpeningTag(at start: Int) throws(MarkupError) -> Int {
        let nameEnd = readName(from: start + 1)
        let name = nameCache.name(base + start + 1, nameEnd - start - 1)
        var attributes: [TagAttribute] = []
        var index = nameEnd
        var isEmpty = false
        while true {
            let spaceStart = index
            while index < end, UTF8Scanning.isSpace(base[index]) { index += 1 }
            guard index < end else {
                throw error(.unterminatedTag, "tag <\(name) is never closed with '>'\(Self.textHint)", at: start)
            }
            let byte = base[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                break
            }
            if byte == UInt8(ascii: "/") {
                guard index + 1 < end, base[index + 1] == UInt8(ascii: ">") else {
                    throw error(.malformedAttribute, "in tag <\(name)>, '/' must be followed by '>' (write <\(name)/> for an empty tag)\(Self.textHint)", at: index)
                }
                index += 2
                isEmpty = true
                break
            }
            guard UTF8Scanning.isNameStart(byte) else {
                if byte == UInt8(ascii: "<") {
                    throw error(.unterminatedTag, "tag <\(name) is never closed with '>'\(Self.textHint)", at: start)
                }
                throw error(.malformedAttribute, "unexpected \(describe(index)) in tag <\(name)>; attributes are written name=\"value\"\(Self.textHint)", at: index)
            }
            guard index > spaceStart else {
                throw error(.malformedAttribute, "attributes of tag <\(name)> must be separated by white space", at: index)
            }
            let attribute = try readAttribute(at: index, tagName: name)
            if attributes.contains(where: { $0.name == attribute.attribute.name }) {
                throw error(.malformedAttribute, "attribute \(attribute.attribute.name) appears twice in tag <\(name)>", at: index)
            }
            attributes.append(attribute.attribute)
            index = attribute.end
        }
        if tags.count >= limits.maxTags {
            throw error(.limitExceeded, "more than \(limits.maxTags) tags in one input", at: start)
        }
        let depth = openTags.count
        let offset8 = UInt32(text.count)
        let offset16 = UInt32(utf16Count)
        tags.append(Tag(name: name, attributes: attributes,
                        range: TextRange(utf8Start: offset8, utf8End: offset8, utf16Start: offset16, utf16End: offset16),
                        depth: depth, sourceByteOffset: start, isEmptyElement: isEmpty))
        if isEmpty {
            if !imageTags.isEmpty, imageTags.contains(name) { replaceImageContent(of: tags.count - 1) }
        } else {
            if depth >= limits.maxNestingDepth {
                throw error(.nestingTooDeep, "tags nest deeper than the limit of \(limits.maxNestingDepth) at <\(name)>", at: start)
            }
            openTags.append((tags.count - 1, start + 1, nameEnd - start - 1))
        }
        return index
    }

    private mutating func readAttribute(at start: Int, tagName: String) throws(MarkupError) -> (attribute: TagAttribute, end: Int) {
        let nameEnd = readName(from: start)
        let name = string(start, nameEnd)
        var index = nameEnd
        while index < end, UTF8Scanning.isSpace(base[index]) { index += 1 }
        guard index < end, base[index] == UInt8(ascii: "=") else {
            throw error(.malformedAttribute, "attribute \(name) in tag <\(tagName)> has no value; write \(name)=\"…\"\(Self.textHint)", at: start)
        }
        index += 1
        while index < end, UTF8Scanning.isSpace(base[index]) { index += 1 }
        guard index < end, base[index] == UInt8(ascii: "\"") || base[index] == UInt8(ascii: "'") else {
            throw error(.malformedAttribute, "the value of attribute \(name) in tag <\(tagName)> must be in double or single quotes", at: index)
        }
        let quote = base[index]
        let valueStart = index + 1
        let valueEnd = find(quote, from: valueStart)
        guard valueEnd < end else {
            throw error(.malformedAttribute, "the value of attribute \(name) in tag <\(tagName)> is never closed with \(quote == UInt8(ascii: "\"") ? "\"" : "'")", at: index)
        }
        if valueEnd - valueStart > limits.maxAttributeBytes {
            throw error(.limitExceeded, "the value of attribute \(name) is longer than the limit of \(limits.maxAttributeBytes) bytes", at: valueStart)
        }
        if UTF8Scanning.validatedUTF16Count(base, valueStart, valueEnd) == nil {
            throw encodingError(valueStart, valueEnd)
        }
        var value: [UInt8] = []
        value.reserveCapacity(valueEnd - valueStart)
        var units = 0
        var position = valueStart
        while position < valueEnd {
            // Search only inside the value: searching to the end of the input would make many
            // attributes quadratic.
            let stop = find(UInt8(ascii: "&"), from: position, before: valueEnd)
            value.append(contentsOf: UnsafeBufferPointer(start: base + position, count: stop - position))
            if stop >= valueEnd { break }
            position = try Self.readReference(in: input, at: stop, into: &value, utf16: &units, maxDigits: limits.maxCharacterReferenceDigits)
        }
        return (TagAttribute(name: name, value: String(decoding: value, as: UTF8.self)), valueEnd + 1)
    }

    private mutating func readClosingTag(at start: Int) throws(MarkupError) -> Int {
        let nameEnd = readName(from: start + 2)
        var index = nameEnd
        while index < end, UTF8Scanning.isSpace(base[index]) { index += 1 }
        guard index < end, base[index] == UInt8(ascii: ">") else {
            throw error(.unterminatedTag, "closing tag </\(string(start + 2, nameEnd)) is never closed with '>'\(Self.textHint)", at: start)
        }
        guard let (open, openNameStart, openNameLength) = openTags.last else {
            let name = string(start + 2, nameEnd)
            throw error(.unexpectedClosingTag, "closing tag </\(name)> has no matching open tag <\(name)>", at: start)
        }
        guard openNameLength == nameEnd - start - 2, memcmp(base + openNameStart, base + start + 2, openNameLength) == 0 else {
            let openTag = tags[open]
            let opened = locate(openTag.sourceByteOffset)
            throw error(.mismatchedClosingTag, "closing tag </\(string(start + 2, nameEnd))> does not match <\(openTag.name)> opened at \(opened); close </\(openTag.name)> first", at: start)
        }
        openTags.removeLast()
        tags[open].range.utf8End = UInt32(text.count)
        tags[open].range.utf16End = UInt32(utf16Count)
        if !imageTags.isEmpty, case let name = tags[open].name, imageTags.contains(name) {
            let openTag = tags[open]
            let content = String(decoding: text[Int(openTag.range.utf8Start)...], as: UTF8.self)
            if content.count > 1 {
                throw error(.imageContent, "image tag <\(name)> must hold one character or nothing, not \(content.count) characters", at: openTag.sourceByteOffset)
            }
            replaceImageContent(of: open)
        }
        return index + 1
    }

    /// Replaces the text of the image tag at `index` (and of any tag inside it) with one U+FFFC.
    private mutating func replaceImageContent(of index: Int) {
        let start8 = tags[index].range.utf8Start
        let start16 = tags[index].range.utf16Start
        text.removeSubrange(Int(start8)...)
        text.append(contentsOf: [0xEF, 0xBF, 0xBC])
        utf16Count = Int(start16) + 1
        let range = TextRange(utf8Start: start8, utf8End: start8 + 3, utf16Start: start16, utf16End: start16 + 1)
        for inner in index..<tags.count { tags[inner].range = range }
    }

    // MARK: - Character references

    /// Reads what starts at a `&`: a character reference, or a literal `&`. Appends the decoded
    /// text to `output` and returns the offset after what was read.
    ///
    /// It is static so that passing `text` (a stored property) `inout` never copies the reader,
    /// which would make the text buffer shared and every append copy it.
    private static func readReference(in input: UnsafeBufferPointer<UInt8>, at start: Int, into output: inout [UInt8], utf16 units: inout Int, maxDigits: Int) throws(MarkupError) -> Int {
        let base = input.baseAddress!
        let end = input.count
        func string(_ start: Int, _ stop: Int) -> String {
            String(decoding: UnsafeBufferPointer(start: base + start, count: stop - start), as: UTF8.self)
        }
        var index = start + 1
        if index < end, base[index] == UInt8(ascii: "#") {
            index += 1
            let hex = index < end && (base[index] | 0x20) == UInt8(ascii: "x")
            if hex { index += 1 }
            let digitsStart = index
            var value: UInt32 = 0
            var overflow = false
            while index < end, let digit = Self.digitValue(base[index], hex: hex) {
                value = value &* (hex ? 16 : 10) &+ UInt32(digit)
                if value > 0x10FFFF { overflow = true; value = 0x110000 }
                index += 1
            }
            guard index > digitsStart, index < end, base[index] == UInt8(ascii: ";") else {
                output.append(UInt8(ascii: "&"))
                units += 1
                return start + 1
            }
            if index - digitsStart > maxDigits {
                throw MarkupError(kind: .limitExceeded,
                                  message: "character reference \(string(start, min(digitsStart + 8, index)))…; has \(index - digitsStart) digits, more than the limit of \(maxDigits)",
                                  location: SourceLocation.locate(byteOffset: start, in: input))
            }
            guard !overflow, value != 0, !(0xD800...0xDFFF).contains(value), let scalar = Unicode.Scalar(value) else {
                throw MarkupError(kind: .invalidCharacterReference,
                                  message: "character reference \(string(start, index + 1)) is not a valid Unicode character\(value == 0 ? " (NUL is not allowed)" : "")",
                                  location: SourceLocation.locate(byteOffset: start, in: input))
            }
            Self.append(scalar, to: &output)
            units += scalar.utf16.count
            return index + 1
        }
        let nameStart = index
        while index < end, index - nameStart < 40, Self.isAlphanumeric(base[index]) { index += 1 }
        if index < end, base[index] == UInt8(ascii: ";"), let byte = Self.xmlEntity(base + nameStart, index - nameStart) {
            output.append(byte)
            units += 1
            return index + 1
        }
        if index > nameStart, index < end, base[index] == UInt8(ascii: ";"),
           let decoded = HTMLEntityTable.entries[string(nameStart, index)] {
            output.append(contentsOf: decoded.utf8)
            units += decoded.utf16.count
            return index + 1
        }
        output.append(UInt8(ascii: "&"))
        units += 1
        return start + 1
    }

    /// The five XML entities (`amp lt gt quot apos`), decoded without a table lookup.
    @inline(__always)
    private static func xmlEntity(_ name: UnsafePointer<UInt8>, _ length: Int) -> UInt8? {
        switch length {
        case 2 where name[1] == UInt8(ascii: "t"):
            if name[0] == UInt8(ascii: "l") { return UInt8(ascii: "<") }
            if name[0] == UInt8(ascii: "g") { return UInt8(ascii: ">") }
        case 3 where name[0] == UInt8(ascii: "a") && name[1] == UInt8(ascii: "m") && name[2] == UInt8(ascii: "p"):
            return UInt8(ascii: "&")
        case 4 where name[0] == UInt8(ascii: "q") && name[1] == UInt8(ascii: "u") && name[2] == UInt8(ascii: "o") && name[3] == UInt8(ascii: "t"):
            return UInt8(ascii: "\"")
        case 4 where name[0] == UInt8(ascii: "a") && name[1] == UInt8(ascii: "p") && name[2] == UInt8(ascii: "o") && name[3] == UInt8(ascii: "s"):
            return UInt8(ascii: "'")
        default: break
        }
        return nil
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    private static func isAlphanumeric(_ byte: UInt8) -> Bool {
        let lower = byte | 0x20
        return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func append(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF8.encode(scalar) { output.append($0) }
    }

    // MARK: - Errors

    private static let textHint = "; if '<' is meant as text, write &lt;"

    private func locate(_ offset: Int) -> SourceLocation {
        SourceLocation.locate(byteOffset: offset, in: input)
    }

    private func describe(_ index: Int) -> String {
        let byte = base[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return "character 0x\(String(byte, radix: 16, uppercase: true))" }
        var stop = index + 1
        while stop < end, base[stop] & 0xC0 == 0x80 { stop += 1 }
        return "'\(string(index, stop))'"
    }

    private func error(_ kind: MarkupError.Kind, _ message: String, at offset: Int) -> MarkupError {
        MarkupError(kind: kind, message: message, location: locate(offset))
    }
}

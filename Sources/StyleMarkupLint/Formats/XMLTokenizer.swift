import StyleMarkup

/// A small XML tokenizer that keeps positions and raw markup, for Android resources and XLIFF.
///
/// It reads elements, attributes, text, CDATA, comments, processing instructions and a
/// DOCTYPE, checks that end tags match, and reports where each token is in the file. It never
/// reads an external entity or expands an entity declared in a DOCTYPE: a DOCTYPE that
/// declares entities is reported by the readers as a malformed file. Open elements are kept
/// on an array, never on the call stack.
package struct XMLTokenizer {
    /// An attribute, its value with entities decoded.
    package struct Attribute {
        package var name: String
        package var value: String
        package var offset: Int
    }

    /// A start tag (or an empty-element tag).
    package struct StartTag {
        package var name: String
        package var attributes: [Attribute]
        /// From `<` to just after `>`.
        package var range: Range<Int>
        package var isEmpty: Bool

        package func attribute(_ name: String) -> String? {
            attributes.first { $0.name == name }?.value
        }
    }

    package enum Token {
        case start(StartTag)
        case end(name: String, range: Range<Int>)
        /// Character data, entities not yet decoded.
        case text(Range<Int>)
        /// The content of a CDATA section.
        case cdata(Range<Int>)
        case comment(Range<Int>)
        case processingInstruction(Range<Int>)
        case doctype(Range<Int>, declaresEntities: Bool)
    }

    package struct SyntaxError: Error {
        package var message: String
        package var offset: Int
    }

    let lines: LineTable
    private let text: [UInt8]
    private var index = 0
    /// The names of the open elements, outermost first.
    private(set) var openElements: [String] = []
    private var sawRoot = false

    package init(lines: LineTable) {
        self.lines = lines
        self.text = lines.text
    }

    /// How many elements are open.
    package var depth: Int { openElements.count }

    /// The next token, or `nil` at the end of a well-formed document.
    package mutating func next() throws(SyntaxError) -> Token? {
        guard index < text.count else {
            if let open = openElements.last {
                throw SyntaxError(message: "element <\(open)> is never closed", offset: text.count)
            }
            return nil
        }
        guard text[index] == UInt8(ascii: "<") else {
            let start = index
            while index < text.count, text[index] != UInt8(ascii: "<") { index += 1 }
            if openElements.isEmpty, let stray = (start..<index).first(where: { !Self.isSpace(text[$0]) }) {
                throw SyntaxError(message: "text outside the root element", offset: stray)
            }
            return .text(start..<index)
        }
        let start = index
        if has("<!--") {
            let end = try find("-->", from: start + 4, what: "comment", opened: start)
            index = end + 3
            return .comment(start + 4..<end)
        }
        if has("<![CDATA[") {
            guard !openElements.isEmpty else { throw SyntaxError(message: "CDATA section outside the root element", offset: start) }
            let end = try find("]]>", from: start + 9, what: "CDATA section", opened: start)
            index = end + 3
            return .cdata(start + 9..<end)
        }
        if has("<?") {
            let end = try find("?>", from: start + 2, what: "processing instruction", opened: start)
            index = end + 2
            return .processingInstruction(start..<index)
        }
        if has("<!DOCTYPE") { return try readDoctype() }
        if has("</") { return try readEndTag() }
        return .start(try readStartTag())
    }

    private func has(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { bytes in
            guard index + bytes.count <= text.count else { return false }
            for offset in 0..<bytes.count where text[index + offset] != bytes[offset] { return false }
            return true
        }
    }

    private func find(_ literal: StaticString, from start: Int, what: String, opened: Int) throws(SyntaxError) -> Int {
        let needle = literal.withUTF8Buffer { Array($0) }
        var position = start
        while position + needle.count <= text.count {
            if text[position] == needle[0], Array(text[position..<position + needle.count]) == needle { return position }
            position += 1
        }
        throw SyntaxError(message: "\(what) is never closed with \(literal)", offset: opened)
    }

    private mutating func readDoctype() throws(SyntaxError) -> Token {
        let start = index
        index += 9
        var inSubset = false
        var quote: UInt8?
        var declaresEntities = false
        while index < text.count {
            let byte = text[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if inSubset, has("<!ENTITY") {
                declaresEntities = true
            } else if inSubset, has("<!--") {
                index = try find("-->", from: index + 4, what: "comment", opened: index) + 2
            } else if !inSubset, byte == UInt8(ascii: ">") {
                index += 1
                return .doctype(start..<index, declaresEntities: declaresEntities)
            }
            index += 1
        }
        throw SyntaxError(message: "DOCTYPE is never closed with >", offset: start)
    }

    private mutating func readEndTag() throws(SyntaxError) -> Token {
        let start = index
        index += 2
        let name = try readName(in: "end tag")
        skipSpace()
        guard index < text.count, text[index] == UInt8(ascii: ">") else {
            throw SyntaxError(message: "end tag </\(name)> is never closed with >", offset: start)
        }
        index += 1
        guard let open = openElements.last else {
            throw SyntaxError(message: "end tag </\(name)> has no matching start tag", offset: start)
        }
        guard open == name else {
            throw SyntaxError(message: "end tag </\(name)> does not match <\(open)>", offset: start)
        }
        openElements.removeLast()
        return .end(name: name, range: start..<index)
    }

    private mutating func readStartTag() throws(SyntaxError) -> StartTag {
        let start = index
        index += 1
        guard index < text.count, Self.isNameStart(text[index]) else {
            throw SyntaxError(message: "'<' must start a tag; write &lt; for a literal <", offset: start)
        }
        let name = try readName(in: "tag")
        var attributes: [Attribute] = []
        while true {
            let hadSpace = skipSpace()
            guard index < text.count else { throw SyntaxError(message: "tag <\(name)> is never closed with >", offset: start) }
            if text[index] == UInt8(ascii: ">") || (text[index] == UInt8(ascii: "/") && index + 1 < text.count && text[index + 1] == UInt8(ascii: ">")) {
                let isEmpty = text[index] == UInt8(ascii: "/")
                index += isEmpty ? 2 : 1
                if openElements.isEmpty {
                    if sawRoot { throw SyntaxError(message: "a second root element <\(name)>", offset: start) }
                    sawRoot = true
                }
                if !isEmpty { openElements.append(name) }
                return StartTag(name: name, attributes: attributes, range: start..<index, isEmpty: isEmpty)
            }
            guard hadSpace, Self.isNameStart(text[index]) else {
                throw SyntaxError(message: "unexpected \(describe(index)) in tag <\(name)>", offset: index)
            }
            let attributeStart = index
            let attributeName = try readName(in: "attribute")
            skipSpace()
            guard index < text.count, text[index] == UInt8(ascii: "=") else {
                throw SyntaxError(message: "attribute \(attributeName) in tag <\(name)> has no value", offset: attributeStart)
            }
            index += 1
            skipSpace()
            guard index < text.count, text[index] == UInt8(ascii: "\"") || text[index] == UInt8(ascii: "'") else {
                throw SyntaxError(message: "the value of attribute \(attributeName) in tag <\(name)> must be in quotes", offset: index)
            }
            let quote = text[index]
            let valueStart = index + 1
            var valueEnd = valueStart
            var hasReference = false
            while valueEnd < text.count, text[valueEnd] != quote {
                if text[valueEnd] == UInt8(ascii: "<") {
                    throw SyntaxError(message: "'<' in the value of attribute \(attributeName); write &lt;", offset: valueEnd)
                }
                if text[valueEnd] == UInt8(ascii: "&") { hasReference = true }
                valueEnd += 1
            }
            guard valueEnd < text.count else {
                throw SyntaxError(message: "the value of attribute \(attributeName) is never closed", offset: index)
            }
            if attributes.contains(where: { $0.name == attributeName }) {
                throw SyntaxError(message: "attribute \(attributeName) appears twice in tag <\(name)>", offset: attributeStart)
            }
            let value: String
            if hasReference {
                var builder = DecodedTextBuilder(lines: lines, startingAt: valueStart)
                try XMLText.decode(valueStart..<valueEnd, in: lines, into: &builder)
                value = builder.finish().value
            } else {
                // Nothing to decode: the value is the bytes as written.
                value = String(decoding: text[valueStart..<valueEnd], as: UTF8.self)
            }
            attributes.append(Attribute(name: attributeName, value: value, offset: attributeStart))
            index = valueEnd + 1
        }
    }

    private func describe(_ offset: Int) -> String {
        let byte = text[offset]
        return byte < 0x80 && byte >= 0x20 ? "'\(Character(Unicode.Scalar(byte)))'" : "character"
    }

    private mutating func readName(in what: String) throws(SyntaxError) -> String {
        let start = index
        guard index < text.count, Self.isNameStart(text[index]) else {
            throw SyntaxError(message: "expected a name in \(what)", offset: index)
        }
        while index < text.count, Self.isNameByte(text[index]) { index += 1 }
        return String(decoding: text[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < text.count, Self.isSpace(text[index]) { index += 1 }
        return index > start
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}

/// Decodes XML character data: the five predefined entities and numeric character
/// references. Any other `&name;` is an error: markupc never expands entities a DTD declares.
enum XMLText {
    /// Appends the decoded text of `range` to `builder`: runs without `&` in one call each.
    static func decode<Sink: DecodedTextSink>(_ range: Range<Int>, in lines: LineTable, into builder: inout Sink) throws(XMLTokenizer.SyntaxError) {
        let text = lines.text
        var index = range.lowerBound
        while index < range.upperBound {
            let run = index
            while index < range.upperBound, text[index] != UInt8(ascii: "&") { index += 1 }
            builder.appendVerbatim(run..<index)
            guard index < range.upperBound else { return }
            let reference = index
            try decode(index..<range.upperBound, in: lines, stoppingAfterFirstReference: true, &index) { byte, _, _ in
                builder.append(byte, from: reference, verbatim: false)
            }
        }
    }

    /// The decoding loop; with `stoppingAfterFirstReference`, returns after the first entity
    /// or character reference. `index` ends where decoding stopped.
    private static func decode(_ range: Range<Int>, in lines: LineTable, stoppingAfterFirstReference: Bool, _ index: inout Int,
                               _ emit: (UInt8, Int, Bool) -> Void) throws(XMLTokenizer.SyntaxError) {
        let text = lines.text
        index = range.lowerBound
        while index < range.upperBound {
            let byte = text[index]
            guard byte == UInt8(ascii: "&") else {
                emit(byte, index, true)
                index += 1
                continue
            }
            var end = index + 1
            while end < range.upperBound, end - index < 40, text[end] != UInt8(ascii: ";"), text[end] != UInt8(ascii: "&"),
                  !XMLTokenizer.isSpace(text[end]) { end += 1 }
            guard end < range.upperBound, text[end] == UInt8(ascii: ";"), end > index + 1 else {
                throw XMLTokenizer.SyntaxError(message: "'&' must start an entity such as &amp;; write &amp; for a literal &", offset: index)
            }
            let name = String(decoding: text[index + 1..<end], as: UTF8.self)
            guard let scalar = scalar(forEntity: name) else {
                if name.hasPrefix("#") {
                    throw XMLTokenizer.SyntaxError(message: "character reference &\(name); is not a valid XML character", offset: index)
                }
                throw XMLTokenizer.SyntaxError(message: "undefined entity &\(name);: XML defines only &lt; &gt; &amp; &quot; &apos; and numeric references, and markupc never expands entities a DOCTYPE declares", offset: index)
            }
            for unit in UTF8.encode(scalar)! { emit(unit, index, false) }
            index = end + 1
            if stoppingAfterFirstReference { return }
        }
    }

    private static func scalar(forEntity name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard name.hasPrefix("#") else { return nil }
        var digits = name.dropFirst()
        var radix = 10
        if digits.first == "x" {
            digits = digits.dropFirst()
            radix = 16
        }
        guard !digits.isEmpty, digits.count <= 8, let value = UInt32(digits, radix: radix), value != 0,
              let scalar = Unicode.Scalar(value) else { return nil }
        return scalar
    }
}

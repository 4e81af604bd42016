import StyleMarkup

/// Reads Apple `.strings` files: `"key" = "value";` entries, `/* */` and `//` comments,
/// unquoted keys and values (letters, digits and `_$+/:.-`), and the shorthand `"key";`
/// (the value is the key).
///
/// Escapes in quoted strings: `\"`, `\\`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, octal
/// `\ooo`, and `\U` or `\u` with up to four hex digits (two in a row make a surrogate pair);
/// a backslash before any other character is dropped. A syntax error stops the file with a
/// `malformed-file` finding; the entries before it are still checked.
struct AppleStringsReader: LocalizationReader {
    private let lines: LineTable
    private let text: [UInt8]
    private var index = 0
    private var file: LocalizationFile
    private var firstDefinition: [String: LintLocation] = [:]

    private struct SyntaxError: Error {
        var message: String
        var offset: Int
    }

    /// Whether `key` names an Interface Builder object's property, as Xcode exports storyboards
    /// and xibs: an object id `abc-de-fgh`, a dot, a property (`2YJ-bg-OdR.title`).
    static func isInterfaceBuilderKey(_ key: String) -> Bool {
        // Byte by byte, without an array: every key of every table is asked.
        guard key.utf8.count >= 11 else { return false }
        for (index, byte) in key.utf8.prefix(11).enumerated() {
            switch index {
            case 3, 6: guard byte == UInt8(ascii: "-") else { return false }
            case 10: guard byte == UInt8(ascii: ".") else { return false }
            default:
                guard (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return false }
            }
        }
        return true
    }

    /// Reads the UTF-8 text of a `.strings` file into `file`.
    static func describe(_ file: inout LocalizationFile, options: LocalizationReadOptions) { describeLprojTable(&file) }

    static func read(_ lines: LineTable, into file: inout LocalizationFile, options: LocalizationReadOptions) {
        var reader = AppleStringsReader(lines: lines, file: file)
        // About one entry a line: room enough that the table is seldom rehashed.
        reader.firstDefinition.reserveCapacity(lines.lineCount / 2)
        reader.readAll()
        file = reader.file
    }

    private init(lines: LineTable, file: LocalizationFile) {
        self.lines = lines
        self.text = lines.text
        self.file = file
    }

    private mutating func readAll() {
        do {
            while true {
                try skipSpaceAndComments()
                guard index < text.count else { break }
                try readEntry()
            }
        } catch let error as SyntaxError {
            file.malformed(error.message, at: lines.location(ofByte: error.offset))
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
    }

    private mutating func readEntry() throws {
        let keyStart = index
        guard let key = try readString(what: "the key") else {
            throw SyntaxError(message: "expected a key in double quotes but found \(describe(at: index))", offset: index)
        }
        try skipSpaceAndComments()
        var value = key
        if index < text.count, text[index] == UInt8(ascii: ";") {
            index += 1
        } else {
            guard index < text.count, text[index] == UInt8(ascii: "=") else {
                throw SyntaxError(message: "expected '=' after the key \"\(key.value)\" but found \(describe(at: index))", offset: index)
            }
            index += 1
            try skipSpaceAndComments()
            guard let read = try readString(what: "the value") else {
                throw SyntaxError(message: "expected the value of \"\(key.value)\" in double quotes but found \(describe(at: index))", offset: index)
            }
            value = read
            try skipSpaceAndComments()
            guard index < text.count, text[index] == UInt8(ascii: ";") else {
                throw SyntaxError(message: "expected ';' after the value of \"\(key.value)\" but found \(describe(at: index))", offset: index)
            }
            index += 1
        }
        let keyLocation = lines.location(ofByte: keyStart)
        // Interface Builder's strings ("2YJ-bg-OdR.title") are set as written, never formatted.
        let string = LocalizedString(file: file.path, key: key.value, language: file.language, value: value.value,
                                     positions: value.positions, keyLocation: keyLocation, role: .translation,
                                     checksPlaceholders: !Self.isInterfaceBuilderKey(key.value))
        if let first = firstDefinition[key.value] {
            file.duplicate(string, firstAt: first)
        } else {
            firstDefinition[key.value] = keyLocation
        }
        file.strings.append(string)
    }

    private func describe(at offset: Int) -> String {
        guard offset < text.count else { return "the end of the file" }
        var end = offset + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: text[offset..<end], as: UTF8.self)
        switch character {
        case "\n", "\r\n": return "a line break"
        case "\r": return "a carriage return"
        default: return "'\(character)'"
        }
    }

    private mutating func skipSpaceAndComments() throws {
        while index < text.count {
            let byte = text[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < text.count, !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < text.count else {
                    throw SyntaxError(message: "comment is never closed with */", offset: start)
                }
                index += 2
            } else if byte == UInt8(ascii: "/"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "/") {
                while index < text.count, text[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private static func isUnquotedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// Reads a quoted or unquoted string, or returns `nil` if none starts here.
    private mutating func readString(what: String) throws -> (value: String, positions: PositionMap)? {
        guard index < text.count else { return nil }
        if text[index] != UInt8(ascii: "\"") {
            let start = index
            // As Apple's parser does, `/` is part of an unquoted string (`http://x`), not a comment.
            while index < text.count, Self.isUnquotedByte(text[index]) { index += 1 }
            guard index > start else { return nil }
            var builder = DecodedTextBuilder(lines: lines, startingAt: start)
            builder.appendVerbatim(start..<index)
            return builder.finish()
        }
        let open = index
        index += 1
        var builder = DecodedTextBuilder(lines: lines, startingAt: index)
        var pendingHighSurrogate: (value: UInt32, offset: Int)?
        func flushSurrogate(_ builder: inout DecodedTextBuilder) {
            if let pending = pendingHighSurrogate { builder.append("\u{FFFD}", from: pending.offset) }
            pendingHighSurrogate = nil
        }
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\"") {
                flushSurrogate(&builder)
                index += 1
                return builder.finish()
            }
            guard byte == UInt8(ascii: "\\") else {
                flushSurrogate(&builder)
                let run = index
                index += 1
                while index < text.count, text[index] != UInt8(ascii: "\""), text[index] != UInt8(ascii: "\\") { index += 1 }
                builder.appendVerbatim(run..<index)
                continue
            }
            let escape = index
            index += 1
            guard index < text.count else { break }
            let letter = text[index]
            let (decoded, next) = CEscapes.appleStrings.decode(text, at: index, end: text.count)
            index = next
            var produced: UInt32?
            switch decoded {
            case .value(let value, isUTF16: true) where (0xD800...0xDBFF).contains(value):
                flushSurrogate(&builder)
                pendingHighSurrogate = (value, escape)
                continue
            case .value(let value, isUTF16: true) where (0xDC00...0xDFFF).contains(value):
                if let high = pendingHighSurrogate {
                    let combined = (high.value - 0xD800) << 10 + (value - 0xDC00) + 0x10000
                    pendingHighSurrogate = nil
                    builder.append(Unicode.Scalar(combined)!, from: high.offset)
                    continue
                }
                produced = 0xFFFD
            case .value(let value, _):
                produced = value
            case .unknown, .missingHexDigits:
                // `\"`, `\\`, `\'` and any other character: the character itself. A multi-byte
                // character is copied whole.
                flushSurrogate(&builder)
                builder.append(letter, from: escape, verbatim: false)
                while index < text.count, text[index] & 0xC0 == 0x80 {
                    builder.append(text[index], from: escape, verbatim: false)
                    index += 1
                }
                continue
            }
            flushSurrogate(&builder)
            builder.append(Unicode.Scalar(produced ?? 0xFFFD) ?? "\u{FFFD}", from: escape)
        }
        throw SyntaxError(message: "\(what) starting here is never closed with \"", offset: open)
    }
}

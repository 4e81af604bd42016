import Foundation

/// A small JSON reader that keeps the line and column of every value and key.
///
/// Foundation's `JSONSerialization` gives no positions and cannot tell `true` from `1` on every
/// platform, so style books, lint configurations, baselines, plugin settings and String Catalogs
/// are read with this instead. It uses an explicit stack of open containers, never recursion,
/// and rejects nesting deeper than its `maxDepth` (``BookValue/maxDepth`` unless told).
package struct JSONBookReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The deepest nesting of arrays and objects accepted.
    private let maxDepth: Int
    /// Whether an object may name a key twice (both members are kept, in order), as
    /// `JSONSerialization` and Xcode accept in a String Catalog; a style book may not.
    private let allowsDuplicateKeys: Bool

    /// A syntax error with its position.
    package struct SyntaxError: Error {
        package var message: String
        package var byteOffset: Int
    }

    /// A reader of the JSON in `bytes`, nested at most `maxDepth` deep; duplicate keys are an
    /// error unless `allowsDuplicateKeys`.
    package init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int = BookValue.maxDepth, allowsDuplicateKeys: Bool = false) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.allowsDuplicateKeys = allowsDuplicateKeys
    }

    /// An open array or object. A class, so appending to the top of the stack never copies it.
    private final class Container {
        let isObject: Bool
        let start: Int
        var items: [BookValue] = []
        var members: [BookMember] = []
        var keys: Set<String> = []
        var pendingKey: (String, Int)?

        init(isObject: Bool, start: Int) {
            self.isObject = isObject
            self.start = start
        }
    }

    /// Reads the one JSON document `data` holds, with duplicate keys an error: what a settings
    /// file (a `.markupc.json`, a `markupc.json`, a lint baseline) is read with.
    package static func document(in data: Data) throws(SyntaxError) -> BookValue {
        let parsed = [UInt8](data).withUnsafeBufferPointer { bytes in
            var reader = JSONBookReader(bytes: bytes)
            return Result { () throws(SyntaxError) in try reader.read() }
        }
        return try parsed.get()
    }

    /// Reads one JSON document.
    package mutating func read() throws(SyntaxError) -> BookValue {
        // Skip a UTF-8 byte order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var stack: [Container] = []
        skipSpace()
        while true {
            // Read a value (or a key, or open a container).
            var value: BookValue
            if let top = stack.last, top.isObject, top.pendingKey == nil {
                if peek == UInt8(ascii: "}") && top.members.isEmpty {
                    index += 1
                    stack.removeLast()
                    value = BookValue(kind: .object([]), offset: top.start)
                } else {
                    guard peek == UInt8(ascii: "\"") else { throw error("expected a quoted key") }
                    let keyOffset = location
                    let key = try readString()
                    guard allowsDuplicateKeys || top.keys.insert(key).inserted else {
                        throw SyntaxError(message: "duplicate key \"\(DiagnosticText.visible(key))\"", byteOffset: keyOffset)
                    }
                    skipSpace()
                    guard peek == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(DiagnosticText.visible(key))\"") }
                    index += 1
                    skipSpace()
                    top.pendingKey = (key, keyOffset)
                    continue
                }
            } else {
                let here = location
                switch peek {
                case UInt8(ascii: "{")?, UInt8(ascii: "[")?:
                    if stack.count >= maxDepth { throw error("nesting deeper than \(maxDepth) levels") }
                    let isObject = peek == UInt8(ascii: "{")
                    index += 1
                    skipSpace()
                    if !isObject && peek == UInt8(ascii: "]") {
                        index += 1
                        value = BookValue(kind: .array([]), offset: here)
                    } else {
                        stack.append(Container(isObject: isObject, start: here))
                        continue
                    }
                case UInt8(ascii: "\"")?:
                    value = BookValue(kind: .string(try readString()), offset: here)
                case UInt8(ascii: "t")?:
                    try expectWord("true")
                    value = BookValue(kind: .bool(true), offset: here)
                case UInt8(ascii: "f")?:
                    try expectWord("false")
                    value = BookValue(kind: .bool(false), offset: here)
                case UInt8(ascii: "n")?:
                    try expectWord("null")
                    value = BookValue(kind: .null, offset: here)
                case UInt8(ascii: "-")?, (UInt8(ascii: "0")...UInt8(ascii: "9"))?:
                    value = BookValue(kind: try readNumber(), offset: here)
                case nil:
                    throw error("unexpected end of file")
                default:
                    throw error("unexpected \(describePeek()); expected a value")
                }
            }
            // Attach the value to its container, closing containers as they end.
            while true {
                skipSpace()
                guard let top = stack.last else {
                    guard index == bytes.count else { throw error("unexpected \(describePeek()) after the end of the document") }
                    return value
                }
                if top.isObject {
                    let (key, keyOffset) = top.pendingKey!
                    top.members.append(BookMember(key: key, keyOffset: keyOffset, value: value))
                    top.pendingKey = nil
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        skipSpace()
                        if peek == UInt8(ascii: "}") { throw error("expected a key after ','") }
                    } else if peek == UInt8(ascii: "}") {
                        index += 1
                        stack.removeLast()
                        value = BookValue(kind: .object(top.members), offset: top.start)
                        continue
                    } else {
                        throw error("expected ',' or '}' after the value of \"\(DiagnosticText.visible(key))\"")
                    }
                } else {
                    top.items.append(value)
                    if peek == UInt8(ascii: ",") {
                        index += 1
                        skipSpace()
                    } else if peek == UInt8(ascii: "]") {
                        index += 1
                        stack.removeLast()
                        value = BookValue(kind: .array(top.items), offset: top.start)
                        continue
                    } else {
                        throw error("expected ',' or ']' in array")
                    }
                }
                break
            }
        }
    }

    // MARK: - Scalars

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// The byte offset of the next byte; lines and columns are computed only for errors.
    private var location: Int { index }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D, 0x0A: index += 1
            default: return
            }
        }
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        for byte in word.utf8 {
            guard peek == byte else { throw error("unexpected \(describePeek()); expected a value") }
            index += 1
        }
    }

    private mutating func readNumber() throws(SyntaxError) -> BookValue.Kind {
        let start = index
        var isInteger = true
        if peek == UInt8(ascii: "-") { index += 1 }
        guard let first = peek, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { throw error("invalid number") }
        if first == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] >= UInt8(ascii: "0"), bytes[index + 1] <= UInt8(ascii: "9") {
            // JSON writes no leading zero: `060` is not a number (Foundation refuses it too).
            throw error("invalid number: a number does not start with 0 followed by a digit")
        }
        while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        if peek == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { throw error("invalid number") }
            while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        }
        if let byte = peek, byte | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { throw error("invalid number") }
            while let byte = peek, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("invalid number \(text)") }
        return .number(value, isInteger: isInteger)
    }

    /// Reads the string literal at `index` (at its quote) with the one JSON string decoder.
    private mutating func readString() throws(SyntaxError) -> String {
        var sink = JSONStringBytes(document: bytes)
        index = try JSONStringLiteral.decode(bytes, quote: index, into: &sink)
        return String(decoding: sink.bytes, as: UTF8.self)
    }

    private func describePeek() -> String {
        guard let byte = peek else { return "end of file" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func error(_ message: String) -> SyntaxError {
        SyntaxError(message: message, byteOffset: index)
    }
}

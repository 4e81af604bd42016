import StyleMarkup
import StyleMarkupLint

/// What the String Catalog writer needs to know about the JSON text around a value: where a
/// value ends, how members are separated and indented. The document has been read by
/// ``JSONBookReader`` already, so it is valid JSON.
enum JSONLayout {
    /// The offset just after the JSON value starting at `start`.
    static func end(of text: [UInt8], valueAt start: Int) -> Int {
        var index = start
        var depth = 0
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\""):
                index = stringEnd(text, quote: index)
                if depth == 0 { return index }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                if depth == 0 { return index }
            default:
                break
            }
            index += 1
        }
        return text.count
    }

    /// The offset just after the string literal whose opening quote is at `quote`.
    static func stringEnd(_ text: [UInt8], quote: Int) -> Int {
        var index = quote + 1
        while index < text.count {
            if text[index] == UInt8(ascii: "\\") { index += 2; continue }
            if text[index] == UInt8(ascii: "\"") { return index + 1 }
            index += 1
        }
        return text.count
    }

    /// The white space just before `offset`, back to the previous other byte.
    static func spaceBefore(_ text: [UInt8], _ offset: Int) -> ArraySlice<UInt8> {
        var start = offset
        while start > 0, [0x20, 0x09, 0x0A, 0x0D].contains(text[start - 1]) { start -= 1 }
        return text[start..<offset]
    }

    /// The indentation of the line `offset` is on: its leading spaces and tabs.
    static func indentation(_ text: [UInt8], at offset: Int) -> [UInt8] {
        var lineStart = offset
        while lineStart > 0, text[lineStart - 1] != 0x0A { lineStart -= 1 }
        var end = lineStart
        while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
        return Array(text[lineStart..<end])
    }

    /// A JSON string literal for `value`: `"` and `\` and control characters escaped, the
    /// rest as it is (Xcode writes catalogs that way).
    static func literal(_ value: String) -> [UInt8] {
        var result: [UInt8] = [UInt8(ascii: "\"")]
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += Array("\\\"".utf8)
            case "\\": result += Array("\\\\".utf8)
            case "\n": result += Array("\\n".utf8)
            case "\t": result += Array("\\t".utf8)
            case "\r": result += Array("\\r".utf8)
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
                } else {
                    result += Array(String(scalar).utf8)
                }
            }
        }
        result.append(UInt8(ascii: "\""))
        return result
    }
}

import StyleMarkup
import StyleMarkupLint
/// The values a preview puts into a string's printf placeholders, chosen by conversion and
/// long on purpose, so that a layout that only fits the developer's short test data shows:
///
/// | conversion | sample |
/// | --- | --- |
/// | `@ s S` (text) | `Maximiliane Wolkenstein-Brandenburg` |
/// | `d i u D U` (integer) | the plural count for the first integer argument, else `1234567` |
/// | `o O x X` | `7654321`, `deadbeef`, `DEADBEEF` |
/// | `f F e E g G a A` | `98765.43` (`9.876543e+04` for `e E`) |
/// | `c C` | `W` |
/// | `p` | `0x7ffee4b8c9d0` |
///
/// `%%` shows as `%`. Each value is escaped as markup, so a sample can never add a tag. Only
/// text is filled: a placeholder inside a tag (a link's `href="https://example.com/u/%@"`)
/// is kept as written, so a sample never becomes a link target.
enum PlaceholderSamples {
    /// The long text sample.
    static let text = "Maximiliane Wolkenstein-Brandenburg"
    /// The sample for integers that are not the plural count.
    static let integer = "1234567"

    /// The sample for one placeholder; `count` is the plural count, used for the first integer
    /// argument.
    static func sample(_ placeholder: PrintfPlaceholder, isCount: Bool, count: Int?) -> String {
        switch placeholder.conversion {
        case "@", "s", "S": return text
        case "d", "i", "u", "D", "U": return isCount ? count.map(String.init) ?? integer : integer
        case "o", "O": return "7654321"
        case "x": return "deadbeef"
        case "X": return "DEADBEEF"
        case "e", "E": return placeholder.conversion == "e" ? "9.876543e+04" : "9.876543E+04"
        case "f", "F", "g", "G", "a", "A": return "98765.43"
        case "c", "C": return "W"
        case "p": return "0x7ffee4b8c9d0"
        default: return text
        }
    }

    /// `markup` with every placeholder replaced by its sample (escaped as markup) and `%%` by
    /// `%`. The count goes to the integer placeholder of the lowest argument position (the
    /// first one written when none is numbered), as plural strings pass the count first.
    static func fill(_ markup: String, count: Int?) -> String {
        var tokens: [PrintfPlaceholder.Token] = []
        PrintfPlaceholder.forEachToken(in: markup) { tokens.append($0) }
        guard !tokens.isEmpty else { return markup }
        let bytes = Array(markup.utf8)
        let inTags = tagRanges(bytes)
        tokens.removeAll { token in
            guard case .placeholder(let placeholder) = token else { return false }
            return inTags.contains { $0.contains(placeholder.range.lowerBound) }
        }
        guard !tokens.isEmpty else { return markup }
        var countRange: Range<Int>?
        var countPosition = Int.max
        for case .placeholder(let placeholder) in tokens where count != nil && "diuDU".contains(placeholder.conversion) {
            let position = placeholder.position ?? 0
            if countRange == nil || position < countPosition {
                countRange = placeholder.range
                countPosition = position
            }
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 64)
        var position = 0
        for token in tokens {
            let range: Range<Int>
            let replacement: String
            switch token {
            case .placeholder(let placeholder):
                range = placeholder.range
                replacement = MarkupTemplate.escape(sample(placeholder, isCount: placeholder.range == countRange, count: count))
            case .literalPercent(let found):
                range = found
                replacement = "%"
            case .starPlaceholder:
                continue
            }
            output += bytes[position..<range.lowerBound]
            output += Array(replacement.utf8)
            position = range.upperBound
        }
        output += bytes[position...]
        return String(decoding: output, as: UTF8.self)
    }

    /// The byte ranges of the tags of markupc markup, from `<` to `>` (a `>` inside a quoted
    /// attribute value does not end a tag).
    static func tagRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            // A tag starts with `<` and a letter or `/`.
            guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count,
                  bytes[index + 1] == UInt8(ascii: "/") || (bytes[index + 1] | 0x20 >= UInt8(ascii: "a") && bytes[index + 1] | 0x20 <= UInt8(ascii: "z")) else {
                index += 1
                continue
            }
            let start = index
            var quote: UInt8?
            index += 1
            while index < bytes.count {
                let byte = bytes[index]
                if let open = quote {
                    if byte == open { quote = nil }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") {
                    break
                }
                index += 1
            }
            ranges.append(start..<min(index + 1, bytes.count))
            index += 1
        }
        return ranges
    }
}

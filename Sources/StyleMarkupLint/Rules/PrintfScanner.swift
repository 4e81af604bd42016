import StyleMarkup

/// Finds the printf placeholders of a string in one ``PrintfDialect``: one pass over its UTF-8
/// bytes, no allocation for a string without a placeholder.
///
/// `%%` is a literal percent sign and Java's `%n` a line break: neither takes an argument, so
/// neither is a placeholder. A `%` that does not start a complete placeholder of the dialect
/// (`100%`, `%y`, `%1$`, a `*` width) is text. A placeholder's ``PrintfPlaceholder/length``
/// holds its length modifier, and for Java's `%t`/`%T` the date letter (`%tY` has length `Y`).
enum PrintfScanner {
    /// The placeholders of `value` read in `dialect`, in order.
    static func scan(_ value: String, dialect: PrintfDialect) -> [PrintfPlaceholder] {
        var found: [PrintfPlaceholder] = []
        var copy = value
        copy.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "%") {
                    index += 2
                    continue
                }
                if let placeholder = parse(bytes, at: index, dialect: dialect) {
                    index = placeholder.range.upperBound
                    if dialect == .java, placeholder.conversion == "n" { continue }
                    found.append(placeholder)
                } else {
                    index += 1
                }
            }
        }
        return found
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || isDigit(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// The placeholder starting at `start` (a `%`), or `nil` when none does.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, dialect: PrintfDialect) -> PrintfPlaceholder? {
        let count = bytes.count
        func string(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        var index = start + 1
        var position: Int?
        if index < count, bytes[index] >= UInt8(ascii: "1"), bytes[index] <= UInt8(ascii: "9") {
            var end = index
            while end < count, isDigit(bytes[end]) { end += 1 }
            if end < count, bytes[end] == UInt8(ascii: "$"), end - index <= 9 {
                position = Int(string(index..<end))
                index = end + 1
            }
        }
        let flagsStart = index
        while index < count, dialect.isFlag(bytes[index]) { index += 1 }
        let flags = index > flagsStart ? string(flagsStart..<index) : ""
        let widthStart = index
        while index < count, isDigit(bytes[index]) { index += 1 }
        let width = index > widthStart ? string(widthStart..<index) : nil
        var precision: String?
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            let precisionStart = index
            while index < count, isDigit(bytes[index]) { index += 1 }
            precision = string(precisionStart..<index)
        }
        var length = dialect.hasLengthModifiers ? PrintfPlaceholder.readLengthModifier(bytes, at: &index) : ""
        guard index < count else { return nil }
        let byte = bytes[index]
        if dialect == .java, byte == UInt8(ascii: "n") {
            // A line break: no argument, no flags.
            guard position == nil, flags.isEmpty, width == nil, precision == nil else { return nil }
            return PrintfPlaceholder(conversion: "n", range: start..<index + 1, text: "%n")
        }
        guard dialect.isConversion(byte) else { return nil }
        if dialect == .java, byte == UInt8(ascii: "t") || byte == UInt8(ascii: "T") {
            guard index + 1 < count, PrintfDialect.isJavaDateSuffix(bytes[index + 1]) else { return nil }
            length = String(UnicodeScalar(bytes[index + 1]))
            index += 1
        }
        if dialect == .apple, byte == UInt8(ascii: "@"), flags == "#" {
            // A String Catalog or stringsdict substitution: `%#@name@` is one placeholder.
            var end = index + 1
            while end < count, isNameByte(bytes[end]) { end += 1 }
            if end > index + 1, end < count, bytes[end] == UInt8(ascii: "@") { index = end }
        }
        let range = start..<index + 1
        return PrintfPlaceholder(position: position, flags: flags, width: width, precision: precision, length: length,
                                 conversion: Character(UnicodeScalar(byte)), range: range, text: string(range))
    }
}

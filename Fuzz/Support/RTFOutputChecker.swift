/// Checks RTF emitter output: plain ASCII, a `{\rtf1` document whose braces balance
/// (escaped `\{`, `\}` and `\\` aside) and close only at the very end, no raw control byte
/// but line breaks.
enum RTFOutputChecker {
    static func check(_ output: [UInt8]) {
        require(output.starts(with: Array("{\\rtf1".utf8)), "RTF output does not start with {\\rtf1")
        var depth = 0
        var index = 0
        var lastClose = -1
        while index < output.count {
            let byte = output[index]
            require(byte < 0x80, "non-ASCII byte 0x\(String(byte, radix: 16)) in RTF at byte \(index)")
            require(byte >= 0x20 || byte == 0x0A || byte == 0x0D, "raw control byte 0x\(String(byte, radix: 16)) in RTF at byte \(index)")
            switch byte {
            case UInt8(ascii: "\\"):
                // A control word or symbol: the byte after the backslash is never a group delimiter.
                index += 2
                continue
            case UInt8(ascii: "{"):
                require(depth > 0 || index == 0, "a group opens after the document closed, at byte \(index)")
                depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                require(depth >= 0, "unbalanced '}' in RTF at byte \(index)")
                if depth == 0 { lastClose = index }
            default:
                break
            }
            index += 1
        }
        require(depth == 0, "RTF output leaves \(depth) group(s) open")
        let trailing = output[(lastClose + 1)...]
        require(trailing.allSatisfy { $0 == 0x0A || $0 == 0x0D }, "RTF output has text after the document's closing brace")
    }
}

/// Checks ANSI emitter output: the only control bytes are newline, tab, a carriage return
/// before a newline (escape sequences may sit between them), and the escape sequences the emitter writes: SGR (`ESC [ digits;… m`)
/// and OSC 8 hyperlinks (`ESC ] 8 ; params ; URI ESC \`) whose payload holds no control byte.
/// No C1 control (U+0080–U+009F) appears anywhere.
enum ANSIOutputChecker {
    static let escape: UInt8 = 0x1B

    static func check(_ output: [UInt8], allowsEscapes: Bool = true) {
        require(isValidUTF8(output), "ANSI output is not valid UTF-8")
        var index = 0
        while index < output.count {
            let byte = output[index]
            if byte == escape {
                require(allowsEscapes, "unstyled ANSI output holds an escape at byte \(index)")
                index = readEscape(output, at: index)
                continue
            }
            requirePrintable(output, at: index, in: "text")
            index += 1
        }
    }

    /// Returns the offset after the escape sequence at `start`.
    private static func readEscape(_ output: [UInt8], at start: Int) -> Int {
        require(start + 1 < output.count, "ANSI output ends with a lone ESC")
        var index = start + 2
        switch output[start + 1] {
        case UInt8(ascii: "["):
            while index < output.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(output[index]) || output[index] == UInt8(ascii: ";") || output[index] == UInt8(ascii: ":") {
                index += 1
            }
            require(index < output.count && output[index] == UInt8(ascii: "m"), "a CSI sequence at byte \(start) is not SGR (…m)")
            return index + 1
        case UInt8(ascii: "]"):
            require(output[index...].starts(with: Array("8;".utf8)), "an OSC sequence at byte \(start) is not OSC 8")
            index += 2
            while index < output.count, output[index] != escape {
                requirePrintable(output, at: index, in: "OSC 8 payload")
                require(output[index] != 0x0A && output[index] != 0x09, "a line break or tab inside an OSC 8 payload at byte \(index)")
                index += 1
            }
            require(index + 1 < output.count && output[index + 1] == UInt8(ascii: "\\"), "an OSC 8 sequence at byte \(start) does not end with ESC \\")
            return index + 2
        default:
            require(false, "ESC followed by 0x\(String(output[start + 1], radix: 16)) at byte \(start): not an escape the emitter writes")
            return index
        }
    }

    /// Whether the next byte after `index` that is not part of an escape sequence is a line
    /// feed: the emitter keeps a CRLF's CR raw and closes styles and links between CR and LF.
    private static func lineFeedFollows(_ output: [UInt8], after index: Int) -> Bool {
        var cursor = index + 1
        while cursor + 1 < output.count, output[cursor] == escape {
            if output[cursor + 1] == UInt8(ascii: "[") {
                guard let end = output[cursor...].firstIndex(of: UInt8(ascii: "m")) else { return false }
                cursor = end + 1
            } else if output[cursor + 1] == UInt8(ascii: "]") {
                guard let end = output[(cursor + 2)...].firstIndex(of: escape) else { return false }
                cursor = end + 2
            } else {
                return false
            }
        }
        return cursor < output.count && output[cursor] == 0x0A
    }

    private static func requirePrintable(_ output: [UInt8], at index: Int, in what: String) {
        let byte = output[index]
        let allowedControl = byte == 0x0A || byte == 0x09 || (byte == 0x0D && lineFeedFollows(output, after: index))
        require(byte >= 0x20 && byte != 0x7F || allowedControl, "raw control byte 0x\(String(byte, radix: 16)) in ANSI \(what) at byte \(index)")
        require(!(byte == 0xC2 && index + 1 < output.count && (0x80...0x9F).contains(output[index + 1])), "a C1 control in ANSI \(what) at byte \(index)")
    }
}

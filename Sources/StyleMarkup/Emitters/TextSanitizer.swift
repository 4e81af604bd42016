/// Makes text safe to print on a terminal: control characters are shown, never sent raw.
///
/// Tab and newline pass through, as does a carriage return that starts a CRLF line break.
/// Other C0 controls become their Unicode Control Pictures (ESC → `␛`, U+2400 + code), DEL
/// becomes `␡`, and C1 controls (U+0080–U+009F) become U+FFFD.
enum TextSanitizer {
    /// Appends `text` to `output`, replacing control characters.
    static func appendVisible(_ text: ArraySlice<UInt8>, to output: inout [UInt8]) {
        text.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var start = 0
            var index = 0
            while index < count {
                // Skip eight bytes at a time while none is a control byte, DEL or 0xC2 (C1 lead).
                if index + 8 <= count {
                    let word = UnsafeRawPointer(buffer.baseAddress! + index).loadUnaligned(as: UInt64.self)
                    if !mayHoldControl(word) {
                        index += 8
                        continue
                    }
                }
                let byte = buffer[index]
                let isC0 = byte < 0x20 && byte != 0x09 && byte != 0x0A && !(byte == 0x0D && index + 1 < count && buffer[index + 1] == 0x0A)
                let isC1 = byte == 0xC2 && index + 1 < count && (0x80...0x9F).contains(buffer[index + 1])
                guard isC0 || byte == 0x7F || isC1 else {
                    index += 1
                    continue
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<index]))
                if isC1 {
                    output.append(contentsOf: [0xEF, 0xBF, 0xBD])
                    index += 2
                } else {
                    let picture = byte == 0x7F ? Unicode.Scalar(0x2421)! : Unicode.Scalar(0x2400 + UInt32(byte))!
                    output.append(contentsOf: String(picture).utf8)
                    index += 1
                }
                start = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<count]))
        }
    }

    private static func mayHoldControl(_ word: UInt64) -> Bool {
        let ones = ByteWord.ones
        let highs = ByteWord.highs
        return (word &- ones &* 0x20) & ~word & highs != 0 || ByteWord.hasZero(word ^ ByteWord.repeating(0x7F)) || ByteWord.hasZero(word ^ ByteWord.repeating(0xC2))
    }

    /// `text` with control characters replaced.
    static func visible(_ text: String) -> String {
        var output: [UInt8] = []
        appendVisible(Array(text.utf8)[...], to: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// Diagnostics show what they quote as the ANSI format shows text, on one line.
extension DiagnosticText {
    /// `text` as one line that reaches a terminal or a log inert: every line break (LF, CR,
    /// CRLF, NEL, U+2028, U+2029) is shown as `↵`, a tab as `␉`, and every other control
    /// character as the ANSI emitter shows it in text (``TextSanitizer``): a C0 control as its
    /// Unicode Control Picture (ESC → `␛`), DEL as `␡`, a C1 control as U+FFFD.
    package static func visible(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        var oneLine = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        var pending = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar.value {
            case 0x0D:
                if pending == "\n" { pending = scalars.next() }
                oneLine.append("↵")
            case 0x0A, 0x85, 0x2028, 0x2029: oneLine.append("↵")
            case 0x09: oneLine.append("␉")
            default: oneLine.append(scalar)
            }
        }
        return TextSanitizer.visible(String(oneLine))
    }
}

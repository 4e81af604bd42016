/// The directives of the dialects that are neither printf-like nor braces: the shell's
/// `$NAME` and `${NAME}` (as `envsubst` and `eval_gettext` replace them), Lisp's and Scheme's
/// `~` directives, the numbered `%1` of Qt (also `%L1`), KDE, YCP and Smalltalk (also
/// `%<yes|no>1`), and Qt's plural count `%n` (`%Ln`).
enum OtherDirectives {
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    /// The shell's `$NAME` (a letter or `_`, then letters, digits and `_`) and `${NAME}`.
    static func scanShell(_ bytes: [UInt8]) -> [FormatDirective] {
        var found: [FormatDirective] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count else { index += 1; continue }
            let braced = bytes[index + 1] == UInt8(ascii: "{")
            let nameStart = index + (braced ? 2 : 1)
            var nameEnd = nameStart
            if nameEnd < bytes.count, isLetter(bytes[nameEnd]) {
                while nameEnd < bytes.count, PercentDirectives.isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            }
            let closed = !braced || (nameEnd < bytes.count && bytes[nameEnd] == UInt8(ascii: "}"))
            guard nameEnd > nameStart, closed else { index += 1; continue }
            let end = braced ? nameEnd + 1 : nameEnd
            found.append(FormatDirective(range: index..<end, argument: .name(String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)), type: ""))
            index = end
        }
        return found
    }

    /// Lisp's and Scheme's `~[parameters][:][@]directive`: parameters are numbers, `'c`, `v`
    /// and `#`, separated by commas; `~/name/` calls a function. `~~`, `~%`, `~&` and `~|`
    /// write text and take no argument.
    static func scanTilde(_ bytes: [UInt8]) -> [FormatDirective] {
        var found: [FormatDirective] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "~") else { index += 1; continue }
            var end = index + 1
            var takesParameters = false
            while end < bytes.count {
                let byte = bytes[end]
                if PercentDirectives.isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ",") {
                    end += 1
                } else if byte == UInt8(ascii: "'"), end + 1 < bytes.count {
                    end += 2
                } else if byte == UInt8(ascii: "v") || byte == UInt8(ascii: "V") || byte == UInt8(ascii: "#") {
                    takesParameters = takesParameters || byte != UInt8(ascii: "#")
                    end += 1
                } else {
                    break
                }
            }
            while end < bytes.count, bytes[end] == UInt8(ascii: ":") || bytes[end] == UInt8(ascii: "@") { end += 1 }
            guard end < bytes.count else { break }
            var directive = bytes[end]
            if directive == UInt8(ascii: "/") {
                var close = end + 1
                while close < bytes.count, bytes[close] != UInt8(ascii: "/") { close += 1 }
                guard close < bytes.count else { break }
                end = close
            }
            if directive >= UInt8(ascii: "A"), directive <= UInt8(ascii: "Z") { directive |= 0x20 }
            let writesText = "~%&|\n".utf8.contains(directive) && !takesParameters
            let type = tildeGroups.first { $0.utf8.contains(directive) } ?? String(UnicodeScalar(directive))
            found.append(FormatDirective(range: index..<end + 1, argument: writesText ? .none : .next, type: type))
            index = end + 1
        }
        return found
    }

    /// The directives that format the same kind of value: any object, an integer, a real number.
    private static let tildeGroups = ["asw", "dboxr", "feg$"]

    /// `%1` … `%99` (`localized`: Qt's `%L1` too; `smalltalk`: `%<yes|no>1` too). With
    /// `escapedPercent` (YCP, Smalltalk), `%%` is a literal percent sign; Qt and KDE have no
    /// such escape (`%%1` is a percent sign and `%1`).
    static func scanNumbered(_ bytes: [UInt8], localized: Bool, smalltalk: Bool, escapedPercent: Bool) -> [FormatDirective] {
        var found: [FormatDirective] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count else { index += 1; continue }
            if escapedPercent, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            var digits = index + 1
            if localized, bytes[digits] == UInt8(ascii: "L") { digits += 1 }
            if smalltalk, bytes[digits] == UInt8(ascii: "<") {
                while digits < bytes.count, bytes[digits] != UInt8(ascii: ">") { digits += 1 }
                digits += 1
            }
            var end = digits
            while end < bytes.count, PercentDirectives.isDigit(bytes[end]) { end += 1 }
            guard end > digits else { index += 1; continue }
            found.append(FormatDirective(range: index..<end, argument: .number(PercentDirectives.number(bytes[digits..<end])), type: ""))
            index = end
        }
        return found
    }

    /// Qt's plural count: `%n` and `%Ln`.
    static func scanQtPlural(_ bytes: [UInt8]) -> [FormatDirective] {
        var found: [FormatDirective] = []
        var index = 0
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let localized = bytes[index + 1] == UInt8(ascii: "L")
            let letter = index + (localized ? 2 : 1)
            guard letter < bytes.count, bytes[letter] == UInt8(ascii: "n") else { index += 1; continue }
            found.append(FormatDirective(range: index..<letter + 1, argument: .number(0), type: ""))
            index = letter + 1
        }
        return found
    }
}

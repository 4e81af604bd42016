import StyleMarkup

/// The `<inttypes.h>` macros that gettext writes into C-format strings: `printf("%" PRIu64,
/// n)` is extracted as `%<PRIu64>`, and each translation's `msgstr` must keep it. Such a
/// sequence is a placeholder, not a tag.
///
/// Grammar: `%[n$][flags][width][.precision]<PRI` or `<SCN`, a conversion from `d i o u x X`,
/// then `8 16 32 64`, `LEAST8`…`LEAST64`, `FAST8`…`FAST64`, `MAX` or `PTR`, then `>`.
package enum InttypesPlaceholders {
    /// Every macro placeholder of `value`, in order; its length modifier is the macro's width
    /// (`<64`, `<MAX`), so `%<PRIu64>` and `%<PRIu32>` differ.
    static func scan(_ value: String) -> [PrintfPlaceholder] {
        var found: [PrintfPlaceholder] = []
        forEach(in: value) { found.append($0) }
        return found
    }

    /// `value` with the `<` and `>` of each macro replaced by spaces (same byte offsets), so the
    /// markup readers do not take `<PRIu64>` for a tag; `nil` when there is none.
    static func masked(_ value: String) -> String? {
        var ranges: [Range<Int>] = []
        forEach(in: value) { ranges.append($0.range) }
        guard !ranges.isEmpty else { return nil }
        var bytes = Array(value.utf8)
        for range in ranges {
            for index in range where bytes[index] == UInt8(ascii: "<") || bytes[index] == UInt8(ascii: ">") { bytes[index] = 0x20 }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `value` may hold a macro at all (a cheap test before scanning).
    static func mayContain(_ value: String) -> Bool {
        // Only the bytes after each `<` are looked at, where the string's bytes are in one piece
        // (a native string): the byte loop below cost lint 6% of its instructions.
        let found = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var start = 0
            while let angle = bytes[start...].firstIndex(of: UInt8(ascii: "<")) {
                if angle + 3 < bytes.count, (bytes[angle + 1], bytes[angle + 2], bytes[angle + 3]) == (UInt8(ascii: "P"), UInt8(ascii: "R"), UInt8(ascii: "I"))
                    || (bytes[angle + 1], bytes[angle + 2], bytes[angle + 3]) == (UInt8(ascii: "S"), UInt8(ascii: "C"), UInt8(ascii: "N")) {
                    return true
                }
                start = angle + 1
            }
            return false
        }
        if let found { return found }
        // A byte scan: Foundation's `contains` on every string cost lint a tenth of its time.
        var matched = 0  // bytes of "<PRI" or "<SCN" matched so far
        var isPRI = true
        for byte in value.utf8 {
            switch (matched, byte) {
            case (_, UInt8(ascii: "<")): matched = 1
            case (1, UInt8(ascii: "P")): (matched, isPRI) = (2, true)
            case (1, UInt8(ascii: "S")): (matched, isPRI) = (2, false)
            case (2, UInt8(ascii: "R")) where isPRI, (2, UInt8(ascii: "C")) where !isPRI: matched = 3
            case (3, UInt8(ascii: "I")) where isPRI, (3, UInt8(ascii: "N")) where !isPRI: return true
            default: matched = 0
            }
        }
        return false
    }

    /// The end of an `<inttypes.h>` macro at `start`, the rest of a placeholder after its flags,
    /// width and precision: as gettext writes it, `<PRIu64>`, or as C source spells it, `" PRIu64
    /// "` (`PRI` or `SCN`, a conversion from `d i o u x X`, then `8 16 32 64`, `LEAST…`, `FAST…`,
    /// `MAX` or `PTR`); `nil` when none starts there.
    package static func macroEnd(_ bytes: [UInt8], at start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        let open = bytes[start]
        guard open == UInt8(ascii: "<") || open == UInt8(ascii: "\"") else { return nil }
        let close = open == UInt8(ascii: "<") ? UInt8(ascii: ">") : open
        var index = start + 1
        func skipSpaces() { while open == close, index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 } }
        skipSpaces()
        guard index + 4 < bytes.count, bytes[index..<index + 3].elementsEqual("PRI".utf8) || bytes[index..<index + 3].elementsEqual("SCN".utf8),
              "diouxX".utf8.contains(bytes[index + 3]) else { return nil }
        index += 4
        let widthStart = index
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) || (0x41...0x5A).contains(bytes[index]) { index += 1 }  // 0-9, A-Z
        let width = String(decoding: bytes[widthStart..<index], as: UTF8.self)
        guard Self.widths.contains(width) else { return nil }
        skipSpaces()
        guard index < bytes.count, bytes[index] == close else { return nil }
        return index + 1
    }

    private static let widths: Set<String> = ["8", "16", "32", "64", "LEAST8", "LEAST16", "LEAST32", "LEAST64",
                                              "FAST8", "FAST16", "FAST32", "FAST64", "MAX", "PTR"]

    private static func forEach(in value: String, _ body: (PrintfPlaceholder) -> Void) {
        guard mayContain(value) else { return }
        let bytes = Array(value.utf8)
        let count = bytes.count
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        var index = 0
        while index < count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let start = index
            var at = index + 1
            var position: Int?
            var digitsEnd = at
            while digitsEnd < count, isDigit(bytes[digitsEnd]) { digitsEnd += 1 }
            if digitsEnd > at, digitsEnd < count, bytes[digitsEnd] == UInt8(ascii: "$"), bytes[at] != UInt8(ascii: "0") {
                position = Int(String(decoding: bytes[at..<digitsEnd], as: UTF8.self))
                at = digitsEnd + 1
            }
            let flagsStart = at
            while at < count, "-+ #0'".utf8.contains(bytes[at]) { at += 1 }
            let flags = String(decoding: bytes[flagsStart..<at], as: UTF8.self)
            let widthStart = at
            while at < count, isDigit(bytes[at]) { at += 1 }
            let width = at > widthStart ? String(decoding: bytes[widthStart..<at], as: UTF8.self) : nil
            var precision: String?
            if at < count, bytes[at] == UInt8(ascii: ".") {
                let precisionStart = at + 1
                at += 1
                while at < count, isDigit(bytes[at]) { at += 1 }
                precision = String(decoding: bytes[precisionStart..<at], as: UTF8.self)
            }
            guard at + 5 < count, bytes[at] == UInt8(ascii: "<"),
                  bytes[at + 1...at + 3].elementsEqual("PRI".utf8) || bytes[at + 1...at + 3].elementsEqual("SCN".utf8),
                  "diouxX".utf8.contains(bytes[at + 4]) else {
                index = start + 1
                continue
            }
            let conversion = Character(Unicode.Scalar(bytes[at + 4]))
            let widthAt = at + 5
            var close = widthAt
            while close < count, close - widthAt <= 7, bytes[close] != UInt8(ascii: ">") { close += 1 }
            let macroWidth = String(decoding: bytes[widthAt..<min(close, count)], as: UTF8.self)
            guard close < count, bytes[close] == UInt8(ascii: ">"), widths.contains(macroWidth) else {
                index = start + 1
                continue
            }
            let range = start..<close + 1
            body(PrintfPlaceholder(position: position, flags: flags, width: width, precision: precision, length: "<" + macroWidth,
                                   conversion: conversion, range: range, text: String(decoding: bytes[range], as: UTF8.self)))
            index = close + 1
        }
    }
}

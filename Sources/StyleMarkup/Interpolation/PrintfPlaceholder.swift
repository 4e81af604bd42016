/// One printf placeholder in a localized string, such as `%@`, `%d`, `%1$@` or `%2$lld`.
///
/// The grammar is printf's shape as Apple platforms read it:
///
/// ```
/// %[n$][flags][width][.precision][length]conversion
/// ```
///
/// - `n$`: a 1-based argument position (`%2$@`), for translations that reorder arguments;
/// - flags: any of `-`, `+`, space, `#`, `0`, `'`;
/// - width and precision: decimal digits (`*`, which takes them from an argument, is not
///   supported, and such a sequence is not a placeholder);
/// - length: one of `hh`, `h`, `l`, `ll`, `q`, `z`, `t`, `j`, `L`;
/// - conversion: one of `@ d i u o x X f F e E g G a A c C s S p`.
///
/// `%%` is a literal percent sign, not a placeholder. A `%` that does not start a complete
/// placeholder (`100%`, `%y`, `%1$`) is left alone as text.
///
/// ```swift
/// let found = PrintfPlaceholder.scan("%2$@ sent you %1$lld photos")
/// found.map(\.text)       // ["%2$@", "%1$lld"]
/// found.map(\.position)   // [2, 1]
/// found[1].length         // "ll"
/// ```
///
/// The scanner knows nothing about markup or arguments; ``MarkupTemplate`` builds on it to
/// fill templates safely; `markupc lint` reads each file in its own platform's printf dialect
/// (Apple's, Java's for Android, C's for gettext).
package struct PrintfPlaceholder: Hashable, Sendable {
    /// The 1-based argument position written as `n$` (`2` in `%2$@`), or `nil` when the
    /// placeholder is not numbered and takes the next argument in turn.
    package var position: Int?
    /// The flags as written, in order (`"-0"` in `%-05d`), or `""` when there are none.
    package var flags: String
    /// The minimum field width as written in digits (`"5"` in `%-05d`), or `nil`.
    package var width: String?
    /// The precision as written after `.` (`"2"` in `%.2f`), or `nil` when there is no `.`.
    /// A `.` with no digits (`%.f`) is the empty string, which printf reads as precision 0.
    package var precision: String?
    /// The length modifier: `""`, `hh`, `h`, `l`, `ll`, `q`, `z`, `t`, `j` or `L`.
    package var length: String
    /// The conversion character: one of `@ d i u o x X f F e E g G a A c C s S p`.
    package var conversion: Character
    /// Where the placeholder is in the string it was scanned from, as UTF-8 byte offsets
    /// (0-based), from its `%` to just after its conversion character.
    package var range: Range<Int>
    /// The placeholder exactly as written (`"%1$-5.2lf"`).
    package var text: String

    /// Creates a placeholder from its parts.
    package init(position: Int? = nil, flags: String = "", width: String? = nil, precision: String? = nil,
                length: String = "", conversion: Character, range: Range<Int>, text: String) {
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
        self.range = range
        self.text = text
    }

    /// Whether the placeholder names its argument with `n$`.
    package var isNumbered: Bool { position != nil }

    /// Finds every placeholder in `template`, in order.
    ///
    /// `%%` is skipped (it is a literal percent sign), and so is any `%` that does not begin a
    /// complete placeholder, including those whose width or precision is `*`. The scan is one
    /// pass over the string's UTF-8 bytes.
    package static func scan(_ template: String) -> [PrintfPlaceholder] {
        var result: [PrintfPlaceholder] = []
        forEachToken(in: template) { token in
            if case .placeholder(let placeholder) = token { result.append(placeholder) }
        }
        return result
    }

    // MARK: - Tokens (shared with MarkupTemplate)

    /// A `%` sequence found while scanning: a placeholder, `%%`, or a placeholder shape that
    /// uses `*` (which ``scan(_:)`` treats as text but a template filler should reject).
    package enum Token {
        /// A complete placeholder.
        case placeholder(PrintfPlaceholder)
        /// `%%`, at this byte range.
        case literalPercent(Range<Int>)
        /// A well-formed sequence whose width or precision is `*`, at this byte range.
        case starPlaceholder(Range<Int>, text: String)
    }

    /// Calls `body` for every `%` token of `template`, in order. Text between tokens, and `%`
    /// sequences that are malformed, are not reported.
    package static func forEachToken(in template: String, _ body: (Token) -> Void) {
        var copy = template
        copy.withUTF8 { bytes in
            var index = 0
            let count = bytes.count
            while index < count {
                guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
                if let (token, end) = parse(bytes, at: index) {
                    body(token)
                    index = end
                } else {
                    index += 1
                }
            }
        }
    }

    /// Parses the `%` sequence at `start` (which holds `%`). Returns the token and the offset
    /// just past it, or `nil` when the sequence is malformed.
    ///
    /// It reads only bytes that cannot be `%`, so a scan that resumes after `start` on failure
    /// examines each byte a bounded number of times.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Token, Int)? {
        let count = bytes.count
        var index = start + 1
        guard index < count else { return nil }
        if bytes[index] == UInt8(ascii: "%") {
            return (.literalPercent(start..<index + 1), index + 1)
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func digits(from first: Int) -> Int {
            var end = first
            while end < count, isDigit(bytes[end]) { end += 1 }
            return end
        }
        func string(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        // n$: digits starting 1-9, then '$'. Otherwise the digits are a width, read below.
        var position: Int?
        if bytes[index] >= UInt8(ascii: "1") && bytes[index] <= UInt8(ascii: "9") {
            let end = digits(from: index)
            if end < count, bytes[end] == UInt8(ascii: "$") {
                // A position too large for Int is no argument anyone has; treat as malformed.
                guard let value = Int(string(index..<end)) else { return nil }
                position = value
                index = end + 1
            }
        }

        // Flags.
        let flagsStart = index
        while index < count {
            switch bytes[index] {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"),
                 UInt8(ascii: "0"), UInt8(ascii: "'"):
                index += 1
                continue
            default:
                break
            }
            break
        }
        let flags = string(flagsStart..<index)

        // Width: digits or '*'.
        var usesStar = false
        var width: String?
        if index < count, bytes[index] == UInt8(ascii: "*") {
            usesStar = true
            index += 1
            index = skipStarPosition(bytes, from: index)
        } else {
            let end = digits(from: index)
            if end > index { width = string(index..<end) }
            index = end
        }

        // Precision: '.' then digits or '*'.
        var precision: String?
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "*") {
                usesStar = true
                index += 1
                index = skipStarPosition(bytes, from: index)
            } else {
                let end = digits(from: index)
                precision = string(index..<end)
                index = end
            }
        }

        // Length modifier.
        let length = readLengthModifier(bytes, at: &index)

        // Conversion.
        guard index < count, let conversion = conversionCharacter(bytes[index]) else { return nil }
        let range = start..<index + 1
        if usesStar {
            return (.starPlaceholder(range, text: string(range)), index + 1)
        }
        let placeholder = PrintfPlaceholder(position: position, flags: flags, width: width, precision: precision,
                                            length: length, conversion: conversion, range: range, text: string(range))
        return (.placeholder(placeholder), index + 1)
    }

    /// Skips the optional `n$` after a `*` (`%*2$d`), returning the offset after it.
    private static func skipStarPosition(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var end = start
        while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
        if end > start, end < bytes.count, bytes[end] == UInt8(ascii: "$") { return end + 1 }
        return start
    }

    /// The conversion character for `byte`, or `nil` if it is not one.
    private static func conversionCharacter(_ byte: UInt8) -> Character? {
        switch byte {
        case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"), UInt8(ascii: "o"),
             UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"),
             UInt8(ascii: "E"), UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"),
             UInt8(ascii: "c"), UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"):
            return Character(UnicodeScalar(byte))
        default:
            return nil
        }
    }
}

extension PrintfPlaceholder {
    /// Reads printf's length modifier at `index` (`hh`, `h`, `l`, `ll`, `q`, `z`, `t`, `j` or
    /// `L`), moving `index` past it; `""` when there is none. Apple's and C's printf read the
    /// same modifiers, so the runtime and lint's dialects share this one reading.
    package static func readLengthModifier(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> String {
        guard index < bytes.count else { return "" }
        switch bytes[index] {
        case UInt8(ascii: "h"), UInt8(ascii: "l"):
            let letter = bytes[index]
            index += 1
            guard index < bytes.count, bytes[index] == letter else { return letter == UInt8(ascii: "h") ? "h" : "l" }
            index += 1
            return letter == UInt8(ascii: "h") ? "hh" : "ll"
        case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
            index += 1
            return String(UnicodeScalar(bytes[index - 1]))
        default:
            return ""
        }
    }
}

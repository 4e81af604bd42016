/// Finds printf-like directives (`%s`, `%1$d`, `%(name)s`, `%[2]v`, `%<PRId64>`) in one
/// language's ``PercentTable``, and Boost.Format's (`%1%`, `%|1$+5d|`). `%%` is a literal percent
/// sign; a `%` that starts no complete directive is text.
enum PercentDirectives {
    /// The directives of `bytes` read with `table`, in order.
    static func scan(_ bytes: [UInt8], table: PercentTable) -> [FormatDirective] {
        var found: [FormatDirective] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") { index += 2; continue }
            if let directive = directive(bytes, at: index, table: table) {
                found.append(directive)
                index = directive.range.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    /// Boost.Format's directives: `%N%`, `%|spec|` and printf's (with `N$` positions).
    static func scanBoost(_ bytes: [UInt8]) -> [FormatDirective] {
        var found: [FormatDirective] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if next == UInt8(ascii: "%") { index += 2; continue }
            var end = index + 1
            if isDigit(next) {
                while end < bytes.count, isDigit(bytes[end]) { end += 1 }
                if end < bytes.count, bytes[end] == UInt8(ascii: "%") {
                    // `%1%` formats its argument as `%1$s` does.
                    found.append(FormatDirective(range: index..<end + 1, argument: .number(number(bytes[(index + 1)..<end])), type: "s"))
                    index = end + 1
                    continue
                }
            }
            if next == UInt8(ascii: "|") {
                end = index + 2
                while end < bytes.count, bytes[end] != UInt8(ascii: "|") { end += 1 }
                if end < bytes.count, let inner = directive([UInt8(ascii: "%")] + bytes[(index + 2)..<end], at: 0, table: .c) {
                    found.append(FormatDirective(range: index..<end + 1, argument: inner.argument, type: inner.type))
                    index = end + 1
                    continue
                }
            }
            if let directive = directive(bytes, at: index, table: .c) {
                found.append(directive)
                index = directive.range.upperBound
            } else {
                index += 1
            }
        }
        return found
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
    }

    static func number(_ digits: ArraySlice<UInt8>) -> Int {
        digits.reduce(0) { min($0 * 10 + Int($1 - UInt8(ascii: "0")), 1_000_000) }
    }

    /// The directive whose `%` is at `start`, or `nil` when the `%` starts none.
    private static func directive(_ bytes: [UInt8], at start: Int, table: PercentTable) -> FormatDirective? {
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func name(from first: Int, to close: UInt8) -> (String, Int)? {
            var end = first
            while end < count, bytes[end] != close { end += 1 }
            guard end < count, end > first else { return nil }
            return (String(decoding: bytes[first..<end], as: UTF8.self), end + 1)
        }
        var index = start + 1
        var argument = FormatDirective.Argument.next
        // The argument, by name or number.
        switch table.names {
        case .parenthesized where at(index) == UInt8(ascii: "("):
            guard let (found, end) = name(from: index + 1, to: UInt8(ascii: ")")) else { return nil }
            argument = .name(found)
            index = end
        case .ruby where at(index) == UInt8(ascii: "{"):
            guard let (found, end) = name(from: index + 1, to: UInt8(ascii: "}")) else { return nil }
            // `%{name}` writes the argument as a string, as `%<name>s` does.
            return FormatDirective(range: start..<end, argument: .name(found), type: table.group(of: UInt8(ascii: "s")) ?? "")
        case .ruby where at(index) == UInt8(ascii: "<"):
            guard let (found, end) = name(from: index + 1, to: UInt8(ascii: ">")) else { return nil }
            argument = .name(found)
            index = end
        case .none, .parenthesized, .ruby:
            break
        }
        if argument == .next, let (number, end) = position(bytes, at: index, table: table) {
            argument = number.map { .number($0) } ?? .next
            index = end
        }
        if table.previousArgument, at(index) == UInt8(ascii: "<") { index += 1 }
        // Flags (PHP's `'c` pads with c; Perl's `v` and `*v` print a vector).
        while index < count {
            let byte = bytes[index]
            if table.paddingCharacter, byte == UInt8(ascii: "'"), index + 1 < count {
                index += 2
            } else if table.vectorFlag, byte == UInt8(ascii: "v") || (byte == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "v")) {
                index += byte == UInt8(ascii: "v") ? 1 : 2
            } else if table.flags.utf8.contains(byte) {
                index += 1
            } else {
                break
            }
        }
        // Width and precision: digits, or `*` (with its own `n$` or Go's `[n]`; without, it
        // takes the next argument, an integer).
        var starTypes: [String] = []
        func skipCount() {
            if table.position == .bracket, at(index) == UInt8(ascii: "["), let (_, end) = position(bytes, at: index, table: table) { index = end }
            if table.starWidth, at(index) == UInt8(ascii: "*") {
                index += 1
                if table.position == .dollar, let (_, end) = position(bytes, at: index, table: table) {
                    index = end
                } else if table.position != .bracket {
                    starTypes.append(table.group(of: UInt8(ascii: "d")) ?? "")
                }
            } else {
                while isDigit(at(index)) { index += 1 }
            }
        }
        skipCount()
        if at(index) == UInt8(ascii: ".") {
            index += 1
            skipCount()
        }
        if table.position == .bracket, at(index) == UInt8(ascii: "["), let (number, end) = position(bytes, at: index, table: table) {
            argument = number.map { .number($0) } ?? argument
            index = end
        }
        if table.inttypesMacros, at(index) == UInt8(ascii: "<"), let (macro, end) = name(from: index + 1, to: UInt8(ascii: ">")),
           macro.hasPrefix("PRI") {
            return FormatDirective(range: start..<end, argument: argument, type: String(macro.dropFirst(3)))
        }
        var length = ""
        for candidate in table.lengths where bytes[min(index, count)...].starts(with: candidate.utf8) {
            length = candidate
            index += candidate.utf8.count
            break
        }
        let conversion = at(index)
        guard index < count, table.isConversion(conversion) else { return nil }
        if table.noArgument.utf8.contains(conversion) {
            return FormatDirective(range: start..<index + 1, argument: .none, type: String(UnicodeScalar(conversion)))
        }
        if table.dateConversions, conversion == UInt8(ascii: "t") || conversion == UInt8(ascii: "T") {
            guard isNameByte(at(index + 1)) else { return nil }
            index += 1
        }
        return FormatDirective(range: start..<index + 1, argument: argument, starTypes: argument == .next ? starTypes : [],
                               type: length + (table.group(of: conversion) ?? ""))
    }

    /// The argument position at `index` in the table's style and the offset after it; the number
    /// is `nil` for Pascal's `*:`.
    private static func position(_ bytes: [UInt8], at index: Int, table: PercentTable) -> (Int?, Int)? {
        var end = index
        switch table.position {
        case .none:
            return nil
        case .dollar, .colon:
            let terminator = table.position == .dollar ? UInt8(ascii: "$") : UInt8(ascii: ":")
            if table.position == .colon, end < bytes.count, bytes[end] == UInt8(ascii: "*") {
                return end + 1 < bytes.count && bytes[end + 1] == terminator ? (nil, end + 2) : nil
            }
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            guard end > index, end < bytes.count, bytes[end] == terminator else { return nil }
            return (number(bytes[index..<end]), end + 1)
        case .bracket:
            guard end < bytes.count, bytes[end] == UInt8(ascii: "[") else { return nil }
            end += 1
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "]") else { return nil }
            return (number(bytes[(index + 1)..<end]), end + 1)
        }
    }
}

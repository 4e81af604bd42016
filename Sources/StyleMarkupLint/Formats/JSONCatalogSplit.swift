import StyleMarkup

/// Where the entries of a string catalog's `"strings"` object are, found by one quick pass over
/// the JSON's structure, so that the entries can be parsed on several threads.
///
/// The pass only skips over string literals and counts brackets; it checks nothing that
/// ``JSONBookReader`` checks. A catalog it does not understand (no top-level object, a
/// `"strings"` key written twice or not at all, nesting close to ``BookValue/maxDepth``, a
/// separator out of place) gives `nil`, and the catalog is read in one piece as before. The
/// parts it finds are then each parsed by ``JSONBookReader``, and any error there also sends
/// the catalog back to the one-piece reading, so every error is reported exactly as before.
struct JSONCatalogSplit {
    /// One member of the `"strings"` object: where its key literal is (quotes included) and
    /// where its value is.
    struct Entry {
        var key: Range<Int>
        var value: Range<Int>
    }

    /// The value of the top-level `"strings"` member, from `{` to just after `}`.
    var strings: Range<Int>
    /// The members of that object, in file order.
    var entries: [Entry]

    /// Nesting (inside an entry's value) from which the catalog is read in one piece, well
    /// below the depth limit the one-piece reading checks.
    private static let maxEntryDepth = BookValue.maxDepth - 8

    /// Splits `text`, or `nil` when it is not a catalog this pass understands.
    init?(_ text: UnsafeBufferPointer<UInt8>) {
        var scanner = Scanner(text: text)
        scanner.skipSpace()
        guard scanner.take(UInt8(ascii: "{")) else { return nil }
        scanner.skipSpace()
        var found: Range<Int>?
        var entries: [Entry] = []
        let members = scanner.members { _, key, scanner in
            let start = scanner.index
            guard key.elementsEqual("strings".utf8), start < text.count, text[start] == UInt8(ascii: "{") else { return scanner.skipValue() }
            guard found == nil else { return false }
            scanner.index += 1
            scanner.skipSpace()
            let read = scanner.members { key, _, scanner in
                let value = scanner.index
                guard scanner.skipValue() else { return false }
                entries.append(Entry(key: key, value: value..<scanner.index))
                return true
            }
            found = start..<scanner.index
            return read
        }
        guard members, let strings = found else { return nil }
        scanner.skipSpace()
        guard scanner.index == text.count else { return nil }
        self.strings = strings
        self.entries = entries
    }

    /// A position in the text and the moves the pass makes.
    private struct Scanner {
        let text: UnsafeBufferPointer<UInt8>
        var index = 0

        mutating func skipSpace() {
            while index < text.count, text[index] == 0x20 || text[index] == 0x09 || text[index] == 0x0A || text[index] == 0x0D {
                index += 1
            }
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard index < text.count, text[index] == byte else { return false }
            index += 1
            return true
        }

        /// Reads `"key": value, …}` (the object's `{` and the space after it already taken),
        /// calling `body` at each value with the key literal's range and the key's bytes as
        /// written; `body` skips the value. False when `body` is, or when a member is not where
        /// it should be.
        mutating func members(_ body: (Range<Int>, UnsafeBufferPointer<UInt8>, inout Scanner) -> Bool) -> Bool {
            if take(UInt8(ascii: "}")) { return true }
            while true {
                let keyStart = index
                guard index < text.count, text[index] == UInt8(ascii: "\""), skipString() else { return false }
                let key = UnsafeBufferPointer(rebasing: text[keyStart + 1..<index - 1])
                let literal = keyStart..<index
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return false }
                skipSpace()
                guard body(literal, key, &self) else { return false }
                skipSpace()
                if take(UInt8(ascii: "}")) { return true }
                guard take(UInt8(ascii: ",")) else { return false }
                skipSpace()
            }
        }

        /// Skips the string literal at `index` (at its quote).
        mutating func skipString() -> Bool {
            index += 1
            while index < text.count {
                switch text[index] {
                case UInt8(ascii: "\""):
                    index += 1
                    return true
                case UInt8(ascii: "\\"):
                    index += 2
                default:
                    index += 1
                }
            }
            return false
        }

        /// Skips one value: a string, a container up to its matching bracket, or a scalar up
        /// to the next separator.
        mutating func skipValue() -> Bool {
            guard index < text.count else { return false }
            switch text[index] {
            case UInt8(ascii: "\""):
                return skipString()
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var depth = 0
                while index < text.count {
                    switch text[index] {
                    case UInt8(ascii: "\""):
                        guard skipString() else { return false }
                        continue
                    case UInt8(ascii: "{"), UInt8(ascii: "["):
                        depth += 1
                        if depth > JSONCatalogSplit.maxEntryDepth { return false }
                    case UInt8(ascii: "}"), UInt8(ascii: "]"):
                        depth -= 1
                        if depth == 0 {
                            index += 1
                            return true
                        }
                    default:
                        break
                    }
                    index += 1
                }
                return false
            default:
                let start = index
                while index < text.count {
                    switch text[index] {
                    case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
                        return index > start
                    default:
                        index += 1
                    }
                }
                return index > start
            }
        }
    }
}

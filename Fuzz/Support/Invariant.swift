import StyleMarkup

/// Stops the fuzzer with a message naming the broken invariant, so libFuzzer records the
/// input as a crash. `fatalError` traps, which libFuzzer reports as a deadly signal.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
             file: StaticString = #fileID, line: UInt = #line) {
    if !condition() {
        fatalError("fuzz invariant violated: \(message())", file: file, line: line)
    }
}

/// Recomputes line and column of a byte offset in `input` the way `SourceLocation` documents
/// them (1-based; columns count Unicode scalars, i.e. bytes that are not UTF-8 continuation
/// bytes), independently of the library.
func expectedLocation(ofByte offset: Int, in input: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in input[..<min(offset, input.count)] {
        if byte == UInt8(ascii: "\n") {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }
    return (line, column)
}

/// A positioned error must point inside the input (the end counts, for "unexpected end"),
/// and its line and column must be those of its byte offset.
func requireInside(_ location: SourceLocation, _ input: [UInt8], _ what: String) {
    require(location.byteOffset >= 0 && location.byteOffset <= input.count,
            "\(what): byte offset \(location.byteOffset) outside the input of \(input.count) bytes")
    let expected = expectedLocation(ofByte: location.byteOffset, in: input)
    require(location.line == expected.line && location.column == expected.column,
            "\(what): reported \(location.line):\(location.column) for byte \(location.byteOffset), expected \(expected.line):\(expected.column)")
}

/// Ranges of the text must be well formed: inside it, ordered, UTF-16 bounds matching UTF-8 bounds.
struct TextIndex {
    /// `utf16Before[i]` is the number of UTF-16 code units before UTF-8 offset `i`, or -1 when
    /// `i` is not on a scalar boundary.
    let utf16Before: [Int]

    init(_ utf8: [UInt8]) {
        var table = [Int](repeating: -1, count: utf8.count + 1)
        var units = 0
        var index = 0
        while index < utf8.count {
            table[index] = units
            let byte = utf8[index]
            let length = byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            units += length == 4 ? 2 : 1
            index += length
        }
        if index == utf8.count { table[utf8.count] = units }
        utf16Before = table
    }

    /// Checks that `range` lies inside the text and its UTF-16 bounds are its UTF-8 bounds.
    func requireValid(_ range: TextRange, _ what: String) {
        let utf8 = range.utf8
        require(utf8.lowerBound >= 0 && utf8.upperBound < utf16Before.count,
                "\(what): UTF-8 range \(utf8) outside the text of \(utf16Before.count - 1) bytes")
        let start = utf16Before[utf8.lowerBound]
        let end = utf16Before[utf8.upperBound]
        require(start >= 0 && end >= 0, "\(what): UTF-8 range \(utf8) splits a character")
        require(range.utf16 == start..<end, "\(what): UTF-16 range \(range.utf16) does not match UTF-8 range \(utf8) (expected \(start)..<\(end))")
    }
}

/// Whether `bytes` is valid UTF-8 (as Swift's decoder judges it).
func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
        switch decoder.decode(&iterator) {
        case .scalarValue: continue
        case .emptyInput: return true
        case .error: return false
        }
    }
}

import StyleMarkup

/// Decodes one JSON string literal of a file together with its ``PositionMap``, so offsets in
/// the decoded value map back inside the literal: `\"`, `\n`, `\u00E9` and the other escapes
/// map to where the escape starts, and everything else to itself.
///
/// The document's structure is read by ``JSONBookReader``; this re-reads, with the same
/// decoder (``JSONStringLiteral``), only the literals whose positions are needed.
enum JSONStringPositions {
    /// The decoded value of the string literal whose opening quote is at `quote`. With
    /// `argument` (a String Catalog substitution's form), each `%arg` written in the literal
    /// becomes that placeholder (`%2$lld`), every byte of it at the `%` in the file.
    static func decode(at quote: Int, in lines: LineTable,
                       replacingArgWith argument: String? = nil) throws(JSONBookReader.SyntaxError) -> (value: String, positions: PositionMap) {
        var builder = DecodedTextBuilder(lines: lines, startingAt: quote + 1)
        let result = lines.text.withUnsafeBufferPointer { bytes in
            Result { () throws(JSONBookReader.SyntaxError) in
                if let argument {
                    var sink = ArgumentReplacing(builder: builder, text: bytes, argument: Array(argument.utf8))
                    _ = try JSONStringLiteral.decode(bytes, quote: quote, into: &sink)
                    builder = sink.builder
                } else {
                    _ = try JSONStringLiteral.decode(bytes, quote: quote, into: &builder)
                }
            }
        }
        try result.get()
        return builder.finish()
    }

    /// Passes a literal's text on, with each `%arg` in its unescaped runs replaced by the
    /// substitution's placeholder (`%%` is a literal percent sign: an `arg` after it is text).
    private struct ArgumentReplacing: JSONStringSink {
        var builder: DecodedTextBuilder
        let text: UnsafeBufferPointer<UInt8>
        let argument: [UInt8]

        mutating func appendVerbatim(_ range: Range<Int>) {
            var run = range.lowerBound
            var scan = run
            while scan < range.upperBound {
                guard text[scan] == UInt8(ascii: "%") else { scan += 1; continue }
                if scan + 1 < range.upperBound, text[scan + 1] == UInt8(ascii: "%") { scan += 2; continue }
                guard scan + 4 <= range.upperBound, text[scan + 1..<scan + 4].elementsEqual("arg".utf8) else { scan += 1; continue }
                builder.appendVerbatim(run..<scan)
                for byte in argument { builder.append(byte, from: scan, verbatim: false) }
                scan += 4
                run = scan
            }
            builder.appendVerbatim(run..<range.upperBound)
        }

        mutating func appendEscaped(_ scalar: Unicode.Scalar, escapeAt offset: Int) {
            builder.appendEscaped(scalar, escapeAt: offset)
        }
    }
}

/// The position map's builder takes a JSON literal's runs and escapes as they come.
extension DecodedTextBuilder: JSONStringSink {
    mutating func appendEscaped(_ scalar: Unicode.Scalar, escapeAt offset: Int) {
        append(scalar, from: offset)
    }
}

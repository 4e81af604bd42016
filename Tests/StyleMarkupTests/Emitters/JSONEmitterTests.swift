import XCTest
@testable import StyleMarkup

final class JSONEmitterTests: XCTestCase {
    static func attributesJSON(_ attributes: StyleAttributes) -> String {
        var writer = JSONWriter()
        writer.write(attributes)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    private func json(_ input: String, book: String = ##"{"link": {"color": "orange"}, "help": {"action": "help"}}"##, offsets: OffsetUnit = .utf16) throws -> String {
        let compiled = try MarkupCompiler(styleBook: try StyleBook(json: book)).compile(input)
        return JSONEmitter(offsets: offsets).emitString(compiled)
    }

    func testSpecExample() throws {
        XCTAssertEqual(try json("Tap <help>here</help>"), """
        {
          "version": 1,
          "text": "Tap here",
          "offsets": "utf16",
          "runs": [
            {"start": 0, "length": 4, "attributes": {}},
            {"start": 4, "length": 4, "attributes": {"action": "help", "color": "#ffa500"}}
          ],
          "tags": [
            {"name": "help", "start": 4, "length": 4, "depth": 0, "attributes": {}}
          ]
        }

        """)
    }

    func testEmptyDocument() throws {
        XCTAssertEqual(try json(""), "{\n  \"version\": 1,\n  \"text\": \"\",\n  \"offsets\": \"utf16\",\n  \"runs\": [],\n  \"tags\": []\n}\n")
    }

    func testOffsetUnitsForNonBMPAndCombiningText() throws {
        let input = "e\u{301}😀<help>x</help>"
        for (unit, start) in [(OffsetUnit.utf8, 7), (.utf16, 4), (.scalars, 3)] {
            let output = try json(input, offsets: unit)
            XCTAssertTrue(output.contains(##"{"name": "help", "start": \##(start), "length": 1"##), "\(unit): \(output)")
            XCTAssertTrue(output.contains(##""offsets": "\##(unit.rawValue)""##))
        }
    }

    func testOutputIsValidJSONAndEscapesEverything() throws {
        let input = "q\"\\\u{1}\u{7F}\u{85}\u{9B}\u{2028}<help t=\"&lt;/script&gt;&#10;\">x</help>"
        let output = try json(input)
        let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8)) as! [String: Any]
        XCTAssertEqual(parsed["text"] as? String, "q\"\\\u{1}\u{7F}\u{85}\u{9B}\u{2028}x")
        let tags = parsed["tags"] as! [[String: Any]]
        XCTAssertEqual((tags[0]["attributes"] as! [String: String])["t"], "</script>\n")
        XCTAssertTrue(output.contains(##""q\"\\\u0001\u007f\u0085\u009b\u2028x""##), output)
    }

    func testEveryAttributeKeyIsWrittenInOrder() throws {
        let book = ##"""
        {"all": {"action": "go", "background": "rgba(0, 0, 0, 0.5)", "baselineOffset": -1.5, "color": "#AbC",
                 "custom": {"z": [1, "two", false, null], "a": {"k": 2.25}},
                 "font": {"family": "Helvetica Neue", "italic": false, "monospace": true, "size": 17, "textStyle": "body", "weight": 600},
                 "image": {"alt": "*", "height": 10, "name": "star", "src": "https://x.test/star.png", "width": 12},
                 "kern": 0.5, "link": "https://example.com",
                 "paragraph": {"alignment": "justified", "firstLineHeadIndent": 1, "headIndent": 2, "lineHeightMultiple": 1.2, "lineSpacing": 3, "paragraphSpacing": 4},
                 "strikethrough": {"style": "double", "color": "red"}, "underline": "thick"}}
        """##
        let attributes = try XCTUnwrap(try StyleBook(json: book).style(named: "all"))
        XCTAssertEqual(Self.attributesJSON(attributes), ##"{"action": "go", "background": "#00000080", "baselineOffset": -1.5, "color": "#aabbcc", "custom": {"a": {"k": 2.25}, "z": [1, "two", false, null]}, "font": {"family": "Helvetica Neue", "italic": false, "monospace": true, "size": 17, "textStyle": "body", "weight": 600}, "image": {"alt": "*", "height": 10, "name": "star", "src": "https://x.test/star.png", "width": 12}, "kern": 0.5, "link": "https://example.com", "paragraph": {"alignment": "justified", "firstLineHeadIndent": 1, "headIndent": 2, "lineHeightMultiple": 1.2, "lineSpacing": 3, "paragraphSpacing": 4}, "strikethrough": {"color": "#ff0000", "style": "double"}, "underline": {"style": "thick"}}"##)
    }

    func testEscapesAreFoundAtEveryPositionOfLongText() throws {
        for special in ["\"", "\\", "\u{1}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{2028}", "\u{2029}", "\n"] {
            for position in 0..<17 {
                let text = String(repeating: "a", count: position) + special + String(repeating: "é", count: 9)
                var writer = JSONWriter()
                writer.string(text)
                let decoded = try JSONSerialization.jsonObject(with: Data(writer.bytes), options: [.fragmentsAllowed]) as? String
                XCTAssertEqual(decoded, text, "\(special.unicodeScalars.first!.value) at \(position)")
                XCTAssertFalse(writer.bytes.contains { $0 < 0x20 || $0 == 0x7F }, "raw control byte for \(position)")
                XCTAssertFalse(zip(writer.bytes, writer.bytes.dropFirst()).contains { $0 == 0xC2 && $1 < 0xA0 }, "raw C1 control for \(position)")
            }
        }
    }

    /// JSON string escaping as documented, one scalar at a time: the model the writer's
    /// sixteen-byte loop is checked against.
    private static func modelEscaped(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\""
            case 0x5C: out += "\\\\"
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029, 0xFEFF:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Every character that escapes, and non-ASCII characters that start with the same bytes
    /// as one that does (U+00A0 and U+00A9 start with 0xC2 like the C1 controls; U+2026 and
    /// U+20AC with 0xE2 like U+2028; U+FEFE and U+FFFD with 0xEF like U+FEFF), alone and in pairs, at every offset around the 8- and 16-byte steps of
    /// the copy loop and its tail, between ASCII and between multi-byte text: byte for byte what
    /// the model writes.
    func testEscapingMatchesTheModelAtEveryOffset() {
        let specials = ["\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{8}", "\u{C}", "\u{1F}", "\u{7F}", "\u{80}", "\u{85}",
                        "\u{9B}", "\u{9F}", "\u{A0}", "\u{A9}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{2026}", "\u{20AC}", "\u{FEFE}", "\u{FFFD}", "é", "😀", " ", "~"]
        for filler in ["a", "é"] {
            for length in 0..<40 {
                for special in specials {
                    for second in [nil, "\"", "\u{2028}", "\u{1}", "\u{9B}"] as [String?] {
                        for position in Set([0, length / 2, max(0, length - 1), length]) where position <= length {
                            let before = String(repeating: filler, count: position)
                            let after = String(repeating: filler, count: length - position)
                            let text = before + special + (second ?? "") + after
                            var writer = JSONWriter()
                            writer.string(text)
                            XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), Self.modelEscaped(text),
                                           "\(special.unicodeScalars.map { $0.value }) at \(position) of \(length) in \(filler)")
                        }
                    }
                }
            }
        }
    }

    /// Texts of 8 to 40 bytes with a character that escapes (or a non-ASCII one) at every
    /// position of their last eight bytes, where the writer reads the bytes left as a shifted
    /// word: byte for byte what the model writes.
    func testEscapesInTheLastEightBytes() {
        for special in ["\"", "\u{1}", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "\u{2028}", "\u{FEFF}", "\u{2026}", "é", "\n"] {
            for length in 8...40 {
                for position in max(0, length - 9)...length {
                    let text = String(repeating: "a", count: position) + special + String(repeating: "b", count: length - position)
                    var writer = JSONWriter()
                    writer.string(text)
                    XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), Self.modelEscaped(text),
                                   "\(special.unicodeScalars.map { $0.value }) at \(position) of \(length)")
                }
            }
        }
    }

    /// The whole document as the JSON run list's rules lay it out, from the text's public runs and tags, with
    /// offsets counted by the standard library's views: the model the emitter's run and tag
    /// loops (one room check per run and tag, numbers of every width) are checked against.
    private static func modelDocument(_ compiled: CompiledText, offsets unit: OffsetUnit) -> String {
        let text = compiled.makeText()
        // The offset in `unit` of each scalar boundary, by UTF-8 offset.
        var offsets = [0: 0]
        var utf8 = 0, inUnit = 0
        for scalar in text.unicodeScalars {
            utf8 += UTF8.width(scalar)
            switch unit {
            case .utf8: inUnit += UTF8.width(scalar)
            case .utf16: inUnit += UTF16.width(scalar)
            case .scalars: inUnit += 1
            }
            offsets[utf8] = inUnit
        }
        func offset(_ utf8: Int) -> Int { offsets[utf8]! }
        var out = "{\n  \"version\": 1,\n  \"text\": \(modelEscaped(text)),\n  \"offsets\": \"\(unit.rawValue)\",\n  \"runs\": ["
        let runs = compiled.runs.map { run in
            let start = offset(run.range.utf8.lowerBound)
            return "\n    {\"start\": \(start), \"length\": \(offset(run.range.utf8.upperBound) - start), \"attributes\": \(attributesJSON(run.attributes))}"
        }
        out += runs.joined(separator: ",") + (runs.isEmpty ? "],\n  \"tags\": [" : "\n  ],\n  \"tags\": [")
        let tags = compiled.makeTags().map { tag in
            let start = offset(tag.range.utf8.lowerBound)
            let attributes = tag.attributes.map { "\(modelEscaped($0.name)): \(modelEscaped($0.value))" }.joined(separator: ", ")
            return "\n    {\"name\": \(modelEscaped(tag.name)), \"start\": \(start), \"length\": \(offset(tag.range.utf8.upperBound) - start), "
                + "\"depth\": \(tag.depth), \"attributes\": {\(attributes)}}"
        }
        return out + tags.joined(separator: ",") + (tags.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
    }

    /// Documents with few and many runs (past the count at which the emitter looks each set's
    /// JSON up once), offsets and lengths of one to five digits, tags with and without
    /// attributes, nested, and non-ASCII text: byte for byte the model's, in every offset unit,
    /// for compiled text and for the same text read back from its run list.
    func testDocumentsMatchTheModel() throws {
        let book = try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}, "t": {"link": "https://example.com"}}"#)
        let compiler = MarkupCompiler(styleBook: book)
        var inputs = ["", "plain", "<b>x</b>", "é😀<t href=\"https://x.test/?a=1&amp;b=2\" id=\"q\">link</t>"]
        for count in [3, 40, 70, 300, 4_000] {
            var markup = ""
            for index in 0..<count {
                let filler = String(repeating: index % 3 == 0 ? "é" : "ab", count: index % 7 + (index % 11 == 0 ? 40 : 0))
                switch index % 4 {
                case 0: markup += "<b>\(filler)<i>\(index)</i></b>"
                case 1: markup += "<t href=\"https://x.test/\(index % 5)\">\(filler)</t> "
                case 2: markup += "\(filler)<i title=\"n\(index)\">😀</i>"
                default: markup += "<br/>\(filler)\u{2028}"
                }
            }
            inputs.append(markup)
        }
        for input in inputs {
            let compiled = try compiler.compile(input)
            let readBack = try CompiledText(jsonRunList: Data(JSONEmitter(offsets: .utf8).emit(compiled)))
            for unit in OffsetUnit.allCases {
                let expected = Self.modelDocument(compiled, offsets: unit)
                XCTAssertEqual(JSONEmitter(offsets: unit).emitString(compiled), expected, "\(unit), \(compiled.runs.count) runs")
                XCTAssertEqual(JSONEmitter(offsets: unit).emitString(readBack), expected, "read back, \(unit), \(compiled.runs.count) runs")
            }
        }
    }

    /// The document is written into an array with room for everything but the text's escapes
    /// beyond a margin (``JSONEmitter/escapeMargin(_:)``); text made only of what escapes
    /// longest (control characters, U+2028, U+FEFF), in text, tag names and attributes, at every
    /// alignment, within the margin (a character or two) and past it (the buffer moves and the
    /// document is copied out), must come out whole.
    func testWorstCaseEscapingComesOutWhole() throws {
        for special in ["\u{1}", "\u{2028}", "\u{FEFF}", "\"", "\u{7F}", "\u{9B}"] {
            for length in [0, 1, 7, 8, 9, 64, 1_001, 5_000] {
                let text = String(repeating: special, count: length)
                var writer = JSONWriter()
                writer.string(text)
                XCTAssertLessThanOrEqual(writer.buffer.count, JSONWriter.escapedSizeBound(text), "\(special.unicodeScalars.first!.value) × \(length)")
                let escapedText = text.replacingOccurrences(of: "\"", with: "&quot;")
                let input = "<x a=\"\(escapedText)\">\(escapedText)</x>"
                let compiled = try MarkupCompiler().compile(input)
                let document = try JSONSerialization.jsonObject(with: Data(JSONEmitter().emit(compiled))) as? [String: Any]
                XCTAssertEqual(document?["text"] as? String, text)
                let tags = document?["tags"] as? [[String: Any]]
                XCTAssertEqual((tags?.first?["attributes"] as? [String: String])?["a"], text)
            }
        }
    }

    func testNumbers() {
        var writer = JSONWriter()
        for value in [0, 7, 10, 99, 100, 12345, Int(Int32.max), -5] {
            writer.number(value)
            writer.raw(" ")
        }
        XCTAssertEqual(String(decoding: writer.bytes, as: UTF8.self), "0 7 10 99 100 12345 2147483647 -5 ")
    }

    /// Written in pieces, the document is the one ``JSONEmitter/emit(_:)`` returns, for every
    /// piece size (text cut into slices next to characters that escape, U+2028's three bytes
    /// at every position of a slice), and its text decodes to the text written.
    func testPiecesMakeTheWholeDocument() throws {
        let book = try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "t": {"link": "https://example.com"}}"#)
        let compiler = MarkupCompiler(styleBook: book)
        var inputs: [(markup: String, text: String)] = []
        for length in [0, 1, 5, 17, 200] {
            let text = String(repeating: "a\u{2028}é\"\u{1}😀", count: length)
            let escaped = text.replacingOccurrences(of: "\"", with: "&quot;")
            inputs.append(("<b>\(escaped)</b><t href=\"https://x.test/?q=\(length)\">x\(escaped)</t>", text + "x" + text))
        }
        for (markup, text) in inputs {
            let compiled = try compiler.compile(markup)
            for unit in OffsetUnit.allCases {
                let emitter = JSONEmitter(offsets: unit)
                let whole = emitter.emit(compiled)
                for pieceSize in [1, 2, 3, 7, 64, 1 << 20] {
                    // Each piece as `Data`, and (the CLI's way) as the emitter's own bytes.
                    var pieces: [[UInt8]] = [], unsafePieces: [[UInt8]] = []
                    emitter.write(compiled, pieceSize: pieceSize) { pieces.append([UInt8]($0)) }
                    emitter.writePieces(compiled, pieceSize: pieceSize) { unsafePieces.append([UInt8]($0)) }
                    XCTAssertEqual(pieces.flatMap { $0 }, whole, "piece size \(pieceSize), \(unit)")
                    XCTAssertEqual(unsafePieces, pieces, "piece size \(pieceSize), \(unit)")
                    if pieceSize < 64 { XCTAssertGreaterThan(pieces.count, 2) }
                }
                let document = try JSONSerialization.jsonObject(with: Data(whole)) as? [String: Any]
                XCTAssertEqual(document?["text"] as? String, text)
            }
        }
    }

    /// One array reused for many documents (``JSONEmitter/emit(_:appendingTo:)``): documents
    /// of very different sizes in turn (so the array's room is at times far larger than the
    /// document and at times too small), text that escapes past the margin (the document is
    /// written elsewhere and copied in), after bytes already in the array and after emptying it
    /// keeping its capacity — each time the array's earlier bytes and then exactly the model's
    /// document; and a copy of the array taken before the next document keeps its bytes.
    func testAppendingToAReusedArray() throws {
        let book = try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "t": {"link": "https://example.com"}}"#)
        let compiler = MarkupCompiler(styleBook: book)
        let long = (0..<300).map { "<b>w\($0)</b> <t href=\"https://x.test/\($0)\">é😀</t>" }.joined()
        let escapes = "<b>" + String(repeating: "\u{1}\u{2028}", count: 700) + "</b>"
        // Past the emitter's guess at a run's or tag's size, in a document the array's room
        // holds by the guess: the writer outgrows the room.
        let longAttribute = "<b a=\"" + String(repeating: "\u{1}", count: 3 * JSONEmitter.guessPerItem) + "\">x</b>"
        let inputs = ["Tap <b>here</b>", long, "", escapes, "x", long, "<t href=\"q\">a</t> and <b>b</b>", escapes, "tail",
                      "<b>x</b>", longAttribute, "y", longAttribute]
        for unit in OffsetUnit.allCases {
            let emitter = JSONEmitter(offsets: unit)
            var document: [UInt8] = []
            var kept: [([UInt8], [UInt8])] = []
            for (index, input) in inputs.enumerated() {
                let compiled = try compiler.compile(input)
                let expected = Array(Self.modelDocument(compiled, offsets: unit).utf8)
                let prefix: [UInt8] = index % 3 == 2 ? Array("prefix\n".utf8) : []
                document.removeAll(keepingCapacity: true)
                document += prefix
                emitter.emit(compiled, appendingTo: &document)
                XCTAssertEqual(document, prefix + expected, "\(unit), input \(index)")
                XCTAssertEqual(emitter.emit(compiled), expected, "\(unit), input \(index)")
                kept.append((document, prefix + expected))
            }
            for (index, (copy, expected)) in kept.enumerated() { XCTAssertEqual(copy, expected, "\(unit), copy of input \(index)") }
        }
    }

    /// The path for compilers and systems without `Array.append(addingCapacity:)`
    /// (``JSONEmitter/appendCopy(_:_:to:)``): into an empty array, after bytes already there, and
    /// for text that escapes past the margin (the document moves and is copied in), the array's
    /// earlier bytes and then exactly the model's document.
    func testAppendingByCopyWhereTheRoomCannotBeWritten() throws {
        let book = try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "t": {"link": "https://example.com"}}"#)
        let compiler = MarkupCompiler(styleBook: book)
        let escapes = "<b>" + String(repeating: "\u{1}\u{2028}", count: 700) + "</b>"
        for unit in OffsetUnit.allCases {
            let emitter = JSONEmitter(offsets: unit)
            for input in ["", "Tap <b>here</b>", "<t href=\"q\">é😀</t> and <b>b</b>", escapes] {
                let compiled = try compiler.compile(input)
                let expected = Array(Self.modelDocument(compiled, offsets: unit).utf8)
                for prefix in [[], Array("prefix\n".utf8)] {
                    var document = prefix
                    var source = JSONEmitter.Source(compiled)
                    emitter.appendCopy(compiled, &source, to: &document)
                    XCTAssertEqual(document, prefix + expected, "\(unit), \(input.prefix(20)), prefix \(prefix.count)")
                }
            }
        }
    }

    /// An array whose room is more than the emitter's guess at a document's size but less than
    /// the document (a tag attribute that escapes to six times its bytes, past the guess per
    /// tag) is written as far as it has room, then the document moves and is copied in whole.
    func testRoomThatHoldsTheGuessButNotTheDocument() throws {
        let escaped = String(repeating: "\u{1}", count: 3 * JSONEmitter.guessPerItem)
        let compiled = try MarkupCompiler().compile("<b a=\"" + escaped + "\">x</b>")
        let expected = Array(Self.modelDocument(compiled, offsets: .utf16).utf8)
        XCTAssertGreaterThan(expected.count, 4_000)
        for room in [1_024, 2_048, 4_000] {
            var document: [UInt8] = Array("[".utf8)
            document.reserveCapacity(room)
            JSONEmitter().emit(compiled, appendingTo: &document)
            XCTAssertEqual(document, Array("[".utf8) + expected, "room \(room)")
        }
    }

    /// Documents appended one after another to the same array (JSON lines) each come out whole.
    func testDocumentsAppendedOneAfterAnother() throws {
        let compiler = MarkupCompiler()
        let inputs = ["a <b>b</b>", "", "\u{2028}\u{1}\"" + String(repeating: "\u{FEFF}", count: 50), "<i>c</i> <b>d</b>"]
        var lines: [UInt8] = []
        var expected: [UInt8] = []
        for input in inputs {
            let compiled = try compiler.compile(input.replacingOccurrences(of: "\"", with: "&quot;"))
            JSONEmitter().emit(compiled, appendingTo: &lines)
            expected += Self.modelDocument(compiled, offsets: .utf16).utf8
        }
        XCTAssertEqual(lines, expected)
    }
}

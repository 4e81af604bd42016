import Foundation
import XCTest
@testable import StyleMarkup

/// The reader's text loop classifies 64 bytes per block into a bitmap (the last block read from a
/// copy of the input's last 64 bytes); these tests put each kind of byte that needs attention
/// (tags, references, a literal `<`, non-ASCII scalars, NUL, invalid UTF-8) at every offset of
/// inputs of every length from 0 to 40, at every offset of inputs around one and two blocks
/// long (so at every position of a block, across block boundaries and in blocks that straddle
/// the end), and compare with what a plain model written here says the input reads to.
final class MarkupReaderEdgeTests: XCTestCase {
    /// One piece of an input, with what it reads to.
    private enum Piece {
        case letters(Int)
        case bytes([UInt8], text: [UInt8], utf16: Int)  // copied or decoded: text and its UTF-16 length
        case open       // <b>
        case close      // </b>
        case failure(MarkupError.Kind, [UInt8])  // the error, at the piece's first byte
    }

    /// What an input must read to, built piece by piece with the input.
    private struct Model {
        var input: [UInt8] = []
        var text: [UInt8] = []
        var utf16 = 0
        var ranges: [(utf8: Range<Int>, utf16: Range<Int>)] = []
        var openStarts: [(Int, Int, Int)] = []  // (index in ranges, utf8 start, utf16 start)
        var error: (kind: MarkupError.Kind, offset: Int)?

        mutating func add(_ piece: Piece) {
            switch piece {
            case .letters(let count):
                for k in 0..<count {
                    input.append(UInt8(ascii: "a") + UInt8((input.count + k) % 26))
                }
                text.append(contentsOf: input.suffix(count))
                utf16 += count
            case .bytes(let bytes, let decoded, let units):
                input += bytes
                text += decoded
                utf16 += units
            case .open:
                input += Array("<b>".utf8)
                openStarts.append((ranges.count, text.count, utf16))
                ranges.append((0..<0, 0..<0))
            case .close:
                input += Array("</b>".utf8)
                let (index, start8, start16) = openStarts.removeLast()
                ranges[index] = (start8..<text.count, start16..<utf16)
            case .failure(let kind, let bytes):
                if error == nil { error = (kind, input.count) }
                input += bytes
            }
        }
    }

    private static let middles: [(String, [Piece])] = [
        ("tag", [.open, .letters(1), .close]),
        ("empty tag", [.open, .close]),
        ("nested tags", [.open, .letters(2), .open, .bytes(Array("é".utf8), text: Array("é".utf8), utf16: 1), .close, .close]),
        ("&amp;", [.bytes(Array("&amp;".utf8), text: [UInt8(ascii: "&")], utf16: 1)]),
        ("&hellip;", [.bytes(Array("&hellip;".utf8), text: Array("…".utf8), utf16: 1)]),
        ("XML references", [.bytes(Array("&lt;&gt;&quot;&apos;".utf8), text: Array("<>\"'".utf8), utf16: 4)]),
        ("&AMP; &frac12; &nbsp;", [.bytes(Array("&AMP;&frac12;&nbsp;".utf8), text: Array("&½\u{A0}".utf8), utf16: 3)]),
        ("not references", [.bytes(Array("&amp &zzzz; &; &ampx".utf8), text: Array("&amp &zzzz; &; &ampx".utf8), utf16: 20)]),
        ("&#x1F600;", [.bytes(Array("&#x1F600;".utf8), text: Array("😀".utf8), utf16: 2)]),
        ("literal <", [.bytes(Array("< ".utf8), text: Array("< ".utf8), utf16: 2)]),
        ("é", [.bytes(Array("é".utf8), text: Array("é".utf8), utf16: 1)]),
        ("日", [.bytes(Array("日".utf8), text: Array("日".utf8), utf16: 1)]),
        ("😀", [.bytes(Array("😀".utf8), text: Array("😀".utf8), utf16: 2)]),
        ("run", [.bytes(Array("éß日本😀\u{10FFFF}\u{80}".utf8), text: Array("éß日本😀\u{10FFFF}\u{80}".utf8), utf16: 9)]),
        ("NUL", [.failure(.nulByte, [0])]),
        ("FF", [.failure(.invalidUTF8, [0xFF])]),
        ("lone continuation", [.failure(.invalidUTF8, [0x80])]),
        ("cut 2-byte", [.failure(.invalidUTF8, [0xC3])]),
        ("cut 3-byte", [.failure(.invalidUTF8, [0xE6, 0x97])]),
        ("cut 4-byte", [.failure(.invalidUTF8, [0xF0, 0x9F, 0x98])]),
        ("overlong", [.failure(.invalidUTF8, [0xC0, 0x80])]),
        ("overlong 3", [.failure(.invalidUTF8, [0xE0, 0x9F, 0xBF])]),
        ("surrogate", [.failure(.invalidUTF8, [0xED, 0xA0, 0x80])]),
        ("past U+10FFFF", [.failure(.invalidUTF8, [0xF4, 0x90, 0x80, 0x80])]),
        ("overlong 4", [.failure(.invalidUTF8, [0xF0, 0x8F, 0xBF, 0xBF])]),
        ("C1", [.failure(.invalidUTF8, [0xC1, 0xBF])]),
        ("F5", [.failure(.invalidUTF8, [0xF5, 0x80, 0x80, 0x80])]),
        ("second-byte edges", [.bytes(Array("\u{800}\u{D7FF}\u{E000}\u{10000}\u{100000}".utf8), text: Array("\u{800}\u{D7FF}\u{E000}\u{10000}\u{100000}".utf8), utf16: 7)]),
        ("valid then invalid", [.bytes(Array("é".utf8), text: Array("é".utf8), utf16: 1), .failure(.invalidUTF8, [0xBF])]),
    ]

    private func check(_ model: Model, _ tokenizer: MarkupTokenizer, _ what: String) {
        do {
            try tokenizer.tokenize(Data(model.input))
            if let error = model.error {
                return XCTFail("\(what): read without the expected \(error.kind) at \(error.offset)")
            }
        } catch {
            guard let expected = model.error else { return XCTFail("\(what): unexpected \(error)") }
            XCTAssertEqual(error.kind, expected.kind, what)
            XCTAssertEqual(error.location.byteOffset, expected.offset, what)
            XCTAssertTrue(tokenizer.tags.isEmpty, what)
            return
        }
        let text = tokenizer.withUTF8Text { Array($0) }
        if text != model.text { XCTFail("\(what): text \(text), expected \(model.text)") }
        XCTAssertEqual(tokenizer.utf16Count, model.utf16, what)
        XCTAssertEqual(tokenizer.utf8Count, model.text.count, what)
        XCTAssertEqual(tokenizer.tags.map(\.range.utf8), model.ranges.map(\.utf8), what)
        XCTAssertEqual(tokenizer.tags.map(\.range.utf16), model.ranges.map(\.utf16), what)
    }

    func testEveryPieceAtEveryOffsetOfEveryLength() {
        let reused = MarkupTokenizer()
        for (name, middle) in Self.middles {
            for total in 0...40 {
                for before in 0...total {
                    var model = Model()
                    model.add(.letters(before))
                    for piece in middle { model.add(piece) }
                    model.add(.letters(total - before))
                    let what = "\(name), \(before) letters before, \(total - before) after"
                    check(model, reused, what)
                    check(model, MarkupTokenizer(), what + " (fresh)")
                }
            }
        }
    }

    /// Every piece at every offset of inputs from 56 to 72 and 120 to 136 bytes long: at every
    /// position of the first and second block, each piece's bytes split across the boundary in
    /// every way, last blocks of every length, and the piece ending exactly at a block's end.
    func testEveryPieceAtEveryOffsetOfBlockSizedInputs() {
        let tokenizer = MarkupTokenizer()
        for (name, middle) in Self.middles {
            for total in Array(56...72) + Array(120...136) {
                for before in 0...total {
                    var model = Model()
                    model.add(.letters(before))
                    for piece in middle { model.add(piece) }
                    model.add(.letters(total - before))
                    check(model, tokenizer, "\(name), \(before) letters before, \(total - before) after")
                }
            }
        }
    }

    /// Two pieces around the first block boundary of a 100-byte input, at every pair of offsets:
    /// both in the first block, one on each side, both in the second; and a second piece right
    /// after a first that moves the text (a tag, a reference) so the rest of the block is copied again.
    func testTwoPiecesAroundABlockBoundary() {
        checkTwoPieces(["tag", "&amp;", "&hellip;", "é", "😀", "run", "NUL", "cut 4-byte", "FF"],
                       before: 40...66, between: 0...24, length: 100)
    }

    /// Each pair of the named pieces in an input of `length` letters: the first after `before`
    /// letters, the second `between` letters later, letters to the end.
    private func checkTwoPieces(_ names: [String], before befores: ClosedRange<Int>, between betweens: ClosedRange<Int>, length: Int) {
        let tokenizer = MarkupTokenizer()
        let pieces = Self.middles.filter { names.contains($0.0) }
        for (firstName, first) in pieces {
            for (secondName, second) in pieces {
                for before in befores {
                    for between in betweens {
                        var model = Model()
                        model.add(.letters(before))
                        for piece in first { model.add(piece) }
                        model.add(.letters(between))
                        for piece in second { model.add(piece) }
                        model.add(.letters(length - before - between))
                        check(model, tokenizer, "\(firstName) after \(before), \(secondName) \(between) later")
                    }
                }
            }
        }
    }

    /// Non-ASCII text throughout, many blocks long, with a tag or reference in every block: each
    /// scalar is validated once and copied where the text has moved to, and the first invalid
    /// byte is reported exactly.
    func testNonASCIITextAcrossManyBlocks() throws {
        let unit = "é日😀a<b>ß</b>&amp;\u{10FFFF}x"
        for repeats in [1, 5, 13, 40] {
            for prefix in 0..<8 {
                let input = String(repeating: "z", count: prefix) + String(repeating: unit, count: repeats)
                let tokenizer = MarkupTokenizer()
                try tokenizer.tokenize(input)
                let expected = String(repeating: "z", count: prefix) + String(repeating: "é日😀aß&\u{10FFFF}x", count: repeats)
                XCTAssertEqual(tokenizer.makeText(), expected, "\(repeats) × \(prefix)")
                XCTAssertEqual(tokenizer.utf16Count, expected.utf16.count)
                XCTAssertEqual(tokenizer.tags.count, repeats)
                if let last = tokenizer.tags.last {
                    let start = expected.utf16.count - "ß&\u{10FFFF}x".utf16.count
                    XCTAssertEqual(last.range.utf16, start..<start + 1)
                }
                // One byte made invalid at every offset of the input's scalars: the error names that offset.
                var bytes = Array(input.utf8)
                for offset in bytes.indices where bytes[offset] >= 0x80 && bytes[offset] < 0xC0 && offset % 3 == prefix % 3 {
                    let saved = bytes[offset]
                    bytes[offset] = 0x41
                    var lead = offset - 1
                    while bytes[lead] < 0xC0 { lead -= 1 }
                    XCTAssertThrowsError(try tokenizer.tokenize(Data(bytes))) { error in
                        XCTAssertEqual((error as? MarkupError)?.kind, .invalidUTF8)
                        XCTAssertEqual((error as? MarkupError)?.location.byteOffset, lead, "continuation at \(offset) replaced")
                    }
                    bytes[offset] = saved
                }
            }
        }
    }

    /// Non-ASCII bytes inside tags are not text: around a tag whose attribute holds scalars of
    /// every length, at every offset of two blocks, the text and every UTF-16 offset count only
    /// the scalars outside it.
    func testNonASCIIInsideTagsIsNotCounted() throws {
        let tokenizer = MarkupTokenizer()
        for prefix in 0..<140 {
            let lead = String(repeating: "z", count: prefix % 7) + String(repeating: "é", count: prefix / 7)
            let input = lead + "<b title=\"日😀é\u{10FFFF}\">ß</b>😀" + String(repeating: "日", count: 30) + "<b>x</b>"
            try tokenizer.tokenize(input)
            let text = lead + "ß😀" + String(repeating: "日", count: 30) + "x"
            XCTAssertEqual(tokenizer.makeText(), text, "\(prefix)")
            XCTAssertEqual(tokenizer.utf16Count, text.utf16.count, "\(prefix)")
            let first = lead.utf16.count, last = text.utf16.count - 1
            XCTAssertEqual(tokenizer.tags.map(\.range.utf16), [first..<first + 1, last..<last + 1], "\(prefix)")
        }
    }

    /// Two pieces at every pair of offsets in a 40-byte input: hits in the same sixteen-byte step,
    /// in the next, and in the tail.
    func testTwoPiecesAtEveryPairOfOffsets() {
        checkTwoPieces(["tag", "&amp;", "é", "😀", "literal <", "NUL", "cut 3-byte"], before: 0...20, between: 0...20, length: 40)
    }

    /// A closing tag is matched against the open tag's name in the input, with or without
    /// attributes after it; a name that only shares a prefix never matches.
    func testClosingTagsMatchOnlyTheWholeName() throws {
        for (input, text) in [("<b x=\"1\">t</b>", "t"), ("<b\tx='1'>t</b>", "t"), ("<abcdefg x=\"1\">t</abcdefg>", "t"),
                              ("<b>t</b >", "t"), ("<B>t</B>", "t")] {
            let parsed = try MarkupTokenizer.tokenized(input)
            XCTAssertEqual(parsed.text, text, input)
            XCTAssertEqual(parsed.tags.count, 1, input)
        }
        for (input, offset) in [("<bc x=\"1\">t</b>", 11), ("<b x=\"1\">t</bc>", 10), ("<ab>t</a>", 5), ("<a>t</ab>", 4), ("<b>t</B>", 4),
                                ("<b1>t</b>", 5), ("<abcdefgh>t</abcdefg>", 11)] {
            XCTAssertThrowsError(try MarkupTokenizer.tokenized(input), input) { error in
                XCTAssertEqual((error as? MarkupError)?.kind, .mismatchedClosingTag, input)
                XCTAssertEqual((error as? MarkupError)?.location.byteOffset, offset, input)
            }
        }
    }
}

import XCTest
@testable import StyleMarkup

/// The reader writes text straight into the tokenizer's buffer, sized from the input, and reads
/// eight bytes at a time. These tests pin the edges of that: short and long inputs, every tail
/// length, the longest-growing references, and markup bytes at every position inside a word.
final class MarkupReaderBufferTests: XCTestCase {
    /// One piece of markup with everything the reader handles, and what it must read to.
    private let piece = "a <b>café</b> &amp; <i x=\"1\">日本</i>&hellip;😀 "
    private let pieceText = "a café & 日本…😀 "

    func testShortAndLongInputsReadTheSame() throws {
        for repeats in [1, 3, 30, 100, 1_000] {
            let input = String(repeating: piece, count: repeats)
            let parsed = try MarkupTokenizer.tokenized(input)
            XCTAssertEqual(parsed.text, String(repeating: pieceText, count: repeats), "repeats \(repeats)")
            XCTAssertEqual(parsed.utf16Count, parsed.text.utf16.count)
            XCTAssertEqual(parsed.tags.count, 2 * repeats)
            let pieceUnits = pieceText.utf16.count
            let pieceBytes = pieceText.utf8.count
            for (k, tag) in parsed.tags.enumerated() {
                let copy = k / 2
                if k % 2 == 0 {
                    XCTAssertEqual(tag.name, "b")
                    XCTAssertEqual(tag.range.utf16, (copy * pieceUnits + 2)..<(copy * pieceUnits + 6))
                    XCTAssertEqual(tag.range.utf8, (copy * pieceBytes + 2)..<(copy * pieceBytes + 7))
                } else {
                    XCTAssertEqual(tag.name, "i")
                    XCTAssertEqual(tag.attribute("x"), "1")
                    XCTAssertEqual(tag.range.utf16, (copy * pieceUnits + 9)..<(copy * pieceUnits + 11))
                }
                XCTAssertEqual(tag.depth, 0)
            }
        }
    }

    /// Names are read eight letters at a time, then byte by byte after a digit, `_`, `-`, `.`
    /// or `:`; every name shape, at every distance from the end of the input, reads whole.
    func testTagNamesOfEveryShapeAndLength() throws {
        let names = ["b", "h1", "Ab", "a_b", "ab-cd.e:f", "abcdefg", "abcdefgh", "abcdefghi", "ABCDEFGHIJKLMNOP",
                     "x9", "_x", "zZ", "a1b2c3d4e5"]
        for name in names {
            for padding in 0..<10 {
                for closing in ["</\(name)>", "</\(name) >"] {
                    let input = String(repeating: "p", count: padding) + "<\(name) k=\"v\">t" + closing + "<\(name)/>"
                    let parsed = try MarkupTokenizer.tokenized(input)
                    XCTAssertEqual(parsed.tags.map(\.name), [name, name], input)
                    XCTAssertEqual(parsed.tags[0].attribute("k"), "v", input)
                    XCTAssertEqual(parsed.text, String(repeating: "p", count: padding) + "t", input)
                }
            }
        }
        XCTAssertThrowsError(try MarkupTokenizer.tokenized("<abcdefgh>x</abcdefgi>")) { error in
            XCTAssertEqual((error as? MarkupError)?.kind, .mismatchedClosingTag)
        }
        XCTAssertThrowsError(try MarkupTokenizer.tokenized("<abcdefgh>x</abcdefg>")) { error in
            XCTAssertEqual((error as? MarkupError)?.kind, .mismatchedClosingTag)
        }
    }

    func testReferencesThatGrowFillTheBufferExactly() throws {
        // `&nLt;` (five bytes) decodes to U+226A U+20D2 (six bytes): the most a reference grows.
        for repeats in [1, 7, 300, 400, 5_000] {
            let parsed = try MarkupTokenizer.tokenized(String(repeating: "&nLt;", count: repeats))
            XCTAssertEqual(parsed.utf8Text.count, 6 * repeats)
            XCTAssertEqual(parsed.text, String(repeating: "\u{226A}\u{20D2}", count: repeats))
            XCTAssertEqual(parsed.utf16Count, 2 * repeats)
        }
    }

    func testMarkupAtEveryOffsetAndTailLength() throws {
        for prefix in 0..<20 {
            for suffix in 0..<12 {
                let head = String(repeating: "x", count: prefix)
                let tail = String(repeating: "y", count: suffix)
                let parsed = try MarkupTokenizer.tokenized(head + "<b>é</b>" + tail + "&lt;")
                XCTAssertEqual(parsed.text, head + "é" + tail + "<")
                XCTAssertEqual(parsed.tags.first?.range.utf16, prefix..<(prefix + 1))
                XCTAssertEqual(parsed.utf16Count, prefix + suffix + 2)
            }
        }
    }

    func testProblemBytesAreFoundAtEveryOffset() {
        for prefix in 0..<20 {
            let head = Array(repeating: UInt8(ascii: "x"), count: prefix)
            for (bytes, kind) in [([UInt8(0)], MarkupError.Kind.nulByte), ([0xC3], .invalidUTF8), ([0xED, 0xA0, 0x80], .invalidUTF8),
                                  ([0xF4, 0x90, 0x80, 0x80], .invalidUTF8), ([0xE0, 0x9F, 0xBF], .invalidUTF8)] {
                do {
                    _ = try MarkupTokenizer.tokenized(Data(head + bytes + Array("tail text".utf8)))
                    XCTFail("expected \(kind) after \(prefix) bytes")
                } catch {
                    XCTAssertEqual(error.kind, kind)
                    XCTAssertEqual(error.location.byteOffset, prefix)
                }
            }
        }
    }

    func testManyTagsAndDeepNestingInALongInput() throws {
        let depth = 500
        let input = String(repeating: "<b>", count: depth) + "x" + String(repeating: "</b>", count: depth) + String(repeating: "<i>y</i>", count: 600)
        let parsed = try MarkupTokenizer.tokenized(input)
        XCTAssertEqual(parsed.text, "x" + String(repeating: "y", count: 600))
        XCTAssertEqual(parsed.tags.count, depth + 600)
        XCTAssertEqual(parsed.tags[depth - 1].depth, depth - 1)
        XCTAssertTrue(parsed.tags[..<depth].allSatisfy { $0.range.utf16 == 0..<1 })
        XCTAssertEqual(parsed.tags.last?.range.utf16, 600..<601)
    }

    /// Plain tags (`<name>`, `</name>`, letters only) take a shorter path that reads the name as
    /// one word, padded with zeros near the end of the input: every name length at every
    /// distance from the end, inputs shorter than a word, and closing names that only share a
    /// prefix with the open one (which must still be errors).
    func testPlainTagsNearTheEndAndPrefixMismatches() throws {
        for name in ["b", "em", "abcdefg", "abcdefgh", "Strong"] {
            for tail in 0..<10 {
                let input = "<\(name)>x</\(name)>" + String(repeating: "t", count: tail)
                let parsed = try MarkupTokenizer.tokenized(input)
                XCTAssertEqual(parsed.text, "x" + String(repeating: "t", count: tail), input)
                XCTAssertEqual(parsed.tags.map(\.name), [name], input)
                XCTAssertEqual(parsed.tags[0].range.utf8, 0..<1, input)
            }
        }
        XCTAssertEqual(try MarkupTokenizer.tokenized("<b></b>").tags.first?.range.utf8, 0..<0)
        XCTAssertEqual(try MarkupTokenizer.tokenized("<i>é</i>").tags.first?.range.utf16, 0..<1)
        for (input, column) in [("<ab>x</a>", 6), ("<a>x</ab>", 5), ("<abc>x</abd>", 7), ("<b>x</B>", 5), ("<bb><b>x</bb></b>", 9)] {
            XCTAssertThrowsError(try MarkupTokenizer.tokenized(input), input) { error in
                XCTAssertEqual((error as? MarkupError)?.kind, .mismatchedClosingTag, input)
                XCTAssertEqual((error as? MarkupError)?.location.column, column, input)
            }
        }
        XCTAssertThrowsError(try MarkupTokenizer.tokenized("x</b>")) { error in
            XCTAssertEqual((error as? MarkupError)?.kind, .unexpectedClosingTag)
        }
        // An image tag closed by a plain closing tag still becomes one U+FFFC.
        let image = try MarkupTokenizer.tokenized("a<img>*</img>b", imageTags: ["img"])
        XCTAssertEqual(image.text, "a\u{FFFC}b")
        XCTAssertThrowsError(try MarkupTokenizer.tokenized("<img>**</img>", imageTags: ["img"])) { error in
            XCTAssertEqual((error as? MarkupError)?.kind, .imageContent)
        }
    }
}

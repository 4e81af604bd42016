import Foundation
import XCTest
@testable import StyleMarkup

/// A UTF-8 byte-order mark at the very start is not text: text offsets start after
/// it, error byte offsets still count its three bytes, and columns do not count it.
final class ByteOrderMarkTests: XCTestCase {
    private let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    private let markup = "Tap <help>here</help> or <b>é😀</b>.\nSecond <i>line</i>"

    func testTextRunsTagsAndJSONAreTheSameWithAndWithoutBOM() throws {
        let compiler = MarkupCompiler(styleBook: try StyleBook(json: #"{"help": {"action": "help"}, "b": {"font": {"weight": "bold"}}, "i": {"font": {"italic": true}}}"#))
        let plain = try compiler.compile(Data(markup.utf8))
        for compiled in [try compiler.compile(Data(bom + Array(markup.utf8))), try compiler.compile("\u{FEFF}" + markup)] {
            XCTAssertEqual(compiled.makeText(), plain.makeText())
            XCTAssertFalse(compiled.makeText().unicodeScalars.contains("\u{FEFF}"))
            XCTAssertEqual(compiled.utf16Count, plain.utf16Count)
            XCTAssertEqual(Array(compiled.runs), Array(plain.runs))
            XCTAssertEqual(compiled.makeTags().map(\.range), plain.makeTags().map(\.range))
            for offsets in [OffsetUnit.utf16, .utf8, .scalars] {
                XCTAssertEqual(String(decoding: JSONEmitter(offsets: offsets).emit(compiled), as: UTF8.self),
                               String(decoding: JSONEmitter(offsets: offsets).emit(plain), as: UTF8.self))
            }
        }
        XCTAssertEqual(plain.makeTags()[0].range.utf16, 4..<8)
    }

    func testTagSourceOffsetsCountTheBOM() throws {
        let input = Data(bom + Array("a <b>x</b>".utf8))
        let parsed = try MarkupTokenizer.tokenized(input)
        XCTAssertEqual(parsed.tags[0].sourceByteOffset, 5)
        XCTAssertEqual(SourceLocation(byteOffset: 5, in: input), SourceLocation(line: 1, column: 3, byteOffset: 5))
        XCTAssertEqual(SourceLocation(byteOffset: 5, in: String(decoding: input, as: UTF8.self)), SourceLocation(line: 1, column: 3, byteOffset: 5))
        XCTAssertEqual(SourceLocation(byteOffset: 9, in: "a\né<b>x</b>"), SourceLocation(line: 2, column: 7, byteOffset: 9))
    }

    func testErrorAfterBOMCountsItsBytesButNotAColumn() {
        for input in [Data(bom + Array("ab </x>".utf8)), Data("\u{FEFF}ab </x>".utf8)] {
            XCTAssertThrowsError(try MarkupTokenizer.tokenized(input)) { error in
                let error = error as! MarkupError
                XCTAssertEqual(error.location, SourceLocation(line: 1, column: 4, byteOffset: 6))
            }
        }
        XCTAssertThrowsError(try MarkupTokenizer.tokenized(Data("ab </x>".utf8))) { error in
            XCTAssertEqual((error as! MarkupError).location, SourceLocation(line: 1, column: 4, byteOffset: 3))
        }
        // On a later line, the column is the same with or without the mark.
        XCTAssertThrowsError(try MarkupTokenizer.tokenized(Data(bom + Array("a\nb ".utf8) + [0xFF]))) { error in
            let error = error as! MarkupError
            XCTAssertEqual(error.location, SourceLocation(line: 2, column: 3, byteOffset: 7))
            XCTAssertEqual(error.message, "the input is not valid UTF-8 (byte 0xFF at byte offset 7)")
        }
    }

    func testOnlyTheVeryStartIsAMark() throws {
        XCTAssertEqual(try MarkupTokenizer.tokenized(Data(bom)).text, "")
        XCTAssertEqual(try MarkupTokenizer.tokenized(Data(bom + bom)).text, "\u{FEFF}")
        XCTAssertEqual(try MarkupTokenizer.tokenized("a\u{FEFF}").text, "a\u{FEFF}")
        XCTAssertEqual(try MarkupTokenizer.tokenized("&#xFEFF;x").text, "\u{FEFF}x")
        // Two bytes of a mark are not a mark: they are invalid UTF-8.
        XCTAssertThrowsError(try MarkupTokenizer.tokenized(Data([0xEF, 0xBB]))) { error in
            XCTAssertEqual((error as! MarkupError).kind, .invalidUTF8)
        }
    }

    func testTokenizerSkipsTheMarkToo() throws {
        let tokenizer = MarkupTokenizer()
        try tokenizer.tokenize(Data(bom + Array("<b>x</b>".utf8)))
        XCTAssertEqual(tokenizer.makeText(), "x")
        XCTAssertEqual(tokenizer.utf16Count, 1)
        XCTAssertEqual(tokenizer.tags[0].range.utf16Start, 0)
        XCTAssertEqual(tokenizer.tags[0].sourceByteOffset, 3)
    }
}

import XCTest
@testable import StyleMarkup

final class TerminalLayoutTests: XCTestCase {
    private func compile(_ markup: String, book: String = #"{"thumb": {"image": {"name": "t", "alt": "[img]"}}, "a": {}}"#) throws -> CompiledText {
        try MarkupCompiler(styleBook: try StyleBook(json: book)).compile(markup)
    }

    private func lines(_ markup: String, width: Int?) throws -> String {
        ANSIEmitter(styled: false, width: width).emitString(try compile(markup))
    }

    func testDisplayWidths() {
        XCTAssertEqual(DisplayWidth.columns(of: "abc"), 3)
        XCTAssertEqual(DisplayWidth.columns(of: "日本語"), 6)
        XCTAssertEqual(DisplayWidth.columns(of: "ｶﾀｶﾅ"), 4)           // halfwidth katakana: narrow
        XCTAssertEqual(DisplayWidth.columns(of: "ＡＢ"), 4)            // fullwidth Latin: wide
        XCTAssertEqual(DisplayWidth.columns(of: "e\u{301}"), 1)        // combining acute
        XCTAssertEqual(DisplayWidth.columns(of: "😀"), 2)
        XCTAssertEqual(DisplayWidth.columns(of: "👨‍👩‍👧"), 2)          // ZWJ sequence is one cluster
        XCTAssertEqual(DisplayWidth.columns(of: "👍🏽"), 2)             // skin tone modifier
        XCTAssertEqual(DisplayWidth.columns(of: "🇫🇷"), 2)             // flag
        XCTAssertEqual(DisplayWidth.columns(of: "\u{2764}"), 1)       // heavy heart, text presentation
        XCTAssertEqual(DisplayWidth.columns(of: "\u{2764}\u{FE0F}"), 2) // with VS16: emoji presentation
        XCTAssertEqual(DisplayWidth.columns(of: "a\u{200B}b"), 2)     // zero-width space
    }

    func testWordWrapAtSpacesAndInsideLongWords() throws {
        XCTAssertEqual(try lines("one two three four five six seven", width: 10), "one two\nthree four\nfive six\nseven")
        XCTAssertEqual(try lines("abcdefghijklmnopqrstuvwxyz", width: 10), "abcdefghij\nklmnopqrst\nuvwxyz")
        XCTAssertEqual(try lines("ab\ncd ef gh", width: 5), "ab\ncd ef\ngh")
        XCTAssertEqual(try lines("one two three", width: nil), "one two three")
        XCTAssertEqual(try lines("one two three", width: 0), "one two three")
    }

    func testWideCharactersAndClustersAreNeverSplit() throws {
        // Each ideograph is two columns: four fit in 8 columns.
        XCTAssertEqual(try lines("日本語日本語", width: 8), "日本語日\n本語")
        // The family emoji is one two-column cluster; five of them are ten columns.
        XCTAssertEqual(try lines(String(repeating: "👨‍👩‍👧", count: 5), width: 4), "👨‍👩‍👧👨‍👩‍👧\n👨‍👩‍👧👨‍👩‍👧\n👨‍👩‍👧")
        XCTAssertEqual(try lines("e\u{301}e\u{301}e\u{301}e\u{301}", width: 3), "e\u{301}e\u{301}e\u{301}\ne\u{301}")
        XCTAssertEqual(try lines("ab 日本語", width: 4), "ab\n日本\n語")
        XCTAssertEqual(try lines("café 😀 ok", width: 5), "café\n😀 ok")
        XCTAssertEqual(try lines("a👍🏽b 🇫🇷🇫🇷x", width: 4), "a👍🏽b\n🇫🇷🇫🇷\nx")
    }

    func testPositionsRectanglesAndHitTesting() throws {
        let compiled = try compile(#"Read the <a href="https://example.com/t">terms of service</a> now"#)
        let layout = TerminalLayout(compiled, width: 14)
        // "Read the terms" / "of service now"
        XCTAssertEqual(ANSIEmitter(styled: false, width: 14).emitString(compiled), "Read the terms\nof service now")
        XCTAssertEqual(layout.rowCount, 2)
        XCTAssertEqual(layout.position(ofUTF16Offset: 0), .init(row: 0, column: 0))
        XCTAssertEqual(layout.position(ofUTF16Offset: 9), .init(row: 0, column: 9))
        XCTAssertEqual(layout.position(ofUTF16Offset: 15), .init(row: 1, column: 0))
        XCTAssertNil(layout.position(ofUTF16Offset: 100))
        // The link covers "terms" on row 0 and "of service" on row 1.
        XCTAssertEqual(layout.rectangles(forUTF16Range: 9..<25), [.init(row: 0, column: 9, width: 5), .init(row: 1, column: 0, width: 10)])
        XCTAssertEqual(layout.link(atRow: 0, column: 10), "https://example.com/t")
        XCTAssertEqual(layout.link(atRow: 1, column: 3), "https://example.com/t")
        XCTAssertNil(layout.link(atRow: 1, column: 12))
        XCTAssertNil(layout.link(atRow: 0, column: 2))
        XCTAssertEqual(layout.utf16Offset(atRow: 1, column: 11), 26)
        XCTAssertNil(layout.utf16Offset(atRow: 0, column: 20))
        XCTAssertNil(layout.utf16Offset(atRow: 5, column: 0))
    }

    func testWideCharacterCellsAndImages() throws {
        let compiled = try compile("日本<thumb/>x")
        let layout = TerminalLayout(compiled, width: nil)
        XCTAssertEqual(layout.position(ofUTF16Offset: 1), .init(row: 0, column: 2))
        XCTAssertEqual(layout.position(ofUTF16Offset: 2), .init(row: 0, column: 4))   // the image
        XCTAssertEqual(layout.position(ofUTF16Offset: 3), .init(row: 0, column: 9))   // after "[img]"
        XCTAssertEqual(layout.utf16Offset(atRow: 0, column: 3), 1)                     // right half of 本
        XCTAssertEqual(layout.utf16Offset(atRow: 0, column: 6), 2)                     // inside the alt text
        XCTAssertEqual(ANSIEmitter(styled: false).emitString(compiled), "日本[img]x")
    }

    /// The same greedy wrap written plainly over `Character`s, to check the byte-level fast paths.
    private func referenceWrap(_ text: String, width: Int) -> String {
        var lines: [[Character]] = [[]]
        var column = 0
        var lastSpace: (index: Int, columnAfter: Int)?
        for character in text {
            if character == "\n" {
                lines.append([]); column = 0; lastSpace = nil; continue
            }
            let columns = character == "\t" ? 8 - column % 8 : DisplayWidth.columns(of: character)
            if column + columns > width, column > 0, columns > 0 {
                if character == " " {
                    lines.append([]); column = 0; lastSpace = nil; continue
                }
                if let space = lastSpace {
                    let line = lines.removeLast()
                    lines.append(Array(line[..<space.index]))
                    lines.append(Array(line[(space.index + 1)...]))
                    column -= space.columnAfter
                    lastSpace = nil
                }
                if column + columns > width, column > 0 {
                    lines.append([]); column = 0
                }
            }
            lines[lines.count - 1].append(character)
            column += columns
            if character == " " { lastSpace = (lines[lines.count - 1].count - 1, column) }
        }
        return lines.map { String($0) }.joined(separator: "\n")
    }

    func testFastPathsAgreeWithGraphemeBreaking() throws {
        let pieces = ["word", " ", "café", "日本語", "😀", "👨‍👩‍👧", "e\u{301}", "👍🏽", "🇫🇷", "한국어", "\u{1100}\u{1161}", "\t", "\n", "x\u{200D}y", "❤\u{FE0F}", "Ａ", "ñ", "  "]
        var state: UInt64 = 12345
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<20 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            for width in [3, 7, 12] {
                let markup = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                let actual = try lines(markup, width: width), expected = referenceWrap(text, width: width)
                if actual != expected { XCTFail("\(text.debugDescription) at \(width):\n got \(actual.debugDescription)\nwant \(expected.debugDescription)"); return }
            }
        }
    }
}

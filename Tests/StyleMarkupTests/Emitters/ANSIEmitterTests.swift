import XCTest
@testable import StyleMarkup

final class ANSIEmitterTests: XCTestCase {
    private let esc = "\u{1B}"

    private func ansi(_ markup: String, book: String? = nil, depth: ColorDepth = .trueColor, width: Int? = nil, styled: Bool = true) throws -> String {
        let styleBook = try book.map { try StyleBook(json: $0) } ?? .default
        return try ANSIEmitter(styled: styled, colorDepth: depth, width: width).emitString(try MarkupCompiler(styleBook: styleBook).compile(markup))
    }

    func testOnlyChangesAreEmittedAndEverythingIsReset() throws {
        XCTAssertEqual(try ansi("a<b>b<i>c</i></b>d"), "a\(esc)[1mb\(esc)[3mc\(esc)[22;23md")
        XCTAssertEqual(try ansi("<b>x</b>"), "\(esc)[1mx\(esc)[0m")
        XCTAssertEqual(try ansi("<u>x</u><s>y</s>"), "\(esc)[4mx\(esc)[24;9my\(esc)[0m")
        XCTAssertEqual(try ansi("plain"), "plain")
    }

    func testUnderlineKindsColorsAndBackgrounds() throws {
        let book = ##"{"d": {"underline": "double"}, "t": {"underline": "thick"}, "c": {"color": "#102030", "background": "white"}}"##
        XCTAssertEqual(try ansi("<d>x</d><t>y</t>", book: book), "\(esc)[21mx\(esc)[4my\(esc)[0m")
        XCTAssertEqual(try ansi("<c>x</c>", book: book), "\(esc)[38;2;16;32;48;48;2;255;255;255mx\(esc)[0m")
        XCTAssertEqual(try ansi("<c>x</c>", book: book, depth: .ansi256), "\(esc)[38;5;234;48;5;231mx\(esc)[0m")
        XCTAssertEqual(try ansi("<c>x</c>", book: book, depth: .ansi16), "\(esc)[30;107mx\(esc)[0m")
    }

    func testLinksAreOSC8WithIDsAndActionsHaveNoURL() throws {
        let book = #"{"link": {"underline": "single"}, "help": {"action": "help"}}"#
        XCTAssertEqual(try ansi(#"<a href="https://x.test/a">A</a> <help>H</help>"#, book: book),
                       "\(esc)[4m\(esc)]8;id=markupc-1;https://x.test/a\(esc)\\A\(esc)[24m\(esc)]8;;\(esc)\\ \(esc)[4mH\(esc)[0m")
    }

    func testStylesAreClosedAndReopenedAtEveryLineBreak() throws {
        let book = ##"{"r": {"color": "#ff0000"}}"##
        XCTAssertEqual(try ansi("<r>one two</r>", book: book, width: 4),
                       "\(esc)[38;2;255;0;0mone\(esc)[0m\n\(esc)[38;2;255;0;0mtwo\(esc)[0m")
        XCTAssertEqual(try ansi(#"<a href="https://x.test">a b</a>"#, book: "{}", width: 1),
                       "\(esc)]8;id=markupc-1;https://x.test\(esc)\\a\(esc)]8;;\(esc)\\\n\(esc)]8;id=markupc-1;https://x.test\(esc)\\b\(esc)]8;;\(esc)\\")
        XCTAssertEqual(try ansi("<b>x\r\ny</b>"), "\(esc)[1mx\r\(esc)[0m\n\(esc)[1my\(esc)[0m")
    }

    func testEscapeInjectionIsShownNotSent() throws {
        // ESC, BEL, CSI in C1 form, DEL and a lone CR arrive as entities or raw text.
        let markup = "a&#x1B;[31mred&#x7;b\u{1B}]8;;http://evil\u{7}c\u{9B}2Jd\u{7F}e\rf\tg"
        let expected = "a\u{241B}[31mred\u{2407}b\u{241B}]8;;http://evil\u{2407}c\u{FFFD}2Jd\u{2421}e\u{240D}f\tg"
        XCTAssertEqual(try ansi(markup), expected)
        XCTAssertEqual(try ansi(markup, styled: false), expected)
        let output = try ansi("<b>\(markup)</b>")
        // The only ESC bytes are the emitter's own SGR sequences.
        XCTAssertEqual(output.components(separatedBy: esc).count - 1, 2)
    }

    func testImagesPrintTheirAlt() throws {
        let book = #"{"thumb": {"image": {"name": "t", "alt": "👍"}}, "x": {"image": {"name": "x"}}}"#
        XCTAssertEqual(try ansi("<thumb/> ok <x/>!", book: book), "👍 ok !")
    }
}

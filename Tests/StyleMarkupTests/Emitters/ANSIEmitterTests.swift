import XCTest
@testable import StyleMarkup

final class ANSIEmitterTests: XCTestCase {
    private let esc = "\u{1B}"

    private func ansi(_ markup: String, book: String? = nil, depth: ColorDepth = .trueColor, width: Int? = nil, styled: Bool = true) throws -> String {
        let styleBook = try book.map { try StyleBook(json: $0) } ?? .default
        return ANSIEmitter(styled: styled, colorDepth: depth, width: width).emitString(try MarkupCompiler(styleBook: styleBook).compile(markup))
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
        XCTAssertEqual(try ansi("<b>x\r\ny</b>"), "\(esc)[1mx\(esc)[0m\r\n\(esc)[1my\(esc)[0m")
    }

    /// The output ends exactly as the text ends: every style and link is closed before a
    /// line break, and nothing is reopened until the next line has text.
    func testNothingIsReopenedAfterALineBreakUntilTextFollows() throws {
        let gray = ##"{"body": {"color": "gray"}}"##
        XCTAssertEqual(try ansi("Hi\n", book: gray, depth: .ansi16), "\(esc)[90mHi\(esc)[0m\n")
        XCTAssertEqual(try ansi("Hi\r\n", book: gray, depth: .ansi16), "\(esc)[90mHi\(esc)[0m\r\n")
        XCTAssertEqual(try ansi("a\n\n\nb\n", book: gray, depth: .ansi16), "\(esc)[90ma\(esc)[0m\n\n\n\(esc)[90mb\(esc)[0m\n")
        XCTAssertEqual(try ansi("\nx", book: gray, depth: .ansi16), "\n\(esc)[90mx\(esc)[0m")
        XCTAssertEqual(try ansi("\n", book: gray, depth: .ansi16), "\n")
        XCTAssertEqual(try ansi("<b>x\n</b>"), "\(esc)[1mx\(esc)[0m\n")
        XCTAssertEqual(try ansi("<b>x</b>\n"), "\(esc)[1mx\(esc)[0m\n")
        XCTAssertEqual(try ansi("<b>x\n</b>y\n"), "\(esc)[1mx\(esc)[0m\ny\n")
        XCTAssertEqual(try ansi("<a href=\"https://x.test\">a\n</a>", book: "{}"),
                       "\(esc)]8;id=markupc-1;https://x.test\(esc)\\a\(esc)]8;;\(esc)\\\n")
        XCTAssertEqual(try ansi("<a href=\"https://x.test\">a\n\nb</a>", book: "{}"),
                       "\(esc)]8;id=markupc-1;https://x.test\(esc)\\a\(esc)]8;;\(esc)\\\n\n\(esc)]8;id=markupc-1;https://x.test\(esc)\\b\(esc)]8;;\(esc)\\")
        // A style that starts right after a line break is opened once, from the reset state.
        XCTAssertEqual(try ansi("<b>x\n<i>y</i></b>"), "\(esc)[1mx\(esc)[0m\n\(esc)[1;3my\(esc)[0m")
        // The wrap's line breaks too.
        XCTAssertEqual(try ansi("<b>one two\n</b>", width: 4), "\(esc)[1mone\(esc)[0m\n\(esc)[1mtwo\(esc)[0m\n")
        XCTAssertEqual(try ansi("Hi\n", book: gray, depth: .ansi16, styled: false), "Hi\n")
    }

    /// At every line feed of any output the terminal is back to plain: no SGR attribute and no
    /// OSC 8 link is open across it, and the output ends with a line feed exactly when the text does.
    func testEveryLineFeedIsPrecededByAResetState() throws {
        let book = ##"{"body": {"color": "gray"}, "link": {"underline": "single"}, "r": {"background": "red"}}"##
        let inputs = ["a\nb", "<r>a\n</r>\n", "\n\n<r>\n</r>", "<a href=\"https://x.test\">x\ny</a>\n", "<r>one two three</r>\n", "x \n"]
        for input in inputs {
            for width in [nil, 3] {
                let output = try ansi(input, book: book, width: width)
                let text = try MarkupCompiler(styleBook: StyleBook(json: book)).compile(input).makeText()
                XCTAssertEqual(output.hasSuffix("\n"), text.hasSuffix("\n"), input.debugDescription)
                var open = false
                var link = false
                var index = output.startIndex
                while index < output.endIndex {
                    let rest = output[index...]
                    if rest.hasPrefix("\(esc)[0m") {
                        open = false
                    } else if rest.hasPrefix("\(esc)[") {
                        open = true
                    } else if rest.hasPrefix("\(esc)]8;;\(esc)\\") {
                        link = false
                    } else if rest.hasPrefix("\(esc)]8;") {
                        link = true
                    } else if rest.first == "\n" || rest.first == "\r\n" {
                        XCTAssertFalse(open || link, "\(input.debugDescription) width \(String(describing: width)): \(output.debugDescription)")
                    }
                    index = output.index(after: index)
                }
            }
        }
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

import StyleMarkup
import XCTest

/// The `--color` rules (Docs/CLI.md, "The ANSI format") as a table, and the ANSI emitter without colours.
final class TerminalStylingTests: XCTestCase {
    func testRuleTable() {
        let cases: [(ColorChoice, [String: String], Bool, TerminalStyling, UInt)] = [
            // always and never win over everything.
            (.always, [:], false, .full, #line),
            (.always, ["NO_COLOR": "1", "TERM": "dumb"], false, .full, #line),
            (.never, ["FORCE_COLOR": "1"], true, .plain, #line),
            // auto: a terminal whose TERM is not dumb.
            (.auto, [:], true, .full, #line),
            (.auto, ["TERM": "xterm-256color"], true, .full, #line),
            (.auto, ["TERM": "dumb"], true, .plain, #line),
            (.auto, [:], false, .plain, #line),
            // FORCE_COLOR set and not empty: escapes even without a terminal, even with TERM=dumb.
            (.auto, ["FORCE_COLOR": "1"], false, .full, #line),
            (.auto, ["FORCE_COLOR": "0"], false, .full, #line),
            (.auto, ["FORCE_COLOR": "1", "TERM": "dumb"], true, .full, #line),
            (.auto, ["FORCE_COLOR": ""], false, .plain, #line),
            // NO_COLOR set and not empty: the escapes stay, the colours go.
            (.auto, ["NO_COLOR": "1"], true, .noColor, #line),
            (.auto, ["NO_COLOR": "1", "FORCE_COLOR": "1"], false, .noColor, #line),
            (.auto, ["NO_COLOR": ""], true, .full, #line),
            (.auto, ["NO_COLOR": "1"], false, .plain, #line),
            (.auto, ["NO_COLOR": "1", "TERM": "dumb"], true, .plain, #line),
        ]
        for (choice, environment, isTerminal, expected, line) in cases {
            XCTAssertEqual(TerminalStyling(choice: choice, environment: environment, isTerminal: isTerminal), expected, line: line)
        }
        XCTAssertEqual(TerminalStyling(escapes: false, colors: true), .plain, "no colours without escapes")
    }

    func testColorDepthFromTheEnvironment() {
        XCTAssertEqual(ColorDepth(environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"]), .trueColor)
        XCTAssertEqual(ColorDepth(environment: ["COLORTERM": "24BIT"]), .trueColor)
        XCTAssertEqual(ColorDepth(environment: ["TERM": "screen-256color"]), .ansi256)
        XCTAssertEqual(ColorDepth(environment: ["TERM": "xterm"]), .ansi16)
        XCTAssertEqual(ColorDepth(environment: [:]), .ansi16)
    }

    func testWithoutColoursEveryOtherAttributeAndTheLinkStay() throws {
        let book = try StyleBook(json: #"""
            {"x": {"font": {"weight": "bold", "italic": true}, "underline": "single", "strikethrough": "single",
                   "color": "#ff0000", "background": "#0000ff", "link": "https://example.com/"}}
            """#)
        let compiled = try MarkupCompiler(styleBook: book).compile("a<x>b</x>c")
        let noColor = ANSIEmitter(styling: .noColor, colorDepth: .ansi16).emitString(compiled)
        XCTAssertEqual(noColor, "a\u{1B}[1;3;4;9m\u{1B}]8;id=markupc-1;https://example.com/\u{1B}\\b\u{1B}[22;23;24;29m\u{1B}]8;;\u{1B}\\c")
        let full = ANSIEmitter(styling: .full, colorDepth: .ansi16).emitString(compiled)
        XCTAssertEqual(full, "a\u{1B}[1;3;4;9;91;44m\u{1B}]8;id=markupc-1;https://example.com/\u{1B}\\b\u{1B}[22;23;24;29;39;49m\u{1B}]8;;\u{1B}\\c")
        XCTAssertEqual(ANSIEmitter(styling: .plain).emitString(compiled), "abc")
    }
}

import Foundation
import XCTest
@testable import StyleMarkup

/// Every style field (``StyleField/allCases``, so a new field is in at once), set alone on the
/// style of a tag, through every output: each shows it as written here by hand, or leaves it
/// out, as its ``FieldHandling`` table says. Leaving out means the output is the same as with
/// an empty style.
final class EveryFieldOutputTests: XCTestCase {
    private static let markup = "<f>x</f>"

    private func compiled(_ field: StyleField?) throws -> (CompiledText, StyleBook) {
        let member = field.map { StyleFieldSample.of($0).book } ?? ""
        let book = try StyleBook(json: #"{"f": {"# + member + "}}")
        return (try MarkupCompiler(styleBook: book).compile(Self.markup), book)
    }

    /// Checks that `output` of the field contains each of `expected`, or equals the output of an
    /// empty style when `expected` is empty, and that `handling` says the same.
    private func check(_ name: String, _ field: StyleField, handling: FieldHandling, expected: [String],
                       output: (CompiledText, StyleBook) -> String, file: StaticString = #filePath, line: UInt = #line) throws {
        let (text, book) = try compiled(field)
        let shown = output(text, book)
        if expected.isEmpty {
            let (plainText, plainBook) = try compiled(nil)
            XCTAssertEqual(shown, output(plainText, plainBook), "\(name) should drop \(field)", file: file, line: line)
        }
        for part in expected {
            XCTAssertTrue(shown.contains(part), "\(name) of \(field): expected \(part.debugDescription) in \(shown.debugDescription)", file: file, line: line)
        }
        XCTAssertEqual(handling.isShown, !expected.isEmpty, "\(name)'s handling(of: .\(field)) says \(handling)", file: file, line: line)
    }

    /// Each format (``OutputFormat/allCases``, so a new format is in at once) with each field:
    /// what its emitter writes, and what its ``FormatEmitter/handling(of:)`` says.
    func testEveryFormatShowsOrDropsEachField() throws {
        for format in OutputFormat.allCases {
            for field in StyleField.allCases {
                try check(format.rawValue, field, handling: format.emitterType.handling(of: field), expected: Self.expected(format, field), output: Self.output(format))
            }
        }
    }

    /// The output of `format`'s emitter, set up to show everything it can.
    private static func output(_ format: OutputFormat) -> (CompiledText, StyleBook) -> String {
        switch format {
        case .ansi: return { compiled, _ in ANSIEmitter(styled: true, colors: true, colorDepth: .trueColor, hyperlinks: true).emitString(compiled) }
        case .html: return { HTMLEmitter(styleBook: $1).emitString($0) }
        case .json: return { compiled, _ in JSONEmitter().emitString(compiled) }
        case .rtf: return { compiled, _ in RTFEmitter().emitString(compiled) }
        case .text: return { compiled, _ in TextEmitter().emitString(compiled) }
        }
    }

    /// What `format` writes of `field`'s sample, written by hand: parts of the output, or none
    /// when the format leaves the field out.
    private static func expected(_ format: OutputFormat, _ field: StyleField) -> [String] {
        switch format {
        case .ansi: return ansi(field)
        case .html: return html(field)
        case .json: return [#""attributes": "# + StyleFieldSample.of(field).json]
        case .rtf: return rtf(field)
        case .text:
            switch field {
            case .image: return ["\u{FFFC}"]
            case .action, .background, .baselineOffset, .color, .custom, .font, .kern, .link, .paragraph, .strikethrough, .underline: return []
            }
        }
    }

    private static func html(_ field: StyleField) -> [String] {
        switch field {
        case .action: return [#"<span data-action="help" role="button" tabindex="0">x</span>"#]
        case .background: return [#"<span style="background-color: #ffee00">x</span>"#]
        case .baselineOffset: return [#"<span style="vertical-align: 3px">x</span>"#]
        case .color: return [#"<span style="color: #336699">x</span>"#]
        case .custom: return []
        case .font: return [#"<span style="font-family: &quot;Georgia&quot;, monospace; font-size: 20px; font-weight: 700; font-style: italic">x</span>"#]
        case .image: return [#"<img src="https://example.com/star.png" alt="*" width="12" height="10">"#]
        case .kern: return [#"<span style="letter-spacing: 1.5px">x</span>"#]
        case .link: return [#"<a href="https://example.com/a" style="color: inherit; text-decoration: inherit">x</a>"#]
        case .paragraph: return []
        case .strikethrough: return [#"<span style="text-decoration-line: line-through; text-decoration-style: double; text-decoration-color: #ff0000">x</span>"#]
        case .underline: return [#"<span style="text-decoration-line: underline; text-decoration-thickness: 0.125em">x</span>"#]
        }
    }

    private static func rtf(_ field: StyleField) -> [String] {
        switch field {
        case .action: return []
        case .background: return [#"{\f0\fs24\cb1\chcbpat1 x}"#, #"{\colortbl;\red255\green238\blue0;}"#]
        case .baselineOffset: return [#"{\f0\fs24\up6 x}"#]
        case .color: return [#"{\f0\fs24\cf1 x}"#, #"{\colortbl;\red51\green102\blue153;}"#]
        case .custom: return []
        case .font: return [#"{\f1\fmodern\fcharset0 Georgia;}"#, #"{\f1\fs40\b\i x}"#]
        case .image: return [#"{\f0\fs24 *}"#]
        case .kern: return [#"{\f0\fs24\expnd6\expndtw30 x}"#]
        case .link: return [#"{\field{\*\fldinst{HYPERLINK "https://example.com/a"}}{\fldrslt{\f0\fs24 x}}}"#]
        case .paragraph: return [#"\pard\qc\sl360\slmult1\slleading40\sa120\fi120\li80{\f0\fs24 x}"#]
        case .strikethrough: return [#"{\f0\fs24\strike\striked1\strikec1 x}"#, #"{\colortbl;\red255\green0\blue0;}"#]
        case .underline: return [#"{\f0\fs24\ulth x}"#]
        }
    }

    private static func ansi(_ field: StyleField) -> [String] {
        let esc = "\u{1B}"
        switch field {
        case .action: return []
        case .background: return ["\(esc)[48;2;255;238;0mx\(esc)[0m"]
        case .baselineOffset: return []
        case .color: return ["\(esc)[38;2;51;102;153mx\(esc)[0m"]
        case .custom: return []
        case .font: return ["\(esc)[1;3mx\(esc)[0m"]
        case .image: return ["*"]
        case .kern: return []
        case .link: return ["\(esc)]8;id=markupc-1;https://example.com/a\(esc)\\x\(esc)]8;;\(esc)\\"]
        case .paragraph: return []
        case .strikethrough: return ["\(esc)[9mx\(esc)[0m"]
        case .underline: return ["\(esc)[4mx\(esc)[0m"]
        }
    }

    func testHTMLShowsTheBodyStylesParagraphOnTheWrapper() throws {
        let book = try StyleBook(json: #"{"body": {"# + StyleFieldSample.of(.paragraph).book + "}}")
        let html = HTMLEmitter(styleBook: book).emitString(try MarkupCompiler(styleBook: book).compile("x"))
        XCTAssertEqual(html, #"<div class="markupc" style="white-space: pre-wrap; text-align: center; line-height: 1.5; padding-inline-start: 4px; text-indent: 6px">x</div>"# + "\n")
    }

    func testAttributedStringBridgeShowsEveryField() throws {
        typealias Keys = AttributeScopes.StyleMarkupAttributes
        for field in StyleField.allCases {
            let sample = StyleFieldSample.of(field)
            let (compiled, _) = try compiled(field)
            let string = AttributedString(compiled)
            let runs = Array(string.runs)
            XCTAssertEqual(runs.count, 1, "\(field)")
            let attributes = try XCTUnwrap(runs.first).attributes
            switch field {
            case .action: XCTAssertEqual(attributes[Keys.ActionAttribute.self], "help")
            case .background: XCTAssertEqual(attributes[Keys.BackgroundAttribute.self], Color(red: 255, green: 238, blue: 0))
            case .baselineOffset: XCTAssertEqual(attributes[Keys.BaselineOffsetAttribute.self], 3)
            case .color: XCTAssertEqual(attributes[Keys.ColorAttribute.self], Color(red: 0x33, green: 0x66, blue: 0x99))
            case .custom: XCTAssertEqual(attributes[Keys.CustomAttribute.self], ["role": .string("hint")])
            case .font: XCTAssertEqual(attributes[Keys.FontAttribute.self], FontAttributes(family: "Georgia", size: 20, weight: 700, italic: true, monospace: true, textStyle: .title2))
            case .image: XCTAssertEqual(attributes[Keys.ImageAttribute.self], ImageAttributes(name: "star", src: "https://example.com/star.png", alt: "*", width: 12, height: 10))
            case .kern: XCTAssertEqual(attributes[Keys.KernAttribute.self], 1.5)
            case .link: XCTAssertEqual(attributes[AttributeScopes.FoundationAttributes.LinkAttribute.self], URL(string: "https://example.com/a"))
            case .paragraph: XCTAssertEqual(attributes[Keys.ParagraphAttribute.self], ParagraphAttributes(alignment: .center, lineSpacing: 2, paragraphSpacing: 6, lineHeightMultiple: 1.5, firstLineHeadIndent: 10, headIndent: 4))
            case .strikethrough: XCTAssertEqual(attributes[Keys.StrikethroughAttribute.self], LineStyle(.double, color: StyleFieldSample.red))
            case .underline: XCTAssertEqual(attributes[Keys.UnderlineAttribute.self], LineStyle(.thick))
            }
            // And back: nothing is lost on the way.
            XCTAssertEqual(string.makeStyleMarkupRuns().map(\.attributes), [sample.attributes], "\(field)")
        }
    }

    func testApplePresentationPlanShowsEveryFieldButCustom() throws {
        let presentation = ApplePresentation()
        let plain = presentation.attributes(for: .empty)
        XCTAssertEqual(plain.keys.sorted { $0.rawValue < $1.rawValue }, [.font])
        for field in StyleField.allCases {
            let (compiled, _) = try compiled(field)
            var plan = presentation.attributes(for: try XCTUnwrap(compiled.runs.first).attributes)
            let expected: [AppleAttributeKey: AppleAttributeValue]
            switch field {
            case .action: expected = [.link: .link(URL(string: "markup-action:help")!)]
            case .background: expected = [.backgroundColor: .color(Color(red: 255, green: 238, blue: 0))]
            case .baselineOffset: expected = [.baselineOffset: .points(3)]
            case .color: expected = [.foregroundColor: .color(Color(red: 0x33, green: 0x66, blue: 0x99))]
            case .custom: expected = [:]
            case .font:
                // The font plan has tests of its own; here: the style's font is the one planned.
                guard case .font(let font)? = plan[.font] else { return XCTFail("no font plan") }
                XCTAssertEqual(font.sources.first, .family("Georgia"))
                XCTAssertEqual(font.size, 20)
                XCTAssertEqual(font.weight, .bold)
                XCTAssertTrue(font.italic)
                XCTAssertTrue(font.monospace)
                expected = [:]
            case .image: expected = [.attachment: .attachment(ImageAttributes(name: "star", src: "https://example.com/star.png", alt: "*", width: 12, height: 10))]
            case .kern: expected = [.kern: .points(1.5)]
            case .link: expected = [.link: .link(URL(string: "https://example.com/a")!)]
            case .paragraph: expected = [.paragraphStyle: .paragraph(ParagraphAttributes(alignment: .center, lineSpacing: 2, paragraphSpacing: 6, lineHeightMultiple: 1.5,
                                                                                         firstLineHeadIndent: 10, headIndent: 4))]
            case .strikethrough: expected = [.strikethroughStyle: .lineStyle(UnderlineStyleBits.double), .strikethroughColor: .color(StyleFieldSample.red)]
            case .underline: expected = [.underlineStyle: .lineStyle(UnderlineStyleBits.thick)]
            }
            if field != .font { XCTAssertEqual(plan[.font], plain[.font], "\(field) changed the font") }
            plan[.font] = nil
            XCTAssertEqual(plan, expected, "\(field)")
        }
    }
}

import Foundation
import XCTest
@testable import StyleMarkup

/// The code shown in README.md and Docs/Library.md, run as written, with the results the
/// documents claim.
final class DocumentationExamplesTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testReadmeTour() throws {
        let book = try StyleBook(contentsOfFile: root.appendingPathComponent("StyleBooks/wp-actions.json").path)
        let compiled = try MarkupCompiler(styleBook: book).compile("Tap <help>here</help>")
        XCTAssertEqual(compiled.action(atUTF16Offset: 5), "help")
        let line = try MarkupTemplate.fill("Hello <b>%@</b>!", with: ["<i>Bob</i> & Co"])
        XCTAssertEqual(line, "Hello <b>&lt;i&gt;Bob&lt;/i&gt; &amp; Co</b>!")
    }

    func testReadmeJSONIsWhatTheSampleCompilesTo() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let book = try StyleBook(contentsOfFile: root.appendingPathComponent("StyleBooks/wp-actions.json").path)
        // markupc drops the file's final line break before compiling, as the library's caller does here.
        let sample = FinalLineBreak.split(try Data(contentsOf: root.appendingPathComponent("StyleBooks/Samples/wp-actions.txt"))).text
        let json = JSONEmitter().emitString(try MarkupCompiler(styleBook: book).compile(sample))
        XCTAssertTrue(readme.contains("--format json\n" + json + "```"), "README's JSON differs from the compiler's output:\n\(json)")
    }

    func testLibraryGuide() throws {
        let book = try StyleBook(contentsOfFile: root.appendingPathComponent("StyleBooks/signup.json").path)
        let inline = try StyleBook(json: #"{"terms": {"link": "https://example.com/terms"}}"#)
        XCTAssertEqual(inline.style(named: "terms")?.link, "https://example.com/terms")
        let compiler = MarkupCompiler(styleBook: book)
        let compiled = try compiler.compile("By signing up you agree to our <terms>Terms</terms>.")
        XCTAssertEqual(compiled.makeText(), "By signing up you agree to our Terms.")
        XCTAssertEqual(compiled.utf16Count, 37)
        XCTAssertEqual(compiled.runs.map(\.attributes.link), [nil, "https://example.com/terms", nil])
        XCTAssertEqual(compiled.makeTags()[0].name, "terms")
        XCTAssertEqual(compiled.link(atUTF16Offset: 31), "https://example.com/terms")
        XCTAssertEqual(compiled.innermostTag(atUTF16Offset: 31)?.name, "terms")
        XCTAssertNil(compiled.run(atUTF16Offset: 37))
        XCTAssertEqual("\(try MarkupCompiler(styleBook: inline).compile("Our <terms>Terms</terms>").runs[1])", #"4..<9 {"link": "https://example.com/terms"}"#)

        let markup = try MarkupTemplate.fill("Hello <b>%@</b>, you have %d messages", with: ["<i>Bob</i> & Co", 3])
        XCTAssertEqual(try compiler.compile(markup).makeText(), "Hello <i>Bob</i> & Co, you have 3 messages")
        XCTAssertEqual(TextEmitter().emitString(compiled), compiled.makeText())
        var document = Data()
        JSONEmitter().write(compiled) { piece in document.append(piece) }
        XCTAssertEqual([UInt8](document), JSONEmitter().emit(compiled), "written in pieces, the document is emit's")

        // "For a terminal": the program tells the emitter what to write.
        let environment = ["NO_COLOR": "1", "TERM": "xterm-256color"]
        let colors = (environment["NO_COLOR"] ?? "").isEmpty
        let forTerminal = ANSIEmitter(styled: true, colors: colors, colorDepth: .ansi256, width: 80).emitString(compiled)
        XCTAssertTrue(forTerminal.contains("\u{1B}]8;id=markupc-1;https://example.com/terms\u{1B}\\Terms"), forTerminal)
        XCTAssertFalse(forTerminal.contains("38;5;"), "no colour under NO_COLOR")

        // "Tokenize: text and tags without a style book"
        let tokenizer = MarkupTokenizer()
        let string = "Read the <terms href=\"https://example.com/t\">Terms</terms>"
        try tokenizer.tokenize(string)
        XCTAssertEqual(tokenizer.makeTags(), [Tag(name: "terms", attributes: [TagAttribute(name: "href", value: "https://example.com/t")],
                                                  range: tokenizer.tags[0].range, depth: 0, sourceByteOffset: 9)])
        XCTAssertEqual(SourceLocation(byteOffset: tokenizer.tags[0].sourceByteOffset, in: string), SourceLocation(line: 1, column: 10, byteOffset: 9))
        XCTAssertEqual(tokenizer.tags.map { tokenizer.name(of: $0) }, ["terms"])
        XCTAssertEqual(tokenizer.tags[0].range.nsRange, NSRange(location: 9, length: 5))
        XCTAssertEqual(tokenizer.attributes(of: tokenizer.tags[0]).map(\.value), ["https://example.com/t"])
        XCTAssertEqual(tokenizer.attribute("href", of: tokenizer.tags[0]), "https://example.com/t")
        XCTAssertNil(tokenizer.attribute("title", of: tokenizer.tags[0]))
        XCTAssertEqual(tokenizer.makeText(), "Read the Terms")
        try tokenizer.tokenize(Data("no tags".utf8))
        XCTAssertTrue(tokenizer.tags.isEmpty)
        XCTAssertEqual(tokenizer.makeText(), "no tags")
    }

    func testEmittersPageShowsWhatTheEmittersWrite() throws {
        let page = try String(contentsOf: root.appendingPathComponent("Docs/Emitters.md"), encoding: .utf8)
        let book = try StyleBook(contentsOfFile: root.appendingPathComponent("StyleBooks/wp-actions.json").path)
        // markupc drops the file's final line break before compiling, as the library's caller does here.
        let sample = FinalLineBreak.split(try Data(contentsOf: root.appendingPathComponent("StyleBooks/Samples/wp-actions.txt"))).text
        let compiled = try MarkupCompiler(styleBook: book).compile(sample)
        func shown(_ emitter: any Emitter) throws -> String {
            // As `cat -v` shows it: ESC as ^[.
            emitter.emitString(compiled).replacingOccurrences(of: "\u{1B}", with: "^[")
        }
        for format in OutputFormat.allCases {
            XCTAssertTrue(page.contains("\n| `\(format.rawValue)`"), "Docs/Emitters.md's table has no row for \(format)")
        }
        // Each format's example on the page (the JSON run list is shown in the README and JSON.md).
        let outputs = try OutputFormat.allCases.flatMap { format -> [String] in
            switch format {
            case .ansi: return [try shown(ANSIEmitter(styled: true, colorDepth: .trueColor)), try shown(ANSIEmitter(styled: true, colorDepth: .ansi16, width: 20))]
            case .html: return [try shown(HTMLEmitter(styleBook: book)), try shown(HTMLEmitter(styleBook: book, options: .init(document: true, lang: "en", styles: .classes)))]
            case .json: return []
            case .rtf: return [try shown(RTFEmitter())]
            case .text: return [try shown(TextEmitter())]
            }
        }
        for output in outputs {
            XCTAssertTrue(page.contains(output), "Docs/Emitters.md does not show:\n\(output)")
        }
    }
}

import Foundation
import XCTest
@testable import StyleMarkup

/// What compiling keeps from text to text for tags (``TagNameTable``, ``CompiledTags``): each
/// name's string, JSON and contribution made once per workspace, tags kept as tokens. A text's
/// tags and JSON must not depend on what was compiled before or after it, or with which book.
final class TagNameTableTests: XCTestCase {
    private static let bold = try! StyleBook(json: #"{"b": {"font": {"weight": "bold"}}}"#)
    private static let italic = try! StyleBook(json: #"{"b": {"font": {"italic": true}}, "i": {"color": "red"}}"#)

    /// The document of one text (written as JSON writes it, `length` UTF-16 units) with one run
    /// and one tag named `name`, as Docs/JSON.md shows it.
    private func document(_ text: String, length: Int? = nil, attributes: String, name: String) -> String {
        let length = length ?? text.utf16.count
        return """
        {
          "version": 1,
          "text": "\(text)",
          "offsets": "utf16",
          "runs": [
            {"start": 0, "length": \(length), "attributes": \(attributes)}
          ],
          "tags": [
            {"name": "\(name)", "start": 0, "length": \(length), "depth": 0, "attributes": {}}
          ]
        }

        """
    }

    private func json(_ compiled: CompiledText) -> String { JSONEmitter().emitString(compiled) }

    func testAnotherStyleBookOnTheSameCompilerDoesNotLeakStyles() throws {
        var compiler = MarkupCompiler(styleBook: Self.bold)
        XCTAssertEqual(json(try compiler.compile("<b>x</b>")), document("x", attributes: #"{"font": {"weight": 700}}"#, name: "b"))
        compiler.styleBook = Self.italic
        let italic = try compiler.compile("<b>x</b>")
        XCTAssertEqual(json(italic), document("x", attributes: #"{"font": {"italic": true}}"#, name: "b"))
        XCTAssertTrue(try XCTUnwrap(italic.resolvedTag(at: 0)).isNamedByBook)
        compiler.styleBook = Self.bold
        let unknown = try compiler.compile("<i>x</i>")
        XCTAssertEqual(json(unknown), document("x", attributes: "{}", name: "i"), "<i> is red only in the other book")
        XCTAssertEqual(unknown.warnings.map(\.tagName), ["i"])
        XCTAssertEqual(try XCTUnwrap(unknown.resolvedTag(at: 0)).isNamedByBook, false)
        XCTAssertEqual(json(try compiler.compile("<b>x</b>")), document("x", attributes: #"{"font": {"weight": 700}}"#, name: "b"))
    }

    /// Names an input that failed to tokenize put in the tokenizer's table are made when a later
    /// input uses them, in whatever order.
    func testNamesFirstSeenInAFailedInputAreMadeWhenMetAgain() throws {
        let compiler = MarkupCompiler(styleBook: Self.italic)
        XCTAssertThrowsError(try compiler.compile("<q>x</q><r>y"))
        XCTAssertEqual(json(try compiler.compile("<r>é</r>")), document("é", attributes: "{}", name: "r"))
        XCTAssertEqual(json(try compiler.compile("<q>\"</q>")), document(#"\""#, length: 1, attributes: "{}", name: "q"))
        XCTAssertEqual(json(try compiler.compile("<i>x</i>")), document("x", attributes: ##"{"color": "#ff0000"}"##, name: "i"))
    }

    /// A text keeps its names after the tokenizer drops its name table (past 4,096 names) and
    /// later texts reuse the indexes for other names.
    func testTextsKeepTheirNamesWhenTheTokenizerDropsItsNameTable() throws {
        let compiler = MarkupCompiler(styleBook: Self.bold)
        let many = try compiler.compile((0..<5_000).map { "<n\($0)>a</n\($0)>" }.joined())
        let after = try compiler.compile("<zz>y</zz><b>x</b>")
        let again = try compiler.compile("<b>x</b>")
        XCTAssertEqual(many.makeTags().count, 5_000)
        XCTAssertEqual(many.makeTags().map(\.name), (0..<5_000).map { "n\($0)" })
        XCTAssertEqual(after.makeTags().map(\.name), ["zz", "b"])
        XCTAssertEqual(json(again), document("x", attributes: #"{"font": {"weight": 700}}"#, name: "b"))
        let names = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(JSONEmitter().emit(many))) as? [String: Any])?["tags"] as? [[String: Any]])
        XCTAssertEqual(names.map { $0["name"] as? String }, (0..<5_000).map { "n\($0)" })
    }

    /// On the property tests' random markup, kept and emitted after later compiles: each tag's
    /// name is the one written in the input, and the JSON is byte for byte the JSON of the same
    /// text with its tags as the tokenizer's own `Tag` values (the path of text not compiled
    /// from markup, which escapes each name as it writes it), in every offset unit.
    func testJSONOfKeptTextsEqualsThePathWithoutTheTable() throws {
        let book = try StyleBook(json: #"{"b": {"font": {"weight": "bold"}}, "terms": {"link": "https://example.com/terms"}, "thumb": {"image": {"name": "t"}}}"#)
        let compiler = MarkupCompiler(styleBook: book)
        let tokenizer = MarkupTokenizer(imageTags: ["thumb"])
        var generator = MarkupGenerator(seed: 0x7461_6773)
        var kept: [(compiled: CompiledText, names: [String], plain: CompiledText)] = []
        for _ in 0..<1_500 {
            let (input, expectation) = generator.generate()
            guard expectation == .success, let compiled = try? compiler.compile(input) else { continue }
            // Every start tag's name, read off the input (text pieces hold tags too).
            let names = input.matches(of: /<([A-Za-z_][A-Za-z0-9_.:\-]*)/.matchingSemantics(.unicodeScalar)).map { String($0.output.1) }
            try tokenizer.tokenize(input)
            let plain = CompiledText(utf8Text: compiled.utf8Text, utf16Count: compiled.utf16Count, runs: compiled.runs, tags: tokenizer.makeTags())
            kept.append((compiled, names, plain))
        }
        XCTAssertGreaterThan(kept.count, 800)
        for (index, (compiled, names, plain)) in kept.enumerated() {
            XCTAssertEqual(compiled.makeTags().map(\.name), names, "text \(index)")
            XCTAssertEqual(compiled.makeTags(), plain.makeTags(), "text \(index)")
            for unit in OffsetUnit.allCases {
                XCTAssertEqual(JSONEmitter(offsets: unit).emit(compiled), JSONEmitter(offsets: unit).emit(plain), "text \(index), \(unit)")
            }
        }
    }
}

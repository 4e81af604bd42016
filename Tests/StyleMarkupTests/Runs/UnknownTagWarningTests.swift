import Foundation
import XCTest
@testable import StyleMarkup

/// A tag the style book does not name is stripped with a warning:
/// the compiled text carries it with its position and the nearest name in the book, and the
/// same message is the `--strict` error and lint's `unknown-tag` finding.
final class UnknownTagWarningTests: XCTestCase {
    private func book() throws -> StyleBook {
        try StyleBook(json: #"{"help": {"action": "help"}, "terms": {"link": "https://x.test"}, "b": {}}"#, fileName: "config/styles.json")
    }

    func testUnknownTagsAreWarningsWithPositionAndSuggestion() throws {
        let compiled = try MarkupCompiler(styleBook: book()).compile("Tap <hlep>here</hlep>\n or <zzz/> <hlep>x</hlep> <trems>y</trems>")
        XCTAssertEqual(compiled.makeText(), "Tap here\n or  x y")
        XCTAssertEqual(compiled.warnings.map(\.description), [
            "1:5: <hlep> is not in styles.json (did you mean <help>?) [unknown-tag]",
            "2:5: <zzz> is not in styles.json [unknown-tag]",
            "2:27: <trems> is not in styles.json (did you mean <terms>?) [unknown-tag]",
        ])
        XCTAssertEqual(compiled.warnings[0].rule, .unknownTag)
        XCTAssertEqual(compiled.warnings[0].tagName, "hlep")
        XCTAssertEqual(compiled.warnings[0].suggestion, "help")
        XCTAssertEqual(compiled.warnings[0].location, SourceLocation(line: 1, column: 5, byteOffset: 4))
        XCTAssertNil(compiled.warnings[1].suggestion)
        // Unknown tags are still listed in `tags` and style nothing.
        XCTAssertEqual(compiled.makeTags().map(\.name), ["hlep", "zzz", "hlep", "trems"])
        XCTAssertEqual(compiled.runs.count, 1)
    }

    func testKnownTagsGiveNoWarning() throws {
        XCTAssertEqual(try MarkupCompiler(styleBook: book()).compile("<help>x</help> <b>y</b>").warnings, [])
    }

    func testStrictMakesTheSameMessageAnError() throws {
        XCTAssertThrowsError(try MarkupCompiler(styleBook: book(), strict: true).compile("ok\n  <hlep>x</hlep>")) { error in
            XCTAssertEqual((error as? CompileError)?.description, "2:3: <hlep> is not in styles.json (did you mean <help>?) [unknown-tag]")
        }
    }

    func testBookBuiltInCodeOrBuiltIn() throws {
        let code = StyleBook(styles: ["help": StyleAttributes()])
        XCTAssertEqual(try MarkupCompiler(styleBook: code).compile("<hlep>x</hlep>").warnings.map(\.message),
                       ["<hlep> is not in the style book (did you mean <help>?)"])
        XCTAssertEqual(try MarkupCompiler().compile("<bold>x</bold>").warnings.map(\.message), ["<bold> is not in the built-in default book"])
        XCTAssertEqual(try MarkupCompiler().compile("<strnog>x</strnog>").warnings.map(\.message),
                       ["<strnog> is not in the built-in default book (did you mean <strong>?)"])
    }

    func testPositionsAfterAByteOrderMarkAndManyDistinctNamesAreLinear() throws {
        let marked = try MarkupCompiler(styleBook: book()).compile(Data([0xEF, 0xBB, 0xBF] + Array("é <x/>\n<y/>".utf8)))
        XCTAssertEqual(marked.warnings.map(\.location), [SourceLocation(line: 1, column: 3, byteOffset: 6), SourceLocation(line: 2, column: 1, byteOffset: 11)])
        // 200,000 distinct unknown names: the first 100 get a warning each, then one warning
        // counts the rest; all located in one pass. (No clock here: on a loaded machine a time
        // limit flakes. A pass per name would be 4·10¹⁰ steps and never finish; the compile
        // benchmark in Benchmarks/ measures the speed.)
        let count = 200_000
        let markup = (0..<count).map { "<t\($0)/>\n" }.joined() + "<t0/>"
        let compiled = try MarkupCompiler(styleBook: book()).compile(markup)
        XCTAssertEqual(compiled.warnings.count, CompileWarning.maxTagWarnings + 1)
        XCTAssertEqual(compiled.warnings[99].description, "100:1: <t99> is not in styles.json [unknown-tag]")
        XCTAssertEqual(compiled.warnings[100].description, "101:1: 199900 more tags are not in styles.json [unknown-tag]")
        XCTAssertNil(compiled.warnings[100].tagName)
    }
}

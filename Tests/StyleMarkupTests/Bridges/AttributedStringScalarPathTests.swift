import Foundation
import XCTest
@testable import StyleMarkup

/// `AttributedString(compiled)` places runs through the UTF-8 view where the platform's
/// Foundation declares it (Linux, Windows) and by counting Unicode scalars on Apple's systems,
/// whose SDKs before 26 lack that view. Both ways give the same string; the scalar way is
/// checked here too, so it is tested where this suite runs.
final class AttributedStringScalarPathTests: XCTestCase {
    private let book = ##"""
    {
      "b": {"font": {"weight": "bold"}},
      "i": {"font": {"italic": true}, "color": "#ff000080"},
      "help": {"action": "help"},
      "x": {"custom": {"n": 1}}
    }
    """##

    private let markups = [
        "plain <b>bold</b> tail",
        "<b>👋🏽 wave</b> then <i>𝄞 clef</i>",
        "🇫🇷<help>🇩🇪 flags</help>👨‍👩‍👧<x>family</x>",
        "e\u{301}<b>a\u{308}\u{301}</b>\u{301}<i>中文</i>",
        "<b>a</b><i>b</i><b>c</b><help>d</help>",
        "no tags at all, but 😀 emoji",
    ]

    func testScalarPlacementEqualsTheInitializer() throws {
        let compiler = try MarkupCompiler(styleBook: StyleBook(json: book))
        for markup in markups {
            let compiled = try compiler.compile(markup)
            let runs = compiled.runs
            var byScalars = AttributedString(compiled.makeText())
            AttributedString.setAttributes(AttributeContainer.containers(of: runs), of: runs, byScalarsIn: compiled, on: &byScalars)
            XCTAssertEqual(byScalars, AttributedString(compiled), markup)
            XCTAssertEqual(byScalars.makeStyleMarkupRuns(), Array(runs), markup)
        }
    }

    func testScalarPlacementOfEachRunIsItsUTF16Range() throws {
        let compiled = try MarkupCompiler(styleBook: StyleBook(json: book)).compile("🇫🇷 <b>bold 𝄞</b> <i>e\u{301}</i>!")
        var string = AttributedString(compiled.makeText())
        AttributedString.setAttributes(AttributeContainer.containers(of: compiled.runs), of: compiled.runs, byScalarsIn: compiled, on: &string)
        // Hand-counted UTF-16 ranges: "🇫🇷 " is 5 units, "bold 𝄞" 7, " " 1, "e\u{301}" 2, "!" 1.
        XCTAssertEqual(string.makeStyleMarkupRuns().map(\.range.utf16), [0..<5, 5..<12, 12..<13, 13..<15, 15..<16])
        XCTAssertEqual(string.makeStyleMarkupRuns().map { $0.attributes.font?.weight }, [nil, 700, nil, nil, nil])
        XCTAssertEqual(string.makeStyleMarkupRuns().map { $0.attributes.font?.italic }, [nil, nil, nil, true, nil])
    }
}

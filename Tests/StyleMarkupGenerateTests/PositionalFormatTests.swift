import StyleMarkup
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

final class PositionalFormatTests: XCTestCase {
    private func format(_ text: String) throws -> PositionalFormat {
        try PositionalFormat(text, kind: .format)
    }

    func testUnnumberedPlaceholdersTakeArgumentsInTurn() throws {
        let rewritten = try format("%@ has %lld files (%.1f%%)")
        XCTAssertEqual(rewritten.text, "%1$@ has %2$lld files (%3$.1f%%)")
        XCTAssertEqual(rewritten.uses.map(\.position), [1, 2, 3])
        XCTAssertEqual(rewritten.uses.map(\.type), [.string, .int, .double])
        XCTAssertEqual(rewritten.uses.map(\.offset), [0, 7, 19])
    }

    func testNumberedPlaceholdersKeepTheirNumbers() throws {
        let rewritten = try format("%2$@ a envoyé %1$-5u photos à %2$@")
        XCTAssertEqual(rewritten.text, "%2$@ a envoyé %1$-5u photos à %2$@")
        XCTAssertEqual(rewritten.uses.map(\.position), [2, 1, 2])
        XCTAssertEqual(rewritten.uses.map(\.type), [.string, .unsignedInt, .string])
    }

    func testTypesOfEveryConversion() throws {
        let rewritten = try format("%d %i %ld %lld %zd %u %lu %x %o %f %e %g %Lf %s %@")
        XCTAssertEqual(rewritten.uses.map(\.type), [.int, .int, .int, .int, .int, .unsignedInt, .unsignedInt, .unsignedInt, .unsignedInt,
                                                    .double, .double, .double, .double, .string, .string])
    }

    func testSubstitutionTokensTakeArgumentsAndLoseTheirNumbers() throws {
        let rewritten = try format("%@ found %#@files@ in %#@folders@")
        XCTAssertEqual(rewritten.text, "%1$@ found %#@files@ in %#@folders@")
        XCTAssertEqual(rewritten.substitutions.map(\.name), ["files", "folders"])
        XCTAssertEqual(rewritten.substitutions.map(\.position), [2, 3])
        XCTAssertEqual(rewritten.uses.map(\.position), [1])
        let numbered = try format("%3$#@folders@: %2$#@files@ (%1$@)")
        XCTAssertEqual(numbered.text, "%#@folders@: %#@files@ (%1$@)")
        XCTAssertEqual(numbered.substitutions.map(\.position), [3, 2])
    }

    func testVariableFormsBelongToTheirArgument() throws {
        let stringsdict = try PositionalFormat("%d Dateien", kind: .variableForm(position: 3))
        XCTAssertEqual(stringsdict.text, "%3$d Dateien")
        XCTAssertEqual(stringsdict.uses.map(\.type), [.int])
        // A String Catalog's %arg reaches the rewrite as the reader read it: numbered.
        let catalog = try PositionalFormat("%2$lld files in %1$@", kind: .variableForm(position: 2))
        XCTAssertEqual(catalog.text, "%2$lld files in %1$@")
        XCTAssertEqual(catalog.uses.map(\.type), [.int, .string])
    }

    func testProblemsNameThePlaceholderAndItsOffset() {
        XCTAssertThrowsError(try format("a %1$@ b %@")) { error in
            XCTAssertEqual((error as? PositionalFormat.Problem)?.message,
                           "the string mixes numbered (%1$@) and unnumbered (%@) placeholders; number them all (%1$@, %2$d)")
            XCTAssertEqual((error as? PositionalFormat.Problem)?.offset, 9)
        }
        XCTAssertThrowsError(try format("x %c")) { error in
            XCTAssertEqual((error as? PositionalFormat.Problem)?.offset, 2)
            XCTAssertEqual((error as? PositionalFormat.Problem)?.message,
                           "placeholder %c has no Swift type in markupc generate; use %@ for text, %d for an integer, %f for a number")
        }
        XCTAssertThrowsError(try format("%*d")) { error in
            XCTAssertEqual((error as? PositionalFormat.Problem)?.message,
                           "placeholder %*d takes its width or precision from an argument (*), which markupc generate does not support")
        }
        XCTAssertThrowsError(try PositionalFormat("%d of %d", kind: .variableForm(position: 1))) { error in
            XCTAssertEqual((error as? PositionalFormat.Problem)?.offset, 6)
        }
    }
}

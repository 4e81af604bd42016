import Foundation
import XCTest
@testable import StyleMarkup

/// A tokenizer reused from input to input (its buffers, tag store and name table kept) reports
/// exactly what a fresh tokenizer does on each input.
final class MarkupTokenizerReuseTests: XCTestCase {
    private func assertSameAsFresh(_ tokenizer: MarkupTokenizer, _ input: String, file: StaticString = #filePath, line: UInt = #line) {
        do {
            let fresh = try MarkupTokenizer.tokenized(input, limits: tokenizer.limits, imageTags: tokenizer.imageTags)
            do {
                try tokenizer.tokenize(input)
            } catch {
                return XCTFail("the reused tokenizer failed on \(input.debugDescription): \(error)", file: file, line: line)
            }
            XCTAssertEqual(tokenizer.result, fresh, input.debugDescription, file: file, line: line)
            XCTAssertEqual(tokenizer.makeText(), fresh.text, input.debugDescription, file: file, line: line)
            XCTAssertEqual(tokenizer.utf8Count, fresh.utf8Text.count, file: file, line: line)
            XCTAssertEqual(tokenizer.tags.map { tokenizer.name(of: $0) }, fresh.tags.map(\.name), file: file, line: line)
            XCTAssertEqual(tokenizer.tags.map { Array(tokenizer.attributes(of: $0)) }, fresh.tags.map(\.attributes), file: file, line: line)
            XCTAssertEqual(tokenizer.tags.map(\.range), fresh.tags.map(\.range), file: file, line: line)
            XCTAssertEqual(tokenizer.tags.map { tokenizer.attribute("href", of: $0) }, fresh.tags.map { $0.attribute("href") }, file: file, line: line)
        } catch let expected {
            XCTAssertThrowsError(try tokenizer.tokenize(input), input.debugDescription, file: file, line: line) { error in
                XCTAssertEqual(error as? MarkupError, expected, input.debugDescription, file: file, line: line)
            }
            XCTAssertTrue(tokenizer.tags.isEmpty, "a failed input leaves no tags", file: file, line: line)
            XCTAssertEqual(tokenizer.utf8Count, 0, file: file, line: line)
        }
    }

    func testOneTokenizerReadsManyInputsLikeFreshOnes() {
        let tokenizer = MarkupTokenizer(imageTags: ["star"])
        let inputs = [
            "By signing up you agree to our <terms>Terms &amp; Conditions</terms> and <privacy>Privacy Policy</privacy>",
            "",
            "plain text, no markup at all",
            "<b>bold <i>both</i></b> and <a href=\"https://example.com/?a=1&amp;b=2\" title='x'>a link</a>",
            String(repeating: "long <b>text</b> with &hellip; and caf\u{E9} ", count: 200),  // grows the buffer
            "short <b>again</b>",  // reuses the grown buffer
            "rated <star/> and <star>*</star> \u{1F600}",
            "<b>unclosed",
            "<b>x</i>",
            "after an error <em>still</em> fine",
            "a<b then c",
            "<averyveryverylongtagname>long names are not cached</averyveryverylongtagname>",
            "<averyveryverylongtagname>twice</averyveryverylongtagname>",
        ]
        for input in inputs { assertSameAsFresh(tokenizer, input) }
    }

    func testGeneratedMarkupMatchesFreshTokenizers() {
        var generator = MarkupGenerator(seed: 0x746F_6B65_6E69_7A65)
        let tokenizer = MarkupTokenizer(imageTags: ["img", "icon"])
        for _ in 0..<1_500 {
            assertSameAsFresh(tokenizer, generator.generate().input)
        }
    }

    func testNameTableStaysBoundedAcrossManyDistinctLongNames() throws {
        let tokenizer = MarkupTokenizer()
        for index in 0..<10_000 {
            try tokenizer.tokenize("<longname\(index)>x</longname\(index)>")
            XCTAssertEqual(tokenizer.name(of: tokenizer.tags[0]), "longname\(index)")
        }
    }

    func testErrorsCarryTheirPositions() {
        let tokenizer = MarkupTokenizer(limits: MarkupLimits(maxNestingDepth: 2))
        XCTAssertThrowsError(try tokenizer.tokenize("<a><b><c>x</c></b></a>")) { error in
            let error = error as! MarkupError
            XCTAssertEqual(error.kind, .nestingTooDeep)
            XCTAssertEqual(error.location.line, 1)
            XCTAssertEqual(error.location.column, 7)
            XCTAssertEqual(error.message, "tags nest deeper than the limit of 2 at <c>")
        }
    }
}

import Foundation
import XCTest
import StyleMarkup

/// Every markup limit: its default, the message and position when it is passed, and that
/// input right at the limit is accepted.
final class MarkupLimitsTests: XCTestCase {
    private func error(_ input: String, _ limits: MarkupLimits, file: StaticString = #filePath, line: UInt = #line) throws -> MarkupError {
        do {
            _ = try MarkupTokenizer.tokenized(input, limits: limits)
        } catch {
            return error
        }
        XCTFail("expected a MarkupError for \(input.prefix(40))", file: file, line: line)
        throw XCTSkip("no error")
    }

    private func describe(_ error: MarkupError) -> String {
        "\(error.kind.rawValue) \(error.location.line):\(error.location.column)@\(error.location.byteOffset) \(error.message)"
    }

    func testDefaults() {
        let limits = MarkupLimits.default
        XCTAssertEqual(limits.maxNestingDepth, 1_000)
        XCTAssertEqual(limits.maxInputBytes, 1 << 30)
        XCTAssertEqual(limits.maxTags, 50_000_000)
        XCTAssertEqual(limits.maxAttributeBytes, 1 << 20)
        XCTAssertEqual(limits.maxCharacterReferenceDigits, 32)
    }

    func testInputSize() throws {
        XCTAssertEqual(describe(try error("abcde", MarkupLimits(maxInputBytes: 4))),
                       "limitExceeded 1:1@0 the input is 5 bytes, more than the limit of 4")
        XCTAssertEqual(try MarkupTokenizer.tokenized("abcd", limits: MarkupLimits(maxInputBytes: 4)).text, "abcd")
    }

    func testNestingDepth() throws {
        XCTAssertEqual(describe(try error("x\n<a><b><c>y</c></b></a>", MarkupLimits(maxNestingDepth: 2))),
                       "nestingTooDeep 2:7@8 tags nest deeper than the limit of 2 at <c>")
        XCTAssertEqual(try MarkupTokenizer.tokenized("<a><b>y</b></a>", limits: MarkupLimits(maxNestingDepth: 2)).tags.count, 2)
    }

    func testTagCount() throws {
        XCTAssertEqual(describe(try error("<a/> <b>x</b>\n<c/>", MarkupLimits(maxTags: 2))),
                       "limitExceeded 2:1@14 more than 2 tags in one input")
        XCTAssertEqual(try MarkupTokenizer.tokenized("<a/> <b>x</b>", limits: MarkupLimits(maxTags: 2)).tags.count, 2)
    }

    func testAttributeLength() throws {
        XCTAssertEqual(describe(try error(#"ok <a href="https://x.test">x</a>"#, MarkupLimits(maxAttributeBytes: 10))),
                       "limitExceeded 1:13@12 the value of attribute href is longer than the limit of 10 bytes")
        XCTAssertEqual(try MarkupTokenizer.tokenized(#"<a href="0123456789">x</a>"#, limits: MarkupLimits(maxAttributeBytes: 10)).tags[0].attributes[0].value,
                       "0123456789")
    }

    func testCharacterReferenceDigits() throws {
        // Leading zeros count: a reference may not hide a long run of digits.
        let long = "x &#" + String(repeating: "0", count: 33) + "65;"
        XCTAssertEqual(describe(try error(long, .default)),
                       "limitExceeded 1:3@2 character reference &#00000000…; has 35 digits, more than the limit of 32")
        let longHex = "&#x" + String(repeating: "0", count: 40) + "41;"
        XCTAssertEqual(describe(try error(longHex, MarkupLimits(maxCharacterReferenceDigits: 4))),
                       "limitExceeded 1:1@0 character reference &#x00000000…; has 42 digits, more than the limit of 4")
        // At the limit the reference decodes; out of range is still its own error.
        XCTAssertEqual(try MarkupTokenizer.tokenized("&#" + String(repeating: "0", count: 30) + "65;").text, "A")
        XCTAssertEqual(describe(try error("&#99999999999999999999;", .default)),
                       "invalidCharacterReference 1:1@0 character reference &#99999999999999999999; is not a valid Unicode character")
        // In an attribute value too, positioned at its '&'.
        XCTAssertEqual(describe(try error(#"<a t="&#x00000000041;">x</a>"#, MarkupLimits(maxCharacterReferenceDigits: 8))),
                       "limitExceeded 1:7@6 character reference &#x00000000…; has 11 digits, more than the limit of 8")
        // Without ';' the digits are text, however many there are.
        let digits = String(repeating: "1", count: 100)
        XCTAssertEqual(try MarkupTokenizer.tokenized("&#" + digits).text, "&#" + digits)
    }

    func testAMillionDigitReferenceIsQuickAndItsMessageShort() throws {
        let input = "&#" + String(repeating: "0", count: 1_000_000) + "65;"
        // No clock (it flakes on a loaded machine): the message is short because the digits are
        // cut at the limit, not copied.
        let failure = try error(input, .default)
        XCTAssertLessThan(failure.message.utf8.count, 120)
    }
}

import XCTest
@testable import StyleMarkup

/// `MarkupTokenizer.tags`: a collection over the tokenizer's token buffer that keeps what it
/// held after the tokenizer reads the next input.
final class TagTokensTests: XCTestCase {
    func testTagsAreACollectionOfTheLatestInputsTokens() throws {
        let tokenizer = MarkupTokenizer()
        try tokenizer.tokenize("a <b>bold <i>both</i></b> c")
        let tags = tokenizer.tags
        XCTAssertEqual(tags.count, 2)
        XCTAssertEqual(tags.startIndex, 0)
        XCTAssertEqual(tags.endIndex, 2)
        XCTAssertEqual(tags.map { tokenizer.name(of: $0) }, ["b", "i"])
        XCTAssertEqual(tags.map(\.range.utf16), [2..<11, 7..<11])
        XCTAssertEqual(tags.map(\.depth), [0, 1])
        XCTAssertEqual(Array(tags.reversed()).map(\.sourceByteOffset), [10, 2])
    }

    func testHeldTagsStayUnchangedWhenTheTokenizerReadsAgain() throws {
        let tokenizer = MarkupTokenizer()
        try tokenizer.tokenize("<b>one</b> <i>two</i>")
        let held = tokenizer.tags
        let heldArray = Array(held)
        try tokenizer.tokenize("xx <u>three</u>")
        XCTAssertEqual(Array(held), heldArray, "a held TagTokens is not overwritten by the next input")
        XCTAssertEqual(held.map(\.range.utf8), [0..<3, 4..<7])
        XCTAssertEqual(tokenizer.tags.map(\.range.utf8), [3..<8])
        XCTAssertEqual(tokenizer.tags.map { tokenizer.name(of: $0) }, ["u"])
        // Once nothing holds the old buffer, later inputs are read the same way.
        try tokenizer.tokenize("<b>one</b> <i>two</i>")
        XCTAssertEqual(Array(tokenizer.tags), heldArray)
    }

    func testTokenBufferGrowsPastItsFirstCapacityAndKeepsEarlierTokens() throws {
        let tokenizer = MarkupTokenizer()
        for count in [0, 1, 3, 4, 5, 64, 1_000] {
            let input = (0..<count).map { "<b>\($0)</b>" }.joined()
            try tokenizer.tokenize(input)
            XCTAssertEqual(tokenizer.tags.count, count)
            var offset8 = 0
            for (k, tag) in tokenizer.tags.enumerated() {
                let length = String(k).utf8.count
                XCTAssertEqual(tag.range.utf8, offset8..<(offset8 + length), "tag \(k) of \(count)")
                offset8 += length
            }
        }
    }

    func testTheTagLimitHoldsWhateverTheBuffersCapacity() throws {
        let tokenizer = MarkupTokenizer(limits: MarkupLimits(maxTags: 2))
        try tokenizer.tokenize("<b>1</b><b>2</b>")
        XCTAssertEqual(tokenizer.tags.count, 2)
        XCTAssertThrowsError(try tokenizer.tokenize("<b>1</b><b>2</b><b>3</b>")) { error in
            let error = error as? MarkupError
            XCTAssertEqual(error?.kind, .limitExceeded)
            XCTAssertEqual(error?.message, "more than 2 tags in one input")
            XCTAssertEqual(error?.location.byteOffset, 16)
        }
        XCTAssertTrue(tokenizer.tags.isEmpty)
    }
}

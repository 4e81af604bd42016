import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// The HTML dialect's table of element names and the integer keys the reader compares them by.
final class HTMLElementNamesTests: XCTestCase {
    private func key(_ name: String) -> UInt64 {
        var copy = name
        return copy.withUTF8 { HTMLElementNames.key($0, 0..<$0.count) }
    }

    func testEveryVoidElementHasItsOwnBit() {
        XCTAssertEqual(HTMLElementNames.void.count, 14)
        for (index, name) in HTMLElementNames.void.enumerated() {
            XCTAssertEqual(HTMLElementNames.voidBit(key: key(name)), 1 << index, name)
            XCTAssertEqual(HTMLElementNames.voidBit(key: key(name.uppercased())), 1 << index, name)
            XCTAssertTrue(HTMLElementNames.all.contains(name), name)
        }
        XCTAssertEqual(HTMLElementNames.voidBit(key: key("br")), HTMLElementNames.lineBreakBit)
        for name in ["b", "a", "links", "lin", "brr", "source1", "none"] {
            XCTAssertEqual(HTMLElementNames.voidBit(key: key(name)), 0, name)
        }
    }

    func testKnownNamesAndTheKeysShortcut() {
        for name in HTMLElementNames.all { XCTAssertTrue(HTMLElementNames.isKnown(name, key: key(name)), name) }
        for name in ["none", "key", "value", "equation", "gui", "application", "super", "unknown", "xliff:g", "figcaptions"] {
            XCTAssertFalse(HTMLElementNames.isKnown(name, key: key(name)), name)
        }
        // Names longer than eight bytes have no key and are looked up by name.
        XCTAssertEqual(key("blockquote"), 0)
        XCTAssertTrue(HTMLElementNames.isKnown("blockquote", key: 0))
        XCTAssertEqual(key("Br"), 0x6272)
        XCTAssertEqual(key("h1"), 0x6831)
    }
}

import XCTest
@testable import StyleMarkup

final class HTMLEntityTableTests: XCTestCase {
    /// Distinct names ending in `;` in Python's `html.entities.html5`, counted independently:
    /// `len({k[:-1] for k in html.entities.html5 if k.endswith(";")})` == 2125.
    func testCountMatchesHTML5NamesWithSemicolon() {
        XCTAssertEqual(HTMLEntityTable.entries.count, 2125)
    }

    func testKeysAreBareNames() {
        for key in HTMLEntityTable.entries.keys {
            XCTAssertFalse(key.isEmpty)
            XCTAssertFalse(key.contains(";"), key)
            XCTAssertFalse(key.contains("&"), key)
        }
    }

    func testValuesAreOneOrTwoScalars() {
        for (name, value) in HTMLEntityTable.entries {
            XCTAssertTrue((1...2).contains(value.unicodeScalars.count), name)
        }
    }

    func testSingleScalarSpotChecks() {
        let expected: [String: String] = [
            "amp": "&",
            "AMP": "&",
            "lt": "<",
            "gt": ">",
            "quot": "\"",
            "apos": "'",
            "nbsp": "\u{00A0}",
            "hellip": "\u{2026}",
            "mdash": "\u{2014}",
            "copy": "\u{00A9}",
            "eacute": "\u{00E9}",
            "Afr": "\u{1D504}",
        ]
        for (name, value) in expected {
            XCTAssertEqual(HTMLEntityTable.entries[name], value, name)
        }
    }

    func testTwoScalarSpotChecks() {
        let expected: [String: [UInt32]] = [
            "NotEqualTilde": [0x2242, 0x0338],
            "fjlig": [0x66, 0x6A],
            "ThickSpace": [0x205F, 0x200A],
            "nvlt": [0x3C, 0x20D2],
            "bne": [0x3D, 0x20E5],
        ]
        for (name, scalars) in expected {
            let actual = HTMLEntityTable.entries[name].map { $0.unicodeScalars.map(\.value) }
            XCTAssertEqual(actual, scalars, name)
        }
    }

    func testUnknownAndSemicolonKeysAreAbsent() {
        XCTAssertNil(HTMLEntityTable.entries["amp;"])
        XCTAssertNil(HTMLEntityTable.entries["&amp;"])
        XCTAssertNil(HTMLEntityTable.entries["notAnEntity"])
    }

    func testParsePackedFormat() {
        let parsed = HTMLEntityTable.parse("a 41\n\nbb 2242 338\nbad\nworse ZZZ\n")
        XCTAssertEqual(parsed, ["a": "A", "bb": "\u{2242}\u{0338}"])
    }
}

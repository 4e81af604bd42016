import XCTest
@testable import StyleMarkup

final class CSSNamedColorsTests: XCTestCase {
    /// 148 CSS Color Level 4 named colors + `transparent`.
    func testCount() {
        XCTAssertEqual(CSSNamedColors.table.count, 149)
    }

    func testSpotChecks() {
        XCTAssertEqual(CSSNamedColors.table["rebeccapurple"], 0x663399FF)
        XCTAssertEqual(CSSNamedColors.table["orange"], 0xFFA500FF)
        XCTAssertEqual(CSSNamedColors.table["aliceblue"], 0xF0F8FFFF)
        XCTAssertEqual(CSSNamedColors.table["black"], 0x000000FF)
        XCTAssertEqual(CSSNamedColors.table["white"], 0xFFFFFFFF)
        XCTAssertEqual(CSSNamedColors.table["gray"], 0x808080FF)
    }

    func testGrayGreySpellingsAgree() {
        for gray in ["gray", "darkgray", "dimgray", "lightgray", "slategray", "darkslategray", "lightslategray"] {
            let grey = gray.replacingOccurrences(of: "gray", with: "grey")
            XCTAssertNotNil(CSSNamedColors.table[gray], gray)
            XCTAssertEqual(CSSNamedColors.table[gray], CSSNamedColors.table[grey], grey)
        }
    }

    func testTransparent() {
        XCTAssertEqual(CSSNamedColors.table["transparent"], 0x00000000)
        XCTAssertEqual((CSSNamedColors.table["transparent"] ?? 1) & 0xFF, 0)
    }

    func testNamesAreLowercaseAndNamedColorsOpaque() {
        for (name, value) in CSSNamedColors.table {
            XCTAssertEqual(name, name.lowercased())
            if name != "transparent" {
                XCTAssertEqual(value & 0xFF, 0xFF, name)
            }
        }
    }
}

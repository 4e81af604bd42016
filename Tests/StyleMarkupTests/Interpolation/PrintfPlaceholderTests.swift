import XCTest
import StyleMarkup

final class PrintfPlaceholderTests: XCTestCase {
    private func texts(_ template: String) -> [String] {
        PrintfPlaceholder.scan(template).map(\.text)
    }

    func testSimplePlaceholder() {
        XCTAssertEqual(PrintfPlaceholder.scan("Hello, %@!"), [
            PrintfPlaceholder(conversion: "@", range: 7..<9, text: "%@"),
        ])
    }

    func testEveryConversion() {
        for conversion in "@diuoxXfFeEgGaAcCsSp" {
            let found = PrintfPlaceholder.scan("x%\(conversion)y")
            XCTAssertEqual(found.count, 1, "\(conversion)")
            XCTAssertEqual(found.first?.conversion, conversion)
            XCTAssertEqual(found.first?.range, 1..<3)
            XCTAssertEqual(found.first?.text, "%\(conversion)")
            XCTAssertEqual(found.first?.length, "")
            XCTAssertNil(found.first?.position)
        }
    }

    func testNotConversions() {
        for letter in "bhjklmnqrtvwyzBDHIKLNOPQRTUVWYZ!?" {
            XCTAssertEqual(PrintfPlaceholder.scan("%\(letter)"), [], "\(letter)")
        }
    }

    func testEveryLengthModifier() {
        for length in ["hh", "h", "l", "ll", "q", "z", "t", "j", "L"] {
            let found = PrintfPlaceholder.scan("%\(length)d")
            XCTAssertEqual(found.count, 1, length)
            XCTAssertEqual(found.first?.length, length)
            XCTAssertEqual(found.first?.conversion, "d")
            XCTAssertEqual(found.first?.range, 0..<(length.count + 2))
        }
        XCTAssertEqual(PrintfPlaceholder.scan("%Lf").first?.length, "L")
        XCTAssertEqual(PrintfPlaceholder.scan("%lu").first?.length, "l")
        XCTAssertEqual(PrintfPlaceholder.scan("%zu").first?.length, "z")
    }

    func testTooManyLengthLettersIsMalformed() {
        XCTAssertEqual(PrintfPlaceholder.scan("%llld %hhhd %lh"), [])
    }

    func testNumberedPlaceholders() {
        let found = PrintfPlaceholder.scan("%2$@ sent you %1$lld photos and %10$d")
        XCTAssertEqual(found.map(\.text), ["%2$@", "%1$lld", "%10$d"])
        XCTAssertEqual(found.map(\.position), [2, 1, 10])
        XCTAssertEqual(found.map(\.length), ["", "ll", ""])
        XCTAssertEqual(found.map(\.range), [0..<4, 14..<20, 32..<37])
        XCTAssertEqual(found.map(\.isNumbered), [true, true, true])
        XCTAssertFalse(PrintfPlaceholder.scan("%@")[0].isNumbered)
    }

    func testAndroidAndAppleNumberedStrings() {
        let android = PrintfPlaceholder.scan("%1$s")[0]
        let apple = PrintfPlaceholder.scan("%1$@")[0]
        XCTAssertEqual(android.position, 1)
        XCTAssertEqual(android.conversion, "s")
        XCTAssertEqual(apple.position, 1)
        XCTAssertEqual(apple.conversion, "@")
    }

    func testAllParts() {
        XCTAssertEqual(PrintfPlaceholder.scan("%1$-05.2lf"), [
            PrintfPlaceholder(position: 1, flags: "-0", width: "5", precision: "2", length: "l",
                              conversion: "f", range: 0..<10, text: "%1$-05.2lf"),
        ])
    }

    func testFlags() {
        let found = PrintfPlaceholder.scan("%-+ #0'12d")
        XCTAssertEqual(found.first?.flags, "-+ #0'")
        XCTAssertEqual(found.first?.width, "12")
        XCTAssertNil(found.first?.precision)
        XCTAssertEqual(PrintfPlaceholder.scan("%05d").first?.flags, "0")
        XCTAssertEqual(PrintfPlaceholder.scan("%05d").first?.width, "5")
        XCTAssertEqual(PrintfPlaceholder.scan("%d").first?.flags, "")
        XCTAssertNil(PrintfPlaceholder.scan("%d").first?.width)
    }

    func testWidthIsNotAPosition() {
        let found = PrintfPlaceholder.scan("%12d")
        XCTAssertNil(found.first?.position)
        XCTAssertEqual(found.first?.width, "12")
    }

    func testPrecision() {
        XCTAssertEqual(PrintfPlaceholder.scan("%.3f").first?.precision, "3")
        XCTAssertEqual(PrintfPlaceholder.scan("%.f").first?.precision, "")
        XCTAssertEqual(PrintfPlaceholder.scan("%8.3e").first?.width, "8")
        XCTAssertEqual(PrintfPlaceholder.scan("%.10@").first?.precision, "10")
    }

    func testPercentPercentIsNotAPlaceholder() {
        XCTAssertEqual(texts("100%%"), [])
        XCTAssertEqual(texts("%%d"), [])
        XCTAssertEqual(texts("%%%%"), [])
        let found = PrintfPlaceholder.scan("%%%d%%")
        XCTAssertEqual(found.map(\.text), ["%d"])
        XCTAssertEqual(found.map(\.range), [2..<4])
    }

    func testMalformedPercentIsLeftAlone() {
        XCTAssertEqual(texts("%"), [])
        XCTAssertEqual(texts("100%"), [])
        XCTAssertEqual(texts("%y"), [])
        XCTAssertEqual(texts("%1$"), [])
        XCTAssertEqual(texts("%1$y"), [])
        XCTAssertEqual(texts("%0$d"), [])     // positions start at 1
        XCTAssertEqual(texts("%5.2"), [])
        XCTAssertEqual(texts("%-"), [])
        XCTAssertEqual(texts("%ll"), [])
        XCTAssertEqual(texts("%99999999999999999999$@"), [])  // no such position
    }

    func testScanningResumesAfterMalformedPercent() {
        let found = PrintfPlaceholder.scan("%5%d and %y%@")
        XCTAssertEqual(found.map(\.text), ["%d", "%@"])
        XCTAssertEqual(found.map(\.range), [2..<4, 11..<13])
    }

    func testSpaceIsAFlag() {
        // As in printf: "% s" is %s with the space flag, so "100% sure" holds a placeholder.
        let found = PrintfPlaceholder.scan("100% sure")
        XCTAssertEqual(found.map(\.text), ["% s"])
        XCTAssertEqual(found.first?.flags, " ")
        XCTAssertEqual(texts("100% <b>"), [])
    }

    func testStarIsNotAPlaceholder() {
        XCTAssertEqual(texts("%*d"), [])
        XCTAssertEqual(texts("%.*f"), [])
        XCTAssertEqual(texts("%1$*2$d"), [])
        XCTAssertEqual(texts("%-*.*s"), [])
        XCTAssertEqual(texts("%*d then %@"), ["%@"])
    }

    func testRangesAreUTF8ByteOffsets() {
        let template = "é😀 %@ ü%2$d"
        let found = PrintfPlaceholder.scan(template)
        XCTAssertEqual(found.map(\.range), [7..<9, 12..<16])
        let bytes = Array(template.utf8)
        for placeholder in found {
            XCTAssertEqual(String(decoding: bytes[placeholder.range], as: UTF8.self), placeholder.text)
        }
    }

    func testEmptyAndPlainStrings() {
        XCTAssertEqual(texts(""), [])
        XCTAssertEqual(texts("no placeholders <b>here</b> & there"), [])
    }

    func testMarkupAroundPlaceholders() {
        XCTAssertEqual(texts("<a href=\"%1$@\">%2$@</a>"), ["%1$@", "%2$@"])
    }

    func testLongInputsScanInLinearTime() {
        // Inputs that would make a backtracking scanner quadratic.
        let percents = String(repeating: "%", count: 200_001)
        XCTAssertEqual(PrintfPlaceholder.scan(percents).count, 0)
        let malformed = String(repeating: "%1$-+ #0'12.34ll", count: 20_000)
        XCTAssertEqual(PrintfPlaceholder.scan(malformed).count, 0)
        let many = String(repeating: "%1$@%%", count: 50_000)
        let found = PrintfPlaceholder.scan(many)
        XCTAssertEqual(found.count, 50_000)
        XCTAssertEqual(found.last?.range, 299_994..<299_998)
    }
}

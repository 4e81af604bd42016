import Foundation
import MarkupcTestSupport
import StyleMarkup
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

final class SwiftLiteralTests: XCTestCase {
    func testHashCountOutnumbersEveryRun() {
        XCTAssertEqual(SwiftLiteral.string("abc"), ##"#"abc"#"##)
        XCTAssertEqual(SwiftLiteral.string("say \"#hi"), "##\"say \"#hi\"##")
        XCTAssertEqual(SwiftLiteral.string("\\##(x)"), "###\"\\##(x)\"###")
        XCTAssertEqual(SwiftLiteral.string("a\nb"), ##"#"a\#u{A}b"#"##)
    }

    func testLiteralsStayOnOneLine() {
        for text in HostileTranslations.strings {
            XCTAssertFalse(SwiftLiteral.string(text).contains { $0.isNewline }, text)
        }
    }

    func testDocCommentsStartEveryLineWithSlashes() {
        let comment = SwiftLiteral.docComment("one\ntwo */\r\n\u{202E}three", indent: "    ")
        XCTAssertEqual(comment, "    /// one\n    /// two */\n    /// U+202Ethree")
    }

    /// Compiles a program printing every hostile literal and checks it prints them back
    /// exactly: the literal is the text, and nothing else ran.
}

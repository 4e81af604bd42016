import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// `markupc --format ansi` ends exactly as the text ends: with a `body` colour, every style
/// and link is closed before each line feed and nothing is reopened after the last one.
final class ANSIOutputEndingTests: XCTestCase {
    func testBodyColourIsClosedBeforeTheFinalNewline() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let book = directory.appendingPathComponent("styles.json")
        try Data(##"{"body": {"color": "gray"}, "a": {"underline": "single"}}"##.utf8).write(to: book)
        let input = Data("Hi <a href=\"https://x.test\">there\n</a>\nbye\n".utf8)
        let result = try MarkupcRunner.run(["-", "--stylebook", book.path, "--color", "always", "--color-depth", "16"], stdin: input)
        XCTAssertEqual(result.status, 0, result.stderr)
        let esc = "\u{1B}"
        XCTAssertEqual(result.stdoutText,
                       "\(esc)[90mHi \(esc)[4m\(esc)]8;id=markupc-1;https://x.test\(esc)\\there\(esc)]8;;\(esc)\\\(esc)[0m\n\n\(esc)[90mbye\(esc)[0m\n")
        XCTAssertEqual(result.stdout.suffix(5), Data("\(esc)[0m\n".utf8))
    }
}

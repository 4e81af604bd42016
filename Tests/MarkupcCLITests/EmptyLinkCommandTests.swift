import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate
import StyleMarkup

/// `href=""` is an `invalid-link` error with its position in every format, with nothing written
/// (it was an OSC 8 hyperlink with an empty URI, `<a href="">`, `HYPERLINK ""` and `"link": ""`).
final class EmptyLinkCommandTests: XCTestCase {
    private let message = "link is empty: give a URL, or leave the link out"

    func testAnEmptyHrefIsAnErrorInEveryFormat() throws {
        for href in ["\"\"", "' '"] {
            for format in OutputFormat.allCases.map(\.rawValue) {
                let input = Data("Go\n<a href=\(href)>here</a>.\n".utf8)
                let result = try MarkupcRunner.run(["-", "--format", format] + (format == "ansi" ? ["--color", "always"] : []), stdin: input)
                XCTAssertEqual(result.status, 1, "\(href) \(format)")
                XCTAssertEqual(result.stdout, Data(), "\(href) \(format)")
                XCTAssertEqual(result.stderr, "<stdin>:2:1: error: tag <a> href: \(message) [invalid-link]\n", "\(href) \(format)")
            }
        }
    }

    func testAnEmptyStyleLinkIsAnInvalidStyleBook() throws {
        let styles = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("styles.json")
        try Data(#"{"go": {"link": ""}}"#.utf8).write(to: styles)
        let check = try MarkupcRunner.run(["check-stylebook", styles.path])
        XCTAssertEqual(check.status, 2)
        XCTAssertEqual(check.stderr, "\(styles.path):1:17: error: go.link: \(message)\n")
    }
}

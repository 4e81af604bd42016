import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate
import StyleMarkup

/// `markupc` never writes a link that a browser would open on another host: a `//host` link, however it is spaced, slashed or entity-encoded, is an error with
/// its position in every format, unless the style book's `$linkSchemes` holds `"//"`.
final class SchemeRelativeLinkTests: XCTestCase {
    private let message = #"link starts with "//" as a browser reads it, so it opens another host; write the whole URL with an allowed scheme, or add "//" to $linkSchemes"#
    private let formats = OutputFormat.allCases.map(\.rawValue)

    private func book(_ json: String) throws -> String {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let url = directory.appendingPathComponent("styles.json")
        try Data(json.utf8).write(to: url)
        return url.path
    }

    func testHrefToAnotherHostIsAnErrorInEveryFormat() throws {
        let styles = try book(#"{"$linkSchemes": ["myapp"], "go": {"color": "red"}}"#)
        let hrefs = ["//evil.com/x", "\\\\evil.com", " //evil.com", "/\\evil.com", "/\t/evil.com", "&#47;&#47;evil.com", "&sol;&sol;evil.com"]
        for href in hrefs {
            for format in formats {
                let input = Data("ok\n<go href=\"\(href)\">x</go>\n".utf8)
                let result = try MarkupcRunner.run(["-", "--stylebook", styles, "--format", format] + (format == "ansi" ? ["--color", "always"] : []), stdin: input)
                XCTAssertEqual(result.status, 1, "\(href.debugDescription) \(format)")
                XCTAssertEqual(result.stdout, Data(), "\(href.debugDescription) \(format)")
                XCTAssertEqual(result.stderr, "<stdin>:2:1: error: tag <go> href: \(message) [invalid-link]\n", "\(href.debugDescription) \(format)")
            }
        }
    }

    func testStyleLinkToAnotherHostIsAnInvalidStyleBook() throws {
        for link in ["//evil.com/x", "\\\\\\\\evil.com", " //evil.com", "/\\\\evil.com", "/\\t/evil.com"] {
            let styles = try book("{\"$linkSchemes\": [\"myapp\"],\n\"go\": {\"link\": \"\(link)\"}}")
            for format in formats {
                let result = try MarkupcRunner.run(["-", "--stylebook", styles, "--format", format], stdin: Data("<go>x</go>".utf8))
                XCTAssertEqual(result.status, 2, "\(link) \(format)")
                XCTAssertEqual(result.stdout, Data(), "\(link) \(format)")
                XCTAssertEqual(result.stderr, "\(styles):2:16: error: go.link: \(message)\n", "\(link) \(format)")
            }
        }
        let styles = try book("{\"$linkSchemes\": [\"https\"],\n\"go\": {\"link\": \"//evil.com\"}}")
        let check = try MarkupcRunner.run(["check-stylebook", styles])
        XCTAssertEqual(check.status, 2)
        XCTAssertEqual(check.stderr, "\(styles):2:16: error: go.link: \(message)\n")
    }

    func testDoubleSlashInLinkSchemesAllowsIt() throws {
        let styles = try book(#"{"$linkSchemes": ["https", "//"], "cdn": {"link": "//cdn.test/a"}}"#)
        let input = Data(#"<cdn>a</cdn> <b href="&#47;&#47;cdn.test/b">b</b>"#.utf8)
        for format in OutputFormat.allCases {
            let needles: [String]
            switch format {
            case .html: needles = ["href=\"//cdn.test/a\"", "href=\"//cdn.test/b\""]
            case .rtf: needles = ["HYPERLINK \"//cdn.test/a\"", "HYPERLINK \"//cdn.test/b\""]
            case .ansi: needles = [";//cdn.test/a\u{1B}\\", ";//cdn.test/b\u{1B}\\"]
            case .json: needles = ["\"link\": \"//cdn.test/a\"", "\"link\": \"//cdn.test/b\""]
            case .text: needles = ["a b"]   // plain text has no links: the text alone
            }
            let result = try MarkupcRunner.run(["-", "--stylebook", styles, "--format", format.rawValue] + (format == .ansi ? ["--color", "always"] : []), stdin: input)
            XCTAssertEqual(result.status, 0, result.stderr)
            for needle in needles { XCTAssertTrue(result.stdoutText.contains(needle), "\(format): \(result.stdoutText.debugDescription)") }
        }
    }
}

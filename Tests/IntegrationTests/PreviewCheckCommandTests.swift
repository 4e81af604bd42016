import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc preview --check` and `--png`, which lay the page out in headless Chromium: the
/// overflow in every reporter and the screenshot (the messages without Chromium are in
/// PreviewCommandTests).
final class PreviewCheckCommandTests: XCTestCase {
    private let app = "Tests/Fixtures/Preview/App"
    private let book = "Tests/Fixtures/Preview/styles.json"
    private let config = "Tests/Fixtures/Preview/markupc.json"
    private let german = "Tests/Fixtures/Preview/App/de.lproj/Localizable.strings"

    func testCheckReportsTheGermanOverflowInEveryReporter() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let out = directory.appendingPathComponent("preview.html")
        let xcode = try MarkupcRunner.run(["preview", app, "--stylebook", book, "-o", out.path, "--config", config, "--check"])
        XCTAssertEqual(xcode.status, 1, xcode.stderr)
        XCTAssertEqual(xcode.stdoutText, """
        \(german):8:49: error: de: "sync.status": tag <b> is never closed; add </b> where its text ends [malformed-markup]
        \(german):3:19: error: de: "tab.settings": does not fit its budget of 120 pt and 1 line [over-budget]

        """)
        XCTAssertEqual(xcode.stderr, "7 keys in 4 languages: 2 errors, 0 warnings; wrote \(out.path)\n")
        XCTAssertTrue(try String(contentsOf: out, encoding: .utf8).contains("over budget: <code>\(german):3:19</code>"))

        let github = try MarkupcRunner.run(["preview", app, "--stylebook", book, "-o", out.path, "--config", config, "--check", "--reporter", "github"])
        XCTAssertTrue(github.stdoutText.contains("::error file=\(german),line=3,col=19,title=over-budget::"), github.stdoutText)

        let json = try MarkupcRunner.run(["preview", app, "--stylebook", book, "-o", out.path, "--config", config, "--check", "--reporter", "json"])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let findings = try XCTUnwrap(document["findings"] as? [[String: Any]])
        let overflow = try XCTUnwrap(findings.first { $0["rule"] as? String == "over-budget" })
        XCTAssertEqual(overflow["line"] as? Int, 3)
        XCTAssertEqual(overflow["column"] as? Int, 19)
        XCTAssertEqual(overflow["key"] as? String, "tab.settings")
        XCTAssertEqual(overflow["language"] as? String, "de")

        let sarif = try MarkupcRunner.run(["preview", app, "--stylebook", book, "-o", out.path, "--config", config, "--check", "--reporter", "sarif"])
        XCTAssertTrue(sarif.stdoutText.contains("\"ruleId\": \"over-budget\""), sarif.stdoutText)
        XCTAssertTrue(sarif.stdoutText.contains("\"region\": {\"startLine\": 3, \"startColumn\": 19}"), sarif.stdoutText)
    }

    func testPNGWritesAScreenshotBesideThePage() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let out = directory.appendingPathComponent("preview.html")
        let png = directory.appendingPathComponent("preview.png")
        let result = try MarkupcRunner.run(["preview", "Tests/Fixtures/Preview/Android", "--stylebook", book, "-o", out.path, "--png", png.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "2 keys in 2 languages: 0 errors, 0 warnings; wrote \(out.path) and \(png.path)\n")
        XCTAssertEqual(Array(try Data(contentsOf: png).prefix(4)), [0x89, 0x50, 0x4E, 0x47])
    }
}

import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// XML external entities and entity expansion ("billion laughs") in every XML input markupc
/// reads: property list style books, XLIFF, Android `strings.xml` and `.stringsdict`. Nothing
/// is resolved or expanded: a secret file named by an entity never shows in any output or
/// error (every lint reporter, `check-stylebook`, `compile`), and expansion bombs end at once
/// with a positioned error.
final class HostileXMLTests: XCTestCase {
    static let secret = "SECRET-51c0ffee-DO-NOT-LEAK"

    private func billionLaughs(root: String) -> String {
        var text = "<?xml version=\"1.0\"?>\n<!DOCTYPE \(root) [\n <!ENTITY lol \"lol\">\n"
        for level in 1...9 {
            let previous = level == 1 ? "lol" : "lol\(level - 1)"
            text += " <!ENTITY lol\(level) \"" + String(repeating: "&\(previous);", count: 10) + "\">\n"
        }
        return text + "]>\n"
    }

    /// Each lint format with an entity in the place its text goes.
    private func lintFiles(doctype: (String) -> String, entity: String) -> [String: String] {
        [
            "res/values/strings.xml": doctype("resources") + "<resources>\n  <string name=\"k\">a &\(entity); b</string>\n</resources>\n",
            "fr.xliff": doctype("xliff") + """
            <xliff version="1.2"><file source-language="en" target-language="fr" original="x"><body>
            <trans-unit id="k"><source>a &\(entity); b</source><target>a &\(entity); b</target></trans-unit>
            </body></file></xliff>

            """,
            "en.lproj/Localizable.stringsdict": doctype("plist") + """
            <plist version="1.0"><dict><key>k</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@n@ &\(entity);</string>
            <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string><key>other</key><string>%d &\(entity);</string></dict>
            </dict></dict></plist>

            """,
        ]
    }

    private func project(_ files: [String: String]) throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return directory
    }

    /// Every output of every reporter, and its standard error.
    private func lintEverything(in directory: URL) throws -> [(String, MarkupcRunner.Result)] {
        var results: [(String, MarkupcRunner.Result)] = []
        for reporter in ["xcode", "github", "json", "sarif", "html"] {
            results.append((reporter, try MarkupcRunner.run(["lint", ".", "--reporter", reporter], directory: directory)))
        }
        return results
    }

    func testExternalEntitiesInLintFilesAreNeverRead() throws {
        let secretDirectory = try MarkupcRunner.temporaryDirectory(self)
        let secretFile = secretDirectory.appendingPathComponent("secret.txt")
        try Data(Self.secret.utf8).write(to: secretFile)
        let files = lintFiles(doctype: { root in
            "<?xml version=\"1.0\"?>\n<!DOCTYPE \(root) [<!ENTITY xxe SYSTEM \"file://\(secretFile.path)\">]>\n"
        }, entity: "xxe")
        let directory = try project(files)
        for (reporter, result) in try lintEverything(in: directory) {
            XCTAssertEqual(result.status, 1, "\(reporter): \(result.stderr)")
            XCTAssertFalse(result.stdoutText.contains(Self.secret), reporter)
            XCTAssertFalse(result.stderr.contains(Self.secret), reporter)
            if reporter == "xcode" {
                let lines = result.stdoutText.split(separator: "\n").map(String.init).sorted()
                XCTAssertEqual(lines, [
                    "en.lproj/Localizable.stringsdict:2:1: error: the DOCTYPE declares entities; markupc never expands them [malformed-file]",
                    "fr.xliff:2:1: error: the DOCTYPE declares entities; markupc never expands them [malformed-file]",
                    "res/values/strings.xml:2:1: error: the DOCTYPE declares entities; markupc never expands them (write the text itself, or &lt; &gt; &amp; &quot; &apos;) [malformed-file]",
                ])
            }
        }
    }

    func testAnExternalDTDIsNeverFetched() throws {
        // The DTD a DOCTYPE names would declare the entity; it is never read, so the entity is undefined.
        let dtdDirectory = try MarkupcRunner.temporaryDirectory(self)
        let dtd = dtdDirectory.appendingPathComponent("evil.dtd")
        try Data("<!ENTITY leak \"\(Self.secret)\">".utf8).write(to: dtd)
        let files = lintFiles(doctype: { root in "<?xml version=\"1.0\"?>\n<!DOCTYPE \(root) SYSTEM \"file://\(dtd.path)\">\n" }, entity: "leak")
        let directory = try project(files)
        for (reporter, result) in try lintEverything(in: directory) {
            XCTAssertEqual(result.status, 1, "\(reporter): \(result.stderr)")
            XCTAssertFalse(result.stdoutText.contains(Self.secret), reporter)
            XCTAssertFalse(result.stderr.contains(Self.secret), reporter)
            if reporter == "xcode" {
                for line in result.stdoutText.split(separator: "\n") {
                    XCTAssertTrue(line.contains("undefined entity &leak;") && line.contains("[malformed-file]"), String(line))
                }
                XCTAssertEqual(result.stdoutText.split(separator: "\n").count, 3, result.stdoutText)
            }
        }
    }

    func testBillionLaughsInLintFilesEndsAtOnce() throws {
        let files = lintFiles(doctype: billionLaughs(root:), entity: "lol9")
        let directory = try project(files)
        let result = try MarkupcRunner.run(["lint", ".", "--reporter", "json"], directory: directory)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertLessThan(result.stdout.count, 20_000, "the report must not hold an expansion")
        XCTAssertFalse(result.stdoutText.contains("lollollol"))
        let findings = try XCTUnwrap((try JSONSerialization.jsonObject(with: result.stdout) as? [String: Any])?["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 3)
        XCTAssertTrue(findings.allSatisfy { $0["rule"] as? String == "malformed-file" && $0["line"] as? Int == 2 }, "\(findings)")
    }

    func testPropertyListStyleBookWithEntitiesIsRejectedEverywhere() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let secretFile = directory.appendingPathComponent("secret.txt")
        try Data(Self.secret.utf8).write(to: secretFile)
        let xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY xxe SYSTEM \"file://\(secretFile.path)\">]>\n<plist version=\"1.0\"><dict><key>b</key><dict><key>action</key><string>&xxe;</string></dict></dict></plist>\n"
        let bomb = billionLaughs(root: "plist") + "<plist version=\"1.0\"><dict><key>b</key><dict><key>action</key><string>&lol9;</string></dict></dict></plist>\n"
        let input = directory.appendingPathComponent("in.txt").path
        try Data("<b>x</b>".utf8).write(to: URL(fileURLWithPath: input))
        let message = "error: the DOCTYPE has an internal subset ([…]); markupc never reads DTDs or expands entities in a style book: remove the [ … ] part\n"
        for (name, text) in [("xxe.plist", xxe), ("bomb.plist", bomb)] {
            let book = directory.appendingPathComponent(name).path
            try Data(text.utf8).write(to: URL(fileURLWithPath: book))
            let check = try MarkupcRunner.run(["check-stylebook", book])
            XCTAssertEqual(check.status, 2)
            XCTAssertEqual(check.stderr, "\(book):2:17: \(message)")
            let compile = try MarkupcRunner.run([input, "--stylebook", book, "--format", "json"])
            XCTAssertEqual(compile.status, 2)
            XCTAssertEqual(compile.stderr, "\(book):2:17: \(message)")
            XCTAssertEqual(compile.stdout, Data())
        }
    }
}

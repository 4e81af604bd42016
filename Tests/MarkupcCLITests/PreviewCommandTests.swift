import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc preview`: the page, the findings in lint's reporters, exit statuses, and every
/// usage error with its message.
final class PreviewCommandTests: XCTestCase {
    private let app = "Tests/Fixtures/Preview/App"
    private let book = "Tests/Fixtures/Preview/styles.json"
    private let config = "Tests/Fixtures/Preview/markupc.json"
    private let german = "Tests/Fixtures/Preview/App/de.lproj/Localizable.strings"

    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-preview-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    func testWritesThePageAndReportsWhatDoesNotCompile() throws {
        let out = try scratch().appendingPathComponent("preview.html")
        let result = try MarkupcRunner.run(["preview", app, "--stylebook", book, "-o", out.path])
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(result.stdoutText, "\(german):8:49: error: de: \"sync.status\": tag <b> is never closed; add </b> where its text ends [malformed-markup]\n")
        XCTAssertEqual(result.stderr, "7 keys in 4 languages: 1 error, 0 warnings; wrote \(out.path)\n")
        let page = try String(contentsOf: out, encoding: .utf8)
        XCTAssertTrue(page.hasPrefix("<!doctype html>\n"))
        XCTAssertTrue(page.contains("data-key=\"tab.settings\""))
        XCTAssertFalse(page.contains("class=\"budget\""), "no budget without --width or a configuration")
    }

    func testCleanInputsExitZeroAndWidthGivesEveryKeyABudget() throws {
        let out = try scratch().appendingPathComponent("preview.html")
        let result = try MarkupcRunner.run(["preview", "Tests/Fixtures/Preview/Android", "Tests/Fixtures/Preview/po", "--stylebook", book,
                                            "-o", out.path, "--width", "250"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderr, "3 keys in 2 languages: 0 errors, 0 warnings; wrote \(out.path)\n")
        let page = try String(contentsOf: out, encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<div class=\"budget-note\">budget 250 pt, 1 line</div>").count - 1, 3)
    }

    func testWithoutChromiumCheckSaysSoExitsTwoAndWritesNothing() throws {
        let directory = try scratch()
        let out = directory.appendingPathComponent("preview.html")
        for option in ["--check", "--png"] {
            var arguments = ["preview", app, "--stylebook", book, "-o", out.path, option]
            if option == "--png" { arguments.append(directory.appendingPathComponent("p.png").path) }
            // An empty PATH: no chromium on it.
            let result = try MarkupcRunner.run(arguments, environment: ["PATH": directory.path])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "markupc: error: \(option) lays the page out in headless Chromium, and neither chromium nor chromium-browser is on PATH "
                           + "(nor Google Chrome or Chromium in /Applications); install it (scripts/install-chromium) or leave \(option) out\n")
            XCTAssertEqual(result.stdoutText, "")
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [])
    }

    func testAChromiumThatFailsIsAnErrorAndNothingIsWritten() throws {
        let directory = try scratch()
        let out = directory.appendingPathComponent("preview.html")
        let bin = directory.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let cases = [
            ("echo 'no display' >&2; exit 3", "markupc: error: cannot lay the page out: Chromium exited with status 3: no display\n"),
            ("echo '<html><body></body></html>'", "markupc: error: cannot lay the page out: Chromium laid the page out but the measurement did not run\n"),
        ]
        for (script, message) in cases {
            let chromium = bin.appendingPathComponent("chromium")
            try Data("#!/bin/sh\n\(script)\n".utf8).write(to: chromium)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: chromium.path)
            let result = try MarkupcRunner.run(["preview", app, "--stylebook", book, "-o", out.path, "--check"],
                                               environment: ["PATH": bin.path + ":/usr/bin:/bin"])
            XCTAssertEqual(result.status, 2, script)
            XCTAssertEqual(result.stderr, message, script)
            XCTAssertFalse(FileManager.default.fileExists(atPath: out.path), script)
        }
    }

    func testUsageErrors() throws {
        let out = try scratch().appendingPathComponent("p.html").path
        let cases: [([String], String)] = [
            (["preview", "--stylebook", book, "-o", out], "preview needs at least one localization file or folder"),
            (["preview", app, "-o", out], "preview needs --stylebook FILE: every string is compiled with it"),
            (["preview", app, "--stylebook", book], "preview needs -o FILE.html, the page to write"),
            (["preview", "-", "--stylebook", book, "-o", out], "preview reads files and folders, not standard input; give a path"),
            (["preview", app, "--stylebook", book, "-o", out, "--reporter", "html"],
             "unknown --reporter value 'html'; choose one of xcode, github, json, sarif"),
            (["preview", app, "--stylebook", book, "-o", out, "--width", "0"], "--width needs a positive whole number, not '0'"),
        ]
        for (arguments, message) in cases {
            let result = try MarkupcRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "markupc: error: \(message)\nRun 'markupc preview --help' for usage.\n", "\(arguments)")
        }
    }

    func testThePageNeverReplacesAnInput() throws {
        let result = try MarkupcRunner.run(["preview", app, "--stylebook", book, "-o", book])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("markupc: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("the page '\(book)'") && result.stderr.contains("the style book '\(book)'"), result.stderr)
    }

    func testBadBudgetsAndUnreadableInputsExitTwo() throws {
        let directory = try scratch()
        let bad = directory.appendingPathComponent("bad.json")
        try Data(#"{"preview": {"budgets": [{"key": "tab.*", "width": "wide"}]}}"#.utf8).write(to: bad)
        let out = directory.appendingPathComponent("p.html").path
        let result = try MarkupcRunner.run(["preview", app, "--stylebook", book, "-o", out, "--config", bad.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "markupc: error: \(bad.path): preview.budgets[0].width must be a whole number from 1 to 100000\n")
        let missing = try MarkupcRunner.run(["preview", "no/such/folder", "--stylebook", book, "-o", out])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.stderr.hasSuffix("markupc: error: no localization file could be read in 'no/such/folder'\n"), missing.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out))
    }
}

// The build step shown in Docs/Library.md ("Use it in a build script"), run on temporary folders.
// The lines between the two markers below are the documentation's code block, character for
// character: testDocumentationShowsThisCode compares them.

// BEGIN Docs/Library.md build step
import Foundation
import StyleMarkup

/// Compiles every `*.markup` and `*.txt` file in `folder` with the style book at
/// `styleBookPath`, and writes `NAME.json` and `NAME.rtf` beside each. Problems are reported
/// one per line as `path:line:col: error: message [rule]`. Returns the exit status: 0 when
/// every file compiled, 1 when the style book, the folder or any file had errors.
func buildStrings(in folder: URL, styleBook styleBookPath: String,
                  report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) -> Int32 {
    let compiler: MarkupCompiler
    do {
        compiler = MarkupCompiler(styleBook: try StyleBook(contentsOfFile: styleBookPath))
    } catch {
        report("\(error)")   // styles.json:4:18: error: u[1].underline: unknown value "singel" …
        return 1
    }
    let names: [String]
    do {
        names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    } catch {
        report("\(folder.path): error: \(error.localizedDescription)")
        return 1
    }
    var status: Int32 = 0
    for name in names where name.hasSuffix(".markup") || name.hasSuffix(".txt") {
        let input = folder.appendingPathComponent(name)
        let output = input.deletingPathExtension()
        do {
            let compiled = try compiler.compile(try Data(contentsOf: input))
            try Data(JSONEmitter().emit(compiled)).write(to: output.appendingPathExtension("json"), options: .atomic)
            try Data(RTFEmitter().emit(compiled)).write(to: output.appendingPathExtension("rtf"), options: .atomic)
        } catch let error as CompileError {
            report("\(input.path):\(error.location.line):\(error.location.column): error: \(error.message) [\(error.rule)]")
            status = 1
        } catch {
            report("\(input.path): error: \(error.localizedDescription)")
            status = 1
        }
    }
    return status
}
// END Docs/Library.md build step

import XCTest

final class BuildStepExampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-build-step-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func write(_ text: String, _ name: String, in folder: URL) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }

    private var styleBook: String { root.appendingPathComponent("StyleBooks/signup.json").path }

    func testGoodInputsAreWrittenAsJSONAndRTF() throws {
        let folder = try temporaryFolder()
        try write("By signing up you agree to our <terms>Terms & Conditions</terms> 👍", "signup.markup", in: folder)
        try write("<strong>Welcome</strong>", "welcome.txt", in: folder)
        try write("not markup: <b>ignored", "notes.md", in: folder)
        var reports: [String] = []
        XCTAssertEqual(buildStrings(in: folder, styleBook: styleBook) { reports.append($0) }, 0)
        XCTAssertEqual(reports, [])
        let compiler = MarkupCompiler(styleBook: try StyleBook(contentsOfFile: styleBook))
        for name in ["signup.markup", "welcome.txt"] {
            let input = folder.appendingPathComponent(name)
            let compiled = try compiler.compile(try Data(contentsOf: input))
            let base = input.deletingPathExtension()
            XCTAssertEqual(try Data(contentsOf: base.appendingPathExtension("json")), Data(JSONEmitter().emit(compiled)))
            XCTAssertEqual(try Data(contentsOf: base.appendingPathExtension("rtf")), Data(RTFEmitter().emit(compiled)))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("notes.json").path))
    }

    func testBadInputsAreReportedWithPositionsAndExitOne() throws {
        let folder = try temporaryFolder()
        try write("fine <strong>text</strong>", "a-good.markup", in: folder)
        try write("line one\nTap <strong>here</terms>", "b-bad.markup", in: folder)
        try write("<terms>x", "c-open.txt", in: folder)
        try write("https is fine, <a href=\"javascript:alert(1)\">this</a> is not", "d-link.markup", in: folder)
        var reports: [String] = []
        XCTAssertEqual(buildStrings(in: folder, styleBook: styleBook) { reports.append($0) }, 1)
        let path = folder.path
        XCTAssertEqual(reports.count, 3, "\(reports)")
        XCTAssertTrue(reports[0].hasPrefix("\(path)/b-bad.markup:2:17: error: closing tag </terms> does not match <strong>"), reports[0])
        XCTAssertTrue(reports[0].hasSuffix(" [malformed-markup]"), reports[0])
        XCTAssertTrue(reports[1].hasPrefix("\(path)/c-open.txt:1:1: error: "), reports[1])
        XCTAssertTrue(reports[1].hasSuffix(" [malformed-markup]"), reports[1])
        XCTAssertTrue(reports[2].hasPrefix("\(path)/d-link.markup:1:"), reports[2])
        XCTAssertTrue(reports[2].hasSuffix(" [invalid-link]"), reports[2])
        // The good file is still written; the bad ones are not.
        let written = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".json") || $0.hasSuffix(".rtf") }
        XCTAssertEqual(written.sorted(), ["a-good.json", "a-good.rtf"])
    }

    func testABadStyleBookOrFolderIsReported() throws {
        let folder = try temporaryFolder()
        try write(#"{"u": {"underline": "singel"}}"#, "styles.json", in: folder)
        var reports: [String] = []
        XCTAssertEqual(buildStrings(in: folder, styleBook: folder.appendingPathComponent("styles.json").path) { reports.append($0) }, 1)
        XCTAssertEqual(reports.count, 1)
        XCTAssertTrue(reports[0].hasPrefix("\(folder.path)/styles.json:1:21: error: u.underline: unknown value \"singel\""), reports[0])
        reports = []
        XCTAssertEqual(buildStrings(in: folder.appendingPathComponent("missing"), styleBook: styleBook) { reports.append($0) }, 1)
        XCTAssertTrue(reports.first?.hasPrefix("\(folder.path)/missing: error: ") == true, "\(reports)")
    }

    /// The code block in Docs/Library.md is this file's build step, unchanged.
    func testDocumentationShowsThisCode() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let begin = try XCTUnwrap(source.range(of: "// BEGIN Docs/Library.md build step\n"))
        let end = try XCTUnwrap(source.range(of: "// END Docs/Library.md build step\n"))
        let code = String(source[begin.upperBound..<end.lowerBound])

        let guide = try String(contentsOf: root.appendingPathComponent("Docs/Library.md"), encoding: .utf8)
        let section = try XCTUnwrap(guide.range(of: "\n## Use it in a build script\n"))
        var blocks: [String] = []
        var rest = guide[section.upperBound...]
        while let open = rest.range(of: "```swift\n"), let close = rest[open.upperBound...].range(of: "\n```\n") {
            blocks.append(String(rest[open.upperBound..<close.lowerBound]) + "\n")
            rest = rest[close.upperBound...]
        }
        let block = try XCTUnwrap(blocks.first { $0.contains("func buildStrings(") }, "no build-step block in Docs/Library.md")
        XCTAssertEqual(block, code, "Docs/Library.md's build step differs from BuildStepExampleTests.swift")
    }
}

import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// No output overwrites an input, the style book or another output of the same run (issue
/// 13, item 1), and output files of one run are written all together or not at all (item 2).
/// Each case runs in a scratch directory as the current directory, with the paths written as
/// a user would type them, and checks that nothing in the directory changed.
final class OutputCollisionTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try MarkupcRunner.temporaryDirectory(self)
    }

    private func file(_ name: String, _ text: String) throws {
        let url = directory.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Every file under the directory with its contents (symbolic links as `-> target`).
    private func snapshot() throws -> [String: String] {
        var result: [String: String] = [:]
        let base = directory.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(atPath: base)!
        while let relative = enumerator.nextObject() as? String {
            let path = base + "/" + relative
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
                result[relative] = "-> " + destination
                continue
            }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            result[relative] = isDirectory.boolValue ? "<dir>" : String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        }
        return result
    }

    private func run(_ arguments: [String]) throws -> MarkupcRunner.Result {
        try MarkupcRunner.run(arguments, directory: directory)
    }

    /// Runs markupc and expects a usage error with `message` and no change at all on disk.
    private func assertRefused(_ arguments: [String], message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try snapshot()
        let result = try run(arguments)
        XCTAssertEqual(result.status, 2, file: file, line: line)
        let help = arguments.first == "lint" ? "markupc lint --help" : "markupc --help"
        XCTAssertEqual(result.stderr, "markupc: error: \(message); nothing was written\nRun '\(help)' for usage.\n", file: file, line: line)
        XCTAssertEqual(try snapshot(), before, "something was written", file: file, line: line)
    }

    // MARK: - Item 1, as reported

    func testOutputDirectoryThatWouldOverwriteTheInputIsRefused() throws {
        try file("msg.txt", "Hi <b>x</b>\n")
        try assertRefused(["msg.txt", "--output-dir", ".", "--format", "text"],
                          message: "the output './msg.txt' (from 'msg.txt') would overwrite the input 'msg.txt' (the same file)")
        XCTAssertEqual(try snapshot()["msg.txt"], "Hi <b>x</b>\n")
    }

    func testTwoInputsWithOneOutputNameAreRefused() throws {
        try file("a/x.txt", "A")
        try file("b/x.txt", "B")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("od"), withIntermediateDirectories: false)
        try assertRefused(["a/x.txt", "b/x.txt", "--output-dir", "od", "--format", "text"],
                          message: "the output 'od/x.txt' (from 'b/x.txt') would overwrite the output 'od/x.txt' (from 'a/x.txt')")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("od").path), [])
        // The same input twice is the same case.
        try assertRefused(["a/x.txt", "a/x.txt", "--output-dir", "od"],
                          message: "the output 'od/x.ans' (from 'a/x.txt') would overwrite the output 'od/x.ans' (from 'a/x.txt')")
    }

    // MARK: - Item 1: the same file by another path

    func testOutputReachingTheInputThroughALinkOrDotDotIsRefused() throws {
        try file("msg.txt", "Hi <b>x</b>\n")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.txt").path, withDestinationPath: "msg.txt")
        try FileManager.default.linkItem(atPath: directory.appendingPathComponent("msg.txt").path,
                                         toPath: directory.appendingPathComponent("hard.txt").path)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("od"), withIntermediateDirectories: false)
        try assertRefused(["msg.txt", "-o", "link.txt"], message: "the output 'link.txt' would overwrite the input 'msg.txt' (the same file)")
        try assertRefused(["msg.txt", "-o", "hard.txt"], message: "the output 'hard.txt' would overwrite the input 'msg.txt' (the same file)")
        try assertRefused(["msg.txt", "-o", "od/../msg.txt"], message: "the output 'od/../msg.txt' would overwrite the input 'msg.txt' (the same file)")
        try assertRefused(["link.txt", "-o", "./msg.txt"], message: "the output './msg.txt' would overwrite the input 'link.txt' (the same file)")
        // A directory given through a symbolic link: the output names the input by the link.
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("here").path, withDestinationPath: ".")
        try assertRefused(["msg.txt", "--output-dir", "here", "--format", "text"],
                          message: "the output 'here/msg.txt' (from 'msg.txt') would overwrite the input 'msg.txt' (the same file)")
    }

    func testOutputOverTheStyleBookIsRefused() throws {
        try file("in.txt", "<b>x</b>")
        try file("styles.json", #"{"b": {"font": {"weight": "bold"}}}"#)
        try assertRefused(["in.txt", "--stylebook", "styles.json", "-o", "styles.json"],
                          message: "the output 'styles.json' would overwrite the style book 'styles.json'")
        try assertRefused(["in.txt", "--stylebook", "styles.json", "--format", "html", "--css", "./styles.json"],
                          message: "the --css stylesheet './styles.json' would overwrite the style book 'styles.json' (the same file)")
    }

    func testNewOutputsNamingOneFileAreRefused() throws {
        try file("in.txt", "<b>x</b>")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("od"), withIntermediateDirectories: false)
        try assertRefused(["in.txt", "--format", "html", "-o", "page.html", "--css", "od/../page.html"],
                          message: "the --css stylesheet 'od/../page.html' would overwrite the output 'page.html' (the same file)")
        // A dangling symbolic link is replaced itself, so it is the file its own path names.
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("dangling").path, withDestinationPath: "nowhere")
        try assertRefused(["in.txt", "--format", "html", "-o", "dangling", "--css", "od/../dangling"],
                          message: "the --css stylesheet 'od/../dangling' would overwrite the output 'dangling' (the same file)")
        try assertRefused(["in.txt", "--format", "html", "-o", "in.txt", "--css", "x.css"],
                          message: "the output 'in.txt' would overwrite the input 'in.txt'")
    }

    func testLintReportOverAFileLintReadIsRefused() throws {
        try file("en.lproj/Localizable.strings", #""a" = "<b>x</b>";"#)
        try assertRefused(["lint", "en.lproj", "-o", "en.lproj/Localizable.strings"],
                          message: "the report 'en.lproj/Localizable.strings' would overwrite the localization file 'en.lproj/Localizable.strings'")
        try file("styles.json", #"{"b": {"font": {"weight": "bold"}}}"#)
        try assertRefused(["lint", "en.lproj", "--stylebook", "styles.json", "-o", "./styles.json"],
                          message: "the report './styles.json' would overwrite the style book 'styles.json' (the same file)")
    }

    func testDevicesAreNotCompared() throws {
        try file("in.txt", "<b>x</b>")
        let result = try run(["in.txt", "--format", "html", "-o", "/dev/null", "--css", "/dev/null"])
        XCTAssertEqual(result.status, 0, result.stderr)
    }

    /// On a case-sensitive file system (the test directory here) names differing in case are
    /// two files: both are written, and the case probe leaves nothing behind.
    func testCaseTwinsOnACaseSensitiveFileSystemAreTwoFiles() throws {
        try file("a/X.txt", "A")
        try file("b/x.txt", "B")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("od"), withIntermediateDirectories: false)
        let probe = directory.appendingPathComponent("od/probe")
        try Data().write(to: probe)
        guard !FileManager.default.fileExists(atPath: directory.appendingPathComponent("od/PROBE").path) else {
            throw XCTSkip("the temporary directory ignores letter case")
        }
        try FileManager.default.removeItem(at: probe)
        let result = try run(["a/X.txt", "b/x.txt", "--output-dir", "od", "--format", "text"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("od").path).sorted(), ["X.txt", "x.txt"])
    }

    /// A case-insensitive file system (Linux: a tmpfs or ext4 `casefold` directory, vfat).
    /// Needs root and kernel support; skipped otherwise.
    func testCaseTwinsOnACaseInsensitiveFileSystemAreRefused() throws {
        let mount = directory.appendingPathComponent("mnt")
        try FileManager.default.createDirectory(at: mount, withIntermediateDirectories: false)
        var mounted = false
        for options in ["casefold", "casefold=utf8-12.1.0"] where !mounted {
            mounted = try MarkupcRunner.runOnPath("mount", ["-t", "tmpfs", "-o", options, "tmpfs", mount.path]).status == 0
        }
        guard mounted else { throw XCTSkip("cannot mount a case-insensitive tmpfs here (needs root and a kernel with casefold support)") }
        addTeardownBlock { _ = try? MarkupcRunner.runOnPath("umount", [mount.path]) }
        let folded = mount.appendingPathComponent("od")
        try FileManager.default.createDirectory(at: folded, withIntermediateDirectories: false)
        guard try MarkupcRunner.runOnPath("chattr", ["+F", folded.path]).status == 0 else { throw XCTSkip("chattr +F failed") }
        try file("a/X.txt", "A")
        try file("b/x.txt", "B")
        try assertRefused(["a/X.txt", "b/x.txt", "--output-dir", "mnt/od", "--format", "text"],
                          message: "the output 'mnt/od/x.txt' (from 'b/x.txt') would overwrite the output 'mnt/od/X.txt' (from 'a/X.txt')")
    }

    // MARK: - Item 2 and the group: all outputs or none

    func testAFailedDocumentLeavesNoStylesheet() throws {
        try file("bad.txt", "x <b>y")
        let result = try run(["bad.txt", "--format", "html", "--css", "out.css", "-o", "out.html"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            bad.txt:1:3: error: tag <b> is never closed; add </b> where its text ends [malformed-markup]
            markupc: note: no output file was written; the output files of one run are written all together or not at all

            """)
        XCTAssertEqual(try snapshot(), ["bad.txt": "x <b>y"])
    }

    func testAStylesheetThatCannotBeWrittenLeavesNoDocument() throws {
        try file("in.txt", "<b>x</b>")
        try file("out.html", "old page")
        let result = try run(["in.txt", "--format", "html", "--css", "missing/out.css", "-o", "out.html"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, """
            markupc: error: cannot write 'missing/out.css': No such file or directory
            markupc: note: no output file was written; the output files of one run are written all together or not at all

            """)
        XCTAssertEqual(try snapshot(), ["in.txt": "<b>x</b>", "out.html": "old page"])
    }

    func testDocumentAndStylesheetAreWrittenTogether() throws {
        try file("in.txt", "<b>x</b>")
        let result = try run(["in.txt", "--format", "html", "--html-document", "--css", "out.css", "-o", "out.html"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let files = try snapshot()
        XCTAssertEqual(files.keys.sorted(), ["in.txt", "out.css", "out.html"])
        XCTAssertTrue(files["out.html"]!.contains(#"<link rel="stylesheet" href="out.css">"#), files["out.html"]!)
        XCTAssertTrue(files["out.css"]!.contains(".m-b { font-weight: 700; }"), files["out.css"]!)
    }

    func testOneBadInputLeavesEveryOldOutputInPlace() throws {
        try file("a.txt", "<b>a</b>")
        try file("b.txt", "<b>b")
        try file("c.txt", "c")
        try file("od/a.txt", "old a")
        try file("od/b.txt", "old b")
        let result = try run(["a.txt", "b.txt", "c.txt", "--output-dir", "od", "--format", "text"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            b.txt:1:1: error: tag <b> is never closed; add </b> where its text ends [malformed-markup]
            markupc: note: no output file was written; the output files of one run are written all together or not at all

            """)
        let files = try snapshot()
        XCTAssertEqual(files["od/a.txt"], "old a")
        XCTAssertEqual(files["od/b.txt"], "old b")
        XCTAssertNil(files["od/c.txt"])
        XCTAssertEqual(files.keys.filter { $0.hasSuffix(".tmp") }, [])
        // Fixed, the run writes all three.
        try file("b.txt", "<b>b</b>")
        XCTAssertEqual(try run(["a.txt", "b.txt", "c.txt", "--output-dir", "od", "--format", "text"]).status, 0)
        let fixed = try snapshot()
        XCTAssertEqual([fixed["od/a.txt"], fixed["od/b.txt"], fixed["od/c.txt"]], ["a", "b", "c"])
    }

    func testStandardOutputStillGetsTheGoodDocumentsButNoStylesheet() throws {
        try file("a.txt", "<b>a</b>")
        try file("b.txt", "<b>b")
        let result = try run(["a.txt", "b.txt", "--format", "html", "--css", "out.css"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText, #"<div class="markupc m-body"><span class="m-b">a</span></div>"# + "\n")
        XCTAssertNil(try snapshot()["out.css"])
    }
}

import Foundation
import MarkupcTestSupport
import XCTest

/// What the documentation promises about an interrupt and about `-o` over a hard link.
final class InterruptAndHardLinkTests: XCTestCase {
    /// SIGINT ends markupc by that signal (a shell reports status 130, 128 + 2), after removing
    /// its temporary files; nothing is written.
    func testInterruptEndsBySIGINTAndWritesNothing() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let process = Process()
        process.executableURL = MarkupcRunner.executable
        process.arguments = ["-", "-f", "text", "-o", "out.txt"]
        process.currentDirectoryURL = directory
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Standard input stays open: markupc waits for the rest of its input.
        input.fileHandleForWriting.write(Data("<b>partial".utf8))
        Thread.sleep(forTimeInterval: 0.5)
        process.interrupt()
        process.waitUntilExit()
        try? input.fileHandleForWriting.close()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal)
        XCTAssertEqual(process.terminationStatus, SIGINT, "a shell shows \(128 + SIGINT)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "nothing is written")
    }

    /// `-o` replaces the file by renaming a new one over its name: another hard link to the old
    /// file keeps the old content.
    func testOutputOverAHardLinkReplacesTheFileAndTheOtherLinkKeepsTheOldContent() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let target = directory.appendingPathComponent("page.txt")
        let other = directory.appendingPathComponent("other-link.txt")
        try Data("old\n".utf8).write(to: target)
        try FileManager.default.linkItem(at: target, to: other)
        try Data("<b>new</b>".utf8).write(to: directory.appendingPathComponent("in.txt"))
        let result = try MarkupcRunner.run(["in.txt", "-f", "text", "-o", "page.txt"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "new\n")
        XCTAssertEqual(try String(contentsOf: other, encoding: .utf8), "old\n")
    }
}

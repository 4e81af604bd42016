import Foundation
import MarkupcTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
import StyleMarkupLint
import StyleMarkupGenerate
#endif

/// Faults while `markupc` writes its output, and nothing lost: a process killed mid-write
/// (SIGKILL, SIGTERM, SIGINT) leaves the old file or the complete new one; writes that fail
/// (a full device, a full or read-only file system, a missing directory, a path under a file)
/// give status 2 and a clear error and leave the old output untouched; several processes
/// writing one output leave one complete output. No timing assertions: every wait polls with
/// a generous timeout.
final class OutputFaultTests: XCTestCase {
    /// A plain input of about `megabytes` MiB whose `--format text` output is itself, byte for
    /// byte (no `<`, no `&`), so the expected output does not come from markupc.
    private func plainInput(megabytes: Int, mark: String, in directory: URL) throws -> URL {
        let line = String(repeating: "The quick brown fox \(mark) jumps over the lazy dog. ", count: 16) + "\n"
        let lineData = Data(line.utf8)
        var data = Data(capacity: megabytes << 20)
        while data.count < megabytes << 20 { data.append(lineData) }
        let url = directory.appendingPathComponent("in-\(mark).txt")
        try data.write(to: url)
        return url
    }

    /// markupc's temporary files in `directory` (`.NAME.markupc-PID-N.tmp`).
    private func temporaries(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.contains(".markupc-") && $0.hasSuffix(".tmp") }
    }

    private func launch(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = MarkupcRunner.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    // MARK: - Killed mid-write

    /// Kills markupc with `signal` as soon as its temporary file appears, until one kill lands
    /// while it writes (at most 12 tries); each time the target holds the old or the new output.
    private func killWhileWriting(_ signalNumber: Int32, leavesLitter: Bool) throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let input = try plainInput(megabytes: 48, mark: "new", in: directory)
        let expected = try Data(contentsOf: input)
        let old = Data("the old output\n".utf8)
        let output = directory.appendingPathComponent("out.txt")
        var killedWhileWriting = 0
        for _ in 0..<12 where killedWhileWriting == 0 {
            try old.write(to: output)
            let process = try launch([input.path, "--format", "text", "-o", output.path])
            let deadline = Date().addingTimeInterval(120)
            var sawTemporary = false
            while process.isRunning && Date() < deadline {
                if !temporaries(in: directory).isEmpty {
                    sawTemporary = true
                    kill(process.processIdentifier, signalNumber)
                    break
                }
                usleep(200)
            }
            process.waitUntilExit()
            let killed = process.terminationReason == .uncaughtSignal && process.terminationStatus == signalNumber
            if sawTemporary && killed { killedWhileWriting += 1 }
            if !killed { XCTAssertEqual(process.terminationStatus, 0) }
            let found = try Data(contentsOf: output)
            XCTAssertTrue(found == old || found == expected, "the target is neither the old file nor the complete new one (\(found.count) bytes)")
            if leavesLitter {
                for name in temporaries(in: directory) { try FileManager.default.removeItem(at: directory.appendingPathComponent(name)) }
            } else {
                XCTAssertEqual(temporaries(in: directory), [], "temporary litter after signal \(signalNumber)")
            }
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["in-new.txt", "out.txt"])
        }
        XCTAssertGreaterThan(killedWhileWriting, 0, "no kill landed while markupc was writing; the test did not test")
    }

    func testSIGTERMWhileWritingLeavesOldOrNewAndNoLitter() throws {
        try killWhileWriting(SIGTERM, leavesLitter: false)
    }

    func testSIGINTWhileWritingLeavesOldOrNewAndNoLitter() throws {
        try killWhileWriting(SIGINT, leavesLitter: false)
    }

    func testSIGKILLWhileWritingLeavesOldOrNew() throws {
        // SIGKILL cannot be caught: a temporary file may stay beside the target (documented).
        try killWhileWriting(SIGKILL, leavesLitter: true)
    }

    // MARK: - Failing writes

    private func assertFails(_ arguments: [String], stdin: String = "<b>new</b>", message: String, keeps file: URL? = nil, file sourceFile: StaticString = #filePath, line: UInt = #line) throws {
        let before = try file.map { try Data(contentsOf: $0) }
        let result = try MarkupcRunner.run(["-", "--format", "text"] + arguments, stdin: Data(stdin.utf8))
        XCTAssertEqual(result.status, 2, file: sourceFile, line: line)
        XCTAssertEqual(result.stderr, message + "\n", file: sourceFile, line: line)
        if let file, let before {
            XCTAssertEqual(try Data(contentsOf: file), before, "the old output changed", file: sourceFile, line: line)
            XCTAssertEqual(temporaries(in: file.deletingLastPathComponent()), [], file: sourceFile, line: line)
        }
    }

    func testWritesThatFailAreStatus2AndKeepTheOldOutput() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        if FileManager.default.fileExists(atPath: "/dev/full") {
            try assertFails(["-o", "/dev/full"], message: "markupc: error: cannot write '/dev/full': No space left on device")
        }
        let missing = directory.appendingPathComponent("missing/out.txt").path
        try assertFails(["-o", missing], message: "markupc: error: cannot write '\(missing)': No such file or directory")
        let plain = directory.appendingPathComponent("file.txt")
        try Data("a file, not a directory".utf8).write(to: plain)
        let under = plain.path + "/out.json"
        try assertFails(["-o", under], message: "markupc: error: cannot write '\(under)': Not a directory", keeps: plain)
        let dir = directory.appendingPathComponent("out.txt")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: false)
        try assertFails(["-o", dir.path], message: "markupc: error: cannot write '\(dir.path)': Is a directory")
        try assertFails(["--output-dir", plain.path], message: "markupc: error: output directory '\(plain.path)' does not exist")
    }

    /// Mounts a tmpfs of `kilobytes` at a new directory (unmounted when the test ends), or skips.
    private func mountTmpfs(kilobytes: Int) throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("mnt")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: false)
        guard try InstallTests.run("mount", ["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", directory.path]).status == 0 else {
            throw XCTSkip("cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN); the full and read-only file system cases are not run")
        }
        addTeardownBlock { _ = try? InstallTests.run("umount", [directory.path]) }
        return directory
    }

    func testFullFileSystemKeepsTheOldOutput() throws {
        let mount = try mountTmpfs(kilobytes: 256)
        let old = mount.appendingPathComponent("out.txt")
        try Data("the old output\n".utf8).write(to: old)
        let big = String(repeating: "x", count: 1 << 20)
        try assertFails(["-o", old.path], stdin: big, message: "markupc: error: cannot write '\(old.path)': No space left on device", keeps: old)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mount.path), ["out.txt"])
        // A JSON document large enough to be written by the CLI's writer thread.
        try assertFails(["--format", "json", "-o", old.path], stdin: big, message: "markupc: error: cannot write '\(old.path)': No space left on device", keeps: old)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mount.path), ["out.txt"])
    }

    func testReadOnlyDirectoryKeepsTheOldOutput() throws {
        let mount = try mountTmpfs(kilobytes: 256)
        let old = mount.appendingPathComponent("out.txt")
        try Data("the old output\n".utf8).write(to: old)
        guard try InstallTests.run("mount", ["-o", "remount,ro", mount.path]).status == 0 else {
            throw XCTSkip("cannot remount the tmpfs read-only")
        }
        try assertFails(["-o", old.path], message: "markupc: error: cannot write '\(old.path)': Read-only file system", keeps: old)
        let fresh = mount.appendingPathComponent("new.txt").path
        try assertFails(["-o", fresh], message: "markupc: error: cannot write '\(fresh)': Read-only file system")
        let css = mount.appendingPathComponent("styles.css").path
        try assertFails(["--format", "html", "--css", css], message: "markupc: error: cannot write '\(css)': Read-only file system\n"
                        + "markupc: note: no output file was written; the output files of one run are written all together or not at all")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: mount.path), ["out.txt"])
    }

    // MARK: - Several writers

    func testConcurrentWritersLeaveOneCompleteOutput() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let inputs = try (0..<6).map { try plainInput(megabytes: 4, mark: "writer\($0)", in: directory) }
        let contents = try inputs.map { try Data(contentsOf: $0) }
        let output = directory.appendingPathComponent("out.txt")
        try Data("the old output\n".utf8).write(to: output)
        let processes = try inputs.map { try launch([$0.path, "--format", "text", "-o", output.path]) }
        for process in processes {
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0)
        }
        let found = try Data(contentsOf: output)
        XCTAssertTrue(contents.contains(found), "the output is not one writer's complete output (\(found.count) bytes)")
        XCTAssertEqual(temporaries(in: directory), [])
    }
}

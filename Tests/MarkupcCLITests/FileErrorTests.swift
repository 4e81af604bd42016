import Foundation
import MarkupcTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
import StyleMarkupLint
import StyleMarkupGenerate
#endif

/// Every path markupc reads — an input, the style book (compile, lint, check-stylebook), a
/// lint path, the lint configuration —
/// fails with the same plain message and status 2 when it is missing, a directory, not
/// readable, not a regular file or too large (issue 13, item 6); never a Foundation error
/// code such as `NSCocoaErrorDomain error 256`.
final class FileErrorTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = try MarkupcRunner.temporaryDirectory(self)
        try Data("<b>x</b>".utf8).write(to: directory.appendingPathComponent("in.txt"))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("en.lproj"), withIntermediateDirectories: false)
        try Data(#""a" = "<b>x</b>";"#.utf8).write(to: directory.appendingPathComponent("en.lproj/Localizable.strings"))
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder.strings"), withIntermediateDirectories: false)
    }

    /// Each place a path is read, with the command line reading `path` there.
    private func places(_ path: String) -> [(String, [String])] {
        [
            ("input", [path]),
            ("style book", ["in.txt", "--stylebook", path]),
            ("lint style book", ["lint", "en.lproj", "--stylebook", path]),
            ("lint configuration", ["lint", "en.lproj", "--config", path]),
            ("check-stylebook", ["check-stylebook", path]),
        ]
    }

    private func assertEverywhere(_ path: String, reason: String, lintPath: Bool = true, file: StaticString = #filePath, line: UInt = #line) throws {
        var cases = places(path)
        if lintPath { cases.append(("lint path", ["lint", path])) }
        for (place, arguments) in cases {
            let result = try MarkupcRunner.run(arguments, directory: directory)
            XCTAssertEqual(result.status, 2, place, file: file, line: line)
            XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init), "markupc: error: cannot read '\(path)': \(reason)",
                           place, file: file, line: line)
            XCTAssertFalse(result.stderr.contains("NSCocoaErrorDomain"), place, file: file, line: line)
        }
    }

    func testMissing() throws {
        try assertEverywhere("missing.strings", reason: "No such file or directory")
    }

    func testDirectory() throws {
        // A lint path that is a directory is searched, so the lint path case names a
        // directory with a localization file's extension only as a file inside a search.
        try assertEverywhere("folder.strings", reason: "Is a directory", lintPath: false)
    }

    func testNoPermission() throws {
        let locked = directory.appendingPathComponent("locked.strings")
        try Data("x".utf8).write(to: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked.path)
        guard getuid() == 0 else {
            try assertEverywhere("locked.strings", reason: "Permission denied")
            return
        }
        // Root reads any file: run markupc as nobody instead (setpriv, util-linux).
        let setpriv = URL(fileURLWithPath: "/usr/bin/setpriv")
        guard FileManager.default.isExecutableFile(atPath: setpriv.path) else { throw XCTSkip("running as root without setpriv") }
        var cases = places("locked.strings")
        cases.append(("lint path", ["lint", "locked.strings"]))
        for (place, arguments) in cases {
            let result = try MarkupcRunner.runProgram(setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", MarkupcRunner.executable.path] + arguments,
                                                      directory: directory)
            XCTAssertEqual(result.status, 2, place)
            XCTAssertEqual(result.output.split(separator: "\n").first.map(String.init), "markupc: error: cannot read 'locked.strings': Permission denied", place)
        }
    }

    func testNotARegularFile() throws {
        let path = directory.appendingPathComponent("socket.strings").path
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(fd, 0)
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in path.utf8.enumerated() where index < buffer.count - 1 { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0, String(cString: strerror(errno)))
        try assertEverywhere("socket.strings", reason: "Not a regular file")
    }

    func testTooLargeStyleBook() throws {
        // A sparse file just past the style book limit (64 MiB): refused before it is read.
        let big = directory.appendingPathComponent("big.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 64 << 20 + 1)
        try handle.close()
        for arguments in [["in.txt", "--stylebook", "big.json"], ["lint", "en.lproj", "--stylebook", "big.json"], ["check-stylebook", "big.json"]] {
            let result = try MarkupcRunner.run(arguments, directory: directory)
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "markupc: error: cannot read 'big.json': File too large: 67108865 bytes, more than the limit of 67108864\n")
        }
    }

    func testEndlessLintConfigurationStopsAtItsLimit() throws {
        // /dev/zero never ends: read up to the limit (64 MiB), not until memory runs out.
        let result = try MarkupcRunner.run(["lint", "en.lproj", "--config", "/dev/zero"], directory: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("markupc: error: cannot read '/dev/zero': File too large: "), result.stderr)
        XCTAssertTrue(result.stderr.hasSuffix(" bytes, more than the limit of 67108864\n"), result.stderr)
    }

    func testTooLargeLintFile() throws {
        // A sparse .strings file just past the input limit (1 GiB): refused before it is read.
        let big = directory.appendingPathComponent("big.strings")
        XCTAssertTrue(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 1 << 30 + 1)
        try handle.close()
        let result = try MarkupcRunner.run(["lint", "big.strings"], directory: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr.split(separator: "\n").first.map(String.init),
                       "markupc: error: cannot read 'big.strings': File too large: 1073741825 bytes, more than the limit of 1073741824")
    }

    func testAFIFOIsReadAsAnInput() throws {
        let fifo = directory.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let writer = Thread {
            let fd = open(fifo, O_WRONLY)
            _ = "<b>piped</b>".withCString { write(fd, $0, 12) }
            close(fd)
        }
        writer.start()
        let result = try MarkupcRunner.run(["pipe", "--format", "text"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "piped")
    }
}

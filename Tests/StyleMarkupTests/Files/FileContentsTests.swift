import Foundation
import StyleMarkup
import XCTest

final class FileContentsTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("file-contents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func reason(_ path: String, maxBytes: Int? = nil) -> FileReadError? {
        do {
            _ = try FileContents.read(path, maxBytes: maxBytes)
            return nil
        } catch {
            return error
        }
    }

    func testReadsTheWholeFile() throws {
        let file = try temporaryDirectory().appendingPathComponent("a.txt")
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: file)
        XCTAssertEqual(try FileContents.read(file.path), bytes)
        XCTAssertEqual(try FileContents.read(file.path, maxBytes: bytes.count), bytes)
        try Data().write(to: file)
        XCTAssertEqual(try FileContents.read(file.path), Data())
    }

    func testEachFailureHasOnePlainMessage() throws {
        let directory = try temporaryDirectory()
        let file = directory.appendingPathComponent("a.json")
        try Data("123456789".utf8).write(to: file)
        XCTAssertEqual(reason(directory.appendingPathComponent("nope").path)?.reason, .missing)
        XCTAssertEqual(reason(directory.path)?.description, "cannot read '\(directory.path)': Is a directory")
        XCTAssertEqual(reason(file.path, maxBytes: 8)?.description, "cannot read '\(file.path)': File too large: 9 bytes, more than the limit of 8")
        XCTAssertEqual(reason(file.path + "/x")?.description, "cannot read '\(file.path)/x': Not a directory")
        XCTAssertEqual(FileReadError(path: "p", reason: .missing).description, "cannot read 'p': No such file or directory")
        XCTAssertEqual(FileReadError(path: "p", reason: .permissionDenied).reasonText, "Permission denied")
        XCTAssertEqual(FileReadError(path: "p", reason: .notRegularFile).reasonText, "Not a regular file")
    }

    func testAStreamPastTheLimitStops() throws {
        // /dev/zero never ends: only the limit stops the read.
        XCTAssertEqual(reason("/dev/zero", maxBytes: 100_000)?.reason, .tooLarge(size: 131_072, limit: 100_000))
    }
    /// A file of 4 MB or more is read into memory of its own (placed for huge pages on Linux):
    /// every byte arrives, and the data can be changed and grown like any other.
    func testReadsALargeFileWhole() throws {
        let file = try temporaryDirectory().appendingPathComponent("large.txt")
        let bytes = Data((0..<(5 << 20) + 7).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 12) })
        try bytes.write(to: file)
        var read = try FileContents.read(file.path)
        XCTAssertEqual(read, bytes)
        read[0] ^= 0xFF
        read.append(contentsOf: [1, 2, 3])
        XCTAssertEqual(read.count, bytes.count + 3)
        XCTAssertEqual(read.dropFirst().prefix(bytes.count - 1), bytes.dropFirst())
        XCTAssertEqual(try FileContents.read(file.path), bytes)
    }
}

/// `FinalLineBreak.split(_:)`: one final LF or CRLF, and only that, is split off.
final class FinalLineBreakSplitTests: XCTestCase {
    func testSplitsOneFinalLFOrCRLF() {
        let cases: [(String, String, [UInt8])] = [
            ("a\n", "a", [0x0A]), ("a\r\n", "a", [0x0D, 0x0A]), ("a\n\n", "a\n", [0x0A]), ("a\r", "a\r", []),
            ("a", "a", []), ("", "", []), ("\n", "", [0x0A]), ("\r\n", "", [0x0D, 0x0A]), ("a\n\r", "a\n\r", []),
        ]
        for (input, text, lineBreak) in cases {
            let split = FinalLineBreak.split(Data(input.utf8))
            XCTAssertEqual(String(decoding: split.text, as: UTF8.self), text, input.debugDescription)
            XCTAssertEqual(split.lineBreak, lineBreak, input.debugDescription)
        }
        // A slice of a larger buffer.
        let slice = Data("xxa\r\n".utf8).dropFirst(2)
        XCTAssertEqual(String(decoding: FinalLineBreak.split(slice).text, as: UTF8.self), "a")
    }
}

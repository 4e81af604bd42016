import Foundation
import MarkupcTestSupport
@testable import MarkupcCLI
import StyleMarkup
import XCTest
#if canImport(Glibc)
import Glibc
import StyleMarkupLint
import StyleMarkupGenerate
#endif

/// ``PieceWriter`` writes pieces in order on its own thread, and a large JSON document written
/// through it by the CLI is byte for byte the library's document.
final class PieceWriterTests: XCTestCase {
    /// Pieces of every size (empty, smaller and larger than a buffer) arrive in order.
    func testPiecesArriveInOrder() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let path = directory.appendingPathComponent("out.bin").path
        for startsWriteback in [false, true] {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            XCTAssertGreaterThanOrEqual(fd, 0)
            let writer = PieceWriter(fd: fd, pieceSize: 16, buffers: 2, startsWriteback: startsWriteback)
            var expected: [UInt8] = []
            for index in 0..<500 {
                let piece = (0..<(index * 7 % 41)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }
                expected += piece
                piece.withUnsafeBytes { writer.write($0) }
            }
            XCTAssertNil(writer.finish())
            close(fd)
            XCTAssertEqual(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))), expected, "writeback \(startsWriteback)")
        }
    }

    /// Nothing written: the thread still ends.
    func testNoPieces() throws {
        let writer = PieceWriter(fd: -1, pieceSize: 8, startsWriteback: true)
        XCTAssertNil(writer.finish())
    }

    /// The first failed write is reported once the rest are dropped.
    func testAFailedWriteIsReported() throws {
        let fd = open("/dev/full", O_WRONLY)
        try XCTSkipIf(fd < 0, "no /dev/full")
        defer { close(fd) }
        let writer = PieceWriter(fd: fd, pieceSize: 4, buffers: 2, startsWriteback: false)
        let piece: [UInt8] = Array(repeating: 65, count: 10)
        for _ in 0..<20 { piece.withUnsafeBytes { writer.write($0) } }
        XCTAssertEqual(writer.finish(), "No space left on device")
    }

    /// A text long enough to be written through the writer thread: the file `-o` writes is the
    /// document ``JSONEmitter/emit(_:)`` makes of the same input, in every offset unit.
    func testLargeJSONDocumentIsTheLibrarysDocument() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        var text = ""
        var index = 0
        while text.utf8.count < 3 * CompileCommand.writerThreadThreshold {
            text += "line \(index) <b>bold \"q\" \\ é</b> <link href=\"https://example.com/\(index % 50)\">日本語</link>\t😀 &amp;\n"
            index += 1
        }
        let input = directory.appendingPathComponent("in.txt")
        try Data(text.utf8).write(to: input)
        let compiled = try MarkupCompiler().compile(text)
        XCTAssertGreaterThanOrEqual(compiled.utf8Text.count, CompileCommand.writerThreadThreshold)
        for (name, unit) in [("utf16", OffsetUnit.utf16), ("utf8", .utf8), ("scalars", .scalars)] {
            let output = directory.appendingPathComponent("out-\(name).json")
            let result = try MarkupcRunner.run([input.path, "--format", "json", "--offsets", name, "-o", output.path])
            XCTAssertEqual(result.status, 0, result.stderr)
            let expected = JSONEmitter(offsets: unit).emit(compiled)
            XCTAssertGreaterThan(expected.count, 2 * CompileCommand.pieceSize)
            XCTAssertEqual(try [UInt8](Data(contentsOf: output)), expected, name)
            // Standard output gets the same bytes.
            let stdout = try MarkupcRunner.run([input.path, "--format", "json", "--offsets", name])
            XCTAssertEqual([UInt8](stdout.stdout), expected, name)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }, [])
    }
}

import Foundation
@testable import StyleMarkup
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// ``HugePages/advise(_:byteCount:)`` marks only the whole 2 MB pages inside a large buffer,
/// leaves small buffers alone, and never changes what a buffer holds.
final class HugePagesTests: XCTestCase {
    /// The `VmFlags` of the mapping of /proc/self/smaps that contains `address`.
    private func flags(at address: UnsafeMutableRawPointer) throws -> [String]? {
        // A /proc file reports no size: read to its end.
        let smaps = String(decoding: try FileContents.read("/proc/self/smaps"), as: UTF8.self)
        let target = UInt(bitPattern: address)
        var inside = false
        for line in smaps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), !range.hasSuffix(":") {
                let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
                inside = bounds.count == 2 && bounds[0] <= target && target < bounds[1]
            } else if inside, line.hasPrefix("VmFlags:") {
                return fields.dropFirst().map(String.init)
            }
        }
        return nil
    }

    #if os(Linux)
    /// A fresh mapping of its own (memory from `malloc` may share a mapping that an earlier
    /// test's buffer was advised in), starting 4 KB past a 2 MB boundary.
    private func withMapping(_ count: Int, _ body: (UnsafeMutableRawPointer) throws -> Void) throws {
        let size = count + (4 << 20)
        guard let mapping = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapping != MAP_FAILED else {
            throw XCTSkip("mmap failed")
        }
        defer { munmap(mapping, size) }
        let mask = UInt((2 << 20) - 1)
        try body(UnsafeMutableRawPointer(bitPattern: ((UInt(bitPattern: mapping) + mask) & ~mask) + 4096)!)
    }
    #endif

    func testALargeBufferIsAdvisedInsideItsBoundsAndKeepsItsBytes() throws {
        #if os(Linux)
        let count = 9 << 20
        try withMapping(count) { buffer in
            HugePages.advise(buffer, byteCount: count)
            let mask = UInt((2 << 20) - 1)
            let firstWhole = UnsafeMutableRawPointer(bitPattern: (UInt(bitPattern: buffer) + mask) & ~mask)!
            XCTAssertEqual(try flags(at: firstWhole)?.contains("hg"), true)
            // The bytes before the first whole huge page and after the last one are not advised
            // (in a buffer from malloc they may share a mapping with other memory).
            XCTAssertEqual(try flags(at: buffer)?.contains("hg"), false)
            XCTAssertEqual(try flags(at: buffer + (count - 1))?.contains("hg"), false)
            let bytes = buffer.bindMemory(to: UInt8.self, capacity: count)
            for index in stride(from: 0, to: count, by: 4093) { bytes[index] = UInt8(truncatingIfNeeded: index) }
            for index in stride(from: 0, to: count, by: 4093) { XCTAssertEqual(bytes[index], UInt8(truncatingIfNeeded: index)) }
        }
        #else
        throw XCTSkip("transparent huge pages are a Linux feature")
        #endif
    }

    func testASmallBufferIsLeftAlone() throws {
        #if os(Linux)
        let count = HugePages.minimumByteCount - 1
        try withMapping(count) { buffer in
            HugePages.advise(buffer, byteCount: count)
            XCTAssertEqual(try flags(at: buffer + (2 << 20))?.contains("hg"), false)
        }
        #else
        throw XCTSkip("transparent huge pages are a Linux feature")
        #endif
    }
}

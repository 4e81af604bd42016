import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `read(2)` into Swift buffers, and the buffer a whole file is read into: the raw-memory side
/// of reading files (``FileContents`` keeps the rest: what to read, errors, limits).
enum DescriptorReads {
    /// `count` zeroed or fresh bytes to read a file into: a large file's in huge pages
    /// (``HugePages``), the memory then freed by the data.
    static func fileBuffer(count: Int) -> Data {
        guard count >= HugePages.minimumByteCount else { return Data(count: count) }
        // https://developer.apple.com/documentation/foundation/data/init(bytesnocopy:count:deallocator:)
        // and https://developer.apple.com/documentation/foundation/data/deallocator/custom(_:)
        return Data(bytesNoCopy: HugePages.allocate(UInt8.self, capacity: count), count: count,
                    deallocator: .custom { memory, _ in memory.deallocate() })
    }

    /// Reads from `fd` into `data` from byte `offset` to its end: what `read(2)` returns (the
    /// bytes read, 0 at the end, -1 with `errno` set).
    static func read(_ fd: Int32, into data: inout Data, from offset: Int) -> Int {
        precondition(offset >= 0 && offset < data.count, "DescriptorReads.read from outside the data")
        return data.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress! + offset, $0.count - offset) }
    }

    /// Reads from `fd` into the whole of `buffer` (not empty): what `read(2)` returns.
    static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        precondition(!buffer.isEmpty, "DescriptorReads.read into an empty buffer")
        return buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
    }

    private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(fd, buffer, count)
        #else
        return Darwin.read(fd, buffer, count)
        #endif
    }
}

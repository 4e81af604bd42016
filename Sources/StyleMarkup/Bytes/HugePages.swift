#if canImport(Glibc)
import Glibc
#endif

/// Asks Linux to back a large, not yet touched buffer with 2 MB pages (`madvise` with
/// `MADV_HUGEPAGE`), for the few buffers that grow with the input: the input read from a file,
/// the tokenizer's text and tokens, the compiled text.
///
/// A fresh 4 KB page costs a page fault (about 2 µs on this project's machine, where
/// transparent huge pages are given only to memory that asks); a 20 MB input touches five
/// thousand of them in each of those buffers, which was a fifth of the whole process's time
/// (`Docs/Performance.md`). Only the whole 2 MB pages inside the buffer are advised, so the
/// advice never reaches memory outside it; it changes how memory is backed, never what it
/// holds, and a kernel that cannot give a huge page falls back to small ones. Elsewhere
/// (macOS, smaller buffers) it does nothing.
enum HugePages {
    /// Buffers smaller than this are left as they are.
    static let minimumByteCount = 4 << 20
    /// The size of a huge page on x86-64 and arm64 Linux with 4 KB base pages.
    static let pageSize = 2 << 20

    /// Advises the whole huge pages inside `byteCount` bytes at `start`; call it before the
    /// buffer is written.
    static func advise(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        guard byteCount >= minimumByteCount else { return }
        adviseWholePages(start, byteCount: byteCount)
    }

    /// Uninitialized memory for `capacity` values of `T`. When it takes `minimumByteCount`
    /// bytes or more it starts on a huge page and is advised, so all of it can be backed by
    /// huge pages: advising a buffer `malloc` placed (``advise(_:byteCount:)``) leaves up to a
    /// huge page at each end in small pages. Free it with `deallocate()`.
    static func allocate<T>(_ type: T.Type, capacity: Int, minimumByteCount: Int = minimumByteCount) -> UnsafeMutablePointer<T> {
        let byteCount = capacity * MemoryLayout<T>.stride
        guard byteCount >= minimumByteCount else { return .allocate(capacity: capacity) }
        let memory = UnsafeMutableRawPointer.allocate(byteCount: byteCount, alignment: max(pageSize, MemoryLayout<T>.alignment))
        adviseWholePages(memory, byteCount: byteCount)
        return memory.bindMemory(to: T.self, capacity: capacity)
    }

    private static func adviseWholePages(_ start: UnsafeMutableRawPointer, byteCount: Int) {
        #if os(Linux)
        let mask = UInt(pageSize - 1)
        let first = (UInt(bitPattern: start) + mask) & ~mask
        let end = (UInt(bitPattern: start) + UInt(byteCount)) & ~mask
        guard end > first, let aligned = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(aligned, Int(end - first), MADV_HUGEPAGE)
        #endif
    }
}

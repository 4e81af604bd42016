import Foundation
import StyleMarkup
import StyleMarkupLint
import StyleMarkupGenerate
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a document handed over in pieces to a file descriptor on a thread of its own, so
/// making the next piece (on the caller's thread) and writing the last one to the kernel (on
/// the writer's) use both cores.
///
/// Each piece is copied into one of a few buffers and queued; the caller waits only when every
/// buffer is queued (the queue is bounded: at most `buffers` pieces are in memory). After the
/// first failed write the rest of the pieces are dropped, and ``finish()`` returns the problem.
/// With `startsWriteback`, the writer asks the kernel to start writing each written range to
/// the disk at once (Linux's `sync_file_range`), so the `fsync` that follows waits for little.
///
/// The queue, the free buffers, the problem and the flags are read and changed only with
/// `condition` locked; a buffer is touched by one thread at a time: the caller's while it is
/// free and being filled, the writer's while it is queued.
final class PieceWriter: @unchecked Sendable {
    /// A buffer and the bytes of it in use.
    private struct Buffer {
        var pointer: UnsafeMutableRawPointer
        var capacity: Int
        var count = 0
    }

    private let fd: Int32
    private let startsWriteback: Bool
    // https://developer.apple.com/documentation/foundation/nscondition
    private let condition = NSCondition()
    private var free: [Buffer] = []
    private var queued: [Buffer] = []
    private var queuedStart = 0
    private var closed = false
    private var writerDone = false
    private var problem: String?

    /// Starts the writer thread; `pieceSize` is the usual size of a piece (a larger piece
    /// grows the buffer it goes into).
    init(fd: Int32, pieceSize: Int, buffers: Int = 3, startsWriteback: Bool) {
        self.fd = fd
        self.startsWriteback = startsWriteback
        for _ in 0..<max(buffers, 1) {
            free.append(Buffer(pointer: .allocate(byteCount: max(pieceSize, 1), alignment: 64), capacity: max(pieceSize, 1)))
        }
        // https://developer.apple.com/documentation/foundation/thread/init(block:) and
        // https://developer.apple.com/documentation/foundation/thread/start()
        let thread = Thread { [self] in drain() }
        thread.start()
    }

    /// Queues a copy of `piece` (waiting while every buffer is queued).
    func write(_ piece: UnsafeRawBufferPointer) {
        guard piece.count > 0 else { return }
        condition.lock()
        while free.isEmpty { condition.wait() }
        var buffer = free.removeLast()
        let failed = problem != nil
        condition.unlock()
        if failed {
            condition.lock()
            free.append(buffer)
            condition.unlock()
            return
        }
        if piece.count > buffer.capacity {
            buffer.pointer.deallocate()
            buffer.capacity = piece.count
            buffer.pointer = .allocate(byteCount: piece.count, alignment: 64)
        }
        buffer.pointer.copyMemory(from: piece.baseAddress!, byteCount: piece.count)
        buffer.count = piece.count
        condition.lock()
        queued.append(buffer)
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every queued piece is written and the writer thread has ended; returns the
    /// problem of the first write that failed. Call once, after the last ``write(_:)``.
    func finish() -> String? {
        condition.lock()
        closed = true
        condition.broadcast()
        while !writerDone { condition.wait() }
        let problem = self.problem
        let buffers = free
        free = []
        condition.unlock()
        for buffer in buffers { buffer.pointer.deallocate() }
        return problem
    }

    /// The writer thread: writes queued pieces in order until the queue is closed and empty.
    private func drain() {
        var offset = 0
        condition.lock()
        while true {
            while queuedStart == queued.count && !closed { condition.wait() }
            if queuedStart == queued.count { break }
            let buffer = queued[queuedStart]
            queuedStart += 1
            if queuedStart == queued.count {
                queued.removeAll(keepingCapacity: true)
                queuedStart = 0
            }
            let skip = problem != nil
            condition.unlock()
            var failure: String?
            if !skip {
                failure = Console.writeAll(UnsafeRawBufferPointer(start: buffer.pointer, count: buffer.count), to: fd)
                if failure == nil && startsWriteback { Writeback.start(fd, offset: offset, count: buffer.count) }
                offset += buffer.count
            }
            condition.lock()
            if let failure, problem == nil { problem = failure }
            free.append(buffer)
            condition.broadcast()
        }
        writerDone = true
        condition.broadcast()
        condition.unlock()
    }
}

/// Starts writing a range of a file to the disk without waiting for it (Linux's
/// `sync_file_range` with `SYNC_FILE_RANGE_WRITE`, looked up at run time: Glibc's module does
/// not declare it). Only a hint: an `fsync` still follows; elsewhere it does nothing.
enum Writeback {
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32

    #if os(Linux)
    private static let syncFileRange: SyncFileRange? = {
        // RTLD_DEFAULT (a null handle in glibc): the symbol wherever the process has it.
        guard let symbol = dlsym(nil, "sync_file_range") else { return nil }
        return unsafeBitCast(symbol, to: SyncFileRange.self)
    }()
    #endif

    /// `SYNC_FILE_RANGE_WRITE` in Linux's `fcntl.h`.
    private static let write: UInt32 = 2

    static func start(_ fd: Int32, offset: Int, count: Int) {
        #if os(Linux)
        _ = syncFileRange?(fd, Int64(offset), Int64(count), write)
        #endif
    }
}

import Foundation

/// Runs independent pieces of work on every core, with results in index order, so the
/// outcome never depends on which thread finished first.
enum ParallelWork {
    /// `transform(index)` for every index in `0..<count`, in parallel when `workers` is more
    /// than 1 (else in order on the calling thread); the results are in index order.
    static func map<T>(_ count: Int, workers: Int, _ transform: (Int) -> T) -> [T] {
        guard workers > 1, count > 1 else { return (0..<count).map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            [T](unsafeUninitializedCapacity: count) { buffer, initialized in
                // Each index is written by exactly one iteration, and all are done when
                // concurrentPerform returns.
                let shared = Unchecked(base: buffer.baseAddress!, transform: transform)
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    (shared.base + index).initialize(to: shared.transform(index))
                }
                initialized = count
            }
        }
    }

    private struct Unchecked<T>: @unchecked Sendable {
        let base: UnsafeMutablePointer<T>
        let transform: (Int) -> T
    }

    /// Calls `update` on every element of `items` in place, on up to `workers` threads, each
    /// taking contiguous ranges of elements. What it is for: releasing big nested values on
    /// every core (`$0 = []`) rather than on the thread that drops the last reference.
    static func update<T>(_ items: inout [T], workers: Int, _ update: (inout T) -> Void) {
        guard workers > 1, items.count > 1 else {
            for index in items.indices { update(&items[index]) }
            return
        }
        let pieces = ranges(items.count, workers: workers, minimum: 1)
        withoutActuallyEscaping(update) { update in
            items.withUnsafeMutableBufferPointer { buffer in
                // Each element is updated by exactly one iteration.
                let shared = UncheckedUpdate(base: buffer.baseAddress!, update: update)
                DispatchQueue.concurrentPerform(iterations: pieces.count) { piece in
                    for index in pieces[piece] { shared.update(&shared.base[index]) }
                }
            }
        }
    }

    private struct UncheckedUpdate<T>: @unchecked Sendable {
        let base: UnsafeMutablePointer<T>
        let update: (inout T) -> Void
    }

    /// `0..<count` cut into contiguous ranges: one when `workers` is 1, else enough for the
    /// threads to balance their load (about eight per worker, none smaller than `minimum`).
    static func ranges(_ count: Int, workers: Int, minimum: Int = 256) -> [Range<Int>] {
        guard count > 0 else { return [] }
        let pieces = workers > 1 ? max(1, min(workers * 8, count / max(1, minimum))) : 1
        let size = (count + pieces - 1) / pieces
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }
}

/// Counts finished pieces of work from any thread and reports each new count in order.
final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (_ done: Int, _ total: Int) -> Void

    init(total: Int, report: @escaping @Sendable (_ done: Int, _ total: Int) -> Void) {
        self.total = total
        self.report = report
    }

    /// One more piece is done.
    func advance() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        report(done, total)
    }
}

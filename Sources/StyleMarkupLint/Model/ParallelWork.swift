import Foundation
import StyleMarkup

/// Runs independent pieces of work on every core, with results in index order, so the
/// outcome never depends on which thread finished first.
package enum ParallelWork {
    /// `transform(index)` for every index in `0..<count`, in parallel when `workers` is more
    /// than 1 (else in order on the calling thread); the results are in index order.
    /// `transform` runs on several threads at once, so it and what it captures are `Sendable`:
    /// state a piece builds is returned as its value and merged by the caller afterwards.
    package static func map<T: Sendable>(_ count: Int, workers: Int, _ transform: @Sendable (Int) -> T) -> [T] {
        guard workers > 1, count > 1 else { return (0..<count).map(transform) }
        return withoutActuallyEscaping(transform) { transform in
            DisjointSlots<T>.makeArray(count: count) { slots in
                DispatchQueue.concurrentPerform(iterations: count) { index in
                    slots.initialize(index, to: transform(index))
                }
            }
        }
    }

    /// Calls `update` on every element of `items` in place, on up to `workers` threads, each
    /// taking contiguous ranges of elements. What it is for: releasing big nested values on
    /// every core (`$0 = []`) rather than on the thread that drops the last reference.
    static func update<T: Sendable>(_ items: inout [T], workers: Int, _ update: @Sendable (inout T) -> Void) {
        guard workers > 1, items.count > 1 else {
            for index in items.indices { update(&items[index]) }
            return
        }
        let pieces = ranges(items.count, workers: workers, minimum: 1)
        withoutActuallyEscaping(update) { update in
            DisjointSlots.update(&items) { slots in
                DispatchQueue.concurrentPerform(iterations: pieces.count) { piece in
                    for index in pieces[piece] { slots.update(index, with: update) }
                }
            }
        }
    }

    /// `0..<count` cut into contiguous ranges: one when `workers` is 1, else enough for the
    /// threads to balance their load (about eight per worker, none smaller than `minimum`).
    package static func ranges(_ count: Int, workers: Int, minimum: Int = 256) -> [Range<Int>] {
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

import Foundation

/// What a later stage (an emitter, a bridge) keeps for each merged set of one ``StyleTable``,
/// by the set's id: the JSON emitter's serialized sets, the `AttributedString` bridge's
/// attribute containers. The table knows nothing of what a side table holds; it tells each side
/// table attached to it of every set it holds, in id order, under its lock.
///
/// A side table is attached the first time its stage asks for it (``RunList/sideTable(_:)``)
/// and then lives as long as the table. Because every set is recorded before any compile can
/// hand out its id, a stage reads the entry of an id a compiled text holds without a lock.
protocol StyleSideTable: AnyObject {
    /// The slot of this kind of side table: `StyleSideTableSlots.next()`, kept in a `static let`
    /// so it is given out once.
    static var slot: Int { get }
    /// An empty side table.
    init()
    /// Records the set `style`, whose id is `id`: called under the table's lock for each set,
    /// ids counting up from 0 with none skipped.
    func record(_ style: StyleAttributes, id: UInt32)
}

/// The few places a ``StyleTable`` and each text compiled with it keep their side tables: one
/// per kind of side table, numbered the first time the kind is used. Not retained: the
/// ``StyleTable`` holds each side table for as long as it lives.
typealias StyleSideTableSlots = UnretainedSlots

extension UnretainedSlots {
    /// A slot no kind of side table has yet; each kind takes one, once (``StyleSideTable/slot``).
    static func next() -> Int {
        SlotCounter.shared.next()
    }
}

/// The next free slot, given out in the order kinds of side table are first used.
private final class SlotCounter: @unchecked Sendable {
    static let shared = SlotCounter()
    private let lock = NSLock()
    private var used = 0

    func next() -> Int {
        lock.withLock {
            precondition(used < StyleSideTableSlots.capacity, "more kinds of style side table than slots")
            used += 1
            return used - 1
        }
    }
}

/// The elements of an array shared by threads that each touch different elements: lint's
/// parallel work fills an array's slots or updates its elements on every core
/// (`ParallelWork`). Only the memory is shared, not any closure or value: the caller sees to it
/// that each slot is touched by exactly one thread, and that all are done before the array is
/// used again (`DispatchQueue.concurrentPerform` returns only then).
package struct DisjointSlots<Element: Sendable>: @unchecked Sendable {
    private let base: UnsafeMutablePointer<Element>
    /// The number of slots.
    package let count: Int

    private init(base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    /// An array of `count` elements that `fill` initializes through the slots, every one of them
    /// exactly once, before it returns.
    package static func makeArray(count: Int, _ fill: (DisjointSlots) -> Void) -> [Element] {
        guard count > 0 else { return [] }
        return [Element](unsafeUninitializedCapacity: count) { buffer, initialized in
            fill(DisjointSlots(base: buffer.baseAddress!, count: count))
            initialized = count
        }
    }

    /// Lets `body` update the elements of `items` in place through the slots.
    package static func update(_ items: inout [Element], _ body: (DisjointSlots) -> Void) {
        guard !items.isEmpty else { return }
        items.withUnsafeMutableBufferPointer { buffer in body(DisjointSlots(base: buffer.baseAddress!, count: buffer.count)) }
    }

    /// Initializes slot `index` of an array being made (``makeArray(count:_:)``) to `value`.
    package func initialize(_ index: Int, to value: Element) {
        precondition(index >= 0 && index < count, "DisjointSlots index out of range")
        (base + index).initialize(to: value)
    }

    /// Calls `update` on the element at `index`.
    package func update(_ index: Int, with update: (inout Element) -> Void) {
        precondition(index >= 0 && index < count, "DisjointSlots index out of range")
        update(&base[index])
    }
}

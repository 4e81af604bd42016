/// A buffer of `capacity` slots of trivial values (never deinitialized), the first of which its writer has filled:
/// the memory behind a collection that a hot loop writes through ``pointer`` after checking the
/// slot is below ``capacity``, and that readers then read by index.
///
/// The tokenizer writes its tags' tokens into one (``TagTokens`` reads them); a large input's
/// buffer is put in huge pages (``HugePages``). The buffer does not know how many slots are
/// filled: its owner keeps the count and checks each read against it.
final class SlotBuffer<Element> {
    /// The first slot; valid until ``grow(keeping:toAtLeast:)`` replaces it.
    private(set) var pointer: UnsafeMutablePointer<Element>
    /// The number of slots.
    private(set) var capacity: Int

    /// An empty buffer with room for `capacity` values (at least one).
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        pointer = HugePages.allocate(Element.self, capacity: self.capacity)
    }

    deinit { pointer.deallocate() }

    /// The value in slot `index`, which the caller has filled and checked against its count.
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < capacity, "SlotBuffer index out of range")
        return pointer[index]
    }

    /// Makes room for at least `minimumCapacity` values, keeping the first `count` (at least
    /// doubling, so appending stays linear).
    func grow(keeping count: Int, toAtLeast minimumCapacity: Int) {
        precondition(count >= 0 && count <= capacity, "SlotBuffer.grow keeping more values than it holds")
        guard minimumCapacity > capacity else { return }
        let newCapacity = max(minimumCapacity, capacity * 2)
        let newPointer = HugePages.allocate(Element.self, capacity: newCapacity)
        newPointer.initialize(from: pointer, count: count)
        pointer.deallocate()
        pointer = newPointer
        capacity = newCapacity
    }
}

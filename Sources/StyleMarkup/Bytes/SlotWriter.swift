/// Appends values into room its owner reserved, checking each append against that room: the
/// writer of a fixed region of a larger allocation (a compiled text's run bounds and set ids,
/// which ``RunBuilder`` fills), read back by index while it is being written.
///
/// The memory belongs to the owner, which keeps it alive while the writer is used; the values
/// must be trivial (they are never deinitialized here).
struct SlotWriter<Element> {
    private let base: UnsafeMutablePointer<Element>
    /// The room, in values.
    let capacity: Int
    /// The values appended.
    private(set) var count = 0

    /// A writer of up to `capacity` values from `base`, which nothing else writes meanwhile.
    init(_ base: UnsafeMutablePointer<Element>, capacity: Int) {
        precondition(capacity >= 0, "SlotWriter with a negative capacity")
        self.base = base
        self.capacity = capacity
    }

    /// Appends `value`; appending past the room stops the program with `overflow`.
    mutating func append(_ value: Element, overflow: StaticString) {
        precondition(count < capacity, "\(overflow)")
        (base + count).initialize(to: value)
        count += 1
    }

    /// The value appended `index`-th.
    subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "SlotWriter index out of range")
        return base[index]
    }
}

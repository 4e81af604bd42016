/// A few object references held without retaining them, in four inline slots (no heap block),
/// copied as plain words: reading one costs no retain and no release.
///
/// For references whose objects another owner keeps alive for as long as the slots are read:
/// a ``StyleTable`` holds each of its side tables, and a text compiled with the table keeps the
/// table (``StyleSideTableSlots``). The caller states the type it stored in a slot; it is not
/// checked again when read.
struct UnretainedSlots {
    /// The number of slots.
    static let capacity = 4
    private var slots: (Unmanaged<AnyObject>?, Unmanaged<AnyObject>?, Unmanaged<AnyObject>?, Unmanaged<AnyObject>?) = (nil, nil, nil, nil)

    /// Four empty slots.
    init() {}

    /// The object in `slot`, which was stored as an `Object`; `nil` when the slot is empty.
    func object<Object: AnyObject>(at slot: Int, as type: Object.Type) -> Object? {
        guard let reference = self[slot] else { return nil }
        return unsafeDowncast(reference.takeUnretainedValue(), to: Object.self)
    }

    /// Puts `object` in `slot`, unretained: its owner keeps it alive while the slots are read.
    mutating func store(_ object: AnyObject, at slot: Int) {
        self[slot] = Unmanaged.passUnretained(object)
    }

    private subscript(slot: Int) -> Unmanaged<AnyObject>? {
        get {
            precondition(slot >= 0 && slot < Self.capacity, "UnretainedSlots slot out of range")
            switch slot {
            case 0: return slots.0
            case 1: return slots.1
            case 2: return slots.2
            default: return slots.3
            }
        }
        set {
            precondition(slot >= 0 && slot < Self.capacity, "UnretainedSlots slot out of range")
            switch slot {
            case 0: slots.0 = newValue
            case 1: slots.1 = newValue
            case 2: slots.2 = newValue
            default: slots.3 = newValue
            }
        }
    }
}

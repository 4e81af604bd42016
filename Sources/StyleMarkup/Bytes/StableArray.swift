/// An append-only array whose elements never move, so an element may be read without the lock
/// its appends are made under.
///
/// ``StyleTable`` hands out ids of its sets and their JSON to texts compiled on any thread;
/// copying a text's few sets out of the table (retaining every string and dictionary in them)
/// cost short strings more than compiling them. With elements that stay where they were
/// written, a text keeps the table and its ids and reads the sets in place.
///
/// Element `i` lives in segment `k`, the one holding indexes `2⁸(2ᵏ − 1) ..< 2⁸(2ᵏ⁺¹ − 1)`;
/// segment `k` holds `2⁸⁺ᵏ` elements and is allocated when the first of them is appended. The
/// list of segments has a fixed size, allocated once, so no read ever meets memory an append
/// frees or moves.
///
/// Appends must be serialized by the owner (``StyleTable`` holds its lock). A read of index `i`
/// is safe on any thread that learned of `i` after its append through a lock or another
/// synchronizing hand-over (a compile's result), because the element was written before.
final class StableArray<Element> {
    private static var firstShift: Int { 8 }
    /// Enough segments for any `Int` index.
    private static var segmentLimit: Int { Int.bitWidth - firstShift }

    private let segments: UnsafeMutablePointer<UnsafeMutablePointer<Element>?>
    /// The number of elements appended.
    private(set) var count = 0

    init() {
        segments = .allocate(capacity: Self.segmentLimit)
        segments.initialize(repeating: nil, count: Self.segmentLimit)
    }

    deinit {
        var remaining = count
        for segment in 0..<Self.segmentLimit {
            guard let base = segments[segment] else { break }
            let size = 1 << (Self.firstShift + segment)
            base.deinitialize(count: min(remaining, size))
            base.deallocate()
            remaining -= min(remaining, size)
        }
        segments.deallocate()
    }

    /// The segment of `index` and the index inside it.
    @inline(__always)
    private static func position(of index: Int) -> (segment: Int, offset: Int) {
        let shifted = UInt(index) + (1 << firstShift)
        let highBit = UInt.bitWidth - 1 - shifted.leadingZeroBitCount
        return (highBit - firstShift, Int(shifted - (1 << highBit)))
    }

    /// Appends `element` and returns its index. Callers serialize appends.
    @discardableResult
    func append(_ element: Element) -> Int {
        let index = count
        let (segment, offset) = Self.position(of: index)
        if offset == 0 {
            let size = 1 << (Self.firstShift + segment)
            segments[segment] = .allocate(capacity: size)
            // A table of a long text's many sets has segments of megabytes (``HugePages``).
            HugePages.advise(segments[segment]!, byteCount: size * MemoryLayout<Element>.stride)
        }
        (segments[segment]! + offset).initialize(to: element)
        count = index + 1
        return index
    }

    /// Replaces the element at `index`, which an append returned, with `element`. Callers
    /// serialize this with appends, and call it only for an element no other thread may be
    /// reading (one whose index was never handed out).
    func replace(at index: Int, with element: Element) {
        precondition(index >= 0 && index < count, "StableArray.replace outside the elements")
        let (segment, offset) = Self.position(of: index)
        (segments[segment]! + offset).pointee = element
    }

    /// Calls `body` with the address of the element at `index`, which an append returned.
    func withAddress<Result>(of index: Int, _ body: (UnsafePointer<Element>) -> Result) -> Result {
        let (segment, offset) = Self.position(of: index)
        return body(segments[segment]! + offset)
    }

    /// The element at `index`, which an append returned.
    @inline(__always)
    subscript(index: Int) -> Element {
        // An address rather than a copy: reading one field of an element retains nothing else.
        unsafeAddress {
            precondition(index >= 0, "negative index")
            let (segment, offset) = Self.position(of: index)
            return UnsafePointer(segments[segment]! + offset)
        }
    }
}

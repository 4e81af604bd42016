/// A growable byte buffer for emitters: appends are a capacity check and a `memcpy`, without
/// the generic overhead of `Array.append(contentsOf:)` on every small piece of output.
///
/// A buffer either owns its memory and grows, or writes into memory it is given (the storage
/// of the array an emitter returns, so the output is never copied). Every append checks the
/// room left: a buffer that would outgrow the memory it was given moves what it holds to memory
/// of its own and goes on there (``ownsMemory`` turns true), so nothing is ever written past
/// the end.
///
/// A buffer belongs to one emitter call and is never shared, so the run-time exclusivity checks
/// (which would cost more than most appends) are off for its properties.
final class ByteBuffer {
    @exclusivity(unchecked) private(set) var pointer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int
    /// Whether the memory is the buffer's own: from the start, or since it outgrew memory it
    /// was given.
    @exclusivity(unchecked) private(set) var ownsMemory: Bool
    /// The most digits ``appendDecimal(_:)`` writes.
    static let maxDecimalDigits = 19

    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        pointer = .allocate(capacity: self.capacity)
        ownsMemory = true
    }

    /// A buffer that writes into `memory`, whose size the caller has bounded from above.
    init(writingInto memory: UnsafeMutableBufferPointer<UInt8>) {
        pointer = memory.baseAddress!
        capacity = memory.count
        ownsMemory = false
    }

    deinit { if ownsMemory { pointer.deallocate() } }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newPointer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newPointer.initialize(from: pointer, count: count)
        if ownsMemory { pointer.deallocate() }
        ownsMemory = true
        pointer = newPointer
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        pointer[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count)
        (pointer + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    /// Appends a literal, as a ``ByteCursor`` does.
    @inline(__always)
    func append(_ string: StaticString) {
        write(atMost: string.utf8CodeUnitCount) { $0.append(string) }
    }

    /// Makes room for `bound` more bytes once and lets `body` write at most that many through a
    /// ``ByteCursor`` (which checks each write against the room made), then counts what it wrote.
    @inline(__always)
    func write(atMost bound: Int, _ body: (inout ByteCursor) -> Void) {
        reserve(bound)
        let start = pointer + count
        var cursor = ByteCursor(start: start, end: start + bound)
        body(&cursor)
        count += cursor.position - start
    }

    /// Writes the sixteen bytes of `vector` after the bytes written and keeps the first `kept`
    /// (0–16) of them: a copy loop stores a whole vector and keeps the bytes it has checked. The
    /// room for all sixteen is checked, so a caller that keeps fewer needs room for sixteen.
    @inline(__always)
    func append(_ vector: SIMD16<UInt8>, keeping kept: Int) {
        assert(kept >= 0 && kept <= 16)
        reserve(16)
        UnsafeMutableRawPointer(pointer + count).storeBytes(of: vector, as: SIMD16<UInt8>.self)
        count += kept
    }

    /// Writes the eight bytes of `word` (in memory order) after the bytes written and keeps the
    /// first `kept` (0–8) of them, as the sixteen-byte `append(_:keeping:)` does.
    @inline(__always)
    func append(_ word: UInt64, keeping kept: Int) {
        assert(kept >= 0 && kept <= 8)
        reserve(8)
        UnsafeMutableRawPointer(pointer + count).storeBytes(of: word, as: UInt64.self)
        count += kept
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// The number of decimal digits of `value`.
    @inline(__always)
    static func decimalDigitCount(_ value: UInt) -> Int {
        var digits = 1
        var rest = value
        while rest >= 10_000 { rest /= 10_000; digits += 4 }
        if rest >= 100 { digits += rest >= 1_000 ? 3 : 2 } else if rest >= 10 { digits += 1 }
        return digits
    }

    /// Appends the decimal digits of a non-negative integer (at most ``maxDecimalDigits``), as
    /// ``ByteCursor/appendDecimal(_:)`` does, making room for exactly its digits.
    @inline(__always)
    func appendDecimal(_ value: Int) {
        write(atMost: Self.decimalDigitCount(UInt(bitPattern: value))) { $0.appendDecimal(value) }
    }

    /// Forgets the bytes written, keeping the memory.
    func removeAll() {
        count = 0
    }

    /// A copy of the bytes written so far.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: pointer, count: count)) }
}

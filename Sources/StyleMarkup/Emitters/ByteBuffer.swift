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

    @inline(__always)
    func append(_ string: StaticString) {
        string.withUTF8Buffer { append($0) }
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    func append(_ string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// Appends the decimal digits of a non-negative integer (at most ``maxDecimalDigits``).
    @inline(__always)
    func appendDecimal(_ value: Int) {
        precondition(value >= 0, "appendDecimal takes a non-negative integer")
        var digits = 1
        var bound = 10
        while value >= bound && digits < Self.maxDecimalDigits {
            digits += 1
            bound &*= 10
        }
        reserve(digits)
        var rest = UInt(bitPattern: value)
        var index = count + digits - 1
        repeat {
            let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
            pointer[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: digit)
            rest = quotient
            index -= 1
        } while rest > 0
        count += digits
    }

    /// A copy of the bytes written so far.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: pointer, count: count)) }
}

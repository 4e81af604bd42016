/// Writes into room a ``ByteBuffer`` made beforehand (``ByteBuffer/write(atMost:_:)``): a
/// piece of output whose size is bounded (a JSON run or tag with its numbers) is written
/// through a position kept in a register, without the buffer's bookkeeping on every append.
///
/// Every write is checked against the end of the room made: writing past it stops the program
/// rather than touching memory it was not given. A caller bounds its piece from above, so the
/// check never fails.
struct ByteCursor {
    /// Where the next byte goes.
    private(set) var position: UnsafeMutablePointer<UInt8>
    /// The end of the room made.
    private let end: UnsafeMutablePointer<UInt8>

    /// A cursor writing from `start` up to, not including, `end`.
    @inline(__always)
    init(start: UnsafeMutablePointer<UInt8>, end: UnsafeMutablePointer<UInt8>) {
        position = start
        self.end = end
    }

    /// Stops the program unless `count` more bytes fit.
    @inline(__always)
    private func check(_ count: Int) {
        precondition(count <= end - position, "ByteCursor: a write past the room made")
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        check(1)
        position.pointee = byte
        position += 1
    }

    /// Appends a literal. Pieces of 8 to 16 bytes (nearly every literal of a document) are
    /// copied with two overlapping loads and stores instead of a call to `memcpy`.
    @inline(__always)
    mutating func append(_ string: StaticString) {
        let length = string.utf8CodeUnitCount
        check(length)
        let source = UnsafeRawPointer(string.utf8Start)
        let target = UnsafeMutableRawPointer(position)
        if length >= 8 && length <= 16 {
            target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            (target + (length - 8)).storeBytes(of: (source + (length - 8)).loadUnaligned(as: UInt64.self), as: UInt64.self)
        } else {
            target.copyMemory(from: source, byteCount: length)
        }
        position += length
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        check(bytes.count)
        position.update(from: base, count: bytes.count)
        position += bytes.count
    }

    /// "00" … "99": the two digits of each number below 100.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    /// Appends the decimal digits of a non-negative integer (at most
    /// ``ByteBuffer/maxDecimalDigits``), two at a time; numbers below 100 without counting
    /// their digits.
    @inline(__always)
    mutating func appendDecimal(_ value: Int) {
        precondition(value >= 0, "appendDecimal takes a non-negative integer")
        var rest = UInt(bitPattern: value)
        let pairs = UnsafeRawPointer(Self.digitPairs.utf8Start)
        if rest < 10 {
            append(UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0"))
            return
        }
        if rest < 100 {
            check(2)
            UnsafeMutableRawPointer(position).storeBytes(of: (pairs + Int(rest) &* 2).loadUnaligned(as: UInt16.self), as: UInt16.self)
            position += 2
            return
        }
        let digits = ByteBuffer.decimalDigitCount(rest)
        check(digits)
        var end = UnsafeMutableRawPointer(position + digits)
        while rest >= 100 {
            let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
            end -= 2
            end.storeBytes(of: (pairs + Int(pair) &* 2).loadUnaligned(as: UInt16.self), as: UInt16.self)
            rest = quotient
        }
        if rest >= 10 {
            end -= 2
            end.storeBytes(of: (pairs + Int(rest) &* 2).loadUnaligned(as: UInt16.self), as: UInt16.self)
        } else {
            end -= 1
            end.storeBytes(of: UInt8(truncatingIfNeeded: rest) &+ UInt8(ascii: "0"), as: UInt8.self)
        }
        position += digits
    }
}

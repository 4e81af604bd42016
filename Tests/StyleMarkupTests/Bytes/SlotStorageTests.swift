import XCTest
@testable import StyleMarkup

/// ``SlotBuffer`` and ``SlotWriter``: what is written is read back, growing keeps the first
/// values, and the room is counted.
final class SlotStorageTests: XCTestCase {
    func testASlotBufferKeepsItsFirstValuesWhenItGrows() {
        let buffer = SlotBuffer<UInt64>(capacity: 0)
        XCTAssertEqual(buffer.capacity, 1)
        buffer.pointer.initialize(to: 41)
        buffer.grow(keeping: 1, toAtLeast: 3)
        XCTAssertGreaterThanOrEqual(buffer.capacity, 3)
        for index in 1..<3 { (buffer.pointer + index).initialize(to: UInt64(41 + index)) }
        buffer.grow(keeping: 3, toAtLeast: 2)  // already has room: unchanged
        buffer.grow(keeping: 3, toAtLeast: 100)
        XCTAssertGreaterThanOrEqual(buffer.capacity, 100)
        XCTAssertEqual((0..<3).map { buffer[$0] }, [41, 42, 43])
    }

    func testASlotWriterCountsItsAppendsAndReadsThemBack() {
        let memory = UnsafeMutablePointer<UInt32>.allocate(capacity: 4)
        defer { memory.deallocate() }
        var writer = SlotWriter(memory, capacity: 4)
        XCTAssertEqual(writer.count, 0)
        for value in [7, 8, 9, 10] as [UInt32] { writer.append(value, overflow: "full") }
        XCTAssertEqual(writer.count, 4)
        XCTAssertEqual(writer.capacity, 4)
        XCTAssertEqual((0..<4).map { writer[$0] }, [7, 8, 9, 10])
    }

    func testUnretainedSlotsGiveBackWhatWasStoredAndNothingElse() {
        final class Box { let value: Int; init(_ value: Int) { self.value = value } }
        let first = Box(1), last = Box(4)
        var slots = UnretainedSlots()
        slots.store(first, at: 0)
        slots.store(last, at: UnretainedSlots.capacity - 1)
        XCTAssertTrue(slots.object(at: 0, as: Box.self) === first)
        XCTAssertNil(slots.object(at: 1, as: Box.self))
        XCTAssertNil(slots.object(at: 2, as: Box.self))
        XCTAssertTrue(slots.object(at: 3, as: Box.self) === last)
        let copy = slots
        XCTAssertEqual(copy.object(at: 3, as: Box.self)?.value, 4)
    }
}

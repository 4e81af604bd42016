import Foundation

/// Collects one value per index from many threads (the concurrency tests compare them with the
/// values computed one at a time).
public final class ThreadSlots<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value?]

    /// `count` empty slots.
    public init(_ count: Int) { values = Array(repeating: nil, count: count) }

    /// The value at `index`, set from any thread.
    public subscript(index: Int) -> Value? {
        get { lock.lock(); defer { lock.unlock() }; return values[index] }
        set { lock.lock(); defer { lock.unlock() }; values[index] = newValue }
    }

    /// Every slot, in order.
    public var all: [Value?] { lock.lock(); defer { lock.unlock() }; return values }
}

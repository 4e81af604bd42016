/// The tag names a compile workspace's tokenizer has met, by the tokenizer's name index: each
/// name as a `String`, its JSON string (quoted and escaped, for ``JSONEmitter``) and the style
/// book's contribution id of the name, made the first time a compile meets the name and kept
/// for every later text.
///
/// Compiled texts keep the table and read their tags' names in it (``CompiledTags``), so a text
/// holds no name of its own. Entries never move (``StableArray``) and an entry a text refers to
/// is never changed again, so texts read the table on any thread while the workspace (used by
/// one compile at a time) adds to it. A tokenizer that drops its name table (its name indexes
/// then name other names) gets a new table (``CompileWorkspace``).
final class TagNameTable: @unchecked Sendable {
    /// One name.
    struct Entry {
        let name: String
        /// The name as a JSON string, in the table's arena.
        let json: UnsafeBufferPointer<UInt8>
        /// The book's contribution id of the name, ``TagNameTable/unknown`` when the book does
        /// not name it.
        let contribution: UInt32
    }

    /// The contribution of a name the style book does not name.
    static let unknown = UInt32.max - 1
    /// The contribution of a slot no compile has filled.
    private static let absent = UInt32.max
    private let entries = StableArray<Entry>()
    /// The names' JSON strings.
    private let jsonBytes = ByteArena(firstChunkSize: 1 << 10, laterChunkSize: 1 << 12)

    /// The entry of name index `index`, which ``entry(_:name:contributions:)`` made; safe on any thread
    /// that learned of the index from a compile's result.
    subscript(index: UInt32) -> Entry { entries[Int(index)] }

    /// The entry of name index `index`, made from `name` and the book's `contributions` when it
    /// is the first time. Called by the one compile using the workspace.
    func entry(_ index: UInt32, name: @autoclosure () -> String, contributions: @autoclosure () -> StyleContributions) -> Entry {
        let position = Int(index)
        if position < entries.count, entries[position].contribution != Self.absent { return entries[position] }
        return make(position, name: name(), contributions: contributions())
    }

    private func make(_ position: Int, name: String, contributions: StyleContributions) -> Entry {
        // Indexes a failed input named first may never be met: their slots stay ``absent``.
        while entries.count <= position {
            entries.append(Entry(name: "", json: UnsafeBufferPointer(start: nil, count: 0), contribution: Self.absent))
        }
        var writer = JSONWriter(capacity: name.utf8.count + 8)
        writer.string(name)
        let entry = Entry(name: name, json: jsonBytes.copy(writer.buffer), contribution: contributions.ids[name] ?? Self.unknown)
        entries.replace(at: position, with: entry)
        return entry
    }
}

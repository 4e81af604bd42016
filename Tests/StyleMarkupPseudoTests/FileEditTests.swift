import XCTest
@testable import StyleMarkupPseudo

/// A string's edits merged into one make the same file as the edits one by one, and edits
/// already in order are kept as they are.
final class FileEditTests: XCTestCase {
    private let text = Array(#""a" = "one two";"b" = "three";"#.utf8)

    private func edit(_ range: Range<Int>, _ bytes: String) -> FileEdit { FileEdit(range: range, bytes: Array(bytes.utf8)) }

    func testMergedEditsMakeTheSameFile() {
        // "one two" is at 7..<14, "three" at 23..<28: replacements, insertions at one offset
        // (kept in their order) and an insertion after the value's last byte.
        let first = [edit(7..<7, "["), edit(7..<10, "ÖÑÉ"), edit(11..<14, "ŢŴÖ"), edit(14..<14, " on]")]
        let second = [edit(23..<23, "["), edit(23..<28, "ŢĤŔÉÉ")]
        let merged = FileEdit.merged(first, in: text)
        XCTAssertEqual(merged.count, 1)
        XCTAssertEqual(merged[0].range, 7..<14)
        XCTAssertEqual(String(decoding: merged[0].bytes, as: UTF8.self), "[ÖÑÉ ŢŴÖ on]")
        let expected = #""a" = "[ÖÑÉ ŢŴÖ on]";"b" = "[ŢĤŔÉÉ";"#
        let oneByOne = FileEdit.apply(FileEdit.sortedStably(first + second), to: text, in: 0..<text.count)
        let byString = FileEdit.apply(FileEdit.sortedStably(merged + FileEdit.merged(second, in: text)), to: text, in: 0..<text.count)
        XCTAssertEqual(String(decoding: oneByOne, as: UTF8.self), expected)
        XCTAssertEqual(String(decoding: byString, as: UTF8.self), expected)
        XCTAssertEqual(FileEdit.merged([edit(3..<3, "x")], in: text), [edit(3..<3, "x")])
    }

    func testSortingKeepsTheOrderOfEditsAtOneOffset() {
        let edits = [edit(9..<9, "b"), edit(2..<2, "a1"), edit(2..<2, "a2"), edit(9..<9, "c")]
        XCTAssertEqual(FileEdit.sortedStably(edits).map { String(decoding: $0.bytes, as: UTF8.self) }, ["a1", "a2", "b", "c"])
        let inOrder = [edit(1..<2, "x"), edit(2..<2, "y"), edit(2..<4, "z")]
        XCTAssertEqual(FileEdit.sortedStably(inOrder), inOrder)
    }
}

import Foundation
import XCTest

/// Speed code stays in its room: forced inlining, unchecked exclusivity, unmanaged references,
/// raw allocation and the like appear only in `Sources/StyleMarkup/Bytes/` and in the hot loops
/// its design note (`Bytes/README.md`) names. A new file that needs them fails here until it is
/// added to the note and to this list, with a measurement that shows it pays.
final class SpeedCodeFenceTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The constructs the room keeps (a plain `UnsafeBufferPointer` read of `Data` is not one).
    private static let constructs = ["@inline(__always)", "@exclusivity(unchecked)", "@_transparent", "unsafeDowncast", "unsafeBitCast",
                                     "Unmanaged", "unsafeAddress", "unowned(unsafe)", "UnsafeMutable", ".allocate(", "madvise", "_modify"]

    /// The hot loops outside the room, as the design note lists them: at most ten files, the
    /// inner loops that call into the room. Anything else goes through a type of the room.
    static let hotFiles: Set<String> = [
        // The tokenizer's inner loops.
        "StyleMarkup/Markup/MarkupReader.swift", "StyleMarkup/Markup/MarkupReader+Tags.swift", "StyleMarkup/Markup/CharacterReference.swift",
        "StyleMarkup/Markup/MarkupTokenizer.swift",
        // The compiled text's storage, the style table and the compile workspace.
        "StyleMarkup/Runs/RunStorage.swift", "StyleMarkup/Runs/Run.swift", "StyleMarkup/Runs/StyleTable.swift", "StyleMarkup/Runs/CompileCache.swift",
        // The JSON document writer.
        "StyleMarkup/Emitters/JSONEmitter.swift",
        // The CLI's writer thread.
        "MarkupcCLI/PieceWriter.swift",
    ]

    /// The room stays small: a new hot loop replaces one, or moves its raw memory into a type of the room.
    static let maximumHotFiles = 10

    func testSpeedCodeStaysInItsRoomAndTheNamedHotLoops() throws {
        let sources = root.appendingPathComponent("Sources")
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: sources.path)).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThan(paths.count, 100)
        var found: Set<String> = []
        for path in paths {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            guard let construct = Self.constructs.first(where: code.contains) else { continue }
            found.insert(path)
            if path.hasPrefix("StyleMarkup/Bytes/") || Self.hotFiles.contains(path) { continue }
            XCTFail("\(path) uses \(construct): speed code belongs in StyleMarkup/Bytes/ or a hot loop its README names")
        }
        // Every listed hot loop still needs its place on the list.
        for path in Self.hotFiles where !found.contains(path) {
            XCTFail("\(path) no longer uses speed code: take it off the list (and the design note)")
        }
    }

    func testAtMostTenHotLoopsLieOutsideTheRoom() {
        XCTAssertLessThanOrEqual(Self.hotFiles.count, Self.maximumHotFiles)
        XCTAssertTrue(Self.hotFiles.allSatisfy { !$0.hasPrefix("StyleMarkup/Bytes/") })
    }

    func testTheDesignNoteNamesEveryHotLoop() throws {
        let note = try String(contentsOf: root.appendingPathComponent("Sources/StyleMarkup/Bytes/README.md"), encoding: .utf8)
        for path in Self.hotFiles {
            let name = (path as NSString).lastPathComponent
            XCTAssertTrue(note.contains(name), "Bytes/README.md does not name \(name)")
        }
    }
}

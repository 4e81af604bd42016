import Foundation
import XCTest

/// Every public declaration of every module has a doc comment: `///` lines right above it and
/// its attributes.
final class DocCommentTests: XCTestCase {
    private let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// The `public` declarations of `text` without a doc comment, by line number.
    static func undocumented(in text: String) -> [Int] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        var result: [Int] = []
        for (index, line) in lines.enumerated() {
            var words = line.split(separator: " ")
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "public", words.count > 1, words[1] != "extension" else { continue }
            var above = index - 1
            while above >= 0, lines[above].hasPrefix("@") || lines[above].hasPrefix("// https://") { above -= 1 }
            if above < 0 || !lines[above].hasPrefix("///") { result.append(index + 1) }
        }
        return result
    }

    func testEveryPublicDeclarationHasADocComment() throws {
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: sources.path)).filter { $0.hasSuffix(".swift") }
        var checked = 0
        for path in paths {
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            checked += text.components(separatedBy: "public ").count - 1
            for line in Self.undocumented(in: text) { XCTFail("Sources/\(path):\(line): a public declaration without a doc comment") }
        }
        XCTAssertGreaterThan(checked, 800, "the scan must find the public declarations")
    }

    func testTheCheckFindsAMissingComment() {
        let text = "/// Documented.\npublic struct A {\n    public var b: Int\n    /// Documented.\n    @inlinable\n    public func c() {}\n}\npublic extension A {}\n"
        XCTAssertEqual(Self.undocumented(in: text), [3])
    }
}

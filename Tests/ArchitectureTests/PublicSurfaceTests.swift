import Foundation
import XCTest

/// What an app linking `StyleMarkup` sees stays small: the runtime declares at most
/// ``limit`` public declarations, each one something an app or a build script calls. What only
/// the package's own modules use (the command line, lint, generate, the tests, the fuzz targets)
/// is `package`, and no source uses an SPI group, which any app could opt into.
final class PublicSurfaceTests: XCTestCase {
    /// The most public declarations the runtime may have.
    static let limit = 450

    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The public declarations of `text`, by line number, found as the doc-comment check finds
    /// them: a line whose first word after its attributes is `public` (an extension is not one).
    static func publicDeclarations(in text: String) -> [Int] {
        var result: [Int] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = line.split(separator: " ")
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            if words.first == "public", words.count > 1, words[1] != "extension" { result.append(index + 1) }
        }
        return result
    }

    /// The Swift files under `folder` of the repository, as (path, text).
    private func swiftFiles(under folder: String) throws -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        guard FileManager.default.fileExists(atPath: base.path) else { return [] }
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: base.path)).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { ("\(folder)/\($0)", try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8)) }
    }

    func testTheRuntimeHasAtMostTheLimitOfPublicDeclarations() throws {
        let files = try swiftFiles(under: "Sources/StyleMarkup")
        XCTAssertGreaterThan(files.count, 100, "the scan must find the runtime's files")
        let counts = files.map { (path: $0.path, count: Self.publicDeclarations(in: $0.text).count) }
        let total = counts.reduce(0) { $0 + $1.count }
        XCTAssertGreaterThan(total, 200, "the scan must find the runtime's public declarations")
        let largest = counts.sorted { $0.count > $1.count }.prefix(5).map { "\($0.path) \($0.count)" }.joined(separator: ", ")
        XCTAssertLessThanOrEqual(total, Self.limit, """
            the runtime has \(total) public declarations, more than \(Self.limit) (most in: \(largest)); \
            what only the package's own modules use is `package`
            """)
    }

    func testNoSourceUsesAnSPIGroup() throws {
        let attribute = "@_" + "spi"
        for folder in ["Sources", "Tests", "Fuzz", "Benchmarks", "Examples", "Plugins"] {
            for file in try swiftFiles(under: folder) {
                for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.contains(attribute) {
                    XCTFail("\(file.path):\(index + 1): \(attribute) — a tools-only declaration is `package`, not SPI")
                }
            }
        }
    }

    /// The scan counts declarations, members included, and skips extensions, comments and
    /// `package` declarations.
    func testTheScanCountsPublicDeclarations() {
        let text = """
            /// A public type.
            public struct A {
                /// A member.
                @inlinable public var b: Int { 1 }
                package var c: Int
                // public var d: Int
            }
            public extension A {}
            @discardableResult public func e() -> Int { 1 }
            """
        XCTAssertEqual(Self.publicDeclarations(in: text), [2, 4, 9])
    }
}

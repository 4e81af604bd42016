import Foundation
import XCTest

/// `Sources/markupcBuildTool` (the GenerateStrings plugin's tool, see Package.swift) is the
/// markupc command line under another module name: a symbolic link to each file of
/// `Sources/markupc`, and nothing else.
final class BuildToolSourcesTests: XCTestCase {
    func testEveryFileOfTheCommandLineIsLinkedAndNothingElse() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources/markupc")
        let tool = root.appendingPathComponent("Sources/markupcBuildTool")
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
        let links = try FileManager.default.contentsOfDirectory(atPath: tool.path).sorted()
        XCTAssertEqual(links, files, "run: cd Sources/markupcBuildTool && rm -f *.swift && ln -s ../markupc/*.swift .")
        for name in links {
            let destination = try FileManager.default.destinationOfSymbolicLink(atPath: tool.appendingPathComponent(name).path)
            XCTAssertEqual(destination, "../markupc/\(name)")
        }
    }
}

import Foundation
import MarkupcTestSupport
import StyleMarkupGenerate
import XCTest

/// The literals and doc comments `markupc generate` writes, compiled by `swiftc`: each hostile
/// translation comes out of the compiled program as the text it was.
final class SwiftLiteralCompileTests: XCTestCase {
    func testCompiledLiteralsAreTheText() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SwiftLiteralTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var source = "import Foundation\nlet texts: [String] = [\n"
        for text in HostileTranslations.strings {
            source += SwiftLiteral.docComment(text, indent: "    ") + "\n"
            source += "    " + SwiftLiteral.string(text) + ",\n"
        }
        source += "]\nFileHandle.standardOutput.write(try! JSONEncoder().encode(texts))\n"
        let file = directory.appendingPathComponent("main.swift")
        try Data(source.utf8).write(to: file)
        let binary = directory.appendingPathComponent("literals")
        let compile = try MarkupcRunner.runOnPath("swiftc", ["-swift-version", "6", file.path, "-o", binary.path])
        XCTAssertEqual(compile.status, 0, compile.output)
        let result = try MarkupcRunner.runProgram(binary, [])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(try JSONDecoder().decode([String].self, from: Data(result.output.utf8)), HostileTranslations.strings)
    }
}

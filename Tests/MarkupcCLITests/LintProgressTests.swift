import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// The progress line of `markupc lint`: on a terminal (a pseudo-terminal made by `script`)
/// while many files are read, and never when standard error is not a terminal or `CI` is set.
final class LintProgressTests: XCTestCase {
    private static let fileCount = 320

    /// A project of ``fileCount`` small tables.
    private func manyFiles() throws -> URL {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        for index in 0..<Self.fileCount {
            let table = directory.appendingPathComponent("Module\(index)/en.lproj/Localizable.strings")
            try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("\"title\" = \"<b>Module \(index)</b>\";\n".utf8).write(to: table)
        }
        return directory
    }

    private let summary = "checked 320 strings in 1 language: 0 errors, 0 warnings"

    func testNoProgressWhenStandardErrorIsNotATerminal() throws {
        let directory = try manyFiles()
        let result = try MarkupcRunner.run(["lint", "."], unsetting: ["CI"], directory: directory)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, summary + "\n")
    }

    /// Runs `markupc lint .` on a pseudo-terminal (util-linux `script`) and returns what the
    /// terminal received, standard output and error together.
    private func onTerminal(in directory: URL, ci: String?) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            XCTFail("the progress-line test needs util-linux's script (/usr/bin/script) to run markupc on a pseudo-terminal")
            throw CocoaError(.fileNoSuchFile)
        }
        let environment = ci.map { "CI='\($0)'" } ?? "-u CI"
        let result = try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/script"),
                                                  ["-qec", "env \(environment) '\(MarkupcRunner.executable.path)' lint .", "/dev/null"],
                                                  directory: directory)
        XCTAssertEqual(result.status, 0)
        return result.output
    }

    func testProgressOnATerminalIsRewrittenAndErased() throws {
        let directory = try manyFiles()
        let screen = try onTerminal(in: directory, ci: nil)
        XCTAssertTrue(screen.hasPrefix("\rreading   1 of 320 files (0%)\rreading   4 of 320 files (1%)"), screen.debugDescription)
        XCTAssertTrue(screen.contains("\rreading 320 of 320 files (100%)"), screen.debugDescription)
        XCTAssertTrue(screen.hasSuffix("\rreading 320 of 320 files (100%)\r" + String(repeating: " ", count: 31) + "\r" + summary + "\r\n"), screen.debugDescription)
        XCTAssertFalse(screen.contains("\n\r"), "the progress line never scrolls")
    }

    func testNoProgressOnATerminalInCI() throws {
        let directory = try manyFiles()
        XCTAssertEqual(try onTerminal(in: directory, ci: "true"), summary + "\r\n")
        XCTAssertEqual(try onTerminal(in: directory, ci: ""), summary + "\r\n")
    }
}

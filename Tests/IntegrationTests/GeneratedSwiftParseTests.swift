import Foundation
import MarkupcTestSupport
import XCTest

/// `markupc generate` on a sample of the `generate` fuzz target's corpus (the generate
/// fixtures, the `.strings` tables and catalogs of the lint and pseudo fixtures, and the
/// target's regression inputs), each file alone; every Swift file written must pass
/// `swiftc -parse`. The fuzz target checks the same output at the lexer level on every input.
final class GeneratedSwiftParseTests: XCTestCase {
    /// The sample: tables `markupc generate` reads, as the fuzz target seeds itself.
    private func sample() throws -> [URL] {
        let root = MarkupcRunner.packageRoot
        let folders = ["Tests/Fixtures/Generate/Catalog", "Tests/Fixtures/Generate/Folders/en.lproj", "Tests/Fixtures/PseudoApple",
                       "Tests/Fixtures/PseudoApple/en.lproj", "Tests/Fixtures/Lint/ios/Resources/en.lproj", "Fuzz/Regressions/generate"]
        var files: [URL] = []
        for folder in folders {
            let url = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
                files.append(url.appendingPathComponent(name))
            }
        }
        return files.filter { ["xcstrings", "strings", "stringsdict"].contains($0.pathExtension) || $0.deletingLastPathComponent().lastPathComponent == "generate" }
    }

    func testGeneratedSwiftParses() throws {
        guard let swiftc = ["/usr/bin/swiftc", "/opt/swift/usr/bin/swiftc"].first(where: { FileManager.default.isExecutableFile(atPath: $0) })
            ?? (try? MarkupcRunner.runOnPath("which", ["swiftc"]))?.output.trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty else {
            throw XCTSkip("swiftc is not on PATH: the generated Swift cannot be parsed")
        }
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let book = MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Generate/styles.json")
        var parsed = 0
        for (number, input) in try sample().enumerated() {
            // A regression input has no extension: it is named as the fuzz target reads it.
            var table = input
            if input.deletingLastPathComponent().lastPathComponent == "generate" {
                let bytes = try Data(contentsOf: input)
                let head = String(decoding: bytes.prefix(512), as: UTF8.self)
                let name = head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first == "{" ? "Localizable.xcstrings"
                    : head.contains("<plist") ? "Localizable.stringsdict" : "Localizable.strings"
                table = directory.appendingPathComponent("input\(number)/en.lproj/\(name)")
                try FileManager.default.createDirectory(at: table.deletingLastPathComponent(), withIntermediateDirectories: true)
                try bytes.write(to: table)
            }
            let output = directory.appendingPathComponent("Strings\(number).swift")
            let result = try MarkupcRunner.run(["generate", table.path, "--stylebook", book.path, "--source-language", "en", "-o", output.path])
            guard result.status == 0 else {
                // Refused with an error finding (and nothing written), as the fuzz target allows.
                XCTAssertEqual(result.status, 1, "\(input.lastPathComponent): \(result.stderr)")
                XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), input.lastPathComponent)
                continue
            }
            let parse = try MarkupcRunner.runProgram(URL(fileURLWithPath: swiftc), ["-parse", output.path])
            XCTAssertEqual(parse.status, 0, "\(input.lastPathComponent): swiftc -parse says:\n\(parse.output)")
            parsed += 1
        }
        XCTAssertGreaterThanOrEqual(parsed, 5, "too few files of the sample were generated")
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}

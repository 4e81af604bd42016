import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// The README's example commands print what the README shows, byte for byte, with this
/// build's `markupc` first on PATH: `scripts/test-readme --here` runs every ```console
/// block. (`scripts/test` also runs every README command in a fresh copy, set-up included.)
final class ReadmeCommandsTests: XCTestCase {
    func testReadmeExamplesPrintWhatTheReadmeShows() throws {
        let script = MarkupcRunner.packageRoot.appendingPathComponent("scripts/test-readme").path
        let result = try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/env"),
                                                  ["python3", script, "--here", MarkupcRunner.productsDirectory.path])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.hasSuffix(" passed, 0 failed\n"), result.output)
        XCTAssertFalse(result.output.hasPrefix("readme: 0 passed"), result.output)
    }
}

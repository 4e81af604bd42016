import Foundation
import MarkupcTestSupport
import XCTest

/// The Android resources `markupc pseudo` writes, compiled by Android's own resource compiler:
/// `aapt2 compile` accepts every pseudo-locale folder's name and file without an error.
final class PseudoAndroidAaptTests: XCTestCase {
    func testAapt2CompilesEveryPseudoLocaleFolder() throws {
        guard try MarkupcRunner.runOnPath("sh", ["-c", "command -v aapt2"]).status == 0 else {
            throw XCTSkip("MISSING TOOL: aapt2 is needed by this test and is not installed (Debian: scripts/install-tool aapt aapt2)")
        }
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try FileManager.default.copyItem(at: MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Pseudo/android/app"),
                                         to: directory.appendingPathComponent("app"))
        let result = try MarkupcRunner.run(["pseudo", "app", "--locale", "en-XA", "--locale", "ar-XB", "--locale", "en@pseudo=accented",
                                            "--locale", "qps-ploc=accented,expanded", "--locale", "sr-Latn-XA=accented"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        let res = directory.appendingPathComponent("app/src/main/res")
        let folders = try FileManager.default.contentsOfDirectory(atPath: res.path).filter { $0 != "values" }.sorted()
        XCTAssertEqual(folders, ["values-ar-rXB", "values-b+en+pseudo", "values-b+qps+ploc", "values-b+sr+Latn+XA", "values-en-rXA"])
        let compiled = directory.appendingPathComponent("compiled")
        try FileManager.default.createDirectory(at: compiled, withIntermediateDirectories: true)
        for folder in ["values"] + folders {
            for file in try FileManager.default.contentsOfDirectory(atPath: res.appendingPathComponent(folder).path) {
                let path = res.appendingPathComponent("\(folder)/\(file)").path
                let run = try MarkupcRunner.runOnPath("aapt2", ["compile", "-o", compiled.path, path])
                XCTAssertEqual(run.status, 0, "\(folder)/\(file): \(run.output)")
                XCTAssertFalse(run.output.contains("error"), "\(folder)/\(file): \(run.output)")
            }
        }
        // One .flat file per compiled file.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: compiled.path).count, 2 + folders.count)
    }
}

import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// `markupc lint` reads localization files and never writes them: after a run with every
/// reporter, every file's bytes, modification time and permissions are as before, and no
/// file was added or removed.
final class LintLeavesInputsAloneTests: XCTestCase {
    private struct FileState: Equatable {
        var bytes: Data
        var modified: Date
        var permissions: Int
    }

    private func snapshot(_ root: URL) throws -> [String: FileState] {
        var states: [String: FileState] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
        while let relative = enumerator.nextObject() as? String {
            let path = root.appendingPathComponent(relative).path
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            let isFile = attributes[.type] as? FileAttributeType == .typeRegular
            states[relative] = FileState(bytes: isFile ? try Data(contentsOf: URL(fileURLWithPath: path)) : Data(),
                                         modified: try XCTUnwrap(attributes[.modificationDate] as? Date),
                                         permissions: try XCTUnwrap(attributes[.posixPermissions] as? Int))
        }
        return states
    }

    func testLintNeverWritesTheFilesItReads() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let project = directory.appendingPathComponent("project")
        try FileManager.default.copyItem(at: MarkupcRunner.packageRoot.appendingPathComponent("Tests/Fixtures/Lint"), to: project)
        // Modification times one hour back, so a rewrite within the test would show even on
        // file systems with coarse timestamps.
        let past = Date().addingTimeInterval(-3600)
        for relative in try FileManager.default.subpathsOfDirectory(atPath: project.path) {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: project.appendingPathComponent(relative).path)
        }
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: project.path)
        let before = try snapshot(project)
        XCTAssertGreaterThan(before.count, 20)
        let report = directory.appendingPathComponent("report.out").path
        for reporter in ["xcode", "github", "json", "sarif", "html"] {
            for extra in [[], ["--stylebook", "stylebook.json", "--strict"], ["-o", report]] {
                let result = try MarkupcRunner.run(["lint", ".", "--reporter", reporter] + extra, directory: project)
                XCTAssertEqual(result.status, 1, "\(reporter) \(extra): \(result.stderr)")
                XCTAssertEqual(try snapshot(project), before, "lint --reporter \(reporter) \(extra) changed a file it read")
            }
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: report))
    }
}

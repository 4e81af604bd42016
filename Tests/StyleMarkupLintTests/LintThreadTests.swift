import Foundation
import MarkupcTestSupport
import StyleMarkup
import StyleMarkupLint
import XCTest

/// Lint from many threads at once: its public values are `Sendable` (checked by the compiler
/// here), and linting concurrently gives exactly the reports of linting one project at a time.
/// `scripts/test` also runs these tests under ThreadSanitizer.
final class LintThreadTests: XCTestCase {
    private func requireSendable<T: Sendable>(_: T.Type) {}

    func testPublicValuesAreSendable() {
        // A compile-time check: this test fails to build if one of them stops being Sendable.
        requireSendable(Linter.self); requireSendable(LintInput.self); requireSendable(LintReport.self)
        requireSendable(LintFinding.self); requireSendable(LintConfiguration.self); requireSendable(LocalizedString.self)
        requireSendable((any LintReporter).self); requireSendable(LintReporterKind.self)
    }

    func testLintingFromManyThreadsMatchesOneAtATime() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let fixtures = root.appendingPathComponent("Tests/Fixtures/Lint")
        let book = try StyleBook(contentsOf: fixtures.appendingPathComponent("stylebook.json"))
        let projects = ["ios", "android", "xliff", "gettext", "broken"].map { fixtures.appendingPathComponent($0).path }
        @Sendable func report(_ path: String) -> [[UInt8]] {
            let linter = Linter(styleBook: book, configuration: LintConfiguration(), sourceLanguage: nil)
            let report = linter.lint(paths: [path])
            return LintReporterKind.allCases.filter { !$0.needsStrings }.map { $0.reporter.format(report) }
        }
        let serial = projects.map(report)
        XCTAssertTrue(serial.allSatisfy { !$0[0].isEmpty }, "every fixture project has findings")
        let slots = ThreadSlots<[[UInt8]]>(projects.count * 6)
        DispatchQueue.concurrentPerform(iterations: projects.count * 6) { index in
            slots[index] = report(projects[index % projects.count])
        }
        for (index, result) in slots.all.enumerated() {
            XCTAssertEqual(result, serial[index % projects.count], projects[index % projects.count])
        }
    }
}

import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintProgressLineTests: XCTestCase {
    func testShownOnlyOnATerminalOutsideCIForManyFiles() {
        XCTAssertTrue(LintProgressLine.isWanted(standardErrorIsTerminal: true, environment: [:], fileCount: 300))
        XCTAssertTrue(LintProgressLine.isWanted(standardErrorIsTerminal: true, environment: ["TERM": "xterm"], fileCount: 5_000))
        XCTAssertFalse(LintProgressLine.isWanted(standardErrorIsTerminal: false, environment: [:], fileCount: 5_000))
        XCTAssertFalse(LintProgressLine.isWanted(standardErrorIsTerminal: true, environment: ["CI": "true"], fileCount: 5_000))
        XCTAssertFalse(LintProgressLine.isWanted(standardErrorIsTerminal: true, environment: ["CI": ""], fileCount: 5_000))
        XCTAssertFalse(LintProgressLine.isWanted(standardErrorIsTerminal: true, environment: [:], fileCount: 299))
    }

    func testLineKeepsItsLengthAndSaysHowFar() {
        XCTAssertEqual(LintProgressLine.update(read: 1, total: 5_000), "\rreading     1 of 5,000 files (0%)")
        XCTAssertEqual(LintProgressLine.update(read: 840, total: 5_000), "\rreading   840 of 5,000 files (16%)")
        XCTAssertEqual(LintProgressLine.update(read: 5_000, total: 5_000), "\rreading 5,000 of 5,000 files (100%)")
        XCTAssertEqual(LintProgressLine.update(read: 1, total: 1), "\rreading 1 of 1 file (100%)")
        XCTAssertEqual(LintProgressLine.clear(total: 5_000), "\r" + String(repeating: " ", count: 35) + "\r")
        XCTAssertEqual(LintProgressLine.clear(total: 5_000).count - 2, LintProgressLine.update(read: 5_000, total: 5_000).count - 1)
        XCTAssertFalse(LintProgressLine.update(read: 3, total: 400).contains("\n"))
    }

    func testRewrittenAboutOncePerPercent() {
        let total = 12_345
        let writes = (1...total).filter { LintProgressLine.changes(read: $0, total: total) }
        XCTAssertEqual(writes.first, 1)
        XCTAssertEqual(writes.last, total)
        XCTAssertEqual(writes.count, 101)
        XCTAssertEqual((1...350).filter { LintProgressLine.changes(read: $0, total: 350) }.count, 101)
        XCTAssertEqual((1...50).filter { LintProgressLine.changes(read: $0, total: 50) }.count, 50)
    }
}

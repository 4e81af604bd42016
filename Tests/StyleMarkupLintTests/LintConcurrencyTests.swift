import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Reading, parsing and checking run on every core; the report must not depend on it.
final class LintConcurrencyTests: XCTestCase {
    /// A generated project on disk: `.strings` tables in many languages, Android resources and
    /// PO files, with a deterministic sprinkle of broken translations (dropped, renamed and
    /// crossed tags, changed placeholders, unclosed tags, changed links, orphan keys).
    private func generateProject(languages: Int, keys: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("markupc-lint-concurrency-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        func source(_ key: Int) -> String {
            switch key % 4 {
            case 0: return "Accept the <b>terms \(key)</b> and <i>policy</i>"
            case 1: return "%1$@ has %2$d photos in <b>album \(key)</b>"
            case 2: return "<a href=\"https://example.com/\(key)\">Help</a> for %@"
            default: return "Plain text \(key) with 100%% certainty"
            }
        }
        func translation(_ key: Int, _ language: Int) -> String {
            let text = source(key)
            switch random(40) {
            case 0: return text.replacingOccurrences(of: "</i>", with: "")
            case 1: return text.replacingOccurrences(of: "<b>", with: "<strong>").replacingOccurrences(of: "</b>", with: "</strong>")
            case 2: return text.replacingOccurrences(of: "%2$d", with: "%2$lld")
            case 3: return text.replacingOccurrences(of: "%@", with: "%d")
            case 4: return text.replacingOccurrences(of: "example.com", with: "example.org")
            case 5: return "<i><b>crossed</i></b> \(key)"
            case 6 where key % 4 == 0: return "<b>terms \(key) and <i>policy</i></b>"
            default: return "[\(language)] " + text
            }
        }
        func write(_ text: String, _ path: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        func stringsEscaped(_ text: String) -> String { text.replacingOccurrences(of: "\"", with: "\\\"") }
        func xmlEscaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "\\\"")
        }
        let names = (0..<languages).map { "l\($0)" }
        try write((0..<keys).map { "\"k\($0)\" = \"\(stringsEscaped(source($0)))\";\n" }.joined(), "ios/en.lproj/Localizable.strings")
        try write("<resources>\n" + (0..<keys).map { "<string name=\"k\($0)\">\(xmlEscaped(source($0)))</string>\n" }.joined() + "</resources>\n",
                  "android/res/values/strings.xml")
        for (index, language) in names.enumerated() {
            var strings = "", android = "<resources>\n", po = "msgid \"\"\nmsgstr \"Language: \(language)\\n\"\n\n"
            for key in 0..<keys {
                strings += "\"k\(key)\" = \"\(stringsEscaped(translation(key, index)))\";\n"
                android += "<string name=\"k\(key)\">\(xmlEscaped(translation(key, index)))</string>\n"
                po += "msgid \"\(stringsEscaped(source(key)))\"\nmsgstr \"\(stringsEscaped(translation(key, index)))\"\n\n"
            }
            if random(3) == 0 { strings += "\"orphan\(index)\" = \"<b>x</b>\";\n" }
            try write(strings, "ios/\(language).lproj/Localizable.strings")
            try write(android + "</resources>\n", "android/res/values-\(language)/strings.xml")
            try write(po, "po/\(language).po")
        }
        return root
    }

    private func lint(_ root: URL, workers: Int) -> LintReport {
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.workers = workers
        linter.keepsStrings = true
        return linter.lint(paths: [root.path])
    }

    func testConcurrentReportEqualsSerialReport() throws {
        let root = try generateProject(languages: 24, keys: 120)
        let serial = lint(root, workers: 1)
        XCTAssertEqual(serial.files.count, 2 + 24 * 3)
        XCTAssertEqual(serial.stringCount, 120 * 2 + 24 * 120 * 4 + serial.findings.count { $0.rule == .orphanTranslation })
        XCTAssertEqual(Set(serial.findings.map(\.rule)), [.tagMismatch, .tagNesting, .linkChanged, .placeholderMismatch, .malformedMarkup, .orphanTranslation])
        XCTAssertGreaterThan(serial.findings.count, 200)
        for workers in [2, 4, 16] {
            for _ in 0..<2 {
                let concurrent = lint(root, workers: workers)
                XCTAssertEqual(concurrent.findings, serial.findings, "workers: \(workers)")
                XCTAssertEqual(concurrent.stringCount, serial.stringCount)
                XCTAssertEqual(concurrent.languages, serial.languages)
                XCTAssertEqual(concurrent.files, serial.files)
                XCTAssertEqual(concurrent.checkedStrings.map { "\($0.string.file)|\($0.string.key)|\($0.source?.value ?? "-")" },
                               serial.checkedStrings.map { "\($0.string.file)|\($0.string.key)|\($0.source?.value ?? "-")" })
            }
        }
    }

    func testProgressCountsEveryFileInOrder() throws {
        let root = try generateProject(languages: 12, keys: 5)
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var counts: [Int] = []
            var totals = Set<Int>()
        }
        let seen = Seen()
        var linter = Linter(styleBook: nil, configuration: LintConfiguration(), sourceLanguage: nil)
        linter.workers = 4
        linter.progress = { read, total in
            seen.lock.lock()
            seen.counts.append(read)
            seen.totals.insert(total)
            seen.lock.unlock()
        }
        let report = linter.lint(paths: [root.path])
        XCTAssertEqual(report.files.count, 2 + 12 * 3)
        XCTAssertEqual(seen.counts, Array(1...(2 + 12 * 3)))
        XCTAssertEqual(seen.totals, [2 + 12 * 3])
    }
}

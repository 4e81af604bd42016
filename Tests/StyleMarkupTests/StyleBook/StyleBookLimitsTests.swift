import Foundation
import XCTest
import StyleMarkup

/// The style book limits: file size and reference depth, each with its message and position.
final class StyleBookLimitsTests: XCTestCase {
    private func failure(_ json: String, limits: StyleBookLimits, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try StyleBook(json: json, fileName: "styles.json", limits: limits)
            XCTFail("expected a StyleBookError", file: file, line: line)
            return ""
        } catch {
            return error.description
        }
    }

    private func chain(_ count: Int) -> String {
        var members: [String] = []
        for k in 0..<count - 1 { members.append(#""s\#(k)": "s\#(k + 1)""#) }
        members.append(#""s\#(count - 1)": {"kern": 1}"#)
        return "{\n" + members.joined(separator: ",\n") + "\n}"
    }

    func testDefaults() {
        XCTAssertEqual(StyleBookLimits.default.maxFileBytes, 64 << 20)
        XCTAssertEqual(StyleBookLimits.default.maxReferenceDepth, 100)
    }

    func testReferenceDepth() throws {
        // 100 styles in one chain are fine by default; 101 are one too many.
        XCTAssertEqual(try StyleBook(json: chain(100)).style(named: "s0")?.kern, 1)
        // `"s99": "s100"` is on line 101; the value starts in column 8.
        XCTAssertEqual(failure(chain(101), limits: .default),
                       "styles.json:101:8: error: s99: style references nest deeper than the limit of 100 (s0 → s1 → … → s99 → s100)")
        XCTAssertEqual(failure(chain(4), limits: StyleBookLimits(maxReferenceDepth: 2)),
                       "styles.json:3:7: error: s1: style references nest deeper than the limit of 2 (s0 → s1 → s2)")
    }

    func testReferenceDepthInAPropertyList() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>a</key><string>b</string><key>b</key><string>c</string><key>c</key><dict><key>kern</key><integer>1</integer></dict>
        </dict></plist>
        """
        XCTAssertEqual(try StyleBook(data: Data(plist.utf8), fileName: "s.plist").style(named: "a")?.kern, 1)
        do {
            _ = try StyleBook(data: Data(plist.utf8), fileName: "s.plist", limits: StyleBookLimits(maxReferenceDepth: 2))
            XCTFail("expected a StyleBookError")
        } catch {
            XCTAssertEqual(error.description, "s.plist: error: b: style references nest deeper than the limit of 2 (a → b → c)")
        }
    }

    func testFileSize() throws {
        XCTAssertEqual(failure(#"{"b": {"kern": 1}}"#, limits: StyleBookLimits(maxFileBytes: 10)),
                       "styles.json:1:1: error: the style book is 18 bytes, more than the limit of 10")
        let directory = try MarkupTemporaryDirectory.make(self)
        let path = directory.appendingPathComponent("big.json").path
        try Data(#"{"b": {"kern": 1}}"#.utf8).write(to: URL(fileURLWithPath: path))
        do {
            _ = try StyleBook(contentsOfFile: path, limits: StyleBookLimits(maxFileBytes: 17))
            XCTFail("expected a StyleBookError")
        } catch {
            XCTAssertEqual(error.description, "\(path):1:1: error: the style book is 18 bytes, more than the limit of 17")
        }
        XCTAssertNotNil(try StyleBook(contentsOfFile: path, limits: StyleBookLimits(maxFileBytes: 18)).style(named: "b"))
    }
}

/// A fresh temporary directory, removed when the test ends.
enum MarkupTemporaryDirectory {
    static func make(_ testCase: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("stylemarkup-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}

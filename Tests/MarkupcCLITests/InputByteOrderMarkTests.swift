import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate
import StyleMarkup

/// `markupc` skips a UTF-8 byte-order mark at the start of an input: the output is the same as
/// without it, and an error's byte offset counts the mark while its column does not.
final class InputByteOrderMarkTests: XCTestCase {
    private let bom = Data([0xEF, 0xBB, 0xBF])

    func testOutputsAreTheSameWithAndWithoutBOM() throws {
        let markup = Data("Tap <b>here</b> &amp; <i>é😀</i>\n".utf8)
        for format in OutputFormat.allCases.map(\.rawValue) {
            let plain = try MarkupcRunner.run(["-", "--format", format] + (format == "ansi" ? ["--color", "always"] : []), stdin: markup)
            let marked = try MarkupcRunner.run(["-", "--format", format] + (format == "ansi" ? ["--color", "always"] : []), stdin: bom + markup)
            XCTAssertEqual(plain.status, 0, plain.stderr)
            XCTAssertEqual(marked.status, 0, marked.stderr)
            XCTAssertEqual(marked.stdoutText, plain.stdoutText, format)
        }
        let json = try MarkupcRunner.run(["-", "--format", "json"], stdin: bom + markup)
        let object = try JSONSerialization.jsonObject(with: json.stdout) as! [String: Any]
        XCTAssertEqual(object["text"] as? String, "Tap here & é😀")
        let tags = object["tags"] as! [[String: Any]]
        XCTAssertEqual(tags[0]["start"] as? Int, 4)
    }

    func testErrorAfterBOMReportsByteOffsetPlusThree() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let path = directory.appendingPathComponent("bad.txt").path
        try (bom + Data("ab ".utf8) + Data([0xFF])).write(to: URL(fileURLWithPath: path))
        let result = try MarkupcRunner.run([path, "--format", "text"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderr, "\(path):1:4: error: the input is not valid UTF-8 (byte 0xFF at byte offset 6) [malformed-markup]\n")
        let plain = try MarkupcRunner.run(["-", "--format", "text"], stdin: Data("ab ".utf8) + Data([0xFF]))
        XCTAssertEqual(plain.stderr, "<stdin>:1:4: error: the input is not valid UTF-8 (byte 0xFF at byte offset 3) [malformed-markup]\n")
    }
}

import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// The limit options of `markupc compile`: each one's positioned error (status 1 for input,
/// 2 for a style book), that its default admits what it should, and bad values as usage errors.
final class LimitOptionTests: XCTestCase {
    private func compile(_ input: String, _ options: [String], stylebook: String? = nil) throws -> MarkupcRunner.Result {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        var arguments = ["-", "--format", "text"] + options
        if let stylebook {
            let path = directory.appendingPathComponent("styles.json").path
            try Data(stylebook.utf8).write(to: URL(fileURLWithPath: path))
            arguments += ["--stylebook", path]
        }
        return try MarkupcRunner.run(arguments, stdin: Data(input.utf8), directory: directory)
    }

    func testEachMarkupLimitHasAFlagAndAPositionedError() throws {
        let cases: [(input: String, option: [String], message: String)] = [
            ("abcdef", ["--max-input-bytes", "5"], "<stdin>:1:1: error: the input is 6 bytes, more than the limit of 5 [malformed-markup]"),
            ("x\n<a><b>y</b></a>", ["--max-depth=1"], "<stdin>:2:4: error: tags nest deeper than the limit of 1 at <b> [malformed-markup]"),
            ("<a/><b/>\n<c/>", ["--max-tags", "2"], "<stdin>:2:1: error: more than 2 tags in one input [malformed-markup]"),
            (#"<a href="https://x">y</a>"#, ["--max-attribute-bytes", "4"], "<stdin>:1:10: error: the value of attribute href is longer than the limit of 4 bytes [malformed-markup]"),
            ("ok &#" + String(repeating: "0", count: 40) + "65;", [], "<stdin>:1:4: error: character reference &#00000000…; has 42 digits, more than the limit of 32 [malformed-markup]"),
            ("ok &#x1F600;", ["--max-reference-digits", "4"], "<stdin>:1:4: error: character reference &#x1F600; has 5 digits, more than the limit of 4 [malformed-markup]"),
        ]
        for (input, option, message) in cases {
            let result = try compile(input, option)
            XCTAssertEqual(result.status, 1, "\(option)")
            XCTAssertEqual(result.stderr, message + "\n", "\(option)")
            XCTAssertEqual(result.stdout, Data(), "\(option)")
        }
        // At the limit everything passes.
        let atLimit = try compile("<a>x</a>", ["--max-input-bytes", "8", "--max-depth", "1", "--max-tags", "1", "--max-attribute-bytes", "1"])
        XCTAssertEqual(atLimit.status, 0, atLimit.stderr)
        XCTAssertEqual(atLimit.stdoutText, "x")
        let digitsAtLimit = try compile("&#x1F600;", ["--max-reference-digits", "5"])
        XCTAssertEqual(digitsAtLimit.stdoutText, "\u{1F600}", digitsAtLimit.stderr)
    }

    func testReferenceDepthFlag() throws {
        let book = """
        {
          "a": "b",
          "b": "c",
          "c": {"color": "red"}
        }
        """
        let ok = try compile("<a>x</a>", [], stylebook: book)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let tooDeep = try compile("<a>x</a>", ["--max-reference-depth", "2"], stylebook: book)
        XCTAssertEqual(tooDeep.status, 2)
        XCTAssertTrue(tooDeep.stderr.hasSuffix("styles.json:3:8: error: b: style references nest deeper than the limit of 2 (a → b → c)\n"), tooDeep.stderr)
        XCTAssertEqual(tooDeep.stdout, Data())
    }

    func testBadLimitValuesAreUsageErrors() throws {
        for (option, value) in [("--max-depth", "0"), ("--max-tags", "-3"), ("--max-input-bytes", "1k"), ("--max-reference-depth", "")] {
            let result = try compile("x", ["\(option)=\(value)"])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "markupc: error: \(option) needs a positive whole number, not '\(value)'\nRun 'markupc --help' for usage.\n")
        }
        let missing = try compile("x", ["--max-attribute-bytes"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "markupc: error: option --max-attribute-bytes needs a value\nRun 'markupc --help' for usage.\n")
    }
}

/// An input that never ends (a device, a pipe, standard input) is read only up to
/// `--max-input-bytes`: it gets the input-size error, not an out-of-memory kill.
final class EndlessInputTests: XCTestCase {
    func testAnEndlessDeviceStopsAtTheInputLimit() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let result = try MarkupcRunner.run(["/dev/zero", "--max-input-bytes", "100000", "--format", "text"], directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "/dev/zero:1:1: error: the input is more than the limit of 100000 bytes [malformed-markup]\n")
        XCTAssertEqual(result.stdout, Data())
    }

    func testPipedStandardInputStopsAtTheInputLimit() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let script = "head -c 300000 /dev/zero | '\(MarkupcRunner.executable.path)' - --max-input-bytes 100000 --format text"
        let result = try MarkupcRunner.runProgram(URL(fileURLWithPath: "/bin/sh"), ["-c", script], directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.output, "<stdin>:1:1: error: the input is more than the limit of 100000 bytes [malformed-markup]\n")
    }

    func testAFileOverTheLimitIsRefusedWithItsSize() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try Data("abcdef".utf8).write(to: directory.appendingPathComponent("in.txt"))
        let result = try MarkupcRunner.run(["in.txt", "--max-input-bytes", "5", "--format", "text"], directory: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "in.txt:1:1: error: the input is 6 bytes, more than the limit of 5 [malformed-markup]\n")
    }
}

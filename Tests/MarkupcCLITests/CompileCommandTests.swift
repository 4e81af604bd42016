import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

final class CompileCommandTests: XCTestCase {
    private func write(_ text: String, to name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    func testReadmeExampleCompilesToJSON() throws {
        let result = try MarkupcRunner.run(["StyleBooks/Samples/signup.txt", "--stylebook", "StyleBooks/signup.json", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let json = try JSONSerialization.jsonObject(with: result.stdout) as! [String: Any]
        XCTAssertEqual(json["text"] as? String, "By signing up you agree to our Terms & Conditions and Privacy Policy.")
        let tags = json["tags"] as! [[String: Any]]
        XCTAssertEqual(tags.map { $0["name"] as? String }, ["terms", "privacy"])
        XCTAssertEqual(tags[0]["start"] as? Int, 31)
    }

    func testCompileSubcommandAndStdinAndTextFormat() throws {
        let result = try MarkupcRunner.run(["compile", "-", "--format=text"], stdin: Data("a <b>b</b> &amp; c".utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdoutText, "a b & c\n")
    }

    func testDefaultFormatIsPlainTextWhenNotATerminal() throws {
        let result = try MarkupcRunner.run(["-"], stdin: Data("<b>bold</b>\u{1B}[31m".utf8))
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdoutText, "bold\u{241B}[31m\n")
    }

    func testColorEnvironmentAndOptions() throws {
        let input = Data("<b>x</b>".utf8)
        XCTAssertEqual(try MarkupcRunner.run(["-"], stdin: input, environment: ["FORCE_COLOR": "1"]).stdoutText, "\u{1B}[1mx\u{1B}[0m\n")
        // NO_COLOR removes colours only: bold stays.
        XCTAssertEqual(try MarkupcRunner.run(["-"], stdin: input, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"]).stdoutText, "\u{1B}[1mx\u{1B}[0m\n")
        XCTAssertEqual(try MarkupcRunner.run(["-", "--color", "always"], stdin: input, environment: ["NO_COLOR": "1"]).stdoutText, "\u{1B}[1mx\u{1B}[0m\n")
        XCTAssertEqual(try MarkupcRunner.run(["-", "--color", "never"], stdin: input, environment: ["FORCE_COLOR": "1"]).stdoutText, "x\n")
        let red = Data("<red>x</red>".utf8)
        XCTAssertEqual(try MarkupcRunner.run(["-", "--color=always", "--color-depth=truecolor"], stdin: red).stdoutText, "\u{1B}[38;2;255;0;0mx\u{1B}[0m\n")
        XCTAssertEqual(try MarkupcRunner.run(["-", "--color=always"], stdin: red, environment: ["COLORTERM": "truecolor"]).stdoutText, "\u{1B}[38;2;255;0;0mx\u{1B}[0m\n")
        XCTAssertEqual(try MarkupcRunner.run(["-", "--color=always"], stdin: red, environment: ["TERM": "xterm-256color"]).stdoutText, "\u{1B}[38;5;196mx\u{1B}[0m\n")
        XCTAssertEqual(try MarkupcRunner.run(["-", "--color=always"], stdin: red).stdoutText, "\u{1B}[91mx\u{1B}[0m\n")
    }

    /// Runs markupc on a pseudo-terminal (util-linux `script`) with `environment` (`-u NAME`
    /// or `NAME=value` words for env) and returns what the terminal received.
    private func onTerminal(_ input: String, _ environment: String) throws -> String {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            throw XCTSkip("needs util-linux's script (/usr/bin/script) to run markupc on a pseudo-terminal")
        }
        let directory = try MarkupcRunner.temporaryDirectory(self)
        _ = try write(input, to: "in.txt", in: directory)
        let result = try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/script"),
                                                  ["-qec", "env -u FORCE_COLOR -u COLORTERM \(environment) '\(MarkupcRunner.executable.path)' in.txt", "/dev/null"],
                                                  directory: directory)
        XCTAssertEqual(result.status, 0)
        return result.output
    }

    /// On a terminal, NO_COLOR keeps bold, underline and OSC 8 links; the output ends with a
    /// line break (the terminal shows LF as CR LF).
    func testNoColorOnATerminalKeepsAttributesAndLinks() throws {
        let input = #"<b>x</b> <red>r</red> <a href="https://example.com">l</a>"#
        let link = "\u{1B}]8;id=markupc-1;https://example.com\u{1B}\\l\u{1B}]8;;\u{1B}\\"
        // The default book's links are underlined and #0a66c2 (16 colours: bright blue, 94).
        XCTAssertEqual(try onTerminal(input, "-u NO_COLOR TERM=xterm"),
                       "\u{1B}[1mx\u{1B}[22m \u{1B}[91mr\u{1B}[39m \u{1B}[4;94m" + link + "\u{1B}[0m\r\n")
        XCTAssertEqual(try onTerminal(input, "NO_COLOR=1 TERM=xterm"), "\u{1B}[1mx\u{1B}[22m r \u{1B}[4m" + link + "\u{1B}[0m\r\n")
        XCTAssertEqual(try onTerminal(input, "NO_COLOR=1 TERM=dumb"), "x r l\r\n")
    }

    func testMarkupErrorIsPositionedWithStatus1AndNoOutput() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let input = try write("line one\nif a<b then c\n", to: "bad.txt", in: directory)
        let output = directory.appendingPathComponent("out.json").path
        let result = try MarkupcRunner.run([input, "-o", output, "--format", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdoutText, "")
        XCTAssertEqual(result.stderr, "\(input):2:8: error: attribute then in tag <b> has no value; write then=\"…\"; if '<' is meant as text, write &lt; [malformed-markup]\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["bad.txt"])
    }

    func testStrictUnknownTag() throws {
        let result = try MarkupcRunner.run(["-", "--strict"], stdin: Data("x <bold>y</bold>".utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            <stdin>:1:3: error: <bold> is not in the built-in default book [unknown-tag]
            markupc: note: no --stylebook was given, so the built-in default book served (b, i, u, s, em, strong, code, a, link and the basic colors); pass --stylebook FILE to style other tags

            """)
        XCTAssertEqual(try MarkupcRunner.run(["-"], stdin: Data("x <bold>y</bold>".utf8)).status, 0)
    }

    func testInvalidUTF8AndEmptyInput() throws {
        let bad = try MarkupcRunner.run(["-"], stdin: Data([0x61, 0xFF, 0x62]))
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.stderr, "<stdin>:1:2: error: the input is not valid UTF-8 (byte 0xFF at byte offset 1) [malformed-markup]\n")
        let empty = try MarkupcRunner.run(["-", "--format", "json"], stdin: Data())
        XCTAssertEqual(empty.status, 0)
        XCTAssertTrue(empty.stdoutText.contains("\"runs\": []"))
    }

    func testOneCharacterOutputNameInTheCurrentDirectory() throws {
        // A new one-character relative path crashed splitting it into directory and name.
        let directory = try MarkupcRunner.temporaryDirectory(self)
        _ = try write("<b>new</b>", to: "in.txt", in: directory)
        let result = try MarkupcRunner.run(["in.txt", "--format", "text", "-o", "x"], directory: directory)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try String(contentsOfFile: directory.appendingPathComponent("x").path, encoding: .utf8), "new\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["in.txt", "x"])
    }

    func testAFailedInPlaceTargetLeavesNoTemporaryFile() throws {
        // --css names a directory (written in place, fails at commit): the output already
        // staged beside x.html is removed too.
        let directory = try MarkupcRunner.temporaryDirectory(self)
        _ = try write("<b>new</b>", to: "in.txt", in: directory)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("folder"), withIntermediateDirectories: false)
        let result = try MarkupcRunner.run(["in.txt", "--format", "html", "-o", "x.html", "--css", "folder"], directory: directory)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderr, "markupc: error: cannot write 'folder': Is a directory\n"
                       + "markupc: note: no output file was written; the output files of one run are written all together or not at all\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["folder", "in.txt"])
    }

    func testOutputFileIsReplacedWhole() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let input = try write("<b>new</b>", to: "in.txt", in: directory)
        let output = try write("old contents", to: "out.txt", in: directory)
        let result = try MarkupcRunner.run([input, "--format", "text", "-o", output])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(try String(contentsOfFile: output, encoding: .utf8), "new\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted(), ["in.txt", "out.txt"])
        // The same bytes as standard output.
        let stdout = try MarkupcRunner.run([input, "--format", "json"])
        let file = try MarkupcRunner.run([input, "--format", "json", "-o", output])
        XCTAssertEqual(file.status, 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: output)), stdout.stdout)
    }

    func testOutputDirectoryWritesOneFilePerInputOrNone() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let a = try write("<b>a</b>", to: "a.txt", in: directory)
        let b = try write("<b>b", to: "b.txt", in: directory)
        let c = try write("c", to: "c.strings.txt", in: directory)
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let result = try MarkupcRunner.run([a, b, c, "--format", "json", "--output-dir", out.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("\(b):1:1: error: tag <b> is never closed"), result.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path), [])
        try Data("<b>b</b>".utf8).write(to: URL(fileURLWithPath: b))
        XCTAssertEqual(try MarkupcRunner.run([a, b, c, "--format", "json", "--output-dir", out.path]).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), ["a.json", "b.json", "c.strings.json"])
    }

    func testUnwritableOutputIsStatus2() throws {
        let result = try MarkupcRunner.run(["-", "-o", "/nonexistent-dir/out.txt"], stdin: Data("x".utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "markupc: error: cannot write '/nonexistent-dir/out.txt': No such file or directory\n")
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = try MarkupcRunner.run(["-", "-o", "/dev/full"], stdin: Data("x".utf8))
            XCTAssertEqual(full.status, 2)
            XCTAssertEqual(full.stderr, "markupc: error: cannot write '/dev/full': No space left on device\n")
        }
    }

    func testUnreadableInputsAreStatus2() throws {
        let missing = try MarkupcRunner.run(["missing.txt"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "markupc: error: cannot read 'missing.txt': No such file or directory\n")
        let directory = try MarkupcRunner.run(["Sources"])
        XCTAssertEqual(directory.status, 2)
        XCTAssertEqual(directory.stderr, "markupc: error: cannot read 'Sources': Is a directory\n")
    }

    func testInvalidStyleBookIsStatus2WithPosition() throws {
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let book = try write("{\n  \"u\": [\"b\", {\"underline\": \"singel\"}]\n}\n", to: "styles.json", in: directory)
        let result = try MarkupcRunner.run(["-", "--stylebook", book], stdin: Data("x".utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "\(book):2:9: error: u[0]: reference to unknown style \"b\"\n\(book):2:28: error: u[1].underline: unknown value \"singel\" (did you mean \"single\"?); expected one of none, single, double, thick\n")
        let notABook = try write("hello", to: "x.json", in: directory)
        let bad = try MarkupcRunner.run(["-", "--stylebook", notABook], stdin: Data("x".utf8))
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "\(notABook):1:1: error: not a style book: expected a JSON object or a property list (XML or binary)\n")
        let missing = try MarkupcRunner.run(["-", "--stylebook", "nope.json"], stdin: Data("x".utf8))
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "markupc: error: cannot read 'nope.json': No such file or directory\n")
    }

    func testUsageErrors() throws {
        let cases: [([String], String)] = [
            ([], "no input files; give one or more paths, or - for standard input"),
            (["x", "--format", "pdf"], "unknown --format value 'pdf'; choose one of ansi, html, json, rtf, text"),
            (["x", "--lang"], "option --lang needs a value"),
            (["x", "--offsets", "bytes"], "unknown --offsets value 'bytes'; choose one of utf8, utf16, scalars"),
            (["x", "--color", "yes"], "unknown --color value 'yes'; choose one of auto, always, never"),
            (["x", "--color-depth", "8"], "unknown --color-depth value '8'; choose one of truecolor, 256, 16"),
            (["x", "--html-styles", "css"], "unknown --html-styles value 'css'; choose one of inline, classes"),
            (["x", "--width", "-3"], "--width needs a whole number, 0 or more, not '-3'"),
            (["x", "--bogus"], "unknown option '--bogus'"),
            (["x", "--stylebook"], "option --stylebook needs a value"),
            (["x", "y", "-o", "z"], "-o writes one file; use --output-dir DIR for 2 inputs"),
            (["x", "-o", "z", "--output-dir", "d"], "-o and --output-dir cannot be used together"),
            // Standard input can be read once: a second - would compile as an empty input.
            (["-", "x", "-"], "- (standard input) is given 2 times; it can be read only once"),
            (["x", "--stylebook", "-"], "--stylebook reads a file, not standard input; give the style book's path"),
        ]
        for (arguments, message) in cases {
            let result = try MarkupcRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.stderr, "markupc: error: \(message)\nRun 'markupc --help' for usage.\n", "\(arguments)")
        }
    }

    func testHelpAndVersion() throws {
        let help = try MarkupcRunner.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdoutText.contains("USAGE:"))
        XCTAssertTrue(help.stdoutText.contains("EXIT STATUS:"))
        let version = try MarkupcRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdoutText.hasPrefix("markupc "))
    }

    func testCheckStyleBook() throws {
        let good = try MarkupcRunner.run(["check-stylebook", "StyleBooks/signup.json", "StyleBooks/signup.plist"])
        XCTAssertEqual(good.status, 0, good.stderr)
        let directory = try MarkupcRunner.temporaryDirectory(self)
        let cycle = try write(#"{"a": "b", "b": ["a"]}"#, to: "cycle.json", in: directory)
        let bad = try MarkupcRunner.run(["check-stylebook", cycle])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(bad.stderr, "\(cycle):1:18: error: b[0]: reference cycle a → b → a\n")
        // Style books are read by path, as --stylebook reads them: - is a usage error.
        let stdin = try MarkupcRunner.run(["check-stylebook", "StyleBooks/signup.json", "-"])
        XCTAssertEqual(stdin.status, 2)
        XCTAssertEqual(stdin.stderr, "markupc: error: check-stylebook reads files, not standard input; give the style book's path\n"
                       + "Run 'markupc check-stylebook --help' for usage.\n")
        XCTAssertEqual(stdin.stdoutText, "")
    }

    func testHugeSingleLineAndDeepNesting() throws {
        // 10 MB on one line, a tag every ~40 characters: compiles, output is the text and a line break.
        let chunk = "plain words and more words <b>bold</b> tail "
        let line = String(repeating: chunk, count: 10_000_000 / chunk.utf8.count)
        let result = try MarkupcRunner.run(["-", "--format", "text"], stdin: Data(line.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout.count, line.utf8.count - 7 * (10_000_000 / chunk.utf8.count) + 1)

        let deep = String(repeating: "<b>", count: 100_000) + "x" + String(repeating: "</b>", count: 100_000)
        let nested = try MarkupcRunner.run(["-"], stdin: Data(deep.utf8))
        XCTAssertEqual(nested.status, 1)
        XCTAssertEqual(nested.stderr, "<stdin>:1:3001: error: tags nest deeper than the limit of 1000 at <b> [malformed-markup]\n")
        XCTAssertEqual(nested.stdout.count, 0)
    }

    func testNulByteIsAPositionedError() throws {
        let result = try MarkupcRunner.run(["-"], stdin: Data("ab\ncd\0ef".utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "<stdin>:2:3: error: the input contains a NUL byte at byte offset 5 [malformed-markup]\n")
    }

    func testMissingOutputDirectoryIsStatus2() throws {
        let result = try MarkupcRunner.run(["-", "--output-dir", "/nonexistent-dir"], stdin: Data("x".utf8))
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "markupc: error: output directory '/nonexistent-dir' does not exist\n")
    }

    func testRTFFormatAndOutputDirectoryExtension() throws {
        let result = try MarkupcRunner.run(["-", "--format", "rtf"], stdin: Data("<b>x</b> {y}".utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdoutText.hasPrefix("{\\rtf1"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("\\b x}"), result.stdoutText)
        XCTAssertTrue(result.stdoutText.contains("\\{y\\}"), result.stdoutText)
    }

    func testWidthWrapsANSIOutput() throws {
        let result = try MarkupcRunner.run(["-", "--width", "10"], stdin: Data("one two three four five".utf8))
        XCTAssertEqual(result.stdoutText, "one two\nthree four\nfive\n")
    }

    func testHTMLFragmentDocumentAndStylesheet() throws {
        let fragment = try MarkupcRunner.run(["-", "--format", "html"], stdin: Data("<b>x</b> &lt;script&gt;".utf8))
        XCTAssertEqual(fragment.status, 0, fragment.stderr)
        XCTAssertTrue(fragment.stdoutText.hasPrefix("<div class=\"markupc\""), fragment.stdoutText)
        XCTAssertTrue(fragment.stdoutText.contains("&lt;script&gt;"), fragment.stdoutText)
        XCTAssertFalse(fragment.stdoutText.contains("<script"))

        let directory = try MarkupcRunner.temporaryDirectory(self)
        let css = directory.appendingPathComponent("styles.css").path
        let page = try MarkupcRunner.run(["-", "--format", "html", "--html-document", "--lang", "fr", "--css", css], stdin: Data("<b>x</b>".utf8))
        XCTAssertEqual(page.status, 0, page.stderr)
        XCTAssertTrue(page.stdoutText.hasPrefix("<!doctype html>\n<html lang=\"fr\">"), page.stdoutText)
        XCTAssertTrue(page.stdoutText.contains("<span class=\"m-b\">x</span>"), page.stdoutText)
        XCTAssertTrue(try String(contentsOfFile: css, encoding: .utf8).contains(".m-b { font-weight: 700; }"))

        let wrongFormat = try MarkupcRunner.run(["-", "--css", css], stdin: Data("x".utf8))
        XCTAssertEqual(wrongFormat.status, 2)
        XCTAssertEqual(wrongFormat.stderr, "markupc: error: --css applies only with --format html, not with --format ansi\nRun 'markupc --help' for usage.\n")
    }
}

import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate
import StyleMarkup

/// `markupc --generate-completion-script bash|zsh|fish`: each script is valid for its shell
/// (bash always; zsh and fish when installed), names every command and every option the help
/// texts list, and completes what it should.
final class CompletionScriptTests: XCTestCase {
    static let shells = ["bash", "zsh", "fish"]
    static let subcommands = ["compile", "lint", "check-stylebook", "help"]

    /// Every option `markupc --help` and `markupc lint --help` list, such as `--format` and `-o`.
    static func documentedOptions() throws -> Set<String> {
        let pattern = try NSRegularExpression(pattern: #"(?<![\w-])--?[A-Za-z][A-Za-z0-9-]*"#)
        var options: Set<String> = []
        for arguments in [["--help"], ["lint", "--help"]] {
            let help = try MarkupcRunner.run(arguments)
            XCTAssertEqual(help.status, 0, help.stderr)
            let text = help.stdoutText
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                options.insert(String(text[Range(match.range, in: text)!]))
            }
        }
        return options
    }

    private func script(_ shell: String) throws -> String {
        let result = try MarkupcRunner.run(["--generate-completion-script", shell])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        return result.stdoutText
    }

    private func write(_ text: String, _ name: String) throws -> String {
        let url = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func shellExists(_ shell: String) throws -> Bool {
        try InstallTests.run("sh", ["-c", "command -v \(shell)"]).status == 0
    }

    func testScriptsAreValidForTheirShells() throws {
        let bash = try write(try script("bash"), "markupc.bash")
        let check = try InstallTests.run("bash", ["-n", bash])
        XCTAssertEqual(check.status, 0, check.output)
        for shell in ["zsh", "fish"] where try !shellExists(shell) {
            XCTFail("MISSING TOOL: \(shell) is needed by this test and is not installed: run scripts/install-tool \(shell) \(shell)")
        }
        let zsh = try InstallTests.run("zsh", ["-n", try write(try script("zsh"), "_markupc")])
        XCTAssertEqual(zsh.status, 0, zsh.output)
        let fish = try InstallTests.run("fish", ["--no-execute", try write(try script("fish"), "markupc.fish")])
        XCTAssertEqual(fish.status, 0, fish.output)
    }

    func testScriptsNameEveryCommandAndOption() throws {
        let options = try Self.documentedOptions()
        for required in ["--stylebook", "--format", "-o", "--output", "--output-dir", "--offsets", "--strict", "--color",
                         "--color-depth", "--width", "--html-document", "--html-styles", "--css", "--lang", "--help", "-h",
                         "--version", "--generate-completion-script", "--source-language", "--reporter", "--config"] {
            XCTAssertTrue(options.contains(required), "the help texts do not list \(required)")
        }
        for shell in Self.shells {
            let text = try script(shell)
            for command in Self.subcommands {
                XCTAssertTrue(text.contains(command), "\(shell) script lacks the command \(command)")
            }
            for option in options {
                // fish spells options `-l name` and `-s x`.
                let spelling = shell != "fish" ? option : option.hasPrefix("--") ? "-l \(option.dropFirst(2))" : "-s \(option.dropFirst())"
                let pattern = try NSRegularExpression(pattern: "(?<![\\w-])" + NSRegularExpression.escapedPattern(for: spelling) + "(?![\\w-])")
                XCTAssertNotNil(pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)), "\(shell) script lacks \(option)")
            }
        }
    }

    /// Runs the bash completion function for a command line (the last word is being completed).
    private func bashCompletions(_ words: [String]) throws -> [String] {
        let script = try write(try script("bash"), "markupc.bash")
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let program = "source '\(script)'; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _markupc; printf '%s\\n' \"${COMPREPLY[@]}\""
        let result = try InstallTests.run("bash", ["-c", program])
        XCTAssertEqual(result.status, 0, result.output)
        return result.output.split(separator: "\n").map(String.init)
    }

    func testBashCompletesCommandsOptionsAndValues() throws {
        XCTAssertEqual(try bashCompletions(["markupc", "--format", ""]), OutputFormat.allCases.map(\.rawValue))
        XCTAssertEqual(try bashCompletions(["markupc", "in.txt", "--format", "=", ""]), OutputFormat.allCases.map(\.rawValue))
        XCTAssertEqual(try bashCompletions(["markupc", "lint", "--reporter", "j"]), ["json"])
        XCTAssertEqual(try bashCompletions(["markupc", "lint", "--st"]), ["--stylebook", "--strict"])
        XCTAssertEqual(try bashCompletions(["markupc", "compile", "--color-d"]), ["--color-depth"])
        XCTAssertEqual(try bashCompletions(["markupc", "check-"]).first, "check-stylebook")
        XCTAssertEqual(try bashCompletions(["markupc", "--generate-completion-script", ""]), ["bash", "zsh", "fish"])
    }

    func testFishCompletesCommandsOptionsAndValues() throws {
        guard try shellExists("fish") else { return XCTFail("MISSING TOOL: fish is needed by this test and is not installed: run scripts/install-tool fish fish") }
        let script = try write(try script("fish"), "markupc.fish")
        func complete(_ line: String) throws -> [String] {
            let result = try InstallTests.run("fish", ["-c", "source '\(script)'; complete --do-complete='\(line)'"])
            XCTAssertEqual(result.status, 0, result.output)
            return result.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
        }
        let reporters = Set(try complete("markupc lint --reporter "))
        XCTAssertTrue(reporters.isSuperset(of: ["xcode", "github", "json"]), "\(reporters)")
        XCTAssertFalse(reporters.contains("ansi"))
        XCTAssertEqual(try complete("markupc --format ").sorted(), OutputFormat.allCases.map(\.rawValue))
        XCTAssertTrue(try complete("markupc li").contains("lint"))
        XCTAssertTrue(try complete("markupc lint --s").contains("--source-language"))
        XCTAssertFalse(try complete("markupc lint --").contains("--format"))
    }

    func testFishShowsEachOptionsHelpAsWritten() throws {
        guard try shellExists("fish") else { return XCTFail("MISSING TOOL: fish is needed by this test and is not installed: run scripts/install-tool fish fish") }
        let script = try write(try script("fish"), "markupc.fish")
        let result = try InstallTests.run("fish", ["-c", "source '\(script)'; complete --do-complete='markupc --color-d'; complete --do-complete='markupc lint --rep'"])
        XCTAssertEqual(result.status, 0, result.output)
        // Apostrophes and colons are kept (the table's help, without its final period).
        XCTAssertTrue(result.output.contains("--color-depth\tThe terminal's colour depth"), result.output)
        XCTAssertTrue(result.output.contains("--reporter\tThe report format: xcode (path:line:col: error: …)"), result.output)
    }

    /// What zsh lists (as Ctrl-D shows it) for each command line, typed into an interactive zsh
    /// that loaded the script, run in a pseudo-terminal through zsh's own zpty module.
    private func zshListings(_ lines: [String]) throws -> [String] {
        let script = try write(try script("zsh"), "_markupc")
        var driver = #"""
        zmodload zsh/zpty
        zpty shell 'LANG=C.UTF-8 TERM=dumb zsh -f -i'
        zpty -w shell "stty columns 500; PS1='<''ready''>'; autoload -U compinit; compinit -u -D; source ${(q)1}"
        zpty -r shell out '*<ready>'
        """#
        for line in lines {
            // Ctrl-D lists the choices (printed without carriage returns and trailing padding);
            // Ctrl-U then clears the line for the next one.
            driver += #"""

            zpty -w -n shell '\#(line)'$'\C-d'
            zpty -r shell out '*<ready>*'
            print -r -- "$out" | tr -d '\r' | sed 's/ *$//'
            print -- '<end>'
            zpty -w -n shell $'\C-u'
            """#
        }
        driver += "\nzpty -d shell\n"
        let result = try InstallTests.run("timeout", ["60", "zsh", "-f", try write(driver, "driver.zsh"), script])
        XCTAssertEqual(result.status, 0, result.output)
        return result.output.components(separatedBy: "<end>\n").dropLast()
    }

    func testZshShowsEachOptionsHelpAsWritten() throws {
        guard try shellExists("zsh") else { return XCTFail("MISSING TOOL: zsh is needed by this test and is not installed: run scripts/install-tool zsh zsh") }
        let listings = try zshListings(["markupc --color-d", "markupc lint --rep", "markupc l"])
        XCTAssertEqual(listings.count, 3, "\(listings)")
        // Apostrophes and colons are kept (the table's help, without its final period).
        XCTAssertTrue(listings.first?.contains("--color-depth  -- The terminal's colour depth\n") == true, "\(listings)")
        XCTAssertTrue(listings.dropFirst().first?.contains("--reporter  -- The report format: xcode (path:line:col: error: …), github") == true, "\(listings)")
        XCTAssertTrue(listings.last?.contains("lint  -- check the markup of localized strings") == true, "\(listings)")
    }

    func testZshScriptDefinesTheCompletionFunction() throws {
        guard try shellExists("zsh") else { return XCTFail("MISSING TOOL: zsh is needed by this test and is not installed: run scripts/install-tool zsh zsh") }
        let script = try write(try script("zsh"), "_markupc")
        let result = try InstallTests.run("zsh", ["-f", "-c", "autoload -U compinit && compinit -u -D && source '\(script)' && whence -w _markupc && echo ${_comps[markupc]}"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("_markupc: function"), result.output)
        XCTAssertTrue(result.output.hasSuffix("_markupc\n"), result.output)
    }

    func testUnknownShellIsAUsageError() throws {
        let result = try MarkupcRunner.run(["--generate-completion-script", "tcsh"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("bash, zsh, fish"), result.stderr)
        XCTAssertEqual(try MarkupcRunner.run(["--generate-completion-script=zsh"]).stdoutText, try script("zsh"))
    }
}

import Foundation
import MarkupcTestSupport
import XCTest

/// `--help` texts, run from the built binary: `markupc --help` gives the overview of every
/// command, `markupc compile --help` compile's own, and a command without options shows no
/// `[OPTIONS]` in its usage.
final class HelpTests: XCTestCase {
    private func help(_ arguments: [String]) throws -> String {
        let result = try MarkupcRunner.run(arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        return result.stdoutText
    }

    func testCompileHelpIsCompilesOwn() throws {
        let compile = try help(["compile", "--help"])
        XCTAssertTrue(compile.hasPrefix("markupc compile — compile tagged strings (the default command)\n\nUSAGE:\n  markupc [compile] INPUT... [OPTIONS]\n\n"), compile)
        XCTAssertTrue(compile.contains("\nOPTIONS:\n  --stylebook FILE "), compile)
        XCTAssertTrue(compile.contains("  --keep-final-newline "), compile)
        XCTAssertFalse(compile.contains("LINT OPTIONS"), compile)
        XCTAssertFalse(compile.contains("markupc lint PATH"), compile)
        XCTAssertTrue(compile.hasSuffix("\nEXIT STATUS:\n  0  success\n  1  an input has errors (reported as path:line:column: error: message [rule])\n"
                                        + "  2  usage error, unreadable input, unwritable output, or invalid style book\n"), compile)
        XCTAssertEqual(try help(["help", "compile"]), compile)
    }

    func testOverviewListsEveryCommand() throws {
        let overview = try help(["--help"])
        XCTAssertTrue(overview.hasPrefix("""
            markupc — compile tagged strings with a style book

            USAGE:
              markupc [compile] INPUT... [OPTIONS]
              markupc lint PATH... [OPTIONS]
              markupc generate CATALOG|FOLDER... --stylebook FILE -o FILE.swift [OPTIONS]
              markupc pseudo CATALOG|FOLDER|FILE... --locale LOCALE [OPTIONS]
              markupc preview CATALOG|FOLDER|FILE... --stylebook FILE -o FILE.html [OPTIONS]
              markupc check-stylebook FILE...
              markupc --help | --version
              markupc --generate-completion-script bash|zsh|fish

            """), overview)
        for heading in ["COMPILE OPTIONS (markupc compile --help):", "LINT OPTIONS (markupc lint --help):",
                        "GENERATE OPTIONS (markupc generate --help):", "PSEUDO OPTIONS (markupc pseudo --help):", "PREVIEW OPTIONS (markupc preview --help):", "GENERAL OPTIONS:"] {
            XCTAssertTrue(overview.contains("\n" + heading + "\n"), heading)
        }
        // Without the word compile, --help is the overview.
        XCTAssertEqual(try help(["in.txt", "--help"]), overview)
        XCTAssertEqual(try help(["help"]), overview)
    }

    func testCheckStyleBookHelpHasNoOptionsPlaceholder() throws {
        let text = try help(["check-stylebook", "--help"])
        XCTAssertTrue(text.hasPrefix("markupc check-stylebook — check style books\n\nUSAGE:\n  markupc check-stylebook FILE...\n\n"), text)
        XCTAssertFalse(text.contains("[OPTIONS]"), text)
        XCTAssertTrue(text.contains("\nOPTIONS:\n  -h, --help                Show this help.\n"), text)
    }

    /// A first word that is no file but a misspelt command names the command.
    func testMisspeltCommandIsSuggested() throws {
        for (word, command) in [("lnt", "lint"), ("genrate", "generate"), ("check-stylbook", "check-stylebook")] {
            let result = try MarkupcRunner.run([word, "."])
            XCTAssertEqual(result.status, 2, word)
            XCTAssertEqual(result.stderr, "markupc: error: unknown command '\(word)', and no input file of that name; did you mean \(command)?\n"
                           + "Run 'markupc --help' for usage.\n")
            XCTAssertEqual(result.stdoutText, "")
        }
        // A file of that name is an input like any other.
        let directory = try MarkupcRunner.temporaryDirectory(self)
        try Data("<b>x</b>".utf8).write(to: directory.appendingPathComponent("lnt"))
        let file = try MarkupcRunner.run(["lnt", "--format", "text"], directory: directory)
        XCTAssertEqual(file.status, 0, file.stderr)
        XCTAssertEqual(file.stdoutText, "x\n")
        // A missing file unlike any command is still a file that cannot be read.
        let missing = try MarkupcRunner.run(["missing.txt"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "markupc: error: cannot read 'missing.txt': No such file or directory\n")
    }

    func testLongExitStatusesWrapUnderTheirText() throws {
        let lint = try help(["lint", "--help"])
        XCTAssertTrue(lint.hasSuffix("""
            EXIT STATUS:
              0  no finding at error level
              1  a finding at error level
              2  usage error, invalid style book or configuration, nothing could be read, or
                 the report could not be written

            """), lint)
    }
}

/// `markupc help COMMAND` names a command; anything else is a usage error, not the overview.
final class HelpTopicTests: XCTestCase {
    func testUnknownTopicIsAUsageErrorWithTheNearestCommand() throws {
        let result = try MarkupcRunner.run(["help", "lnt"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "markupc: error: help: unknown command 'lnt'; did you mean lint?\nRun 'markupc --help' for usage.\n")
        XCTAssertEqual(result.stdoutText, "")
    }

    func testTopicLikeNoCommandListsThem() throws {
        let result = try MarkupcRunner.run(["help", "bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "markupc: error: help: unknown command 'bogus'; the commands are compile, lint, generate, pseudo, preview, check-stylebook\n"
                       + "Run 'markupc --help' for usage.\n")
        XCTAssertEqual(result.stdoutText, "")
    }

    func testKnownTopicsStillShowTheirHelp() throws {
        let lint = try MarkupcRunner.run(["help", "lint"])
        XCTAssertEqual(lint.status, 0, lint.stderr)
        XCTAssertTrue(lint.stdoutText.hasPrefix("markupc lint — "), lint.stdoutText)
        let overview = try MarkupcRunner.run(["help"])
        XCTAssertEqual(overview.status, 0, overview.stderr)
        XCTAssertTrue(overview.stdoutText.hasPrefix("markupc — "), overview.stdoutText)
        let two = try MarkupcRunner.run(["help", "lint", "compile"])
        XCTAssertEqual(two.status, 2)
        XCTAssertEqual(two.stderr, "markupc: error: help takes one command, not 2 words: markupc help lint\nRun 'markupc --help' for usage.\n")
    }
}

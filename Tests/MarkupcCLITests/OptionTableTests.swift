import Foundation
import MarkupcTestSupport
@testable import MarkupcCLI
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// The one option table (``CommandTable``) reaches every place an option is spelled: the
/// committed man page equals the one generated from the table, and `--help`, every
/// completion script and Docs/CLI.md name every option (issue 13, item 9).
final class OptionTableTests: XCTestCase {
    private let manPage = MarkupcRunner.packageRoot.appendingPathComponent("Docs/markupc.1")

    /// Every (command, option) pair of the table.
    private var everyOption: [(CommandSpec, OptionSpec)] {
        (CommandTable.commands + [CommandTable.topLevel]).flatMap { command in command.options.map { (command, $0) } }
    }

    /// The committed man page is what the table generates. Run with MARKUPC_WRITE_MAN_PAGE=1
    /// to rewrite it after changing the table.
    func testManPageIsGeneratedFromTheTable() throws {
        let committed = try String(contentsOf: manPage, encoding: .utf8)
        let generated = ManPage.update(committed)
        if ProcessInfo.processInfo.environment["MARKUPC_WRITE_MAN_PAGE"] == "1" {
            try Data(generated.utf8).write(to: manPage)
            return
        }
        XCTAssertEqual(committed.components(separatedBy: "\n").filter { $0 == ManPage.begin }.count, 2, "the man page lost a generated part")
        XCTAssertEqual(committed, generated, "Docs/markupc.1 differs from the table; run the test with MARKUPC_WRITE_MAN_PAGE=1")
        for (command, option) in everyOption {
            for name in option.names {
                XCTAssertTrue(committed.contains("\\fB" + ManPage.escape(name) + "\\fR"), "the man page lacks \(name) of \(command.name)")
            }
        }
    }

    func testHelpNamesEveryOptionAndChoice() throws {
        for (command, option) in everyOption where command.name != "help" {
            let arguments = command.name == "compile" || command.name == "markupc" ? ["--help"] : [command.name, "--help"]
            let help = try MarkupcRunner.run(arguments)
            XCTAssertEqual(help.status, 0)
            let line = option.names.joined(separator: ", ") + (option.placeholder.isEmpty ? "" : " " + option.placeholder)
            XCTAssertTrue(help.stdoutText.contains("  " + line), "\(arguments) lacks \(line)")
            let flattened = help.stdoutText.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for choice in option.choices ?? [] {
                XCTAssertTrue(flattened.contains(choice), "\(arguments) does not list \(choice) for \(option.long)")
            }
        }
        // Issue 13 item 9: lint's help lists what the lint parser accepts.
        let lint = try MarkupcRunner.run(["lint", "--help"]).stdoutText
        for required in ["sarif", "html", "--source-language", "--config", "-o, --output"] {
            XCTAssertTrue(lint.contains(required), "lint --help lacks \(required)")
        }
    }

    func testCompletionScriptsNameEveryOption() throws {
        for shell in CompletionScripts.shells {
            let script = try MarkupcRunner.run(["--generate-completion-script", shell]).stdoutText
            for (command, option) in everyOption {
                for name in option.names {
                    let spelling = shell != "fish" ? name : name.hasPrefix("--") ? "-l \(name.dropFirst(2))" : "-s \(name.dropFirst())"
                    XCTAssertTrue(script.contains(spelling), "\(shell) lacks \(name) of \(command.name)")
                }
                for choice in option.choices ?? [] {
                    XCTAssertTrue(script.contains(choice), "\(shell) lacks the value \(choice) of \(option.long)")
                }
            }
        }
    }

    func testCLIDocumentNamesEveryOption() throws {
        let document = try String(contentsOf: MarkupcRunner.packageRoot.appendingPathComponent("Docs/CLI.md"), encoding: .utf8)
        for (command, option) in everyOption {
            XCTAssertTrue(document.contains("`" + option.long), "Docs/CLI.md lacks \(option.long) of \(command.name)")
        }
    }

    func testMisspeltOptionsGetTheNearestName() throws {
        let cases: [([String], String)] = [
            (["x", "--stylbook", "s.json"], "unknown option '--stylbook'; did you mean --stylebook?"),
            (["x", "--fromat", "json"], "unknown option '--fromat'; did you mean --format?"),
            (["lint", "x", "--reportr", "json"], "unknown option '--reportr' for lint; did you mean --reporter?"),
            (["lint", "x", "--format", "json"], "unknown option '--format' for lint"),
            (["x", "--bogus"], "unknown option '--bogus'"),
            (["x", "--format", "jsno"], "unknown --format value 'jsno' (did you mean json?); choose one of ansi, html, json, rtf, text"),
            (["x", "--strict=yes"], "option --strict takes no value"),
            (["x", "--version"], "--version is the whole command line: markupc --version, markupc --generate-completion-script SHELL"),
        ]
        for (arguments, message) in cases {
            let result = try MarkupcRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            let help = arguments.first == "lint" ? "markupc lint --help" : "markupc --help"
            XCTAssertEqual(result.stderr, "markupc: error: \(message)\nRun '\(help)' for usage.\n", "\(arguments)")
        }
    }

    func testEveryDeclaredOptionParses() throws {
        // Each option of the table, given a valid value, is accepted by its command's parser.
        for (command, option) in everyOption where command.name != "help" && command.name != "markupc" {
            let value: [String]
            switch option.value {
            case .flag: value = []
            case .choice(let values): value = [values[0]]
            case .number(let range): value = [String(max(range.lowerBound, 1))]
            case .file, .directory: value = ["en"]
            case .text: value = [option.long == "--locale" ? "en-XA" : "en"]
            }
            for name in option.names {
                let parsed = try OptionParser.parse(["in"] + [name] + value, as: command)
                XCTAssertTrue(parsed.has(option.long), "\(name) of \(command.name)")
                XCTAssertEqual(parsed.operands, ["in"])
            }
        }
    }
}

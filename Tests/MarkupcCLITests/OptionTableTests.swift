import Foundation
import MarkupcTestSupport
@testable import MarkupcCLI
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// The one option table (``CommandTable``) reaches every place an option is spelled: the
/// committed man page and Docs/CLI.md equal the ones generated from the table, and they,
/// `--help` and every completion script name every command and option.
final class OptionTableTests: XCTestCase {
    private let manPage = MarkupcRunner.packageRoot.appendingPathComponent("Docs/markupc.1")

    /// Every (command, option) pair of the table.
    private var everyOption: [(CommandSpec, OptionSpec)] {
        (CommandTable.commands + [CommandTable.topLevel]).flatMap { command in command.options.map { (command, $0) } }
    }

    /// The committed man page is what the table generates. Run with MARKUPC_WRITE_MAN_PAGE=1
    /// to rewrite it after changing the table.
    /// Every option identity names an option some command declares (none left over), and no
    /// command declares one twice.
    func testEveryOptionNameIsDeclaredByACommand() {
        let specs = CommandTable.commands + [CommandTable.topLevel]
        for name in OptionName.allCases {
            XCTAssertTrue(specs.contains { $0.options.contains { $0.name == name } }, "\(name.rawValue) is declared by no command")
        }
        for spec in specs {
            let names = spec.options.map(\.name)
            XCTAssertEqual(Set(names).count, names.count, "\(spec.name) declares an option twice")
        }
    }

    func testManPageIsGeneratedFromTheTable() throws {
        let committed = try String(contentsOf: manPage, encoding: .utf8)
        let generated = ManPage.update(committed)
        if ProcessInfo.processInfo.environment["MARKUPC_WRITE_MAN_PAGE"] == "1" {
            try Data(generated.utf8).write(to: manPage)
            return
        }
        XCTAssertEqual(committed.components(separatedBy: "\n").filter { $0 == ManPage.begin }.count, 3, "the man page lost a generated part")
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
        // Lint's help lists what the lint parser accepts.
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

    /// Docs/CLI.md's synopsis, option tables and completion list are what the table
    /// generates. Run with MARKUPC_WRITE_DOCS=1 to rewrite them after changing the table.
    func testCLIDocumentIsGeneratedFromTheTable() throws {
        let url = MarkupcRunner.packageRoot.appendingPathComponent("Docs/CLI.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        let generated = CLIPage.update(committed)
        if ProcessInfo.processInfo.environment["MARKUPC_WRITE_DOCS"] == "1" {
            try Data(generated.utf8).write(to: url)
            return
        }
        for name in CLIPage.parts.keys {
            XCTAssertEqual(committed.components(separatedBy: "\n").filter { $0 == CLIPage.begin(name) }.count, 1, "Docs/CLI.md lacks the part \(name)")
        }
        XCTAssertEqual(committed, generated, "Docs/CLI.md differs from the table; run the test with MARKUPC_WRITE_DOCS=1")
    }

    /// Every command is in the man page's synopsis, COMMANDS and EXIT STATUS, and in
    /// Docs/CLI.md's synopsis, a section of its own and the completion list; every option of
    /// every command in both (its own option list, or the general options).
    func testEveryCommandAndOptionIsInBothPages() throws {
        let man = try String(contentsOf: manPage, encoding: .utf8)
        let cli = try String(contentsOf: MarkupcRunner.packageRoot.appendingPathComponent("Docs/CLI.md"), encoding: .utf8)
        func section(_ text: String, from start: String, to end: String) -> String {
            guard let lower = text.range(of: start), let upper = text.range(of: end, range: lower.upperBound..<text.endIndex) else { return "" }
            return String(text[lower.upperBound..<upper.lowerBound])
        }
        let manSynopsis = section(man, from: ".SH SYNOPSIS", to: ".SH DESCRIPTION")
        let manCommands = section(man, from: ".SH COMMANDS", to: ".SH COMPILE OPTIONS")
        let manStatus = section(man, from: ".SH EXIT STATUS", to: ".SH ENVIRONMENT")
        let cliSynopsis = section(cli, from: CLIPage.begin("synopsis"), to: CLIPage.end)
        let cliCompletion = section(cli, from: CLIPage.begin("completion"), to: CLIPage.end)
        for command in CommandTable.commands where command.name != "help" {
            let escaped = ManPage.escape(command.name)
            XCTAssertTrue(manSynopsis.contains(".B \(escaped)\n") || manSynopsis.contains(".RB [ \(escaped) ]"), "man SYNOPSIS lacks \(command.name)")
            XCTAssertTrue(manCommands.contains(".B \(escaped)\n"), "man COMMANDS lacks \(command.name)")
            XCTAssertTrue(manStatus.contains(".SS " + ManPage.escape(command.commandLine)), "man EXIT STATUS lacks \(command.name)")
            XCTAssertTrue(cliSynopsis.contains(command.commandLine), "Docs/CLI.md's synopsis lacks \(command.name)")
            XCTAssertTrue(cli.contains("\n## \(command.name)\n"), "Docs/CLI.md has no section for \(command.name)")
            XCTAssertTrue(cliCompletion.contains("`\(command.name)`"), "Docs/CLI.md's completion list lacks \(command.name)")
            for option in command.options where option.long != "--help" {
                let manOptions = section(man, from: ".SH \(command.name.uppercased()) OPTIONS", to: ".SH ")
                XCTAssertTrue(manOptions.contains("\\fB" + ManPage.escape(option.long) + "\\fR"), "man \(command.name) options lack \(option.long)")
                XCTAssertTrue(manSynopsis.contains(ManPage.escape(option.short ?? option.long)), "man SYNOPSIS lacks \(option.long) of \(command.name)")
                let cliOptions = section(cli, from: CLIPage.begin("options " + command.name), to: CLIPage.end)
                XCTAssertTrue(cliOptions.contains("`" + option.long), "Docs/CLI.md's \(command.name) options lack \(option.long)")
                XCTAssertTrue(cliSynopsis.contains(option.short ?? option.long), "Docs/CLI.md's synopsis lacks \(option.long) of \(command.name)")
            }
        }
        // Required options are not shown as optional.
        XCTAssertTrue(cliSynopsis.contains("markupc generate CATALOG|FOLDER... --stylebook FILE -o FILE.swift ["), cliSynopsis)
        XCTAssertTrue(manSynopsis.contains(".B generate\n.IR CATALOG|FOLDER ...\n.B \\-\\-stylebook\n.I FILE\n.B \\-o\n.I FILE.swift\n.OP"), manSynopsis)
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
                XCTAssertTrue(parsed.has(option.name), "\(name) of \(command.name)")
                XCTAssertEqual(parsed.operands, ["in"])
            }
        }
    }
}

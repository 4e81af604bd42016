import Foundation
import MarkupcTestSupport
import XCTest
import StyleMarkupLint
import StyleMarkupGenerate

/// `make install` / `make uninstall` into temporary prefixes, with the binary this test run
/// built (`MARKUPC=…`, so no release build runs inside the tests), and the man page.
final class InstallTests: XCTestCase {
    /// Runs a program found on `PATH` in the package root; returns its status and output
    /// (standard output and error together).
    static func run(_ program: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try MarkupcRunner.runOnPath(program, arguments)
    }

    /// The files `make install` writes, relative to the prefix.
    static let installedFiles = [
        "bin/markupc",
        "share/man/man1/markupc.1",
        "share/bash-completion/completions/markupc",
        "share/zsh/site-functions/_markupc",
        "share/fish/vendor_completions.d/markupc.fish",
    ]

    private func make(_ arguments: [String]) throws {
        let result = try Self.run("make", ["--no-print-directory"] + arguments + ["MARKUPC=\(MarkupcRunner.executable.path)"])
        XCTAssertEqual(result.status, 0, "make \(arguments.joined(separator: " ")):\n\(result.output)")
    }

    func testInstallIntoATemporaryPrefixThenUninstall() throws {
        let prefix = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("my prefix")
        try make(["install", "PREFIX=\(prefix.path)"])
        for file in Self.installedFiles {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) was not installed")
        }
        let binary = prefix.appendingPathComponent("bin/markupc")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: binary.path))
        let version = try Self.run(binary.path, ["--version"])
        XCTAssertEqual(version.status, 0, version.output)
        XCTAssertEqual(version.output, try MarkupcRunner.run(["--version"]).stdoutText)
        XCTAssertTrue(version.output.hasPrefix("markupc "), version.output)
        // The installed binary works, not only --version.
        let compiled = try Self.run(binary.path, ["-", "--format", "text"])
        XCTAssertEqual(compiled.status, 0, compiled.output)
        // The completions are what the CLI generates; the man page is Docs/markupc.1.
        for (shell, file) in [("bash", 2), ("zsh", 3), ("fish", 4)] {
            let installed = try String(contentsOf: prefix.appendingPathComponent(Self.installedFiles[file]), encoding: .utf8)
            XCTAssertEqual(installed, try MarkupcRunner.run(["--generate-completion-script", shell]).stdoutText, shell)
        }
        XCTAssertEqual(try Data(contentsOf: prefix.appendingPathComponent(Self.installedFiles[1])),
                       try Data(contentsOf: MarkupcRunner.packageRoot.appendingPathComponent("Docs/markupc.1")))

        try make(["uninstall", "PREFIX=\(prefix.path)"])
        for file in Self.installedFiles {
            XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(file).path), "\(file) is still there")
        }
    }

    func testDestDirGoesInFrontOfEveryPath() throws {
        let stage = try MarkupcRunner.temporaryDirectory(self)
        try make(["install", "DESTDIR=\(stage.path)", "PREFIX=/opt/markupc"])
        for file in Self.installedFiles {
            XCTAssertTrue(FileManager.default.fileExists(atPath: stage.path + "/opt/markupc/" + file), "\(file) is not under DESTDIR")
        }
    }

    func testBuildIsASwiftReleaseBuildAndInstallBuildsFirst() throws {
        let build = try Self.run("make", ["--no-print-directory", "-n", "build"])
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertEqual(build.output, "swift build -c release\n")
        // Without MARKUPC, install builds first and installs the release binary.
        let install = try Self.run("make", ["--no-print-directory", "-n", "install", "PREFIX=/p", "SWIFT=echo"])
        XCTAssertEqual(install.status, 0, install.output)
        let lines = install.output.split(separator: "\n")
        XCTAssertEqual(lines.first, "echo build -c release")
        XCTAssertTrue(install.output.contains(#"install -m 755 "build -c release --show-bin-path/markupc" "/p/bin/markupc""#), install.output)
    }

    /// The man page names every option `--help` and `lint --help` list, and this version.
    func testManPageDocumentsEveryOptionAndTheVersion() throws {
        let page = try String(contentsOf: MarkupcRunner.packageRoot.appendingPathComponent("Docs/markupc.1"), encoding: .utf8)
        for option in try CompletionScriptTests.documentedOptions() {
            XCTAssertTrue(page.contains(option.replacingOccurrences(of: "-", with: "\\-")), "Docs/markupc.1 does not mention \(option)")
        }
        for command in CompletionScriptTests.subcommands where command != "help" {
            XCTAssertTrue(page.contains(command.replacingOccurrences(of: "-", with: "\\-")), "Docs/markupc.1 does not mention \(command)")
        }
        let version = try MarkupcRunner.run(["--version"]).stdoutText.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertTrue(page.contains(".TH MARKUPC 1 \"2026\" \"\(version)\""), "the man page's .TH does not say \(version)")
        // groff finds no problem in it (when groff is installed).
        if try Self.run("sh", ["-c", "command -v groff"]).status == 0 {
            let check = try Self.run("groff", ["-man", "-ww", "-z", "Docs/markupc.1"])
            XCTAssertEqual(check.status, 0, check.output)
            XCTAssertEqual(check.output, "", "groff warnings")
        }
    }
}

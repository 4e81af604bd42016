import Foundation
import MarkupcTestSupport
import XCTest

/// The composite action of `action.yml`: its two step scripts (.github/actions/get-markupc and
/// run-lint) run here with the variables a GitHub runner sets (RUNNER_OS, RUNNER_ARCH,
/// RUNNER_TEMP, GITHUB_PATH, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_SERVER_URL,
/// GITHUB_ACTION_PATH). The release they download is served from a `file://` folder laid out
/// as GitHub's release downloads are, holding the artifact bundle scripts/make-artifactbundle
/// makes of the markupc this test run built.
final class GitHubActionTests: XCTestCase {
    static let actions = MarkupcRunner.packageRoot.appendingPathComponent(".github/actions")

    /// A runner's files and variables in a fresh folder.
    struct Runner {
        var folder: URL
        var environment: [String: String]

        func read(_ variable: String) throws -> String {
            (try? String(contentsOf: URL(fileURLWithPath: environment[variable]!), encoding: .utf8)) ?? ""
        }
    }

    /// The runner's architecture as RUNNER_ARCH names it, and the bundle triple of this machine.
    static var machine: (arch: String, triple: String) {
        #if arch(arm64)
        return ("ARM64", "aarch64-unknown-linux-gnu")
        #else
        return ("X64", "x86_64-unknown-linux-gnu")
        #endif
    }

    func makeRunner() throws -> Runner {
        let folder = try MarkupcRunner.temporaryDirectory(self)
        let temp = folder.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: temp, withIntermediateDirectories: true)
        var environment: [String: String] = [
            "RUNNER_OS": "Linux", "RUNNER_ARCH": Self.machine.arch, "RUNNER_TEMP": temp.path,
            "GITHUB_ACTION_PATH": MarkupcRunner.packageRoot.path, "GITHUB_SERVER_URL": "file://\(folder.path)/server",
            "ACTION_REPOSITORY": "acme/markupc", "ACTION_REF": "", "GITHUB_ACTIONS": "true", "CI": "true",
        ]
        for (variable, file) in [("GITHUB_PATH", "path"), ("GITHUB_OUTPUT", "output"), ("GITHUB_STEP_SUMMARY", "summary")] {
            let url = folder.appendingPathComponent(file)
            try Data().write(to: url)
            environment[variable] = url.path
        }
        return Runner(folder: folder, environment: environment)
    }

    /// The version this run's markupc says it is, as a release tag (`v0.1.0`).
    static var tag: String {
        get throws { "v" + (try MarkupcRunner.run(["--version"]).stdoutText.dropFirst("markupc ".count).dropLast()) }
    }

    /// Publishes release `tag` of acme/markupc on the runner's file server: the artifact bundle
    /// scripts/make-artifactbundle makes of this run's markupc, and its .sha256 (`checksum`
    /// replaces the true one).
    func publishRelease(on runner: Runner, checksum: String? = nil) throws {
        let download = runner.folder.appendingPathComponent("server/acme/markupc/releases/download/\(try Self.tag)")
        let made = try MarkupcRunner.runProgram(MarkupcRunner.packageRoot.appendingPathComponent("scripts/make-artifactbundle"),
                                                ["--binary", "\(Self.machine.triple)=\(MarkupcRunner.executable.path)", "--output", download.path])
        XCTAssertEqual(made.status, 0, made.output)
        if let checksum {
            try (checksum + "\n").write(to: download.appendingPathComponent("markupc.artifactbundle.zip.sha256"), atomically: true, encoding: .utf8)
        }
    }

    /// Runs one of the action's scripts with the runner's variables and `inputs`.
    func step(_ script: String, _ runner: Runner, _ inputs: [String: String] = [:], directory: URL? = nil) throws -> (status: Int32, output: String) {
        let environment = runner.environment.merging(inputs) { _, new in new }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        return try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/env"), assignments + [Self.actions.appendingPathComponent(script).path],
                                            directory: directory ?? runner.folder)
    }

    func testDownloadsTheReleaseNamedByTheActionsTagAndPutsItOnThePath() throws {
        let runner = try makeRunner()
        try publishRelease(on: runner)
        let tag = try Self.tag
        let result = try step("get-markupc", runner, ["ACTION_REF": tag])
        XCTAssertEqual(result.status, 0, result.output)
        let bin = runner.environment["RUNNER_TEMP"]! + "/markupc-\(tag)/markupc.artifactbundle/markupc-\(tag.dropFirst())-\(Self.machine.triple)/bin"
        XCTAssertEqual(try runner.read("GITHUB_PATH"), bin + "\n")
        XCTAssertEqual(try runner.read("GITHUB_OUTPUT"), "markupc-path=\(bin)/markupc\n")
        XCTAssertTrue(result.output.contains(try MarkupcRunner.run(["--version"]).stdoutText), result.output)
    }

    /// The composite action leaves github.action_repository and github.action_ref empty on some
    /// runners; the checkout's path (…/_actions/OWNER/NAME/REF) still names them.
    func testFindsTheReleaseFromTheActionsPathWhenTheContextIsEmpty() throws {
        var runner = try makeRunner()
        try publishRelease(on: runner)
        let tag = try Self.tag
        let checkout = runner.folder.appendingPathComponent("_work/_actions/acme/markupc/\(tag)")
        try FileManager.default.createDirectory(at: checkout, withIntermediateDirectories: true)
        runner.environment["GITHUB_ACTION_PATH"] = checkout.path
        runner.environment["ACTION_REPOSITORY"] = ""
        let result = try step("get-markupc", runner)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(try runner.read("GITHUB_OUTPUT").hasSuffix("markupc-\(tag.dropFirst())-\(Self.machine.triple)/bin/markupc\n"))
    }

    func testAWrongChecksumIsAnErrorAndNothingIsPutOnThePath() throws {
        let runner = try makeRunner()
        try publishRelease(on: runner, checksum: String(repeating: "0", count: 64))
        let tag = try Self.tag
        let result = try step("get-markupc", runner, ["INPUT_VERSION": tag])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("::error title=markupc::markupc.artifactbundle.zip of \(tag) has checksum "), result.output)
        XCTAssertTrue(result.output.contains(", but its .sha256 says 0000000000000000000000000000000000000000000000000000000000000000"), result.output)
        XCTAssertEqual(try runner.read("GITHUB_PATH"), "")
    }

    func testARunnerWithoutAReleaseBinaryIsToldToBuildFromSource() throws {
        var runner = try makeRunner()
        runner.environment["RUNNER_OS"] = "Windows"
        let result = try step("get-markupc", runner, ["INPUT_VERSION": "v2.0.0"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("::error title=markupc::markupc releases have no binary for Windows \(Self.machine.arch); set build-from-source: true"),
                      result.output)
        XCTAssertEqual(try runner.read("GITHUB_PATH"), "")
    }

    /// A release whose bundle has no variant for the runner's triple (here the other Linux
    /// architecture) is an error that says so, and nothing is put on the path.
    func testABundleWithoutTheRunnersTripleIsAnError() throws {
        var runner = try makeRunner()
        try publishRelease(on: runner)
        let other = Self.machine.arch == "X64" ? ("ARM64", "aarch64-unknown-linux-gnu") : ("X64", "x86_64-unknown-linux-gnu")
        runner.environment["RUNNER_ARCH"] = other.0
        let tag = try Self.tag
        let result = try step("get-markupc", runner, ["INPUT_VERSION": tag])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.hasSuffix("::error title=markupc::markupc \(tag) has no binary for Linux \(other.0) (\(other.1)); set build-from-source: true\n"),
                      result.output)
        XCTAssertEqual(try runner.read("GITHUB_PATH"), "")
    }

    func testAMissingReleaseIsAnError() throws {
        let runner = try makeRunner()
        let result = try step("get-markupc", runner, ["INPUT_VERSION": "v3.0.0"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("::error title=markupc::could not download file://"), result.output)
        XCTAssertTrue(result.output.contains("/server/acme/markupc/releases/download/v3.0.0/markupc.artifactbundle.zip"), result.output)
    }

    /// Without a version tag (`uses: ./`, a branch) the action builds markupc from its source. A
    /// stand-in `swift` records the commands and answers as a release build would, so the test
    /// does not build markupc in release mode.
    func testBuildsFromSourceWhenThereIsNoVersionToDownload() throws {
        var runner = try makeRunner()
        let tools = runner.folder.appendingPathComponent("tools")
        try FileManager.default.createDirectory(at: tools, withIntermediateDirectories: true)
        let log = runner.folder.appendingPathComponent("swift.log")
        let standIn = """
        #!/bin/sh
        echo "$*" >> '\(log.path)'
        for argument; do case $prev in --scratch-path) scratch=$argument ;; esac; prev=$argument; done
        case "$*" in
          *--show-bin-path*) echo "$scratch/release" ;;
          *) mkdir -p "$scratch/release" && cp '\(MarkupcRunner.executable.path)' "$scratch/release/markupc" ;;
        esac

        """
        try standIn.write(to: tools.appendingPathComponent("swift"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tools.appendingPathComponent("swift").path)
        runner.environment["PATH"] = tools.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        runner.environment["ACTION_REF"] = "main"
        let result = try step("get-markupc", runner)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("the action's ref is 'main', not a version tag"), result.output)
        let scratch = runner.environment["RUNNER_TEMP"]! + "/markupc-build"
        let package = MarkupcRunner.packageRoot.path
        XCTAssertEqual(try String(contentsOf: log, encoding: .utf8),
                       "build -c release --product markupc --package-path \(package) --scratch-path \(scratch)\n"
                       + "build -c release --product markupc --package-path \(package) --scratch-path \(scratch) --show-bin-path\n")
        XCTAssertEqual(try runner.read("GITHUB_PATH"), scratch + "/release\n")
    }

    /// The lint step: annotations on standard output, the table in the job summary, the status
    /// as an output and as the step's exit status.
    func testLintStepAnnotatesWritesTheSummaryAndFailsOnAnError() throws {
        let runner = try makeRunner()
        let project = runner.folder.appendingPathComponent("workspace")
        let en = project.appendingPathComponent("Resources/en.lproj"), fr = project.appendingPathComponent("Resources/fr.lproj")
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: fr, withIntermediateDirectories: true)
        try "\"greeting\" = \"Hello <b>%@</b>!\";\n".write(to: en.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try "\"greeting\" = \"Bonjour <b>%d</b> !\";\n".write(to: fr.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        let result = try step("run-lint", runner, ["MARKUPC": MarkupcRunner.executable.path, "INPUT_PATHS": "Resources\n", "INPUT_STRICT": "false"],
                              directory: project)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("markupc lint Resources --reporter github\n"), result.output)
        XCTAssertTrue(result.output.contains("::error file=Resources/fr.lproj/Localizable.strings,line=1,col="), result.output)
        XCTAssertTrue(result.output.contains("title=placeholder-mismatch::"), result.output)
        XCTAssertEqual(try runner.read("GITHUB_OUTPUT"), "status=1\n")
        let summary = try runner.read("GITHUB_STEP_SUMMARY")
        XCTAssertTrue(summary.hasPrefix("### markupc lint\n"), summary)
        XCTAssertTrue(summary.contains("| error | Resources/fr.lproj/Localizable.strings:1:"), summary)
    }

    func testLintStepPassesTheOptionsAndSucceedsOnACleanTree() throws {
        let runner = try makeRunner()
        let project = runner.folder.appendingPathComponent("workspace")
        let en = project.appendingPathComponent("App/en.lproj")
        try FileManager.default.createDirectory(at: en, withIntermediateDirectories: true)
        try "\"greeting\" = \"Hello <b>%@</b>!\";\n".write(to: en.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        try "{\"b\": {\"font\": {\"weight\": \"bold\"}}}\n".write(to: project.appendingPathComponent("styles.json"), atomically: true, encoding: .utf8)
        let result = try step("run-lint", runner, ["MARKUPC": MarkupcRunner.executable.path, "INPUT_PATHS": "App", "INPUT_STYLEBOOK": "styles.json",
                                                   "INPUT_SOURCE_LANGUAGE": "en", "INPUT_STRICT": "true"], directory: project)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("markupc lint App --reporter github --stylebook styles.json --source-language en --strict\n"), result.output)
        XCTAssertEqual(try runner.read("GITHUB_OUTPUT"), "status=0\n")
        XCTAssertTrue(try runner.read("GITHUB_STEP_SUMMARY").hasPrefix("### markupc lint\n"))
    }

    func testLintStepRejectsAStrictValueOtherThanTrueOrFalse() throws {
        let runner = try makeRunner()
        let result = try step("run-lint", runner, ["MARKUPC": MarkupcRunner.executable.path, "INPUT_STRICT": "yes"])
        XCTAssertEqual(result.status, 2, result.output)
        XCTAssertEqual(result.output, "::error title=markupc::strict is 'yes'; expected true or false\n")
    }
}

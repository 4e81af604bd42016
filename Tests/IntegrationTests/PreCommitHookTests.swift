import Foundation
import MarkupcTestSupport
import XCTest

/// The hooks of `.pre-commit-hooks.yaml`, run by pre-commit itself (`pre-commit try-repo`, from
/// PyPI, in a private virtual environment that scripts/install-pre-commit makes) on a small
/// fixture repository.
///
/// pre-commit installs a `language: swift` hook with `swift build -c release` of this whole
/// package, several minutes on a small machine and again for every `try-repo`. So that the
/// tests stay cheap, a stand-in `swift` first on `PATH` answers that build by copying the
/// markupc this test run built into the folder pre-commit puts on `PATH`; everything else
/// (the hook definitions, their file patterns, how touched files are widened, the exit
/// statuses) is pre-commit's and the hooks' own. MARKUPC_PRE_COMMIT_REAL_BUILD=1 lets pre-commit
/// run the real release build instead.
final class PreCommitHookTests: XCTestCase {
    /// The `pre-commit` program, installed when missing; skips when python3 or venv is missing.
    static func preCommitProgram() throws -> String {
        let installer = MarkupcRunner.packageRoot.appendingPathComponent("scripts/install-pre-commit")
        let result = try MarkupcRunner.runProgram(installer, [])
        switch result.status {
        case 0:
            return String(result.output.split(separator: "\n").last ?? "")
        case 3:
            throw XCTSkip("SKIPPED: pre-commit cannot be installed here, python3 or its venv module is missing (scripts/install-pre-commit): \(result.output)")
        default:
            throw InstallFailed(description: "scripts/install-pre-commit failed with status \(result.status):\n\(result.output)")
        }
    }

    /// scripts/install-pre-commit failed (pip could not install pre-commit).
    struct InstallFailed: Error, CustomStringConvertible {
        var description: String
    }

    /// A folder holding a `swift` that stands in for pre-commit's release build (see above).
    func swiftStandIn() throws -> URL {
        let folder = try MarkupcRunner.temporaryDirectory(self)
        let script = """
        #!/bin/sh
        # Stands in for: swift build --package-path PACKAGE -c release --build-path BUILD
        while [ "$#" -gt 0 ]; do
          if [ "$1" = --build-path ]; then build=$2; fi
          shift
        done
        mkdir -p "$build/release" && cp '\(MarkupcRunner.executable.path)' "$build/release/markupc"

        """
        let swift = folder.appendingPathComponent("swift")
        try script.write(to: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift.path)
        return folder
    }

    /// A git repository with an app's localization files, all clean, committed.
    func fixtureRepository() throws -> URL {
        let repository = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("app")
        try write([
            "App/Resources/en.lproj/Localizable.strings": "\"greeting\" = \"Hello <b>%@</b>!\";\n\"files\" = \"%d files\";\n",
            "App/Resources/fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour <b>%@</b> !\";\n\"files\" = \"%d fichiers\";\n",
            "App/Resources/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo <b>%@</b>!\";\n\"files\" = \"%d Dateien\";\n",
            "app/src/main/res/values/strings.xml":
                "<resources>\n    <string name=\"welcome\">Welcome, &lt;b&gt;%1$s&lt;/b&gt;</string>\n</resources>\n",
            "app/src/main/res/values-de/strings.xml":
                "<resources>\n    <string name=\"welcome\">Willkommen, &lt;b&gt;%1$s&lt;/b&gt;</string>\n</resources>\n",
            "po/fr.po": "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n\n"
                + "#, c-format\nmsgid \"<b>%s</b> saved\"\nmsgstr \"<b>%s</b> enregistré\"\n",
            "Design/styles.json": "{\"b\": {\"font\": {\"weight\": \"bold\"}}}\n",
        ], in: repository)
        try git(["init", "-q"], in: repository)
        try git(["add", "."], in: repository)
        try git(["commit", "-q", "-m", "app"], in: repository)
        return repository
    }

    func write(_ files: [String: String], in folder: URL) throws {
        for (path, text) in files {
            let file = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    /// The variables a git commit needs, so the tests do not depend on the user's git setup.
    static let gitIdentity = ["GIT_AUTHOR_NAME=markupc tests", "GIT_AUTHOR_EMAIL=tests@markupc.invalid",
                              "GIT_COMMITTER_NAME=markupc tests", "GIT_COMMITTER_EMAIL=tests@markupc.invalid"]

    func git(_ arguments: [String], in repository: URL) throws {
        let result = try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/env"), Self.gitIdentity + ["git"] + arguments,
                                                  directory: repository)
        XCTAssertEqual(result.status, 0, "git \(arguments.joined(separator: " ")):\n\(result.output)")
    }

    /// `pre-commit try-repo PACKAGE [HOOK] [--all-files]` in `repository`: every hook without
    /// `hook`; the staged files only, as a commit would run them, unless `allFiles`.
    func tryRepo(_ hook: String?, in repository: URL, allFiles: Bool = false) throws -> (status: Int32, output: String) {
        let preCommit = try Self.preCommitProgram()
        var path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        if ProcessInfo.processInfo.environment["MARKUPC_PRE_COMMIT_REAL_BUILD"] != "1" {
            path = try swiftStandIn().path + ":" + path
        }
        let arguments = Self.gitIdentity + ["PATH=\(path)", "PRE_COMMIT_COLOR=never", preCommit, "try-repo", MarkupcRunner.packageRoot.path]
            + (hook.map { [$0] } ?? []) + (allFiles ? ["--all-files"] : [])
        return try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/env"), arguments, directory: repository)
    }

    func testBothHooksPassACleanTree() throws {
        let repository = try fixtureRepository()
        let result = try tryRepo(nil, in: repository, allFiles: true)
        XCTAssertEqual(result.status, 0, result.output)
        let verdicts = result.output.split(separator: "\n").filter { $0.hasPrefix("markupc ") && $0.contains("....") }
        XCTAssertEqual(verdicts.map { String($0.prefix { $0 != "." }) }, ["markupc check-stylebook", "markupc lint"], result.output)
        XCTAssertTrue(verdicts.allSatisfy { $0.hasSuffix("Passed") }, result.output)
    }

    /// Only the French table is staged, and its slip is only visible against the English
    /// source, so the hook must have linted the source with it.
    func testLintFailsOnAPlantedPlaceholderErrorInATouchedTranslation() throws {
        let repository = try fixtureRepository()
        try write(["App/Resources/fr.lproj/Localizable.strings": "\"greeting\" = \"Bonjour <b>%@</b> !\";\n\"files\" = \"%s fichiers\";\n"],
                  in: repository)
        try git(["add", "App/Resources/fr.lproj/Localizable.strings"], in: repository)
        let result = try tryRepo("markupc-lint", in: repository)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("Failed"), result.output)
        XCTAssertTrue(result.output.contains("App/Resources/fr.lproj/Localizable.strings:2:"), result.output)
        XCTAssertTrue(result.output.contains("[placeholder-mismatch]"), result.output)
        XCTAssertTrue(result.output.contains("exit code: 1"), result.output)
    }

    func testLintComparesATouchedAndroidTranslationWithItsSourceFolder() throws {
        let repository = try fixtureRepository()
        try write(["app/src/main/res/values-de/strings.xml":
                    "<resources>\n    <string name=\"welcome\">Willkommen, &lt;i&gt;%1$s&lt;/i&gt;</string>\n</resources>\n"],
                  in: repository)
        try git(["add", "-A"], in: repository)
        let result = try tryRepo("markupc-lint", in: repository)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("app/src/main/res/values-de/strings.xml:2:"), result.output)
        XCTAssertTrue(result.output.contains("[tag-mismatch]"), result.output)
    }

    /// A fault already committed in a file the commit does not touch is not the commit's
    /// business: the hook lints what is staged (and what it pairs with), not the whole tree.
    func testLintChecksOnlyWhatTheCommitTouches() throws {
        let repository = try fixtureRepository()
        try write(["po/de.po": "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\n#, c-format\nmsgid \"<b>%s</b> saved\"\nmsgstr \"<b>%s gespeichert\"\n"],
                  in: repository)
        try git(["add", "-A"], in: repository)
        try git(["commit", "-q", "-m", "a German slip nobody touches again"], in: repository)
        try write(["App/Resources/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo, <b>%@</b>!\";\n\"files\" = \"%d Dateien\";\n"],
                  in: repository)
        try git(["add", "-A"], in: repository)
        let touched = try tryRepo("markupc-lint", in: repository)
        XCTAssertEqual(touched.status, 0, touched.output)
        let everything = try tryRepo("markupc-lint", in: repository, allFiles: true)
        XCTAssertEqual(everything.status, 1, everything.output)
        XCTAssertTrue(everything.output.contains("po/de.po:7:"), everything.output)
    }

    func testStyleBookHookFailsOnAnInvalidBook() throws {
        let repository = try fixtureRepository()
        try write(["Design/styles.json": "{\"b\": {\"bold\": true}}\n"], in: repository)
        try git(["add", "-A"], in: repository)
        let result = try tryRepo("markupc-check-stylebook", in: repository)
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("Design/styles.json:1:"), result.output)
        XCTAssertTrue(result.output.contains("exit code: 2"), result.output)
    }
}

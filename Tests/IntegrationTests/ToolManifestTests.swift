import Foundation
import MarkupcTestSupport
import XCTest

/// The files other tools read from this repository, parsed as those tools parse them (YAML
/// with Python's PyYAML) and checked against what each tool expects.
final class ToolManifestTests: XCTestCase {
    /// The YAML file at `path` (relative to the package root), as JSON objects.
    static func yaml(_ path: String) throws -> Any {
        let script = "import json, sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1], encoding='utf-8')), sys.stdout)"
        let result = try MarkupcRunner.runOnPath("python3", ["-c", script, MarkupcRunner.packageRoot.appendingPathComponent(path).path])
        if result.status == 127 || result.output.contains("No module named 'yaml'") {
            throw XCTSkip("SKIPPED: python3 with its yaml module (PyYAML) is needed to read \(path): \(result.output)")
        }
        XCTAssertEqual(result.status, 0, "\(path) is not valid YAML:\n\(result.output)")
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    }

    /// The names of the package's targets and products, read from Package.swift.
    static func manifestNames(_ kind: String) throws -> Set<String> {
        let manifest = try String(contentsOf: MarkupcRunner.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "\\.\(kind)\\(\\s*name: \"([A-Za-z]+)\"")
        return Set(pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).map {
            String(manifest[Range($0.range(at: 1), in: manifest)!])
        })
    }

    func testSwiftPackageIndexManifest() throws {
        let data = try Data(contentsOf: MarkupcRunner.packageRoot.appendingPathComponent(".spi.yml"))
        XCTAssertLessThanOrEqual(data.count, 1_000, "the Swift Package Index reads only the first 1,000 bytes of .spi.yml")
        let manifest = try XCTUnwrap(try Self.yaml(".spi.yml") as? [String: Any])
        XCTAssertEqual(manifest["version"] as? Int, 1)
        let configs = try XCTUnwrap((manifest["builder"] as? [String: Any])?["configs"] as? [[String: Any]])
        let targets = try Self.manifestNames("target")
        let libraries = try Self.manifestNames("library")
        let documented = configs.flatMap { $0["documentation_targets"] as? [String] ?? [] }
        XCTAssertEqual(documented, ["StyleMarkup", "StyleMarkupUI", "StyleMarkupLint", "StyleMarkupPseudo", "StyleMarkupPreview",
                                    "StyleMarkupGenerate"])
        for target in documented { XCTAssertTrue(targets.contains(target), "\(target) is not a target of Package.swift") }
        var platforms: [String] = []
        for config in configs {
            XCTAssertTrue(Set(config.keys).isSubset(of: ["platform", "swift_version", "image", "scheme", "target", "documentation_targets"]),
                          "\(config.keys.sorted()) has a key the Swift Package Index does not read")
            if let platform = config["platform"] as? String {
                platforms.append(platform)
                let scheme = try XCTUnwrap(config["scheme"] as? String)
                XCTAssertTrue(libraries.contains(scheme), "the scheme \(scheme) is not a library product, for which Xcode makes a scheme")
            }
        }
        XCTAssertEqual(platforms, ["ios", "tvos", "watchos", "visionos"])
    }

    func testPreCommitHookDefinitions() throws {
        let hooks = try XCTUnwrap(try Self.yaml(".pre-commit-hooks.yaml") as? [[String: Any]])
        XCTAssertEqual(hooks.map { $0["id"] as? String }, ["markupc-lint", "markupc-check-stylebook"])
        for hook in hooks {
            for key in ["id", "name", "entry", "language", "description", "files"] {
                XCTAssertNotNil(hook[key] as? String, "\(hook["id"] ?? "?") has no \(key)")
            }
            XCTAssertEqual(hook["language"] as? String, "swift")
        }
        func matches(_ hook: Int, _ path: String) throws -> Bool {
            let files = try NSRegularExpression(pattern: try XCTUnwrap(hooks[hook]["files"] as? String))
            let excluded = try (hooks[hook]["exclude"] as? String).map { try NSRegularExpression(pattern: $0) }
            let range = NSRange(path.startIndex..., in: path)
            return files.firstMatch(in: path, range: range) != nil && excluded?.firstMatch(in: path, range: range) == nil
        }
        for path in ["App/fr.lproj/Localizable.strings", "App/fr.lproj/Plurals.stringsdict", "Localizable.xcstrings", "fr.xliff", "export/de.xlf",
                     "po/fr.po", "app/src/main/res/values-de/strings.xml", "values/strings.xml", "res/values-b+sr+Latn/arrays.xml"] {
            XCTAssertTrue(try matches(0, path), "markupc-lint does not run for \(path)")
        }
        for path in ["README.md", "app/src/main/res/layout/main.xml", "Package.swift", "styles.json", "po/app.pot"] {
            XCTAssertFalse(try matches(0, path), "markupc-lint runs for \(path)")
        }
        for path in ["styles.json", "Design/App.stylebook.plist", "Resources/signup-styles.json"] {
            XCTAssertTrue(try matches(1, path), "markupc-check-stylebook does not run for \(path)")
        }
        for path in ["StyleBooks/stylebook.schema.json", "Localizable.xcstrings", "markupc.json", "package.json"] {
            XCTAssertFalse(try matches(1, path), "markupc-check-stylebook runs for \(path)")
        }
    }

    /// action.yml is a composite action whose steps run the scripts in .github/actions, and
    /// every input reaches the script that reads it.
    func testGitHubAction() throws {
        let action = try XCTUnwrap(try Self.yaml("action.yml") as? [String: Any])
        for key in ["name", "description"] { XCTAssertNotNil(action[key] as? String, "action.yml has no \(key)") }
        let inputs = try XCTUnwrap(action["inputs"] as? [String: [String: Any]])
        XCTAssertEqual(Set(inputs.keys), ["paths", "stylebook", "source-language", "config", "strict", "version", "build-from-source"])
        for (name, input) in inputs {
            XCTAssertNotNil(input["description"] as? String, "the input \(name) has no description")
            XCTAssertNotNil(input["default"] as? String, "the input \(name) has no default (a string)")
        }
        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        XCTAssertEqual(runs["using"] as? String, "composite")
        let steps = try XCTUnwrap(runs["steps"] as? [[String: Any]])
        var used: Set<String> = []
        for step in steps {
            XCTAssertEqual(step["shell"] as? String, "bash")
            let run = try XCTUnwrap(step["run"] as? String)
            let prefix = "\"$GITHUB_ACTION_PATH/"
            XCTAssertTrue(run.hasPrefix(prefix) && run.hasSuffix("\""), "a step runs \(run), not one of the scripts in .github/actions")
            let script = MarkupcRunner.packageRoot.appendingPathComponent(String(run.dropFirst(prefix.count).dropLast()))
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: script.path), "\(script.path) is not an executable script")
            let text = try String(contentsOf: script, encoding: .utf8)
            let environment = step["env"] as? [String: String] ?? [:]
            // Every INPUT_ variable the script reads is set by its step, from an input that exists.
            let read = try NSRegularExpression(pattern: "\\bINPUT_[A-Z_]+").matches(in: text, range: NSRange(text.startIndex..., in: text))
                .map { String(text[Range($0.range, in: text)!]) }
            for variable in Set(read) {
                let value = try XCTUnwrap(environment[variable], "\(script.lastPathComponent) reads \(variable), which its step does not set")
                let input = variable.dropFirst("INPUT_".count).lowercased().replacingOccurrences(of: "_", with: "-")
                XCTAssertEqual(value, "${{ inputs.\(input) }}")
                used.insert(input)
            }
        }
        XCTAssertEqual(used, Set(inputs.keys), "an input no step reads")
    }

    /// Every workflow is valid YAML with jobs; the one that runs the action uses this checkout's
    /// action on folders that exist.
    func testWorkflows() throws {
        let folder = MarkupcRunner.packageRoot.appendingPathComponent(".github/workflows")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
        XCTAssertTrue(names.contains("lint-action.yml"), "\(names)")
        for name in names {
            let workflow = try XCTUnwrap(try Self.yaml(".github/workflows/\(name)") as? [String: Any])
            XCTAssertNotNil(workflow["jobs"] as? [String: Any], "\(name) has no jobs")
            // PyYAML reads the key `on` as true, as YAML 1.1 does; GitHub reads it as `on`.
            XCTAssertTrue(workflow["on"] != nil || workflow["true"] != nil, "\(name) has no trigger")
        }
        let lint = try XCTUnwrap(try Self.yaml(".github/workflows/lint-action.yml") as? [String: Any])
        var actionSteps = 0
        for case let job as [String: Any] in (lint["jobs"] as? [String: Any] ?? [:]).values {
            for step in job["steps"] as? [[String: Any]] ?? [] where step["uses"] as? String == "./" {
                actionSteps += 1
                let with = try XCTUnwrap(step["with"] as? [String: String])
                for path in (with["paths"] ?? "").split(whereSeparator: \.isWhitespace) + [with["stylebook"].map { Substring($0) }].compactMap({ $0 }) {
                    XCTAssertTrue(FileManager.default.fileExists(atPath: MarkupcRunner.packageRoot.appendingPathComponent(String(path)).path),
                                  "lint-action.yml lints \(path), which does not exist")
                }
            }
        }
        XCTAssertEqual(actionSteps, 2)
    }

    /// release.yml runs on version tags, checks the tag against markupc's version where each
    /// binary is built, joins the macOS ones with lipo, and publishes the bundle, its checksum,
    /// the man page and the completion scripts; every script it runs exists.
    func testReleaseWorkflow() throws {
        let workflow = try XCTUnwrap(try Self.yaml(".github/workflows/release.yml") as? [String: Any])
        let trigger = try XCTUnwrap((workflow["on"] ?? workflow["true"]) as? [String: Any])
        XCTAssertEqual((trigger["push"] as? [String: Any])?["tags"] as? [String], ["v[0-9]*"])
        XCTAssertEqual(trigger.count, 1, "a release runs on a version tag only")
        let jobs = try XCTUnwrap(workflow["jobs"] as? [String: [String: Any]])
        XCTAssertEqual(Set(jobs.keys), ["test", "linux", "macos", "bundle", "publish"])
        func script(_ job: String) -> String {
            (jobs[job]?["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String }.joined(separator: "\n")
        }
        XCTAssertTrue(script("test").contains(".ci/run"))
        for job in ["linux", "macos"] {
            XCTAssertTrue(script(job).contains("scripts/check-release-version \"$GITHUB_REF_NAME\""), "\(job) does not check the tag")
        }
        XCTAssertTrue(script("linux").contains("--static-swift-stdlib"))
        XCTAssertTrue(script("macos").contains("lipo -create"))
        let bundle = script("bundle")
        for expected in ["scripts/make-artifactbundle", "--binary x86_64-unknown-linux-gnu=", "--binary aarch64-unknown-linux-gnu=",
                         "--binary x86_64-apple-macosx,arm64-apple-macosx=", "scripts/pin-plugins-package", "cp Docs/markupc.1 dist/",
                         "--generate-completion-script bash", "--generate-completion-script zsh", "--generate-completion-script fish", "SHA256SUMS"] {
            XCTAssertTrue(bundle.contains(expected), "the bundle job does not run \(expected)")
        }
        XCTAssertEqual(Set(jobs["bundle"]?["needs"] as? [String] ?? []), ["test", "linux", "macos"])
        XCTAssertTrue(script("publish").contains("gh release create \"$GITHUB_REF_NAME\" dist/*"))
        // Every script a workflow runs is in the repository and executable.
        let pattern = try NSRegularExpression(pattern: "(?:scripts/[a-z-]+|\\.ci/run)")
        let all = ["test", "linux", "macos", "bundle", "publish"].map(script).joined(separator: "\n")
        for match in pattern.matches(in: all, range: NSRange(all.startIndex..., in: all)) {
            let path = String(all[Range(match.range, in: all)!])
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: MarkupcRunner.packageRoot.appendingPathComponent(path).path), "\(path) is not an executable")
        }
    }

    /// scripts/check-release-version, as the release runs it, with the markupc this run built.
    func testTheReleaseChecksTheTagAgainstMarkupcsVersion() throws {
        let script = MarkupcRunner.packageRoot.appendingPathComponent("scripts/check-release-version")
        let said = try MarkupcRunner.run(["--version"]).stdoutText.trimmingCharacters(in: .newlines)
        let version = String(said.dropFirst("markupc ".count))
        let binary = MarkupcRunner.executable.path
        let agreeing = try MarkupcRunner.runProgram(script, ["v" + version, binary])
        XCTAssertEqual(agreeing.status, 0, agreeing.output)
        XCTAssertEqual(agreeing.output, "markupc \(version): the tag, markupc --version and the man page agree\n")
        let other = try MarkupcRunner.runProgram(script, ["v99.0.0", binary])
        XCTAssertEqual(other.status, 1, other.output)
        XCTAssertEqual(other.output, "check-release-version: the tag v99.0.0 is version 99.0.0, but \(binary) --version says '\(said)' "
                       + "(set the version in Sources/MarkupcCLI/Help.swift, Help.version)\n")
        let notAVersion = try MarkupcRunner.runProgram(script, ["nightly", binary])
        XCTAssertEqual(notAVersion.status, 2, notAVersion.output)
        XCTAssertEqual(notAVersion.output, "check-release-version: the tag 'nightly' is not a version (vMAJOR.MINOR.PATCH)\n")
    }

    /// A man page that says another version than the tag stops the release too.
    func testTheReleaseChecksTheManPagesVersion() throws {
        let copy = try MarkupcRunner.temporaryDirectory(self)
        for folder in ["scripts", "Docs"] {
            try FileManager.default.createDirectory(at: copy.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try FileManager.default.copyItem(at: MarkupcRunner.packageRoot.appendingPathComponent("scripts/check-release-version"),
                                         to: copy.appendingPathComponent("scripts/check-release-version"))
        let said = try MarkupcRunner.run(["--version"]).stdoutText.trimmingCharacters(in: .newlines)
        let version = String(said.dropFirst("markupc ".count))
        try ".TH MARKUPC 1 \"2026\" \"markupc 0.0.9\" \"User Commands\"\n".write(to: copy.appendingPathComponent("Docs/markupc.1"), atomically: true, encoding: .utf8)
        let result = try MarkupcRunner.runProgram(copy.appendingPathComponent("scripts/check-release-version"), ["v" + version, MarkupcRunner.executable.path])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.output, "check-release-version: the tag v\(version) is version \(version), but Docs/markupc.1 says: "
                       + ".TH MARKUPC 1 \"2026\" \"markupc 0.0.9\" \"User Commands\" "
                       + "(regenerate it: MARKUPC_WRITE_MAN_PAGE=1 swift test --filter OptionTableTests)\n")
    }
}

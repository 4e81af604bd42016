import Foundation
import MarkupcTestSupport
import XCTest

/// `.github/workflows/apple.yml` as a Mac would run it: the YAML parses, every job's commands run
/// here with stand-ins for `xcrun` and `xcodebuild` that answer like a macos-15 image without a
/// visionOS runtime and record what they are asked, and the example package declares the systems
/// its dependencies need (SwiftPM on Linux does not check that; on a Mac it is a build error).
final class AppleWorkflowTests: XCTestCase {
    static let root = MarkupcRunner.packageRoot
    static let workflow = root.appendingPathComponent(".github/workflows/apple.yml")

    /// The workflow, read by Python's YAML parser and handed over as JSON.
    static func jobs() throws -> [String: [String: Any]] {
        let script = "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))"
        let result = try run(["python3", "-c", script, workflow.path])
        if result.output.contains("No module named 'yaml'") {
            throw XCTSkip("Python's yaml module is not installed (python3 -m pip install pyyaml, or the python3-yaml package): the workflow cannot be parsed here")
        }
        XCTAssertEqual(result.status, 0, result.output)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return try XCTUnwrap(document["jobs"] as? [String: [String: Any]])
    }

    /// Runs `arguments` in the package root; standard output and error together.
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: URL = root) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// A folder of stand-ins for the Mac's `xcrun`, `xcodebuild` and `sudo`, answering like Xcode
    /// 16.4 (SDKs 18.5, watchOS 11.5, visionOS 2.5) with `runtimes` installed and two simulators;
    /// every call is appended to `calls.log` in the folder.
    static func macStandIns(_ test: XCTestCase, runtimes: String) throws -> URL {
        let folder = try MarkupcRunner.temporaryDirectory(test)
        let devices = #"{"devices": {"com.apple.CoreSimulator.SimRuntime.iOS-26-0": [{"name": "iPhone 17", "udid": "IPHONE-26"}], "#
            + #""com.apple.CoreSimulator.SimRuntime.iOS-18-5": [{"name": "iPad Air", "udid": "IPAD-18"}, {"name": "iPhone 16", "udid": "IPHONE-18"}]}}"#
        try runtimes.write(to: folder.appendingPathComponent("runtimes.txt"), atomically: true, encoding: .utf8)
        try devices.write(to: folder.appendingPathComponent("devices.json"), atomically: true, encoding: .utf8)
        let log = folder.appendingPathComponent("calls.log").path
        let scripts = [
            "xcrun": """
            echo "xcrun $*" >> '\(log)'
            case "$*" in
              "--sdk watchos --show-sdk-version") echo 11.5 ;;
              "--sdk xros --show-sdk-version") echo 2.5 ;;
              "--sdk "*" --show-sdk-version") echo 18.5 ;;
              "simctl list runtimes") cat '\(folder.path)/runtimes.txt' ;;
              "simctl list devices available -j") cat '\(folder.path)/devices.json' ;;
              *) echo "xcrun stand-in: unknown call $*" >&2; exit 3 ;;
            esac
            """,
            "xcodebuild": "echo \"xcodebuild $*\" >> '\(log)'",
            "sudo": "echo \"sudo $*\" >> '\(log)'",
        ]
        for (name, body) in scripts {
            let file = folder.appendingPathComponent(name)
            try ("#!/usr/bin/env bash\n" + body + "\n").write(to: file, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        }
        return folder
    }

    static let imageRuntimes = """
    == Runtimes ==
    iOS 18.5 (18.5 - 22F77) - com.apple.CoreSimulator.SimRuntime.iOS-18-5
    tvOS 18.5 (18.5 - 22L572) - com.apple.CoreSimulator.SimRuntime.tvOS-18-5
    watchOS 11.5 (11.5 - 22T572) - com.apple.CoreSimulator.SimRuntime.watchOS-11-5
    visionOS 2.5 (2.5 - 22O473) - com.apple.CoreSimulator.SimRuntime.xrOS-2-5 (unavailable, the runtime bundle is missing)
    """

    /// Runs the `run` steps of one job for one matrix combination, as the runner would (bash,
    /// stopping at the first failure), with the stand-ins first on PATH; returns the calls made.
    func runJob(_ name: String, matrix: [String: String], runtimes: String = imageRuntimes) throws -> [String] {
        let job = try XCTUnwrap(try Self.jobs()[name], "no job \(name)")
        XCTAssertEqual(job["runs-on"] as? String, "macos-15")
        let standIns = try Self.macStandIns(self, runtimes: runtimes)
        for step in try XCTUnwrap(job["steps"] as? [[String: Any]]) {
            guard var script = step["run"] as? String else { continue }
            for (key, value) in matrix { script = script.replacingOccurrences(of: "${{ matrix.\(key) }}", with: value) }
            XCTAssertFalse(script.contains("${{"), "a placeholder is left in \(script)")
            let directory = (step["working-directory"] as? String).map { Self.root.appendingPathComponent($0) } ?? Self.root
            let path = standIns.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
            let result = try Self.run(["bash", "-eo", "pipefail", "-c", script], environment: ["PATH": path], in: directory)
            XCTAssertEqual(result.status, 0, "\(name) \(matrix): \(script)\n\(result.output)")
        }
        let log = (try? String(contentsOf: standIns.appendingPathComponent("calls.log"), encoding: .utf8)) ?? ""
        return log.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("xcrun ") && !$0.hasPrefix("sudo ") }
    }

    func testTheBuildJobInstallsAMissingPlatformAndBuildsForEveryDeclaredOne() throws {
        let matrix = try XCTUnwrap(try Self.jobs()["build"]?["strategy"] as? [String: Any])["matrix"] as? [String: Any]
        let platforms = try XCTUnwrap(matrix?["platform"] as? [String])
        XCTAssertEqual(Set(platforms), ["macOS", "Mac Catalyst", "iOS", "tvOS", "watchOS", "visionOS"])
        let destinations = try XCTUnwrap(matrix?["include"] as? [[String: String]])
        for platform in platforms {
            let destination = try XCTUnwrap(destinations.first { $0["platform"] == platform }?["destination"], platform)
            let build = "xcodebuild build -scheme StyleMarkupUI -destination \(destination) -skipPackagePluginValidation -skipMacroValidation SWIFT_TREAT_WARNINGS_AS_ERRORS=YES"
            let calls = try runJob("build", matrix: ["xcode": "16.4", "platform": platform, "destination": destination])
            switch platform {
            case "visionOS":
                // The SDK is there, but no usable runtime (only an unavailable one): downloaded.
                XCTAssertEqual(calls, ["xcodebuild -version", "xcodebuild -downloadPlatform visionOS", build])
            default:
                XCTAssertEqual(calls, ["xcodebuild -version", build], platform)
            }
        }
    }

    func testTheSimulatorJobPicksAnIPhoneOfTheSDKsVersionAndSkipsPluginValidation() throws {
        let calls = try runJob("ios-simulator", matrix: ["xcode": "26.0"])
        XCTAssertEqual(calls, ["xcodebuild test -scheme WelcomeScreen -destination platform=iOS Simulator,id=IPHONE-18 -skipPackagePluginValidation -skipMacroValidation"])
    }

    func testTheMacOSJobInstallsTheTestedProgramsFirst() throws {
        let job = try XCTUnwrap(try Self.jobs()["macos-tests"])
        let runs = try XCTUnwrap(job["steps"] as? [[String: Any]]).compactMap { $0["run"] as? String }
        let install = try XCTUnwrap(runs.firstIndex(of: "scripts/install-test-tools"), "the job installs LibreOffice, fish and the rest")
        let test = try XCTUnwrap(runs.firstIndex { $0.hasPrefix("swift test") })
        XCTAssertLessThan(install, test)
        let tools = try String(contentsOf: Self.root.appendingPathComponent("scripts/install-test-tools"), encoding: .utf8)
        for line in ["./install-libreoffice", "./install-chromium", "./install-tool zsh zsh", "./install-tool fish fish", "./install-tool gettext msgfmt"] {
            XCTAssertTrue(tools.contains(line), line)
        }
    }

    func testTheRuntimeCheckDryRun() throws {
        let runtimes = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("runtimes.txt")
        try Self.imageRuntimes.write(to: runtimes, atomically: true, encoding: .utf8)
        let check = { (platform: String) in
            try Self.run(["scripts/ensure-apple-platform", "--dry-run", "--runtimes", runtimes.path, "--sdk-version", "18.5", platform])
        }
        XCTAssertEqual(try check("visionOS").output, """
            ensure-apple-platform: no usable visionOS 18 simulator runtime is installed (SDK 18.5)
            would run: xcodebuild -downloadPlatform visionOS

            """)
        XCTAssertEqual(try check("iOS").output, "ensure-apple-platform: iOS is installed: iOS 18.5 (18.5 - 22F77) - com.apple.CoreSimulator.SimRuntime.iOS-18-5\n")
        XCTAssertEqual(try check("Mac Catalyst").output, "ensure-apple-platform: Mac Catalyst builds with the macOS SDK; no platform to install\n")
        let unknown = try check("Android")
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.output.hasPrefix("usage: scripts/ensure-apple-platform"), unknown.output)
        let unreadable = try Self.run(["scripts/ensure-apple-platform", "--runtimes", "/nonexistent/runtimes.txt", "iOS"])
        XCTAssertEqual(unreadable.status, 2)
        XCTAssertEqual(unreadable.output, "ensure-apple-platform: cannot read /nonexistent/runtimes.txt\n")
    }

    /// The systems a manifest declares, from `swift package dump-package`: platform name to
    /// version. (In a scratch folder of its own: the running tests hold the package's .build lock.)
    func declaredPlatforms(_ package: URL) throws -> [String: String] {
        let scratch = try MarkupcRunner.temporaryDirectory(self)
        let result = try Self.run(["swift", "package", "--package-path", package.path, "--scratch-path", scratch.path, "dump-package"])
        XCTAssertEqual(result.status, 0, result.output)
        let json = String(result.output[result.output.firstIndex(of: "{")!...])
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let platforms = manifest["platforms"] as? [[String: Any]] ?? []
        return Dictionary(uniqueKeysWithValues: platforms.compactMap { entry in
            (entry["platformName"] as? String).flatMap { name in (entry["version"] as? String).map { (name, $0) } }
        })
    }

    func testTheExampleDeclaresAtLeastTheSystemsMarkupcNeeds() throws {
        let markupc = try declaredPlatforms(Self.root)
        let example = try declaredPlatforms(Self.root.appendingPathComponent("Examples/WelcomeScreen"))
        XCTAssertEqual(Set(markupc.keys), ["ios", "macos", "tvos", "watchos", "visionos"])
        for (platform, needed) in markupc {
            // What SwiftPM checks on a Mac: the package's minimum is not older than its dependency's.
            let declared = try XCTUnwrap(example[platform], "Examples/WelcomeScreen declares no \(platform) minimum (SwiftPM's default is older than \(needed))")
            XCTAssertFalse(declared.compare(needed, options: .numeric) == .orderedAscending, "\(platform): \(declared) < \(needed)")
        }
    }
}

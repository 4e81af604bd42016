import Foundation
import MarkupcTestSupport
import XCTest

/// scripts/make-artifactbundle and the plugins package over it (Plugins/Package.swift). The
/// bundle holds the markupc this test run built (`--binary`, the debug build), so no release
/// build runs inside the tests; `make artifactbundle` and the release workflow build release.
final class ArtifactBundleTests: XCTestCase {
    static let root = MarkupcRunner.packageRoot

    static var hostTriple: String {
        #if arch(arm64)
        return "aarch64-unknown-linux-gnu"
        #else
        return "x86_64-unknown-linux-gnu"
        #endif
    }

    static func run(_ program: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
        try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/env"), [program] + arguments, directory: directory)
    }

    /// The bundle of this run's markupc in a fresh folder.
    func makeBundle() throws -> URL {
        let output = try MarkupcRunner.temporaryDirectory(self)
        let result = try Self.run(Self.root.appendingPathComponent("scripts/make-artifactbundle").path,
                                  ["--configuration", "debug", "--binary", "\(Self.hostTriple)=\(MarkupcRunner.executable.path)", "--output", output.path])
        XCTAssertEqual(result.status, 0, result.output)
        return output
    }

    var markupcVersion: String {
        get throws { String(try MarkupcRunner.run(["--version"]).stdoutText.dropFirst("markupc ".count).dropLast()) }
    }

    /// info.json as SwiftPM's artifact bundle format has it (schema version 1.0): one
    /// executable artifact named as the tool, one variant per binary with its triples, paths
    /// relative to the bundle; the zip's checksum is SwiftPM's.
    func testTheBundleHasSwiftPMsLayoutAndChecksum() throws {
        let output = try makeBundle()
        let bundle = output.appendingPathComponent("markupc.artifactbundle")
        let info = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json"))) as? [String: Any])
        XCTAssertEqual(info["schemaVersion"] as? String, "1.0")
        let artifacts = try XCTUnwrap(info["artifacts"] as? [String: [String: Any]])
        XCTAssertEqual(Array(artifacts.keys), ["markupc"])
        let artifact = try XCTUnwrap(artifacts["markupc"])
        XCTAssertEqual(artifact["type"] as? String, "executable")
        XCTAssertEqual(artifact["version"] as? String, try markupcVersion)
        let variants = try XCTUnwrap(artifact["variants"] as? [[String: Any]])
        XCTAssertEqual(variants.count, 1)
        XCTAssertEqual(variants[0]["supportedTriples"] as? [String], [Self.hostTriple])
        let path = try XCTUnwrap(variants[0]["path"] as? String)
        XCTAssertEqual(path, "markupc-\(try markupcVersion)-\(Self.hostTriple)/bin/markupc")
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: bundle.appendingPathComponent(path).path))
        XCTAssertEqual(try Data(contentsOf: bundle.appendingPathComponent(path)), try Data(contentsOf: MarkupcRunner.executable))

        // The zip holds the bundle folder at its top, and its .sha256 is SwiftPM's checksum of it.
        let zip = output.appendingPathComponent("markupc.artifactbundle.zip")
        let listing = try Self.run("unzip", ["-Z1", zip.path])
        XCTAssertEqual(listing.status, 0, listing.output)
        XCTAssertTrue(listing.output.split(separator: "\n").contains("markupc.artifactbundle/info.json"), listing.output)
        XCTAssertTrue(listing.output.split(separator: "\n").contains("markupc.artifactbundle/\(path)"), listing.output)
        let checksum = try String(contentsOf: output.appendingPathComponent("markupc.artifactbundle.zip.sha256"), encoding: .utf8)
        let sha256 = try Self.run("sha256sum", [zip.path])
        XCTAssertEqual(checksum, String(sha256.output.prefix(64)) + "\n")
    }

    func testABinaryThatSaysAnotherVersionIsAnErrorAndNothingIsWritten() throws {
        let output = try MarkupcRunner.temporaryDirectory(self).appendingPathComponent("out")
        let result = try Self.run(Self.root.appendingPathComponent("scripts/make-artifactbundle").path,
                                  ["--version", "9.9.9", "--binary", "\(Self.hostTriple)=\(MarkupcRunner.executable.path)", "--output", output.path])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.output, "make-artifactbundle: \(MarkupcRunner.executable.path) says it is markupc \(try markupcVersion), but the bundle is 9.9.9\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testUsageErrors() throws {
        let script = Self.root.appendingPathComponent("scripts/make-artifactbundle").path
        let usage = "usage: scripts/make-artifactbundle [--configuration release|debug] [--output DIR] [--version VERSION] [--binary TRIPLE[,TRIPLE...]=PATH]...\n"
        for (arguments, message) in [(["--binary", "markupc"], "--binary is TRIPLE=PATH, not 'markupc'"),
                                     (["--configuration", "fast"], "--configuration is release or debug, not 'fast'"),
                                     (["--zip"], "unknown argument '--zip'")] {
            let result = try Self.run(script, arguments)
            XCTAssertEqual(result.status, 2, result.output)
            XCTAssertEqual(result.output, "make-artifactbundle: \(message)\n" + usage)
        }
    }

    /// A throw-away app uses MarkupcPlugin of the plugins package through the bundle: its
    /// `.markup` resource is compiled at build time, and none of markupc's sources are.
    func testAnAppBuildsItsMarkupWithThePluginsOverTheBinaryTarget() throws {
        let folder = try MarkupcRunner.temporaryDirectory(self)
        let plugins = folder.appendingPathComponent("markupc-plugins")
        try FileManager.default.createDirectory(at: plugins, withIntermediateDirectories: true)
        for item in ["Package.swift", "MarkupcPlugin", "LintStrings", "GenerateStrings"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Plugins/\(item)"), to: plugins.appendingPathComponent(item))
        }
        let bundle = try makeBundle()
        try FileManager.default.copyItem(at: bundle.appendingPathComponent("markupc.artifactbundle.zip"),
                                         to: plugins.appendingPathComponent("markupc.artifactbundle.zip"))
        let app = folder.appendingPathComponent("app")
        let files = [
            "Package.swift": """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "app",
                dependencies: [.package(path: "../markupc-plugins")],
                targets: [.executableTarget(name: "Welcome", plugins: [.plugin(name: "MarkupcPlugin", package: "markupc-plugins")])]
            )

            """,
            "Sources/Welcome/Resources/Welcome.markup": "<b>Welcome</b>, friend!\n",
            "Sources/Welcome/main.swift": """
            import Foundation

            let url = Bundle.module.url(forResource: "Welcome", withExtension: "json")!
            FileHandle.standardOutput.write(try! Data(contentsOf: url))

            """,
        ]
        for (path, text) in files {
            let file = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        let build = try Self.run("swift", ["build", "-v"], in: app)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Welcome.markup"), build.output)
        for source in ["Sources/StyleMarkup", "Sources/MarkupcCLI", "Sources/markupc/", "StyleMarkup.swiftmodule"] {
            XCTAssertFalse(build.output.contains(source), "the build compiled markupc's sources (\(source)):\n\(build.output)")
        }
        let binPath = String(try Self.run("swift", ["build", "--show-bin-path"], in: app).output.split(separator: "\n").last ?? "")
        let welcome = try MarkupcRunner.runProgram(URL(fileURLWithPath: binPath).appendingPathComponent("Welcome"), [])
        XCTAssertEqual(welcome.status, 0, welcome.output)
        let expected = try MarkupcRunner.run(["-", "--format", "json"], stdin: Data("<b>Welcome</b>, friend!\n".utf8))
        XCTAssertEqual(welcome.output, expected.stdoutText)
        XCTAssertTrue(welcome.output.contains("\"text\": \"Welcome, friend!\""), welcome.output)
    }

    /// The release's plugins package: the same manifest with the binary target's URL and
    /// checksum filled in, as SwiftPM reads it.
    func testThePinnedPluginsPackageNamesTheReleaseURLAndChecksum() throws {
        let folder = try MarkupcRunner.temporaryDirectory(self)
        let url = "https://example.com/acme/markupc/releases/download/v1.2.3/markupc.artifactbundle.zip"
        let checksum = String(repeating: "ab", count: 32)
        let pinned = try Self.run(Self.root.appendingPathComponent("scripts/pin-plugins-package").path, [url, checksum, folder.path])
        XCTAssertEqual(pinned.status, 0, pinned.output)
        let package = folder.appendingPathComponent("markupc-plugins")
        let dump = try MarkupcRunner.runProgram(URL(fileURLWithPath: "/usr/bin/env"), ["swift", "package", "dump-package"], directory: package)
        XCTAssertEqual(dump.status, 0, dump.output)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(dump.output[dump.output.firstIndex(of: "{")!...].utf8)) as? [String: Any])
        let targets = try XCTUnwrap(json["targets"] as? [[String: Any]])
        let binary = try XCTUnwrap(targets.first { $0["type"] as? String == "binary" })
        XCTAssertEqual(binary["name"] as? String, "markupc")
        XCTAssertEqual(binary["url"] as? String, url)
        XCTAssertEqual(binary["checksum"] as? String, checksum)
        XCTAssertEqual(Set(targets.compactMap { $0["type"] as? String == "plugin" ? $0["name"] as? String : nil }),
                       ["MarkupcPlugin", "LintStrings", "GenerateStrings"])

        let wrong = try Self.run(Self.root.appendingPathComponent("scripts/pin-plugins-package").path, [url, "1234", folder.path])
        XCTAssertEqual(wrong.status, 2, wrong.output)
        XCTAssertEqual(wrong.output, "pin-plugins-package: CHECKSUM must be 64 lowercase hexadecimal digits, not '1234'\nusage: scripts/pin-plugins-package URL CHECKSUM DIR\n")
    }

    /// A Plugins/Package.swift whose binary target line was edited away is reported, and
    /// nothing is written.
    func testPinningAManifestWithoutItsBinaryTargetLineIsAnError() throws {
        let copy = try MarkupcRunner.temporaryDirectory(self)
        try FileManager.default.createDirectory(at: copy.appendingPathComponent("scripts"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("scripts/pin-plugins-package"),
                                         to: copy.appendingPathComponent("scripts/pin-plugins-package"))
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("Plugins"), to: copy.appendingPathComponent("Plugins"))
        let manifest = copy.appendingPathComponent("Plugins/Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        try text.replacingOccurrences(of: "path: \"markupc.artifactbundle.zip\")", with: "path: \"bundle.zip\")")
            .write(to: manifest, atomically: true, encoding: .utf8)
        let output = copy.appendingPathComponent("out")
        let result = try Self.run(copy.appendingPathComponent("scripts/pin-plugins-package").path,
                                  ["https://example.com/markupc.artifactbundle.zip", String(repeating: "0", count: 64), output.path])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertEqual(result.output, "pin-plugins-package: Plugins/Package.swift has no line 'let markupc: Target = "
                       + ".binaryTarget(name: \"markupc\", path: \"markupc.artifactbundle.zip\")'\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }
}

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
        XCTAssertEqual(documented, ["StyleMarkup", "StyleMarkupUI", "StyleMarkupLint", "StyleMarkupGenerate"])
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
}

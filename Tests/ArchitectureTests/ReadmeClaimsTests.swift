import Foundation
import XCTest

/// What README.md says about the package itself stays true: the Swift version it asks for is
/// the one the manifests need, it lists the products the root manifest declares, and it does not
/// promise more tests than there are.
final class ReadmeClaimsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func readme() throws -> String {
        try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    /// Every Package.swift in the repository (the root, Examples/, Benchmarks/), outside build folders.
    private func manifests() throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.lastPathComponent == "Package.swift" { found.append(url) }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The capture groups of every match of `pattern` in `text` (NSRegularExpression, which
    /// unlike Swift's Regex needs no recent macOS deployment target).
    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    /// "6.0" from a first line `// swift-tools-version:6.0` (or `: 6.0.1`).
    static func toolsVersion(of manifest: String) -> String? {
        guard let first = manifest.split(separator: "\n", maxSplits: 1).first,
              let match = matches(#"^// ?swift-tools-version: ?(\d+)\.(\d+)"#, in: String(first)).first else { return nil }
        return "\(match[0]).\(match[1])"
    }

    func testToolsVersionReadsTheManifestHeader() {
        XCTAssertEqual(Self.toolsVersion(of: "// swift-tools-version:6.0\nimport PackageDescription"), "6.0")
        XCTAssertEqual(Self.toolsVersion(of: "// swift-tools-version: 5.10.1\n"), "5.10")
        XCTAssertNil(Self.toolsVersion(of: "import PackageDescription\n// swift-tools-version:6.0"))
    }

    func testSwiftVersionTheReadmeAsksForIsWhatTheManifestsNeed() throws {
        let readme = try readme()
        let claims = Self.matches(#"\*\*Swift (\d+\.\d+) or later\*\*"#, in: readme).map { $0[0] }
        XCTAssertEqual(claims.count, 1, "README.md should say once, in bold, \"Swift X.Y or later\"")
        let found = try manifests()
        XCTAssertTrue(found.contains { $0.path == root.appendingPathComponent("Package.swift").path }, "\(found)")
        XCTAssertGreaterThanOrEqual(found.count, 3, "the root, Examples/WelcomeScreen and Benchmarks manifests: \(found)")
        var versions: [String: String] = [:]
        for manifest in found {
            let version = Self.toolsVersion(of: try String(contentsOf: manifest, encoding: .utf8))
            XCTAssertNotNil(version, "\(manifest.path) has no swift-tools-version line")
            versions[manifest.path] = version
        }
        // The toolchain a user needs is the newest tools version any manifest declares.
        let needed = versions.values.max { $0.compare($1, options: .numeric) == .orderedAscending }
        XCTAssertEqual(claims.first, needed, "README.md asks for Swift \(claims.first ?? "?") but the manifests declare \(versions)")
        if let needed {
            XCTAssertTrue(readme.contains("`swift-tools-version:\(needed)`"), "README.md should name swift-tools-version:\(needed)")
        }
    }

    func testReadmeCountsTheTestsAtMostAsManyAsThereAre() throws {
        let claims = Self.matches(#"`swift test` runs more than (\d+) tests"#, in: try readme()).map { Int($0[0])! }
        XCTAssertEqual(claims.count, 1, "README.md should say once how many tests `swift test` runs at least")
        var count = 0
        for folder in ["Tests/StyleMarkupTests", "Tests/StyleMarkupLintTests", "Tests/StyleMarkupPseudoTests", "Tests/StyleMarkupPreviewTests",
                       "Tests/StyleMarkupGenerateTests", "Tests/MarkupcCLITests", "Tests/IntegrationTests", "Tests/CorpusTests",
                       "Tests/ArchitectureTests"] {
            let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                count += Self.matches(#"func (test\w*)\("#, in: try String(contentsOf: url, encoding: .utf8)).count
            }
        }
        XCTAssertGreaterThan(count, claims.first ?? .max, "README.md claims more tests than there are")
    }

    func testReadmeListsEveryProductOfThePackage() throws {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var declared: [String: String] = [:]
        for match in Self.matches(#"\.(library|executable|plugin)\(name: "([^"]+)""#, in: manifest) {
            declared[match[1]] = match[0]
        }
        XCTAssertEqual(declared["StyleMarkup"], "library", "Package.swift's products were not found: \(declared)")
        var listed: [String: String] = [:]
        for match in Self.matches(#"\n\| `([^`]+)` \| (library|executable|build-tool plugin|command plugin) \|"#, in: try readme()) {
            listed[match[0]] = match[1].hasSuffix("plugin") ? "plugin" : match[1]
        }
        XCTAssertEqual(listed, declared, "README.md's product table differs from Package.swift's products")
        XCTAssertTrue(try readme().contains(#".product(name: "StyleMarkup", package: "markupc")"#))
    }
}

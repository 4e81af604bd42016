import Foundation
import XCTest

/// markupc has no published home and no tagged release: nothing in the repository names an
/// address or a version it does not have, and README.md is the one place that says how to
/// refer to the package.
final class NoInventedAddressTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Text files of the repository (docs, sources, examples, scripts), outside hidden and build folders.
    private func textFiles() -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        var found: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if ["Fixtures", "LintCorpus"].contains(url.lastPathComponent) || url.lastPathComponent.hasPrefix(".build") {
                enumerator?.skipDescendants()
                continue
            }
            if ["swift", "md", "1", "yml", "yaml", "json", "sh", "py"].contains(url.pathExtension) || url.lastPathComponent == "Makefile" {
                found.append(url)
            }
        }
        return found
    }

    func testNoInventedHomeOrRelease() throws {
        // Spelt in pieces, so this file does not hold them.
        let invented = ["github.com/" + "markupc/", "<markupc's git " + "URL>", "from: \"" + "0.1.0\""]
        let files = textFiles()
        XCTAssertGreaterThan(files.count, 100)
        for url in files {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            for word in invented where text.contains(word) {
                XCTFail("\(url.path.dropFirst(root.path.count + 1)) names \(word)")
            }
        }
    }

    func testReadmeSaysOnceHowToReferToThePackage() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertEqual(readme.components(separatedBy: "\n## Use it from a Swift package\n").count, 2)
        XCTAssertTrue(readme.contains("This is the one place that says how"))
        XCTAssertTrue(readme.contains(".package(path: \"../markupc\")"))
        let example = try String(contentsOf: root.appendingPathComponent("Examples/WelcomeScreen/Package.swift"), encoding: .utf8)
        XCTAssertTrue(example.contains(".package(name: \"markupc\", path: \"../..\")"))
    }
}

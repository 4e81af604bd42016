import Foundation
import XCTest

/// Each module's folders in the order data flows through them (the README's layout): a folder
/// may use the types of the folders before it, never those after it, so no two folders of a
/// module use each other. A type named in a later folder's file is a reference back up the
/// pipeline and fails here, with the file that makes it. Files at a module's top level are the
/// folder `.`.
final class LayeringTests: XCTestCase {
    private static let orders: [String: [String]] = [
        "StyleMarkup": ["Bytes", "Markup", "Files", "JSON", "StyleBook", "Runs", "Emitters", "Bridges", "Interpolation", "Localization",
                        "Presentation"],
        // Model holds what the readers, the rules and the checks share; the linter itself (its
        // configuration, file discovery, pairing and report) is the top level.
        "StyleMarkupLint": ["Model", "Rules", "Formats", ".", "Checking", "Reporters", "Baseline"],
        "StyleMarkupPseudo": ["."],
        "StyleMarkupPreview": ["."],
        "StyleMarkupGenerate": ["."],
        "StyleMarkupUI": ["Shared", "UIKit", "AppKit", "SwiftUI"],
        "MarkupcCLI": ["."],
        "markupc": ["."],
        "markupcBuildTool": ["."],
    ]
    private let sourcesRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// Each Swift file of `module`, by folder.
    private func sources(of module: String) throws -> [(folder: String, path: String, text: String)] {
        let root = sourcesRoot.appendingPathComponent(module)
        let paths = try XCTUnwrap(FileManager.default.subpaths(atPath: root.path)).filter { $0.hasSuffix(".swift") }.sorted()
        return try paths.map { path in
            let parts = path.split(separator: "/")
            return (parts.count > 1 ? String(parts[0]) : ".", "\(module)/\(path)",
                    try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
    }

    /// The names of the types a file declares at its top level (not nested ones, whose short
    /// names other folders reuse).
    private func topLevelTypes(in text: String) -> [String] {
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "actor"]
        var names: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("//") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "=" })
            if let kind = words.firstIndex(where: { kinds.contains($0) }), kind + 1 < words.count {
                names.append(String(words[kind + 1]))
            }
        }
        return names
    }

    /// The code of a file without its comments and string literals.
    private func code(_ text: String) -> String {
        var result = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var kept = ""
            var inString = false
            var previous: Character = " "
            var iterator = line.makeIterator()
            while let character = iterator.next() {
                if !inString && character == "/" && previous == "/" { kept.removeLast(); break }
                if character == "\"" && previous != "\\" {
                    inString.toggle()
                } else if !inString {
                    kept.append(character)
                }
                previous = character
            }
            result += kept + "\n"
        }
        return result
    }

    func testEveryModuleDeclaresItsFolders() throws {
        let modules = try FileManager.default.contentsOfDirectory(atPath: sourcesRoot.path).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(Set(modules), Set(Self.orders.keys), "a new module must declare the order of its folders here")
        for (module, order) in Self.orders.sorted(by: { $0.key < $1.key }) {
            let folders = Set(try sources(of: module).map(\.folder))
            XCTAssertEqual(folders, Set(order), "\(module): a new folder must take its place in the order (and the README's layout)")
        }
    }

    func testNoFolderUsesATypeOfAFolderAfterIt() throws {
        for (module, order) in Self.orders.sorted(by: { $0.key < $1.key }) {
            let files = try sources(of: module)
            var owner: [String: String] = [:]
            for file in files {
                for name in topLevelTypes(in: file.text) where owner[name] == nil { owner[name] = file.folder }
            }
            let rank = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
            for file in files {
                guard let own = rank[file.folder] else { continue }
                let words = Set(code(file.text).split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init))
                for word in words {
                    guard let folder = owner[word], let theirs = rank[folder], theirs > own else { continue }
                    XCTFail("\(file.path) uses \(word), declared in \(module)/\(folder)/, which comes after \(file.folder)/")
                }
            }
        }
    }

    func testTheScanFindsTheRuntimesAndLintsTypes() throws {
        for (module, least) in [("StyleMarkup", 100), ("StyleMarkupLint", 60)] {
            let names = try sources(of: module).flatMap { topLevelTypes(in: $0.text) }
            XCTAssertGreaterThan(Set(names).count, least, module)
        }
    }

    /// A deliberate reference back up the pipeline is found, so the check above can fail.
    func testTheCheckFindsAReferenceBackUp() throws {
        let declared = topLevelTypes(in: "public struct JSONEmitter: Sendable {\n    struct Piece {}\n}\nfinal class StyleTable {}\n")
        XCTAssertEqual(declared, ["JSONEmitter", "StyleTable"])
        XCTAssertEqual(code("let a = JSONWriter() // StyleTable\nlet b = \"StyleBook\""), "let a = JSONWriter() \nlet b = \n")
    }
}

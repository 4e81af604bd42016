import Foundation
import XCTest

/// Every Apple API the code of Docs/Apple.md uses is cited with its developer.apple.com page in
/// that code, as the stand-ins cite the page beside each declaration.
final class SnippetCitationTests: XCTestCase {
    static let sources = DocSnippetTests.sources

    /// The Foundation API the snippets use, which the stand-ins do not declare (Foundation is the
    /// real one on Linux too), with its page.
    static let foundationPages: [String: String] = [
        "URL": "https://developer.apple.com/documentation/foundation/url",
        "Data": "https://developer.apple.com/documentation/foundation/data",
        "URLComponents": "https://developer.apple.com/documentation/foundation/urlcomponents",
        "NSAttributedString": "https://developer.apple.com/documentation/foundation/nsattributedstring",
        "appendingPathComponent": "https://developer.apple.com/documentation/foundation/url/appendingpathcomponent(_:)",
        "path": "https://developer.apple.com/documentation/foundation/url/path",
        "lastPathComponent": "https://developer.apple.com/documentation/foundation/url/lastpathcomponent",
        "scheme": "https://developer.apple.com/documentation/foundation/url/scheme",
        "queryItems": "https://developer.apple.com/documentation/foundation/urlcomponents/queryitems",
        "name": "https://developer.apple.com/documentation/foundation/urlqueryitem/name",
        "value": "https://developer.apple.com/documentation/foundation/urlqueryitem/value",
    ]

    /// Name → pages, for every declaration of the UIKit, AppKit and SwiftUI stand-ins whose doc
    /// comment starts with its page.
    static func standInPages() throws -> [String: Set<String>] {
        let declaration = try NSRegularExpression(pattern: #"\b(?:class|struct|enum|protocol|typealias|func|var|let|case)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        var pages: [String: Set<String>] = [:]
        for module in ["UIKit", "AppKit", "SwiftUI"] {
            let directory = sources.appendingPathComponent(module)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) where file.hasSuffix(".swift") {
                let lines = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n")
                var page: String?
                for line in lines {
                    let code = line.trimmingCharacters(in: .whitespaces)
                    if code.hasPrefix("/// https://developer.apple.com/") {
                        page = page ?? String(code.dropFirst(4).prefix { $0 != " " })
                    } else if code.hasPrefix("//") || code.hasPrefix("@") || code == "nonisolated" {
                        continue // more doc comment, a comment, or attributes on lines of their own
                    } else if let url = page {
                        page = nil
                        let range = NSRange(code.startIndex..., in: code)
                        for match in declaration.matches(in: code, range: range) {
                            let name = String(code[Range(match.range(at: 1), in: code)!])
                            if ["var", "func", "let"].contains(name) { continue }
                            pages[name, default: []].insert(url)
                            break
                        }
                    }
                }
            }
        }
        return pages
    }

    /// The identifiers a snippet's code names outside comments and string literals: type names
    /// (capitalized, not after a dot) and members (after a dot).
    static func namesUsed(in code: String) throws -> (types: Set<String>, members: Set<String>) {
        let noise = try NSRegularExpression(pattern: ##"//[^\n]*|/\*[\s\S]*?\*/|"""[\s\S]*?"""|#"[\s\S]*?"#|"(?:[^"\\\n]|\\.)*""##)
        let stripped = noise.stringByReplacingMatches(in: code, range: NSRange(code.startIndex..., in: code), withTemplate: " ")
        let identifier = try NSRegularExpression(pattern: #"(\.?)\b([A-Za-z_][A-Za-z0-9_]*)"#)
        var types: Set<String> = [], members: Set<String> = []
        for match in identifier.matches(in: stripped, range: NSRange(stripped.startIndex..., in: stripped)) {
            let name = String(stripped[Range(match.range(at: 2), in: stripped)!])
            if match.range(at: 1).length > 0 {
                members.insert(name)
            } else if name.first!.isUppercase {
                types.insert(name)
            }
        }
        return (types, members)
    }

    /// Whether `code` names `page` itself, not only a page below it (`…/url` is not `…/url/path`).
    static func cites(_ code: String, _ page: String) throws -> Bool {
        let pattern = try NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: page) + #"(?![\w/(])"#)
        return pattern.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
    }

    func testEverySnippetCitesTheAppleAPIItUses() throws {
        var pages = try Self.standInPages()
        XCTAssertEqual(pages["UILabel"], ["https://developer.apple.com/documentation/uikit/uilabel"], "the stand-ins' pages are read")
        for (name, page) in Self.foundationPages { pages[name, default: []].insert(page) }
        var checked = 0
        for folder in ["DocSnippets", "MacDocSnippets"] {
            let directory = Self.sources.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() where file.hasSuffix(".swift") {
                let code = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                let used = try Self.namesUsed(in: code)
                // StyleMarkupUI's MarkupLinkResult has cases named like SwiftUI's
                // OpenURLAction.Result; a snippet without SwiftUI means ours.
                let ownNames: Set<String> = code.contains("import SwiftUI\n") ? [] : ["handled", "systemAction"]
                for name in used.types.union(used.members).subtracting(ownNames).sorted() {
                    guard let candidates = pages[name] else { continue }
                    checked += 1
                    XCTAssertTrue(try candidates.contains { try Self.cites(code, $0) },
                                  "\(folder)/\(file) uses \(name) but cites none of its pages: \(candidates.sorted().joined(separator: ", "))")
                }
                XCTAssertTrue(code.contains("https://developer.apple.com/documentation/"), "\(folder)/\(file) cites no Apple page")
            }
        }
        XCTAssertGreaterThan(checked, 20, "the snippets' Apple API is found")
    }

    func testNamesUsedSkipCommentsAndStrings() throws {
        let used = try Self.namesUsed(in: """
        let label = UILabel()   // UITextView in a comment
        label.numberOfLines = 0
        let s = "Text.body in a string", r = #"URL "raw""#
        """)
        XCTAssertEqual(used.types, ["UILabel"])
        XCTAssertEqual(used.members, ["numberOfLines"])
        let url = "https://developer.apple.com/documentation/foundation/url"
        XCTAssertFalse(try Self.cites("// \(url)/path", url))
        XCTAssertFalse(try Self.cites("// \(url)components", url))
        XCTAssertTrue(try Self.cites("// URL: \(url), \(url)/path", url))
        XCTAssertTrue(try Self.cites("// (\(url))", url))
    }
}

import Foundation
import MarkupcTestSupport
@testable import MarkupcCLI
import StyleMarkup
import XCTest

/// The build plugin cannot import the library, so `Plugins/MarkupcPlugin/MarkupcConfiguration.swift`
/// keeps its own copy of the formats a `markupc.json` may name: here it is held to the library's
/// ``OutputFormat/allCases`` (by ``OutputFormat/isPluginFormat``), with each format's extension,
/// and so are the CLI's check of the same file and `Docs/Plugins.md`.
final class PluginFormatListTests: XCTestCase {
    private let configuration = MarkupcRunner.packageRoot.appendingPathComponent("Plugins/MarkupcPlugin/MarkupcConfiguration.swift")

    /// The plugin source's line that starts with `prefix`, after it.
    private func line(_ prefix: String, in url: URL) throws -> String {
        let text = try String(contentsOf: url, encoding: .utf8)
        let line = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.first { $0.hasPrefix(prefix) }
        return String(try XCTUnwrap(line, "no line starting \(prefix) in \(url.lastPathComponent)").dropFirst(prefix.count))
    }

    func testEveryFormatDecidesWhetherThePluginWritesIt() {
        XCTAssertEqual(OutputFormat.pluginFormats, OutputFormat.allCases.filter { $0 != .ansi })
        XCTAssertEqual(OutputFormat.pluginFormatList, "html, json, rtf or text")
    }

    func testThePluginsFormatsAndExtensionsAreTheLibrarys() throws {
        // static let extensions = ["html": "html", "json": "json", …]
        let literal = try line("static let extensions = ", in: configuration)
        let expected = "[" + OutputFormat.pluginFormats.map { "\"\($0.rawValue)\": \"\($0.fileExtension)\"" }.joined(separator: ", ") + "]"
        XCTAssertEqual(literal, expected, "MarkupcConfiguration.extensions")
    }

    func testThePluginsMessageListsTheLibrarysFormats() throws {
        XCTAssertEqual(try line("\"format\": ", in: configuration), "\"\(OutputFormat.pluginFormatList)\",")
        XCTAssertTrue(try line("/// default book serves); ", in: configuration).hasPrefix(
            "`format` is `json` (default), " + Self.markdownList(OutputFormat.pluginFormats.filter { $0 != .json }) + ";"))
    }

    func testThePluginPageListsTheLibrarysFormats() throws {
        let page = MarkupcRunner.packageRoot.appendingPathComponent("Docs/Plugins.md")
        XCTAssertTrue(try line("| `format` | ", in: page).hasPrefix(
            "`json` (default), " + Self.markdownList(OutputFormat.pluginFormats.filter { $0 != .json }) + " (written as `.txt`) |"))
    }

    /// `` `html`, `rtf` or `text` ``.
    private static func markdownList(_ formats: [OutputFormat]) -> String {
        let names = formats.map { "`\($0.rawValue)`" }
        return names.dropLast().joined(separator: ", ") + " or " + names.last!
    }
}

import Foundation
import StyleMarkup       // StyleBook
import StyleMarkupPreview   // Previewer, PreviewBudgets, Preview
import XCTest

/// Docs/Preview.md's Swift code, compiled here as written: every line of the page's snippet is
/// a line of ``snippet()`` or an import of this file, so the page cannot name a module or a
/// member the libraries do not have.
final class PreviewDocumentationSnippetTests: XCTestCase {
    /// The page's code, line for line (compiled, never run: it reads the current directory).
    private func snippet() throws {
        var previewer = Previewer(styleBook: try StyleBook(contentsOfFile: "styles.json"))
        previewer.budgets = try PreviewBudgets(configuration: Data(contentsOf: URL(fileURLWithPath: ".markupc.json")))
        var preview = previewer.preview(paths: ["App/Resources"])
        if let chromium = Preview.findChromium() { _ = try preview.check(chromium: chromium) }
        try Data(preview.html()).write(to: URL(fileURLWithPath: "preview.html"))
        for finding in preview.findings { print(finding.file, finding.location?.line ?? 0, finding.message) }
    }

    func testThePagesSnippetIsTheCompiledCode() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let page = try String(contentsOf: root.appendingPathComponent("Docs/Preview.md"), encoding: .utf8)
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let sourceLines = Set(source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        let section = try XCTUnwrap(page.range(of: "## From Swift\n\n```swift\n"))
        let end = try XCTUnwrap(page.range(of: "\n```", range: section.upperBound..<page.endIndex))
        let lines = page[section.upperBound..<end.lowerBound].split(separator: "\n").map(String.init).filter { !$0.isEmpty }
        XCTAssertTrue(lines.contains { $0.hasPrefix("import StyleMarkupPreview") }, "the preview is in StyleMarkupPreview")
        for line in lines {
            XCTAssertTrue(sourceLines.contains(line), "Docs/Preview.md's line is not compiled by this test: \(line)")
        }
    }
}

import Foundation
import StyleMarkup
import StyleMarkupUI
import SwiftUI
import UIKit
import XCTest
@testable import DocSnippets

/// Docs/Apple.md shows the code of the DocSnippets targets, which compile against the stand-ins
/// exactly as an app writes it (`import StyleMarkupUI`), and that code does what the page says.
final class DocSnippetTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sources = repository.appendingPathComponent("Tests/AppleStandIns/Sources")

    /// Each `<!-- snippet: NAME -->` block of the page, by name.
    static func pageSnippets() throws -> [String: String] {
        let page = try String(contentsOf: repository.appendingPathComponent("Docs/Apple.md"), encoding: .utf8)
        var result: [String: String] = [:]
        let lines = page.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("<!-- snippet: "), line.hasSuffix(" -->") {
                let name = String(line.dropFirst("<!-- snippet: ".count).dropLast(" -->".count))
                XCTAssertEqual(lines[index + 1], "```swift", name)
                var body: [String] = []
                index += 2
                while index < lines.count, lines[index] != "```" {
                    body.append(lines[index])
                    index += 1
                }
                result[name] = body.joined(separator: "\n") + "\n"
            }
            index += 1
        }
        return result
    }

    func testThePageShowsTheCompiledCode() throws {
        let page = try Self.pageSnippets()
        var files: [String: String] = [:]
        for folder in ["DocSnippets", "MacDocSnippets"] {
            let directory = Self.sources.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) where name.hasSuffix(".swift") {
                files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
            }
        }
        XCTAssertEqual(Set(page.keys), Set(files.keys), "every snippet is on the page, and every block on the page is compiled")
        for (name, code) in files {
            XCTAssertEqual(page[name], code, "Docs/Apple.md shows \(name) as compiled")
        }
    }

    func testWPLabels() throws {
        try MainActor.assumeIsolated {
            let labels = try makeWPLabels(styleBooks: Self.repository.appendingPathComponent("StyleBooks"))
            XCTAssertEqual(labels.map { $0.attributedText?.string }, [
                "Attributed Bold Red text",
                "\u{FFFC} Multiple styles text \u{FFFC}",
                "Tap here to show help or here to show settings",
            ])
            XCTAssertTrue(labels.allSatisfy { $0.numberOfLines == 0 && $0.adjustsFontForContentSizeCategory })
            let images = labels[1].attributedText?.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment
            XCTAssertEqual(images?.accessibilityLabel, "👍")
        }
    }

    func testSignUpInBothFrameworks() throws {
        try MainActor.assumeIsolated {
            var tapped: [String] = []
            let view = try SignUpTerms { tapped.append($0) }
            let environment = try XCTUnwrap(view.body as? StandInEnvironmentView<Text>).environment
            XCTAssertEqual(environment.openURL.standInOpen(URL(string: "markup-action:privacy")!), .handled)
            XCTAssertEqual(environment.openURL.standInOpen(URL(string: "https://example.com")!), .systemAction)

            let uiKit = try SignUpTermsView { tapped.append($0) }
            let router = try XCTUnwrap(uiKit.textView.delegate as? MarkupTextViewDelegate)
            let text = uiKit.textView.attributedText.string as NSString
            let offset = text.range(of: "Conditions").location
            let link = try XCTUnwrap(uiKit.textView.attributedText.attribute(.link, at: offset, effectiveRange: nil) as? URL)
            XCTAssertFalse(router.textView(uiKit.textView, shouldInteractWith: link, in: NSRange(location: offset, length: 1), interaction: .invokeDefaultAction))
            XCTAssertEqual(tapped, ["privacy", "terms"])
            // Both actions wear the link style: blue and underlined.
            let color = uiKit.textView.attributedText.attribute(.foregroundColor, at: offset, effectiveRange: nil) as? UIColor
            XCTAssertEqual(color.map { [$0.red, $0.green, $0.blue] }, [0, 122.0 / 255, 1])
            XCTAssertEqual(uiKit.textView.attributedText.attribute(.underlineStyle, at: offset, effectiveRange: nil) as? Int, 1)
        }
    }

    func testDateLinks() throws {
        try MainActor.assumeIsolated {
            var dates: [String] = []
            let view = try DueDateView { dates.append($0) }
            let router = try XCTUnwrap(view.textView.delegate as? MarkupTextViewDelegate)
            let offset = (view.textView.attributedText.string as NSString).range(of: "December").location
            let link = try XCTUnwrap(view.textView.attributedText.attribute(.link, at: offset, effectiveRange: nil) as? URL)
            XCTAssertFalse(router.textView(view.textView, shouldInteractWith: link, in: NSRange(location: offset, length: 1), interaction: .invokeDefaultAction))
            XCTAssertEqual(dates, ["12_31_2000"])
            XCTAssertEqual(router.handle(URL(string: "https://example.com")!, isTap: true), .systemAction)
        }
    }

    func testDynamicTypeAndBuildTimeRunList() throws {
        try MainActor.assumeIsolated {
            let article = try makeArticleView()
            let title = try XCTUnwrap(article.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
            XCTAssertEqual(title.familyName, "Avenir Next")
            XCTAssertEqual(title.scalingTextStyle, .title1)
            let noteOffset = (article.attributedText.string as NSString).range(of: "Measured").location
            let note = try XCTUnwrap(article.attributedText.attribute(.font, at: noteOffset, effectiveRange: nil) as? UIFont)
            XCTAssertEqual(note.familyName, "Georgia")
            XCTAssertEqual(note.scalingTextStyle, .body)

            let compiled = try MarkupCompiler(styleBook: SignUp.styleBook()).compile(SignUp.markup)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("Welcome-\(UUID().uuidString).json")
            try Data(JSONEmitter().emit(compiled)).write(to: file)
            defer { try? FileManager.default.removeItem(at: file) }
            XCTAssertEqual(try Welcome.label(runList: file).attributedText?.string, compiled.makeText())
            XCTAssertEqual(try Welcome.text(runList: file), Text(markup: compiled))
        }
    }
}

import AppKit
import Foundation
import StyleMarkup
import StyleMarkupUI
import XCTest

/// What the AppKit adapter gives AppKit, for the style books in StyleBooks/ and every style field.
final class AppKitRendererTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func book(_ name: String) throws -> StyleBook {
        try StyleBook(contentsOfFile: repository.appendingPathComponent("StyleBooks/\(name)").path)
    }

    private func attributes(_ string: NSAttributedString, at index: Int) -> [NSAttributedString.Key: Any] {
        string.attributes(at: index, effectiveRange: nil)
    }

    func testWPFontsAndColorsBook() throws {
        let string = try AppKitMarkupRenderer().attributedString(markup: "<bold>Bold</bold> <red>red</red> text", styleBook: Self.book("wp-fonts-colors.json"))
        let bold = try XCTUnwrap(attributes(string, at: 0)[.font] as? NSFont)
        XCTAssertEqual(bold.familyName, "Helvetica Neue")
        XCTAssertEqual(bold.pointSize, 18)
        XCTAssertEqual(bold.requestedWeight, .bold)
        let red = try XCTUnwrap(attributes(string, at: 5)[.foregroundColor] as? NSColor)
        XCTAssertEqual([red.red, red.green, red.blue, red.alpha], [1, 0, 0, 1])
    }

    func testEveryStyleField() throws {
        let book = try StyleBook(json: ##"""
        {"x": {"font": {"family": "Georgia", "size": 20, "weight": 300, "italic": true},
               "color": "#33669980", "background": "#ffff00",
               "underline": {"style": "single", "color": "#ff0000"}, "strikethrough": {"style": "double", "color": "#00ff00"},
               "kern": -0.5, "baselineOffset": 2,
               "paragraph": {"alignment": "center", "lineSpacing": 3, "paragraphSpacing": 4, "lineHeightMultiple": 1.25,
                             "firstLineHeadIndent": 5, "headIndent": 6},
               "action": "open"}}
        """##)
        let all = attributes(try AppKitMarkupRenderer().attributedString(markup: "<x>styled</x>", styleBook: book), at: 0)
        let font = try XCTUnwrap(all[.font] as? NSFont)
        XCTAssertEqual(font.familyName, "Georgia")
        XCTAssertEqual(font.requestedWeight, .light)
        XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.italic))
        let color = try XCTUnwrap(all[.foregroundColor] as? NSColor)
        XCTAssertEqual([color.red, color.green, color.blue], [0.2, 0.4, 0.6])
        XCTAssertEqual(color.alpha, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(all[.underlineStyle] as? Int, 0x01)
        XCTAssertEqual(all[.strikethroughStyle] as? Int, 0x09)
        XCTAssertEqual((all[.strikethroughColor] as? NSColor).map { [$0.red, $0.green, $0.blue] }, [0, 1, 0])
        XCTAssertEqual(all[.kern] as? CGFloat, -0.5)
        XCTAssertEqual(all[.baselineOffset] as? CGFloat, 2)
        let paragraph = try XCTUnwrap(all[.paragraphStyle] as? NSParagraphStyle)
        XCTAssertEqual(paragraph.alignment, .center)
        XCTAssertEqual(paragraph.alignment.rawValue, 2, "AppKit's center is 2, UIKit's 1")
        XCTAssertEqual(paragraph.alignment, .center)
        XCTAssertEqual([paragraph.lineSpacing, paragraph.paragraphSpacing, paragraph.lineHeightMultiple, paragraph.firstLineHeadIndent, paragraph.headIndent],
                       [3, 4, 1.25, 5, 6])
        XCTAssertEqual(all[.link] as? URL, URL(string: "markup-action:open"))
    }

    func testFallbacksAndTextStylesOnTheMac() throws {
        let book = try StyleBook(json: #"{"x": {"font": {"family": "No Such Family", "weight": 900, "monospace": true}}, "h": {"font": {"textStyle": "headline"}}}"#)
        let string = try AppKitMarkupRenderer().attributedString(markup: "<x>code</x><h>Head</h>", styleBook: book)
        let code = try XCTUnwrap(attributes(string, at: 0)[.font] as? NSFont)
        XCTAssertEqual(code.familyName, ".AppleSystemUIFontMonospaced", "a missing family falls back to the monospaced system font")
        XCTAssertEqual(code.requestedWeight, .black)
        XCTAssertEqual(code.pointSize, 13, "no size: the body text style's size on the Mac")
        let head = try XCTUnwrap(attributes(string, at: 4)[.font] as? NSFont)
        XCTAssertEqual(head.familyName, ".AppleSystemUIFont")
        XCTAssertEqual(head.requestedWeight, .semibold)
        XCTAssertEqual(head.pointSize, 13, "the Mac's headline size")
    }

    func testImagesWithTheirAccessibilityDescription() throws {
        let sample = try String(contentsOf: Self.repository.appendingPathComponent("StyleBooks/Samples/wp-arrays-images.txt"), encoding: .utf8)
        let compiled = try MarkupCompiler(styleBook: Self.book("wp-arrays-images.json")).compile(sample)
        let string = AppKitMarkupRenderer().attributedString(compiled)
        let attachment = try XCTUnwrap(attributes(string, at: 0)[.attachment] as? NSTextAttachment)
        XCTAssertEqual(attachment.image?.standInName, "thumbIcon")
        XCTAssertEqual(attachment.image?.accessibilityDescription, "👍")
        XCTAssertEqual(attachment.bounds, CGRect(x: 0, y: 0, width: 16, height: 16))
        XCTAssertNil(NSImage(named: "thumbIcon")?.accessibilityDescription, "the shared named image is not changed")
    }

    func testClicksOnActionsAndLinks() throws {
        try MainActor.assumeIsolated {
            let book = try Self.book("wp-actions.json")
            let sample = try String(contentsOf: Self.repository.appendingPathComponent("StyleBooks/Samples/wp-actions.txt"), encoding: .utf8)
            let compiled = try MarkupCompiler(styleBook: book).compile(sample)
            let string = AppKitMarkupRenderer().attributedString(compiled)
            var actions: [String] = []
            var links: [URL] = []
            var linkResult = MarkupLinkResult.systemAction
            let router = MarkupNSTextViewDelegate(onLink: { links.append($0); return linkResult }, onAction: { actions.append($0) })
            let textView = NSTextView()
            // AppKit calls the delegate with the link attribute at the clicked character.
            for run in compiled.runs where run.attributes.action != nil {
                let offset = run.range.utf16.lowerBound
                let link = string.attribute(.link, at: offset, effectiveRange: nil)
                XCTAssertTrue(router.textView(textView, clickedOnLink: link as Any, at: offset), "an action is handled")
            }
            XCTAssertEqual(actions, ["help", "settings"])
            // A real link (as a URL or as a string) goes to AppKit unless the handler takes it.
            XCTAssertFalse(router.textView(textView, clickedOnLink: URL(string: "https://example.com")!, at: 0))
            XCTAssertFalse(router.textView(textView, clickedOnLink: "https://example.com/2", at: 0))
            XCTAssertEqual(links.map(\.absoluteString), ["https://example.com", "https://example.com/2"])
            XCTAssertTrue(router.textView(textView, clickedOnLink: "markup-action:help", at: 0))
            XCTAssertEqual(actions.last, "help")
            // A handler that takes the link: AppKit is told it was handled.
            linkResult = .handled
            XCTAssertTrue(router.textView(textView, clickedOnLink: "https://example.com/3", at: 0))
            XCTAssertEqual(links.last?.absoluteString, "https://example.com/3")
        }
    }
}

import Foundation
import StyleMarkup
import StyleMarkupUI
import UIKit
import XCTest

/// What the UIKit adapter gives UIKit, for the style books in StyleBooks/ and for every style field.
final class UIKitRendererTests: XCTestCase, @unchecked Sendable {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func book(_ name: String) throws -> StyleBook {
        try StyleBook(contentsOfFile: repository.appendingPathComponent("StyleBooks/\(name)").path)
    }

    private func attributes(_ string: NSAttributedString, at index: Int) -> [NSAttributedString.Key: Any] {
        string.attributes(at: index, effectiveRange: nil)
    }

    func testWPFontsAndColorsBook() throws {
        try MainActor.assumeIsolated {
            // WPAttributedMarkup's first example: `<bold>Bold</bold> text` with a body and a red style.
            let book = try Self.book("wp-fonts-colors.json")
            let string = try UIKitMarkupRenderer().attributedString(markup: "<bold>Bold</bold> <red>red</red> text", styleBook: book)
            XCTAssertEqual(string.string, "Bold red text")

            let bold = try XCTUnwrap(attributes(string, at: 0)[.font] as? UIFont)
            XCTAssertEqual(bold.familyName, "Helvetica Neue")
            XCTAssertEqual(bold.pointSize, 18)
            XCTAssertEqual(bold.requestedWeight, .bold)
            XCTAssertEqual(bold.scalingTextStyle, .body, "a sized custom family grows with Dynamic Type")

            let plain = try XCTUnwrap(attributes(string, at: 9)[.font] as? UIFont)
            XCTAssertEqual(plain.familyName, "Helvetica Neue")
            XCTAssertEqual(plain.requestedWeight, .regular)
            XCTAssertNil(attributes(string, at: 9)[.foregroundColor])

            let red = try XCTUnwrap(attributes(string, at: 5)[.foregroundColor] as? UIColor)
            XCTAssertEqual([red.red, red.green, red.blue, red.alpha], [1, 0, 0, 1])
        }
    }

    func testEveryStyleField() throws {
        try MainActor.assumeIsolated {
            let book = try StyleBook(json: ##"""
            {"x": {"font": {"family": "Georgia", "size": 20, "weight": 300, "italic": true},
                   "color": "#33669980", "background": "#ffff00",
                   "underline": {"style": "double", "color": "#ff0000"}, "strikethrough": "thick",
                   "kern": 1.5, "baselineOffset": 2,
                   "paragraph": {"alignment": "center", "lineSpacing": 3, "paragraphSpacing": 4, "lineHeightMultiple": 1.25,
                                 "firstLineHeadIndent": 5, "headIndent": 6},
                   "link": "https://example.com/a b"}}
            """##)
            let string = try UIKitMarkupRenderer().attributedString(markup: "<x>styled</x>", styleBook: book)
            let all = attributes(string, at: 0)
            let font = try XCTUnwrap(all[.font] as? UIFont)
            XCTAssertEqual(font.familyName, "Georgia")
            XCTAssertEqual(font.pointSize, 20)
            XCTAssertEqual(font.requestedWeight, .light)
            XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.traitItalic))
            let color = try XCTUnwrap(all[.foregroundColor] as? UIColor)
            XCTAssertEqual([color.red, color.green, color.blue], [0.2, 0.4, 0.6])
            XCTAssertEqual(color.alpha, 128.0 / 255, accuracy: 1e-12)
            XCTAssertEqual((all[.backgroundColor] as? UIColor).map { [$0.red, $0.green, $0.blue, $0.alpha] }, [1, 1, 0, 1])
            XCTAssertEqual(all[.underlineStyle] as? Int, 0x09, "NSUnderlineStyle.double")
            XCTAssertEqual((all[.underlineColor] as? UIColor).map { [$0.red, $0.green, $0.blue] }, [1, 0, 0])
            XCTAssertEqual(all[.strikethroughStyle] as? Int, 0x02, "NSUnderlineStyle.thick")
            XCTAssertNil(all[.strikethroughColor])
            XCTAssertEqual(all[.kern] as? CGFloat, 1.5)
            XCTAssertEqual(all[.baselineOffset] as? CGFloat, 2)
            let paragraph = try XCTUnwrap(all[.paragraphStyle] as? NSParagraphStyle)
            XCTAssertEqual(paragraph.alignment, .center)
            XCTAssertEqual(paragraph.alignment, .center)
            XCTAssertEqual([paragraph.lineSpacing, paragraph.paragraphSpacing, paragraph.lineHeightMultiple, paragraph.firstLineHeadIndent, paragraph.headIndent],
                           [3, 4, 1.25, 5, 6])
            XCTAssertEqual(all[.link] as? URL, URL(string: "https://example.com/a%20b"))
        }
    }

    func testAMissingFamilyFallsBackToTheSystemFontWithItsWeightAndTraits() throws {
        try MainActor.assumeIsolated {
            let book = try StyleBook(json: #"{"x": {"font": {"family": "No Such Family", "size": 15, "weight": 800, "italic": true}}}"#)
            let font = try XCTUnwrap(attributes(try UIKitMarkupRenderer().attributedString(markup: "<x>a</x>", styleBook: book), at: 0)[.font] as? UIFont)
            XCTAssertEqual(font.familyName, ".SF UI")
            XCTAssertEqual(font.pointSize, 15)
            XCTAssertEqual(font.requestedWeight, .heavy)
            XCTAssertTrue(font.fontDescriptor.symbolicTraits.contains(.traitItalic))
            XCTAssertEqual(font.scalingTextStyle, .body)
        }
    }

    func testTextStylesScaleWithTheirOwnMetrics() throws {
        try MainActor.assumeIsolated {
            let book = try StyleBook(json: #"{"h": {"font": {"textStyle": "headline"}}, "c": {"font": {"textStyle": "caption1", "monospace": true, "weight": 700}}}"#)
            let string = try UIKitMarkupRenderer().attributedString(markup: "<h>Head</h><c>code</c>", styleBook: book)
            let headline = try XCTUnwrap(attributes(string, at: 0)[.font] as? UIFont)
            XCTAssertEqual(headline.scalingTextStyle, .headline)
            XCTAssertEqual(headline.pointSize, 17)
            XCTAssertEqual(headline.requestedWeight, .semibold, "headline is semibold unless a style says otherwise")
            let caption = try XCTUnwrap(attributes(string, at: 4)[.font] as? UIFont)
            XCTAssertEqual(caption.scalingTextStyle, .caption1)
            XCTAssertEqual(caption.pointSize, 12)
            XCTAssertEqual(caption.familyName, ".SF Mono")
            XCTAssertEqual(caption.requestedWeight, .bold)
            XCTAssertTrue(caption.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))

            let fixed = UIKitMarkupRenderer(presentation: ApplePresentation(dynamicType: false))
            let font = try XCTUnwrap(attributes(fixed.attributedString(try MarkupCompiler(styleBook: book).compile("plain")), at: 0)[.font] as? UIFont)
            XCTAssertNil(font.scalingTextStyle, "Dynamic Type off: no scaling")
            XCTAssertEqual(font.pointSize, 17)
        }
    }

    func testImagesBecomeAttachmentsFromAReplaceableProvider() throws {
        try MainActor.assumeIsolated {
            let book = try Self.book("wp-arrays-images.json")
            let sample = try String(contentsOf: Self.repository.appendingPathComponent("StyleBooks/Samples/wp-arrays-images.txt"), encoding: .utf8)
            let compiled = try MarkupCompiler(styleBook: book).compile(sample)
            let imageRuns = compiled.runs.filter { $0.attributes.image != nil }
            XCTAssertFalse(imageRuns.isEmpty)
            XCTAssertEqual(imageRuns.count, 2)
            let string = UIKitMarkupRenderer().attributedString(compiled)
            for run in imageRuns {
                let attachment = try XCTUnwrap(attributes(string, at: run.range.utf16.lowerBound)[.attachment] as? NSTextAttachment)
                XCTAssertEqual(attachment.image?.name, "thumbIcon")
                XCTAssertEqual(attachment.bounds, CGRect(x: 0, y: 0, width: 16, height: 16), "the style's size, not the 32×32 asset's")
                XCTAssertEqual(attachment.accessibilityLabel, "👍")
            }
            // An image the app does not have leaves its U+FFFC without an attachment.
            StandInDevice.assets["thumbIcon"] = nil
            defer { StandInDevice.assets["thumbIcon"] = CGSize(width: 32, height: 32) }
            XCTAssertNil(attributes(UIKitMarkupRenderer().attributedString(compiled), at: 0)[.attachment])
            // A provider of the app's own, and the style's size, aspect ratio and baseline.
            let custom = try StyleBook(json: #"{"thumb": {"image": {"name": "remote", "alt": "Thumbs up", "height": 15}, "baselineOffset": -3}}"#)
            var asked: [String] = []
            let renderer = UIKitMarkupRenderer(imageProvider: { image in
                asked.append(image.name ?? "")
                return UIImage(named: "thumb")
            })
            let withImage = try renderer.attributedString(markup: "Nice <thumb/>!", styleBook: custom)
            XCTAssertEqual(asked, ["remote"])
            XCTAssertEqual(withImage.string, "Nice \u{FFFC}!")
            let attachment = try XCTUnwrap(attributes(withImage, at: 5)[.attachment] as? NSTextAttachment)
            XCTAssertEqual(attachment.bounds, CGRect(x: 0, y: -3, width: 20, height: 15), "40×30 asset at height 15, lowered 3 points")
            XCTAssertEqual(attachment.accessibilityLabel, "Thumbs up")
            XCTAssertNil(attributes(withImage, at: 5)[.baselineOffset], "the offset places the attachment instead")
        }
    }

    func testActionsBecomeActionLinksAndRealLinksStay() throws {
        try MainActor.assumeIsolated {
            let book = try Self.book("wp-actions.json")
            let sample = try String(contentsOf: Self.repository.appendingPathComponent("StyleBooks/Samples/wp-actions.txt"), encoding: .utf8)
            let compiled = try MarkupCompiler(styleBook: book).compile(sample)
            let string = UIKitMarkupRenderer().attributedString(compiled)
            var checked = 0
            for run in compiled.runs where run.attributes.isInteractive {
                // Actions wear the reserved `link` style (orange) under their own.
                let color = try XCTUnwrap(attributes(string, at: run.range.utf16.lowerBound)[.foregroundColor] as? UIColor)
                XCTAssertEqual([color.red, color.green, color.blue], [1, 165.0 / 255, 0])
                let url = try XCTUnwrap(attributes(string, at: run.range.utf16.lowerBound)[.link] as? URL)
                if let action = run.attributes.action {
                    XCTAssertEqual(url.absoluteString, "markup-action:" + (action.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""))
                    XCTAssertEqual(ActionLinks()!.action(for: url), action)
                } else {
                    XCTAssertEqual(url.absoluteString, run.attributes.link)
                }
                checked += 1
            }
            XCTAssertEqual(checked, 2)
        }
    }

    func testFromARunListCompiledAtBuildTime() throws {
        try MainActor.assumeIsolated {
            let book = try Self.book("wp-fonts-colors.json")
            let compiled = try MarkupCompiler(styleBook: book).compile("<bold>Bold</bold> text")
            let json = Data(JSONEmitter(offsets: .scalars).emit(compiled))
            let fromJSON = try UIKitMarkupRenderer().attributedString(jsonRunList: json, fileName: "Welcome.json")
            let fromBook = UIKitMarkupRenderer().attributedString(compiled)
            XCTAssertEqual(fromJSON.string, fromBook.string)
            let a = try XCTUnwrap(attributes(fromJSON, at: 0)[.font] as? UIFont)
            let b = try XCTUnwrap(attributes(fromBook, at: 0)[.font] as? UIFont)
            XCTAssertEqual([a.familyName, "\(a.pointSize)"], [b.familyName, "\(b.pointSize)"])
            XCTAssertEqual(a.requestedWeight, b.requestedWeight)
            XCTAssertThrowsError(try UIKitMarkupRenderer().attributedString(jsonRunList: Data("{}".utf8), fileName: "Broken.json")) { error in
                XCTAssertEqual("\(error)".components(separatedBy: "\n").first, #"Broken.json:1:1: error: missing key "version""#)
            }
        }
    }
}

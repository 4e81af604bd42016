import Foundation
import StyleMarkup
import StyleMarkupUI
import SwiftUI
import XCTest

/// What the SwiftUI adapter puts in a `Text`, for the style books in StyleBooks/ and every style field.
final class SwiftUIRendererTests: XCTestCase {
    typealias Keys = AttributeScopes.SwiftUIAttributes
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func book(_ name: String) throws -> StyleBook {
        try StyleBook(contentsOfFile: repository.appendingPathComponent("StyleBooks/\(name)").path)
    }

    /// The text's attributed pieces joined, and its images.
    private func content(_ text: Text) -> (string: AttributedString, images: [(Image, CGFloat?)]) {
        var string = AttributedString()
        var images: [(Image, CGFloat?)] = []
        for piece in text.pieces {
            switch piece {
            case .attributed(let part): string.append(part)
            case .verbatim(let part): string.append(AttributedString(part))
            case .image(let image, let offset): images.append((image, offset))
            }
        }
        return (string, images)
    }

    private func run(_ string: AttributedString, containing word: String) throws -> AttributedString.Runs.Run {
        let range = try XCTUnwrap(string.range(of: word))
        return try XCTUnwrap(string.runs.first { $0.range.contains(range.lowerBound) })
    }

    func testWPFontsAndColorsBook() throws {
        let text = try SwiftUIMarkupRenderer().text(markup: "<bold>Bold</bold> <red>red</red> text", styleBook: Self.book("wp-fonts-colors.json"))
        let (string, images) = content(text)
        XCTAssertEqual(String(string.characters), "Bold red text")
        XCTAssertTrue(images.isEmpty)
        XCTAssertEqual(text.pieces.count, 1, "runs without images make one Text")
        let bold = try run(string, containing: "Bold")
        XCTAssertEqual(bold[Keys.FontAttribute.self], Font.custom("Helvetica Neue", size: 18, relativeTo: .body).weight(.bold))
        let plain = try run(string, containing: "text")
        XCTAssertEqual(plain[Keys.FontAttribute.self], Font.custom("Helvetica Neue", size: 18, relativeTo: .body))
        XCTAssertNil(plain[Keys.ForegroundColorAttribute.self])
        XCTAssertEqual(try run(string, containing: "red")[Keys.ForegroundColorAttribute.self], Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1))
    }

    func testEveryStyleFieldTextCanShow() throws {
        let book = try StyleBook(json: ##"""
        {"x": {"font": {"size": 20, "weight": 300, "italic": true, "monospace": true},
               "color": "#33669980", "background": "#ffff00",
               "underline": {"style": "double", "color": "#ff0000"}, "strikethrough": "thick",
               "kern": 1.5, "baselineOffset": 2, "paragraph": {"alignment": "center"},
               "link": "https://example.com/a b"},
         "t": {"font": {"textStyle": "title1", "weight": 800}},
         "plain": {"font": {"size": 11}}}
        """##)
        let (string, _) = content(try SwiftUIMarkupRenderer(presentation: ApplePresentation(dynamicType: false))
            .text(markup: "<x>styled</x><t>Title</t><plain>small</plain>", styleBook: book))
        let styled = try run(string, containing: "styled")
        XCTAssertEqual(styled[Keys.FontAttribute.self], Font.system(size: 20, weight: .light, design: .monospaced).italic())
        XCTAssertEqual(styled[Keys.ForegroundColorAttribute.self], Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 128.0 / 255))
        XCTAssertEqual(styled[Keys.BackgroundColorAttribute.self], Color(.sRGB, red: 1, green: 1, blue: 0, opacity: 1))
        XCTAssertEqual(styled[Keys.UnderlineStyleAttribute.self], Text.LineStyle(pattern: .solid, color: Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 1)),
                       "SwiftUI has no double line: drawn single, in its color")
        XCTAssertEqual(styled[Keys.StrikethroughStyleAttribute.self], Text.LineStyle(pattern: .solid, color: nil))
        XCTAssertEqual(styled[Keys.KerningAttribute.self], 1.5)
        XCTAssertEqual(styled[Keys.BaselineOffsetAttribute.self], 2)
        XCTAssertEqual(styled.link, URL(string: "https://example.com/a%20b"))
        let title = try run(string, containing: "Title")
        XCTAssertEqual(title[Keys.FontAttribute.self], Font.system(.title, design: .default).weight(.heavy), "a text style scales in SwiftUI by itself")
        XCTAssertEqual(try run(string, containing: "small")[Keys.FontAttribute.self], Font.system(size: 11, weight: .regular, design: .default))
    }

    func testDynamicTypeFonts() throws {
        let book = try StyleBook(json: #"{"h": {"font": {"textStyle": "headline"}}, "f": {"font": {"family": "Avenir Next", "size": 15, "textStyle": "footnote"}}}"#)
        let (string, _) = content(try SwiftUIMarkupRenderer().text(markup: "<h>Head</h> <f>foot</f> body", styleBook: book))
        XCTAssertEqual(try run(string, containing: "Head")[Keys.FontAttribute.self], Font.system(.headline, design: .default))
        XCTAssertEqual(try run(string, containing: "foot")[Keys.FontAttribute.self], Font.custom("Avenir Next", size: 15, relativeTo: .footnote))
        XCTAssertEqual(try run(string, containing: "body")[Keys.FontAttribute.self], Font.system(.body, design: .default),
                       "unstyled text is body, which follows the user's text size")
    }

    func testImagesAreTextImagesJoinedIn() throws {
        let book = try Self.book("wp-arrays-images.json")
        let sample = try String(contentsOf: Self.repository.appendingPathComponent("StyleBooks/Samples/wp-arrays-images.txt"), encoding: .utf8)
        let text = try SwiftUIMarkupRenderer().text(markup: sample, styleBook: book)
        XCTAssertEqual(text.pieces.count, 4, "image, text, image, the final newline: \(text.pieces)")
        // On the 26 systems (and with the stand-ins) the pieces are interpolated into one text
        // rather than joined with the deprecated `+`; its key is looked up in a table no app has.
        XCTAssertEqual(text.standInTableName, "StyleMarkupUI.JoinedText")
        XCTAssertFalse(text.pieces.contains { if case .verbatim = $0 { return true } else { return false } }, "no literal text is added")
        let (string, images) = content(text)
        XCTAssertEqual(images.count, 2)
        for (image, offset) in images {
            XCTAssertEqual(image.name, "thumbIcon")
            XCTAssertEqual(image.label, Text(verbatim: "👍"), "the alt text labels the image for VoiceOver")
            XCTAssertNil(offset)
        }
        XCTAssertFalse(String(string.characters).contains("\u{FFFC}"), "no object replacement character is left in the text")
        XCTAssertEqual(try run(string, containing: "styles")[Keys.UnderlineStyleAttribute.self], Text.LineStyle(pattern: .solid, color: nil))

        // A provider of the app's own, and the baseline offset on the image.
        let custom = try StyleBook(json: #"{"star": {"image": {"name": "star", "alt": "Favorite"}, "baselineOffset": -2}}"#)
        let starred = SwiftUIMarkupRenderer(imageProvider: { Image("icon-" + ($0.name ?? ""), bundle: nil, label: Text(verbatim: $0.alt ?? "")) })
        let withStar = try starred.text(markup: "<star/> Saved", styleBook: custom)
        guard case .image(let image, let offset)? = withStar.pieces.first else { return XCTFail("\(withStar.pieces)") }
        XCTAssertEqual(image.name, "icon-star")
        XCTAssertEqual(offset, -2)
        let none = SwiftUIMarkupRenderer(imageProvider: { _ in nil })
        XCTAssertEqual(try none.text(markup: "<star/> Saved", styleBook: custom).pieces.count, 1, "no image: left out")
    }

    func testActionsAreLinksThatInheritTheLinkStyle() throws {
        let book = try Self.book("wp-actions.json")
        let sample = try String(contentsOf: Self.repository.appendingPathComponent("StyleBooks/Samples/wp-actions.txt"), encoding: .utf8)
        let (string, _) = content(try SwiftUIMarkupRenderer().text(markup: sample, styleBook: book))
        let links = string.runs.compactMap(\.link)
        XCTAssertEqual(links.map(\.absoluteString), ["markup-action:help", "markup-action:settings"])
        for run in string.runs where run.link != nil {
            XCTAssertEqual(run[Keys.ForegroundColorAttribute.self], Color(.sRGB, red: 1, green: 165.0 / 255, blue: 0, opacity: 1))
        }
    }

    func testFromARunListCompiledAtBuildTime() throws {
        let compiled = try MarkupCompiler(styleBook: Self.book("wp-fonts-colors.json")).compile("<bold>Bold</bold> text")
        let fromJSON = try SwiftUIMarkupRenderer().text(jsonRunList: Data(JSONEmitter(offsets: .utf8).emit(compiled)))
        XCTAssertEqual(fromJSON, SwiftUIMarkupRenderer().text(compiled))
        XCTAssertEqual(Text(markup: compiled), SwiftUIMarkupRenderer().text(compiled))
    }
}

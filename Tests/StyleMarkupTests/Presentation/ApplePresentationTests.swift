import Foundation
import XCTest
@testable import StyleMarkup

/// What UIKit and AppKit are given for each style field, decided and tested without them.
final class ApplePresentationTests: XCTestCase {
    private let presentation = ApplePresentation()

    func testEveryStyleFieldBecomesItsKey() throws {
        let red = Color(red: 255, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 255, alpha: 128)
        let paragraph = ParagraphAttributes(alignment: .center, lineSpacing: 2)
        let attributes = StyleAttributes(
            font: FontAttributes(size: 12), color: red, background: blue,
            underline: LineStyle(.double, color: blue), strikethrough: LineStyle(.thick, color: red),
            kern: 1.5, baselineOffset: -2, paragraph: paragraph, link: "https://x.test/a%20b",
            custom: ["k": .number(1)])
        let result = presentation.attributes(for: attributes)
        XCTAssertEqual(result, [
            .font: .font(FontPlan(FontAttributes(size: 12))),
            .foregroundColor: .color(red),
            .backgroundColor: .color(blue),
            .underlineStyle: .lineStyle(9),
            .underlineColor: .color(blue),
            .strikethroughStyle: .lineStyle(2),
            .strikethroughColor: .color(red),
            .kern: .points(1.5),
            .baselineOffset: .points(-2),
            .paragraphStyle: .paragraph(paragraph),
            .link: .link(URL(string: "https://x.test/a%20b")!),
        ])
    }

    func testUnstyledTextStillGetsAFont() {
        XCTAssertEqual(presentation.attributes(for: .empty), [.font: .font(FontPlan(nil))])
        XCTAssertEqual(FontPlan(nil).sources, [.system])
        XCTAssertEqual(FontPlan(nil).scaling, .body)
        XCTAssertNil(FontPlan(nil, dynamicType: false).scaling)
    }

    func testUnderlineStyleBitsAreTheSDKs() {
        // NSUnderlineStyle raw values (NSAttributedString.h): single 0x01, thick 0x02, double 0x09.
        XCTAssertEqual(ApplePresentation.underlineStyleBits(.none), 0)
        XCTAssertEqual(ApplePresentation.underlineStyleBits(.single), 1)
        XCTAssertEqual(ApplePresentation.underlineStyleBits(.thick), 2)
        XCTAssertEqual(ApplePresentation.underlineStyleBits(.double), 9)
        XCTAssertEqual([UnderlineStyleBits.patternDot, UnderlineStyleBits.patternDash, UnderlineStyleBits.patternDashDot,
                        UnderlineStyleBits.patternDashDotDot, UnderlineStyleBits.byWord], [256, 512, 768, 1024, 32768])
        // A dashed double underline is the two ORed, as apps write `[.double, .patternDash]`.
        XCTAssertEqual(UnderlineStyleBits.double | UnderlineStyleBits.patternDash, 0x209)
    }

    func testANoneLineGivesNoKeyAndDropsItsColor() {
        let result = presentation.attributes(for: StyleAttributes(underline: LineStyle(.none, color: Color(red: 1, green: 2, blue: 3))))
        XCTAssertNil(result[.underlineStyle])
        XCTAssertNil(result[.underlineColor])
    }

    func testCSSWeightsMapToTheNineNamedWeights() {
        let expected: [(Int, FontWeightName)] = [(100, .ultraLight), (200, .thin), (300, .light), (400, .regular), (500, .medium),
                                                 (600, .semibold), (700, .bold), (800, .heavy), (900, .black)]
        for (weight, name) in expected {
            XCTAssertEqual(FontWeightName(cssWeight: weight), name)
            XCTAssertEqual(name.cssWeight, weight)
        }
        XCTAssertEqual(FontWeightName(cssWeight: 549), .medium)
        XCTAssertEqual(FontWeightName(cssWeight: 550), .semibold)   // halfway: the bolder
        XCTAssertEqual(FontWeightName(cssWeight: 150), .thin)
        XCTAssertEqual(FontWeightName(cssWeight: 149), .ultraLight)
        XCTAssertEqual(FontWeightName(cssWeight: 0), .ultraLight)
        XCTAssertEqual(FontWeightName(cssWeight: 1000), .black)
        XCTAssertFalse(FontWeightName.medium.isBold)
        XCTAssertTrue(FontWeightName.semibold.isBold)
    }

    func testFontPlansFallBackToTheSystemFontWithTheSameTraits() {
        let family = FontPlan(FontAttributes(family: "Avenir Next", size: 15, weight: 600, italic: true))
        XCTAssertEqual(family.sources, [.family("Avenir Next"), .system])
        XCTAssertEqual(family.size, 15)
        XCTAssertEqual(family.weight, .semibold)
        XCTAssertTrue(family.weightIsSet)
        XCTAssertTrue(family.italic)
        XCTAssertEqual(family.scaling, .body, "a sized custom family grows with the user's text size")

        let mono = FontPlan(FontAttributes(family: "Menlo", weight: 700, monospace: true))
        XCTAssertEqual(mono.sources, [.family("Menlo"), .monospacedSystem], "a missing monospaced family falls back to a monospaced face")
        XCTAssertNil(mono.size)

        let styled = FontPlan(FontAttributes(textStyle: .headline))
        XCTAssertEqual(styled.sources, [.textStyle(.headline)])
        XCTAssertFalse(styled.weightIsSet, "headline keeps its own weight")
        XCTAssertEqual(styled.resolvedWeight, .semibold)
        XCTAssertEqual(styled.textStyleForSize, .headline)
        XCTAssertEqual(FontPlan(FontAttributes(weight: 300, textStyle: .headline)).resolvedWeight, .light)
        XCTAssertEqual(FontPlan(FontAttributes(textStyle: .body)).resolvedWeight, .regular)
        XCTAssertEqual(FontPlan(FontAttributes(size: 12)).textStyleForSize, .body)
        XCTAssertEqual(styled.scaling, .headline)

        let styledFamily = FontPlan(FontAttributes(family: "Georgia", italic: false, textStyle: .largeTitle))
        XCTAssertEqual(styledFamily.sources, [.family("Georgia"), .textStyle(.largeTitle)])
        XCTAssertEqual(styledFamily.scaling, .largeTitle)
        XCTAssertFalse(styledFamily.italic)
    }

    func testTextStyleDefaultSizes() {
        // Apple's Human Interface Guidelines, Typography: iOS sizes at the default text size.
        XCTAssertEqual(TextStyle.allCases.map(FontPlan.defaultSize(of:)), [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11])
    }

    func testAlignmentsAreTheStyleBookNames() {
        let all = ParagraphAttributes.Alignment.allCases
        XCTAssertEqual(all.map(\.rawValue), ["left", "center", "right", "justified", "natural"])
    }

    func testActionsBecomeActionLinksAndBack() throws {
        let links = try XCTUnwrap(ActionLinks())
        XCTAssertEqual(links.scheme, "markup-action")
        XCTAssertEqual(links.url(forAction: "terms").absoluteString, "markup-action:terms")
        XCTAssertEqual(links.url(forAction: "date 12/31 ü?#").absoluteString, "markup-action:date%2012%2F31%20%C3%BC%3F%23")
        for name in ["terms", "date 12/31 ü?#", "a:b", "😀", "%41"] {
            XCTAssertEqual(links.action(for: links.url(forAction: name)), name)
        }
        XCTAssertEqual(links.action(forLink: "MARKUP-ACTION://help"), "help")
        XCTAssertNil(links.action(for: URL(string: "https://example.com/terms")!))
        XCTAssertNil(links.action(forLink: "markup-action:"))
        XCTAssertNil(links.action(forLink: "markup-actions:help"))

        let custom = try XCTUnwrap(ActionLinks(scheme: "MyApp-Action"))
        XCTAssertEqual(custom.url(forAction: "x").absoluteString, "myapp-action:x")
        XCTAssertNil(custom.action(forLink: "markup-action:x"))
        for bad in ["", "1x", "https", "HTTP", "mailto", "javascript", "a b", "é"] {
            XCTAssertNil(ActionLinks(scheme: bad), bad)
        }
    }

    func testAnActionWinsOverALinkAndAnUnreadableLinkIsDropped() {
        let both = presentation.attributes(for: StyleAttributes(link: "https://x.test/", action: "help"))
        XCTAssertEqual(both[.link], .link(URL(string: "markup-action:help")!))
        XCTAssertNil(presentation.attributes(for: StyleAttributes(link: ""))[.link])
        let custom = ApplePresentation(actionLinks: ActionLinks(scheme: "wtdatelink")!)
        XCTAssertEqual(custom.link(for: StyleAttributes(action: "12_31_2000")), URL(string: "wtdatelink:12_31_2000"))
    }

    func testTappedCharacterGivesTheActionBack() throws {
        let book = try StyleBook(json: #"{"terms": {"action": "terms"}, "privacy": {"action": "privacy"}}"#)
        let compiled = try MarkupCompiler(styleBook: book).compile("Agree to <terms>Terms</terms> and <privacy>Privacy Policy</privacy>")
        XCTAssertEqual(compiled.action(atUTF16Offset: 9), "terms")
        XCTAssertEqual(compiled.action(atUTF16Offset: 19), "privacy")
        XCTAssertNil(compiled.action(atUTF16Offset: 15))
        // The link the view is given carries the same name back to the handler.
        let run = try XCTUnwrap(compiled.run(atUTF16Offset: 19))
        guard case .link(let url)? = presentation.attributes(for: run.attributes)[.link] else { return XCTFail("no link") }
        XCTAssertEqual(presentation.actionLinks.action(for: url), "privacy")
    }

    func testImagesBecomeAttachmentsPlacedByTheirBaselineOffset() throws {
        let image = ImageAttributes(name: "thumb", alt: "thumbs up", width: 20)
        let result = presentation.attributes(for: StyleAttributes(baselineOffset: -4, image: image))
        XCTAssertEqual(result[.attachment], .attachment(image))
        XCTAssertNil(result[.baselineOffset], "the offset places the attachment instead")
        let bounds = try XCTUnwrap(ApplePresentation.attachmentBounds(for: image, naturalSize: (40, 30), baselineOffset: -4))
        XCTAssertEqual([bounds.x, bounds.y, bounds.width, bounds.height], [0, -4, 20, 15])
        let tall = try XCTUnwrap(ApplePresentation.attachmentBounds(for: ImageAttributes(height: 10), naturalSize: (40, 20), baselineOffset: nil))
        XCTAssertEqual([tall.x, tall.y, tall.width, tall.height], [0, 0, 20, 10])
        let natural = try XCTUnwrap(ApplePresentation.attachmentBounds(for: ImageAttributes(), naturalSize: (7, 8), baselineOffset: 1))
        XCTAssertEqual([natural.x, natural.y, natural.width, natural.height], [0, 1, 7, 8])
        XCTAssertNil(ApplePresentation.attachmentBounds(for: ImageAttributes(width: 5), naturalSize: nil, baselineOffset: nil))
        let both = try XCTUnwrap(ApplePresentation.attachmentBounds(for: ImageAttributes(width: 5, height: 6), naturalSize: nil, baselineOffset: nil))
        XCTAssertEqual([both.width, both.height], [5, 6])
    }
}

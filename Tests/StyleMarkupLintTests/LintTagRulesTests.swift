import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintTagRulesTests: XCTestCase {
    private func check(_ source: String, _ translation: String, styleBook: StyleBook? = nil) -> [String] {
        let report = LintTestSupport.lint([("en.lproj/Localizable.strings", "\"k\" = \"\(source)\";"),
                                           ("fr.lproj/Localizable.strings", "\"k\" = \"\(translation)\";")], styleBook: styleBook)
        return report.findings.map { "\($0.file.hasPrefix("en") ? "en" : "fr") \($0.location!) \($0.rule.rawValue) \($0.message)" }
    }

    func testReorderedSpansPass() {
        XCTAssertEqual(check("<terms>Terms</terms> and <privacy>Privacy</privacy>", "<privacy>Confidentialité</privacy> et <terms>Conditions</terms>"), [])
        XCTAssertEqual(check("<b>a</b> <i>b</i> <b>c</b>", "<i>b</i> <b>c</b> <b>a</b>"), [])
        XCTAssertEqual(check("<a href=\\\"1\\\">a</a> <a href=\\\"2\\\">b</a>", "<a href=\\\"2\\\">b</a> <a href=\\\"1\\\">a</a>"), [])
    }

    func testMissingAndExtraTags() {
        XCTAssertEqual(check("<terms>Terms</terms> and <privacy>Privacy</privacy>", "Conditions et <privacy>Confidentialité</privacy>"),
                       [#"fr 1:8 tag-mismatch fr: "k": tag <terms> is missing (source has <terms>, <privacy>)"#])
        XCTAssertEqual(check("Plain", "<b>Gras</b>"),
                       [#"fr 1:8 tag-mismatch fr: "k": tag <b> is not in the source (source has no tags)"#])
        XCTAssertEqual(check("<b>x</b> and <b>y</b>", "<b>x et y</b>"),
                       [#"fr 1:8 tag-mismatch fr: "k": tag <b> appears once but 2 times in the source"#])
        XCTAssertEqual(check("<b>x</b>", "<b>x</b> <b>y</b>"),
                       [#"fr 1:17 tag-mismatch fr: "k": tag <b> appears 2 times but once in the source"#])
    }

    func testStylingAddedToASourceWithMarkupIsAWarning() {
        func levels(_ source: String, _ translation: String) -> [String] {
            let report = LintTestSupport.lint([("en.lproj/Localizable.strings", "\"k\" = \"\(source)\";"),
                                               ("fr.lproj/Localizable.strings", "\"k\" = \"\(translation)\";")])
            return report.findings.map { "\($0.location!) \($0.level) \($0.message)" }
        }
        let link = "<a href=\\\"https://x.com/d\\\">DEBUG=True</a> is set"
        // The source is markup, every tag of it is kept: an added styling element is a warning.
        XCTAssertEqual(levels(link, "<a href=\\\"https://x.com/d\\\">DEBUG</a> vaut <i>True</i>"),
                       [#"1:51 warning fr: "k": tag <i> is not in the source (source has <a>)"#])
        XCTAssertEqual(levels("<b>x</b>", "<b>x</b> <b>y</b>"), [#"1:17 warning fr: "k": tag <b> appears 2 times but once in the source"#])
        // Added to a source with no tags, it may be shown as written; a link is never styling;
        // nor is an element added where one of the source's is lost.
        XCTAssertEqual(levels("Plain", "<i>Gras</i>"), [#"1:8 error fr: "k": tag <i> is not in the source (source has no tags)"#])
        XCTAssertEqual(levels("<b>x</b>", "<b>x</b> <a href=\\\"https://x.com\\\">y</a>"),
                       [#"1:17 error fr: "k": tag <a> is not in the source (source has <b>)"#])
        XCTAssertEqual(levels("<b>x</b> <b>y</b>", "<b>x</b> <i>y</i>"), [
            #"1:8 error fr: "k": tag <b> appears once but 2 times in the source"#,
            #"1:17 error fr: "k": tag <i> is not in the source (source has <b>)"#,
        ])
    }

    func testNestingIsAWarning() {
        XCTAssertEqual(check("<b><i>New</i></b>", "<i><b>Nouveau</b></i>"),
                       [#"fr 1:8 tag-nesting fr: "k": tag <i> is at the top level here but inside <b> in the source"#])
        XCTAssertEqual(check("<a><b><c>x</c></b></a>", "<a><c><b>x</b></c></a>"),
                       [#"fr 1:11 tag-nesting fr: "k": tag <c> is inside <a> here but inside <a><b> in the source"#])
        // Siblings in another order are not a nesting change.
        XCTAssertEqual(check("<p><b>1</b><i>2</i></p>", "<p><i>2</i><b>1</b></p>"), [])
    }

    func testLinkChanges() {
        XCTAssertEqual(check("<a href=\\\"https://x.com/help\\\">help</a>", "<a href=\\\"https://x.com/aide\\\">aide</a>"),
                       [#"fr 1:8 link-changed fr: "k": the link of <a> is "https://x.com/aide" but "https://x.com/help" in the source"#])
        XCTAssertEqual(check("<a href=\\\"https://x.com\\\">x</a>", "<a>x</a>"),
                       [#"fr 1:8 link-changed fr: "k": <a> has no href but links to "https://x.com" in the source"#])
        XCTAssertEqual(check("<a>x</a>", "<a href=\\\"https://evil.example\\\">x</a>"),
                       [#"fr 1:8 link-changed fr: "k": <a> links to "https://evil.example" but has no href in the source"#])
    }

    func testMalformedMarkupIsReportedAndNotCompared() {
        XCTAssertEqual(check("<b>x</b>", "<b>x</i>"),
                       [#"fr 1:12 malformed-markup fr: "k": closing tag </i> does not match <b> opened at 1:8; close </b> first"#])
        XCTAssertEqual(check("<b>x", "<b>x</b>"),
                       [#"en 1:8 source-malformed en: "k": the source does not parse as HTML markup at "<b>": tag <b> is never closed; add </b> where its text ends. If it is shown as text, never rendered, give it the "text" dialect in .markupc.json: {"dialects": [{"key": "k", "dialect": "text"}]}; if it is rendered as HTML, write each < that is text as &lt; in this file (its translations' tags and links are not compared)"#])
    }

    func testUnknownTagsAndImagesNeedAStyleBook() throws {
        let book = try StyleBook(json: #"{"b": {}, "thumb": {"image": {"name": "t"}}}"#)
        XCTAssertEqual(check("<b>x</b> <thumb/>", "<bold>x</bold> <thumb>xy</thumb>"), [
            #"fr 1:8 tag-mismatch fr: "k": tag <b> is missing (source has <b>, <thumb>)"#,
            #"fr 1:8 tag-mismatch fr: "k": tag <bold> is not in the source (source has <b>, <thumb>)"#,
        ])
        XCTAssertEqual(check("<b>x</b> <thumb/>", "<bold>x</bold> <thumb>xy</thumb>", styleBook: book), [
            #"fr 1:23 image-content fr: "k": image tag <thumb> must hold one character or nothing, not 2 characters"#,
        ])
        XCTAssertEqual(check("<b>x</b>", "<bold>x</bold> <bold>y</bold>", styleBook: book), [
            #"fr 1:8 tag-mismatch fr: "k": tag <b> is missing (source has <b>)"#,
            #"fr 1:8 tag-mismatch fr: "k": tag <bold> is not in the source (source has <b>)"#,
            #"fr 1:8 unknown-tag fr: "k": <bold> is not in stylebook.json"#,
        ])
    }
}

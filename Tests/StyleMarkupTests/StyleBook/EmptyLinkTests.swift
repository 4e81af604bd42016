import Foundation
import XCTest
@testable import StyleMarkup

/// An empty link (`href=""`, `"link": ""`, or only spaces, which a browser drops) opens nothing:
/// it is an invalid link, an error like a disallowed scheme, so no format writes a link with an
/// empty URL (an OSC 8 with an empty URI, `<a href="">`, `HYPERLINK ""`, `"link": ""`).
final class EmptyLinkTests: XCTestCase {
    static let message = "link is empty: give a URL, or leave the link out"

    func testThePolicyRejectsAnEmptyLink() {
        for link in ["", " ", "   "] {
            for policy in [LinkPolicy(), LinkPolicy(allowedSchemes: ["https", "//"])] {
                XCTAssertThrowsError(try policy.normalize(link), link.debugDescription) { error in
                    XCTAssertEqual(error as? LinkPolicy.Problem, .empty, link.debugDescription)
                    XCTAssertEqual("\(error)", Self.message)
                }
            }
        }
        XCTAssertEqual(try LinkPolicy().normalize(" # "), "#", "a fragment alone is a link")
    }

    func testAnEmptyHrefIsAnErrorWithItsPosition() {
        let compiler = MarkupCompiler()
        for href in ["\"\"", "''", "\" \"", "\"&#32;\""] {
            XCTAssertThrowsError(try compiler.compile("Go\n <a href=\(href)>here</a>."), href) { error in
                let error = error as! CompileError
                XCTAssertEqual(error.rule, .invalidLink)
                XCTAssertEqual(error.description, "2:2: tag <a> href: \(Self.message) [invalid-link]", href)
                XCTAssertEqual(error.location.byteOffset, 4)
            }
        }
    }

    func testAnEmptyStyleLinkIsAnInvalidStyleBook() {
        assertError(#"{"x": {"link": ""}}"#, "styles.json:1:16: error: x.link: \(Self.message)")
        assertError(#"{"x": {"link": "  "}}"#, "styles.json:1:16: error: x.link: \(Self.message)")
    }

    func testARunListWithAnEmptyLinkIsAnError() {
        let json = #"{"version": 1, "text": "x", "runs": [{"start": 0, "length": 1, "attributes": {"link": ""}}]}"#
        XCTAssertThrowsError(try CompiledText(jsonRunList: Data(json.utf8), fileName: "Welcome.json")) { error in
            XCTAssertEqual("\(error)", "Welcome.json:1:87: error: runs[0].attributes.link: \(Self.message)")
        }
    }

    func testHTMLWritesNoHrefForABookBuiltInCodeWithAnEmptyLink() throws {
        let book = StyleBook(styles: ["go": StyleAttributes(link: "")])
        let compiled = try MarkupCompiler(styleBook: book).compile("<go>x</go>")
        let html = String(decoding: HTMLEmitter(styleBook: book).emit(compiled), as: UTF8.self)
        XCTAssertFalse(html.contains("href"), html)
    }
}

import Foundation
import XCTest
@testable import StyleMarkup

/// A link is read as a browser reads it: leading and trailing spaces and C0
/// controls dropped, tab and newline removed, `\` taken as `/`. One that then starts with
/// `//` opens another host, so it is an error unless `$linkSchemes` holds `"//"`.
final class LinkHostTests: XCTestCase {
    static let message = #"link starts with "//" as a browser reads it, so it opens another host; write the whole URL with an allowed scheme, or add "//" to $linkSchemes"#

    /// The variants as they reach the link policy (after entity decoding).
    static let variants = ["//evil.com/x", "\\\\evil.com", " //evil.com", "/\\evil.com", "\\/evil.com", "/\t/evil.com",
                           "\n//evil.com", "\u{1}//evil.com", "  \\\\evil.com/x  ", "/\r\n/evil.com", "//"]

    func testEveryVariantOpensAnotherHost() {
        let policy = LinkPolicy(allowedSchemes: ["myapp"])
        for link in Self.variants {
            XCTAssertThrowsError(try policy.normalize(link), link.debugDescription) { error in
                XCTAssertEqual(error as? LinkPolicy.Problem, .otherHost, link.debugDescription)
                XCTAssertEqual("\(error)", Self.message)
            }
        }
    }

    func testPathReferencesStayAllowed() throws {
        let policy = LinkPolicy(allowedSchemes: ["myapp"])
        XCTAssertEqual(try policy.normalize("/help"), "/help")
        XCTAssertEqual(try policy.normalize("help/terms"), "help/terms")
        XCTAssertEqual(try policy.normalize("#top"), "#top")
        XCTAssertEqual(try policy.normalize("?q=1"), "?q=1")
        XCTAssertEqual(try policy.normalize("/a//b"), "/a//b")
        XCTAssertEqual(try policy.normalize("a\\b"), "a%5Cb")
        XCTAssertEqual(try policy.normalize(" /help "), "/help", "spaces around a link are dropped, as a browser drops them")
        XCTAssertEqual(try policy.normalize("myapp://settings"), "myapp://settings")
    }

    func testSchemeIsReadAsABrowserReadsIt() {
        let policy = LinkPolicy(allowedSchemes: ["https"])
        // A leading space no longer hides the scheme.
        XCTAssertThrowsError(try policy.normalize(" javascript:alert(1)")) { error in
            XCTAssertEqual(error as? LinkPolicy.Problem, .schemeNotAllowed(scheme: "javascript", allowed: ["https"]))
        }
        XCTAssertThrowsError(try policy.normalize("java\tscript:alert(1)")) { error in
            XCTAssertEqual(error as? LinkPolicy.Problem, .schemeNotAllowed(scheme: "javascript", allowed: ["https"]))
        }
        // An allowed scheme with a control character inside is still an error.
        XCTAssertThrowsError(try policy.normalize("https://x.test/\t")) { error in
            XCTAssertEqual(error as? LinkPolicy.Problem, .controlCharacter("\t"))
        }
    }

    func testDoubleSlashInLinkSchemesAllowsSchemeRelativeLinks() throws {
        let policy = LinkPolicy(allowedSchemes: ["https", "//"])
        XCTAssertEqual(try policy.normalize("//cdn.test/x"), "//cdn.test/x")
        XCTAssertEqual(try policy.normalize(" //cdn.test/x "), "//cdn.test/x")
        XCTAssertEqual(try policy.normalize("\\\\cdn.test"), "%5C%5Ccdn.test")
        // Control characters stay errors even then.
        XCTAssertThrowsError(try policy.normalize("/\t/cdn.test")) { error in
            XCTAssertEqual(error as? LinkPolicy.Problem, .controlCharacter("\t"))
        }
        let book = try load(#"{"$linkSchemes": ["https", "//"], "cdn": {"link": "//cdn.test/x"}}"#)
        XCTAssertEqual(book.linkPolicy.allowedSchemes, ["https", "//"])
        XCTAssertEqual(book.style(named: "cdn")?.link, "//cdn.test/x")
    }

    // MARK: - Through a tag's href

    /// The variants as written in an href, with entity-encoded slashes and backslashes too.
    static let hrefVariants = ["//evil.com/x", "\\\\evil.com", " //evil.com", "/\\evil.com", "/\t/evil.com", "&#47;&#47;evil.com",
                               "&sol;&sol;evil.com", "&#x2F;/evil.com", "&bsol;&bsol;evil.com", "&#9;//evil.com", "/&#10;/evil.com"]

    func testHrefVariantsAreErrorsWithPositionAndNoOutput() throws {
        let book = try load(#"{"$linkSchemes": ["myapp"], "link": {"underline": "single"}, "go": {"color": "red"}}"#)
        let compiler = MarkupCompiler(styleBook: book)
        for href in Self.hrefVariants {
            for quote in ["\"", "'"] {
                let markup = "Hi\n  <go href=\(quote)\(href)\(quote)>there</go>"
                XCTAssertThrowsError(try compiler.compile(markup), href.debugDescription) { error in
                    let error = error as! CompileError
                    XCTAssertEqual(error.description, "2:3: tag <go> href: \(Self.message) [invalid-link]", href.debugDescription)
                    XCTAssertEqual(error.location.byteOffset, 5)
                }
            }
        }
    }

    func testAllowedSchemeRelativeHrefReachesEveryOutput() throws {
        let book = try load(#"{"$linkSchemes": ["https", "//"]}"#)
        let compiled = try MarkupCompiler(styleBook: book).compile(#"<a href="&#47;&#47;cdn.test/x">go</a>"#)
        assertEveryOutput(compiled, book: book, carries: "//cdn.test/x")
    }

    func testHTMLWritesNoHrefForABookBuiltInCodeWithAnotherHostLink() throws {
        var style = StyleAttributes()
        style.link = "\\\\evil.com/x"
        let book = StyleBook(styles: ["go": style], linkPolicy: LinkPolicy(allowedSchemes: ["https"]))
        let compiled = try MarkupCompiler(styleBook: book).compile("<go>x</go>")
        let html = String(decoding: HTMLEmitter(styleBook: book).emit(compiled), as: UTF8.self)
        XCTAssertFalse(html.contains("href"), html)
        XCTAssertFalse(html.contains("evil"), html)
    }

    // MARK: - Through a style's link

    func testStyleLinkVariantsAreErrorsWithPosition() {
        let links = ["//evil.com/x", "\\\\evil.com", " //evil.com", "/\\evil.com", "/\t/evil.com", "\\/evil.com"]
        for link in links {
            let quoted = String(decoding: try! JSONSerialization.data(withJSONObject: [link], options: [.withoutEscapingSlashes]), as: UTF8.self).dropFirst().dropLast()
            let json = "{\"$linkSchemes\": [\"https\"],\n \"x\": {\"link\": \(quoted)}}"
            // The value starts after ` "x": {"link": ` on line 2: column 16.
            assertError(json, "styles.json:2:16: error: x.link: \(Self.message)")
        }
        // An image's src is a link too.
        assertError(#"{"t": {"image": {"name": "t", "src": "//evil.com/t.png"}}}"#,
                    "styles.json:1:38: error: t.image.src: \(Self.message)")
    }

    func testAllowedSchemeRelativeStyleLinkReachesEveryOutput() throws {
        let book = try load(#"{"$linkSchemes": ["//"], "cdn": {"link": " //cdn.test/x"}}"#)
        let compiled = try MarkupCompiler(styleBook: book).compile("<cdn>go</cdn>")
        assertEveryOutput(compiled, book: book, carries: "//cdn.test/x")
    }

    func testLinkSchemesRejectsOtherSlashSpellings() {
        assertError(#"{"$linkSchemes": ["///"]}"#, #"styles.json:1:19: error: $linkSchemes[0]: expected a URL scheme such as "https", or "//" to allow scheme-relative links"#)
        assertError(#"{"$linkSchemes": ["\\\\"]}"#, #"styles.json:1:19: error: $linkSchemes[0]: expected a URL scheme such as "https", or "//" to allow scheme-relative links"#)
    }

    /// The JSON Schema editors use accepts what the loader accepts in `$linkSchemes`.
    func testSchemaAllowsDoubleSlashInLinkSchemes() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../StyleBooks/stylebook.schema.json")
        let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        let setting = (schema["properties"] as! [String: Any])["$linkSchemes"] as! [String: Any]
        let pattern = (setting["items"] as! [String: Any])["pattern"] as! String
        let regex = try NSRegularExpression(pattern: pattern)
        func matches(_ value: String) -> Bool {
            regex.firstMatch(in: value, range: NSRange(value.startIndex..., in: value)) != nil
        }
        for value in ["https", "itms-apps", "x-callback-url", "//"] { XCTAssertTrue(matches(value), value) }
        for value in ["///", "/", "\\\\", "Https", "1x", "https:"] { XCTAssertFalse(matches(value), value) }
    }

    /// HTML, RTF, ANSI (OSC 8), JSON and the AttributedString bridge all carry `link`.
    private func assertEveryOutput(_ compiled: CompiledText, book: StyleBook, carries link: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(compiled.link(atUTF16Offset: 0), link, file: file, line: line)
        let html = String(decoding: HTMLEmitter(styleBook: book).emit(compiled), as: UTF8.self)
        XCTAssertTrue(html.contains("href=\"\(link)\""), html, file: file, line: line)
        let rtf = String(decoding: RTFEmitter().emit(compiled), as: UTF8.self)
        XCTAssertTrue(rtf.contains("HYPERLINK \"\(link)\""), rtf, file: file, line: line)
        let ansi = String(decoding: ANSIEmitter().emit(compiled), as: UTF8.self)
        XCTAssertTrue(ansi.contains("\u{1B}]8;id=markupc-1;\(link)\u{1B}\\"), ansi.debugDescription, file: file, line: line)
        let json = String(decoding: JSONEmitter().emit(compiled), as: UTF8.self)
        XCTAssertTrue(json.contains("\"link\": \"\(link)\""), json, file: file, line: line)
        let attributed = AttributedString(compiled)
        XCTAssertEqual(attributed.makeStyleMarkupRuns().first?.attributes.link, link, file: file, line: line)
    }
}

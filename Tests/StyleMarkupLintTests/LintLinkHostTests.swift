import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// `link-changed` reads a translated link as a browser does: spaces around it dropped, a space
/// in an absolute URL's path encoded, and its host checked as IDNA and UTS #39 check it.
final class LintLinkHostTests: XCTestCase {
    /// The findings for one translated link, as `level message-detail`.
    private func judge(_ source: String, _ translation: String) -> [String] {
        let report = LintTestSupport.lint([
            ("en.lproj/Localizable.strings", "\"k\" = \"<a href=\\\"\(source)\\\">x</a>\";\n"),
            ("fr.lproj/Localizable.strings", "\"k\" = \"<a href=\\\"\(translation)\\\">x</a>\";\n"),
        ])
        return report.findings.map { "\($0.level.rawValue) \($0.message.components(separatedBy: " in the source").last ?? "")" }
    }

    func testAHostThatMixesScriptsIsAnError() {
        XCTAssertEqual(judge("https://github.com/x", "https://gოthub.com/x"),
                       [#"error ; it no longer works as a link: its host label "gოthub" mixes the Georgian and Latin scripts, as a look-alike of another site does; browsers do not show it as the source's site"#])
        // Cyrillic а in a Latin label.
        XCTAssertEqual(judge("https://apple.com", "https://аpple.com").first?.hasPrefix("error ; it no longer works as a link: its host label \"аpple\" mixes the Cyrillic and Latin scripts"), true)
    }

    func testHostsOfOneScriptOrAnAllowedMixAreOtherValidTargets() {
        for host in ["пример.рф", "例え.jp", "ドメイン名例.jp", "例子abc.cn", "한국abc.kr", "xn--e1afmkfd.xn--p1ai", "bücher.de", "user@example.fr:8080", "[::1]:80"] {
            XCTAssertEqual(judge("https://example.com/a", "https://\(host)/a"), ["warning "], host)
        }
    }

    func testAHostIDNARefusesOrWithASpaceIsAnError() {
        XCTAssertEqual(judge("https://example.com/a", "https://exa mple.com/a"),
                       ["error ; it no longer works as a link: its host holds a space, which no host name may"])
        XCTAssertEqual(judge("https://example.com/a", "https://exa\u{00AD}mple.com/a"),
                       [#"error ; it no longer works as a link: its host label "exa"# + "\u{00AD}" + #"mple" holds U+00AD, which IDNA does not allow in a host name"#])
        XCTAssertEqual(judge("https://example.com/a", "https://exa\u{E000}mple.com/a").first?.contains("holds U+E000, which IDNA does not allow"), true)
    }

    func testASpaceInAnAbsoluteURLsPathIsEncodedNotBroken() {
        XCTAssertEqual(judge("https://be.wikipedia.org/wiki/X", "https://be.wikipedia.org/wiki/Вікіпедыя: Адміністратары"), ["warning "])
        XCTAssertEqual(judge("https://example.com/a", "https: //example.com/a"),
                       ["error ; it no longer works as a link: a space is inside it"])
        XCTAssertEqual(judge("https://example.com/a", "example.com/a"),
                       ["error ; it no longer works as a link: it is no longer an absolute URL like the source's https://…"])
        // A relative reference with a space still names the wrong anchor or page.
        XCTAssertEqual(judge("#set-default", "# set-default"), ["error ; it no longer works as a link: a space is inside it"])
    }

    func testSpacesABrowserDropsLeaveTheSameLink() {
        XCTAssertEqual(judge("%2$s", "%2$s "), [])
        XCTAssertEqual(judge("https://example.com", " https://example.com"), [])
        XCTAssertEqual(judge("https://example.com", "   "), ["error ; it no longer works as a link: it is empty"])
    }
}

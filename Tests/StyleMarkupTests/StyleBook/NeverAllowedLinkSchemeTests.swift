import Foundation
import XCTest
@testable import StyleMarkup

/// `javascript`, `vbscript` and `data` are never link schemes: a style book that lists one in
/// `$linkSchemes`, in any letter case, is invalid, and a policy built in code refuses them.
final class NeverAllowedLinkSchemeTests: XCTestCase {
    private let reason = "javascript and vbscript links run code and data links carry a whole document; remove it"

    func testABookListingOneIsInvalidWithThePositionOfEach() {
        // {"$linkSchemes": ["https", "JavaScript", "vbscript", "DATA"]}
        // '[' 18, "https" 19-25, ',' 26, ' ' 27, "JavaScript" 28-39, ',' 40, ' ' 41, "vbscript" 42-51, ',' 52, ' ' 53, "DATA" 54
        assertError(#"{"$linkSchemes": ["https", "JavaScript", "vbscript", "DATA"]}"#, """
        styles.json:1:28: error: $linkSchemes[1]: the scheme "JavaScript" is never allowed in links: \(reason)
        styles.json:1:42: error: $linkSchemes[2]: the scheme "vbscript" is never allowed in links: \(reason)
        styles.json:1:54: error: $linkSchemes[3]: the scheme "DATA" is never allowed in links: \(reason)
        """)
    }

    func testAPropertyListBookListingOneIsInvalid() throws {
        let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>$linkSchemes</key><array><string>https</string><string>data</string></array>
        </dict></plist>
        """
        let error = try XCTUnwrap(loadError(Data(plist.utf8), fileName: "styles.plist"))
        XCTAssertEqual(error.problems.count, 1)
        XCTAssertEqual(error.problems.first?.path, "$linkSchemes[1]")
        XCTAssertEqual(error.problems.first?.message, "the scheme \"data\" is never allowed in links: \(reason)")
    }

    func testAPolicyBuiltInCodeRefusesThemWhateverItAllows() {
        let policy = LinkPolicy(allowedSchemes: ["https", "javascript", "VBScript", "data"])
        for link in ["javascript:alert(1)", " JAVASCRIPT:alert(1)", "vbscript:x", "Data:text/html,<b>x</b>"] {
            XCTAssertThrowsError(try policy.normalize(link), link) { error in
                guard case LinkPolicy.Problem.schemeNotAllowed(_, let allowed) = error else { return XCTFail("\(error)") }
                XCTAssertEqual(allowed, ["https"])
            }
        }
        XCTAssertEqual(try policy.normalize("https://example.com"), "https://example.com")
    }
}

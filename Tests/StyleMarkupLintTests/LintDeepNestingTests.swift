import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

/// Localization files nesting elements or JSON values hundreds of thousands deep are read (or
/// reported) without recursing once per level, so they cannot overflow the stack.
final class LintDeepNestingTests: XCTestCase {
    private let depth = 300_000

    func testAndroidStringWithDeeplyNestedTagsIsAMarkupFinding() {
        let xml = "<resources><string name=\"a\">" + String(repeating: "<b>", count: depth) + "x"
            + String(repeating: "</b>", count: depth) + "</string><string name=\"ok\">fine</string></resources>"
        let file = LintTestSupport.read("res/values/strings.xml", xml)
        XCTAssertTrue(file.pairs.contains("ok=fine"))
        let report = LintTestSupport.lint([("res/values/strings.xml", xml)])
        // `values/` holds the sources: a source that does not parse is reported once, as such.
        XCTAssertEqual(report.findings.map(\.rule.rawValue), ["source-malformed"])
        XCTAssertTrue(report.findings.first?.message.contains("tags nest deeper than the limit of 1000") == true, "\(report.findings)")
    }

    func testXLIFFSourceWithDeeplyNestedElementsIsRead() {
        let xliff = """
            <?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="fr" original="a"><body>\
            <trans-unit id="a"><source>\(String(repeating: "<g>", count: depth))x\(String(repeating: "</g>", count: depth))</source></trans-unit>\
            <trans-unit id="ok"><source>fine</source></trans-unit></body></file></xliff>
            """
        let file = LintTestSupport.read("fr.xliff", xliff)
        XCTAssertTrue(file.pairs.contains("ok=fine"), "\(file.pairs.suffix(1))")
    }

    func testStringCatalogWithDeeplyNestedArraysIsAMalformedFile() {
        let json = #"{"sourceLanguage":"en","strings":{"a":{"x":"# + String(repeating: "[", count: depth)
            + String(repeating: "]", count: depth) + #"}},"version":"1.0"}"#
        let file = LintTestSupport.read("Localizable.xcstrings", json)
        XCTAssertEqual(LintTestSupport.describe(file.findings).map { $0.prefix(23) }, ["1:105 malformed-file no"])
        XCTAssertTrue(file.findings.first?.message.contains("nesting deeper than 64 levels") == true, "\(file.findings)")
    }
}

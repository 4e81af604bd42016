import Foundation
import XCTest
@testable import StyleMarkup
@testable import StyleMarkupLint

final class LintStringsDictReaderTests: XCTestCase {
    private func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>
        """
    }

    private let photos = """
        <key>photos</key>
        <dict>
            <key>NSStringLocalizedFormatKey</key>
            <string>%#@count@ in &lt;b&gt;%@&lt;/b&gt;</string>
            <key>count</key>
            <dict>
                <key>NSStringFormatSpecTypeKey</key>
                <string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key>
                <string>d</string>
                <key>one</key>
                <string>&lt;i&gt;%d&lt;/i&gt; photo</string>
                <key>other</key>
                <string>&lt;i&gt;%d&lt;/i&gt; photos</string>
            </dict>
        </dict>
    """

    func testFormatKeyAndPluralFormsAreReadWithPositions() {
        let file = LintTestSupport.read("en.lproj/Localizable.stringsdict", plist(photos))
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["photos=%#@count@ in <b>%@</b>", "photos{count}[one]=<i>%d</i> photo", "photos{count}[other]=<i>%d</i> photos"])
        XCTAssertEqual(file.strings.map(\.pluralGroup), [nil, "photos{count}", "photos{count}"])
        XCTAssertEqual(file.language, "en")
        XCTAssertEqual(file.strings[0].position(of: "<b>"), "8:30")
        XCTAssertEqual(file.strings[1].position(of: "%d"), "16:30")
        XCTAssertEqual(file.strings[1].keyLocation, LintLocation(line: 5, column: 5))
    }

    func testPairsWithTheSourceLanguagesTable() {
        let russian = plist("""
            <key>photos</key>
            <dict>
                <key>NSStringLocalizedFormatKey</key>
                <string>%#@count@ в &lt;b&gt;%@&lt;/b&gt;</string>
                <key>count</key>
                <dict>
                    <key>few</key>
                    <string>&lt;i&gt;%d&lt;/i&gt; фото</string>
                    <key>many</key>
                    <string>&lt;b&gt;%d&lt;/b&gt; фото</string>
                </dict>
            </dict>
            <key>gone</key>
            <dict><key>NSStringLocalizedFormatKey</key><string>x</string></dict>
        """)
        let report = LintTestSupport.lint([("en.lproj/Localizable.stringsdict", plist(photos)), ("ru.lproj/Localizable.stringsdict", russian),
                                           ("ru.lproj/Localizable.strings", "\"photos\" = \"y\";\n")])
        XCTAssertEqual(LintTestSupport.describe(report.findings), [
            #"14:21 tag-mismatch ru: "photos{count}[many]": tag <b> is not in the source (source has <i>)"#,
            #"14:21 tag-mismatch ru: "photos{count}[many]": tag <i> is missing (source has <i>)"#,
            #"17:5 orphan-translation ru: "gone": no source string has this key; the source is en.lproj/Localizable.stringsdict"#,
        ])
    }

    /// Dicts nested far deeper than a `.stringsdict` means are read without building a deep
    /// tree: releasing one recursed once per level and overflowed the stack (found by hand,
    /// 300,000 levels). The real entries beside them are still read.
    func testDictsNestedAMillionDeepAreReadWithoutATree() {
        let depth = 300_000
        let deep = "<key>deep</key>" + String(repeating: "<dict><key>a</key>", count: depth) + "<string>x</string>"
            + String(repeating: "</dict>", count: depth)
        let file = LintTestSupport.read("en.lproj/Localizable.stringsdict", plist(deep + photos))
        XCTAssertEqual(file.findings, [])
        XCTAssertEqual(file.pairs, ["photos=%#@count@ in <b>%@</b>", "photos{count}[one]=<i>%d</i> photo", "photos{count}[other]=<i>%d</i> photos"])
    }

    func testMalformedAndDangerousFiles() {
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.stringsdict", "<!DOCTYPE plist [<!ENTITY e \"x\">]>\n<plist><dict/></plist>").findings),
                       ["1:1 malformed-file the DOCTYPE declares entities; markupc never expands them"])
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.stringsdict", "<plist><dict><string>x</string></dict></plist>").findings),
                       ["1:14 malformed-file a value in a <dict> needs a <key> before it"])
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.stringsdict", "<plist><dict><key>k</key><dict><key>NSStringLocalizedFormatKey</key><string>&nbsp;</string></dict></dict></plist>").findings).first?.prefix(43), "1:77 malformed-file undefined entity &nbsp;")
        XCTAssertEqual(LintTestSupport.describe(LintTestSupport.read("a.stringsdict", "<resources/>").findings),
                       ["1:1 malformed-file the root element is <resources>, not <plist>"])
    }
}
